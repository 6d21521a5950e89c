// SPDX-License-Identifier: MIT
#include "page/fact_size.hpp"

#include <cmath>
#include <cstdlib>

#include "core/numbers.hpp"
#include "page/fact_text.hpp"
#include "page/texts.hpp"
#include "page/text_rules.hpp"

namespace mazesheet::page {

namespace {

// The page a single maze of `size` is laid out on, as its maze is not made
// yet: a door ring on every side (where the ends' doors may be), the title
// and an info line of usual length (the heading takes little of a page).
PageLayout sizedPage(MazeSize size, const PageSettings& settings) {
    const GridSize grid = gridSize(size.width, size.height, settings.style);
    PageRequest request;
    request.gridCols = static_cast<int>(grid.cols);
    request.gridRows = static_cast<int>(grid.rows);
    request.ring = {true, true};
    request.mazes = settings.mazesPerPage;
    request.heading.titleChars = textChars(titleOf(settings));
    request.heading.infoChars = 48;
    return layoutPage(request, settings);
}

// Millimetres on paper of a text `designPt` high in `layout`.
double printedMm(double designPt, const PageLayout& layout) {
    return layout.printed(designPt) * kMmPerInch / kPointsPerInch;
}

}  // namespace

double printedFactMm(std::span<const std::string_view> items, const PageLayout& layout) {
    return printedMm(factPrintPt(items, pxToPt(layout.cellPx)), layout);
}

MazeSize legibleFactsSize(std::span<const std::string_view> items, MazeSize most, const PageSettings& settings) {
    const double aspect = static_cast<double>(most.width) / static_cast<double>(most.height);
    MazeSize best{};
    double bestShape = 0;
    MazeSize largestText = most;
    double largestMm = 0;
    for (int w = 1; w <= most.width; ++w) {
        for (int h = 1; h <= most.height; ++h) {
            if (w * h < 2) continue;
            const double shape = std::abs(std::log(static_cast<double>(w) / static_cast<double>(h) / aspect));
            const double mm = printedFactMm(items, sizedPage({w, h}, settings));
            if (mm > largestMm) {
                largestMm = mm;
                largestText = {w, h};
            }
            if (mm < kMinFactTextMm || w * h < best.width * best.height) continue;
            if (w * h == best.width * best.height && shape >= bestShape) continue;
            best = {w, h};
            bestShape = shape;
        }
    }
    // Nothing legible (a word too long for any cell): the maze that prints it largest.
    return best.width > 0 ? best : largestText;
}

std::vector<std::string> factLegibilityWarnings(double textPt, const PageLayout& layout) {
    const double mm = printedMm(textPt, layout);
    if (mm >= kMinFactTextMm) return {};
    return {"the facts print only " + core::fixedDecimal(std::floor(mm * 10) / 10, 1) + " mm high on " +
            printedOn(layout) + " (under " + core::generalDecimal(kMinFactTextMm) +
            " mm): hard to read; try a poster (--poster, as PDF or SVG), a smaller maze or shorter items"};
}

}  // namespace mazesheet::page
