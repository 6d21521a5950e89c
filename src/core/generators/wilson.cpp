// Wilson's algorithm: loop-erased random walks from each cell not yet in the
// maze until they hit it. The walk remembers only the last exit taken from
// each cell, which erases loops implicitly, so the result is a uniformly
// random spanning tree.
#include <vector>

#include "cells.hpp"

namespace mazesheet::core::generators {

void wilson(Maze& maze, Rng& rng, std::span<const double>) {
    const detail::Cells cells(maze);
    BitVector inMaze(cells.gridSize());
    std::vector<std::uint8_t> exitSide(cells.gridSize());
    inMaze.set(cells.randomCell(rng));

    for (std::uint32_t origin = 0; origin < cells.gridSize(); ++origin) {
        if (!cells.inside(origin) || inMaze.test(origin)) continue;
        // Walk until the maze is hit, recording the latest exit of each cell.
        std::uint32_t current = origin;
        while (!inMaze.test(current)) {
            Side side;
            std::uint32_t next;
            do {  // uniform over the neighbours that exist
                side = static_cast<Side>(rng.bits(2));
                next = cells.neighbour(current, side);
            } while (next == detail::kNoCell);
            exitSide[current] = static_cast<std::uint8_t>(side);
            current = next;
        }
        // Retrace the loop-erased path and add it to the maze.
        current = origin;
        while (!inMaze.test(current)) {
            const auto side = static_cast<Side>(exitSide[current]);
            detail::carveIndex(maze, current, side, cells.width());
            inMaze.set(current);
            current = cells.neighbour(current, side);
        }
    }
}

}  // namespace mazesheet::core::generators
