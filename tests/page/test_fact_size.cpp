// SPDX-License-Identifier: MIT
// The size a facts maze gets when none is typed: the largest whose items
// print legibly on its page.
#include <catch2/catch.hpp>

#include <array>
#include <string>
#include <string_view>

#include "page/fact_size.hpp"
#include "page/layout.hpp"

using namespace mazesheet::page;

namespace {

// Printed size of `items` on a single maze of w x h, laid out as the sizing lays it out.
double printedAt(std::span<const std::string_view> items, int w, int h, const PageSettings& settings) {
    const GridSize grid = gridSize(w, h, settings.style);
    PageRequest request;
    request.gridCols = static_cast<int>(grid.cols);
    request.gridRows = static_cast<int>(grid.rows);
    request.ring = {true, true};
    return printedFactMm(items, layoutPage(request, settings));
}

}  // namespace

TEST_CASE("the facts' size is the largest legible one within the bound", "[facts]") {
    const std::array<std::string_view, 4> times{"12×12=144", "7×8=56", "12×11=132", "3×4=12"};
    const std::array<std::string_view, 3> words{"definitely", "necessary", "beautiful"};
    for (const Style style : {Style::Borders, Style::Blocks}) {
        for (const auto& items : {std::span<const std::string_view>(times), std::span<const std::string_view>(words)}) {
            PageSettings settings;
            settings.style = style;
            settings.orientation = Orientation::Portrait;
            const MazeSize most{12, 15};
            const MazeSize size = legibleFactsSize(items, most, settings);
            INFO("style " << static_cast<int>(style) << ", " << size.width << "x" << size.height);
            REQUIRE(size.width >= 1);
            REQUIRE(size.width <= most.width);
            REQUIRE(size.height <= most.height);
            CHECK(printedAt(items, size.width, size.height, settings) >= kMinFactTextMm);
            // No size with more cells within the bound is legible.
            for (int w = 1; w <= most.width; ++w) {
                for (int h = 1; h <= most.height; ++h) {
                    if (w * h > size.width * size.height) {
                        CHECK(printedAt(items, w, h, settings) < kMinFactTextMm);
                    }
                }
            }
        }
    }
}

TEST_CASE("times tables fill the medium template's bound; long words get fewer cells", "[facts]") {
    const std::array<std::string_view, 2> times{"12×12=144", "7×8=56"};
    const std::array<std::string_view, 1> word{"definitely"};
    PageSettings settings;
    settings.orientation = Orientation::Portrait;
    const MazeSize forTimes = legibleFactsSize(times, {12, 15}, settings);
    CHECK(forTimes.width == 12);
    CHECK(forTimes.height == 15);
    const MazeSize forWords = legibleFactsSize(word, {10, 14}, settings);
    CHECK(forWords.width * forWords.height < 10 * 14);
}

TEST_CASE("an item too long for any cell gets the maze that prints it largest", "[facts]") {
    const std::string longest(40, 'w');
    const std::array<std::string_view, 1> items{longest};
    PageSettings settings;
    const MazeSize size = legibleFactsSize(items, {8, 10}, settings);
    CHECK(size.width * size.height >= 2);
    CHECK(size.width * size.height <= 3);
}

TEST_CASE("a warning when the items print under 3.5 mm", "[facts]") {
    PageLayout layout;
    layout.scale = 1.0;
    const double atLimitPt = kMinFactTextMm / kMmPerInch * kPointsPerInch;
    CHECK(factLegibilityWarnings(atLimitPt * 1.01, layout).empty());
    const auto said = factLegibilityWarnings(atLimitPt * 0.8, layout);
    REQUIRE(said.size() == 1);
    CHECK(said.front().find("the facts print only 2.8 mm high") == 0);
}
