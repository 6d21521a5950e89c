// Writes finished mazes as worksheets: the page setup and heading from the
// layout, then the maze row by row (so libxlsxwriter's constant-memory mode
// can stream large mazes), each sheet cell's format from its look.
#include "sheet/workbook.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <clocale>
#include <cstdio>
#include <map>
#include <optional>
#include <stdexcept>

#include "core/errors.hpp"
#include "sheet/cell_look.hpp"
#include "sheet/formats.hpp"
#include "sheet/layout.hpp"
#include "sheet/units.hpp"
#include "sheet/xlsx.hpp"

namespace mazesheet::sheet {

namespace {

using core::CellPos;
using core::Side;
using xlsx::check;

// 2000-01-01 00:00:00 UTC: a fixed creation date keeps the output the same
// byte for byte for the same input.
constexpr std::time_t kCreated = 946'684'800;


// Above this many cells in a workbook, rows are streamed to disk as they
// are written (constant_memory) instead of kept until the end.
constexpr double kStreamCells = 1'000'000;

enum class SheetRole { Maze, HiddenSolution, PrintedSolution };

// Keeps LC_NUMERIC at "C" while libxlsxwriter formats decimals.
class NumericLocaleC {
public:
    NumericLocaleC() {
        const char* current = std::setlocale(LC_NUMERIC, nullptr);
        saved_ = current != nullptr ? current : "C";
        std::setlocale(LC_NUMERIC, "C");
    }
    ~NumericLocaleC() { std::setlocale(LC_NUMERIC, saved_.c_str()); }
    NumericLocaleC(const NumericLocaleC&) = delete;
    NumericLocaleC& operator=(const NumericLocaleC&) = delete;

private:
    std::string saved_;
};

std::string decimal(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}


struct SheetText {
    std::string title;
    std::string infoLeft;
    std::string caption;
    std::string infoRight;
    std::string footer;
};

constexpr const char* kNameDateLine = "Name: ______________________    Date: ______________";
constexpr const char* kSolutionLine = "Answer key";
constexpr const char* kMazeCaption = "Start at S and find the way to F.";
constexpr const char* kSolutionCaption = "The shaded path leads from S to F.";

std::string defaultTitle(const WorkbookOptions& options) { return options.title.empty() ? "Maze" : options.title; }

std::string seedLabel(const core::Puzzle& puzzle, std::size_t k, std::size_t count) {
    std::string label = count > 1 ? "Maze " + std::to_string(k + 1) + " of " + std::to_string(count) + ", " : "";
    return label + "seed " + std::to_string(puzzle.seed);
}

SheetText sheetText(const core::Puzzle& puzzle, std::size_t k, std::size_t count, const WorkbookOptions& options,
                    bool solution, int footerPt) {
    SheetText text;
    text.title = defaultTitle(options) + (solution ? " (solution)" : "");
    text.infoLeft = solution ? kSolutionLine : kNameDateLine;
    text.caption = solution ? kSolutionCaption : kMazeCaption;
    text.infoRight = seedLabel(puzzle, k, count);
    std::string recipe = puzzle.algorithm + ", seed " + std::to_string(puzzle.seed);
    if (puzzle.braid > 0) recipe += ", braid " + decimal(puzzle.braid);
    // (A header/footer font size "&8" swallows digits after it: every part starts with a letter.)
    const std::string size = "maze " + std::to_string(puzzle.maze.width()) + " x " + std::to_string(puzzle.maze.height());
    const std::string font = "&" + std::to_string(footerPt);
    text.footer = "&L" + font + xlsx::escapeHeaderFooter(recipe) + "&C" + font +
                  xlsx::escapeHeaderFooter(size + (puzzle.maze.region().isRectangle() ? "" : " (mask)")) + "&R" + font +
                  xlsx::escapeHeaderFooter("made with mazesheet");
    return text;
}

HeadingSize headingSize(const SheetText& maze, const SheetText& solution) {
    HeadingSize size;
    size.titleChars = std::max(maze.title.size(), solution.title.size());
    size.infoChars = std::max(maze.infoLeft.size(), solution.infoLeft.size()) + maze.infoRight.size();
    return size;
}

void setupPage(lxw_worksheet* sheet, const Layout& layout, SheetRole role, const SheetText& text) {
    worksheet_gridlines(sheet, LXW_HIDE_ALL_GRIDLINES);
    worksheet_set_paper(sheet, layout.paper == Paper::A4 ? 9 : 1);
    if (layout.landscape) worksheet_set_landscape(sheet);
    else worksheet_set_portrait(sheet);
    const Margins& m = layout.margins;
    worksheet_set_margins(sheet, m.left, m.right, m.top, m.bottom);
    worksheet_fit_to_pages(sheet, 1, 1);
    worksheet_center_horizontally(sheet);
    worksheet_center_vertically(sheet);
    lxw_header_footer_options footerOptions{};
    footerOptions.margin = m.footer;
    check(worksheet_set_footer_opt(sheet, text.footer.c_str(), &footerOptions), "page footer");
    // LibreOffice prints a hidden sheet that has a print area, so the hidden
    // solution sheets have none.
    if (role != SheetRole::HiddenSolution) {
        check(worksheet_print_area(sheet, 0, 0, static_cast<lxw_row_t>(layout.lastRow()),
                                   static_cast<lxw_col_t>(layout.lastCol())),
              "print area");
    }
    if (role == SheetRole::HiddenSolution) worksheet_hide(sheet);
}

void setupColumns(lxw_worksheet* sheet, const Layout& layout) {
    const auto width = [](int px) { return units::libxlsxwriterWidth(px); };
    check(worksheet_set_column(sheet, 0, 0, width(layout.marginColPx), nullptr), "margin column width");
    check(worksheet_set_column(sheet, kMazeFirstCol, static_cast<lxw_col_t>(kMazeFirstCol + layout.gridCols - 1),
                               width(layout.cellPx), nullptr),
          "maze column width");
    check(worksheet_set_column(sheet, static_cast<lxw_col_t>(layout.lastCol()),
                               static_cast<lxw_col_t>(layout.lastCol()), width(layout.marginColPx), nullptr),
          "margin column width");
}

void setRow(lxw_worksheet* sheet, int row, int px) {
    check(worksheet_set_row_pixels(sheet, static_cast<lxw_row_t>(row), static_cast<uint32_t>(px), nullptr),
          "row height");
}

void writeHeading(lxw_worksheet* sheet, Formats& formats, const Layout& layout, const SheetText& text) {
    setRow(sheet, kTitleRow, layout.titleRowPx);
    check(worksheet_write_string(sheet, kTitleRow, 0, text.title.c_str(),
                                 formats.text(Formats::Text::Title, layout.titlePt)),
          "title");
    setRow(sheet, kInfoRow, layout.infoRowPx);
    check(worksheet_write_string(sheet, kInfoRow, 0, text.infoLeft.c_str(),
                                 formats.text(Formats::Text::InfoLeft, layout.infoPt)),
          "heading");
    check(worksheet_write_string(sheet, kInfoRow, static_cast<lxw_col_t>(layout.lastCol()), text.infoRight.c_str(),
                                 formats.text(Formats::Text::InfoRight, layout.infoPt)),
          "heading");
    setRow(sheet, kGapRow, layout.gapRowPx);
}

const char* markLetter(Mark mark) { return mark == Mark::Start ? "S" : "F"; }

void writeCell(lxw_worksheet* sheet, int row, int col, lxw_format* format, Mark mark) {
    const auto r = static_cast<lxw_row_t>(row);
    const auto c = static_cast<lxw_col_t>(col);
    if (mark == Mark::None) check(worksheet_write_blank(sheet, r, c, format), "maze cell");
    else check(worksheet_write_string(sheet, r, c, markLetter(mark), format), "start or finish cell");
}

void writeBordersMaze(lxw_worksheet* sheet, Formats& formats, const Layout& layout, const core::Puzzle& puzzle,
                      const PathMap* path) {
    const core::Maze& maze = puzzle.maze;
    for (int r = 0; r < maze.height(); ++r) {
        setRow(sheet, kMazeFirstRow + r, layout.cellPx);
        for (int c = 0; c < maze.width(); ++c) {
            const CellPos p{c, r};
            if (!maze.contains(p)) continue;  // outside the mask: no borders of its own
            const BorderLook look = borderLook(puzzle, path, p);
            writeCell(sheet, kMazeFirstRow + r, kMazeFirstCol + c, formats.border(look, layout.markPt), look.mark);
        }
    }
}

void writeBlocksMaze(lxw_worksheet* sheet, Formats& formats, const Layout& layout, const core::Puzzle& puzzle,
                     const PathMap* path) {
    for (int y = 0; y < layout.gridRows; ++y) {
        setRow(sheet, kMazeFirstRow + y, layout.cellPx);
        for (int x = 0; x < layout.gridCols; ++x) {
            const Block kind = blockAt(puzzle, path, x, y);
            if (kind == Block::Open || kind == Block::Outside) continue;
            const Mark mark = kind == Block::Start ? Mark::Start : kind == Block::Finish ? Mark::Finish : Mark::None;
            writeCell(sheet, kMazeFirstRow + y, kMazeFirstCol + x, formats.block(kind, layout.markPt), mark);
        }
    }
}

void defineNames(xlsx::Workbook& workbook, const std::string& sheetName, const Layout& layout,
                 const core::Puzzle& puzzle, Style style) {
    const std::string scope = xlsx::quotedSheet(sheetName);
    const auto cellOf = [&](CellPos p) {
        const int row = kMazeFirstRow + (style == Style::Blocks ? 2 * p.row + 1 : p.row);
        const int col = kMazeFirstCol + (style == Style::Blocks ? 2 * p.col + 1 : p.col);
        return scope + "!" + xlsx::absoluteCell(row, col);
    };
    const std::string mazeRange = scope + "!" + xlsx::absoluteCell(kMazeFirstRow, kMazeFirstCol) + ":" +
                                  xlsx::absoluteCell(kMazeFirstRow + layout.gridRows - 1,
                                                     kMazeFirstCol + layout.gridCols - 1);
    workbook.defineName(scope + "!Maze", "=" + mazeRange);
    workbook.defineName(scope + "!Start", "=" + cellOf(puzzle.start));
    workbook.defineName(scope + "!Finish", "=" + cellOf(puzzle.finish));
}

void writeSheet(xlsx::Workbook& workbook, Formats& formats, const std::string& name, const core::Puzzle& puzzle,
                const Layout& layout, const WorkbookOptions& options, SheetRole role, const SheetText& text) {
    lxw_worksheet* sheet = workbook.addWorksheet(name);
    setupPage(sheet, layout, role, text);
    setupColumns(sheet, layout);
    writeHeading(sheet, formats, layout, text);
    const bool solution = role != SheetRole::Maze;
    const std::optional<PathMap> path = solution ? std::optional<PathMap>(PathMap(puzzle)) : std::nullopt;
    const PathMap* pathMap = path ? &*path : nullptr;
    if (options.style == Style::Blocks) writeBlocksMaze(sheet, formats, layout, puzzle, pathMap);
    else writeBordersMaze(sheet, formats, layout, puzzle, pathMap);
    setRow(sheet, layout.captionRow(), layout.captionRowPx);
    check(worksheet_write_string(sheet, static_cast<lxw_row_t>(layout.captionRow()), 0, text.caption.c_str(),
                                 formats.text(Formats::Text::Caption, layout.captionPt)),
          "caption");
    defineNames(workbook, name, layout, puzzle, options.style);
}

// Streaming (constant_memory) keeps one temporary file open per sheet.
bool enoughFilesFor(std::size_t sheets) {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return false;
    const rlim_t needed = static_cast<rlim_t>(sheets) + 64;
    if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= needed) return true;
    if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < needed) return false;
    limit.rlim_cur = needed;
    return setrlimit(RLIMIT_NOFILE, &limit) == 0;
}

