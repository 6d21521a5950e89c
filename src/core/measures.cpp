#include "measures.hpp"

#include <algorithm>

#include "solver.hpp"

namespace mazesheet::core {

std::size_t countDecisionPoints(const Maze& maze, const std::vector<CellPos>& path) {
    std::size_t decisions = 0;
    for (std::size_t k = 0; k + 1 < path.size(); ++k) {
        const int waysBack = k == 0 ? 0 : 1;
        decisions += maze.degree(path[k]) - waysBack >= 2;
    }
    return decisions;
}

std::size_t longestDetour(const Maze& maze, const std::vector<CellPos>& path) {
    return farthestDistance(maze, path);
}

}  // namespace mazesheet::core
