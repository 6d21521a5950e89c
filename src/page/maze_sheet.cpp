#include "page/maze_sheet.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "core/numbers.hpp"
#include "page/looks.hpp"
#include "page/route.hpp"

namespace mazesheet::page {

namespace {

using core::CellPos;
using core::Side;

// LibreOffice (7.4) draws the cell borders of a printed area as one list of
// lines and joins each wall segment to the line it continues by trying the
// lines made so far, one by one (drawinglayer's SdrFrameBorderPrimitive2D):
// a maze's walls take time that grows with their square, about a minute at
// 300x300. Rows repeated at the top of the page are printed as an area of
// their own, with a list of its own; so a large borders-style maze prints
// its heading and the top half of its rows as those rows and the rest as
// the print area. Two halves take about a third of the time of the whole,
// and the page is the same (text never crosses a row, so nothing is cut at
// the seam; README, "How long printing takes"). Blocks-style walls are
// fills, which LibreOffice draws a row at a time: nothing to gain there.
constexpr double kSplitPrintCells = 2500;

std::string title(const PageSettings& settings) {
    return settings.title.empty() ? settings.texts.defaultTitle : settings.title;
}

CellFormat textFormat(const PageSettings& settings, double pt, HAlign align, bool bold) {
    CellFormat format;
    format.font = settings.textFont;
    format.fontPt = pt;
    format.align = align;
    format.valign = VAlign::Bottom;
    format.bold = bold;
    return format;
}

CellFormat markFormat(const PageSettings& settings, Mark which, double pt) {
    CellFormat format;
    format.font = settings.textFont;
    format.fontPt = pt;
    format.bold = true;
    format.align = HAlign::Centre;
    format.valign = VAlign::Centre;
    const bool start = which == Mark::Start;
    format.ink = start ? settings.colours.startInk : settings.colours.finishInk;
    format.fill = start ? settings.colours.startFill : settings.colours.finishFill;
    return format;
}

CellFormat arrowFormat(const PageSettings& settings, Mark which, double pt) {
    CellFormat format = markFormat(settings, which, pt);
    format.fill.reset();  // the arrow stands outside the maze, on the paper
    return format;
}

Line line(bool closed) { return closed ? Line::Thick : Line::None; }

// A playable sheet's maze cell: unlocked, and what the student types stands
// in its middle, as large as the S and F.
CellFormat takesMarks(CellFormat format, const PageSettings& settings, const Layout& layout) {
    format.locked = false;
    format.font = settings.textFont;
    format.fontPt = layout.markPt;
    format.align = HAlign::Centre;
    format.valign = VAlign::Centre;
    return format;
}

// Arrows pointing the way: into the maze at the start, out at the finish.
std::string_view arrowGlyph(Side pointing) {
    switch (pointing) {
        case Side::North: return "\u2191";
        case Side::East: return "\u2192";
        case Side::South: return "\u2193";
        case Side::West: return "\u2190";
    }
    return "";
}

// The sheet cell just outside each door, and its arrow.
struct DoorArrow {
    int row;
    int col;
    FormatId format;
    std::string_view glyph;
};

std::vector<DoorArrow> doorArrows(const core::Puzzle& puzzle, bool blocks, const MazeFormats& formats) {
    std::vector<DoorArrow> arrows;
    for (const core::Door& door : puzzle.maze.doors()) {
        // Borders: the maze cell's neighbour; blocks: beyond the open wall block.
        const int distance = blocks ? 2 : 1;
        const CellPos at = blocks ? CellPos{2 * door.cell.col + 1, 2 * door.cell.row + 1} : door.cell;
        CellPos outside = at;
        for (int k = 0; k < distance; ++k) outside = core::step(outside, door.side);
        const bool start = door.cell == puzzle.start;
        const Side pointing = start ? core::opposite(door.side) : door.side;
        const DoorArrow arrow{kMazeFirstRow + outside.row, kMazeFirstCol + outside.col,
                              start ? formats.startArrow : formats.finishArrow, arrowGlyph(pointing)};
        const bool taken = std::any_of(arrows.begin(), arrows.end(),
                                       [&](const DoorArrow& a) { return a.row == arrow.row && a.col == arrow.col; });
        if (!taken) arrows.push_back(arrow);
    }
    return arrows;
}

// Everything a sheet's rows are made from, shared by the row callback.
struct MazeRows {
    MazeSheetInput in;
    std::optional<PathMap> path;  // shaded solution sheets only
    std::vector<DoorArrow> arrows;

