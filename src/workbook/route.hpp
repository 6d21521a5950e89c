#pragma once
// The solution drawn as a line through the middle of the corridors: a
// picture that lies exactly over the maze's cells, so it reads as one route
// from S to F even where the path runs beside itself.
#include <optional>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/settings.hpp"
#include "workbook/plan.hpp"

namespace mazesheet::workbook {

// False when a maze grid of this many sheet columns and rows is too large
// for a route picture of a sensible size (then the path is shaded instead).
bool routeFits(long long gridCols, long long gridRows);

// The route picture over the maze at `place`, or nothing when !routeFits.
std::optional<Picture> routePicture(const core::Puzzle& puzzle, const page::PageLayout& layout,
                                    const page::MazePlace& place, const page::PageSettings& settings);

}  // namespace mazesheet::workbook
