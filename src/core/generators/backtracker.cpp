// SPDX-License-Identifier: MIT
// Recursive backtracker as an iterative depth-first search. The stack is
// not stored: every cell on it was entered from the cell below it, so two
// bits per cell (the side it was entered through) lead back down, which
// keeps a maze of any size to under half a byte per cell where a stack of
// indices took up to four. Huge mazes cannot overflow the call stack either.
// Steps: cells pushed on the stack and popped off it, finished.
#include "core/side_array.hpp"

#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void backtracker(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const detail::Cells cells(maze);
    BitVector visited(cells.gridSize());
    SideArray enteredFrom(cells.gridSize());  // the side facing the cell below on the stack
    const std::uint32_t first = cells.randomCell(rng);
    visited.set(first);
    detail::report(events, K::Push, first);
    std::uint32_t current = first;  // the top of the stack
    while (true) {
        Side options[4];
        const std::uint32_t count = cells.sidesWhere(current, visited, false, options);
        if (count == 0) {
            detail::report(events, K::Pop, current);
            if (current == first) break;
            current = cells.across(current, enteredFrom.get(current));
            continue;
        }
        const Side side = options[count == 1 ? 0 : rng.below(count)];
        detail::carveIndex(maze, current, side, cells.width());
        const std::uint32_t next = cells.across(current, side);  // sidesWhere found it in the region
        visited.set(next);
        enteredFrom.set(next, opposite(side));
        detail::report(events, K::Push, next);
        detail::reportWall(events, K::Carve, current, side);
        current = next;
    }
}

template void backtracker(Maze&, Rng&, std::span<const double>, NoEvents&);
template void backtracker(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
