#include "page/maze_workbook.hpp"

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "page/layout.hpp"
#include "page/maze_sheet.hpp"
#include "page/playable.hpp"
#include "page/text_rules.hpp"
#include "page/units.hpp"

namespace mazesheet::page {

namespace {

// 2000-01-01 00:00:00 UTC: a fixed creation date keeps the output the same
// byte for byte for the same input.
constexpr std::time_t kCreated = 946'684'800;

// An Excel cell holds at most 32,767 characters.
constexpr std::size_t kMaxTitleChars = 32'767 - 16;

constexpr std::uint8_t kFixedPitchFamily = 3;  // "modern" in the OOXML font family numbering

DocumentProperties properties(core::PuzzleSource& puzzles, const std::string& algorithm, const PageSettings& settings,
                              bool answers) {
    const std::size_t count = puzzles.count();
    std::string seeds;
    for (std::size_t k = 0; k < count; ++k) seeds += (seeds.empty() ? "" : ", ") + std::to_string(puzzles.seed(k));
    const Texts& words = settings.texts;
    DocumentProperties p;
    p.title = (settings.title.empty() ? words.defaultTitle : settings.title) + (answers ? words.docAnswersSuffix : "");
    p.subject = answers ? words.docAnswersSubject : words.docSubject;
    p.keywords = fillIn(words.docKeywords, {{"algorithm", algorithm}});
    p.comments = fillIn(count > 1 ? words.docCommentSet : words.docCommentOne,
                        {{"count", std::to_string(count)}, {"algorithm", algorithm}, {"seeds", seeds}});
    p.created = kCreated;
    p.custom = {{"Generator", "mazesheet"},
                {"Algorithm", algorithm},
                {"Style", settings.style == Style::Blocks ? "blocks" : "borders"}};
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
                              const PageSettings& settings, const Layout& layout) {
    const std::vector<double> key{layout.titlePt, layout.infoPt, layout.captionPt, layout.markPt, layout.arrowPt};
    for (const auto& [k, formats] : cache) {
        if (k == key) return formats;
    }
    cache.emplace_back(key, MazeFormats(table, defaultCellFormat(), settings, layout));
    return cache.back().second;
}

}  // namespace

CellFormat defaultCellFormat() {
    CellFormat format;
    format.font = units::kDefaultFont;
    format.fontPt = units::kDefaultFontPt;
    format.fontFamily = kFixedPitchFamily;
    return format;
}

void checkMazeWorkbook(const core::Region& region, const PageSettings& settings) {
    checkGridFits(region.width(), region.height(), settings.style, region.input());
    if (settings.playable) checkPlayable(region);
    const std::size_t chars = checkHeadingText(settings.title, "title");
    if (chars > kMaxTitleChars) {
        throw core::InputError("title", std::to_string(chars) + " characters is longer than an Excel cell holds (" +
                                            std::to_string(kMaxTitleChars) + ")");
    }
}

double workbookCells(const core::Region& region, Style style, std::size_t sheets) {
    const GridSize grid = gridSize(region.width(), region.height(), style);
    return static_cast<double>(grid.cols) * static_cast<double>(grid.rows) * static_cast<double>(sheets);
}

namespace {

// What every maze's sheets are planned with; shared by the batches planned
// while the workbook is written.
struct ClassSetPlanner {
    core::PuzzleSource* puzzles;
    std::shared_ptr<const PageSettings> settings;
    SheetSet set;
    std::vector<std::pair<std::vector<double>, MazeFormats>> formatCache;

    // Maze k's sheets: the maze, its solution, its check sheet (as `set`
    // and the settings ask). They hold the maze until they are dropped.
    std::vector<SheetPlan> plan(std::size_t k, FormatTable& table, std::vector<std::string>& warnings) {
        const std::shared_ptr<const core::Puzzle> held = puzzles->puzzle(k);
        const core::Puzzle& puzzle = *held;
        checkMazeWorkbook(puzzle.maze.region(), *settings);
        const std::size_t count = puzzles->count();
        const bool answers = set == SheetSet::AnswerKey;
        // A playable set's key keeps each playable sheet too, with the
        // teacher's switch that shows the way (for the class, on a projector).
        const bool mazeSheets = !answers || settings->playable;
        const bool solutionSheets = set != SheetSet::MazesOnly;
        SheetTexts mazeText = sheetTexts(puzzle, k, count, *settings, SheetRole::Maze);
        SheetTexts solutionText = sheetTexts(puzzle, k, count, *settings, SheetRole::PrintedSolution);
        const bool playable = settings->playable && mazeSheets;
        const Layout layout = computeLayout(puzzle.maze.width(), puzzle.maze.height(), *settings,
                                            headingSize(mazeText, solutionText,
                                                        playable ? longestVerdict(settings->texts) + 4 : 0),
                                            doorRing(puzzle));
        addWarnings(warnings, layoutWarnings(layout, *settings));
        const MazeFormats& formats = formatsFor(formatCache, table, *settings, layout);
        const std::string suffix = count > 1 ? " " + std::to_string(k + 1) : "";
        const Texts& words = settings->texts;
        const std::string mazeSheet = words.sheetMaze + suffix;
        std::shared_ptr<PlayableMaze> play;
        if (playable) {
            // The teacher's reveal only where the workbook carries the answer anyway.
            const bool reveal = set != SheetSet::MazesOnly;
            play = std::make_shared<PlayableMaze>(
                planPlayable(puzzle, layout, *settings, table, mazeSheet, words.sheetCheck + suffix, reveal));
        }
        std::vector<SheetPlan> sheets;
        if (mazeSheets) {
            sheets.push_back(planMazeSheet({&puzzle, mazeSheet, SheetRole::Maze, layout, std::move(mazeText),
                                            formats, settings, std::nullopt, play, nullptr, {}}));
        }
        if (solutionSheets) {
            const SheetRole role = answers ? SheetRole::PrintedSolution : SheetRole::HiddenSolution;
            sheets.push_back(planMazeSheet({&puzzle, words.sheetSolution + suffix, role, layout, std::move(solutionText),
                                            formats, settings, solutionRoute(puzzle, layout, *settings), nullptr,
                                            nullptr, {}}));
        }
        if (play) sheets.push_back(std::move(play->checkSheet));
        // The rows (and the route's pixels, read while the sheet is still
        // held) read the maze when the backend writes them.
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
    // The first maze up front: it names the algorithm, and its sheets are
    // the measure of every maze's (a class set's mazes share their region,
    // so their sheets are as many and as large).
    plan.sheets = planner->plan(0, plan.formats, plan.warnings);
    plan.properties = properties(puzzles, puzzles.puzzle(0)->algorithm, settings, set == SheetSet::AnswerKey);
    if (count == 1) return plan;

    // The others as the backend reaches them, so only the maze being written is held.
    SheetBatches& later = plan.later;
    const auto others = static_cast<double>(count - 1);
    later.count = count - 1;
    later.plan = [planner](std::size_t index, FormatTable& formats, std::vector<std::string>& warnings) {
        return planner->plan(index + 1, formats, warnings);
    };
    later.sheets = plan.sheets.size() * (count - 1);
    for (const SheetPlan& sheet : plan.sheets) {
        later.cellsHint += others * sheet.cellsHint;
        later.largestCellsHint = std::max(later.largestCellsHint, sheet.cellsHint);
    }
    return plan;
}

}  // namespace mazesheet::page