    void heading(int index, Row& out) const;
    void bordersRow(int mazeRow, Row& out) const;
    void blocksRow(int gridRow, Row& out) const;
    void addArrows(int index, Row& out) const;
    std::string_view markText(Mark mark) const {
        return mark == Mark::Start ? in.settings->texts.startMark : in.settings->texts.finishMark;
    }
};

void MazeRows::heading(int index, Row& out) const {
    const Layout& layout = in.layout;
    const MazeFormats& formats = in.formats;
    const auto text = [&](int col, FormatId format, const std::string& value) {
        out.cells.push_back(Cell::textCell(col, format, value));
    };
    if (index == kTitleRow) {
        out.heightPx = layout.titleRowPx;
        text(0, formats.title, in.texts.title);
    } else if (index == kInfoRow) {
        out.heightPx = layout.infoRowPx;
        text(0, formats.infoLeft, in.texts.infoLeft);
        text(layout.lastCol(), formats.infoRight, in.texts.infoRight);
    } else if (index == kGapRow) {
        out.heightPx = layout.gapRowPx;
    } else if (index == kDoorRowAbove || index == layout.doorRowBelow()) {
        out.heightPx = layout.doorRowPx;
    } else if (!in.legend.empty() && index >= layout.captionRow() && index <= layout.lastRow()) {
        out.heightPx = layout.captionRowPx;
        out.cells = in.legend[static_cast<std::size_t>(index - layout.captionRow())];
    } else if (index == layout.captionRow()) {
        out.heightPx = layout.captionRowPx;
        text(0, formats.caption, in.texts.caption);
        if (in.play) {
            out.cells.push_back(Cell::formulaText(in.play->verdictCol, formats.verdict, in.play->verdictFormula,
                                                  in.play->verdictNow));
        }
    } else if (in.play && in.play->reveal && index == in.play->revealRow) {
        // Below the print area: on screen only.
        out.heightPx = layout.captionRowPx;
        text(0, formats.revealLabel, in.settings->texts.revealLabel);
        text(in.play->revealCol, formats.revealValue, in.settings->texts.revealNo);
    }
}

void MazeRows::bordersRow(int r, Row& out) const {
    const core::Puzzle& puzzle = *in.puzzle;
    const core::Maze& maze = puzzle.maze;
    maze.prepareRow(r);  // a streamed maze carves its rows as they are written
    const PathMap* pathMap = path ? &*path : nullptr;
    out.blanksFrom = kMazeFirstCol;
    out.blanks.assign(static_cast<std::size_t>(maze.width()), kNoCell);
    // This loop runs for every cell of every sheet, so a plain cell's look
    // (its walls, and the path on a shaded key) is read straight from the
    // wall bits; only cells with a mark or a door take borderLook's whole
    // rule, and only rows that have one look for them.
    const auto& doors = maze.doors();
    const bool rowHasDoorOrMark = puzzle.start.row == r || puzzle.finish.row == r ||
                                  std::any_of(doors.begin(), doors.end(), [&](const core::Door& d) { return d.cell.row == r; });
    const auto doorOrMark = [&](CellPos p) {
        return p == puzzle.start || p == puzzle.finish ||
               std::any_of(doors.begin(), doors.end(), [&](const core::Door& d) { return d.cell == p; });
    };
    const core::Region& region = maze.region();
    const core::Maze::Walls walls = maze.walls();
    const auto width = static_cast<std::uint32_t>(maze.width());
    const std::uint32_t rowStart = static_cast<std::uint32_t>(r) * width;
    // A maze sheet's cell (no path, no marks to take, no paint) is its walls' format.
    const bool wallsOnly = pathMap == nullptr && !in.play && !in.paint;
    const std::span<const FormatId> borders = in.formats.borders();
    if (wallsOnly && !rowHasDoorOrMark && region.isRectangle()) {
        // Most rows of most sheets: every cell is a region cell whose format
        // is its walls'. A cell's west passage is the cell before's east one,
        // so three bits are read per cell instead of four.
        constexpr unsigned kEast = 1U << static_cast<int>(core::Side::East);
        constexpr unsigned kSouth = 1U << static_cast<int>(core::Side::South);
        constexpr unsigned kWest = 1U << static_cast<int>(core::Side::West);
        constexpr unsigned kNorth = 1U << static_cast<int>(core::Side::North);
        FormatId* const blanks = out.blanks.data();
        unsigned west = 0;
        for (std::uint32_t c = 0; c < width; ++c) {
            const std::uint32_t i = rowStart + c;
            const unsigned east = walls.eastOpen(i) ? kEast : 0U;
            const unsigned open = east | west | (walls.southOpen(i) ? kSouth : 0U) |
                                  (r > 0 && walls.southOpen(i - width) ? kNorth : 0U);
            blanks[c] = borders[~open & 15U];
            west = east != 0 ? kWest : 0U;
        }
        return;
    }
    for (int c = 0; c < maze.width(); ++c) {
        const CellPos p{c, r};
        const std::uint32_t i = rowStart + static_cast<std::uint32_t>(c);
        if (!region.containsIndex(i)) continue;  // outside the mask: no borders of its own
        BorderLook look;
        if (rowHasDoorOrMark && doorOrMark(p)) {
            look = borderLook(puzzle, pathMap, p);
        } else {
            // Maze::openSides without the doors.
            const unsigned open = walls.passages(i, width, c > 0, r > 0);
            look.closed = static_cast<std::uint8_t>(~open & 15U);
            if (wallsOnly) {
                out.blanks[static_cast<std::size_t>(c)] = borders[look.closed];  // look.key() == closed
                continue;
            }
            look.path = pathMap != nullptr && pathMap->visits(p);
        }
        // A playable sheet's maze cells take the student's marks.
        const bool takesMarks = in.play && look.mark == Mark::None;
        const FormatId format = in.paint     ? in.paint->cell(p, look)
                                : takesMarks ? in.formats.borderUnlocked(look.key())
                                             : in.formats.border(look.key());
        if (look.mark == Mark::None) out.blanks[static_cast<std::size_t>(c)] = format;
        else out.cells.push_back(Cell::textCell(kMazeFirstCol + c, format, markText(look.mark)));
    }
}

void MazeRows::blocksRow(int y, Row& out) const {
    // A streamed maze carves its rows as they are written; wall row y lies
    // between maze rows y / 2 - 1 and y / 2.
    in.puzzle->maze.prepareRow(std::min(y / 2, in.puzzle->maze.height() - 1));
    const PathMap* pathMap = path ? &*path : nullptr;
    out.blanksFrom = kMazeFirstCol;
    out.blanks.assign(static_cast<std::size_t>(in.layout.gridCols), kNoCell);
    const auto blank = [&](int x, FormatId format) { out.blanks[static_cast<std::size_t>(x)] = format; };
    for (int x = 0; x < in.layout.gridCols; ++x) {
        const Block kind = blockAt(*in.puzzle, pathMap, x, y);
        if (in.paint && (kind == Block::Open || kind == Block::Start || kind == Block::Finish)) {
            const std::optional<FormatId> painted = in.paint->block(x, y, kind);
            if (!painted) continue;
            const Mark mark = kind == Block::Start ? Mark::Start : Mark::Finish;
            if (kind == Block::Open) blank(x, *painted);
            else out.cells.push_back(Cell::textCell(kMazeFirstCol + x, *painted, markText(mark)));
            continue;
        }
        if (kind == Block::Open && in.play && x % 2 == 1 && y % 2 == 1) {  // a cell block takes marks
            blank(x, in.formats.openCell);
            continue;
        }
        if (kind == Block::Open || kind == Block::Outside) continue;
        const FormatId format = in.formats.block(static_cast<int>(kind));
        const Mark mark = kind == Block::Start ? Mark::Start : kind == Block::Finish ? Mark::Finish : Mark::None;
        if (mark == Mark::None) blank(x, format);
        else out.cells.push_back(Cell::textCell(kMazeFirstCol + x, format, markText(mark)));
    }
}

void MazeRows::addArrows(int index, Row& out) const {
    bool added = false;
    for (const DoorArrow& arrow : arrows) {
        if (arrow.row != index) continue;
        out.cells.push_back(Cell::textCell(arrow.col, arrow.format, arrow.glyph));
        added = true;
    }
    if (added) {
        std::sort(out.cells.begin(), out.cells.end(), [](const Cell& a, const Cell& b) { return a.col < b.col; });
    }
}

}  // namespace

SheetTexts sheetTexts(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const PageSettings& settings,
                      SheetRole role) {
    const Texts& words = settings.texts;
    const bool solution = role != SheetRole::Maze;
    const GridSize grid = gridSize(puzzle.maze.width(), puzzle.maze.height(), settings.style);
    const bool line = settings.solutionPath == SolutionPath::Line && routeFits(grid.cols, grid.rows);
    SheetTexts text;
    text.title = title(settings) + (solution ? words.solutionSuffix : "");
    text.infoLeft = solution ? words.answerKeyLine : words.nameDateLine;
    text.caption = solution ? (line ? words.routeCaption : words.solutionCaption)
                            : (settings.playable ? words.playCaption : words.mazeCaption);
    text.infoRight = (count > 1 ? "Maze " + std::to_string(index + 1) + " of " + std::to_string(count) + ", " : "") +
                     "seed " + std::to_string(puzzle.seed);
    text.footerLeft = puzzle.algorithm + ", seed " + std::to_string(puzzle.seed);
    if (puzzle.braid > 0) text.footerLeft += ", braid " + core::generalDecimal(puzzle.braid);
    text.footerCentre = "maze " + std::to_string(puzzle.maze.width()) + " x " + std::to_string(puzzle.maze.height()) +
                        (puzzle.maze.region().isRectangle() ? "" : " (mask)");
    text.footerRight = words.credit;
    return text;
}

DoorRing doorRing(const core::Puzzle& puzzle) {
    DoorRing ring;
    const core::Maze& maze = puzzle.maze;
    for (const core::Door& door : maze.doors()) {
        const CellPos outside = core::step(door.cell, door.side);
        const bool beyondColumns = outside.col < 0 || outside.col >= maze.width();
        const bool beyondRows = outside.row < 0 || outside.row >= maze.height();
        ring.columns = ring.columns || beyondColumns;
        ring.rows = ring.rows || beyondRows;
    }
    return ring;
}

HeadingSize headingSize(const SheetTexts& maze, const SheetTexts& solution, std::size_t captionRightChars) {
    HeadingSize size;
    size.titleChars = std::max(maze.title.size(), solution.title.size());
    size.infoChars = std::max(maze.infoLeft.size(), solution.infoLeft.size()) + maze.infoRight.size();
    // A playable sheet's caption row has the verdict on its right.
    if (captionRightChars > 0) size.infoChars = std::max(size.infoChars, maze.caption.size() + captionRightChars);
    return size;
}

MazeFormats::MazeFormats(FormatTable& table, const CellFormat& plain, const PageSettings& settings,
                         const Layout& layout)
    : border_(BorderLook::kKeys), borderUnlocked_(BorderLook::kKeys), block_(kBlockKinds) {
    title = table.intern(textFormat(settings, layout.titlePt, HAlign::Left, true));
    infoLeft = table.intern(textFormat(settings, layout.infoPt, HAlign::Left, false));
    infoRight = table.intern(textFormat(settings, layout.infoPt, HAlign::Right, false));
    caption = table.intern(textFormat(settings, layout.captionPt, HAlign::Left, false));
    startArrow = table.intern(arrowFormat(settings, Mark::Start, layout.arrowPt));
    finishArrow = table.intern(arrowFormat(settings, Mark::Finish, layout.arrowPt));
    for (int key = 0; key < BorderLook::kKeys; ++key) {
        const auto mark = static_cast<Mark>((key >> 4) & 3);
        const bool onPath = (key & 64) != 0;
        CellFormat format = mark != Mark::None ? markFormat(settings, mark, layout.markPt) : plain;
        if (onPath && mark == Mark::None) format.fill = settings.colours.pathFill;
        const auto closed = [key](Side side) { return ((key >> static_cast<int>(side)) & 1) != 0; };
        format.top = line(closed(Side::North));
        format.right = line(closed(Side::East));
        format.bottom = line(closed(Side::South));
        format.left = line(closed(Side::West));
        border_[static_cast<std::size_t>(key)] = table.intern(format);
        borderUnlocked_[static_cast<std::size_t>(key)] = table.intern(takesMarks(format, settings, layout));
    }
    openCell = table.intern(takesMarks(plain, settings, layout));
    verdict = table.intern(textFormat(settings, layout.captionPt, HAlign::Right, true));
    revealLabel = table.intern(textFormat(settings, layout.captionPt, HAlign::Left, false));
    CellFormat value = textFormat(settings, layout.captionPt, HAlign::Right, true);
    value.locked = false;
    revealValue = table.intern(value);
    CellFormat wall = plain;
    wall.fill = settings.colours.wall;
    CellFormat path = plain;
    path.fill = settings.colours.pathFill;
    block_[static_cast<std::size_t>(Block::Wall)] = table.intern(wall);
    block_[static_cast<std::size_t>(Block::Path)] = table.intern(path);
    block_[static_cast<std::size_t>(Block::Start)] = table.intern(markFormat(settings, Mark::Start, layout.markPt));
    block_[static_cast<std::size_t>(Block::Finish)] = table.intern(markFormat(settings, Mark::Finish, layout.markPt));
}

std::optional<Picture> solutionRoute(const core::Puzzle& puzzle, const Layout& layout, const PageSettings& settings) {
    if (settings.solutionPath != SolutionPath::Line) return std::nullopt;
    return routePicture(puzzle, layout, settings);
}

SheetPlan planMazeSheet(MazeSheetInput input) {
    const Layout& layout = input.layout;
    const core::Puzzle& puzzle = *input.puzzle;
    const bool blocks = input.settings->style == Style::Blocks;
    SheetPlan sheet;
    sheet.name = input.name;
    sheet.hidden = input.role == SheetRole::HiddenSolution;

    PageSetup& page = sheet.page;
    page.paper = layout.paper;
    page.landscape = layout.landscape;
    page.margins = layout.margins;
    // LibreOffice prints a hidden sheet that has a print area, so the hidden
    // solution sheets have none.
    if (input.role != SheetRole::HiddenSolution) {
        const double cells = static_cast<double>(layout.gridCols) * static_cast<double>(layout.gridRows);
        // Only a maze that fits its page: on several pages the repeated rows
        // would print the maze's top half again on every page.
        if (!blocks && cells >= kSplitPrintCells && layout.gridRows >= 2 && layout.scale >= kLibreOfficeMinScale) {
            const int seam = kMazeFirstRow + layout.gridRows / 2;
            page.repeatRows = std::pair{0, seam - 1};
            page.printArea = Range{seam, 0, layout.lastRow(), layout.lastCol()};
        } else {
            page.printArea = Range{0, 0, layout.lastRow(), layout.lastCol()};
        }
    }
    page.footer = {input.texts.footerLeft, input.texts.footerCentre, input.texts.footerRight, layout.footerPt};

    sheet.columns = {{0, 0, layout.marginColPx},
                     {kMazeFirstCol, kMazeFirstCol + layout.gridCols - 1, layout.cellPx},
                     {layout.lastCol(), layout.lastCol(), layout.marginColPx}};

    const auto cellOf = [&](CellPos p) {
        const int row = kMazeFirstRow + (blocks ? 2 * p.row + 1 : p.row);
        const int col = kMazeFirstCol + (blocks ? 2 * p.col + 1 : p.col);
        return Range{row, col, row, col};
    };
    sheet.names = {{"Maze", {kMazeFirstRow, kMazeFirstCol, kMazeFirstRow + layout.gridRows - 1,
                             kMazeFirstCol + layout.gridCols - 1}},
                   {"Start", cellOf(puzzle.start)},
                   {"Finish", cellOf(puzzle.finish)}};

    const bool solution = input.role != SheetRole::Maze;
    if (solution && input.route) sheet.pictures.push_back(*input.route);
    sheet.rowCount = layout.lastRow() + 1;
    if (input.play) {
        const PlayableMaze& play = *input.play;
        sheet.protectedSheet = true;
        sheet.conditionalFormats = play.rules;
        sheet.validations = play.validations;
        sheet.names.push_back({"Verdict", {play.verdictRow, play.verdictCol, play.verdictRow, play.verdictCol}});
        if (play.reveal) {
            sheet.names.push_back({"Reveal", {play.revealRow, play.revealCol, play.revealRow, play.revealCol}});
            sheet.rowCount = play.revealRow + 1;
        }
    }
    sheet.cellsHint = static_cast<double>(layout.gridCols) * static_cast<double>(layout.gridRows);
    const bool shade = solution && !input.route;
    auto rows = std::make_shared<MazeRows>(MazeRows{std::move(input), std::nullopt, {}});
    if (shade) rows->path.emplace(puzzle);
    rows->arrows = doorArrows(puzzle, blocks, rows->in.formats);
    sheet.rows = [rows, blocks](int index, Row& out) {
        const Layout& l = rows->in.layout;
        if (index < kMazeFirstRow || index > l.doorRowBelow() - 1) {
            rows->heading(index, out);
        } else {
            out.heightPx = l.cellPx;
            if (blocks) rows->blocksRow(index - kMazeFirstRow, out);
            else rows->bordersRow(index - kMazeFirstRow, out);
        }
        rows->addArrows(index, out);
    };
    return sheet;
}

}  // namespace mazesheet::page
