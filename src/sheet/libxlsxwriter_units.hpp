// SPDX-License-Identifier: MIT
#pragma once
// libxlsxwriter's own units: it assumes Calibri 11 where the workbook's
// default font is Courier New 10 (workbook/units.hpp says why), so widths
// handed to it and the sizes it places pictures by are converted here.
#include "workbook/units.hpp"

namespace mazesheet::sheet::units {

using workbook::units::kDigitPx;

// The width to hand to libxlsxwriter's worksheet_set_column() so that it
// stores storedWidth(px). libxlsxwriter assumes Calibri 11 (MDW 7, 5 px
// padding) and stores trunc(((int)(w * 7 + 0.5) + 5) / 7 * 256) / 256 for
// w >= 1, and trunc((int)(w * 12 + 0.5) / 7 * 256) / 256 for w < 1; for a
// whole number of digits d these give exactly d:
//   d >= 2: w = (7d - 5) / 7;   d == 1: w = 7 / 12.
constexpr double libxlsxwriterWidth(int px) {
    const int digits = px / kDigitPx;
    if (digits <= 1) return 7.0 / 12.0;
    return static_cast<double>(7 * digits - 5) / 7.0;
}

// The width libxlsxwriter believes a column of `px` real pixels has when it
// places pictures: it converts the stored width back with Calibri 11's
// digit (7 px) and padding, so a column of d digits is 7d of its pixels,
// where Excel and LibreOffice draw 8d.
constexpr int libxlsxwriterColumnPixels(int px) { return 7 * (px / kDigitPx); }

// The height libxlsxwriter assumes for rows it no longer holds (rows already
// streamed in constant-memory mode): its default 15 pt.
inline constexpr int kLibxlsxwriterDefaultRowPx = 20;

}  // namespace mazesheet::sheet::units