xlsx::Workbook::Options workbookOptions(const std::vector<core::Puzzle>& puzzles, const WorkbookOptions& options,
                                        std::size_t sheetsPerMaze) {
    double cells = 0;
    for (const auto& puzzle : puzzles) {
        const GridSize grid = gridSize(puzzle.maze.width(), puzzle.maze.height(), options.style);
        cells += static_cast<double>(grid.cols) * static_cast<double>(grid.rows) * static_cast<double>(sheetsPerMaze);
    }
    const std::size_t sheets = puzzles.size() * sheetsPerMaze;
    xlsx::Workbook::Options lxw;
    lxw.constantMemory = cells > kStreamCells && enoughFilesFor(sheets);
    // About 30 bytes of XML per cell: past 4 GB per sheet the zip needs ZIP64.
    double largestSheet = 0;
    for (const auto& puzzle : puzzles) {
        const GridSize grid = gridSize(puzzle.maze.width(), puzzle.maze.height(), options.style);
        largestSheet = std::max(largestSheet, static_cast<double>(grid.cols) * static_cast<double>(grid.rows) * 30.0);
    }
    lxw.zip64 = largestSheet > 3.5e9;
    return lxw;
}

void setProperties(xlsx::Workbook& workbook, const std::vector<core::Puzzle>& puzzles, const WorkbookOptions& options,
                   bool answers) {
    const std::string algorithm = puzzles.front().algorithm;
    std::string seeds;
    for (const auto& puzzle : puzzles) seeds += (seeds.empty() ? "" : ", ") + std::to_string(puzzle.seed);
    xlsx::DocumentProperties properties;
    properties.title = defaultTitle(options) + (answers ? " (answers)" : "");
    properties.subject = answers ? "Maze answers" : "Maze worksheet";
    properties.keywords = "maze, " + algorithm;
    properties.comments = "Generated by mazesheet: " +
                          (puzzles.size() > 1 ? std::to_string(puzzles.size()) + " mazes, " : std::string()) +
                          "algorithm " + algorithm + (puzzles.size() > 1 ? ", seeds " : ", seed ") + seeds;
    properties.created = kCreated;
    workbook.setProperties(properties);
    workbook.setCustomProperty("Generator", "mazesheet");
    workbook.setCustomProperty("Algorithm", algorithm);
    workbook.setCustomProperty("Style", options.style == Style::Blocks ? "blocks" : "borders");
    if (puzzles.size() == 1) {
        workbook.setCustomProperty("Seed", std::to_string(puzzles.front().seed));
    } else {
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            workbook.setCustomProperty("Seed " + std::to_string(k + 1), std::to_string(puzzles[k].seed));
        }
    }
}

