// Aldous-Broder: a random walk over the whole region that carves into every
// cell the first time it arrives there; a uniformly random spanning tree.
#include "cells.hpp"

namespace mazesheet::core::generators {

void aldousBroder(Maze& maze, Rng& rng, std::span<const double>) {
    const detail::Cells cells(maze);
    BitVector visited(cells.gridSize());
    std::uint32_t current = cells.randomCell(rng);
    visited.set(current);
    std::size_t unvisited = maze.region().cellCount() - 1;
    while (unvisited > 0) {
        // Drawing among all four sides and skipping missing neighbours
        // keeps each step uniform over the neighbours that exist.
        const auto side = static_cast<Side>(rng.bits(2));
        const std::uint32_t next = cells.neighbour(current, side);
        if (next == detail::kNoCell) continue;
        if (!visited.test(next)) {
            detail::carveIndex(maze, current, side, cells.width());
            visited.set(next);
            --unvisited;
        }
        current = next;
    }
}

}  // namespace mazesheet::core::generators
