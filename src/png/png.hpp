// SPDX-License-Identifier: MIT
#pragma once
// PNG pictures of palette colours (libpng), for any format that embeds or
// writes one: the workbook's answer picture today. Below every format; it
// knows nothing of pages.
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace mazesheet::png {

// A picture given a row at a time, in palette indices.
struct PaletteImage {
    int width = 0;
    int height = 0;
    std::span<const std::uint32_t> palette;  // 0xRRGGBB; entry 0 is transparent (1 to 256 colours)
    // Fills `out` (`width` entries) with row `y` and returns how many rows
    // from `y` on are the same as it (at least 1); rows are asked for in
    // order, each first row of such a run once.
    std::function<int(int y, std::vector<std::uint8_t>& out)> rows;
};

// The picture as PNG bytes (index 0 transparent). Deterministic: no time or
// text chunks, fixed compression. Throws std::runtime_error when libpng fails.
std::string encodePng(const PaletteImage& image);

}  // namespace mazesheet::png
