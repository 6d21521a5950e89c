// SPDX-License-Identifier: MIT
#include "shapes/block_font.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <stdexcept>

#include "core/utf8.hpp"

namespace mazesheet::shapes {

namespace {

// A letter or mark as drawn, and its lower-case form (0: none).
struct Letter {
    char32_t code;
    char32_t lower;
    std::array<std::string_view, kGlyphHeight> rows;
};

// 5x7 capitals and digits in the classic dot-matrix style; narrow ones
// (I, 1, marks) are narrower, so words keep even gaps. The letters that are
// not an ASCII letter with accents come after the heart.
constexpr Letter kLetters[] = {
    {U'A', U'a', {".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"}},
    {U'B', U'b', {"####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."}},
    {U'C', U'c', {".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."}},
    {U'D', U'd', {"####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."}},
    {U'E', U'e', {"#####", "#....", "#....", "####.", "#....", "#....", "#####"}},
    {U'F', U'f', {"#####", "#....", "#....", "####.", "#....", "#....", "#...."}},
    {U'G', U'g', {".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"}},
    {U'H', U'h', {"#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"}},
    {U'I', U'i', {"###", ".#.", ".#.", ".#.", ".#.", ".#.", "###"}},
    {U'J', U'j', {"..###", "...#.", "...#.", "...#.", "#..#.", "#..#.", ".##.."}},
    {U'K', U'k', {"#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"}},
    {U'L', U'l', {"#....", "#....", "#....", "#....", "#....", "#....", "#####"}},
    {U'M', U'm', {"#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"}},
    {U'N', U'n', {"#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"}},
    {U'O', U'o', {".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."}},
    {U'P', U'p', {"####.", "#...#", "#...#", "####.", "#....", "#....", "#...."}},
    {U'Q', U'q', {".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"}},
    {U'R', U'r', {"####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"}},
    {U'S', U's', {".####", "#....", "#....", ".###.", "....#", "....#", "####."}},
    {U'T', U't', {"#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."}},
    {U'U', U'u', {"#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."}},
    {U'V', U'v', {"#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."}},
    {U'W', U'w', {"#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."}},
    {U'X', U'x', {"#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"}},
    {U'Y', U'y', {"#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."}},
    {U'Z', U'z', {"#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"}},
    {U'0', 0, {".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."}},
    {U'1', 0, {".#.", "##.", ".#.", ".#.", ".#.", ".#.", "###"}},
    {U'2', 0, {".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"}},
    {U'3', 0, {"####.", "....#", "....#", ".###.", "....#", "....#", "####."}},
    {U'4', 0, {"...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."}},
    {U'5', 0, {"#####", "#....", "####.", "....#", "....#", "#...#", ".###."}},
    {U'6', 0, {"..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."}},
    {U'7', 0, {"#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."}},
    {U'8', 0, {".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."}},
    {U'9', 0, {".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."}},
    {U' ', 0, {"...", "...", "...", "...", "...", "...", "..."}},
    {U'.', 0, {"..", "..", "..", "..", "..", "##", "##"}},
    {U',', 0, {"..", "..", "..", "..", "##", "##", "#."}},
    {U'!', 0, {"##", "##", "##", "##", "++", "##", "##"}},
    {U'?', 0, {".###.", "#...#", "....#", "..##.", "..#..", "..+..", "..#.."}},
    {U'\'', 0, {"#", "#", "#", ".", ".", ".", "."}},
    {U'-', 0, {"....", "....", "....", "####", "....", "....", "...."}},
    {U'+', 0, {".....", "..#..", "..#..", "#####", "..#..", "..#..", "....."}},
    {U'&', 0, {".##..", "#..#.", "#.#..", ".#...", "#.#.#", "#..#.", ".##.#"}},
    {U'(', 0, {"..#", ".#.", "#..", "#..", "#..", ".#.", "..#"}},
    {U')', 0, {"#..", ".#.", "..#", "..#", "..#", ".#.", "#.."}},
    {U'/', 0, {"....#", "....#", "...#.", "..#..", ".#...", "#....", "#...."}},
    {U'\u2665', 0, {".##.##.", "#######", "#######", ".#####.", "..###..", "...#...", "......."}},  // a heart
    {U'\u00A1', 0, {"##", "##", "++", "##", "##", "##", "##"}},                         // ¡
    {U'\u00BF', 0, {"..#..", "..+..", "..#..", ".##..", "#....", "#...#", ".###."}},   // ¿
    {U'\u00C6', U'\u00E6', {".#####", "#..#..", "#..#..", "######", "#..#..", "#..#..", "#..###"}},  // Æ
    {U'\u0152', U'\u0153', {".#####", "#..#..", "#..#..", "#..###", "#..#..", "#..#..", ".#####"}},  // Œ
    {U'\u00D8', U'\u00F8', {".####", "#...#", "#..##", "#.#.#", "##..#", "#...#", "####."}},        // Ø
    {U'\u00DE', U'\u00FE', {"#....", "####.", "#...#", "#...#", "####.", "#....", "#...."}},        // Þ
    {U'\u0110', U'\u0111', {".####.", ".#...#", ".#...#", "####.#", ".#...#", ".#...#", ".####."}},  // Đ
    {U'\u0141', U'\u0142', {".#...", ".#...", ".#.#.", ".##..", "##...", ".#...", ".####"}},        // Ł
    {U'\u013D', U'\u013E', {"#.#..", "#+#..", "#....", "#....", "#....", "#....", "#####"}},        // Ľ
    {U'\u1E9E', U'\u00DF', {".###.", "#...#", "#..#.", "#.#..", "#..#.", "#...#", "#.##."}},        // ẞ, ß
    {U'\u01A0', U'\u01A1', {".###.#", "#...##", "#...#.", "#...#.", "#...#.", "#...#.", ".###.."}},  // Ơ
    {U'\u01AF', U'\u01B0', {"#....#", "#...##", "#...#.", "#...#.", "#...#.", "#...#.", ".###.."}},  // Ư
};

// Other characters drawn like one of the letters.
constexpr std::pair<char32_t, char32_t> kSameAs[] = {
    {U'\u00D0', U'\u0110'}, {U'\u00F0', U'\u0110'},  // Icelandic Ð, ð: Đ's shape
    {U'\u2019', U'\''},                              // the typographic apostrophe
};

enum class Mark : std::uint8_t {
    None,
    Acute,
    Grave,
    Circumflex,
    Caron,
    Breve,
    Tilde,
    Diaeresis,
    Ring,
    DotAbove,
    Hook,  // Vietnamese hỏi
    Cedilla,
    Ogonek,
    DotBelow,  // Vietnamese nặng
};

// An accent's pixels (up to three rows, top first), centred on the letter
// or at its right; above or below it, after a gap row or touching it.
struct MarkShape {
    Mark mark;
    char32_t combining;  // the Unicode combining character
    bool below;
    bool touching;  // no gap row: a cedilla or ogonek hangs from the letter
    bool right;     // at the letter's right edge, not its middle
    std::array<std::string_view, 3> rows;
};

constexpr MarkShape kMarks[] = {
    {Mark::Acute, 0x301, false, false, false, {"..#", ".#."}},
    {Mark::Grave, 0x300, false, false, false, {"#..", ".#."}},
    {Mark::Circumflex, 0x302, false, false, false, {".#.", "#.#"}},
    {Mark::Caron, 0x30C, false, false, false, {"#.#", ".#."}},
    {Mark::Breve, 0x306, false, false, false, {"#...#", ".###."}},
    {Mark::Tilde, 0x303, false, false, false, {".#..#", "#.##."}},
    {Mark::Diaeresis, 0x308, false, false, false, {"#.#"}},
    {Mark::Ring, 0x30A, false, false, false, {"###", "#.#", "###"}},
    {Mark::DotAbove, 0x307, false, false, false, {"#"}},
    {Mark::Hook, 0x309, false, false, false, {"##.", "..#", ".#."}},
    {Mark::Cedilla, 0x327, true, true, false, {".#.", "##."}},
    {Mark::Ogonek, 0x328, true, true, true, {"#.", ".#"}},
    {Mark::DotBelow, 0x323, true, false, false, {"#"}},
};

const MarkShape& shapeOf(Mark mark) {
    for (const MarkShape& shape : kMarks) {
        if (shape.mark == mark) return shape;
    }
    throw std::logic_error("block font: a mark without a shape");
}

int markHeight(const MarkShape& shape) {
    return static_cast<int>(std::count_if(shape.rows.begin(), shape.rows.end(), [](auto r) { return !r.empty(); }));
}

// A letter with accents: its code, lower case, the letter it is drawn on,
// and its accents from the letter outwards (above and below apart).
struct Accented {
    char32_t code;
    char32_t lower;
    char32_t base;
    std::array<Mark, 2> marks;
};

using M = Mark;
constexpr Accented kAccented[] = {
    // Latin-1: French, German, Spanish, Portuguese, Italian, Nordic.
    {U'\u00C0', U'\u00E0', U'A', {M::Grave}},
    {U'\u00C1', U'\u00E1', U'A', {M::Acute}},
    {U'\u00C2', U'\u00E2', U'A', {M::Circumflex}},
    {U'\u00C3', U'\u00E3', U'A', {M::Tilde}},
    {U'\u00C4', U'\u00E4', U'A', {M::Diaeresis}},
    {U'\u00C5', U'\u00E5', U'A', {M::Ring}},
    {U'\u00C7', U'\u00E7', U'C', {M::Cedilla}},
    {U'\u00C8', U'\u00E8', U'E', {M::Grave}},
    {U'\u00C9', U'\u00E9', U'E', {M::Acute}},
    {U'\u00CA', U'\u00EA', U'E', {M::Circumflex}},
    {U'\u00CB', U'\u00EB', U'E', {M::Diaeresis}},
    {U'\u00CC', U'\u00EC', U'I', {M::Grave}},
    {U'\u00CD', U'\u00ED', U'I', {M::Acute}},
    {U'\u00CE', U'\u00EE', U'I', {M::Circumflex}},
    {U'\u00CF', U'\u00EF', U'I', {M::Diaeresis}},
    {U'\u00D1', U'\u00F1', U'N', {M::Tilde}},
    {U'\u00D2', U'\u00F2', U'O', {M::Grave}},
    {U'\u00D3', U'\u00F3', U'O', {M::Acute}},
    {U'\u00D4', U'\u00F4', U'O', {M::Circumflex}},
    {U'\u00D5', U'\u00F5', U'O', {M::Tilde}},
    {U'\u00D6', U'\u00F6', U'O', {M::Diaeresis}},
    {U'\u00D9', U'\u00F9', U'U', {M::Grave}},
    {U'\u00DA', U'\u00FA', U'U', {M::Acute}},
    {U'\u00DB', U'\u00FB', U'U', {M::Circumflex}},
    {U'\u00DC', U'\u00FC', U'U', {M::Diaeresis}},
    {U'\u00DD', U'\u00FD', U'Y', {M::Acute}},
    {U'\u0178', U'\u00FF', U'Y', {M::Diaeresis}},
    // Latin Extended-A: Czech, Slovak, Polish; Vietnamese Ă, Ĩ, Ũ.
    {U'\u0102', U'\u0103', U'A', {M::Breve}},
    {U'\u0104', U'\u0105', U'A', {M::Ogonek}},
    {U'\u0106', U'\u0107', U'C', {M::Acute}},
    {U'\u010C', U'\u010D', U'C', {M::Caron}},
    {U'\u010E', U'\u010F', U'D', {M::Caron}},
    {U'\u0118', U'\u0119', U'E', {M::Ogonek}},
    {U'\u011A', U'\u011B', U'E', {M::Caron}},
    {U'\u0128', U'\u0129', U'I', {M::Tilde}},
    {U'\u0139', U'\u013A', U'L', {M::Acute}},
    {U'\u0143', U'\u0144', U'N', {M::Acute}},
    {U'\u0147', U'\u0148', U'N', {M::Caron}},
    {U'\u0154', U'\u0155', U'R', {M::Acute}},
    {U'\u0158', U'\u0159', U'R', {M::Caron}},
    {U'\u015A', U'\u015B', U'S', {M::Acute}},
    {U'\u0160', U'\u0161', U'S', {M::Caron}},
    {U'\u0164', U'\u0165', U'T', {M::Caron}},
    {U'\u0168', U'\u0169', U'U', {M::Tilde}},
    {U'\u016E', U'\u016F', U'U', {M::Ring}},
    {U'\u0179', U'\u017A', U'Z', {M::Acute}},
    {U'\u017B', U'\u017C', U'Z', {M::DotAbove}},
    {U'\u017D', U'\u017E', U'Z', {M::Caron}},
    // Vietnamese: the five tones on every vowel, stacked above Â Ă Ê Ô.
    {U'\u1EA0', U'\u1EA1', U'A', {M::DotBelow}},
    {U'\u1EA2', U'\u1EA3', U'A', {M::Hook}},
    {U'\u1EA4', U'\u1EA5', U'A', {M::Circumflex, M::Acute}},
    {U'\u1EA6', U'\u1EA7', U'A', {M::Circumflex, M::Grave}},
    {U'\u1EA8', U'\u1EA9', U'A', {M::Circumflex, M::Hook}},
    {U'\u1EAA', U'\u1EAB', U'A', {M::Circumflex, M::Tilde}},
    {U'\u1EAC', U'\u1EAD', U'A', {M::Circumflex, M::DotBelow}},
    {U'\u1EAE', U'\u1EAF', U'A', {M::Breve, M::Acute}},
    {U'\u1EB0', U'\u1EB1', U'A', {M::Breve, M::Grave}},
    {U'\u1EB2', U'\u1EB3', U'A', {M::Breve, M::Hook}},
    {U'\u1EB4', U'\u1EB5', U'A', {M::Breve, M::Tilde}},
    {U'\u1EB6', U'\u1EB7', U'A', {M::Breve, M::DotBelow}},
    {U'\u1EB8', U'\u1EB9', U'E', {M::DotBelow}},
    {U'\u1EBA', U'\u1EBB', U'E', {M::Hook}},
    {U'\u1EBC', U'\u1EBD', U'E', {M::Tilde}},
    {U'\u1EBE', U'\u1EBF', U'E', {M::Circumflex, M::Acute}},
    {U'\u1EC0', U'\u1EC1', U'E', {M::Circumflex, M::Grave}},
    {U'\u1EC2', U'\u1EC3', U'E', {M::Circumflex, M::Hook}},
    {U'\u1EC4', U'\u1EC5', U'E', {M::Circumflex, M::Tilde}},
    {U'\u1EC6', U'\u1EC7', U'E', {M::Circumflex, M::DotBelow}},
    {U'\u1EC8', U'\u1EC9', U'I', {M::Hook}},
    {U'\u1ECA', U'\u1ECB', U'I', {M::DotBelow}},
    {U'\u1ECC', U'\u1ECD', U'O', {M::DotBelow}},
    {U'\u1ECE', U'\u1ECF', U'O', {M::Hook}},
    {U'\u1ED0', U'\u1ED1', U'O', {M::Circumflex, M::Acute}},
    {U'\u1ED2', U'\u1ED3', U'O', {M::Circumflex, M::Grave}},
    {U'\u1ED4', U'\u1ED5', U'O', {M::Circumflex, M::Hook}},
    {U'\u1ED6', U'\u1ED7', U'O', {M::Circumflex, M::Tilde}},
    {U'\u1ED8', U'\u1ED9', U'O', {M::Circumflex, M::DotBelow}},
    {U'\u1EDA', U'\u1EDB', U'\u01A0', {M::Acute}},
    {U'\u1EDC', U'\u1EDD', U'\u01A0', {M::Grave}},
    {U'\u1EDE', U'\u1EDF', U'\u01A0', {M::Hook}},
    {U'\u1EE0', U'\u1EE1', U'\u01A0', {M::Tilde}},
    {U'\u1EE2', U'\u1EE3', U'\u01A0', {M::DotBelow}},
    {U'\u1EE4', U'\u1EE5', U'U', {M::DotBelow}},
    {U'\u1EE6', U'\u1EE7', U'U', {M::Hook}},
    {U'\u1EE8', U'\u1EE9', U'\u01AF', {M::Acute}},
    {U'\u1EEA', U'\u1EEB', U'\u01AF', {M::Grave}},
    {U'\u1EEC', U'\u1EED', U'\u01AF', {M::Hook}},
    {U'\u1EEE', U'\u1EEF', U'\u01AF', {M::Tilde}},
    {U'\u1EF0', U'\u1EF1', U'\u01AF', {M::DotBelow}},
    {U'\u1EF2', U'\u1EF3', U'Y', {M::Grave}},
    {U'\u1EF4', U'\u1EF5', U'Y', {M::DotBelow}},
    {U'\u1EF6', U'\u1EF7', U'Y', {M::Hook}},
    {U'\u1EF8', U'\u1EF9', U'Y', {M::Tilde}},
};

// A combining horn turns O and U into Ơ and Ư, which are letters here.
constexpr char32_t kCombiningHorn = 0x31B;

const Letter* findLetter(char32_t code) {
    for (const Letter& letter : kLetters) {
        if (letter.code == code || (letter.lower != 0 && letter.lower == code)) return &letter;
    }
    return nullptr;
}

// A glyph's pixel, '.' beyond its edges.
char pixel(const std::vector<std::string>& rows, int x, int y) {
    if (x < 0 || y < 0 || y >= static_cast<int>(rows.size()) || x >= static_cast<int>(rows.front().size())) return '.';
    return rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)];
}

