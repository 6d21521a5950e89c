// SPDX-License-Identifier: MIT
#pragma once
// What a solver meets along the way, the measures difficulty levels are
// judged by (besides solution length and dead ends). Each is O(cells).
#include <cstddef>

#include "maze.hpp"
#include "path.hpp"

namespace mazesheet::core {

// Cells of `path` (its last cell excluded: there the walk is over) where a
// walker coming along the path has at least two ways on besides the way back:
// a choice to make. At the first cell the walker enters through the door, so
// every passage is a way on.
std::size_t countDecisionPoints(const Maze& maze, const Path& path);

// The most steps a walker can take away from `path` before turning back: the
// largest distance from the path to any cell (the deepest wrong branch).
std::size_t longestDetour(const Maze& maze, const Path& path);

}  // namespace mazesheet::core
