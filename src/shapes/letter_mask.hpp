// SPDX-License-Identifier: MIT
#pragma once
// A maze in the shape of a line of text in the built-in block font
// (block_font.hpp): each font pixel becomes a square of scale x scale cells,
// and neighbouring letters are joined by a thin bridge (one cell wide) so
// that the whole line is one 4-connected region.
#include <string_view>

#include "core/region.hpp"

namespace mazesheet::shapes {

inline constexpr int kMinLetterScale = 2;  // below 2 a joining bridge is as thick as a stroke
inline constexpr int kMaxLetterScale = 4;
// letterMask(text) aims for about this many cells across, so that one word
// fills a page: three letters get scale 4, a name of five to seven scale 2.
inline constexpr int kLetterMaskTargetWidth = 60;

// Cells per font pixel for `text`: the largest scale from 2 to 4 that keeps
// the mask at most kLetterMaskTargetWidth cells across (2 when none does).
int letterScale(std::string_view text);

// The mask of `text` (UTF-8; lower case is drawn in capitals; leading and
// trailing spaces are dropped), at letterScale(text) or at `scale` cells per
// font pixel. Throws core::InputError("mask") for text that is not UTF-8,
// has characters the font lacks (naming them and what the font has), has no
// letters, or would exceed the mask size limits.
core::Region letterMask(std::string_view text);
core::Region letterMask(std::string_view text, int scale);

}  // namespace mazesheet::shapes
