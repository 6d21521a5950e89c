// SPDX-License-Identifier: MIT
#pragma once
// Block text (docs/MANUAL.md, "File formats"): (2H+1) lines of (2W+1) characters; cell
// (c, r) at line 2r+1, column 2c+1, walls and passages between them.
#include <string>

#include "core/puzzle.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

// The block picture of one maze, each line ending in '\n'.
std::string blockText(const core::Puzzle& puzzle);

// The .txt format's row in the writers table (- writes it to standard output).
const render::Writer& blockTextWriter();

}  // namespace mazesheet::text
