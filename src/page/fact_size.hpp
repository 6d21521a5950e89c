// SPDX-License-Identifier: MIT
#pragma once
// How large a facts maze may be and still print its items legibly: the
// items' text size (page/fact_text.hpp) on the page a maze of that size is
// laid out on, printed. For the size a facts maze gets when the command
// line gives none (a template's size is an upper bound, not a promise), and
// for the warning when a given size prints its items too small.
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "page/layout.hpp"
#include "page/settings.hpp"

namespace mazesheet::page {

// Items print at least this high (the text size, an em, on paper).
inline constexpr double kMinFactTextMm = 3.5;

// The printed text size, in millimetres, of `items` in the maze cells of `layout`.
double printedFactMm(std::span<const std::string_view> items, const PageLayout& layout);

struct MazeSize {
    int width = 0;
    int height = 0;
};

// The largest maze (most cells; of those, the shape nearest `most`'s) of
// at most `most` whose cells print every one of `items` at least
// kMinFactTextMm high on the page `settings` describe; `most` itself when
// it does. When none does (a word too long for any cell), the maze that
// prints them largest (a warning, not a refusal, then says they print small).
MazeSize legibleFactsSize(std::span<const std::string_view> items, MazeSize most, const PageSettings& settings);

// A warning when items of `textPt` (design points, factTextPt's) print
// under kMinFactTextMm in `layout`; empty when they do not.
std::vector<std::string> factLegibilityWarnings(double textPt, const PageLayout& layout);

}  // namespace mazesheet::page
