// SPDX-License-Identifier: MIT
#pragma once
// The maze drawn for a terminal with Unicode box-drawing characters (not an
// output format: the command line shows it beside whatever it writes).
// Walls are lines on the grid of cell corners; each cell is `cellWidth`
// characters across and one line down, with a line of walls between cell
// rows, so a cell 3 characters wide looks about square where characters are
// twice as tall as wide. S and F mark the start and finish, doors are gaps,
// and with `solution` dots trace the path between them.
#include <iosfwd>
#include <string>

#include "core/puzzle.hpp"

namespace mazesheet::text {

struct PreviewOptions {
    int cellWidth = 3;      // characters inside each cell: 1 (compact) or 3 (square)
    bool solution = false;  // dots along the path from S to F
};

// Lines of the picture, each ending in '\n', without trailing spaces,
// written to `out` one at a time (a large maze's picture is never whole).
void terminalPreview(const core::Puzzle& puzzle, const PreviewOptions& options, std::ostream& out);
// The same lines in one string, for a small maze.
std::string terminalPreview(const core::Puzzle& puzzle, const PreviewOptions& options);

// Characters across the widest line: W * (cellWidth + 1) + 1.
long long previewColumns(const core::Maze& maze, int cellWidth);

}  // namespace mazesheet::text
