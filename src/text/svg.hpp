#pragma once
#include <string>

#include "core/puzzle.hpp"

namespace mazesheet::text {

// A standalone SVG picture of the maze: walls as lines, start and finish
// filled, an optional title.
std::string svgPicture(const core::Puzzle& puzzle, const std::string& title);

}  // namespace mazesheet::text
