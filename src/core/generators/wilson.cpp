// SPDX-License-Identifier: MIT
// Wilson's algorithm: loop-erased random walks from each cell not yet in the
// maze until they hit it. The walk remembers only the last exit taken from
// each cell, which erases loops implicitly, so the result is a uniformly
// random spanning tree.
// Steps: every step of the walk (Walk: an observer erases the loops
// explicitly, which leaves the same path), then the path joining the maze.
#include "carving.hpp"

namespace mazesheet::core::generators {

namespace {

template <class Cells, class Events>
[[gnu::noinline]] void wilsonWalks(const Cells cells, Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    using Way = typename Cells::Way;
    BitVector inMaze(cells.gridSize());
    typename Cells::WayArray exitWay(cells.gridSize());  // two bits a cell on the square grid, not a byte
    const std::uint32_t first = cells.randomCell(rng);
    inMaze.set(first);
    detail::report(events, K::Visit, first);

    for (std::uint32_t origin = 0; origin < cells.gridSize(); ++origin) {
        if (!cells.inside(origin) || inMaze.test(origin)) continue;
        // Walk until the maze is hit, recording the latest exit of each cell.
        std::uint32_t current = origin;
        detail::report(events, K::Walk, origin);
        while (!inMaze.test(current)) {
            Way way;
            const std::uint32_t next = cells.randomNeighbour(rng, current, way);  // uniform over the neighbours
            exitWay.set(current, way);
            current = next;
            if (!inMaze.test(current)) detail::report(events, K::Walk, current);
        }
        // Retrace the loop-erased path and add it to the maze.
        current = origin;
        while (!inMaze.test(current)) {
            const Way way = exitWay.get(current);
            detail::carve(cells, maze, current, way, events);
            inMaze.set(current);
            detail::report(events, K::Visit, current);
            current = cells.across(current, way);
        }
    }
}

}  // namespace

template <class Events>
void wilson(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    withCells(maze.region(), [&](const auto& cells) { wilsonWalks(cells, maze, rng, events); });
}

template void wilson(Maze&, Rng&, std::span<const double>, NoEvents&);
template void wilson(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
