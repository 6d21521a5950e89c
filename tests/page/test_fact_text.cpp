// SPDX-License-Identifier: MIT
// The one rule for the size and lines of facts in maze cells.
#include <catch2/catch.hpp>

#include <array>
#include <string_view>

#include "page/fact_text.hpp"
#include "page/text_rules.hpp"

using namespace mazesheet::page;

namespace {
// The width an estimate gives a line of `text` at `pt`.
double estimatedWidth(std::string_view text, double pt) {
    return static_cast<double>(textChars(text)) * kFactCharEm * pt;
}
}  // namespace

TEST_CASE("a sum breaks before its equals sign when that prints it larger", "[facts]") {
    const std::array<std::string_view, 2> items{"12×12=144", "3×4=12"};
    const double cell = 40;
    const double pt = factTextPt(items, cell);
    const FactLines long_ = factLines("12×12=144", pt, cell);
    CHECK(long_.first == "12×12");
    CHECK(long_.second == "=144");
    // Broken in two, the long sum prints larger than on one line.
    CHECK(pt > cell * kFactRoom / (9 * kFactCharEm));
}

TEST_CASE("every item fits its cell at the maze's one size", "[facts]") {
    const std::array<std::string_view, 6> items{"necessary", "neccessary", "7 + 8 = 15", "Nguyễn", "big cat", "9"};
    for (const double cell : {12.0, 30.0, 90.0}) {
        const double pt = factTextPt(items, cell);
        REQUIRE(pt > 0);
        for (const std::string_view item : items) {
            const FactLines lines = factLines(item, pt, cell);
            CHECK(estimatedWidth(lines.first, pt) <= cell * kFactRoom + 1e-9);
            CHECK(estimatedWidth(lines.second, pt) <= cell * kFactRoom + 1e-9);
            const double height = (lines.twoLines() ? 2 * kFactLineEm : 1.0) * pt;
            CHECK(height <= cell * kFactRoom + 1e-9);
        }
    }
}

TEST_CASE("a word with no space or sign stays whole", "[facts]") {
    const FactLines lines = factLines("accommodation", 1, 40);
    CHECK(lines.first == "accommodation");
    CHECK_FALSE(lines.twoLines());
}

TEST_CASE("short items are not made huge in big cells", "[facts]") {
    const std::array<std::string_view, 1> items{"4"};
    CHECK(factTextPt(items, 100) == Approx(100 * kFactMostEm));
}
