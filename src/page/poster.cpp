// SPDX-License-Identifier: MIT
#include "page/poster.hpp"

#include <algorithm>
#include <climits>

#include "core/errors.hpp"
#include "core/numbers.hpp"

namespace mazesheet::page {

namespace {

constexpr double kPointsPerMm = kPointsPerInch / kMmPerInch;

int clampToInt(long long value) { return static_cast<int>(std::clamp<long long>(value, 1, INT_MAX / 2)); }

std::string sheetsWord(int sheets) { return std::to_string(sheets) + (sheets == 1 ? " sheet" : " sheets"); }

}  // namespace

std::string posterSheetName(int col, int row) {
    std::string letters;
    for (int n = col + 1; n > 0; n = (n - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (n - 1) % 26));
    return letters + std::to_string(row + 1);
}

PosterSheet posterSheet(const PageLayout& layout, int index) {
    PosterSheet sheet;
    const int across = std::max(1, layout.poster.across);
    sheet.col = index % across;
    sheet.row = index / across;
    const double tileWidth = layout.tileWidthPt();
    const double tileHeight = layout.tileHeightPt();
    sheet.dx = -sheet.col * tileWidth;
    sheet.dy = -sheet.row * tileHeight;
    sheet.tile = {layout.margins.left * kPointsPerInch, layout.margins.top * kPointsPerInch, tileWidth, tileHeight};
    sheet.left = sheet.col > 0;
    sheet.right = sheet.col + 1 < across;
    sheet.above = sheet.row > 0;
    sheet.below = sheet.row + 1 < layout.poster.down;
    const double overlap = kPosterOverlapMm * kPointsPerMm;
    Box printed = sheet.tile;
    if (sheet.left) printed.x -= overlap, printed.width += overlap;
    if (sheet.right) printed.width += overlap;
    if (sheet.above) printed.y -= overlap, printed.height += overlap;
    if (sheet.below) printed.height += overlap;
    sheet.printed = printed;
    return sheet;
}

double printedCellMmBefore(long long gridCols, long long gridRows, const PageSettings& settings) {
    PageRequest request;
    request.gridCols = clampToInt(gridCols);
    request.gridRows = clampToInt(gridRows);
    request.ring = {true, true};
    request.mazes = std::max(1, settings.mazesPerPage);
    const std::string_view title =
        settings.title.empty() ? settings.texts["default-title"] : std::string_view(settings.title);
    request.heading = {title.size(), settings.texts["name-date-line"].size() + 24};
    return layoutPage(request, settings).printedCellMm;
}

Poster legiblePoster(long long gridCols, long long gridRows, const PageSettings& settings, double minCellMm) {
    PageSettings trial = settings;
    Poster best{0, 0};
    double bestCell = 0;
    for (int across = 1; across <= kMaxPosterSide; ++across) {
        for (int down = 1; down <= kMaxPosterSide; ++down) {
            const int sheets = across * down;
            if (best.across > 0 && sheets > best.sheets()) break;
            trial.poster = {across, down};
            const double cell = printedCellMmBefore(gridCols, gridRows, trial);
            if (cell < minCellMm) continue;
            if (best.across == 0 || sheets < best.sheets() || cell > bestCell) {
                best = trial.poster;
                bestCell = cell;
            }
            break;  // more rows only add sheets
        }
    }
    return best;
}

void checkPassagesPrint(long long gridCols, long long gridRows, const PageSettings& settings, const std::string& input) {
    const double cell = printedCellMmBefore(gridCols, gridRows, settings);
    if (cell >= kMinPrintedCellMm) return;
    const Poster poster = legiblePoster(gridCols, gridRows, settings, settings.minLegibleMm);
    const std::string printed = settings.poster.any()
                                    ? "a poster of " + std::to_string(settings.poster.across) + "x" +
                                          std::to_string(settings.poster.down) + " sheets"
                                    : "one page";
    throw core::InputError(
        input, "its cells would print " + core::fixedDecimal(cell, 2) + " mm wide on " + printed + ", too small for " +
                   "passages to show between the walls (under " + core::generalDecimal(kMinPrintedCellMm) + " mm); " +
                   (poster.across > 0 ? "try --poster auto (" + sheetsWord(poster.sheets()) + ") or a smaller maze"
                                      : "try a smaller maze"));
}

}  // namespace mazesheet::page
