// SPDX-License-Identifier: MIT
#pragma once
// The wall grid: two bits per cell (is the east wall open, is the south wall
// open) over a Region; a cell's north and west walls are its neighbours'
// south and east walls, so every wall is stored once and always symmetric.
// The other grids keep their walls the same way, in planes of a bit per
// cell (two, three on a hex grid); which wall each plane holds is their
// topology's (core/topology/), and the Side-based calls below are the
// square grid's only.
#include <cstdint>
#include <vector>

#include "bitvector.hpp"
#include "progress.hpp"
#include "region.hpp"

namespace mazesheet::core {

enum class Side : std::uint8_t { North = 0, East = 1, South = 2, West = 3 };
inline constexpr Side kSides[4] = {Side::North, Side::East, Side::South, Side::West};

constexpr Side opposite(Side s) { return static_cast<Side>((static_cast<int>(s) + 2) % 4); }
[[gnu::always_inline]] constexpr CellPos step(CellPos p, Side s) {
    switch (s) {
        case Side::North: return {p.col, p.row - 1};
        case Side::East: return {p.col + 1, p.row};
        case Side::South: return {p.col, p.row + 1};
        case Side::West: return {p.col - 1, p.row};
    }
    return p;
}
// step() on grid indices (row * width + col); the caller knows the
// neighbour exists.
constexpr std::uint32_t stepIndex(std::uint32_t i, Side s, std::uint32_t width) {
    switch (s) {
        case Side::North: return i - width;
        case Side::East: return i + 1;
        case Side::South: return i + width;
        case Side::West: return i - 1;
    }
    return i;
}

// An opening in the region's outer boundary (the way in or out).
struct Door {
    CellPos cell;
    Side side;
    bool operator==(const Door&) const = default;
};

class Maze {
public:
    // Every wall closed, no doors.
    explicit Maze(Region region);

    // A maze that holds only `rows` consecutive rows of its walls, from row 0:
    // streamed carving of row-local algorithms, whose memory must not grow
    // with the height (PuzzleRows carves and slides it). Index-based calls
    // keep absolute indices (row * width + col); asking about a row outside
    // the window is a logic error.
    static Maze window(Region region, int rows);
    bool isWindow() const { return windowRows_ > 0; }
    int firstRow() const { return firstRow_; }
    // Drops the window's first row and adds a closed row below its last.
    void slideWindow();

    const Region& region() const { return region_; }
    int width() const { return region_.width(); }
    int height() const { return region_.height(); }
    bool contains(CellPos p) const { return region_.contains(p); }

    // True if the neighbour across `side` is a cell of the region.
    bool hasNeighbour(CellPos p, Side side) const { return region_.contains(step(p, side)); }

    // True if one can pass through `side` of cell p: a passage to a
    // neighbour, or a door in the boundary.
    bool isOpen(CellPos p, Side side) const;
    // isOpen for all four sides at once, bit (1 << side), for loops over
    // every cell (a sheet's cell formats): the wall bits read once, where
    // four isOpen calls each re-check the region and scan the doors.
    std::uint8_t openSides(CellPos p) const {
        if (!contains(p)) return 0;
        unsigned open = passageSides(p);
        for (const Door& door : doors_) {
            if (door.cell == p && !hasNeighbour(p, door.side)) open |= sideBit(door.side);
        }
        return static_cast<std::uint8_t>(open);
    }

    // Opens or closes the wall between p and its neighbour across `side`;
    // both cells must be in the region.
    void carve(CellPos p, Side side) { setPassage(p, side, true); }
    void build(CellPos p, Side side) { setPassage(p, side, false); }
    void setPassage(CellPos p, Side side, bool open);

