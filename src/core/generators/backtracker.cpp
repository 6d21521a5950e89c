// Recursive backtracker as an iterative depth-first search: the explicit
// stack lives on the heap, so huge mazes cannot overflow the call stack.
// Steps: cells pushed on the stack and popped off it, finished.
#include <vector>

#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void backtracker(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const detail::Cells cells(maze);
    BitVector visited(cells.gridSize());
    std::vector<std::uint32_t> stack;
    const std::uint32_t first = cells.randomCell(rng);
    visited.set(first);
    stack.push_back(first);
    detail::report(events, K::Push, first);
    while (!stack.empty()) {
        const std::uint32_t current = stack.back();
        Side options[4];
        const std::uint32_t count = cells.sidesWhere(current, visited, false, options);
        if (count == 0) {
            stack.pop_back();
            detail::report(events, K::Pop, current);
            continue;
        }
        const Side side = options[count == 1 ? 0 : rng.below(count)];
        detail::carveIndex(maze, current, side, cells.width());
        const std::uint32_t next = cells.neighbour(current, side);
        visited.set(next);
        stack.push_back(next);
        detail::report(events, K::Push, next);
        detail::reportWall(events, K::Carve, current, side);
    }
}

template void backtracker(Maze&, Rng&, std::span<const double>, NoEvents&);
template void backtracker(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
