#include "page/step_sheets.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "page/layout.hpp"
#include "page/looks.hpp"
#include "page/maze_sheet.hpp"

namespace mazesheet::page {

namespace {

using core::CellPos;
using core::StepLook;

std::string fill(std::string text, const std::string& key, const std::string& value) {
    for (std::size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size())) {
        text.replace(at, key.size(), value);
    }
    return text;
}

// A format of the maze sheet repainted for a step: a cell that is done keeps
// the maze sheet's look (so the last step looks like the maze); any other
// gets its look's fill, and a letter on a dark fill turns white.
CellFormat repaint(CellFormat format, StepLook look, const StepColours& colours) {
    if (look == StepLook::Done) return format;
    format.fill = colours.of(look);
    if (format.ink && isDark(*format.fill)) format.ink = 0xFFFFFF;
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

// One step's colours, looked up by cell (borders) or block (blocks style).
class StepPaint final : public CellPaint {
public:
    StepPaint(int cols, std::vector<FormatId> formats) : cols_(cols), formats_(std::move(formats)) {}
    FormatId cell(CellPos p, const BorderLook&) const override { return at(p.col, p.row); }
    std::optional<FormatId> block(int x, int y, Block) const override {
        const FormatId format = at(x, y);
        if (format == kDefaultFormat) return std::nullopt;
        return format;
    }

private:
    FormatId at(int x, int y) const { return formats_[static_cast<std::size_t>(y) * static_cast<std::size_t>(cols_) + static_cast<std::size_t>(x)]; }
    int cols_;
    std::vector<FormatId> formats_;
};

std::shared_ptr<const StepPaint> paintStep(const core::Puzzle& state, const core::CarvingStep& step,
                                           const MazeFormats& formats, FormatId openBlock, Painter& painter,
                                           bool blocks) {
    const core::Maze& maze = state.maze;
    const core::Region& region = maze.region();
    const auto lookOf = [&](CellPos p) { return step.looks[region.index(p.col, p.row)]; };
    if (!blocks) {
        std::vector<FormatId> cells(region.gridSize(), kDefaultFormat);
        for (int r = 0; r < maze.height(); ++r) {
            for (int c = 0; c < maze.width(); ++c) {
                if (!maze.contains({c, r})) continue;
                const int key = borderLook(state, nullptr, {c, r}).key();
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
            const Block kind = blockAt(state, nullptr, x, y);
            if (kind != Block::Open && kind != Block::Start && kind != Block::Finish) continue;
            FormatId& out = grid[static_cast<std::size_t>(y) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(x)];
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

// The legend: a line per entry of the algorithm's, a swatch (four set
// colours for the sets) and the words.
std::vector<std::vector<Cell>> legendRows(const core::CarvingSteps& steps, const Layout& layout,
                                          const StepColours& colours, FormatTable& table, FormatId words) {
    const int swatchCols = std::clamp((layout.captionRowPx + layout.cellPx - 1) / layout.cellPx, 1, 4);
    const int setSwatches = std::clamp((layout.gridCols - 1) / swatchCols, 1, 4);
    const bool sets = std::any_of(steps.legend.begin(), steps.legend.end(),
                                  [](const core::LegendEntry& e) { return e.look == StepLook::Set; });
    const int wordsCol = kMazeFirstCol + (sets ? setSwatches : 1) * swatchCols + 1;  // one column apart
    std::vector<std::vector<Cell>> rows;
    for (const core::LegendEntry& entry : steps.legend) {
        std::vector<Cell> row;
        int col = kMazeFirstCol;
        const int swatches = entry.look == StepLook::Set ? setSwatches : 1;
        for (int s = 0; s < swatches; ++s) {
            const StepLook look = entry.look == StepLook::Set ? core::setLook(s) : entry.look;
            for (int j = 0; j < swatchCols; ++j) {
                CellFormat swatch;
                if (look != StepLook::Done) swatch.fill = colours.of(look);
                swatch.top = swatch.bottom = Line::Thick;
                if (j == 0) swatch.left = Line::Thick;
                if (j + 1 == swatchCols) swatch.right = Line::Thick;
                row.push_back(Cell::blank(col++, table.intern(swatch)));
            }
        }
        row.push_back(Cell::textCell(wordsCol, words, std::string(entry.words)));
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace

std::string stepHeading(const core::CarvingSteps& steps, std::size_t k, std::size_t cells, const Texts& texts) {
    std::string text = texts.stepHeading;
    text = fill(text, "{step}", std::to_string(k));
    text = fill(text, "{steps}", std::to_string(steps.steps.size()));
    text = fill(text, "{done}", std::to_string(steps.steps[k - 1].cellsDone));
    return fill(text, "{cells}", std::to_string(cells));
}

std::string stepSubject(const std::string& algorithm, const Texts& texts) {
    return fill(texts.stepSubject, "{algorithm}", algorithm);
}

WorkbookPlan planStepsWorkbook(const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                               const PageSettings& settings, SheetSet sheets) {
    WorkbookPlan plan = planMazeWorkbook({&puzzle, 1}, settings, sheets);
    if (sheets == SheetSet::AnswerKey || steps.steps.empty()) return plan;
    const bool blocks = settings.style == Style::Blocks;
    const std::size_t cells = puzzle.maze.region().cellCount();

    // The states to draw: each step's walls with the finished maze's doors.
    auto states = std::make_shared<std::vector<core::Puzzle>>();
    states->reserve(steps.steps.size());
    for (const core::CarvingStep& step : steps.steps) states->push_back(core::stepState(puzzle, step));

    // One layout for every step, with room for the longest heading and the legend.
    std::vector<SheetTexts> texts;
    HeadingSize heading;
    for (std::size_t k = 1; k <= steps.steps.size(); ++k) {
        SheetTexts t = sheetTexts(puzzle, 0, 1, settings, SheetRole::Maze);
        t.title = stepHeading(steps, k, cells, settings.texts);
        t.infoLeft = settings.title.empty() ? stepSubject(puzzle.algorithm, settings.texts) : settings.title;
        t.caption.clear();
        const HeadingSize size = headingSize(t, t);
        heading.titleChars = std::max(heading.titleChars, size.titleChars);
        heading.infoChars = std::max(heading.infoChars, size.infoChars);
        texts.push_back(std::move(t));
    }
    constexpr std::size_t kSwatchChars = 8;  // room for the swatches before the words, about
    for (const core::LegendEntry& entry : steps.legend) {
        heading.infoChars = std::max(heading.infoChars, entry.words.size() + kSwatchChars);
    }
    heading.captionRows = static_cast<int>(steps.legend.size());
    const Layout layout =
        computeLayout(puzzle.maze.width(), puzzle.maze.height(), settings, heading, doorRing(puzzle));
    for (const std::string& warning : layoutWarnings(layout, settings)) {
        if (std::find(plan.warnings.begin(), plan.warnings.end(), warning) == plan.warnings.end()) {
            plan.warnings.push_back(warning);
        }
    }

    const MazeFormats formats(plan.formats, defaultCellFormat(), settings, layout);
    const FormatId openBlock = plan.formats.intern(defaultCellFormat());
    Painter painter(plan.formats, settings.colours.steps);
    const auto legend = legendRows(steps, layout, settings.colours.steps, plan.formats, formats.caption);
    const auto shared = std::make_shared<const PageSettings>(settings);
    std::vector<SheetPlan> stepSheets;
    for (std::size_t k = 0; k < steps.steps.size(); ++k) {
        const core::Puzzle& state = (*states)[k];
        MazeSheetInput input{&state,  "Step " + std::to_string(k + 1), SheetRole::Maze, layout, std::move(texts[k]),
                             formats, shared, std::nullopt, nullptr,
                             paintStep(state, steps.steps[k], formats, openBlock, painter, blocks), legend};
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

}  // namespace mazesheet::page
