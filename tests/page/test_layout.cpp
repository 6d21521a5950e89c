// SPDX-License-Identifier: MIT
// Unit tests of the page math and Excel's unit conversions (no files written).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <cmath>

#include "core/errors.hpp"
#include "page/layout.hpp"
#include "workbook/maze_sheet.hpp"
#include "workbook/maze_workbook.hpp"
#include "workbook/units.hpp"

using namespace mazesheet;
using namespace mazesheet::page;
namespace units = mazesheet::workbook::units;
using mazesheet::workbook::checkGridFits;

namespace {

HeadingSize typicalHeading() { return {4, 80}; }

PageLayout layoutFor(int mazeWidth, int mazeHeight, const PageSettings& settings, HeadingSize heading = typicalHeading()) {
    const GridSize grid = gridSize(mazeWidth, mazeHeight, settings.style);
    PageRequest request;
    request.gridCols = static_cast<int>(grid.cols);
    request.gridRows = static_cast<int>(grid.rows);
    request.heading = heading;
    return layoutPage(request, settings);
}

std::vector<std::string> layoutWarnings(const PageLayout& layout, const PageSettings& settings) {
    std::vector<std::string> warnings = legibilityWarnings(layout, settings);
    for (const std::string& w : mazesheet::workbook::printScaleWarnings(layout)) warnings.push_back(w);
    return warnings;
}

}  // namespace

TEST_CASE("Excel's documented conversion at Courier New's digit width (8 px)") {
    // px = trunc(((256 * w + trunc(128 / 8)) / 256) * 8)
    REQUIRE(units::excelColumnPixels(1.0) == 8);
    REQUIRE(units::excelColumnPixels(2.5) == 20);
    REQUIRE(units::excelColumnPixels(5.0) == 40);
}

TEST_CASE("the layout fills the page without enlarging") {
    for (const Paper paper : {Paper::A4, Paper::Letter}) {
        for (const Style style : {Style::Borders, Style::Blocks}) {
            for (const auto& [w, h] : std::vector<std::pair<int, int>>{
                     {2, 1}, {1, 2}, {5, 5}, {20, 20}, {40, 10}, {10, 40}, {3, 60}, {100, 100}, {250, 180}}) {
                PageSettings options;
                options.paper = paper;
                options.style = style;
                const PageLayout layout = layoutFor(w, h, options);
                CAPTURE(w, h, static_cast<int>(paper), static_cast<int>(style), layout.cellPx, layout.scale);
                REQUIRE(layout.cellPx % units::kDigitPx == 0);
                REQUIRE(layout.cellPx >= units::kDigitPx);
                REQUIRE(layout.cellPx <= units::kMaxRowPx);
                REQUIRE(layout.scale <= 1.0);
                REQUIRE(layout.scale > 0.0);
                // Fit-to-page only shrinks: at cell size - 8 the maze would
                // not reach the page edge (unless the cells are the smallest).
                if (layout.cellPx > units::kDigitPx) REQUIRE(layout.scale > 0.4);
                REQUIRE(layout.rows.px(layout.title.row) <= units::kMaxRowPx);
                REQUIRE(layout.cols.px(0) <= units::kMaxColPx);
                REQUIRE(layout.titlePt <= 409);
                // A door row, the caption, the rows the page has left, the footer.
                REQUIRE(layout.captionRow == layout.maze().lastRow() + 2);
                REQUIRE(layout.footerLeft.row == layout.lastRow);
                // A whole percentage, at which the page's height is used up:
                // a spreadsheet fits exactly this scale to the page.
                REQUIRE(layout.scale * 100 == Approx(std::round(layout.scale * 100)));
                const Box grid = layout.gridBox();
                const Box area = layout.printable();
                REQUIRE(grid.height <= area.height + 1e-9);
                REQUIRE(grid.width <= area.width + 1e-9);
                REQUIRE(grid.height * (layout.scale + 0.01) / layout.scale > area.height);
            }
        }
    }
}

TEST_CASE("auto orientation follows the maze's shape") {
    PageSettings options;
    REQUIRE(layoutFor(40, 15, options).landscape);
    REQUIRE_FALSE(layoutFor(15, 40, options).landscape);
    REQUIRE_FALSE(layoutFor(20, 20, options).landscape);
    options.orientation = Orientation::Portrait;
    REQUIRE_FALSE(layoutFor(40, 15, options).landscape);
    options.orientation = Orientation::Landscape;
    REQUIRE(layoutFor(15, 40, options).landscape);
}

TEST_CASE("legibility warnings") {
    PageSettings options;
    REQUIRE(layoutWarnings(layoutFor(20, 20, options), options).empty());
    REQUIRE(layoutWarnings(layoutFor(100, 100, options), options).size() == 1);
    REQUIRE(layoutWarnings(layoutFor(2000, 2000, options), options).size() == 2);
}

TEST_CASE("Excel's grid limits, counted on the page's layout") {
    REQUIRE_NOTHROW(checkGridFits(16382, 1, Style::Borders, "size"));
    REQUIRE_THROWS_AS(checkGridFits(16383, 1, Style::Borders, "size"), core::InputError);
    REQUIRE_NOTHROW(checkGridFits(8190, 1, Style::Blocks, "size"));
    REQUIRE_THROWS_AS(checkGridFits(8191, 1, Style::Blocks, "size"), core::InputError);
    // Rows: the title, info and gap rows, the door rows, the maze, the
    // caption, and below a tall maze the spacer rows that fill the page and
    // the footer: every row the layout lays out fits the sheet.
    for (const Style style : {Style::Borders, Style::Blocks}) {
        PageSettings settings;
        settings.style = style;
        const int tallest = style == Style::Borders ? 1'046'819 : 523'409;
        REQUIRE_NOTHROW(checkGridFits(1, tallest, style, "size"));
        REQUIRE_THROWS_WITH(checkGridFits(1, tallest + 1, style, "size"),
                            Catch::EndsWith("the tallest is " + std::to_string(tallest)));
        for (const int height : {tallest, tallest - 1000}) {
            for (const DoorRing ring : {DoorRing{false, false}, DoorRing{true, true}}) {
                PageRequest request;
                request.gridCols = static_cast<int>(gridSize(1, height, style).cols);
                request.gridRows = static_cast<int>(gridSize(1, height, style).rows);
                request.ring = ring;
                CHECK(layoutPage(request, settings).rows.count() <= 1'048'576);
            }
        }
    }
    // The first height the old count let through (it left out the spacer
    // and footer rows), and the tallest it named: both refused now.
    REQUIRE_THROWS_AS(checkGridFits(1, 1'046'820, Style::Borders, "size"), core::InputError);
    REQUIRE_THROWS_AS(checkGridFits(1, 1'048'570, Style::Borders, "size"), core::InputError);
    REQUIRE_THROWS_AS(checkGridFits(1, 524'284, Style::Blocks, "size"), core::InputError);
}
