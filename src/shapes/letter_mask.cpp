// SPDX-License-Identifier: MIT
#include "shapes/letter_mask.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "core/errors.hpp"
#include "core/utf8.hpp"
#include "shapes/block_font.hpp"

namespace mazesheet::shapes {

using core::InputError;

namespace {

enum class Pixel : std::uint8_t { Empty, Stroke, Thin };

// The sides of a thin pixel its line reaches (a thin line is drawn only
// where it goes, so a bridge beside a letter does not merge with it).
enum Arm : std::uint8_t { kNorth = 1, kEast = 2, kSouth = 4, kWest = 8 };

// A character (a letter and its combining accents) the font lacks, as the
// message shows it: 'ë' (U+00EB), 'q̃' (U+0071 U+0303).
std::string describe(const std::u32string& character) {
    std::string codes, text;
    bool control = false;
    for (const char32_t code : character) {
        codes += (codes.empty() ? "" : " ") + core::codePointName(code);
        text += core::encodeUtf8(code);
        control = control || code < 0x20 || code == 0x7F;
    }
    if (control) return codes;
    const bool ascii = character.size() == 1 && character[0] < 0x80;
    return "'" + text + "'" + (ascii ? "" : " (" + codes + ")");
}

// The characters of `text`: each a code point with the combining accents
// after it.
std::vector<std::u32string> charactersOf(std::string_view text) {
    std::vector<std::u32string> characters;
    for (std::size_t offset = 0; offset < text.size();) {
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        if (c.problem != nullptr) throw InputError("mask", "is not valid UTF-8 text");
        if (isCombiningMark(c.code) && !characters.empty()) characters.back() += c.code;
        else characters.emplace_back(1, c.code);
        offset += c.length;
    }
    return characters;
}

// The glyphs of `text`, without leading and trailing spaces.
std::vector<const Glyph*> glyphsOf(std::string_view text) {
    std::vector<const Glyph*> glyphs;
    std::vector<std::u32string> unknown;
    for (const std::u32string& character : charactersOf(text)) {
        const Glyph* glyph = findGlyph(character[0], std::u32string_view(character).substr(1));
        if (glyph == nullptr && std::find(unknown.begin(), unknown.end(), character) == unknown.end()) {
            unknown.push_back(character);
        }
        glyphs.push_back(glyph);
    }
    if (!unknown.empty()) {
        constexpr std::size_t kShown = 5;
        const std::size_t shown = std::min(unknown.size(), kShown);
        std::string list;
        for (std::size_t i = 0; i < shown; ++i) {
            const bool lastOfAll = i + 1 == unknown.size() && i > 0;
            list += (i == 0 ? "" : lastOfAll ? " or " : ", ") + describe(unknown[i]);
        }
        if (unknown.size() > shown) list += " and more";
        throw InputError("mask", "the built-in font has no " + list + "; it has " + fontSummary());
    }
    const auto isSpace = [](const Glyph* g) { return g->code == U' '; };
    while (!glyphs.empty() && isSpace(glyphs.back())) glyphs.pop_back();
    const auto first = std::find_if_not(glyphs.begin(), glyphs.end(), isSpace);
    glyphs.erase(glyphs.begin(), first);
    if (glyphs.empty()) throw InputError("mask", "has no letters to draw; the built-in font has " + fontSummary());
    return glyphs;
}

// One font pixel of space between glyphs.
int layoutWidth(const std::vector<const Glyph*>& glyphs) {
    long long width = -1;
    for (const Glyph* glyph : glyphs) width += glyph->width() + 1;
    return static_cast<int>(width);
}

// The rows of accents above and below the letters: as many as the most
// accented glyph of the text has (none for plain capitals).
int rowsAbove(const std::vector<const Glyph*>& glyphs) {
    int rows = 0;
    for (const Glyph* glyph : glyphs) rows = std::max(rows, glyph->above);
    return rows;
}
int layoutHeight(const std::vector<const Glyph*>& glyphs) {
    int below = 0;
    for (const Glyph* glyph : glyphs) below = std::max(below, glyph->below());
    return rowsAbove(glyphs) + kGlyphHeight + below;
}

// The line of text in font pixels, before scaling.
class Layout {
public:
    explicit Layout(const std::vector<const Glyph*>& glyphs)
        : width_(layoutWidth(glyphs)), height_(layoutHeight(glyphs)), above_(rowsAbove(glyphs)),
          pixels_(size(), Pixel::Empty), arms_(size(), 0) {
        int x = 0;
        std::optional<std::pair<int, int>> previous;  // the last drawn glyph's columns
        for (const Glyph* glyph : glyphs) {
            if (glyph->code != U' ') {
                place(*glyph, x);
                const std::pair<int, int> columns{x, x + glyph->width() - 1};
                if (previous) bridge(*previous, columns);
                previous = columns;
            }
            x += glyph->width() + 1;
        }
    }