void addWarnings(std::vector<std::string>& warnings, const std::vector<std::string>& more) {
    for (const auto& warning : more) {
        if (std::find(warnings.begin(), warnings.end(), warning) == warnings.end()) warnings.push_back(warning);
    }
}

// An Excel cell holds at most 32,767 characters of valid XML text.
constexpr std::size_t kMaxTitleChars = 32'767 - 16;

// Throws core::InputError unless the title is valid UTF-8 without control
// characters and short enough for a cell.
void checkTitle(const std::string& title) {
    std::size_t chars = 0;
    for (std::size_t i = 0; i < title.size(); ++chars) {
        const auto byte = static_cast<unsigned char>(title[i]);
        const int length = byte < 0x80 ? 1 : (byte >> 5) == 0x6 ? 2 : (byte >> 4) == 0xE ? 3 : (byte >> 3) == 0x1E ? 4 : 0;
        if (length == 0 || i + static_cast<std::size_t>(length) > title.size()) {
            throw core::InputError("--title: not valid UTF-8 text");
        }
        for (int k = 1; k < length; ++k) {
            if ((static_cast<unsigned char>(title[i + static_cast<std::size_t>(k)]) & 0xC0) != 0x80) {
                throw core::InputError("--title: not valid UTF-8 text");
            }
        }
        if (byte < 0x20 || byte == 0x7F) {
            throw core::InputError("--title: control characters (such as tabs or line breaks) cannot go in a heading");
        }
        i += static_cast<std::size_t>(length);
    }
    if (chars > kMaxTitleChars) {
        throw core::InputError("--title: " + std::to_string(chars) + " characters is longer than an Excel cell holds (" +
                               std::to_string(kMaxTitleChars) + ")");
    }
}

