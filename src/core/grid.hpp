// SPDX-License-Identifier: MIT
#pragma once
// The grids a maze can be carved on: square cells, rings of cells around a
// centre (circle), hexagons in offset rows (hex) and triangles pointing up
// and down in turn (triangle). Every grid numbers its cells by a column and
// a row (a circle's row is its ring, counted from the centre), so a cell is
// a CellPos and its index row * width + col on every grid; what differs is
// which cells touch (core/topology.hpp).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::core {

enum class GridKind : std::uint8_t { Square, Circle, Hex, Triangle };

struct GridName {
    std::string_view name;     // on the command line and in files ("hex")
    GridKind kind;
    std::string_view summary;  // one line for help
    std::string_view size;     // what -s means on it, for help
};
inline constexpr GridName kGridNames[] = {
    {"square", GridKind::Square, "square cells in rows and columns", "WxH cells"},
    {"circle", GridKind::Circle, "rings of cells around a centre cell, split as they grow so cells stay about square",
     "N rings, the centre cell the first (N or NxN)"},
    {"hex", GridKind::Hex, "hexagons in rows, every other row shifted by half a hexagon", "WxH hexagons"},
    {"triangle", GridKind::Triangle, "triangles in rows, pointing up and down in turn", "WxH triangles"},
};

// A set of grids (what an algorithm carves, what a format draws): a bit
// per GridKind.
constexpr unsigned gridBit(GridKind kind) { return 1U << static_cast<unsigned>(kind); }
inline constexpr unsigned kEveryGrid =
    gridBit(GridKind::Square) | gridBit(GridKind::Circle) | gridBit(GridKind::Hex) | gridBit(GridKind::Triangle);

// The grid's name ("hex").
std::string_view gridName(GridKind kind);
// Throws InputError("grid") naming the grids for an unknown name.
GridKind findGrid(std::string_view name);
// "square, circle, hex, triangle".
std::string gridNames();

// How far a maze of `width` x `height` cells on `kind` (a circle's height:
// its rings) reaches, in cell widths (a square's side, a hexagon across its
// flat sides with a point at the top, a triangle's side, a ring's depth):
// the picture a page draws. Hex rows are sqrt(3)/2 apart, odd rows half a
// hexagon further right; triangle rows sqrt(3)/2 high, each triangle half
// a side past the one before; a circle is twice its rings across.
struct GridExtent {
    double width = 0;
    double height = 0;
};
GridExtent gridExtent(GridKind kind, int width, int height);

// The side of the square a fact's text gets in a cell of the grid, as a
// share of a cell width: a square's whole cell, a hexagon's or a ring cell's
// about 0.8, a triangle's under half (its middle is narrow).
double factTextShare(GridKind kind);

// The cells in each ring of a circle of `rings` rings: one in the centre,
// six around it, and each ring after that as many as the ring inside it or
// twice as many, whichever keeps its cells nearer square (the ring inside's
// count times the rounded ratio of this ring's length to it; the ratio is
// 1 or 2 from the third ring on). Rings are one cell deep.
std::vector<std::uint32_t> circleRingSizes(int rings);

}  // namespace mazesheet::core
