#pragma once
// The doors' marks: beside each door of a maze, outside it, an arrow that
// points the way (into the maze at the start, out at the finish) and the S
// or F, so a door is found at a glance whatever the maze's size.
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/looks.hpp"

namespace mazesheet::page {

// Which sides of the ring around the maze hold a door's mark (a door at the
// grid's edge; a mask's door inside the grid has its mark in the grid).
DoorRing doorRing(const core::Puzzle& puzzle);

struct DoorMark {
    int row = 0;  // the design cell just outside the door
    int col = 0;
    Mark mark = Mark::Start;
    core::Side pointing = core::Side::North;
};

// The marks of a maze standing at `place`, one per design cell (two doors
// that share the cell outside them share one mark: the first).
std::vector<DoorMark> doorMarks(const core::Puzzle& puzzle, Style style, const MazePlace& place);

// The arrow pointing to `side`: "↑", "→", "↓" or "←".
std::string_view arrowGlyph(core::Side pointing);

// The design cell of maze cell p (its centre block in the blocks style).
struct DesignCell {
    int row = 0;
    int col = 0;
};
DesignCell designCell(core::CellPos p, Style style, const MazePlace& place);

}  // namespace mazesheet::page
