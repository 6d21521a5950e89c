// SPDX-License-Identifier: MIT
#pragma once
// The doors' marks: beside each door of a maze, outside it, an arrow that
// points the way (into the maze at the start, out at the finish) and the S
// or F, so a door is found at a glance whatever the maze's size.
//
// Each stands in a span of design cells as large as the glyph printed at
// PageLayout::arrowPt (a workbook merges the span's cells: a spreadsheet
// cuts a cell's text at its row's height, and a maze row may be far lower
// than the glyph). The arrow's span holds the cell just outside the door;
// beside a left or right door the letter stands above the arrow (below it
// when there is no room above), beside a top or bottom door to its left
// (or right). Spans take only cells outside the maze: the ring, the door
// rows, and a shaped maze's empty grid cells.
#include <optional>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/looks.hpp"

namespace mazesheet::page {

// Which sides of the ring around the maze hold a door's mark (a door at the
// grid's edge; a mask's door inside the grid has its mark in the grid).
DoorRing doorRing(const core::Puzzle& puzzle);

// Design cells, inclusive.
struct CellSpan {
    int firstRow = 0;
    int firstCol = 0;
    int lastRow = 0;
    int lastCol = 0;
    bool single() const { return firstRow == lastRow && firstCol == lastCol; }
};

struct DoorMark {
    int row = 0;  // the design cell just outside the door
    int col = 0;
    Mark mark = Mark::Start;
    core::Side pointing = core::Side::North;
    CellSpan arrow;   // holds (row, col)
    std::optional<CellSpan> letter;  // the S or F; none where no free cell is left beside the arrow
};

// The marks of a maze standing at `place` on `layout`, one per design cell
// (two doors that share the cell outside them share one mark: the first).
std::vector<DoorMark> doorMarks(const core::Puzzle& puzzle, Style style, const MazePlace& place,
                                const PageLayout& layout);

// The arrow pointing to `side`: "↑", "→", "↓" or "←".
std::string_view arrowGlyph(core::Side pointing);

// The design cell of maze cell p (its centre block in the blocks style).
struct DesignCell {
    int row = 0;
    int col = 0;
};
DesignCell designCell(core::CellPos p, Style style, const MazePlace& place);

}  // namespace mazesheet::page
