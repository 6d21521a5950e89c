// SPDX-License-Identifier: MIT
#pragma once
// The Classroom section of --help: class sets, difficulty levels, playable
// sheets and facts mazes.
#include <string>

namespace mazesheet::cli {

// --help's list of the difficulty levels.
std::string levelHelp();

}  // namespace mazesheet::cli
