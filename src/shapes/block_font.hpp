#pragma once
// The built-in block-letter font for letter masks: capital letters, digits,
// space and a few marks, 7 pixels tall and 1 to 7 wide.
#include <array>
#include <span>
#include <string>
#include <string_view>

namespace mazesheet::shapes {

inline constexpr int kGlyphHeight = 7;

// One character's pixels, top row first: '#' a stroke, '+' a thin joining
// stroke (for marks made of parts, like '!', so that every glyph is one
// piece), '.' empty. Strokes may meet at corners only; the letter mask
// fills such corners so that they join.
struct Glyph {
    char32_t code;
    std::array<std::string_view, kGlyphHeight> rows;
    int width() const { return static_cast<int>(rows[0].size()); }
    char at(int x, int y) const { return rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]; }
};

// The glyph for a character (lower-case letters use the capitals), or null.
const Glyph* findGlyph(char32_t code);

// Every glyph, in the font's order.
std::span<const Glyph> allGlyphs();

// What the font has, for messages: "A-Z, 0-9, space and . , ! ...".
std::string fontSummary();

}  // namespace mazesheet::shapes
