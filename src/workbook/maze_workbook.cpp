// SPDX-License-Identifier: MIT
#include "workbook/maze_workbook.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "page/doors.hpp"
#include "page/fact_size.hpp"
#include "page/hex_bricks.hpp"
#include "page/layout.hpp"
#include "page/maze_page.hpp"
#include "page/text_rules.hpp"
#include "page/texts.hpp"
#include "workbook/fact_cells.hpp"
#include "workbook/maze_sheet.hpp"
#include "workbook/playable.hpp"
#include "workbook/route.hpp"
#include "workbook/units.hpp"

namespace mazesheet::workbook {

using page::PageLayout;
using page::PageSettings;

namespace {

// 2000-01-01 00:00:00 UTC: a fixed creation date keeps the output the same
// byte for byte for the same input.
constexpr std::time_t kCreated = 946'684'800;

// An Excel cell holds at most 32,767 characters, counted in UTF-16 code
// units (a character beyond U+FFFF, such as an emoji, takes two); room is
// left for the solution sheets' suffix.
constexpr std::size_t kMaxTitleUnits = 32'767 - 16;

// UTF-16 code units in valid UTF-8 text: one per character, two for each
// four-byte one.
std::size_t utf16Units(const std::string& text) {
    std::size_t units = 0;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if ((byte & 0xC0) != 0x80) units += byte >= 0xF0 ? 2 : 1;
    }
    return units;
}

constexpr std::uint8_t kFixedPitchFamily = 3;  // "modern" in the OOXML font family numbering

DocumentProperties properties(core::PuzzleSource& puzzles, const std::string& algorithm, const PageSettings& settings,
                              bool answers) {
    const std::size_t count = puzzles.count();
    std::string seeds;
    for (std::size_t k = 0; k < count; ++k) seeds += (seeds.empty() ? "" : ", ") + std::to_string(puzzles.seed(k));
    const page::Texts& words = settings.texts;
    DocumentProperties p;
    p.title = page::titleOf(settings) + std::string(answers ? words["doc-answers-suffix"] : "");
    p.subject = answers ? words["doc-answers-subject"] : words["doc-subject"];
    p.keywords = page::fillIn(words["doc-keywords"], {{"algorithm", algorithm}});
    p.comments = page::fillIn(count > 1 ? words["doc-comment-set"] : words["doc-comment-one"],
                              {{"count", std::to_string(count)}, {"algorithm", algorithm}, {"seeds", seeds}});
    p.created = kCreated;
    p.custom = {{"Generator", "mazesheet"},
                {"Algorithm", algorithm},
                {"Style", settings.style == page::Style::Blocks ? "blocks" : "borders"}};
    if (answers && !settings.answersFor.empty()) p.custom.emplace_back(kAnswersForProperty, settings.answersFor);
    if (count == 1) {
        p.custom.emplace_back("Seed", std::to_string(puzzles.seed(0)));
    } else {
        for (std::size_t k = 0; k < count; ++k) {
            p.custom.emplace_back("Seed " + std::to_string(k + 1), std::to_string(puzzles.seed(k)));
        }
    }
    return p;
}

void addWarnings(std::vector<std::string>& warnings, const std::vector<std::string>& more) {
    for (const auto& warning : more) {
        if (std::find(warnings.begin(), warnings.end(), warning) == warnings.end()) warnings.push_back(warning);
    }
}

// The formats of a layout's text and mark sizes, made once: a class set
// shares one set.
const MazeFormats& formatsFor(std::vector<std::pair<std::vector<double>, MazeFormats>>& cache, FormatTable& table,
                              const PageSettings& settings, const PageLayout& layout) {
    const std::vector<double> key{layout.titlePt, layout.infoPt,    layout.captionPt, layout.markPt,
                                  layout.arrowPt, layout.doorLetterPt, layout.labelPt, layout.verdictPt, layout.footerPt};
    for (const auto& [k, formats] : cache) {
        if (k == key) return formats;
    }
    cache.emplace_back(key, MazeFormats(table, defaultCellFormat(), settings, layout));
    return cache.back().second;
}

// "3" or "3-6": the mazes a sheet holds (1-based).
std::string mazeNumbers(std::size_t first, std::size_t last) {
    return std::to_string(first + 1) + (last > first ? "-" + std::to_string(last + 1) : "");
}

}  // namespace

