// SPDX-License-Identifier: MIT
#include "workbook/step_sheets.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "page/hex_bricks.hpp"
#include "page/layout.hpp"
#include "page/legend.hpp"
#include "page/looks.hpp"
#include "page/step_pages.hpp"
#include "workbook/maze_sheet.hpp"

namespace mazesheet::workbook {

using page::Block;
using page::BorderLook;
using page::PageLayout;
using page::PageSettings;
using page::StepColours;

namespace {

using core::CellPos;
using core::StepLook;

// A format of the maze sheet repainted for a step: a cell that is done keeps
// the maze sheet's look (so the last step looks like the maze); any other
// gets its look's fill, and a letter on a dark fill turns white.
CellFormat repaint(CellFormat format, StepLook look, const StepColours& colours) {
    if (look == StepLook::Done) return format;
    format.fill = colours.of(look);
    if (format.ink && page::isDark(*format.fill)) format.ink = 0xFFFFFF;
    return format;
}

// Formats made the first time a (base format, look) pair is asked for; plans
// are made up front, so every format a sheet uses is in the table before
// the backend writes.
class Painter {
public:
    Painter(FormatTable& table, const StepColours& colours) : table_(table), colours_(colours) {}
    FormatId operator()(FormatId base, StepLook look) {
        const auto key = std::make_pair(base, look);
        const auto found = made_.find(key);
        if (found != made_.end()) return found->second;
        const FormatId id = table_.intern(repaint(table_[base], look, colours_));
        made_.emplace(key, id);
        return id;
    }

private:
    FormatTable& table_;
    const StepColours& colours_;
    std::map<std::pair<FormatId, StepLook>, FormatId> made_;
};

// One step's colours, looked up by cell (borders), block (blocks style)
// or brick cell (a hex maze: its left and right cells side by side).
class StepPaint final : public CellPaint {
public:
    StepPaint(int cols, std::vector<FormatId> formats) : cols_(cols), formats_(std::move(formats)) {}
    FormatId cell(CellPos p, const BorderLook&) const override { return at(p.col, p.row); }
    FormatId brick(CellPos p, bool right) const override { return at(2 * p.col + (right ? 1 : 0), p.row); }
    std::optional<FormatId> block(int x, int y, Block) const override {
        const FormatId format = at(x, y);
        if (format == kDefaultFormat) return std::nullopt;
        return format;
    }

private:
    FormatId at(int x, int y) const {
        return formats_[static_cast<std::size_t>(y) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(x)];
    }
    int cols_;
    std::vector<FormatId> formats_;
};

std::shared_ptr<const StepPaint> paintStep(const core::Puzzle& state, const core::CarvingStep& step,
                                           const MazeFormats& formats, FormatId openBlock, Painter& painter,
                                           bool blocks) {
    const core::Maze& maze = state.maze;
    const core::Region& region = maze.region();
    const auto lookOf = [&](CellPos p) { return step.looks[region.index(p.col, p.row)]; };
    if (region.grid() == core::GridKind::Hex) {  // two formats a hexagon, its brick's cells
        const page::BrickLooks bricks(state);
        std::vector<FormatId> cells(2 * region.gridSize(), kDefaultFormat);
        for (int r = 0; r < maze.height(); ++r) {
            for (int c = 0; c < maze.width(); ++c) {
                if (!maze.contains({c, r})) continue;
                for (const bool right : {false, true}) {
                    const int key = bricks.look({c, r}, right, nullptr).key();
                    cells[2 * region.index(c, r) + (right ? 1U : 0U)] = painter(formats.border(key), lookOf({c, r}));
                }
            }
        }
        return std::make_shared<StepPaint>(2 * maze.width(), std::move(cells));
    }
    if (!blocks) {
        std::vector<FormatId> cells(region.gridSize(), kDefaultFormat);
        for (int r = 0; r < maze.height(); ++r) {
            for (int c = 0; c < maze.width(); ++c) {
                if (!maze.contains({c, r})) continue;
                const int key = page::borderLook(state, nullptr, {c, r}).key();
                cells[region.index(c, r)] = painter(formats.border(key), lookOf({c, r}));
            }
        }
        return std::make_shared<StepPaint>(maze.width(), std::move(cells));
    }
    const int cols = 2 * maze.width() + 1;
    const int rows = 2 * maze.height() + 1;
    std::vector<FormatId> grid(static_cast<std::size_t>(cols) * static_cast<std::size_t>(rows), kDefaultFormat);
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < cols; ++x) {
            const Block kind = page::blockAt(state, nullptr, x, y);
            if (kind != Block::Open && kind != Block::Start && kind != Block::Finish) continue;
            FormatId& out =
                grid[static_cast<std::size_t>(y) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(x)];
            if (x % 2 == 1 && y % 2 == 1) {  // a cell
                const StepLook look = lookOf({x / 2, y / 2});
                if (kind != Block::Open) out = painter(formats.block(static_cast<int>(kind)), look);
                else if (look != StepLook::Done) out = painter(openBlock, look);
                continue;
            }
            // A passage takes the colour its two cells share (a door, or
            // two cells in different states, stays unfilled).
            const bool across = y % 2 == 1;
            const CellPos a = across ? CellPos{x / 2 - 1, y / 2} : CellPos{x / 2, y / 2 - 1};
            const CellPos b{x / 2, y / 2};
            if (!region.contains(a) || !region.contains(b) || lookOf(a) != lookOf(b) || lookOf(a) == StepLook::Done) {
                continue;
            }
            out = painter(openBlock, lookOf(a));
        }
    }
    return std::make_shared<StepPaint>(cols, std::move(grid));
}

