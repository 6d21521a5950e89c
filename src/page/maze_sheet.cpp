#include "page/maze_sheet.hpp"

#include <algorithm>
#include <charconv>
#include <memory>
#include <optional>

#include "page/looks.hpp"

namespace mazesheet::page {

namespace {

using core::CellPos;

// printf's "%g", without the locale.
std::string shortDecimal(double value) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 6);
    return std::string(buffer, result.ptr);
}

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

Line line(bool closed) { return closed ? Line::Thick : Line::None; }

// Everything a sheet's rows are made from, shared by the row callback.
struct MazeRows {
    MazeSheetInput in;
    std::optional<PathMap> path;  // solution sheets only

    void heading(int index, Row& out) const;
    void bordersRow(int mazeRow, Row& out) const;
    void blocksRow(int gridRow, Row& out) const;
    std::string_view markText(Mark mark) const {
        return mark == Mark::Start ? in.settings->texts.startMark : in.settings->texts.finishMark;
    }
};

void MazeRows::heading(int index, Row& out) const {
    const Layout& layout = in.layout;
    const MazeFormats& formats = in.formats;
    const auto text = [&](int col, FormatId format, const std::string& value) {
        out.cells.push_back({col, format, Cell::Kind::Text, value});
    };
    switch (index) {
        case kTitleRow:
            out.heightPx = layout.titleRowPx;
            text(0, formats.title, in.texts.title);
            break;
        case kInfoRow:
            out.heightPx = layout.infoRowPx;
            text(0, formats.infoLeft, in.texts.infoLeft);
            text(layout.lastCol(), formats.infoRight, in.texts.infoRight);
            break;
        case kGapRow: out.heightPx = layout.gapRowPx; break;
        default:  // the caption row
            out.heightPx = layout.captionRowPx;
            text(0, formats.caption, in.texts.caption);
            break;
    }
}

void MazeRows::bordersRow(int r, Row& out) const {
    const core::Puzzle& puzzle = *in.puzzle;
    const core::Maze& maze = puzzle.maze;
    const PathMap* pathMap = path ? &*path : nullptr;
    for (int c = 0; c < maze.width(); ++c) {
        const CellPos p{c, r};
        if (!maze.contains(p)) continue;  // outside the mask: no borders of its own
        const BorderLook look = borderLook(puzzle, pathMap, p);
        const FormatId format = in.formats.border(look.key());
        if (look.mark == Mark::None) out.cells.push_back({kMazeFirstCol + c, format, Cell::Kind::Blank, {}});
        else out.cells.push_back({kMazeFirstCol + c, format, Cell::Kind::Text, markText(look.mark)});
    }
}

void MazeRows::blocksRow(int y, Row& out) const {
    const PathMap* pathMap = path ? &*path : nullptr;
    for (int x = 0; x < in.layout.gridCols; ++x) {
        const Block kind = blockAt(*in.puzzle, pathMap, x, y);
        if (kind == Block::Open || kind == Block::Outside) continue;
        const FormatId format = in.formats.block(static_cast<int>(kind));
        const Mark mark = kind == Block::Start ? Mark::Start : kind == Block::Finish ? Mark::Finish : Mark::None;
        if (mark == Mark::None) out.cells.push_back({kMazeFirstCol + x, format, Cell::Kind::Blank, {}});
        else out.cells.push_back({kMazeFirstCol + x, format, Cell::Kind::Text, markText(mark)});
    }
}

}  // namespace