CellFormat defaultCellFormat() {
    CellFormat format;
    format.font = units::kDefaultFont;
    format.fontPt = units::kDefaultFontPt;
    format.fontFamily = kFixedPitchFamily;
    return format;
}

namespace {

// The sheet cells a maze of this size takes on `grid`: square cells by the
// style, a hex maze's bricks.
page::GridSize sheetGrid(core::GridKind grid, int mazeWidth, int mazeHeight, page::Style style) {
    if (grid == core::GridKind::Hex) return page::brickGridSize(mazeWidth, mazeHeight);
    return page::gridSize(mazeWidth, mazeHeight, style);
}

// The worksheet rows and columns a page of mazes of this size takes,
// counted on its layout (page::layoutPage): the maze's own, the heading,
// door, caption, spacer and footer rows, the margin and ring columns; the
// most over the rings a maze's doors can ask for. Only for a grid that
// could fit at all (it lays every row out).
std::pair<long long, long long> pageSheetSize(core::GridKind kind, int mazeWidth, int mazeHeight,
                                              const PageSettings& settings) {
    const page::GridSize grid = sheetGrid(kind, mazeWidth, mazeHeight, settings.style);
    page::PageRequest request;
    request.gridCols = static_cast<int>(grid.cols);
    request.gridRows = static_cast<int>(grid.rows);
    if (kind == core::GridKind::Hex) request.tracks = page::kBrickTracks;
    request.mazes = static_cast<int>(page::mazesPerPage(settings));
    long long rows = 0;
    long long cols = 0;
    for (const bool columnsRing : {false, true}) {
        for (const bool rowsRing : {false, true}) {
            request.ring = {columnsRing, rowsRing};
            const page::PageLayout layout = page::layoutPage(request, settings);
            rows = std::max<long long>(rows, layout.rows.count());
            cols = std::max<long long>(cols, layout.cols.count());
        }
    }
    return {rows, cols};
}

// Sheet rows (`rows`) or columns a maze of this size needs, and whether
// that is the exact count: a quick count from the grid (the maze and the
// fewest rows and columns a page puts around it) where that is already too
// many, else the layout's own.
std::pair<long long, bool> sheetNeeds(core::GridKind kind, int mazeWidth, int mazeHeight, const PageSettings& settings,
                                      bool rows) {
    const page::GridSize grid = sheetGrid(kind, mazeWidth, mazeHeight, settings.style);
    if (grid.cols + 2 > kExcelCols || grid.rows + 6 > kExcelRows) return {rows ? grid.rows + 6 : grid.cols + 2, false};
    const auto [sheetRows, sheetCols] = pageSheetSize(kind, mazeWidth, mazeHeight, settings);
    return {rows ? sheetRows : sheetCols, true};
}

// The largest height (`rows`) or width of at most `side` whose sheet fits
// Excel's grid, the other side given.
int largestFitting(core::GridKind kind, int side, int otherSide, const PageSettings& settings, bool rows) {
    int low = 0;
    int high = side;
    while (low < high) {
        const int mid = low + (high - low + 1) / 2;
        const long long need = rows ? sheetNeeds(kind, otherSide, mid, settings, true).first
                                    : sheetNeeds(kind, mid, otherSide, settings, false).first;
        if (need <= (rows ? kExcelRows : kExcelCols)) low = mid;
        else high = mid - 1;
    }
    return low;
}

}  // namespace

void checkGridFits(int mazeWidth, int mazeHeight, const PageSettings& settings, const std::string& input,
                   core::GridKind grid) {
    const bool blocks = settings.style == page::Style::Blocks;
    const bool hex = grid == core::GridKind::Hex;
    // Columns first: their count does not depend on the height.
    if (const auto [cols, exact] = sheetNeeds(grid, mazeWidth, 1, settings, false); cols > kExcelCols) {
        throw core::InputError(input, "a maze " + std::to_string(mazeWidth) + " cells wide needs " +
                                          (exact ? "" : "at least ") + std::to_string(cols) + " worksheet columns (" +
                                          (hex ? "hexagons: 2W+1" : blocks ? "blocks style: 2W+1" : "W") +
                                          " and the page's margin columns), but Excel has 16,384; the widest is " +
                                          std::to_string(largestFitting(grid, mazeWidth, 1, settings, false)));
    }
    if (const auto [rows, exact] = sheetNeeds(grid, mazeWidth, mazeHeight, settings, true); rows > kExcelRows) {
        throw core::InputError(input, "a maze " + std::to_string(mazeHeight) + " cells high needs " +
                                          (exact ? "" : "at least ") + std::to_string(rows) + " worksheet rows (" +
                                          (blocks ? "blocks style: 2H+1" : "H") +
                                          " and the page's heading, door, caption, spacer and footer rows), but "
                                          "Excel has 1,048,576; the tallest is " +
                                          std::to_string(largestFitting(grid, mazeHeight, mazeWidth, settings, true)));
    }
}

