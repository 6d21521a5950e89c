// SPDX-License-Identifier: MIT
#pragma once
// The circle grid: a centre cell (row 0) and rings around it, ring r in
// row r, its cells in columns 0 .. ringSize(r) - 1 going clockwise. A ring
// has as many cells as the ring inside it, or twice as many (six round the
// centre; core/grid.hpp), so each cell touches the two beside it in its
// ring, one cell inward and one, two (or, for the centre, six) outward.
//
// Ways: 0 inward, 1 clockwise, 2 anticlockwise, 3 + k to the k-th cell
// outward. A cell holds its clockwise wall (plane 0) and its inward one
// (plane 1). The grid's width is the outer ring's cells: the other rows
// are shorter, and their cells past the ring's end are outside the region.
#include <cstdint>
#include <string_view>

#include "core/way_array.hpp"
#include "grid_cells.hpp"

namespace mazesheet::core {

class CircleCells : public GridCells<CircleCells, std::uint8_t> {
public:
    using WayArray = core::WayArray;
    static constexpr GridKind kKind = GridKind::Circle;
    static constexpr unsigned kMaxWays = 9;
    static constexpr unsigned kPlanes = 2;
    enum : std::uint8_t { Inward, Clockwise, Anticlockwise, Outward };
    static constexpr Way kAllWays[kMaxWays] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    static constexpr std::string_view kWayNames[kMaxWays] = {
        "inward", "clockwise", "anticlockwise", "outward", "outward", "outward", "outward", "outward", "outward"};

    explicit CircleCells(const Region& region) : GridCells(region) {}

    // Cells of ring `row`, and how many cells of the next ring each of its
    // cells touches (0 for the outer ring).
    std::uint32_t ringSize(std::uint32_t row) const { return region_.ringSize(static_cast<int>(row)); }
    std::uint32_t split(std::uint32_t row) const {
        return row + 1 < height_ ? ringSize(row + 1) / ringSize(row) : 0;
    }

    std::uint32_t neighbour(std::uint32_t i, Way way) const {
        const std::uint32_t col = i % width_;
        const std::uint32_t row = i / width_;
        if (way >= Outward) {
            const std::uint32_t k = way - Outward;
            const std::uint32_t children = split(row);
            return k < children ? (row + 1) * width_ + col * children + k : kNoCell;
        }
        if (row == 0) return kNoCell;  // the centre has only outward ways
        switch (way) {
            case Inward: return (row - 1) * width_ + col / split(row - 1);
            case Clockwise: return col + 1 == ringSize(row) ? i - col : i + 1;
            case Anticlockwise: return col == 0 ? i + ringSize(row) - 1 : i - 1;
            default: return kNoCell;
        }
    }

    Way back(std::uint32_t i, Way way) const {
        switch (way) {
            case Inward: {
                const std::uint32_t row = i / width_;
                return static_cast<Way>(Outward + (i % width_) % split(row - 1));
            }
            case Clockwise: return Anticlockwise;
            case Anticlockwise: return Clockwise;
            default: return Inward;
        }
    }

    WallBit wall(std::uint32_t i, Way way) const {
        switch (way) {
            case Inward: return {1, i};
            case Clockwise: return {0, i};
            case Anticlockwise: return {0, neighbour(i, way)};
            default: return {1, neighbour(i, way)};
        }
    }
    static constexpr Way linkWay(std::uint32_t, unsigned plane) { return plane == 0 ? Clockwise : Inward; }

    // Only the outer ring touches the outline, through its outward edge:
    // a door's side on a circle is always south, outward.
    bool onOutline(std::uint32_t i) const { return i / width_ + 1 == height_; }
    std::optional<Way> faceWay(std::uint32_t i, Side side) const {
        if (side == Side::South && onOutline(i)) return Outward;
        return std::nullopt;
    }

    // North inward, east clockwise, south outward, west anticlockwise.
    static constexpr unsigned heading(std::uint32_t, Way way) {
        return way == Inward ? 0 : way == Clockwise ? 1 : way == Anticlockwise ? 3 : 2;
    }
};

}  // namespace mazesheet::core
