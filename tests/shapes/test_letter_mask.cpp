// Letter masks: the built-in font, one region for any text, letters that
// keep their strokes and holes, thin bridges between them, clear errors.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "shapes/block_font.hpp"
#include "shapes/letter_mask.hpp"
#include "shapes/utf8.hpp"

using namespace mazesheet;
using namespace mazesheet::shapes;

namespace {

std::string text(char32_t code) { return encodeUtf8(code); }

bool drawn(const Glyph& g, int x, int y) {
    return x >= 0 && y >= 0 && x < g.width() && y < kGlyphHeight && g.at(x, y) != '.';
}

// Font pixels in one piece: strokes join through sides or corners, thin
// strokes through sides only (that is what the scaled mask makes of them).
bool glyphConnected(const Glyph& g) {
    std::vector<std::pair<int, int>> all;
    for (int y = 0; y < kGlyphHeight; ++y) {
        for (int x = 0; x < g.width(); ++x) {
            if (drawn(g, x, y)) all.emplace_back(x, y);
        }
    }
    if (all.empty()) return true;
    std::set<std::pair<int, int>> seen{all.front()};
    std::vector<std::pair<int, int>> stack{all.front()};
    while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        for (int dy = -1; dy <= 1; ++dy) {
            for (int dx = -1; dx <= 1; ++dx) {
                const bool diagonal = dx != 0 && dy != 0;
                if ((dx == 0 && dy == 0) || !drawn(g, x + dx, y + dy)) continue;
                if (diagonal && (g.at(x, y) != '#' || g.at(x + dx, y + dy) != '#')) continue;
                if (seen.insert({x + dx, y + dy}).second) stack.emplace_back(x + dx, y + dy);
            }
        }
    }
    return seen.size() == all.size();
}

}  // namespace

TEST_CASE("the font: capitals, digits, space and marks, 7 rows each, every glyph one piece", "[letters]") {
    std::set<char32_t> codes;
    for (const Glyph& g : allGlyphs()) {
        INFO("glyph " << encodeUtf8(g.code));
        CHECK(codes.insert(g.code).second);
        CHECK(g.width() >= 1);
        for (const auto row : g.rows) {
            CHECK(static_cast<int>(row.size()) == g.width());
            CHECK(row.find_first_not_of(".#+") == std::string_view::npos);
        }
        CHECK(glyphConnected(g));
    }
    for (char32_t c = U'A'; c <= U'Z'; ++c) CHECK(findGlyph(c) != nullptr);
    for (char32_t c = U'0'; c <= U'9'; ++c) CHECK(findGlyph(c) != nullptr);
    CHECK(findGlyph(U'q') == findGlyph(U'Q'));
    CHECK(findGlyph(U'~') == nullptr);
    CHECK(fontSummary() == "A-Z, 0-9, space and . , ! ? ' - + & ( ) / \u2665");
}

TEST_CASE("every character alone, and every pair of characters, is one region at every scale", "[letters]") {
    std::vector<std::string> characters;
    for (const Glyph& g : allGlyphs()) {
        if (g.code != U' ') characters.push_back(text(g.code));
    }
    for (int scale = kMinLetterScale; scale <= kMaxLetterScale; ++scale) {
        for (const auto& a : characters) {
            INFO(a << " at scale " << scale);
            const core::Region r = letterMask(a, scale);
            CHECK(r.width() == findGlyph(decodeUtf8(a)->front())->width() * scale);
            CHECK(r.height() == kGlyphHeight * scale);
            for (const auto& b : characters) {
                INFO(a << b << " and " << a << " " << b);
                CHECK_NOTHROW(letterMask(a + b, scale));  // fromCells throws unless one region
                if (scale == kMinLetterScale) CHECK_NOTHROW(letterMask(a + " " + b, scale));
            }
        }
    }
}

