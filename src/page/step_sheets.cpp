#include "page/step_sheets.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "page/layout.hpp"
#include "page/looks.hpp"
#include "page/maze_sheet.hpp"
#include "page/text_rules.hpp"

namespace mazesheet::page {

namespace {

using core::CellPos;
using core::StepLook;

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

// How much of the page's width or height (the larger) the maze prints on.
double pageShare(const Layout& layout) {
    PaperInches paper = paperInches(layout.paper);
    if (layout.landscape) std::swap(paper.width, paper.height);
    const double mm = layout.printedCellMm;
    return std::max(layout.gridCols * mm / (paper.width * 25.4), layout.gridRows * mm / (paper.height * 25.4));
}

// Automatic orientation, as for a maze sheet (the one that prints the maze
// larger), but only among those where the maze fills at least 70 % of the
// page's width or height, as the contract asks of maze sheets (72 % by this
// estimate, for room); when neither does, the one where it fills more. A
// step sheet needs this where a maze sheet does not: its legend's rows take
// height, and a small maze across a landscape page then prints at less than
// 70 % of the page.
constexpr double kMinPageShare = 0.72;

Layout stepLayout(const core::Puzzle& puzzle, PageSettings settings, const HeadingSize& heading) {
    const auto layoutFor = [&](Orientation orientation) {
        settings.orientation = orientation;
        return computeLayout(puzzle.maze.width(), puzzle.maze.height(), settings, heading, doorRing(puzzle));
    };
    const Layout chosen = layoutFor(settings.orientation);
    if (settings.orientation != Orientation::Auto || pageShare(chosen) >= kMinPageShare) return chosen;
    const Layout other = layoutFor(chosen.landscape ? Orientation::Portrait : Orientation::Landscape);
    return pageShare(other) > pageShare(chosen) ? other : chosen;
}

// The legend: for each entry of the algorithm's, a swatch (four set colours
// for the sets) and its words, in slots of one width, as many side by side
// as the maze's width holds, so the legend takes few rows.
class Legend {
public:
    Legend(const core::CarvingSteps& steps, const Layout& layout, const PageSettings& settings)
        : entries_(steps.legend), texts_(settings.texts) {
        swatchCols_ = std::clamp((layout.captionRowPx + layout.cellPx - 1) / layout.cellPx, 1, 4);
        setSwatches_ = std::clamp((layout.gridCols - 1) / swatchCols_, 1, 4);
        int widest = 1;
        std::size_t longest = 0;
        for (const core::LegendEntry& entry : entries_) {
            widest = std::max(widest, swatches(entry) * swatchCols_);
            longest = std::max(longest, textChars(texts_.legend(entry.words)));
        }
        // The words at the caption's size, a generous average advance each.
        const double wordsPx =
            static_cast<double>(longest) * layout.captionPt * 96.0 / 72.0 * settings.heading.headingEm;
        wordsCol_ = widest + 1;
        slotCols_ = wordsCol_ + static_cast<int>(std::ceil(wordsPx / layout.cellPx)) + 1;
        const int perRow = std::max(1, (layout.gridCols + 1) / slotCols_);
        const auto per = static_cast<std::size_t>(perRow);
        rows_ = static_cast<int>((entries_.size() + per - 1) / per);
    }

    // Rows the legend needs at this layout.
    int rows() const { return rows_; }

