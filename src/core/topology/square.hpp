// SPDX-License-Identifier: MIT
#pragma once
// The square grid's cells and ways out (core/topology.hpp says what every
// grid's cells offer): the four Sides, walls in two planes (a cell's east
// and south walls), and the index fast paths the algorithms were tuned on,
// in place of GridCells' general calls.
#include <cstdint>
#include <string_view>

#include "core/side_array.hpp"
#include "grid_cells.hpp"

namespace mazesheet::core {

class SquareCells : public GridCells<SquareCells, Side> {
public:
    using WayArray = SideArray;
    static constexpr GridKind kKind = GridKind::Square;
    static constexpr unsigned kMaxWays = 4;
    static constexpr unsigned kPlanes = 2;
    static constexpr Side kAllWays[kMaxWays] = {Side::North, Side::East, Side::South, Side::West};
    static constexpr std::string_view kWayNames[kMaxWays] = {"north", "east", "south", "west"};

    explicit SquareCells(const Region& region) : GridCells(region) {}

    std::uint32_t neighbour(std::uint32_t i, Side side) const {
        const std::uint32_t col = i % width_;
        std::uint32_t n = kNoCell;
        switch (side) {
            case Side::North: n = i >= width_ ? i - width_ : kNoCell; break;
            case Side::South: n = i + width_ < gridSize() ? i + width_ : kNoCell; break;
            case Side::West: n = col > 0 ? i - 1 : kNoCell; break;
            case Side::East: n = col + 1 < width_ ? i + 1 : kNoCell; break;
        }
        return n != kNoCell && inside(n) ? n : kNoCell;
    }

    // The neighbour across `side` when it is known to be a region cell (the
    // way back along a passage already carved): no bounds or region tests.
    std::uint32_t across(std::uint32_t i, Side side) const { return stepIndex(i, side, width_); }
    static constexpr Side back(std::uint32_t, Side side) { return opposite(side); }

    std::uint32_t waysWhere(std::uint32_t i, const BitVector& marks, bool marked, Side (&out)[kMaxWays]) const {
        std::uint32_t count = 0;
        if (rectangle_) {
            // Every grid cell is a region cell: one division and four bound
            // tests, where neighbour() repeats both for each side.
            const std::uint32_t col = i % width_;
            const auto consider = [&](bool exists, std::uint32_t n, Side side) {
                if (exists && marks.test(n) == marked) out[count++] = side;
            };
            consider(i >= width_, i - width_, Side::North);
            consider(col + 1 < width_, i + 1, Side::East);
            consider(i + width_ < gridSize(), i + width_, Side::South);
            consider(col > 0, i - 1, Side::West);
            return count;
        }
        for (Side side : kSides) {
            const std::uint32_t n = neighbour(i, side);
            if (n != kNoCell && marks.test(n) == marked) out[count++] = side;
        }
        return count;
    }

    // A side drawn from two bits, again until it leads to a region cell.
    std::uint32_t randomNeighbour(Rng& rng, std::uint32_t i, Side& side) const {
        std::uint32_t next;
        do {
            side = static_cast<Side>(rng.bits(2));
            next = neighbour(i, side);
        } while (next == kNoCell);
        return next;
    }

    // Opens the wall of cell i on `side` (the neighbour must be in the region).
    static void carve(Maze& maze, std::uint32_t i, Side side, std::uint32_t width) {
        switch (side) {
            case Side::East: maze.carveEast(i); break;
            case Side::South: maze.carveSouth(i); break;
            case Side::West: maze.carveEast(i - 1); break;
            case Side::North: maze.carveSouth(i - width); break;
        }
    }
    void carve(Maze& maze, std::uint32_t i, Side side) const { carve(maze, i, side, width_); }

    WallBit wall(std::uint32_t i, Side side) const { return sideWall(i, side, width_); }
    static constexpr Side linkWay(std::uint32_t, unsigned plane) { return plane == 0 ? Side::East : Side::South; }

    bool isOpen(const Maze& maze, std::uint32_t i, Side side) const {
        switch (side) {
            case Side::East: return maze.eastOpen(i);
            case Side::South: return maze.southOpen(i);
            case Side::West: return i % width_ > 0 && maze.eastOpen(i - 1);
            case Side::North: return i >= width_ && maze.southOpen(i - width_);
        }
        return false;
    }

    template <typename Visit>
    void forEachPassage(const Maze& maze, std::uint32_t i, Visit visit) const {
        const std::uint32_t col = i % width_;
        if (maze.eastOpen(i)) visit(i + 1, Side::West);
        if (maze.southOpen(i)) visit(i + width_, Side::North);
        if (col > 0 && maze.eastOpen(i - 1)) visit(i - 1, Side::East);
        if (i >= width_ && maze.southOpen(i - width_)) visit(i - width_, Side::South);
    }

    unsigned degree(const Maze& maze, std::uint32_t i) const {
        return static_cast<unsigned>(__builtin_popcount(maze.walls().passages(i, width_, i % width_ > 0, i >= width_)));
    }

    static constexpr unsigned heading(std::uint32_t, Side side) { return static_cast<unsigned>(side); }
    static constexpr std::optional<Side> faceWay(std::uint32_t, Side side) { return side; }
};

}  // namespace mazesheet::core