void setPixel(std::vector<std::string>& rows, int x, int y, char value) {
    rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] = value;
}

// The drawn pixels of a glyph in pieces: strokes join through sides and
// corners, thin strokes through sides only (what the letter mask makes of
// them). Each pixel's piece number, -1 where nothing is drawn.
std::vector<int> pieces(const std::vector<std::string>& rows, int& count) {
    const int height = static_cast<int>(rows.size());
    const int width = static_cast<int>(rows.front().size());
    const auto at = [&](int x, int y) { return pixel(rows, x, y); };
    std::vector<int> piece(static_cast<std::size_t>(width * height), -1);
    const auto index = [width](int x, int y) { return static_cast<std::size_t>(y * width + x); };
    count = 0;
    for (int y0 = 0; y0 < height; ++y0) {
        for (int x0 = 0; x0 < width; ++x0) {
            if (at(x0, y0) == '.' || piece[index(x0, y0)] >= 0) continue;
            std::vector<std::pair<int, int>> stack{{x0, y0}};
            piece[index(x0, y0)] = count;
            while (!stack.empty()) {
                const auto [x, y] = stack.back();
                stack.pop_back();
                for (int dy = -1; dy <= 1; ++dy) {
                    for (int dx = -1; dx <= 1; ++dx) {
                        const int nx = x + dx, ny = y + dy;
                        if ((dx == 0 && dy == 0) || at(nx, ny) == '.' || piece[index(nx, ny)] >= 0) continue;
                        if (dx != 0 && dy != 0 && (at(x, y) != '#' || at(nx, ny) != '#')) continue;
                        piece[index(nx, ny)] = count;
                        stack.emplace_back(nx, ny);
                    }
                }
            }
            ++count;
        }
    }
    return piece;
}

