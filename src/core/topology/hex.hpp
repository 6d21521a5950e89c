// SPDX-License-Identifier: MIT
#pragma once
// The hex grid: hexagons with a point at the top, in rows, every odd row
// (the second, the fourth, ...) shifted right by half a hexagon. Cell
// (col, row) touches the cells beside it in its row and two in each row
// above and below: in an even row those at col - 1 and col, in an odd row
// those at col and col + 1.
//
// Ways, clockwise from the top right: 0 north-east, 1 east, 2 south-east,
// 3 south-west, 4 west, 5 north-west; the way back is three further on. A
// cell holds its east, south-east and south-west walls (planes 0, 1, 2).
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "core/way_array.hpp"
#include "grid_cells.hpp"

namespace mazesheet::core {

class HexCells : public GridCells<HexCells, std::uint8_t> {
public:
    using WayArray = core::WayArray;
    static constexpr GridKind kKind = GridKind::Hex;
    static constexpr unsigned kMaxWays = 6;
    static constexpr unsigned kPlanes = 3;
    enum : std::uint8_t { NorthEast, East, SouthEast, SouthWest, West, NorthWest };
    static constexpr Way kAllWays[kMaxWays] = {NorthEast, East, SouthEast, SouthWest, West, NorthWest};
    static constexpr std::string_view kWayNames[kMaxWays] = {"north-east", "east",  "south-east",
                                                             "south-west", "west", "north-west"};

    explicit HexCells(const Region& region) : GridCells(region) {}

    std::uint32_t neighbour(std::uint32_t i, Way way) const {
        const std::uint32_t col = i % width_;
        const std::uint32_t row = i / width_;
        const std::uint32_t odd = row & 1U;  // an odd row's diagonal neighbours are one column further right
        std::uint32_t n = kNoCell;
        switch (way) {
            case NorthEast: n = row > 0 && col + odd < width_ ? i - width_ + odd : kNoCell; break;
            case East: n = col + 1 < width_ ? i + 1 : kNoCell; break;
            case SouthEast: n = row + 1 < height_ && col + odd < width_ ? i + width_ + odd : kNoCell; break;
            case SouthWest: n = row + 1 < height_ && col + odd > 0 ? i + width_ + odd - 1 : kNoCell; break;
            case West: n = col > 0 ? i - 1 : kNoCell; break;
            case NorthWest: n = row > 0 && col + odd > 0 ? i - width_ + odd - 1 : kNoCell; break;
            default: break;
        }
        return n != kNoCell && inside(n) ? n : kNoCell;
    }

    static constexpr Way back(std::uint32_t, Way way) { return static_cast<Way>((way + 3) % 6); }

    WallBit wall(std::uint32_t i, Way way) const {
        if (way >= East && way <= SouthWest) return {static_cast<unsigned>(way - East), i};
        // The neighbour holds it: its way back is one of its own three.
        const Way fromThere = back(i, way);
        return {static_cast<unsigned>(fromThere - East), neighbour(i, way)};
    }
    static constexpr Way linkWay(std::uint32_t, unsigned plane) { return static_cast<Way>(East + plane); }

    static constexpr unsigned heading(std::uint32_t, Way way) { return way; }

    // The edges a door on each side of the maze may go through, the first
    // on the outline taken: north the upper left or right edge, south the
    // lower right or left (the maze turned half round keeps its doors'
    // edges), west and east their own edge or, on a mask's ragged side, a
    // slanted one.
    std::optional<Way> doorWay(std::uint32_t i, Side side) const {
        static constexpr Way kNorth[] = {NorthWest, NorthEast};
        static constexpr Way kSouth[] = {SouthEast, SouthWest};
        static constexpr Way kWest[] = {West, NorthWest, SouthWest};
        static constexpr Way kEast[] = {East, SouthEast, NorthEast};
        const std::span<const Way> edges = side == Side::North  ? std::span<const Way>(kNorth)
                                           : side == Side::South ? std::span<const Way>(kSouth)
                                           : side == Side::West  ? std::span<const Way>(kWest)
                                                                 : std::span<const Way>(kEast);
        for (const Way way : edges) {
            if (neighbour(i, way) == kNoCell) return way;
        }
        return std::nullopt;
    }
};

}  // namespace mazesheet::core