SheetTexts sheetTexts(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const PageSettings& settings,
                      SheetRole role) {
    const Texts& words = settings.texts;
    const bool solution = role != SheetRole::Maze;
    SheetTexts text;
    text.title = title(settings) + (solution ? words.solutionSuffix : "");
    text.infoLeft = solution ? words.answerKeyLine : words.nameDateLine;
    text.caption = solution ? words.solutionCaption : words.mazeCaption;
    text.infoRight = (count > 1 ? "Maze " + std::to_string(index + 1) + " of " + std::to_string(count) + ", " : "") +
                     "seed " + std::to_string(puzzle.seed);
    text.footerLeft = puzzle.algorithm + ", seed " + std::to_string(puzzle.seed);
    if (puzzle.braid > 0) text.footerLeft += ", braid " + shortDecimal(puzzle.braid);
    text.footerCentre = "maze " + std::to_string(puzzle.maze.width()) + " x " + std::to_string(puzzle.maze.height()) +
                        (puzzle.maze.region().isRectangle() ? "" : " (mask)");
    text.footerRight = words.credit;
    return text;
}

HeadingSize headingSize(const SheetTexts& maze, const SheetTexts& solution) {
    HeadingSize size;
    size.titleChars = std::max(maze.title.size(), solution.title.size());
    size.infoChars = std::max(maze.infoLeft.size(), solution.infoLeft.size()) + maze.infoRight.size();
    return size;
}

MazeFormats::MazeFormats(FormatTable& table, const CellFormat& plain, const PageSettings& settings,
                         const Layout& layout)
    : border_(BorderLook::kKeys), block_(kBlockKinds) {
    title = table.intern(textFormat(settings, layout.titlePt, HAlign::Left, true));
    infoLeft = table.intern(textFormat(settings, layout.infoPt, HAlign::Left, false));
    infoRight = table.intern(textFormat(settings, layout.infoPt, HAlign::Right, false));
    caption = table.intern(textFormat(settings, layout.captionPt, HAlign::Left, false));
    for (int key = 0; key < BorderLook::kKeys; ++key) {
        const auto mark = static_cast<Mark>((key >> 4) & 3);
        const bool onPath = (key & 64) != 0;
        CellFormat format = mark != Mark::None ? markFormat(settings, mark, layout.markPt) : plain;
        if (onPath && mark == Mark::None) format.fill = settings.colours.pathFill;
        const auto closed = [key](core::Side side) { return ((key >> static_cast<int>(side)) & 1) != 0; };
        format.top = line(closed(core::Side::North));
        format.right = line(closed(core::Side::East));
        format.bottom = line(closed(core::Side::South));
        format.left = line(closed(core::Side::West));
        border_[static_cast<std::size_t>(key)] = table.intern(format);
    }
    CellFormat wall = plain;
    wall.fill = settings.colours.wall;
    CellFormat path = plain;
    path.fill = settings.colours.pathFill;
    block_[static_cast<std::size_t>(Block::Wall)] = table.intern(wall);
    block_[static_cast<std::size_t>(Block::Path)] = table.intern(path);
    block_[static_cast<std::size_t>(Block::Start)] = table.intern(markFormat(settings, Mark::Start, layout.markPt));
    block_[static_cast<std::size_t>(Block::Finish)] = table.intern(markFormat(settings, Mark::Finish, layout.markPt));
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
    if (input.role != SheetRole::HiddenSolution) page.printArea = Range{0, 0, layout.lastRow(), layout.lastCol()};
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

    sheet.rowCount = layout.lastRow() + 1;
    sheet.cellsHint = static_cast<double>(layout.gridCols) * static_cast<double>(layout.gridRows);
    auto rows = std::make_shared<MazeRows>(MazeRows{std::move(input), std::nullopt});
    if (rows->in.role != SheetRole::Maze) rows->path.emplace(puzzle);
    sheet.rows = [rows, blocks](int index, Row& out) {
        const Layout& l = rows->in.layout;
        if (index < kMazeFirstRow || index == l.captionRow()) return rows->heading(index, out);
        out.heightPx = l.cellPx;
        if (blocks) rows->blocksRow(index - kMazeFirstRow, out);
        else rows->bordersRow(index - kMazeFirstRow, out);
    };
    return sheet;
}

}  // namespace mazesheet::page
