// SPDX-License-Identifier: MIT
// Prim's algorithm, "random frontier cell" variant (Jamis Buck's; Walter
// Pullen calls it modified Prim): a random cell bordering the maze joins it
// through a random wall to a cell already in the maze. It is O(1) per cell and
// gives the most dead ends of the Prim family (about 36 %).
// Steps: cells joining the maze (Visit) and the frontier around it.
#include <vector>

#include "carving.hpp"

namespace mazesheet::core::generators {

namespace {

template <class Cells, class Events>
[[gnu::noinline]] void growFrontier(const Cells cells, Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    using Way = typename Cells::Way;
    BitVector inMaze(cells.gridSize());
    BitVector onFrontier(cells.gridSize());
    std::vector<std::uint32_t> frontier;

    const auto addToMaze = [&](std::uint32_t cell) {
        inMaze.set(cell);
        detail::report(events, K::Visit, cell);
        for (const auto way : Cells::kAllWays) {
            const std::uint32_t n = cells.neighbour(cell, way);
            if (n == kNoCell || inMaze.test(n) || onFrontier.test(n)) continue;
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

        Way joins[Cells::kMaxWays];
        const std::uint32_t count = cells.waysWhere(cell, inMaze, true, joins);
        const Way join = joins[count == 1 ? 0 : rng.below(count)];
        cells.carve(maze, cell, join);
        addToMaze(cell);
        detail::reportWall(events, K::Carve, cell, join);
    }
}

}  // namespace

template <class Events>
void prim(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    withCells(maze.region(), [&](const auto& cells) { growFrontier(cells, maze, rng, events); });
}

template void prim(Maze&, Rng&, std::span<const double>, NoEvents&);
template void prim(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
