// SPDX-License-Identifier: MIT
#pragma once
// Mazes on the other grids (circle, hex, triangle) drawn on a page: where
// their cells stand, in units of the design's cells, and the calls that
// draw one on a Canvas (its cells' fills, walls, the way, S and F, the
// doors' arrows), beside the square grid's drawing in draw.cpp.
//
// The picture's units, with (0, 0) its top-left corner (the drawing's grid
// origin, Canvas::beginGrid):
//   hex       hexagons one unit across, a point at the top (side 1/sqrt 3),
//             cell (col, row) centred at (col + 1/2, row * 1.5 side + side),
//             odd rows half a unit further right;
//   triangle  triangles of side 1, rows sqrt(3)/2 high, cell (col, row)
//             spanning col/2 .. col/2 + 1, pointing up when col + row is even;
//   circle    rings one unit deep round the centre (R, R) of R rings, ring
//             r between radii r and r + 1, its cell c between the turns
//             c / n and (c + 1) / n clockwise from the top (n cells).
#include <functional>
#include <optional>
#include <span>
#include <vector>

#include "core/puzzle.hpp"
#include "page/draw.hpp"
#include "page/layout.hpp"
#include "page/settings.hpp"

namespace mazesheet::page {

// The design cells (whole units) a maze on another grid takes.
GridSize gridPictureSize(const core::Region& region);
// The design cells a maze on any grid takes: a square maze's by its style
// (gridSize), another grid's picture.
GridSize mazeGridSize(const core::Region& region, Style style);

// Which sides of the ring around such a maze hold its doors' marks: all of
// them (a circle's door may be anywhere round the rim; a hex or triangle
// maze's ends take the ring as a square maze's do).
DoorRing gridDoorRing();

// A cell's colour on a page, or none (paper).
using CellColour = std::function<std::optional<Colour>(core::CellPos)>;

// One maze on another grid at `place`, as drawMazePage draws a square one:
// fills, the way (an answer page: a line or shaded cells), walls, facts
// items, the S and F, and each door's arrow and letter outside it.
void drawGridMaze(Canvas& canvas, const PageLayout& layout, const MazePlace& place, const core::Puzzle& puzzle,
                  bool answer, WayDrawn way, const PageSettings& settings);

// Teaching mode's step of a maze on another grid: each cell filled with
// `cellColour`'s colour, the walls as they stand, facts, S, F and the doors.
void drawGridStep(Canvas& canvas, const PageLayout& layout, const MazePlace& place, const core::Puzzle& state,
                  const PageSettings& settings, const CellColour& cellColour);

}  // namespace mazesheet::page
