// SPDX-License-Identifier: MIT
#include "page/doors.hpp"

#include <algorithm>

#include "page/hex_bricks.hpp"
#include "page/looks.hpp"

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

namespace {

// Grows spans of free design cells around a maze until they are as large as a mark.
class SpanFinder {
public:
    SpanFinder(const core::Puzzle& puzzle, Style style, const MazePlace& place, const PageLayout& layout)
        : puzzle_(puzzle), style_(style), place_(place), layout_(layout) {}

    // Along a column (down == true) or a row, from `from` on, cells while
    // they are free and the span is smaller than `needPx`: `step` -1 grows
    // towards the top (left), +1 towards the bottom (right), 0 both ways
    // in turn. Empty (lastRow < firstRow) when `from` is not free.
    CellSpan grow(DesignCell from, bool down, int step, double needPx) const {
        CellSpan span{from.row, from.col, from.row - 1, from.col};
        if (!free(from)) return span;
        span.lastRow = from.row;
        int before = index(from, down);
        int after = before;
        double size = trackPx(before, down);
        bool canBefore = step <= 0;
        bool canAfter = step >= 0;
        // Both ways (step 0): a cell on each side at a time, so the span
        // stays centred on `from` (its mark on the door) while both sides
        // are free; one side only when the other is blocked.
        while (size < needPx - 1e-9 && (canBefore || canAfter)) {
            bool grew = false;
            for (const bool takeBefore : {true, false}) {
                if (!(takeBefore ? canBefore : canAfter)) continue;
                const int next = takeBefore ? before - 1 : after + 1;
                if (!free(cellAt(from, down, next))) {
                    (takeBefore ? canBefore : canAfter) = false;
                    continue;
                }
                (takeBefore ? before : after) = next;
                size += trackPx(next, down);
                grew = true;
            }
            if (!grew) break;
        }
        if (down) span.firstRow = before, span.lastRow = after;
        else span.firstCol = before, span.lastCol = after;
        return span;
    }

    void take(const CellSpan& span) { taken_.push_back(span); }
    // Only the maze's own columns, not the ring's (the outer ring columns
    // are the page's margins, as wide as the heading may need).
    void keepToGrid(bool keep) { keepToGrid_ = keep; }

    static double sizePx(const CellSpan& span, const Tracks& rows, const Tracks& cols, bool down) {
        return down ? rows.startPx(span.lastRow + 1) - rows.startPx(span.firstRow)
                    : cols.startPx(span.lastCol + 1) - cols.startPx(span.firstCol);
    }

private:
    static int index(DesignCell cell, bool down) { return down ? cell.row : cell.col; }
    static DesignCell cellAt(DesignCell from, bool down, int index) {
        return down ? DesignCell{index, from.col} : DesignCell{from.row, index};
    }
    double trackPx(int index, bool down) const { return down ? layout_.rows.px(index) : layout_.cols.px(index); }

    // Grid cell (x, y) is none of the maze's cells.
    bool outsideMaze(int x, int y) const {
        if (bricks_) {
            const std::optional<BrickCell> brick = brickAt(x, y, puzzle_.maze.width());
            return !brick || !puzzle_.maze.contains(brick->hex);
        }
        return style_ == Style::Blocks ? blockAt(puzzle_, nullptr, x, y) == Block::Outside
                                       : !puzzle_.maze.contains({x, y});
    }

    // In the maze's ring or its grid, outside the maze, and no other mark's.
    bool free(DesignCell cell) const {
        const int firstCol = keepToGrid_ ? place_.firstCol : place_.ringColLeft();
        const int lastCol = keepToGrid_ ? place_.lastCol() : place_.ringColRight();
        if (cell.row < place_.doorRowAbove() || cell.row > place_.doorRowBelow() || cell.col < firstCol ||
            cell.col > lastCol) {
            return false;
        }
        const int x = cell.col - place_.firstCol;
        const int y = cell.row - place_.firstRow;
        if (x >= 0 && x < place_.gridCols && y >= 0 && y < place_.gridRows && !outsideMaze(x, y)) return false;
        return std::none_of(taken_.begin(), taken_.end(), [&](const CellSpan& s) {
            return cell.row >= s.firstRow && cell.row <= s.lastRow && cell.col >= s.firstCol && cell.col <= s.lastCol;
        });
    }

