// SPDX-License-Identifier: MIT
// Prim's algorithm, "random frontier cell" variant (Jamis Buck's; Walter
// Pullen calls it modified Prim): a random cell bordering the maze joins it
// through a random wall to a cell already in the maze. It is O(1) per cell and
// gives the most dead ends of the Prim family (about 36 %).
// Steps: cells joining the maze (Visit) and the frontier around it.
#include <vector>

#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void prim(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const detail::Cells cells(maze);
    BitVector inMaze(cells.gridSize());
    BitVector onFrontier(cells.gridSize());
    std::vector<std::uint32_t> frontier;

    const auto addToMaze = [&](std::uint32_t cell) {
        inMaze.set(cell);
        detail::report(events, K::Visit, cell);
        for (Side side : kSides) {
            const std::uint32_t n = cells.neighbour(cell, side);
            if (n == detail::kNoCell || inMaze.test(n) || onFrontier.test(n)) continue;
            onFrontier.set(n);
            frontier.push_back(n);
            detail::report(events, K::Frontier, n);
        }
    };

    addToMaze(cells.randomCell(rng));
    while (!frontier.empty()) {
        const std::uint32_t pick = rng.below(static_cast<std::uint32_t>(frontier.size()));
        const std::uint32_t cell = frontier[pick];
        frontier[pick] = frontier.back();
        frontier.pop_back();

        Side joins[4];
        const std::uint32_t count = cells.sidesWhere(cell, inMaze, true, joins);
        const Side join = joins[count == 1 ? 0 : rng.below(count)];
        detail::carveIndex(maze, cell, join, cells.width());
        addToMaze(cell);
        detail::reportWall(events, K::Carve, cell, join);
    }
}

template void prim(Maze&, Rng&, std::span<const double>, NoEvents&);
template void prim(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