    int width() const { return width_; }
    int height() const { return height_; }
    Pixel at(int x, int y) const {
        if (x < 0 || y < 0 || x >= width_ || y >= height_) return Pixel::Empty;
        return pixels_[index(x, y)];
    }
    std::uint8_t arms(int x, int y) const { return arms_[index(x, y)]; }

private:
    std::size_t size() const { return static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_); }
    std::size_t index(int x, int y) const {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(x);
    }

    // A glyph with its letter's rows on the text's: its accents above and
    // below in the rows the text keeps for them.
    void place(const Glyph& glyph, int x0) {
        const int y0 = above_ - glyph.above;
        for (int y = 0; y < glyph.height(); ++y) {
            for (int x = 0; x < glyph.width(); ++x) {
                const char c = glyph.at(x, y);
                if (c == '.') continue;
                pixels_[index(x0 + x, y0 + y)] = c == '+' ? Pixel::Thin : Pixel::Stroke;
            }
        }
        // A thin stroke in the font reaches every drawn neighbour.
        for (int y = 0; y < height_; ++y) {
            for (int x = x0; x < x0 + glyph.width(); ++x) {
                if (at(x, y) != Pixel::Thin) continue;
                arms_[index(x, y)] = static_cast<std::uint8_t>((at(x, y - 1) != Pixel::Empty ? kNorth : 0) |
                                                               (at(x + 1, y) != Pixel::Empty ? kEast : 0) |
                                                               (at(x, y + 1) != Pixel::Empty ? kSouth : 0) |
                                                               (at(x - 1, y) != Pixel::Empty ? kWest : 0));
            }
        }
    }

    // The outermost drawn pixel of a row within columns [from, to], searching
    // from `from` towards `to`.
    std::optional<int> edge(int y, int from, int to) const {
        const int step = from <= to ? 1 : -1;
        for (int x = from; x != to + step; x += step) {
            if (at(x, y) != Pixel::Empty) return x;
        }
        return std::nullopt;
    }

    // Joins two neighbouring glyphs with a thin line through the gap between
    // them: along a row from the left glyph's right edge to the middle of the
    // gap, down or up the gap, along a row to the right glyph's left edge.
    // The shortest such line wins; among equals a straight one, then the
    // lowest, so that letters join near the baseline as in handwriting.
    // Only the letters' own rows join: accents stay apart.
    void bridge(std::pair<int, int> left, std::pair<int, int> right) {
        const int gap = (left.second + 1 + right.first - 1) / 2;
        using Key = std::tuple<int, bool, int, int>;  // length, bent, -lower row, -upper row
        std::optional<Key> best;
        int fromRow = 0, toRow = 0;
        for (int a = above_; a < above_ + kGlyphHeight; ++a) {
            const auto from = edge(a, left.second, left.first);
            if (!from) continue;
            for (int b = above_; b < above_ + kGlyphHeight; ++b) {
                const auto to = edge(b, right.first, right.second);
                if (!to) continue;
                const Key key{*to - *from - 1 + std::abs(a - b), a != b, -std::max(a, b), -std::min(a, b)};
                if (!best || key < *best) {
                    best = key;
                    fromRow = a;
                    toRow = b;
                }
            }
        }
        if (!best) throw std::logic_error("letterMask: a glyph without pixels");

        std::vector<std::pair<int, int>> path;  // from the left glyph's edge pixel to the right one's
        const int fromX = *edge(fromRow, left.second, left.first);
        const int toX = *edge(toRow, right.first, right.second);
        for (int x = fromX; x <= gap; ++x) path.emplace_back(x, fromRow);
        for (int y = fromRow; y != toRow;) {
            y += toRow > fromRow ? 1 : -1;
            path.emplace_back(gap, y);
        }
        for (int x = gap + 1; x <= toX; ++x) path.emplace_back(x, toRow);
        for (std::size_t i = 0; i + 1 < path.size(); ++i) {
            const auto [x, y] = path[i];
            const auto [nx, ny] = path[i + 1];
            const auto toward = static_cast<std::uint8_t>(nx > x ? kEast : nx < x ? kWest : ny > y ? kSouth : kNorth);
            const auto back = static_cast<std::uint8_t>(toward == kEast ? kWest : toward == kWest ? kEast
                                                        : toward == kSouth ? kNorth : kSouth);
            if (i + 1 < path.size() - 1) pixels_[index(nx, ny)] = Pixel::Thin;
            arms_[index(x, y)] |= toward;  // no effect on a stroke; a thin end must reach the bridge
            arms_[index(nx, ny)] |= back;
        }
    }

