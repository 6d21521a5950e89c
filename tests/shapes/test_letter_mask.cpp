// SPDX-License-Identifier: MIT
// Letter masks: the built-in font, one region for any text, letters that
// keep their strokes and holes, thin bridges between them, clear errors.
#include <catch2/catch.hpp>
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "shapes/block_font.hpp"
#include "shapes/letter_mask.hpp"
#include "core/utf8.hpp"

using namespace mazesheet;
using namespace mazesheet::shapes;

namespace {

using core::encodeUtf8;

std::string text(char32_t code) { return encodeUtf8(code); }

// The first code point of UTF-8 text.
char32_t firstCode(const std::string& utf8) { return core::decodeUtf8(utf8, 0).code; }

bool drawn(const Glyph& g, int x, int y) {
    return x >= 0 && y >= 0 && x < g.width() && y < g.height() && g.at(x, y) != '.';
}

// Font pixels in one piece: strokes join through sides or corners, thin
// strokes through sides only (that is what the scaled mask makes of them).
bool glyphConnected(const Glyph& g) {
    std::vector<std::pair<int, int>> all;
    for (int y = 0; y < g.height(); ++y) {
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
        CHECK(g.height() >= kGlyphHeight);
        CHECK(g.above >= 0);
        CHECK(g.below() >= 0);
        for (const auto& row : g.rows) {
            CHECK(static_cast<int>(row.size()) == g.width());
            CHECK(row.find_first_not_of(".#+") == std::string::npos);
        }
        CHECK(glyphConnected(g));
    }
    for (char32_t c = U'A'; c <= U'Z'; ++c) CHECK(findGlyph(c) != nullptr);
    for (char32_t c = U'0'; c <= U'9'; ++c) CHECK(findGlyph(c) != nullptr);
    CHECK(findGlyph(U'q') == findGlyph(U'Q'));
    CHECK(findGlyph(U'~') == nullptr);
    CHECK(fontSummary().starts_with("A-Z with the accents of Czech,"));
    CHECK(fontSummary().ends_with(", 0-9, space and . , ! ? ' - + & ( ) / \u2665 \u00a1 \u00bf"));
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
            CHECK(r.width() == findGlyph(firstCode(a))->width() * scale);
            CHECK(r.height() == findGlyph(firstCode(a))->height() * scale);
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
            for (int y = 0; y < g.height(); ++y) {
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
        letterMask("Zo\u01eb~");
        FAIL("an unknown character was accepted");
    } catch (const core::InputError& e) {
        CHECK(e.input() == "mask");
        CHECK(e.message() == "the built-in font has no '\u01eb' (U+01EB) or '~'; it has " + fontSummary());
    }
    // A letter with a combining accent the font does not put on it.
    CHECK_THROWS_WITH(letterMask("q\u0303"), Catch::Contains("has no 'q\u0303' (U+0071 U+0303)"));
    CHECK_THROWS_WITH(letterMask("\u0301A"), Catch::Contains("has no '\u0301' (U+0301)"));
    CHECK_THROWS_WITH(letterMask("A\tB"), Catch::Contains("has no U+0009"));
    CHECK_THROWS_WITH(letterMask("abc{|}<>"), Catch::Contains("'{', '|', '}', '<' or '>'"));
    CHECK_THROWS_WITH(letterMask("{|}<>^"), Catch::Contains("'{', '|', '}', '<', '>' and more"));
    CHECK_THROWS_WITH(letterMask("\xff"), Catch::Equals("mask: is not valid UTF-8 text"));
    CHECK_THROWS_WITH(letterMask("\xc0\xaf"), Catch::Contains("not valid UTF-8"));  // an overlong '/'
    CHECK_THROWS_WITH(letterMask("   "), Catch::StartsWith("mask: has no letters"));
    CHECK_THROWS_WITH(letterMask(""), Catch::StartsWith("mask: has no letters"));
    CHECK_THROWS_WITH(letterMask(std::string(100'000, 'W')), Catch::StartsWith("mask: ") && Catch::Contains("too large"));
}

TEST_CASE("accented letters: every Latin letter of the languages the font covers", "[letters][accents]") {
    // Each language's letters beyond A-Z, in both cases.
    const char* const alphabets[] = {
        "ÁČĎÉĚÍŇÓŘŠŤÚŮÝŽáčďéěíňóřšťúůýž",           // Czech
        "ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽáäčďéíĺľňóôŕšťúýž",       // Slovak
        "ĄĆĘŁŃÓŚŹŻąćęłńóśźż",                       // Polish
        "ÄÖÜẞäöüß",                                 // German
        "ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸàâæçéèêëîïôœùûüÿ",         // French
        "ÁÉÍÑÓÚÜáéíñóúü¡¿",                         // Spanish
        "ÁÂÃÀÇÉÊÍÓÔÕÚáâãàçéêíóôõú",                 // Portuguese
        "ÀÈÉÌÍÎÒÓÙÚàèéìíîòóùú",                     // Italian
        "ÅÄÆÖØåäæöø",                               // Danish, Norwegian, Swedish, Finnish
        "ÁÐÉÍÓÚÝÞÆÖáðéíóúýþæö",                     // Icelandic
        "ĂÂĐÊÔƠƯăâđêôơư"                            // Vietnamese letters
        "ÀẢÃÁẠẰẲẴẮẶẦẨẪẤẬÈẺẼÉẸỀỂỄẾỆÌỈĨÍỊÒỎÕÓỌỒỔỖỐỘỜỞỠỚỢÙỦŨÚỤỪỬỮỨỰỲỶỸÝỴ"
        "àảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ",  // and tones
    };
    for (const char* alphabet : alphabets) {
        const std::string letters(alphabet);
        for (std::size_t offset = 0; offset < letters.size();) {
            const core::Utf8Char c = core::decodeUtf8(letters, offset);
            INFO(letters.substr(offset, c.length) << " " << core::codePointName(c.code));
            CHECK(findGlyph(c.code) != nullptr);
            offset += c.length;
        }
    }
}

TEST_CASE("accented letters: the letter as it is, its accents in rows of their own", "[letters][accents]") {
    const auto plainRows = [](char32_t code) {
        std::vector<std::string> rows;
        const Glyph* g = findGlyph(code);
        for (int y = g->above; y < g->above + kGlyphHeight; ++y) rows.push_back(g->rows[static_cast<std::size_t>(y)]);
        return rows;
    };
    const auto letterRows = [](const Glyph& g, int width) {
        std::vector<std::string> rows;
        const int left = (g.width() - width) / 2;
        for (int y = g.above; y < g.above + kGlyphHeight; ++y) {
            const std::string& row = g.rows[static_cast<std::size_t>(y)];
            CHECK(row.substr(0, static_cast<std::size_t>(left)).find('#') == std::string::npos);
            rows.push_back(row.substr(static_cast<std::size_t>(left), static_cast<std::size_t>(width)));
        }
        return rows;
    };
    struct Case {
        char32_t accented, base;
        int above, below;
    };
    for (const Case& c : {Case{U'Š', U'S', 3, 0}, Case{U'Á', U'A', 3, 0}, Case{U'Ë', U'E', 2, 0}, Case{U'Ů', U'U', 4, 0},
                          Case{U'Ç', U'C', 0, 2}, Case{U'Ą', U'A', 0, 2}, Case{U'Ạ', U'A', 0, 2}, Case{U'Ễ', U'E', 6, 0},
                          Case{U'Ậ', U'A', 3, 2}, Case{U'Ẩ', U'A', 7, 0}, Case{U'Ớ', U'Ơ', 3, 0}, Case{U'Í', U'I', 3, 0}}) {
        const Glyph& g = *findGlyph(c.accented);
        INFO(encodeUtf8(c.accented));
        CHECK(g.above == c.above);
        CHECK(g.below() == c.below);
        const std::vector<std::string> base = plainRows(c.base);
        std::vector<std::string> strokes = letterRows(g, static_cast<int>(base[0].size()));
        for (auto& row : strokes) std::replace(row.begin(), row.end(), '+', '.');  // no joining line crosses the letter
        CHECK(strokes == base);
        // Each accent row has a stroke or the joining line; the gap rows only a joining line.
        for (int y = 0; y < g.height(); ++y) {
            if (y >= g.above && y < g.above + kGlyphHeight) continue;
            CHECK(g.rows[static_cast<std::size_t>(y)].find_first_of("#+") != std::string::npos);
        }
    }
    CHECK(findGlyph(U'\u00f0') == findGlyph(U'\u0110'));  // Icelandic ð is drawn as Đ
    CHECK(findGlyph(U'\u00df') == findGlyph(U'\u1e9e'));  // ß as ẞ
}

TEST_CASE("accented letters: no two glyphs have the same strokes, so the letters read back", "[letters][accents]") {
    std::map<std::vector<std::string>, char32_t> seen;
    for (const Glyph& g : allGlyphs()) {
        std::vector<std::string> strokes = g.rows;
        for (auto& row : strokes) std::replace(row.begin(), row.end(), '+', '.');
        // Aligned on the letter's rows, as a line of text aligns them.
        strokes.insert(strokes.begin(), static_cast<std::size_t>(8 - g.above), std::string(static_cast<std::size_t>(g.width()), '.'));
        const auto [at, added] = seen.emplace(strokes, g.code);
        INFO(encodeUtf8(g.code) << " and " << encodeUtf8(at->second));
        CHECK((added || g.code == U' '));
    }
}

TEST_CASE("accented letters: combining accents (decomposed text) give the same glyphs", "[letters][accents]") {
    CHECK(findGlyph(U'e', std::u32string_view(U"\u0302\u0303")) == findGlyph(U'Ễ'));
    CHECK(findGlyph(U'E', std::u32string_view(U"\u0323\u0302")) == findGlyph(U'Ệ'));  // Unicode's order: below first
    CHECK(findGlyph(U'o', std::u32string_view(U"\u031b\u0301")) == findGlyph(U'Ớ'));  // a horn makes Ơ
    CHECK(findGlyph(U's', std::u32string_view(U"\u030c")) == findGlyph(U'Š'));
    CHECK(findGlyph(U'q', std::u32string_view(U"\u0303")) == nullptr);
    CHECK(letterMask("Nguye\u0302\u0303n", 2).cellCount() == letterMask("Nguy\u1ec5n", 2).cellCount());
}

TEST_CASE("accented letters: a name with accents is one region, with rows for its accents", "[letters][accents]") {
    const core::Region plain = letterMask("SARKA NGUYEN ZOE", 2);
    const core::Region named = letterMask("Šárka Nguyễn Zoë", 2);
    CHECK(named.width() == plain.width());
    CHECK(named.height() == (6 + kGlyphHeight) * 2);  // Ễ's two accents and gaps: 6 rows above
    // The letters' rows are the plain text's, moved down by the accent rows.
    for (int y = 0; y < plain.height(); ++y) {
        for (int x = 0; x < plain.width(); ++x) {
            if (plain.contains(x, y)) CHECK(named.contains(x, y + 12));
        }
    }
    CHECK(letterMask("Mia").width() == 60);
    CHECK(letterMask("Mia").height() == 28);  // plain capitals gain no rows
}
