// SPDX-License-Identifier: MIT
#pragma once
// The triangle grid: rows of triangles pointing up and down in turn, cell
// (col, row) pointing up when col + row is even (the top-left one points
// up). Each touches the cells beside it in its row and, across its flat
// side, one more: below an upward triangle, above a downward one.
//
// Ways are the square grid's Sides (a cell has three of the four: north
// for a downward triangle, south for an upward one); a cell holds its east
// wall (plane 0) and, pointing up, the wall below it (plane 1).
#include <cstdint>
#include <string_view>

#include "core/side_array.hpp"
#include "grid_cells.hpp"

namespace mazesheet::core {

class TriangleCells : public GridCells<TriangleCells, Side> {
public:
    using WayArray = SideArray;
    static constexpr GridKind kKind = GridKind::Triangle;
    static constexpr unsigned kMaxWays = 4;
    static constexpr unsigned kPlanes = 2;
    static constexpr Side kAllWays[kMaxWays] = {Side::North, Side::East, Side::South, Side::West};
    static constexpr std::string_view kWayNames[kMaxWays] = {"north", "east", "south", "west"};

    explicit TriangleCells(const Region& region) : GridCells(region) {}

    // True if cell (col, row) points up.
    static constexpr bool pointsUp(std::uint32_t col, std::uint32_t row) { return ((col + row) & 1U) == 0; }

    std::uint32_t neighbour(std::uint32_t i, Side side) const {
        const std::uint32_t col = i % width_;
        const std::uint32_t row = i / width_;
        std::uint32_t n = kNoCell;
        switch (side) {
            case Side::North: n = !pointsUp(col, row) && row > 0 ? i - width_ : kNoCell; break;
            case Side::South: n = pointsUp(col, row) && row + 1 < height_ ? i + width_ : kNoCell; break;
            case Side::West: n = col > 0 ? i - 1 : kNoCell; break;
            case Side::East: n = col + 1 < width_ ? i + 1 : kNoCell; break;
        }
        return n != kNoCell && inside(n) ? n : kNoCell;
    }

    static constexpr Side back(std::uint32_t, Side side) { return opposite(side); }

    WallBit wall(std::uint32_t i, Side side) const { return sideWall(i, side, width_); }
    static constexpr Side linkWay(std::uint32_t, unsigned plane) { return plane == 0 ? Side::East : Side::South; }

    static constexpr unsigned heading(std::uint32_t, Side side) { return static_cast<unsigned>(side); }

    // Its flat side faces north (pointing down) or south (pointing up); its
    // slanted sides east and west.
    std::optional<Side> faceWay(std::uint32_t i, Side side) const {
        const bool up = pointsUp(i % width_, i / width_);
        if ((side == Side::North && up) || (side == Side::South && !up)) return std::nullopt;
        return side;
    }
    bool onOutline(std::uint32_t i) const {
        const bool up = pointsUp(i % width_, i / width_);
        return neighbour(i, Side::East) == kNoCell || neighbour(i, Side::West) == kNoCell ||
               neighbour(i, up ? Side::South : Side::North) == kNoCell;
    }
};

}  // namespace mazesheet::core
