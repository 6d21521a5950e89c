#pragma once
// Block text (contract section 2): (2H+1) lines of (2W+1) characters; cell
// (c, r) at line 2r+1, column 2c+1, walls and passages between them.
#include <string>

#include "core/puzzle.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

// The block picture of one maze, each line ending in '\n'.
std::string blockText(const core::Puzzle& puzzle);

// The writers-table entry: the mazes' block texts, separated by one empty line.
void writeBlockText(std::span<const core::Puzzle> puzzles, const render::RenderOptions& options, render::Sink& sink,
                    std::vector<std::string>& warnings);

}  // namespace mazesheet::text