// The four sides of a pixel, the one `down` points to (1 down, -1 up) first.
std::array<std::pair<int, int>, 4> sides(int down) { return {{{0, down}, {-1, 0}, {1, 0}, {0, -down}}}; }

// Joins every piece to the others with the shortest thin line through
// empty pixels, towards the letter first (down from an accent above it, up
// from one below), until the glyph is one piece.
void joinPieces(std::vector<std::string>& rows, int above) {
    const int height = static_cast<int>(rows.size());
    const int width = static_cast<int>(rows.front().size());
    const auto index = [width](int x, int y) { return static_cast<std::size_t>(y * width + x); };
    for (;;) {
        int count = 0;
        const std::vector<int> piece = pieces(rows, count);
        if (count <= 1) return;
        // The piece to join now: the one holding the pixel farthest from the
        // letter's rows is joined last, so accents join from the letter out.
        const auto distance = [&](int y) {
            return y < above ? above - y : y >= above + kGlyphHeight ? y - above - kGlyphHeight + 1 : 0;
        };
        int joining = -1, nearest = height;
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const int p = piece[index(x, y)];
                if (p < 0 || distance(y) == 0) continue;
                if (distance(y) < nearest) nearest = distance(y), joining = p;
            }
        }
        if (joining < 0) throw std::logic_error("block font: a letter in pieces");
        // Breadth-first over empty pixels from the piece's side neighbours,
        // to an empty pixel beside another piece.
        std::vector<int> from(static_cast<std::size_t>(width * height), -2);
        std::deque<std::pair<int, int>> queue;
        const auto towardLetter = [&](int y) { return y < above ? 1 : -1; };
        // Thin lines stay out of the letter's own rows, which keep its shape.
        const auto empty = [&](int x, int y) {
            return x >= 0 && y >= 0 && x < width && y < height && distance(y) > 0 && pixel(rows, x, y) == '.';
        };
        const auto besideOther = [&](int x, int y) {
            for (const auto& [dx, dy] : sides(1)) {
                const int nx = x + dx, ny = y + dy;
                if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
                const int p = piece[index(nx, ny)];
                if (p >= 0 && p != joining) return true;
            }
            return false;
        };
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                if (piece[index(x, y)] != joining) continue;
                for (const auto& [dx, dy] : sides(towardLetter(y))) {
                    const int nx = x + dx, ny = y + dy;
                    if (!empty(nx, ny) || from[index(nx, ny)] != -2) continue;
                    from[index(nx, ny)] = -1;
                    queue.emplace_back(nx, ny);
                }
            }
        }
        std::optional<std::pair<int, int>> end;
        while (!queue.empty() && !end) {
            const auto [x, y] = queue.front();
            queue.pop_front();
            if (besideOther(x, y)) {
                end = std::pair{x, y};
                break;
            }
            for (const auto& [dx, dy] : sides(towardLetter(y))) {
                const int nx = x + dx, ny = y + dy;
                if (!empty(nx, ny) || from[index(nx, ny)] != -2) continue;
                from[index(nx, ny)] = static_cast<int>(index(x, y));
                queue.emplace_back(nx, ny);
            }
        }
        if (!end) throw std::logic_error("block font: an accent that cannot be joined to its letter");
        for (int at = static_cast<int>(index(end->first, end->second)); at >= 0;) {
            setPixel(rows, at % width, at / width, '+');
            at = from[static_cast<std::size_t>(at)];
        }
    }
}

