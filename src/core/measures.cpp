// SPDX-License-Identifier: MIT
#include "measures.hpp"

#include <algorithm>

#include "solver.hpp"
#include "topology.hpp"

namespace mazesheet::core {

std::size_t countDecisionPoints(const Maze& maze, const Path& path) {
    return withCells(maze.region(), [&](const auto& cells) {
        std::size_t decisions = 0;
        std::size_t k = 0;
        for (const CellPos cell : path) {
            if (k + 1 == path.size()) break;
            const unsigned waysBack = k == 0 ? 0 : 1;
            decisions += cells.degree(maze, maze.region().index(cell.col, cell.row)) >= waysBack + 2;
            ++k;
        }
        return decisions;
    });
}

std::size_t longestDetour(const Maze& maze, const Path& path) {
    return farthestDistance(maze, path);
}

}  // namespace mazesheet::core
