#include "page/doors.hpp"

#include <algorithm>

namespace mazesheet::page {

using core::CellPos;
using core::Side;

DoorRing doorRing(const core::Puzzle& puzzle) {
    DoorRing ring;
    const core::Maze& maze = puzzle.maze;
    for (const core::Door& door : maze.doors()) {
        const CellPos outside = core::step(door.cell, door.side);
        ring.columns = ring.columns || outside.col < 0 || outside.col >= maze.width();
        ring.rows = ring.rows || outside.row < 0 || outside.row >= maze.height();
    }
    return ring;
}

DesignCell designCell(CellPos p, Style style, const MazePlace& place) {
    const bool blocks = style == Style::Blocks;
    return {place.firstRow + (blocks ? 2 * p.row + 1 : p.row), place.firstCol + (blocks ? 2 * p.col + 1 : p.col)};
}

std::vector<DoorMark> doorMarks(const core::Puzzle& puzzle, Style style, const MazePlace& place) {
    const bool blocks = style == Style::Blocks;
    std::vector<DoorMark> marks;
    for (const core::Door& door : puzzle.maze.doors()) {
        // Borders: the maze cell's neighbour; blocks: beyond the open wall block.
        const int distance = blocks ? 2 : 1;
        const CellPos at = blocks ? CellPos{2 * door.cell.col + 1, 2 * door.cell.row + 1} : door.cell;
        CellPos outside = at;
        for (int k = 0; k < distance; ++k) outside = core::step(outside, door.side);
        const bool start = door.cell == puzzle.start;
        const DoorMark mark{place.firstRow + outside.row, place.firstCol + outside.col,
                            start ? Mark::Start : Mark::Finish, start ? core::opposite(door.side) : door.side};
        const bool taken = std::any_of(marks.begin(), marks.end(),
                                       [&](const DoorMark& m) { return m.row == mark.row && m.col == mark.col; });
        if (!taken) marks.push_back(mark);
    }
    return marks;
}

std::string_view arrowGlyph(Side pointing) {
    switch (pointing) {
        case Side::North: return "\u2191";
        case Side::East: return "\u2192";
        case Side::South: return "\u2193";
        case Side::West: return "\u2190";
    }
    return "";
}

}  // namespace mazesheet::page
