// SPDX-License-Identifier: MIT
#pragma once
// The built-in block-letter font for letter masks: capital letters and their
// accented forms (the Latin letters of Czech, Slovak, Polish, German,
// French, Spanish, Portuguese, Italian, the Nordic languages and
// Vietnamese), digits, space and a few marks. A letter is 7 pixels tall and
// 1 to 7 wide; its accents stand in rows of their own above or below those
// 7 (a gap row between, crossed by a thin stroke so the glyph stays one
// piece), stacked where a letter has two (Vietnamese Ễ).
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::shapes {

// The rows of a letter itself; accents add rows above and below.
inline constexpr int kGlyphHeight = 7;

// One character's pixels, top row first: '#' a stroke, '+' a thin joining
// stroke (for marks made of parts, like '!' or an accent, so that every
// glyph is one piece), '.' empty. Strokes may meet at corners only; the
// letter mask fills such corners so that they join.
struct Glyph {
    char32_t code = 0;
    int above = 0;                  // accent rows above the letter's kGlyphHeight rows
    std::vector<std::string> rows;  // above + kGlyphHeight + below rows, all one width

    int width() const { return static_cast<int>(rows.front().size()); }
    int height() const { return static_cast<int>(rows.size()); }
    int below() const { return height() - above - kGlyphHeight; }
    char at(int x, int y) const { return rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; }
};

// The glyph for a character (lower-case letters use the capitals), or null.
const Glyph* findGlyph(char32_t code);

// Combining accents (U+0300..U+036F) the font can put on a letter.
bool isCombiningMark(char32_t code);

// The glyph for a letter followed by combining accents (text in Unicode's
// decomposed form: "e" U+0302 U+0303 is Ễ), or null when the font has no
// such letter.
const Glyph* findGlyph(char32_t base, std::span<const char32_t> combining);

// Every glyph, in the font's order.
std::span<const Glyph> allGlyphs();

// What the font has, for messages: "A-Z and ..., 0-9, space and . , ! ...".
std::string fontSummary();

}  // namespace mazesheet::shapes
