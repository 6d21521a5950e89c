// SPDX-License-Identifier: MIT
#include "workbook/maze_sheet.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <utility>

#include "core/numbers.hpp"
#include "core/puzzle_rows.hpp"
#include "page/doors.hpp"
#include "page/hex_bricks.hpp"
#include "page/looks.hpp"
#include "workbook/fact_cells.hpp"
#include "workbook/route.hpp"

namespace mazesheet::workbook {

using page::Block;
using page::BorderLook;
using page::Mark;
using page::PageLayout;
using page::PageSettings;
using page::PathMap;

namespace {

using core::CellPos;
using core::Side;

// Excel's fit-to-page gives up below 10 %.
constexpr double kExcelMinScale = 0.10;

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
CellFormat takesMarks(CellFormat format, const PageSettings& settings, const PageLayout& layout) {
    format.locked = false;
    format.font = settings.textFont;
    format.fontPt = layout.markPt;
    format.align = HAlign::Centre;
    format.valign = VAlign::Centre;
    return format;
}

HAlign cellAlign(page::Align align) {
    switch (align) {
        case page::Align::Left: return HAlign::Left;
        case page::Align::Centre: return HAlign::Centre;
        case page::Align::Right: return HAlign::Right;
    }
    return HAlign::General;
}

// A door's mark on the sheet: its cell and text.
struct SheetMark {
    int row;
    int col;
    FormatId format;
    std::string_view glyph;
};

struct SheetRows;

// One maze's cells on the sheet's rows.
struct MazeRows {
    const core::Puzzle& whole;
    page::MazePlace place;
    const SheetRows* sheet;
    std::optional<PathMap> path;  // shaded solution sheets only
    // The maze's rows in order (a streamed maze is carved as they come).
    // Held by pointer: its carver refers to its window, so it must not move.
    std::unique_ptr<core::PuzzleRows> reader;

    void bordersRow(int mazeRow, Row& out) const;
    void bricksRow(int mazeRow, Row& out) const;
    void blocksRow(int gridRow, Row& out) const;
    std::string_view markText(Mark mark) const;
};

// Everything a sheet's rows are made from, shared by the row callback.
struct SheetRows {
    std::shared_ptr<const PageLayout> layout;
    std::shared_ptr<const PageSettings> settings;
    page::PageTexts texts;
    MazeFormats formats;
    std::shared_ptr<const PlayableMaze> play;
    std::shared_ptr<const CellPaint> paint;
    std::vector<std::vector<Cell>> legend;
    std::shared_ptr<const FactCells> facts;
    bool blocks = false;
    std::vector<MazeRows> mazes;
    struct Label {
        int row;
        int col;
        std::string text;
    };
    std::vector<Label> labels;
    std::vector<SheetMark> marks;
    int blanksFrom = 0;  // the first and last maze columns of any maze
    int blanksTo = 0;

    void row(int index, Row& out) const;
    void text(int index, Row& out) const;
};

std::string_view MazeRows::markText(Mark mark) const {
    return mark == Mark::Start ? sheet->settings->texts["start-mark"] : sheet->settings->texts["finish-mark"];
}

void MazeRows::bordersRow(int r, Row& out) const {
    const core::Puzzle& puzzle = reader->upTo(r);
    const core::Maze& maze = puzzle.maze;
    const PathMap* pathMap = path ? &*path : nullptr;
    FormatId* const segment = out.blanks.data() + (place.firstCol - out.blanksFrom);
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
    const bool wallsOnly = pathMap == nullptr && !sheet->play && !sheet->paint && !sheet->facts;
    const std::span<const FormatId> borders = sheet->formats.borders();
    if (wallsOnly && !rowHasDoorOrMark && region.isRectangle()) {
        // Most rows of most sheets: every cell is a region cell whose format
        // is its walls'. A cell's west passage is the cell before's east one,
        // so three bits are read per cell instead of four.
        constexpr unsigned kEast = 1U << static_cast<int>(core::Side::East);
        constexpr unsigned kSouth = 1U << static_cast<int>(core::Side::South);
        constexpr unsigned kWest = 1U << static_cast<int>(core::Side::West);
        constexpr unsigned kNorth = 1U << static_cast<int>(core::Side::North);
        FormatId* const blanks = segment;
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
                segment[c] = borders[look.closed];  // look.key() == closed
                continue;
            }
            look.path = pathMap != nullptr && pathMap->visits(p);
        }
        // A playable sheet's maze cells take the student's marks.
        const bool takesMarks = sheet->play && look.mark == Mark::None;
        const FormatId format = sheet->paint     ? sheet->paint->cell(p, look)
                                : takesMarks ? sheet->formats.borderUnlocked(look.key())
                                             : sheet->formats.border(look.key());
        if (sheet->facts && look.mark == Mark::None) {
            const FactCells& facts = *sheet->facts;
            const FormatId item = takesMarks ? facts.borderUnlocked(look.key()) : facts.border(look.key());
            out.cells.push_back(Cell::textCell(place.firstCol + c, item, facts.text(puzzle, p)));
        } else if (look.mark == Mark::None) segment[c] = format;
        else out.cells.push_back(Cell::textCell(place.firstCol + c, format, markText(look.mark)));
    }
}

