// SPDX-License-Identifier: MIT
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

// The route picture's size for a maze grid of this many sheet columns and
// rows, each printed `printedCellMm` wide: a whole number of pixels a cell,
// about 0.2 mm each on paper (4 to 20 a cell). Nothing when no picture of a
// sensible size fits even at 4 pixels a cell (then the path is shaded
// instead): over 64 Mpx, or a side over the 1,000,000 pixels PNG libraries
// accept (a grid over 250,000 cells long). Decided from the grid alone,
// before any work.
struct RouteSize {
    int pixelsPerCell = 0;
    long long width = 0;  // pixels
    long long height = 0;
};
std::optional<RouteSize> routeSize(long long gridCols, long long gridRows, double printedCellMm);

// A route picture fits a grid of this size (routeSize has a value).
bool routeFits(long long gridCols, long long gridRows);

// The route picture over the maze at `place`, or nothing when !routeFits.
std::optional<Picture> routePicture(const core::Puzzle& puzzle, const page::PageLayout& layout,
                                    const page::MazePlace& place, const page::PageSettings& settings);

}  // namespace mazesheet::workbook