// The legend's cells: each swatch a run of cells framed together, its
// words in the caption's format.
std::vector<std::vector<Cell>> legendCells(const page::LegendPlacement& placed, const PageLayout& layout,
                                           const page::StepColours& colours, FormatTable& table, FormatId words) {
    std::vector<std::vector<Cell>> out(static_cast<std::size_t>(layout.captionRows));
    const auto rowOf = [&](int row) -> std::vector<Cell>& { return out[static_cast<std::size_t>(row - layout.captionRow)]; };
    for (const page::LegendSwatch& swatch : placed.swatches) {
        for (int j = 0; j < swatch.cols; ++j) {
            CellFormat format;
            if (swatch.look != StepLook::Done) format.fill = colours.of(swatch.look);
            format.top = format.bottom = Line::Thick;
            if (j == 0) format.left = Line::Thick;
            if (j + 1 == swatch.cols) format.right = Line::Thick;
            rowOf(swatch.row).push_back(Cell::blank(swatch.col + j, table.intern(format)));
        }
    }
    for (const page::LegendWords& entry : placed.words) {
        rowOf(entry.row).push_back(Cell::textCell(entry.col, words, entry.words));
    }
    for (auto& row : out) {
        std::stable_sort(row.begin(), row.end(), [](const Cell& a, const Cell& b) { return a.col < b.col; });
    }
    return out;
}

}  // namespace

WorkbookPlan planStepsWorkbook(const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                               const PageSettings& settings, SheetSet sheets) {
    core::MadePuzzles finished({&puzzle, 1});
    WorkbookPlan plan = planMazeWorkbook(finished, settings, sheets);
    if (sheets == SheetSet::AnswerKey || steps.steps.empty()) return plan;
    const bool blocks = settings.style == page::Style::Blocks;

    // The states to draw: each step's walls with the finished maze's doors.
    auto states = std::make_shared<std::vector<core::Puzzle>>();
    states->reserve(steps.steps.size());
    for (const core::CarvingStep& step : steps.steps) states->push_back(core::stepState(puzzle, step));

    // One layout for every step, with room for the longest heading and the legend.
    page::StepPages pages = page::layoutStepPages(puzzle, steps, settings, true);
    const auto layout = std::make_shared<const PageLayout>(std::move(pages.layout));
    for (const std::string& warning : page::legibilityWarnings(*layout, settings)) {
        if (std::find(plan.warnings.begin(), plan.warnings.end(), warning) == plan.warnings.end()) {
            plan.warnings.push_back(warning);
        }
    }
    for (const std::string& warning : printScaleWarnings(*layout)) {
        if (std::find(plan.warnings.begin(), plan.warnings.end(), warning) == plan.warnings.end()) {
            plan.warnings.push_back(warning);
        }
    }

    const MazeFormats formats(plan.formats, defaultCellFormat(), settings, *layout);
    const FormatId openBlock = plan.formats.intern(defaultCellFormat());
    Painter painter(plan.formats, settings.colours.steps);
    const auto legend = legendCells(pages.legend, *layout, settings.colours.steps, plan.formats, formats.caption);
    const auto shared = std::make_shared<const PageSettings>(settings);
    std::vector<SheetPlan> stepSheets;
    for (std::size_t k = 0; k < steps.steps.size(); ++k) {
        const core::Puzzle& state = (*states)[k];
        MazeSheetInput input{.mazes = {{.puzzle = &state}},
                             .name = page::fillIn(settings.texts["sheet-step"], {{"step", std::to_string(k + 1)}}),
                             .layout = layout,
                             .texts = std::move(pages.texts[k]),
                             .formats = formats,
                             .settings = shared,
                             .paint = paintStep(state, steps.steps[k], formats, openBlock, painter, blocks),
                             .legend = legend};
        SheetPlan sheet = planMazeSheet(std::move(input));
        // The sheet's rows read the state when the backend writes them.
        sheet.rows = [states, rows = std::move(sheet.rows)](int index, Row& out) { rows(index, out); };
        stepSheets.push_back(std::move(sheet));
    }
    plan.sheets.insert(plan.sheets.begin(), std::make_move_iterator(stepSheets.begin()),
                       std::make_move_iterator(stepSheets.end()));
    plan.properties.custom.emplace_back("Steps", std::to_string(steps.steps.size()));
    return plan;
}

}  // namespace mazesheet::workbook
