// SPDX-License-Identifier: MIT
#pragma once
// The Output section of --help: where the mazes, their answers and their
// measures go, and what the terminal shows.
#include <string>

namespace mazesheet::cli {

// --output's help: the formats, from the writers table.
std::string outputHelp();

}  // namespace mazesheet::cli
