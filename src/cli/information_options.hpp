// SPDX-License-Identifier: MIT
#pragma once
// The Information section of --help: help, the version and the lists.
#include <iosfwd>

namespace mazesheet::cli {

// --list-algorithms: a line per algorithm: name, masks or rectangles,
// parameters, summary.
void listAlgorithms(std::ostream& out);

}  // namespace mazesheet::cli
