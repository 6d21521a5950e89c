// SPDX-License-Identifier: MIT
#pragma once
// A hex maze in a spreadsheet's cells (the workbook): each hexagon a brick
// of two cells side by side, in rows, every odd row shifted right by one
// cell (half a brick) as the hex grid shifts its odd rows by half a
// hexagon. Hexagon (col, row) covers the maze's sheet row `row` and its
// columns 2 col + (row odd) and the one after. Its left cell shares its top
// edge with the brick above to the left (the north-west neighbour) and its
// bottom edge with the brick below to the left (south-west); the right
// cell's top and bottom edges are the north-east and south-east walls; the
// brick's own sides are its west and east walls. So each brick touches the
// six bricks its hexagon's neighbours are, and the cells' borders draw
// every wall. The maze takes 2W + 1 columns (an odd row's brick reaches one
// further) and H rows.
//
// A column is half a hexagon wide and a row sqrt(3)/2 of one high (the
// distance between hexagon rows), so the bricks stand where the PDF's
// hexagons stand and a brick prints as wide and high as its hexagon
// (kBrickTracks).
#include <numbers>
#include <optional>

#include "core/puzzle.hpp"
#include "core/topology/hex.hpp"
#include "page/layout.hpp"
#include "page/looks.hpp"

namespace mazesheet::page {

inline constexpr CellTracks kBrickTracks{2, std::numbers::sqrt3 / 2};

// The design cells a hex maze of `width` x `height` hexagons takes as bricks.
constexpr GridSize brickGridSize(int width, int height) { return {2LL * width + 1, height}; }

// The first (left) column of hexagon p's brick, counted from the maze's first.
constexpr int brickCol(core::CellPos p) { return 2 * p.col + (p.row & 1); }

// The hexagon whose brick covers column x of the maze's row y (a grid
// position; it may lie outside a mask), and whether x is its right cell;
// nothing in the one cell a row's bricks leave free.
struct BrickCell {
    core::CellPos hex;
    bool right = false;
};
std::optional<BrickCell> brickAt(int x, int y, int width);

// How each cell of a brick looks, read from a hex puzzle.
class BrickLooks {
public:
    explicit BrickLooks(const core::Puzzle& puzzle);

    // The look of the left or right cell of hexagon p (a region cell): its
    // walls as borders (north and south the slanted walls it holds, west or
    // east the brick's side; a door's edge open), S or F on both cells of
    // an end's brick, the way on a shaded key.
    BorderLook look(core::CellPos p, bool right, const PathMap* path) const;
    // The cell of an end's brick that holds its letter: the one nearer its
    // door (the right one for a door on the east side).
    bool letterOnRight(core::CellPos p) const;

private:
    // The door's edge of hexagon p, if it has one.
    std::optional<core::HexCells::Way> doorEdge(core::CellPos p) const;

    const core::Puzzle& puzzle_;
    core::HexCells cells_;
};

// The design cell holding the letter of end p (S or F) in a maze at `place`.
struct BrickSpot {
    int row = 0;
    int col = 0;
};
BrickSpot brickLetterCell(const core::Puzzle& puzzle, core::CellPos p, const MazePlace& place);

}  // namespace mazesheet::page
