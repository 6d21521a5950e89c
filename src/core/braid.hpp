// SPDX-License-Identifier: MIT
#pragma once
#include "maze.hpp"
#include "rng.hpp"

namespace mazesheet::core {

// Removes `fraction` (0..1) of the maze's dead ends by opening one more wall
// at each chosen dead end, preferring a wall to another dead end so one
// opening can cure two. This adds loops, so the maze is no longer perfect.
// Dead ends that have no closed wall to a neighbour (the ends of a 1xN
// corridor) cannot be removed. Returns how many dead ends were removed.
std::size_t braid(Maze& maze, double fraction, Rng& rng);

// Cells with exactly one passage.
std::size_t countDeadEnds(const Maze& maze);

}  // namespace mazesheet::core
