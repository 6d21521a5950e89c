// SPDX-License-Identifier: MIT
// Wilson's algorithm: loop-erased random walks from each cell not yet in the
// maze until they hit it. The walk remembers only the last exit taken from
// each cell, which erases loops implicitly, so the result is a uniformly
// random spanning tree.
// Steps: every step of the walk (Walk: an observer erases the loops
// explicitly, which leaves the same path), then the path joining the maze.
#include "core/side_array.hpp"

#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void wilson(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const detail::Cells cells(maze);
    BitVector inMaze(cells.gridSize());
    SideArray exitSide(cells.gridSize());  // two bits a cell, not a byte
    const std::uint32_t first = cells.randomCell(rng);
    inMaze.set(first);
    detail::report(events, K::Visit, first);

    for (std::uint32_t origin = 0; origin < cells.gridSize(); ++origin) {
        if (!cells.inside(origin) || inMaze.test(origin)) continue;
        // Walk until the maze is hit, recording the latest exit of each cell.
        std::uint32_t current = origin;
        detail::report(events, K::Walk, origin);
        while (!inMaze.test(current)) {
            Side side;
            std::uint32_t next;
            do {  // uniform over the neighbours that exist
                side = static_cast<Side>(rng.bits(2));
                next = cells.neighbour(current, side);
            } while (next == detail::kNoCell);
            exitSide.set(current, side);
            current = next;
            if (!inMaze.test(current)) detail::report(events, K::Walk, current);
        }
        // Retrace the loop-erased path and add it to the maze.
        current = origin;
        while (!inMaze.test(current)) {
            const Side side = exitSide.get(current);
            detail::carveIndex(maze, current, side, cells.width(), events);
            inMaze.set(current);
            detail::report(events, K::Visit, current);
            current = cells.neighbour(current, side);
        }
    }
}

template void wilson(Maze&, Rng&, std::span<const double>, NoEvents&);
template void wilson(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
