// SPDX-License-Identifier: MIT
#pragma once
// Independent checks of a maze's structure, used by several tests.
#include <cstdint>
#include <string>

#include "core/maze.hpp"

namespace mazesheet::test {

// Counts cells reachable from the first region cell by flood fill over
// isOpen() (not the generators' own bookkeeping).
std::size_t reachableCells(const core::Maze& maze);

// Every wall reads the same from both sides, and no passage leads outside
// the region. Returns a description of the first fault, or "" if none.
std::string wallFault(const core::Maze& maze);

// Perfect: connected and passages == cells - 1 (hence no loops).
bool isPerfect(const core::Maze& maze);

// FNV-1a 64 of the wall bits in row-major order: a fingerprint of a maze.
std::uint64_t digest(const core::Maze& maze);

}  // namespace mazesheet::test
