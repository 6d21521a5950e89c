#pragma once
#include <cstddef>
#include <string>

#include "core/puzzle.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

// One JSON Lines record (contract section 2) for maze number `index` (1-based),
// ending in '\n'. Positions are 1-based col,row.
std::string statsJsonLine(const core::Puzzle& puzzle, std::size_t index);

// The writers-table entry: one line per maze, numbered from 1.
void writeStats(std::span<const core::Puzzle> puzzles, const render::RenderOptions& options, render::Sink& sink,
                std::vector<std::string>& warnings);

}  // namespace mazesheet::text
