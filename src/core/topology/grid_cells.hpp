// SPDX-License-Identifier: MIT
#pragma once
// What every grid's cells offer, written once over the few things a grid
// defines (core/topology.hpp lists them): a grid class derives from
// GridCells<itself, its Way> and gives
//     kMaxWays, kPlanes, kAllWays (its ways in order)
//     neighbour(i, way)  the region cell that way, or kNoCell
//     back(i, way)       the way from that neighbour back to i
//     wall(i, way)       the plane and the cell that hold the wall between them
//     linkWay(i, plane)  the way of cell i's own wall in `plane`
//     heading(i, way)    the direction of a step, 0..5, for counting turns
//     faceWay(i, side)   the way through cell i's edge that faces `side` of
//                        the maze (where a door on that side would be), if
//                        any (or doorWay itself, where edges face a side in
//                        more ways than one)
// and may replace any of the calls below with a faster one of its own (the
// square grid does).
#include <cstdint>
#include <optional>

#include "core/maze.hpp"
#include "core/rng.hpp"
#include "no_cell.hpp"

namespace mazesheet::core {

// The wall between a cell and a neighbour: a bit of plane `plane` held by
// cell `owner` (Maze::linkOpen).
struct WallBit {
    unsigned plane;
    std::uint32_t owner;
};

// The wall across `side` of cell i where, as on the square grid, each cell
// holds its east wall in plane 0 and its south wall in plane 1.
constexpr WallBit sideWall(std::uint32_t i, Side side, std::uint32_t width) {
    switch (side) {
        case Side::East: return {0, i};
        case Side::South: return {1, i};
        case Side::West: return {0, i - 1};
        case Side::North: break;
    }
    return {1, i - width};
}

template <class Grid, class WayType>
class GridCells {
public:
    using Way = WayType;

    explicit GridCells(const Region& region)
        : region_(region),
          width_(static_cast<std::uint32_t>(region.width())),
          height_(static_cast<std::uint32_t>(region.height())),
          rectangle_(region.isRectangle()) {}

    const Region& region() const { return region_; }
    std::uint32_t width() const { return width_; }
    std::uint32_t height() const { return height_; }
    std::uint32_t gridSize() const { return width_ * height_; }
    // The rectangle test is kept here, where the compiler can see it stays
    // put: read through the region it was reloaded after every store.
    bool inside(std::uint32_t i) const { return rectangle_ || region_.containsIndex(i); }

    // The neighbour `way` of a cell when it is known to be a region cell.
    std::uint32_t across(std::uint32_t i, Way way) const { return grid().neighbour(i, way); }

    // The ways out of cell i to region cells whose flag in `marks` equals
    // `marked`, in the order of their numbers; returns how many were
    // written to `out`.
    template <std::size_t kRoom>
    std::uint32_t waysWhere(std::uint32_t i, const BitVector& marks, bool marked, Way (&out)[kRoom]) const {
        static_assert(kRoom >= Grid::kMaxWays);
        std::uint32_t count = 0;
        for (const Way w : Grid::kAllWays) {
            const std::uint32_t n = grid().neighbour(i, w);
            if (n != kNoCell && marks.test(n) == marked) out[count++] = w;
        }
        return count;
    }

    // A uniformly chosen region cell. Rejection over the bounding grid is
    // fast for any reasonable mask (a circle fills a third of its grid at
    // least); a very sparse one falls back to counting.
    std::uint32_t randomCell(Rng& rng) const {
        for (int attempt = 0; attempt < 64; ++attempt) {
            const std::uint32_t i = rng.below(gridSize());
            if (inside(i)) return i;
        }
        std::uint32_t k = rng.below(static_cast<std::uint32_t>(region_.cellCount()));
        for (std::uint32_t i = 0;; ++i) {
            if (inside(i) && k-- == 0) return i;
        }
    }

    // A neighbour of i chosen uniformly among those in the region (i has
    // one), and the way to it.
    std::uint32_t randomNeighbour(Rng& rng, std::uint32_t i, Way& chosen) const {
        Way ways[Grid::kMaxWays];
        std::uint32_t cells[Grid::kMaxWays];
        std::uint32_t count = 0;
        for (const Way w : Grid::kAllWays) {
            const std::uint32_t n = grid().neighbour(i, w);
            if (n == kNoCell) continue;
            ways[count] = w;
            cells[count++] = n;
        }
        const std::uint32_t pick = count == 1 ? 0 : rng.below(count);
        chosen = ways[pick];
        return cells[pick];
    }

    // Opens the wall between cell i and its neighbour `way` (a region cell).
    void carve(Maze& maze, std::uint32_t i, Way w) const {
        const WallBit bit = grid().wall(i, w);
        maze.carveLink(bit.plane, bit.owner);
    }
    // True if a passage leads from cell i the way `w` (false where no cell is).
    bool isOpen(const Maze& maze, std::uint32_t i, Way w) const {
        if (grid().neighbour(i, w) == kNoCell) return false;
        const WallBit bit = grid().wall(i, w);
        return maze.linkOpen(bit.plane, bit.owner);
    }
    // Visits the open neighbours of cell i, with the way from each back to i.
    template <typename Visit>
    void forEachPassage(const Maze& maze, std::uint32_t i, Visit visit) const {
        for (const Way w : Grid::kAllWays) {
            const std::uint32_t n = grid().neighbour(i, w);
            if (n == kNoCell) continue;
            const WallBit bit = grid().wall(i, w);
            if (maze.linkOpen(bit.plane, bit.owner)) visit(n, grid().back(i, w));
        }
    }
    // Passages leaving cell i.
    unsigned degree(const Maze& maze, std::uint32_t i) const {
        unsigned count = 0;
        grid().forEachPassage(maze, i, [&count](std::uint32_t, Way) { ++count; });
        return count;
    }
    // True if an edge of cell i lies on the grid's outline (a door may go
    // there): a way out of it leads to no region cell.
    bool onOutline(std::uint32_t i) const {
        for (const Way w : Grid::kAllWays) {
            if (grid().neighbour(i, w) == kNoCell) return true;
        }
        return false;
    }
    // The way through an edge of cell i on the outline that faces `side`
    // of the maze, if the cell has one: where its door on that side goes.
    std::optional<Way> doorWay(std::uint32_t i, Side side) const {
        const std::optional<Way> way = grid().faceWay(i, side);
        if (way && grid().neighbour(i, *way) == kNoCell) return way;
        return std::nullopt;
    }
    // The cell across cell i's own wall in `plane`, or kNoCell.
    std::uint32_t linkTarget(std::uint32_t i, unsigned plane) const {
        return grid().neighbour(i, grid().linkWay(i, plane));
    }

protected:
    const Grid& grid() const { return static_cast<const Grid&>(*this); }

    const Region& region_;
    std::uint32_t width_;
    std::uint32_t height_;
    bool rectangle_;
};

}  // namespace mazesheet::core
