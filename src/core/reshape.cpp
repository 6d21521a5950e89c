// SPDX-License-Identifier: MIT
// A mask's shape on a hex or triangle grid (Region::reshaped): the mask is
// drawn in unit squares; the other grid is laid over it and takes the
// cells whose centres fall in a square of the mask. The cells are sized
// and placed so that a stroke one square wide or high, as letters are
// drawn, stays one piece: a hexagon is a square wide and its rows under a
// square apart, and any square's width holds a centre of every row, those
// of two rows half a hexagon apart (touching); triangles step a little
// under half a square along a row and their rows are 3/4 of a square
// high, so a square's width holds two of every row and a square's height
// a whole row.
#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "errors.hpp"
#include "region.hpp"
#include "topology.hpp"

namespace mazesheet::core {

namespace {

// Where a grid's cell centres lie, in the mask's squares.
struct Layout {
    double across;  // from one cell to the next in a row
    double down;    // from one row to the next
};

// Hexagons one square across, their rows sqrt(3) / 2 apart (1.5 sides),
// every odd row shifted by half a hexagon, the first centre a quarter
// square in: about 1.15 cells a square.
Layout hexLayout() { return {1.0, std::numbers::sqrt3 / 2.0}; }

// Triangles 3/4 of a square high (side sqrt(3) / 2): about 3 cells a square.
Layout triangleLayout() { return {std::numbers::sqrt3 / 4.0, 0.75}; }

// How many parts the region's cells make on its grid (a search from each
// cell not yet met; a stack of indices).
std::size_t partsOnGrid(const Region& region) {
    return withCells(region, [&](const auto& cells) {
        BitVector met(cells.gridSize());
        std::vector<std::uint32_t> stack;
        std::size_t parts = 0;
        for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
            if (!cells.inside(i) || met.test(i)) continue;
            ++parts;
            met.set(i);
            stack.push_back(i);
            while (!stack.empty()) {
                const std::uint32_t at = stack.back();
                stack.pop_back();
                for (const auto way : cells.kAllWays) {
                    const std::uint32_t n = cells.neighbour(at, way);
                    if (n == kNoCell || met.test(n)) continue;
                    met.set(n);
                    stack.push_back(n);
                }
            }
        }
        return parts;
    });
}

}  // namespace

Region Region::reshaped(GridKind kind) const {
    if (kind == GridKind::Square) return *this;
    if (kind == GridKind::Circle) throw InputError("mask", "a circle's rings take no mask");
    const bool hex = kind == GridKind::Hex;
    const Layout layout = hex ? hexLayout() : triangleLayout();
    // Enough cells for a centre in every square.
    const auto cols = static_cast<long long>(std::ceil(width_ / layout.across));
    const auto rows = static_cast<long long>(std::ceil(height_ / layout.down));
    checkMaskSize(cols, rows);
    BitVector inside(static_cast<std::size_t>(cols * rows));
    for (long long row = 0; row < rows; ++row) {
        for (long long col = 0; col < cols; ++col) {
            double x = 0;
            double y = 0;
            if (hex) {
                x = (static_cast<double>(col) + 0.25 + ((row & 1) != 0 ? 0.5 : 0.0)) * layout.across;
                y = (static_cast<double>(row) + 0.5) * layout.down;
            } else {
                // The centroid: a third of the way up from an upward triangle's base.
                const bool up = ((col + row) & 1) == 0;
                x = (static_cast<double>(col) + 0.5) * layout.across;
                y = (static_cast<double>(row) + (up ? 2.0 / 3.0 : 1.0 / 3.0)) * layout.down;
            }
            const auto squareCol = static_cast<int>(std::floor(x));
            const auto squareRow = static_cast<int>(std::floor(y));
            if (contains(squareCol, squareRow)) inside.set(static_cast<std::size_t>(row * cols + col));
        }
    }
    Region region(static_cast<int>(cols), static_cast<int>(rows), std::move(inside), true);
    region.grid_ = kind;
    const std::string grid(gridName(kind));
    if (region.cellCount() == 0) throw InputError("mask", "has no cell large enough to hold a " + grid + " cell");
    if (region.isRectangle()) {
        // Every cell in: no bits needed, the whole grid's fast paths apply.
        region.inside_ = nullptr;
        region.bits_ = BitView(nullptr);
        region.whole_ = true;
    }
    const std::size_t parts = partsOnGrid(region);
    if (parts > 1) {
        throw InputError("mask", "falls apart into " + std::to_string(parts) + " pieces on a " + grid +
                                     " grid (its cells must touch along whole sides); thicken the shape's thin parts");
    }
    return region;
}

}  // namespace mazesheet::core