// A hex maze's row of bricks (page/hex_bricks.hpp): two cells a hexagon,
// S and F in the cell of their brick nearer their door.
void MazeRows::bricksRow(int r, Row& out) const {
    const core::Puzzle& puzzle = reader->upTo(r);
    const page::BrickLooks bricks(puzzle);
    const PathMap* pathMap = path ? &*path : nullptr;
    FormatId* const segment = out.blanks.data() + (place.firstCol - out.blanksFrom);
    for (int c = 0; c < puzzle.maze.width(); ++c) {
        const CellPos p{c, r};
        if (!puzzle.maze.contains(p)) continue;
        const bool letterRight = bricks.letterOnRight(p);
        for (const bool right : {false, true}) {
            const BorderLook look = bricks.look(p, right, pathMap);
            const int x = page::brickCol(p) + (right ? 1 : 0);
            if (look.mark != Mark::None) {
                const FormatId format = sheet->paint ? sheet->paint->brick(p, right) : sheet->formats.border(look.key());
                if (right == letterRight) out.cells.push_back(Cell::textCell(place.firstCol + x, format, markText(look.mark)));
                else segment[x] = format;
                continue;
            }
            segment[x] = sheet->paint ? sheet->paint->brick(p, right)
                         : sheet->play  ? sheet->formats.borderUnlocked(look.key())
                                        : sheet->formats.border(look.key());
        }
    }
}

void MazeRows::blocksRow(int y, Row& out) const {
    // Wall row y lies between maze rows y / 2 - 1 and y / 2.
    const core::Puzzle& puzzle = reader->upTo(std::min(y / 2, whole.maze.height() - 1));
    const PathMap* pathMap = path ? &*path : nullptr;
    FormatId* const segment = out.blanks.data() + (place.firstCol - out.blanksFrom);
    const auto blank = [&](int x, FormatId format) { segment[x] = format; };
    for (int x = 0; x < place.gridCols; ++x) {
        const Block kind = blockAt(puzzle, pathMap, x, y);
        if (sheet->paint && (kind == Block::Open || kind == Block::Start || kind == Block::Finish)) {
            const std::optional<FormatId> painted = sheet->paint->block(x, y, kind);
            if (!painted) continue;
            const Mark mark = kind == Block::Start ? Mark::Start : Mark::Finish;
            if (kind == Block::Open) blank(x, *painted);
            else out.cells.push_back(Cell::textCell(place.firstCol + x, *painted, markText(mark)));
            continue;
        }
        if (sheet->facts && (kind == Block::Open || kind == Block::Path) && x % 2 == 1 && y % 2 == 1) {
            const FactCells& facts = *sheet->facts;
            const FormatId item = kind == Block::Path ? facts.path() : sheet->play ? facts.openUnlocked() : facts.open();
            out.cells.push_back(Cell::textCell(place.firstCol + x, item, facts.text(puzzle, {x / 2, y / 2})));
            continue;
        }
        if (kind == Block::Open && sheet->play && x % 2 == 1 && y % 2 == 1) {  // a cell block takes marks
            blank(x, sheet->formats.openCell);
            continue;
        }
        if (kind == Block::Open || kind == Block::Outside) continue;
        const FormatId format = sheet->formats.block(static_cast<int>(kind));
        const Mark mark = kind == Block::Start ? Mark::Start : kind == Block::Finish ? Mark::Finish : Mark::None;
        if (mark == Mark::None) blank(x, format);
        else out.cells.push_back(Cell::textCell(place.firstCol + x, format, markText(mark)));
    }
}


