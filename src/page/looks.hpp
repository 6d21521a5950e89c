// SPDX-License-Identifier: MIT
#pragma once
// What each sheet cell of a maze shows, in either style: a pure function of
// the finished puzzle, so a page plan only maps looks to cell formats.
#include <cstdint>

#include "core/bitvector.hpp"
#include "core/puzzle.hpp"

namespace mazesheet::page {

enum class Mark : std::uint8_t { None = 0, Start = 1, Finish = 2 };

// Borders style: one sheet cell per maze cell.
struct BorderLook {
    std::uint8_t closed = 0;  // bit (1 << Side): that wall is drawn (thick border)
    Mark mark = Mark::None;
    bool path = false;        // on the solution path (solution sheets only)

    // A dense number for a format table: 4 wall bits, 2 mark bits, 1 path bit.
    static constexpr int kKeys = 128;
    int key() const { return closed | (static_cast<int>(mark) << 4) | (path ? 64 : 0); }
};

// Blocks style: a (2W+1) x (2H+1) grid; cell (c, r) is block (2c+1, 2r+1),
// the blocks between are walls or passages, the even-even blocks are posts.
enum class Block : std::uint8_t { Outside = 0, Open, Wall, Start, Finish, Path };
inline constexpr int kBlockKinds = 6;

// The solution path as bits: which cells it visits and which passages it
// uses (needed to draw it continuous in the blocks style).
class PathMap {
public:
    explicit PathMap(const core::Puzzle& puzzle);
    bool visits(core::CellPos p) const { return cells_.test(index(p)); }
    bool usesEast(core::CellPos p) const { return east_.test(index(p)); }
    bool usesSouth(core::CellPos p) const { return south_.test(index(p)); }

private:
    std::size_t index(core::CellPos p) const {
        return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(width_) + static_cast<std::size_t>(p.col);
    }
    int width_ = 0;
    core::BitVector cells_;
    core::BitVector east_;
    core::BitVector south_;
};

// The look of maze cell p (which must be in the region). `path` may be null
// (maze sheets); then nothing is marked as path.
BorderLook borderLook(const core::Puzzle& puzzle, const PathMap* path, core::CellPos p);

// The block at grid column x, row y (0 <= x <= 2W, 0 <= y <= 2H).
Block blockAt(const core::Puzzle& puzzle, const PathMap* path, int x, int y);

}  // namespace mazesheet::page
