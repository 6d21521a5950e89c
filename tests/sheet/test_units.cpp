// SPDX-License-Identifier: MIT
// libxlsxwriter's widths: every cell size the layout may choose is stored
// as a whole number of digits, which Excel draws at that many pixels.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>

#include "sheet/libxlsxwriter_units.hpp"

namespace units = mazesheet::workbook::units;
using mazesheet::sheet::units::libxlsxwriterWidth;

namespace {

// libxlsxwriter 1.1.4's conversion of a worksheet_set_column() width into
// the stored width (worksheet.c, _write_col_info), as written there.
double libxlsxwriterStored(double width) {
    const double maxDigitWidth = 7.0;
    const double padding = 5.0;
    if (width < 1) {
        return static_cast<std::uint16_t>(static_cast<std::uint16_t>(width * (maxDigitWidth + padding) + 0.5) /
                                          maxDigitWidth * 256.0) /
               256.0;
    }
    return static_cast<std::uint16_t>((static_cast<std::uint16_t>(width * maxDigitWidth + 0.5) + padding) /
                                      maxDigitWidth * 256.0) /
           256.0;
}

}  // namespace

TEST_CASE("every cell size stores a whole number of digits and is that many pixels in Excel", "[units]") {
    for (int px = units::kDigitPx; px <= units::kMaxRowPx; px += units::kDigitPx) {
        const double stored = libxlsxwriterStored(libxlsxwriterWidth(px));
        CAPTURE(px, stored);
        REQUIRE(stored == units::storedWidth(px));
        REQUIRE(stored == std::floor(stored));
        REQUIRE(units::excelColumnPixels(stored) == px);
        // Rows: a whole number of pixels in points is exact in binary.
        REQUIRE(units::rowPoints(px) * 4 == px * 3);
    }
}