void writeWorkbook(const std::vector<core::Puzzle>& puzzles, const WorkbookOptions& options, const std::string& path,
                   std::vector<std::string>& warnings, bool answers) {
    if (puzzles.empty()) throw std::invalid_argument("workbook: no mazes to write");
    for (const auto& puzzle : puzzles) checkFitsWorkbook(puzzle.maze.region(), options);
    const NumericLocaleC numericLocale;

    const bool mazeSheets = !answers;
    const bool solutionSheets = answers || options.solutionSheets;
    const std::size_t sheetsPerMaze = (mazeSheets ? 1 : 0) + (solutionSheets ? 1 : 0);
    xlsx::Workbook workbook(path, workbookOptions(puzzles, options, sheetsPerMaze));
    Formats formats(workbook);
    setProperties(workbook, puzzles, options, answers);

    const std::size_t count = puzzles.size();
    for (std::size_t k = 0; k < count; ++k) {
        const core::Puzzle& puzzle = puzzles[k];
        const Layout layout = computeLayout(puzzle.maze.width(), puzzle.maze.height(), options,
                                            headingSize(sheetText(puzzle, k, count, options, false, 8),
                                                        sheetText(puzzle, k, count, options, true, 8)));
        const SheetText mazeText = sheetText(puzzle, k, count, options, false, layout.footerPt);
        const SheetText solutionText = sheetText(puzzle, k, count, options, true, layout.footerPt);
        addWarnings(warnings, layoutWarnings(layout, options.style));
        const std::string suffix = count > 1 ? " " + std::to_string(k + 1) : "";
        if (mazeSheets) {
            writeSheet(workbook, formats, "Maze" + suffix, puzzle, layout, options, SheetRole::Maze, mazeText);
        }
        if (solutionSheets) {
            writeSheet(workbook, formats, "Solution" + suffix, puzzle, layout, options,
                       answers ? SheetRole::PrintedSolution : SheetRole::HiddenSolution, solutionText);
        }
    }
    workbook.close();
}

}  // namespace

void checkFitsWorkbook(const core::Region& region, const WorkbookOptions& options) {
    checkGridFits(region.width(), region.height(), options.style, region.isRectangle() ? "--size" : "--mask");
    checkTitle(options.title);
}

void writeMazeWorkbook(const std::vector<core::Puzzle>& puzzles, const WorkbookOptions& options,
                       const std::string& path, std::vector<std::string>& warnings) {
    writeWorkbook(puzzles, options, path, warnings, false);
}

void writeAnswerWorkbook(const std::vector<core::Puzzle>& puzzles, const WorkbookOptions& options,
                         const std::string& path, std::vector<std::string>& warnings) {
    writeWorkbook(puzzles, options, path, warnings, true);
}

}  // namespace mazesheet::sheet