    // The legend in `rows` rows (at least rows()).
    std::vector<std::vector<Cell>> cells(int rows, const StepColours& colours, FormatTable& table,
                                         FormatId words) const {
        const auto count = static_cast<std::size_t>(rows);
        const std::size_t perRow = (entries_.size() + count - 1) / count;
        std::vector<std::vector<Cell>> out(static_cast<std::size_t>(rows));
        for (std::size_t i = 0; i < entries_.size(); ++i) {
            const core::LegendEntry& entry = entries_[i];
            std::vector<Cell>& row = out[i / perRow];
            const int slot = kMazeFirstCol + static_cast<int>(i % perRow) * slotCols_;
            int col = slot;
            for (int s = 0; s < swatches(entry); ++s) {
                const StepLook look = entry.look == StepLook::Set ? core::setLook(s) : entry.look;
                for (int j = 0; j < swatchCols_; ++j) {
                    CellFormat swatch;
                    if (look != StepLook::Done) swatch.fill = colours.of(look);
                    swatch.top = swatch.bottom = Line::Thick;
                    if (j == 0) swatch.left = Line::Thick;
                    if (j + 1 == swatchCols_) swatch.right = Line::Thick;
                    row.push_back(Cell::blank(col++, table.intern(swatch)));
                }
            }
            row.push_back(Cell::textCell(slot + wordsCol_, words, texts_.legend(entry.words)));
        }
        return out;
    }

private:
    int swatches(const core::LegendEntry& entry) const { return entry.look == StepLook::Set ? setSwatches_ : 1; }

    std::span<const core::LegendEntry> entries_;
    const Texts& texts_;
    int swatchCols_ = 1;
    int setSwatches_ = 1;
    int wordsCol_ = 2;  // from the slot's first column
    int slotCols_ = 3;
    int rows_ = 1;
};

}  // namespace

std::string stepHeading(const core::CarvingSteps& steps, std::size_t k, std::size_t cells, const Texts& texts) {
    return fillIn(texts.stepHeading, {{"step", std::to_string(k)},
                                      {"steps", std::to_string(steps.steps.size())},
                                      {"done", std::to_string(steps.steps[k - 1].cellsDone)},
                                      {"cells", std::to_string(cells)}});
}

std::string stepSubject(const std::string& algorithm, const Texts& texts) {
    return fillIn(texts.stepSubject, {{"algorithm", algorithm}});
}

WorkbookPlan planStepsWorkbook(const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                               const PageSettings& settings, SheetSet sheets) {
    core::MadePuzzles finished({&puzzle, 1});
    WorkbookPlan plan = planMazeWorkbook(finished, settings, sheets);
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
        heading.infoChars = std::max(heading.infoChars, textChars(settings.texts.legend(entry.words)) + kSwatchChars);
    }
    // The legend's rows depend on the cells' size, which depends on the rows
    // the heading and legend take: a line per entry first, then as few rows
    // as that layout's width allows, if the layout they give still holds them.
    heading.captionRows = static_cast<int>(steps.legend.size());
    Layout layout = stepLayout(puzzle, settings, heading);
    HeadingSize packed = heading;
    packed.captionRows = Legend(steps, layout, settings).rows();
    if (packed.captionRows < heading.captionRows) {
        const Layout tighter = stepLayout(puzzle, settings, packed);
        if (Legend(steps, tighter, settings).rows() <= packed.captionRows) layout = tighter;
    }
    for (const std::string& warning : layoutWarnings(layout, settings)) {
        if (std::find(plan.warnings.begin(), plan.warnings.end(), warning) == plan.warnings.end()) {
            plan.warnings.push_back(warning);
        }
    }

    const MazeFormats formats(plan.formats, defaultCellFormat(), settings, layout);
    const FormatId openBlock = plan.formats.intern(defaultCellFormat());
    Painter painter(plan.formats, settings.colours.steps);
    const auto legend = Legend(steps, layout, settings)
                            .cells(layout.captionRows, settings.colours.steps, plan.formats, formats.caption);
    const auto shared = std::make_shared<const PageSettings>(settings);
    std::vector<SheetPlan> stepSheets;
    for (std::size_t k = 0; k < steps.steps.size(); ++k) {
        const core::Puzzle& state = (*states)[k];
        const std::string name = fillIn(settings.texts.sheetStep, {{"step", std::to_string(k + 1)}});
        MazeSheetInput input{&state,  name, SheetRole::Maze, layout, std::move(texts[k]),
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