void checkGridFits(int mazeWidth, int mazeHeight, page::Style style, const std::string& input) {
    PageSettings settings;
    settings.style = style;
    checkGridFits(mazeWidth, mazeHeight, settings, input);
}

void checkMazeWorkbook(const core::Region& region, const PageSettings& settings) {
    checkGridFits(region.width(), region.height(), settings, region.input(), region.grid());
    if (settings.playable) checkPlayable(region);
    page::checkHeadingText(settings.title, "title");
    if (const std::size_t units = utf16Units(settings.title); units > kMaxTitleUnits) {
        throw core::InputError("title", "is longer than an Excel cell holds: " + std::to_string(units) +
                                            " UTF-16 units (a character beyond U+FFFF, such as an emoji, counts "
                                            "as 2), at most " + std::to_string(kMaxTitleUnits));
    }
}

double workbookCells(const core::Region& region, page::Style style, std::size_t sheets) {
    const page::GridSize grid = sheetGrid(region.grid(), region.width(), region.height(), style);
    return static_cast<double>(grid.cols) * static_cast<double>(grid.rows) * static_cast<double>(sheets);
}

namespace {

// What every sheet is planned with; shared by the batches planned while
// the workbook is written.
struct ClassSetPlanner {
    core::PuzzleSource* puzzles;
    std::shared_ptr<const PageSettings> settings;
    SheetSet set;
    std::vector<std::pair<std::vector<double>, MazeFormats>> formatCache;

    std::size_t perPage() const { return page::mazesPerPage(*settings); }
    std::size_t batches() const { return page::pagesFor(puzzles->count(), *settings); }