TEST_CASE("letters keep their strokes and their holes", "[letters]") {
    for (const Glyph& g : allGlyphs()) {
        if (g.code == U' ') continue;
        for (int scale = kMinLetterScale; scale <= kMaxLetterScale; ++scale) {
            INFO(encodeUtf8(g.code) << " at scale " << scale);
            const core::Region r = letterMask(text(g.code), scale);
            for (int y = 0; y < kGlyphHeight; ++y) {
                for (int x = 0; x < g.width(); ++x) {
                    int cells = 0;
                    for (int j = 0; j < scale; ++j) {
                        for (int i = 0; i < scale; ++i) cells += r.contains(x * scale + i, y * scale + j) ? 1 : 0;
                    }
                    if (g.at(x, y) == '#') CHECK(cells == scale * scale);
                    if (g.at(x, y) == '+') CHECK(cells < scale * scale);  // a thin line, narrower than a stroke
                    if (g.at(x, y) == '.') CHECK(cells < scale * scale);  // never a solid square: holes stay open
                }
            }
        }
    }
    // Straight letters are exactly their pixels.
    const core::Region h = letterMask("H", 3);
    CHECK(h.cellCount() == 17 * 9);
    CHECK(h.contains(0, 0));
    CHECK_FALSE(h.contains(3, 0));
    CHECK(h.contains(14, 20));
}

TEST_CASE("neighbouring letters are joined by one thin bridge near the baseline", "[letters]") {
    // "HI" at scale 3: H is columns 0-14, the gap 15-17, I from 18.
    const core::Region r = letterMask("HI", 3);
    CHECK(r.width() == (5 + 1 + 3) * 3);
    std::vector<core::CellPos> gap;
    for (int row = 0; row < r.height(); ++row) {
        for (int col = 15; col <= 17; ++col) {
            if (r.contains(col, row)) gap.push_back({col, row});
        }
    }
    // One row of three cells through the middle of the bottom font row.
    REQUIRE(gap.size() == 3);
    for (const auto& p : gap) CHECK(p.row == 6 * 3 + 1);

    // A space widens the gap; the bridge crosses it.
    const core::Region spaced = letterMask("H I", 3);
    CHECK(spaced.width() == (5 + 1 + 3 + 1 + 3) * 3);
    CHECK(spaced.cellCount() == r.cellCount() + 4 * 3);
}

TEST_CASE("letter masks: case, surrounding spaces and the scale", "[letters]") {
    CHECK(letterMask("Mia", 3).cellCount() == letterMask("MIA", 3).cellCount());
    CHECK(letterMask("  ok ", 2).width() == letterMask("OK", 2).width());
    CHECK(letterScale("MIA") == 4);      // 15 font pixels: 60 cells
    CHECK(letterScale("ANA") == 3);      // 17 font pixels: 68 cells at 4, 51 at 3
    CHECK(letterScale("ANNA") == 2);     // 23 font pixels: 69 cells at 3
    CHECK(letterScale("SAMUEL") == 2);   // 35 font pixels
    CHECK(letterMask("MIA").width() == 60);
}

TEST_CASE("letter masks: errors name the input and the characters", "[letters]") {
    try {
        letterMask("Zoë~");
        FAIL("an unknown character was accepted");
    } catch (const core::InputError& e) {
        CHECK(e.input() == "mask");
        CHECK(e.message() == "the built-in font has no '\u00eb' (U+00EB) or '~'; it has " + fontSummary());
    }
    CHECK_THROWS_WITH(letterMask("A\tB"), Catch::Contains("has no U+0009"));
    CHECK_THROWS_WITH(letterMask("abc{|}<>"), Catch::Contains("'{', '|', '}', '<' or '>'"));
    CHECK_THROWS_WITH(letterMask("{|}<>^"), Catch::Contains("'{', '|', '}', '<', '>' and more"));
    CHECK_THROWS_WITH(letterMask("\xff"), Catch::Equals("mask: is not valid UTF-8 text"));
    CHECK_THROWS_WITH(letterMask("\xc0\xaf"), Catch::Contains("not valid UTF-8"));  // an overlong '/'
    CHECK_THROWS_WITH(letterMask("   "), Catch::StartsWith("mask: has no letters"));
    CHECK_THROWS_WITH(letterMask(""), Catch::StartsWith("mask: has no letters"));
    CHECK_THROWS_WITH(letterMask(std::string(100'000, 'W')), Catch::StartsWith("mask: ") && Catch::Contains("too large"));
}
