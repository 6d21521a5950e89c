// SPDX-License-Identifier: MIT
// Readable without colour: the looks that one picture shows together stay
// apart in grey (a black and white printer), which also keeps them apart
// for colour-blind readers (dichromats see lightness as others do).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "core/generator.hpp"
#include "page/settings.hpp"

using namespace mazesheet;
using namespace mazesheet::page;

namespace {

// Grey level 0..255 by the weights isDark uses (and print drivers' grey).
double grey(Colour c) {
    const double r = (c >> 16) & 0xFF, g = (c >> 8) & 0xFF, b = c & 0xFF;
    return 0.299 * r + 0.587 * g + 0.114 * b;
}

constexpr double kApart = 40;  // of 255: two fills told apart on a grey print

}  // namespace

TEST_CASE("every algorithm's step legend stays apart in grey", "[colours]") {
    const StepColours colours;
    for (const core::Generator* generator : core::allGenerators()) {
        std::vector<std::pair<std::string, Colour>> looks;
        for (const core::LegendEntry& entry : generator->legend()) {
            if (entry.look == core::StepLook::Set) continue;  // the sets: walls tell them apart
            looks.emplace_back(std::string(entry.words), colours.of(entry.look));
        }
        for (std::size_t i = 0; i < looks.size(); ++i) {
            for (std::size_t j = i + 1; j < looks.size(); ++j) {
                INFO(generator->name() << ": '" << looks[i].first << "' and '" << looks[j].first << "'");
                CHECK(std::abs(grey(looks[i].second) - grey(looks[j].second)) >= kApart);
            }
        }
    }
}

TEST_CASE("the answer, the marks and the way shown stay apart in grey", "[colours]") {
    const Colours c;
    const Colour paper = 0xFFFFFF;
    // A student's marks, the way the teacher shows, and a blank cell.
    CHECK(std::abs(grey(c.marked) - grey(c.revealed)) >= kApart);
    CHECK(std::abs(grey(c.marked) - grey(paper)) >= kApart);
    CHECK(std::abs(grey(c.revealed) - grey(paper)) >= kApart);
    // The answer key: the route line dark on the paper and apart from the
    // black walls; a shaded path too.
    CHECK(grey(c.route) <= 255 - 2 * kApart);
    CHECK(std::abs(grey(c.route) - grey(c.wall)) >= 2 * kApart);
    CHECK(std::abs(grey(c.pathFill) - grey(paper)) >= kApart);
    CHECK(std::abs(grey(c.pathFill) - grey(c.wall)) >= 2 * kApart);
    // Letters typed on marks, and S and F on their fills, stay black on light.
    CHECK_FALSE(isDark(c.marked));
    CHECK_FALSE(isDark(c.revealed));
    CHECK_FALSE(isDark(c.pathFill));
}
