// Unit tests of the page math and the unit conversions (no files written).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>

#include "core/errors.hpp"
#include "page/layout.hpp"
#include "page/units.hpp"

using namespace mazesheet;
using namespace mazesheet::page;

namespace {

// libxlsxwriter 1.1.4's conversion of a worksheet_set_column() width into
// the stored width (worksheet.c, _write_col_info), as written there.
double libxlsxwriterStored(double width) {
    const double maxDigitWidth = 7.0;
    const double padding = 5.0;
    if (width < 1) {
        return static_cast<std::uint16_t>(static_cast<std::uint16_t>(width * (maxDigitWidth + padding) + 0.5) /
                                          maxDigitWidth * 256.0) /
               256.0;
    }
    return static_cast<std::uint16_t>((static_cast<std::uint16_t>(width * maxDigitWidth + 0.5) + padding) /
                                      maxDigitWidth * 256.0) /
           256.0;
}

HeadingSize typicalHeading() { return {4, 80}; }

}  // namespace

TEST_CASE("every cell size stores a whole number of digits and is that many pixels in Excel") {
    for (int px = units::kDigitPx; px <= units::kMaxRowPx; px += units::kDigitPx) {
        const double stored = libxlsxwriterStored(units::libxlsxwriterWidth(px));
        CAPTURE(px, stored);
        REQUIRE(stored == units::storedWidth(px));
        REQUIRE(stored == std::floor(stored));
        REQUIRE(units::excelColumnPixels(stored) == px);
        // Rows: a whole number of pixels in points is exact in binary.
        REQUIRE(units::rowPoints(px) * 4 == px * 3);
    }
}

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
                const Layout layout = computeLayout(w, h, options, typicalHeading());
                CAPTURE(w, h, static_cast<int>(paper), static_cast<int>(style), layout.cellPx, layout.scale);
                REQUIRE(layout.cellPx % units::kDigitPx == 0);
                REQUIRE(layout.cellPx >= units::kDigitPx);
                REQUIRE(layout.cellPx <= units::kMaxRowPx);
                REQUIRE(layout.scale <= 1.0);
                REQUIRE(layout.scale > 0.0);
                // Fit-to-page only shrinks: at cell size - 8 the maze would
                // not reach the page edge (unless the cells are the smallest).
                if (layout.cellPx > units::kDigitPx) REQUIRE(layout.scale > 0.4);
                REQUIRE(layout.titleRowPx <= units::kMaxRowPx);
                REQUIRE(layout.marginColPx <= units::kMaxColPx);
                REQUIRE(layout.titlePt <= 409);
                REQUIRE(layout.lastRow() == kMazeFirstRow + layout.gridRows + 1);  // a door row, then the caption
            }
        }
    }
}

TEST_CASE("auto orientation follows the maze's shape") {
    PageSettings options;
    REQUIRE(computeLayout(40, 15, options, typicalHeading()).landscape);
    REQUIRE_FALSE(computeLayout(15, 40, options, typicalHeading()).landscape);
    REQUIRE_FALSE(computeLayout(20, 20, options, typicalHeading()).landscape);
    options.orientation = Orientation::Portrait;
    REQUIRE_FALSE(computeLayout(40, 15, options, typicalHeading()).landscape);
    options.orientation = Orientation::Landscape;
    REQUIRE(computeLayout(15, 40, options, typicalHeading()).landscape);
}

TEST_CASE("legibility warnings") {
    PageSettings options;
    REQUIRE(layoutWarnings(computeLayout(20, 20, options, typicalHeading()), options).empty());
    REQUIRE(layoutWarnings(computeLayout(100, 100, options, typicalHeading()), options).size() == 1);
    REQUIRE(layoutWarnings(computeLayout(2000, 2000, options, typicalHeading()), options).size() == 2);
}

TEST_CASE("Excel's grid limits, counting margins, heading and caption") {
    REQUIRE_NOTHROW(checkGridFits(16382, 1, Style::Borders, "size"));
    REQUIRE_THROWS_AS(checkGridFits(16383, 1, Style::Borders, "size"), core::InputError);
    REQUIRE_NOTHROW(checkGridFits(8190, 1, Style::Blocks, "size"));
    REQUIRE_THROWS_AS(checkGridFits(8191, 1, Style::Blocks, "size"), core::InputError);
    // Rows: title, info, gap, door row, the maze, door row, caption.
    REQUIRE_NOTHROW(checkGridFits(1, 1'048'570, Style::Borders, "size"));
    REQUIRE_THROWS_AS(checkGridFits(1, 1'048'571, Style::Borders, "size"), core::InputError);
    REQUIRE_NOTHROW(checkGridFits(1, 524'284, Style::Blocks, "size"));
    REQUIRE_THROWS_AS(checkGridFits(1, 524'285, Style::Blocks, "size"), core::InputError);
}
