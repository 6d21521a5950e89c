// SPDX-License-Identifier: MIT
// Recursive backtracker as an iterative depth-first search. The stack is
// not stored: every cell on it was entered from the cell below it, so the
// way it was entered through (two bits a cell on the square grid, four on
// the others) leads back down, which keeps a maze of any size to under
// half a byte per cell where a stack of indices took up to four. Huge
// mazes cannot overflow the call stack either.
// Steps: cells pushed on the stack and popped off it, finished.
#include "carving.hpp"

namespace mazesheet::core::generators {

namespace {

template <class Cells, class Events>
[[gnu::noinline]] void backtrack(const Cells cells, Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    using Way = typename Cells::Way;
    BitVector visited(cells.gridSize());
    typename Cells::WayArray enteredFrom(cells.gridSize());  // the way facing the cell below on the stack
    const std::uint32_t first = cells.randomCell(rng);
    visited.set(first);
    detail::report(events, K::Push, first);
    std::uint32_t current = first;  // the top of the stack
    while (true) {
        Way options[Cells::kMaxWays];
        const std::uint32_t count = cells.waysWhere(current, visited, false, options);
        if (count == 0) {
            detail::report(events, K::Pop, current);
            if (current == first) break;
            current = cells.across(current, enteredFrom.get(current));
            continue;
        }
        const Way way = options[count == 1 ? 0 : rng.below(count)];
        cells.carve(maze, current, way);
        const std::uint32_t next = cells.across(current, way);  // waysWhere found it in the region
        visited.set(next);
        enteredFrom.set(next, cells.back(current, way));
        detail::report(events, K::Push, next);
        detail::reportWall(events, K::Carve, current, way);
        current = next;
    }
}

}  // namespace

template <class Events>
void backtracker(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    withCells(maze.region(), [&](const auto& cells) { backtrack(cells, maze, rng, events); });
}

template void backtracker(Maze&, Rng&, std::span<const double>, NoEvents&);
template void backtracker(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