    // Index-based fast paths for generators (index = row * width + col).
    void carveEast(std::uint32_t index) {
        east_.set(index - offset_);
        changed(1);
    }
    void carveSouth(std::uint32_t index) {
        south_.set(index - offset_);
        changed(1);
    }
    // Branch-free and uncounted (counting cost eller a fifth more
    // instructions): their callers report with carvedAbout() per row.
    void carveEastIf(std::uint32_t index, bool open) { east_.setIf(index - offset_, open); }
    void carveSouthIf(std::uint32_t index, bool open) { south_.setIf(index - offset_, open); }
    // The walls of any grid by plane: plane 0 is the bits eastOpen reads,
    // plane 1 southOpen's, plane 2 a hex grid's third.
    bool linkOpen(unsigned plane, std::uint32_t index) const { return planeBits(plane).test(index - offset_); }
    void carveLink(unsigned plane, std::uint32_t index) {
        plane == 0 ? east_.set(index - offset_) : plane == 1 ? south_.set(index - offset_) : third_.set(index - offset_);
        changed(1);
    }
    // For progress only: about `walls` more walls changed.
    void carvedAbout(std::uint64_t walls) { changed(walls); }
    bool eastOpen(std::uint32_t index) const { return east_.test(index - offset_); }
    bool southOpen(std::uint32_t index) const { return south_.test(index - offset_); }
    // eastOpen and southOpen for a loop over many cells (a search), read
    // through plain pointers; valid while the maze is neither changed nor
    // moved.
    class Walls {
    public:
        bool eastOpen(std::uint32_t index) const { return east_.test(index - offset_); }
        bool southOpen(std::uint32_t index) const { return south_.test(index - offset_); }
        // The passages of region cell `index`, bit (1 << side); `west` and
        // `north` say the grid has a cell that way (passageSides' rule).
        unsigned passages(std::uint32_t index, std::uint32_t width, bool west, bool north) const {
            return (eastOpen(index) ? sideBit(Side::East) : 0U) | (southOpen(index) ? sideBit(Side::South) : 0U) |
                   (west && eastOpen(index - 1) ? sideBit(Side::West) : 0U) |
                   (north && southOpen(index - width) ? sideBit(Side::North) : 0U);
        }

    private:
        friend class Maze;
        Walls(BitView east, BitView south, std::uint32_t offset) : east_(east), south_(south), offset_(offset) {}
        BitView east_;
        BitView south_;
        std::uint32_t offset_;
    };
    Walls walls() const { return Walls(east_.view(), south_.view(), offset_); }
    // Opens every wall between two region cells (recursive division starts here).
    void openAllInterior();

    // Number of passages (doors excluded) leaving cell p.
    int degree(CellPos p) const { return contains(p) ? __builtin_popcount(passageSides(p)) : 0; }
    // Number of open walls between region cells.
    std::size_t passageCount() const;

    void addDoor(Door door) { doors_.push_back(door); }
    const std::vector<Door>& doors() const { return doors_; }

    // Bytes held for the walls and region (what "memory per cell" measures).
    std::size_t memoryBytes() const { return region_.memoryBytes() + east_.bytes() + south_.bytes() + third_.bytes(); }
    bool sameWalls(const Maze& other) const;

    // Reports carving to `progress` (null: to nobody) as walls change: a
    // perfect maze opens cells - 1 passages, and recursive division, which
    // builds walls into an open room instead, about as many.
    void watch(Progress* progress);

private:
    Maze(Region region, int windowRows);
    static constexpr unsigned sideBit(Side s) { return 1U << static_cast<int>(s); }
    const BitVector& planeBits(unsigned plane) const { return plane == 0 ? east_ : plane == 1 ? south_ : third_; }
    // The passages of region cell p, bit (1 << side). Passages join region
    // cells only (carve's rule; the generators' index fast paths keep it,
    // the solver's search relies on it and the tests check it), so a set
    // wall bit needs no test of the neighbour.
    unsigned passageSides(CellPos p) const {
        return walls().passages(region_.index(p.col, p.row), static_cast<std::uint32_t>(width()), p.col > 0, p.row > 0);
    }

    // One counter step per changed wall; a report every reportEvery_.
    void changed(std::uint64_t walls) {
        if (walls >= countdown_) {
            report(walls);
        } else {
            countdown_ -= walls;
        }
    }
    void report(std::uint64_t walls);

    Region region_;
    // Walls of rows firstRow_ .. (all of them, or windowRows_ of them); bit
    // i - offset_ is cell i's, offset_ = firstRow_ * width.
    BitVector east_;
    BitVector south_;
    BitVector third_;  // a hex grid's third plane; empty on the others
    int windowRows_ = 0;  // 0: every row
    int firstRow_ = 0;
    std::uint32_t offset_ = 0;
    std::vector<Door> doors_;
    Progress* progress_ = nullptr;
    std::uint64_t countdown_ = ~std::uint64_t{0};  // never reaches 0 unwatched
    std::uint64_t reported_ = 0;
    std::uint64_t reportEvery_ = 0;
};

}  // namespace mazesheet::core