Glyph plainGlyph(const Letter& letter) {
    Glyph glyph;
    glyph.code = letter.code;
    glyph.rows.assign(letter.rows.begin(), letter.rows.end());
    return glyph;
}

// The letter with its accents in rows of their own, joined to it.
Glyph accented(const Accented& entry) {
    const Letter* base = findLetter(entry.base);
    if (base == nullptr) throw std::logic_error("block font: an accent on a missing letter");
    const int letterWidth = static_cast<int>(base->rows[0].size());
    std::vector<const MarkShape*> above, below;
    int width = letterWidth;
    for (const Mark mark : entry.marks) {
        if (mark == Mark::None) continue;
        const MarkShape& shape = shapeOf(mark);
        (shape.below ? below : above).push_back(&shape);
        width = std::max(width, static_cast<int>(shape.rows[0].size()));
    }
    const auto rowsOf = [](const std::vector<const MarkShape*>& marks) {
        int rows = 0;
        for (const MarkShape* shape : marks) rows += markHeight(*shape) + (shape->touching ? 0 : 1);
        return rows;
    };
    const int top = rowsOf(above);
    const int height = top + kGlyphHeight + rowsOf(below);
    Glyph glyph;
    glyph.code = entry.code;
    glyph.above = top;
    glyph.rows.assign(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
    const int left = (width - letterWidth) / 2;
    for (int y = 0; y < kGlyphHeight; ++y) {
        const std::string_view row = base->rows[static_cast<std::size_t>(y)];
        for (int x = 0; x < letterWidth; ++x) setPixel(glyph.rows, left + x, top + y, row[static_cast<std::size_t>(x)]);
    }
    const auto draw = [&](const MarkShape& shape, int firstRow) {
        const int markWidth = static_cast<int>(shape.rows[0].size());
        const int x0 = shape.right ? left + letterWidth - markWidth : left + (letterWidth - markWidth) / 2;
        for (int r = 0; r < markHeight(shape); ++r) {
            const std::string_view row = shape.rows[static_cast<std::size_t>(r)];
            for (int x = 0; x < markWidth; ++x) {
                if (row[static_cast<std::size_t>(x)] == '#') setPixel(glyph.rows, x0 + x, firstRow + r, '#');
            }
        }
    };
    int edge = top;  // the row just below the next accent above
    for (const MarkShape* shape : above) {
        edge -= (shape->touching ? 0 : 1) + markHeight(*shape);
        draw(*shape, edge);
    }
    edge = top + kGlyphHeight;  // the first row below the letter
    for (const MarkShape* shape : below) {
        edge += shape->touching ? 0 : 1;
        draw(*shape, edge);
        edge += markHeight(*shape);
    }
    joinPieces(glyph.rows, top);
    return glyph;
}

// Every glyph, made once: the letters as drawn, then the accented ones.
struct Font {
    std::vector<Glyph> glyphs;
    std::vector<std::pair<char32_t, std::size_t>> byCode;  // upper and lower case, sorted

    Font() {
        for (const Letter& letter : kLetters) {
            byCode.emplace_back(letter.code, glyphs.size());
            if (letter.lower != 0) byCode.emplace_back(letter.lower, glyphs.size());
            glyphs.push_back(plainGlyph(letter));
        }
        for (const Accented& entry : kAccented) {
            byCode.emplace_back(entry.code, glyphs.size());
            byCode.emplace_back(entry.lower, glyphs.size());
            glyphs.push_back(accented(entry));
        }
        for (const auto& [code, same] : kSameAs) {
            const auto found =
                std::find_if(byCode.begin(), byCode.end(), [same = same](const auto& e) { return e.first == same; });
            byCode.emplace_back(code, found->second);
        }
        std::sort(byCode.begin(), byCode.end());
    }

    const Glyph* find(char32_t code) const {
        const auto at = std::lower_bound(byCode.begin(), byCode.end(), std::pair{code, std::size_t{0}});
        return at != byCode.end() && at->first == code ? &glyphs[at->second] : nullptr;
    }
};

const Font& font() {
    static const Font made;
    return made;
}

// The accent a combining character puts on a letter, or null.
const MarkShape* combiningShape(char32_t code) {
    for (const MarkShape& shape : kMarks) {
        if (shape.combining == code) return &shape;
    }
    return nullptr;
}

}  // namespace