    const core::Puzzle& puzzle_;
    Style style_;
    const MazePlace& place_;
    const PageLayout& layout_;
    const bool bricks_ = puzzle_.maze.region().grid() == core::GridKind::Hex;
    std::vector<CellSpan> taken_;
    bool keepToGrid_ = false;
};

// The grid cell just outside the door of a hex maze's brick: beside it
// for a west or east edge (in the ring rather than in the one cell a row's
// bricks leave free at its end, a cell too narrow for the mark), above or
// below the cell that holds a slanted one.
CellPos outsideBrick(const core::Puzzle& puzzle, const core::Door& door) {
    const core::HexCells cells(puzzle.maze.region());
    const int width = puzzle.maze.width();
    const auto i = puzzle.maze.region().index(door.cell.col, door.cell.row);
    const int left = brickCol(door.cell);
    const int row = door.cell.row;
    const auto rowEnd = [&](int x) { return x >= 0 && x <= 2 * width && !brickAt(x, row, width); };
    switch (cells.doorWay(i, door.side).value_or(core::HexCells::West)) {
        case core::HexCells::NorthEast: return {left + 1, row - 1};
        case core::HexCells::East: return {rowEnd(left + 2) ? left + 3 : left + 2, row};
        case core::HexCells::SouthEast: return {left + 1, row + 1};
        case core::HexCells::SouthWest: return {left, row + 1};
        case core::HexCells::NorthWest: return {left, row - 1};
        default: break;
    }
    return {rowEnd(left - 1) ? left - 2 : left - 1, row};
}

}  // namespace

std::vector<DoorMark> doorMarks(const core::Puzzle& puzzle, Style style, const MazePlace& place,
                                const PageLayout& layout) {
    const bool blocks = style == Style::Blocks;
    const double arrowPx = layout.arrowPt * kPxPerInch / kPointsPerInch;
    const double letterPx = layout.doorLetterPt * kPxPerInch / kPointsPerInch;
    SpanFinder finder(puzzle, style, place, layout);
    std::vector<DoorMark> marks;
    for (const core::Door& door : puzzle.maze.doors()) {
        // Borders: the maze cell's neighbour; blocks: beyond the open wall block.
        const int distance = blocks ? 2 : 1;
        const CellPos at = blocks ? CellPos{2 * door.cell.col + 1, 2 * door.cell.row + 1} : door.cell;
        CellPos outside = at;
        for (int k = 0; k < distance; ++k) outside = core::step(outside, door.side);
        if (puzzle.maze.region().grid() == core::GridKind::Hex) outside = outsideBrick(puzzle, door);
        const bool start = door.cell == puzzle.start;
        DoorMark mark{place.firstRow + outside.row, place.firstCol + outside.col,
                      start ? Mark::Start : Mark::Finish, start ? core::opposite(door.side) : door.side, {}, {}};
        const bool taken = std::any_of(marks.begin(), marks.end(),
                                       [&](const DoorMark& m) { return m.row == mark.row && m.col == mark.col; });
        if (taken) continue;
        // Beside a left or right door the glyphs stack in the column, one
        // line each; beside a top or bottom door they stand side by side.
        const bool down = door.side == Side::West || door.side == Side::East;
        const double arrowNeedPx = (down ? kDoorMarkLineEm : kDoorMarkWidthEm) * arrowPx;
        const double needPx = down ? kDoorMarkLineEm * letterPx : arrowNeedPx;
        const DesignCell cell{mark.row, mark.col};
        const auto size = [&](const CellSpan& span) {
            return span.lastRow < span.firstRow ? 0.0 : SpanFinder::sizePx(span, layout.rows, layout.cols, down);
        };
        // Beside a top or bottom door, the ring's columns only when the maze's are too few.
        const auto grow = [&](bool inGrid, DesignCell from, int step, double need) {
            finder.keepToGrid(inGrid && !down);
            const CellSpan span = finder.grow(from, down, step, need);
            finder.keepToGrid(false);
            return span;
        };
        mark.arrow = grow(true, cell, 0, arrowNeedPx);
        if (size(mark.arrow) < arrowNeedPx - 1e-9) mark.arrow = grow(false, cell, 0, arrowNeedPx);
        if (mark.arrow.lastRow < mark.arrow.firstRow) mark.arrow = {cell.row, cell.col, cell.row, cell.col};
        finder.take(mark.arrow);
        // The letter above (left of) the arrow, else below (right of) it,
        // else where there is more room.
        const DesignCell before =
            down ? DesignCell{mark.arrow.firstRow - 1, cell.col} : DesignCell{cell.row, mark.arrow.firstCol - 1};
        const DesignCell after =
            down ? DesignCell{mark.arrow.lastRow + 1, cell.col} : DesignCell{cell.row, mark.arrow.lastCol + 1};
        std::optional<CellSpan> letter;
        for (const bool inGrid : {true, false}) {
            for (const auto& [from, step] : {std::pair{before, -1}, std::pair{after, +1}}) {
                const CellSpan span = grow(inGrid, from, step, needPx);
                if (!letter && size(span) >= needPx - 1e-9) letter = span;
            }
        }
        if (!letter) {
            const CellSpan first = grow(false, before, -1, needPx);
            const CellSpan second = grow(false, after, +1, needPx);
            if (std::max(size(first), size(second)) > 0) letter = size(first) >= size(second) ? first : second;
        }
        if (letter) {
            mark.letter = letter;
            finder.take(*letter);
        }
        marks.push_back(mark);
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
