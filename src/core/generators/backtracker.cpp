// Recursive backtracker as an iterative depth-first search: the explicit
// stack lives on the heap, so huge mazes cannot overflow the call stack.
#include <vector>

#include "cells.hpp"

namespace mazesheet::core::generators {

void backtracker(Maze& maze, Rng& rng, std::span<const double>) {
    const detail::Cells cells(maze);
    BitVector visited(cells.gridSize());
    std::vector<std::uint32_t> stack;
    const std::uint32_t first = cells.randomCell(rng);
    visited.set(first);
    stack.push_back(first);
    while (!stack.empty()) {
        const std::uint32_t current = stack.back();
        Side options[4];
        const std::uint32_t count = cells.sidesWhere(current, visited, false, options);
        if (count == 0) {
            stack.pop_back();
            continue;
        }
        const Side side = options[count == 1 ? 0 : rng.below(count)];
        detail::carveIndex(maze, current, side, cells.width());
        const std::uint32_t next = cells.neighbour(current, side);
        visited.set(next);
        stack.push_back(next);
    }
}

}  // namespace mazesheet::core::generators