const Glyph* findGlyph(char32_t code) { return font().find(code); }


bool isCombiningMark(char32_t code) { return code == kCombiningHorn || combiningShape(code) != nullptr; }

const Glyph* findGlyph(char32_t base, std::span<const char32_t> combining) {
    if (combining.empty()) return findGlyph(base);
    const Glyph* plain = findGlyph(base);
    if (plain == nullptr) return nullptr;
    char32_t letter = plain->code;
    std::vector<Mark> wanted;
    for (const char32_t code : combining) {
        if (code == kCombiningHorn && (letter == U'O' || letter == U'U') && wanted.empty()) {
            letter = letter == U'O' ? U'\u01A0' : U'\u01AF';
            continue;
        }
        const MarkShape* shape = combiningShape(code);
        if (shape == nullptr) return nullptr;
        wanted.push_back(shape->mark);
    }
    if (wanted.empty()) return findGlyph(letter);
    // Unicode orders a letter's accents below before those above (U+0323
    // before U+0302): compare each side's accents in their own order.
    const auto side = [](std::span<const Mark> marks, bool below) {
        std::vector<Mark> out;
        for (const Mark m : marks) {
            if (m != Mark::None && shapeOf(m).below == below) out.push_back(m);
        }
        return out;
    };
    for (const Accented& entry : kAccented) {
        if (entry.base != letter) continue;
        if (side(entry.marks, false) == side(wanted, false) && side(entry.marks, true) == side(wanted, true)) {
            return findGlyph(entry.code);
        }
    }
    return nullptr;
}

std::span<const Glyph> allGlyphs() { return font().glyphs; }

std::string fontSummary() {
    std::string marks;
    for (const Letter& letter : kLetters) {
        const char32_t c = letter.code;
        if ((c >= U'A' && c <= U'Z') || (c >= U'0' && c <= U'9') || c == U' ' || letter.lower != 0) continue;
        marks += " " + core::encodeUtf8(c);
    }
    std::string letters;
    for (const Letter& letter : kLetters) {
        const bool ascii = letter.code >= U'A' && letter.code <= U'Z';
        if (letter.lower != 0 && !ascii) letters += " " + core::encodeUtf8(letter.code);
    }
    return "A-Z with the accents of Czech, Slovak, Polish, German, French, Spanish, Portuguese, Italian, the Nordic "
           "languages and Vietnamese," + letters + ", 0-9, space and" + marks;
}

}  // namespace mazesheet::shapes