    int width_;
    int height_;
    int above_;  // accent rows above the letters
    std::vector<Pixel> pixels_;
    std::vector<std::uint8_t> arms_;
};

// The cells of the scaled layout: a stroke pixel is a scale x scale square; a
// thin pixel is a one-cell line from its centre to the sides it reaches; two
// stroke pixels that meet only at a corner get a small triangle of cells on
// both sides of that corner, so that diagonal strokes stay about as thick
// as straight ones and are joined edge to edge.
core::BitVector scaleLayout(const Layout& layout, int scale) {
    const auto width = static_cast<std::size_t>(layout.width()) * static_cast<std::size_t>(scale);
    core::BitVector cells(width * static_cast<std::size_t>(layout.height() * scale));
    const auto set = [&](int col, int row) {
        cells.set(static_cast<std::size_t>(row) * width + static_cast<std::size_t>(col));
    };
    // Cells (i, j) of pixel (x, y)'s square for which `keep(i, j)` holds.
    const auto fill = [&](int x, int y, auto keep) {
        for (int j = 0; j < scale; ++j) {
            for (int i = 0; i < scale; ++i) {
                if (keep(i, j)) set(x * scale + i, y * scale + j);
            }
        }
    };
    const int mid = (scale - 1) / 2;
    const int last = scale - 1;
    const int reach = scale - 2;  // the triangles' size at a corner
    for (int y = 0; y < layout.height(); ++y) {
        for (int x = 0; x < layout.width(); ++x) {
            const Pixel pixel = layout.at(x, y);
            if (pixel == Pixel::Stroke) fill(x, y, [](int, int) { return true; });
            if (pixel == Pixel::Thin) {
                const std::uint8_t arms = layout.arms(x, y);
                fill(x, y, [&](int i, int j) {
                    return (i == mid && j == mid) || (i == mid && j < mid && (arms & kNorth)) ||
                           (i == mid && j > mid && (arms & kSouth)) || (j == mid && i < mid && (arms & kWest)) ||
                           (j == mid && i > mid && (arms & kEast));
                });
            }
            const auto stroke = [&](int px, int py) { return layout.at(px, py) == Pixel::Stroke; };
            if (stroke(x, y) && stroke(x + 1, y + 1) && !stroke(x + 1, y) && !stroke(x, y + 1)) {
                fill(x + 1, y, [&](int i, int j) { return i + (last - j) <= reach; });
                fill(x, y + 1, [&](int i, int j) { return (last - i) + j <= reach; });
            }
            if (stroke(x + 1, y) && stroke(x, y + 1) && !stroke(x, y) && !stroke(x + 1, y + 1)) {
                fill(x, y, [&](int i, int j) { return (last - i) + (last - j) <= reach; });
                fill(x + 1, y + 1, [&](int i, int j) { return i + j <= reach; });
            }
        }
    }
    return cells;
}

}  // namespace

int letterScale(std::string_view text) {
    const int width = layoutWidth(glyphsOf(text));
    for (int scale = kMaxLetterScale; scale > kMinLetterScale; --scale) {
        if (static_cast<long long>(width) * scale <= kLetterMaskTargetWidth) return scale;
    }
    return kMinLetterScale;
}

core::Region letterMask(std::string_view text) { return letterMask(text, letterScale(text)); }

core::Region letterMask(std::string_view text, int scale) {
    if (scale < kMinLetterScale || scale > kMaxLetterScale) throw std::invalid_argument("letterMask: scale out of range");
    const auto glyphs = glyphsOf(text);
    const long long width = static_cast<long long>(layoutWidth(glyphs)) * scale;
    const long long height = static_cast<long long>(layoutHeight(glyphs)) * scale;
    core::Region::checkMaskSize(width, height);  // before the layout takes memory
    const Layout layout(glyphs);
    return core::Region::fromCells(width, height, scaleLayout(layout, scale), "letters");
}

}  // namespace mazesheet::shapes
