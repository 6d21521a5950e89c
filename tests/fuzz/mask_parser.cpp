// SPDX-License-Identifier: MIT
// libFuzzer target: the mask parser (core::Region::fromMaskText) on any bytes.
// It must accept or refuse with core::InputError("mask"), never crash, and
// what it accepts must be one 4-connected region within the size limits:
// the parser counts regions a row at a time, this target by a flood fill.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/region.hpp"

namespace {

// The number of 4-connected parts of a region, by a flood fill.
std::size_t partsByFloodFill(const mazesheet::core::Region& region) {
    using mazesheet::core::CellPos;
    std::vector<bool> seen(region.gridSize());
    std::size_t parts = 0;
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            if (!region.contains(col, row) || seen[region.index(col, row)]) continue;
            ++parts;
            std::vector<CellPos> stack{{col, row}};
            seen[region.index(col, row)] = true;
            while (!stack.empty()) {
                const CellPos p = stack.back();
                stack.pop_back();
                for (const CellPos n : {CellPos{p.col, p.row - 1}, CellPos{p.col + 1, p.row}, CellPos{p.col, p.row + 1},
                                        CellPos{p.col - 1, p.row}}) {
                    if (!region.contains(n) || seen[region.index(n.col, n.row)]) continue;
                    seen[region.index(n.col, n.row)] = true;
                    stack.push_back(n);
                }
            }
        }
    }
    return parts;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace mazesheet::core;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const Region region = Region::fromMaskText(text);
        if (region.cellCount() == 0 || region.cellCount() > kMaxCells) std::abort();
        // Blank lines are rows too: a grid may be far larger than its text,
        // but never past the core's limit.
        if (region.width() < 1 || region.height() < 1 || region.gridSize() > kMaxCells) std::abort();
        if (region.gridSize() <= (1U << 20) && partsByFloodFill(region) != 1) std::abort();
    } catch (const InputError& e) {
        if (e.input() != "mask") std::abort();
    }
    return 0;
}