void SheetRows::text(int index, Row& out) const {
    const PageLayout& l = *layout;
    const auto put = [&](const page::TextSpot& spot, FormatId format, const std::string& value) {
        if (spot.row == index) out.cells.push_back(Cell::textCell(spot.col, format, value));
    };
    put(l.title, formats.title, texts.title);
    put(l.footerLeft, formats.footerLeft, texts.footerLeft);
    put(l.footerCentre, formats.footerCentre, texts.footerCentre);
    put(l.footerRight, formats.footerRight, texts.footerRight);
    put(l.infoLeft, formats.infoLeft, texts.infoLeft);
    put(l.infoRight, formats.infoRight, texts.infoRight);
    if (!legend.empty()) {
        if (index >= l.captionRow && index < l.captionRow + l.captionRows) {
            out.cells = legend[static_cast<std::size_t>(index - l.captionRow)];
        }
    } else {
        put(l.caption, formats.caption, texts.caption);
    }
    if (play && index == l.verdict.row) {
        out.cells.push_back(Cell::formulaText(l.verdict.col, formats.verdict, play->verdictFormula, play->verdictNow));
    }
    if (play && play->reveal && index == play->revealRow) {
        // Below the print area: on screen only.
        out.heightPx = l.rows.px(l.captionRow);
        out.cells.push_back(Cell::textCell(0, formats.revealLabel, settings->texts["reveal-label"]));
        out.cells.push_back(Cell::textCell(play->revealCol, formats.revealValue, settings->texts["reveal-no"]));
    }
    for (const Label& label : labels) {
        if (label.row == index) out.cells.push_back(Cell::textCell(label.col, formats.label, label.text));
    }
    if (play && index >= play->firstHiddenRow && index <= play->lastHiddenRow) {
        out.hidden = true;
        const auto found = play->hiddenRows.find(index);
        if (found != play->hiddenRows.end()) out.cells = found->second;
    }
}

void SheetRows::row(int index, Row& out) const {
    const PageLayout& l = *layout;
    if (index <= l.lastRow) out.heightPx = l.rows.px(index);
    bool mazeRow = false;
    for (const MazeRows& maze : mazes) {
        const int local = index - maze.place.firstRow;
        if (local < 0 || local >= maze.place.gridRows) continue;
        if (!mazeRow) {
            out.blanksFrom = blanksFrom;
            out.blanks.assign(static_cast<std::size_t>(blanksTo - blanksFrom + 1), kNoCell);
            mazeRow = true;
        }
        if (blocks) maze.blocksRow(local, out);
        else if (maze.whole.maze.region().grid() == core::GridKind::Hex) maze.bricksRow(local, out);
        else maze.bordersRow(local, out);
    }
    if (!mazeRow) text(index, out);
    bool added = false;
    for (const SheetMark& mark : marks) {
        if (mark.row != index) continue;
        out.cells.push_back(Cell::textCell(mark.col, mark.format, mark.glyph));
        added = true;
    }
    if (added || mazes.size() > 1) {
        std::sort(out.cells.begin(), out.cells.end(), [](const Cell& a, const Cell& b) { return a.col < b.col; });
    }
}

}  // namespace