    // Batch b's sheets: its mazes, their solution, the check sheet (as `set`
    // and the settings ask). They hold the mazes until they are dropped.
    std::vector<SheetPlan> plan(std::size_t batch, FormatTable& table, std::vector<std::string>& warnings) {
        const std::size_t count = puzzles->count();
        const std::size_t first = batch * perPage();
        const std::size_t last = std::min(count, first + perPage()) - 1;
        std::vector<std::shared_ptr<const core::Puzzle>> held;
        for (std::size_t k = first; k <= last; ++k) held.push_back(puzzles->puzzle(k));
        const core::Puzzle& puzzle = *held.front();
        checkMazeWorkbook(puzzle.maze.region(), *settings);
        const bool answers = set == SheetSet::AnswerKey;
        // A playable set's key keeps each playable sheet too, with the
        // teacher's switch that shows the way (for the class, on a projector).
        const bool mazeSheets = !answers || settings->playable;
        const bool solutionSheets = set != SheetSet::MazesOnly;
        const bool several = perPage() > 1;

        const core::GridKind kind = puzzle.maze.region().grid();
        const page::GridSize grid = sheetGrid(kind, puzzle.maze.width(), puzzle.maze.height(), settings->style);
        // Facts: the way is shaded under the items, which a line would cover;
        // a hex maze's bricks are shaded too (the line is drawn on square cells).
        const bool routeLine = settings->solutionPath == page::SolutionPath::Line && puzzle.facts == nullptr &&
                               kind == core::GridKind::Square;
        const page::WayDrawn way = routeLine && routeFits(grid.cols, grid.rows)
                                       ? page::WayDrawn::Line
                                       : page::WayDrawn::Shade;
        const bool playable = settings->playable && mazeSheets;
        std::vector<const core::Puzzle*> pointers;
        for (const auto& each : held) pointers.push_back(each.get());
        page::MazePage mazePage = page::layoutMazePage(pointers, first, count, *settings, way,
                                                   playable ? longestVerdict(settings->texts) + 4 : 0, true);
        const std::shared_ptr<const PageLayout> layout = mazePage.layout;
        addWarnings(warnings, page::legibilityWarnings(*layout, *settings));
        addWarnings(warnings, printScaleWarnings(*layout));
        const MazeFormats& formats = formatsFor(formatCache, table, *settings, *layout);
        const std::shared_ptr<const FactCells> facts = factCells(pointers, *layout, *settings, formats, table);
        if (facts) addWarnings(warnings, page::factLegibilityWarnings(facts->textPt(), *layout));
        const std::string suffix = count > 1 ? " " + mazeNumbers(first, last) : "";
        const page::Texts& words = settings->texts;
        const std::string mazeSheet = std::string(words["sheet-maze"]) + suffix;
        std::shared_ptr<PlayableMaze> play;
        if (playable) {
            // The teacher's reveal only where the workbook carries the answer anyway.
            const bool reveal = set != SheetSet::MazesOnly;
            play = std::make_shared<PlayableMaze>(
                planPlayable(puzzle, *layout, *settings, table, mazeSheet, std::string(words["sheet-check"]) + suffix, reveal, facts.get()));
        }
        const auto sheetMazes = [&](bool routes) {
            std::vector<SheetMaze> mazes;
            for (std::size_t k = first; k <= last; ++k) {
                const core::Puzzle& each = *held[k - first];
                const std::size_t place = k - first;
                SheetMaze maze{.puzzle = &each, .place = place};
                if (several) {
                    maze.label = mazePage.labels[place];
                    maze.nameSuffix = "_" + std::to_string(place + 1);
                }
                if (routes && way == page::WayDrawn::Line) maze.route = solutionRoute(each, *layout, layout->mazes[place], *settings);
                mazes.push_back(std::move(maze));
            }
            return mazes;
        };
        std::vector<SheetPlan> sheets;
        if (mazeSheets) {
            sheets.push_back(planMazeSheet({.mazes = sheetMazes(false),
                                            .name = mazeSheet,
                                            .layout = layout,
                                            .texts = std::move(mazePage.mazeTexts),
                                            .formats = formats,
                                            .settings = settings,
                                            .play = play,
                                            .facts = facts}));
        }
        if (solutionSheets) {
            sheets.push_back(planMazeSheet({.mazes = sheetMazes(true),
                                            .name = std::string(words["sheet-solution"]) + suffix,
                                            .role = answers ? SheetRole::PrintedSolution : SheetRole::HiddenSolution,
                                            .layout = layout,
                                            .texts = std::move(mazePage.answerTexts),
                                            .formats = formats,
                                            .settings = settings,
                                            .facts = facts}));
        }
        if (play) sheets.push_back(std::move(play->checkSheet));
        // The rows (and the route's pixels, read while the sheet is still
        // held) read the mazes when the backend writes them.
        for (SheetPlan& sheet : sheets) {
            sheet.rows = [held, rows = std::move(sheet.rows)](int index, Row& out) { rows(index, out); };
        }
        return sheets;
    }
};

}  // namespace

WorkbookPlan planMazeWorkbook(core::PuzzleSource& puzzles, const PageSettings& settings, SheetSet set) {
    const std::size_t count = puzzles.count();
    if (count == 0) throw std::invalid_argument("workbook: no mazes to write");

    WorkbookPlan plan;
    plan.defaultFormat = defaultCellFormat();
    auto planner = std::make_shared<ClassSetPlanner>(
        ClassSetPlanner{&puzzles, std::make_shared<const PageSettings>(settings), set, {}});
    // The first sheet's mazes up front: they name the algorithm, and their
    // sheets are the measure of every sheet's (a class set's mazes share
    // their region, so their sheets are as many and as large).
    plan.sheets = planner->plan(0, plan.formats, plan.warnings);
    plan.properties = properties(puzzles, puzzles.puzzle(0)->algorithm, settings, set == SheetSet::AnswerKey);
    const std::size_t batches = planner->batches();
    if (batches == 1) return plan;

    // The others as the backend reaches them, so only the mazes being written are held.
    SheetBatches& later = plan.later;
    const auto others = static_cast<double>(batches - 1);
    later.count = batches - 1;
    later.plan = [planner](std::size_t index, FormatTable& formats, std::vector<std::string>& warnings) {
        return planner->plan(index + 1, formats, warnings);
    };
    later.sheets = plan.sheets.size() * (batches - 1);
    for (const SheetPlan& sheet : plan.sheets) {
        later.cellsHint += others * sheet.cellsHint;
        later.largestCellsHint = std::max(later.largestCellsHint, sheet.cellsHint);
    }
    return plan;
}

}  // namespace mazesheet::workbook
