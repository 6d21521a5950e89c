// SPDX-License-Identifier: MIT
#pragma once
// Sizes as Excel and LibreOffice compute them; what libxlsxwriter makes
// of them is the .xlsx writer's (sheet/libxlsxwriter_units.hpp).
//
// Excel stores a column width in characters of the workbook default font's
// maximum digit width (MDW) and turns it into pixels as
//     px = trunc(((256 * w + trunc(128 / MDW)) / 256) * MDW);
// LibreOffice multiplies the stored width by the digit width of the font it
// really has. Both agree only when that digit is a whole number of pixels in
// both programs, so the workbook's default font is Courier New 10: its digit
// is 0.6 em = 8 px at 96 dpi, and LibreOffice's stand-ins (Liberation Mono,
// or DejaVu Sans Mono when that is missing) measure 8 px too. Every column is
// then a whole number of digits (a multiple of 8 px) and every row the same
// number of pixels (px * 3/4 points), which prints square in both programs.
#include <cmath>

#include "page/layout.hpp"

namespace mazesheet::workbook::units {

inline constexpr const char* kDefaultFont = "Courier New";
inline constexpr double kDefaultFontPt = 10.0;
inline constexpr int kDigitPx = 8;  // Excel's MDW for Courier New 10 at 96 dpi
// The page is designed in whole digits, so every column is one.
static_assert(kDigitPx == page::kUnitPx);

inline constexpr int kMaxRowPx = 544;            // Excel's row limit is 409 pt = 545.3 px
inline constexpr int kMaxColPx = 255 * kDigitPx; // Excel's column limit is 255 characters
static_assert(kMaxRowPx == page::kMaxRowPx && kMaxColPx == page::kMaxColPx);

// Excel's documented conversion from a stored width to pixels.
inline int excelColumnPixels(double storedWidth) {
    const double padded = (256.0 * storedWidth + std::trunc(128.0 / kDigitPx)) / 256.0;
    return static_cast<int>(std::trunc(padded * kDigitPx));
}

// Points for a row of `px` pixels (Excel: px = pt * 96 / 72).
constexpr double rowPoints(int px) { return px * 0.75; }

// The stored width (characters) of a column `px` pixels wide; px is a
// multiple of kDigitPx, so the width is a whole number of digits.
constexpr double storedWidth(int px) { return static_cast<double>(px) / kDigitPx; }

}  // namespace mazesheet::workbook::units