MazeFormats::MazeFormats(FormatTable& table, const CellFormat& plain, const PageSettings& settings,
                         const PageLayout& layout)
    : border_(BorderLook::kKeys), borderUnlocked_(BorderLook::kKeys), block_(page::kBlockKinds) {
    title = table.intern(textFormat(settings, layout.titlePt, HAlign::Left, true));
    infoLeft = table.intern(textFormat(settings, layout.infoPt, HAlign::Left, false));
    infoRight = table.intern(textFormat(settings, layout.infoPt, HAlign::Right, false));
    caption = table.intern(textFormat(settings, layout.captionPt, cellAlign(layout.caption.align), false));
    label = table.intern(textFormat(settings, layout.labelPt, HAlign::Left, true));
    footerLeft = table.intern(textFormat(settings, layout.footerPt, HAlign::Left, false));
    footerCentre = table.intern(textFormat(settings, layout.footerPt, HAlign::Centre, false));
    footerRight = table.intern(textFormat(settings, layout.footerPt, HAlign::Right, false));
    startArrow = table.intern(arrowFormat(settings, Mark::Start, layout.arrowPt));
    finishArrow = table.intern(arrowFormat(settings, Mark::Finish, layout.arrowPt));
    startLetter = table.intern(arrowFormat(settings, Mark::Start, layout.doorLetterPt));
    finishLetter = table.intern(arrowFormat(settings, Mark::Finish, layout.doorLetterPt));
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
    verdict = table.intern(textFormat(settings, layout.verdictPt, HAlign::Right, true));
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

std::optional<Picture> solutionRoute(const core::Puzzle& puzzle, const PageLayout& layout,
                                     const page::MazePlace& place, const PageSettings& settings) {
    if (settings.solutionPath != page::SolutionPath::Line) return std::nullopt;
    return routePicture(puzzle, layout, place, settings);
}

std::vector<std::string> printScaleWarnings(const PageLayout& layout) {
    std::vector<std::string> warnings;
    if (layout.scale < kLibreOfficeMinScale) {
        const double value = layout.scale * 100;
        const std::string percent = core::fixedDecimal(value, value < 0.95 ? 2 : 1);
        warnings.push_back("the maze needs a print scale of " + percent + " % to fit one " +
                           page::pageName(layout) + " page; LibreOffice cannot fit below 12 %" +
                           (layout.scale < kExcelMinScale ? " and Excel not below 10 %" : "") +
                           ", so it will print on several pages");
    }
    return warnings;
}

SheetPlan planMazeSheet(MazeSheetInput input) {
    const PageLayout& layout = *input.layout;
    const bool blocks = input.settings->style == page::Style::Blocks;
    SheetPlan sheet;
    sheet.name = input.name;
    sheet.hidden = input.role == SheetRole::HiddenSolution;

    PageSetup& setup = sheet.page;
    setup.paper = layout.paper;
    setup.landscape = layout.landscape;
    setup.margins = layout.margins;
    // LibreOffice prints a hidden sheet that has a print area, so the hidden
    // solution sheets have none.
    // The whole page is one print area: no print titles, which gnumeric
    // ignores (a print split into titles and area once made LibreOffice
    // draw a large maze's borders faster, and gnumeric start mid-maze).
    if (input.role != SheetRole::HiddenSolution) setup.printArea = Range{0, 0, layout.lastRow, layout.lastCol};

    int col = 0;
    for (const page::Tracks::Run& run : layout.cols.runs()) {
        sheet.columns.push_back({col, col + run.count - 1, run.px});
        col += run.count;
    }

    const bool solution = input.role != SheetRole::Maze;
    const bool shade = solution && std::any_of(input.mazes.begin(), input.mazes.end(),
                                               [](const SheetMaze& m) { return !m.route; });
    auto rows = std::make_shared<SheetRows>(SheetRows{input.layout, input.settings, std::move(input.texts),
                                                       input.formats, input.play, input.paint,
                                                       std::move(input.legend), std::move(input.facts), blocks, {}, {}, {}, 0, 0});
    rows->mazes.reserve(input.mazes.size());
    double cells = 0;
    for (std::size_t k = 0; k < input.mazes.size(); ++k) {
        SheetMaze& maze = input.mazes[k];
        const core::Puzzle& puzzle = *maze.puzzle;
        const page::MazePlace& place = layout.mazes[maze.place];
        const bool bricks = puzzle.maze.region().grid() == core::GridKind::Hex;
        if (bricks && input.facts) throw std::logic_error("planMazeSheet: a hex maze's bricks take no facts");
        const auto cellOf = [&](CellPos p) {
            if (bricks) {  // S and F name the cell with their letter
                const page::BrickSpot at = page::brickLetterCell(puzzle, p, place);
                return Range{at.row, at.col, at.row, at.col};
            }
            const page::DesignCell at = page::designCell(p, input.settings->style, place);
            return Range{at.row, at.col, at.row, at.col};
        };
        sheet.names.push_back({"Maze" + maze.nameSuffix, {place.firstRow, place.firstCol, place.lastRow(), place.lastCol()}});
        sheet.names.push_back({"Start" + maze.nameSuffix, cellOf(puzzle.start)});
        sheet.names.push_back({"Finish" + maze.nameSuffix, cellOf(puzzle.finish)});
        if (solution && maze.route) sheet.pictures.push_back(std::move(*maze.route));
        MazeRows& mazeRows = rows->mazes.emplace_back(MazeRows{puzzle, place, rows.get(), std::nullopt, std::make_unique<core::PuzzleRows>(puzzle)});
        if (shade) mazeRows.path.emplace(puzzle);
        // Each glyph in its span, merged: a cell's text prints only as high as its row.
        const auto putMark = [&](const page::CellSpan& span, FormatId format, std::string_view glyph) {
            rows->marks.push_back({span.firstRow, span.firstCol, format, glyph});
            if (!span.single()) sheet.merges.push_back({span.firstRow, span.firstCol, span.lastRow, span.lastCol});
        };
        for (const page::DoorMark& mark : page::doorMarks(puzzle, input.settings->style, place, layout)) {
            const bool start = mark.mark == Mark::Start;
            putMark(mark.arrow, start ? rows->formats.startArrow : rows->formats.finishArrow,
                    page::arrowGlyph(mark.pointing));
            if (mark.letter) {
                putMark(*mark.letter, start ? rows->formats.startLetter : rows->formats.finishLetter,
                        rows->mazes.back().markText(mark.mark));
            }
        }
        if (place.labelRow >= 0) rows->labels.push_back({place.labelRow, place.ringColLeft(), maze.label});
        rows->blanksFrom = k == 0 ? place.firstCol : std::min(rows->blanksFrom, place.firstCol);
        rows->blanksTo = k == 0 ? place.lastCol() : std::max(rows->blanksTo, place.lastCol());
        cells += static_cast<double>(place.gridCols) * static_cast<double>(place.gridRows);
    }

    sheet.rowCount = layout.lastRow + 1;
    // Facts' items are text, numbers among them ("42"): not a slip to flag.
    if (rows->facts) {
        const page::MazePlace& first = layout.maze();
        int lastRow = first.lastRow(), lastCol = first.lastCol();
        for (const page::MazePlace& place : layout.mazes) {
            lastRow = std::max(lastRow, place.lastRow());
            lastCol = std::max(lastCol, place.lastCol());
        }
        sheet.numbersAsText = Range{first.firstRow, first.firstCol, lastRow, lastCol};
    }
    if (input.play) {
        const PlayableMaze& play = *input.play;
        sheet.protectedSheet = true;
        sheet.conditionalFormats = play.rules;
        sheet.validations = play.validations;
        sheet.names.push_back({"Verdict", {play.verdictRow, play.verdictCol, play.verdictRow, play.verdictCol}});
        if (play.reveal) {
            sheet.names.push_back({"Reveal", {play.revealRow, play.revealCol, play.revealRow, play.revealCol}});
        }
        sheet.rowCount = std::max(play.reveal ? play.revealRow + 1 : sheet.rowCount, play.lastHiddenRow + 1);
    }
    sheet.cellsHint = cells;
    sheet.rows = [rows](int index, Row& out) { rows->row(index, out); };
    return sheet;
}

}  // namespace mazesheet::workbook
