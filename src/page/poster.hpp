// SPDX-License-Identifier: MIT
#pragma once
// A maze too large to stay legible on one sheet, printed over several as a
// poster (--poster): the page is laid out once, as one large page whose
// printable area is the sheets' tiles side by side (PageLayout::poster),
// and each sheet prints its tile, a small overlap into its neighbours'
// tiles, and in a band around them its cut and alignment marks and its
// place ("B3: column 2, row 3"). Cut each sheet that has a neighbour to its
// left or above along the marks on that side, lay it over the neighbour's
// overlap so its edge meets the neighbour's marks, and the walls meet.
//
//   paper   margin | band | tile (the poster's part) | band | margin
//                         |<- overlap: the neighbour's first millimetres
//
// Sheets are named as spreadsheet cells: a letter for the column, a number
// for the row ("A1" top left).
#include <string>

#include "page/layout.hpp"
#include "page/settings.hpp"

namespace mazesheet::page {

// The band inside each sheet's margins that holds its marks and name, the
// overlap printed into it beside a neighbour, and the longest side of a
// poster, in sheets.
inline constexpr double kPosterBandMm = 10;
inline constexpr double kPosterOverlapMm = 6;
inline constexpr int kMaxPosterSide = 20;

// "A1", "B3", "AA12": sheet (col, row), counted from 0.
std::string posterSheetName(int col, int row);

// Where sheet `index` (row by row from the top left) of a poster layout
// stands: the shift from the poster's page to the sheet's paper, the tile
// and the part of the page the sheet prints (the tile and its overlaps), in
// the sheet's points.
struct PosterSheet {
    int col = 0;
    int row = 0;
    double dx = 0;  // sheet point = page point + (dx, dy)
    double dy = 0;
    Box tile;
    Box printed;
    bool left = false, right = false, above = false, below = false;  // neighbours
};
PosterSheet posterSheet(const PageLayout& layout, int index);

// The fewest sheets (of the settings' paper; each way round when the
// orientation is auto) on which a maze grid of `gridCols` x `gridRows`
// cells (or blocks) prints them at least `minCellMm` wide, the squarer
// arrangement first; 1x1 when one page does. None (0x0) when even
// kMaxPosterSide sheets a side do not.
Poster legiblePoster(long long gridCols, long long gridRows, const PageSettings& settings, double minCellMm);

// The printed cell (or block) of a grid on the settings' page or poster,
// its door rings taken at their largest (the mazes are not made yet).
double printedCellMmBefore(long long gridCols, long long gridRows, const PageSettings& settings);

// Cells printed under this lose their passages: a 300 dpi printer gives
// such a cell 4 dots, a wall (a quarter of the pitch at most) one and a
// passage three.
inline constexpr double kMinPrintedCellMm = 0.35;

// Refuses (core::InputError on `input`) a maze of `gridCols` x `gridRows`
// whose cells would print under kMinPrintedCellMm on the settings' page or
// poster: drawn as vectors its passages would vanish into its walls.
void checkPassagesPrint(long long gridCols, long long gridRows, const PageSettings& settings, const std::string& input);

}  // namespace mazesheet::page
