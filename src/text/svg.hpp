#pragma once
#include <string>

#include "core/puzzle.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

// A standalone SVG picture of the maze: walls as lines, start and finish
// filled, an optional title.
std::string svgPicture(const core::Puzzle& puzzle, const std::string& title);

// The writers-table entries: the title must be text a heading can show; the
// picture shows the first maze.
void checkSvg(const core::Region& region, const render::RenderOptions& options);
void writeSvg(std::span<const core::Puzzle> puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>& warnings);

}  // namespace mazesheet::text
