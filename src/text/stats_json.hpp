// SPDX-License-Identifier: MIT
#pragma once
#include <cstddef>
#include <string>

#include "core/puzzle.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

// One JSON Lines record (docs/MANUAL.md, "File formats") for maze number `index` (1-based),
// ending in '\n'. Positions are 1-based col,row.
std::string statsJsonLine(const core::Puzzle& puzzle, std::size_t index);

// The .jsonl format's row in the writers table (what --stats writes).
const render::Writer& statsWriter();

}  // namespace mazesheet::text
