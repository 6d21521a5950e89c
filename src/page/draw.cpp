// SPDX-License-Identifier: MIT
#include "page/draw.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "core/region.hpp"
#include "page/doors.hpp"
#include "page/fact_size.hpp"
#include "page/fact_text.hpp"
#include "page/grid_drawing.hpp"
#include "page/looks.hpp"
#include "page/poster.hpp"

namespace mazesheet::page {

namespace {

using core::CellPos;
using core::Side;
using core::StepLook;

// Text stands this far (design pixels) from its cell's edges, as a
// spreadsheet indents it.
constexpr double kTextPadPx = 2;
// A font's descent, as a share of its size: the baseline stands this high
// above the bottom of the text's row.
constexpr double kDescent = 0.22;
// The share of the text's size by which a letter's centre stands above
// its baseline (capitals and arrows).
constexpr double kMiddle = 0.35;
// The way under facts: a band this share of a cell (or block) wide, in the
// route's colour mixed with this share of white, light enough to read black
// text on, in colour and in grey.
constexpr double kFactWayWidth = 0.6;
constexpr double kFactWayWhite = 0.7;

Colour factWayColour(Colour route) {
    const auto mix = [](Colour channel) {
        return static_cast<Colour>(std::lround(static_cast<double>(channel) * (1 - kFactWayWhite) + 255 * kFactWayWhite));
    };
    return (mix((route >> 16) & 0xFF) << 16) | (mix((route >> 8) & 0xFF) << 8) | mix(route & 0xFF);
}

// Paper coordinates of text at a spot of the layout, for a text of printed size `pt`.
Point spotPoint(const PageLayout& layout, const TextSpot& spot, double pt) {
    const double pad = pxToPt(kTextPadPx) * layout.scale;
    const double baseline = layout.rowY(spot.row + 1) - pad - kDescent * pt;
    switch (spot.align) {
        case Align::Left: return {layout.colX(spot.col) + pad, baseline};
        case Align::Right: return {layout.colX(spot.col + 1) - pad, baseline};
        case Align::Centre: return {(layout.colX(spot.col) + layout.colX(spot.lastCol + 1)) / 2, baseline};
    }
    return {};
}

Anchor anchorOf(Align align) {
    switch (align) {
        case Align::Left: return Anchor::Start;
        case Align::Centre: return Anchor::Middle;
        case Align::Right: return Anchor::End;
    }
    return Anchor::Start;
}

void spotText(Canvas& canvas, const PageLayout& layout, const TextSpot& spot, std::string_view text, double designPt,
              bool bold) {
    if (text.empty()) return;
    const double pt = layout.printed(designPt);
    canvas.text(spotPoint(layout, spot, pt), text, {pt, bold, 0x000000, anchorOf(spot.align)});
}

// A letter or arrow centred in a design cell.
void centredText(Canvas& canvas, const Box& box, std::string_view text, double pt, bool bold, Colour colour) {
    canvas.text({box.x + box.width / 2, box.y + box.height / 2 + kMiddle * pt}, text, {pt, bold, colour, Anchor::Middle});
}

// The heading, the caption (unless a legend stands there) and the footer.
void pageText(Canvas& canvas, const PageLayout& layout, const PageTexts& texts, bool caption) {
    spotText(canvas, layout, layout.title, texts.title, layout.titlePt, true);
    spotText(canvas, layout, layout.infoLeft, texts.infoLeft, layout.infoPt, false);
    spotText(canvas, layout, layout.infoRight, texts.infoRight, layout.infoPt, false);
    if (caption) spotText(canvas, layout, layout.caption, texts.caption, layout.captionPt, false);
    spotText(canvas, layout, layout.footerLeft, texts.footerLeft, layout.footerPt, false);
    spotText(canvas, layout, layout.footerCentre, texts.footerCentre, layout.footerPt, false);
    spotText(canvas, layout, layout.footerRight, texts.footerRight, layout.footerPt, false);
}

// The part of a grid that is drawn, in grid units, end exclusive: all of
// it, or what a poster's sheet prints.
struct GridWindow {
    int x0 = 0;
    int y0 = 0;
    int x1 = 0;
    int y1 = 0;
};

// Fills a run of equal cells of one grid row at a time, as few rectangles as the row allows.
template <typename ColourAt>
void fillRuns(Canvas& canvas, const GridWindow& window, ColourAt colourAt) {
    for (int y = window.y0; y < window.y1; ++y) {
        for (int x = window.x0; x < window.x1;) {
            const std::optional<Colour> colour = colourAt(x, y);
            int run = 1;
            while (x + run < window.x1 && colourAt(x + run, y) == colour) ++run;
            if (colour) canvas.fillRect(x, y, run, 1, *colour);
            x += run;
        }
    }
}

// A grid's walls as unit segments, collected and then stroked: each run of
// segments along one grid line is one stroke, so a wall is a single line
// from end to end (no overlapping caps along it: viewers that darken
// where antialiased caps overlap, as Chromium's PDF viewer does, draw it
// evenly) and the file holds far fewer of them. Runs are stroked in a
// fixed order (rows of horizontal runs from the top, then columns of
// vertical ones from the left), so the same walls give the same file.
class WallLines {
public:
    // The segment from (x, y) to (x + 1, y), and from (x, y) to (x, y + 1).
    void across(int x, int y) { across_.push_back({y, x}); }
    void down(int x, int y) { down_.push_back({x, y}); }

    void stroke(Canvas& canvas, double width, Colour colour) {
        if (across_.empty() && down_.empty()) return;
        canvas.beginLines(width, colour);
        runs(across_, [&](int y, int x0, int x1) { canvas.line(x0, y, x1, y); });
        runs(down_, [&](int x, int y0, int y1) { canvas.line(x, y0, x, y1); });
        canvas.endLines();
    }

private:
    // (grid line, position along it) of each unit segment.
    using Segment = std::pair<int, int>;

    // Calls out(line, from, to) for each run of touching segments on a line.
    template <typename Out>
    static void runs(std::vector<Segment>& segments, Out out) {
        std::sort(segments.begin(), segments.end());
        for (std::size_t k = 0; k < segments.size();) {
            const auto [line, from] = segments[k];
            int to = from + 1;
            ++k;
            while (k < segments.size() && segments[k].first == line && segments[k].second <= to) {
                to = std::max(to, segments[k].second + 1);
                ++k;
            }
            out(line, from, to);
        }
    }

    std::vector<Segment> across_;
    std::vector<Segment> down_;
};

// What one maze looks like in grid units: its cells' fills, the way, walls.
struct MazeDrawing {
    const core::Puzzle& puzzle;
    const PageSettings& settings;
    bool blocks = false;
    const PathMap* shade = nullptr;  // answer pages that shade the way
    GridWindow window;               // what is drawn (whole(): everything)

    int cols() const { return blocks ? 2 * puzzle.maze.width() + 1 : puzzle.maze.width(); }
    int rows() const { return blocks ? 2 * puzzle.maze.height() + 1 : puzzle.maze.height(); }
    GridWindow whole() const { return {0, 0, cols(), rows()}; }

    std::optional<Colour> markFill(Mark mark) const {
        if (mark == Mark::Start) return settings.colours.startFill;
        if (mark == Mark::Finish) return settings.colours.finishFill;
        return std::nullopt;
    }

    // The fills of the maze's cells (or blocks), the walls of the blocks style included.
    void fills(Canvas& canvas) const {
        const Colours& colours = settings.colours;
        if (blocks) {
            fillRuns(canvas, window, [&](int x, int y) -> std::optional<Colour> {
                switch (blockAt(puzzle, shade, x, y)) {
                    case Block::Wall: return lonePillar(x, y) ? std::nullopt : std::optional{colours.wall};
                    case Block::Path: return colours.pathFill;
                    case Block::Start: return colours.startFill;
                    case Block::Finish: return colours.finishFill;
                    case Block::Open:
                    case Block::Outside: break;
                }
                return std::nullopt;
            });
            return;
        }
        const core::Maze& maze = puzzle.maze;
        fillRuns(canvas, window, [&](int x, int y) -> std::optional<Colour> {
            const CellPos p{x, y};
            if (!maze.contains(p)) return std::nullopt;
            if (const auto fill = markFill(borderLook(puzzle, nullptr, p).mark)) return fill;
            if (shade != nullptr && shade->visits(p)) return colours.pathFill;
            return std::nullopt;
        });
    }

    // Under facts, a wall block with no wall beside it (an open grid's
    // corners between cells) is left white: it walls nothing off, and the
    // items read better without it.
    bool lonePillar(int x, int y) const {
        if (puzzle.facts == nullptr) return false;
        const auto kind = [&](int bx, int by) {
            return bx < 0 || by < 0 || bx >= cols() || by >= rows() ? Block::Outside : blockAt(puzzle, nullptr, bx, by);
        };
        for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
            const Block beside = kind(x + dx, y + dy);
            if (beside == Block::Wall || beside == Block::Outside) return false;
        }
        return true;
    }

    // Borders style: each cell's walls, collected (a wall between two cells
    // once), then stroked as runs (WallLines).
    void walls(Canvas& canvas, double width) const {
        if (blocks) return;
        const core::Maze& maze = puzzle.maze;
        WallLines lines;
        for (int row = window.y0; row < window.y1; ++row) {
            for (int col = window.x0; col < window.x1; ++col) {
                const CellPos p{col, row};
                if (!maze.contains(p)) continue;
                for (const Side side : core::kSides) {
                    // A cell owns its north and west walls, and its south and
                    // east walls where no cell of the maze owns them.
                    const bool ownsWall = side == Side::North || side == Side::West || !maze.hasNeighbour(p, side);
                    if (!ownsWall || maze.isOpen(p, side)) continue;
                    const int x = col + (side == Side::East ? 1 : 0);
                    const int y = row + (side == Side::South ? 1 : 0);
                    if (side == Side::North || side == Side::South) lines.across(x, y);
                    else lines.down(x, y);
                }
            }
        }
        lines.stroke(canvas, width, settings.colours.wall);
    }

    // The way as a line through the middle of the corridors, from the edge
    // of S to the edge of F (their letters stay clear). Under facts, a wide
    // light band, so the items over it stay legible.
    void way(Canvas& canvas) const {
        const auto& path = puzzle.solution;
        if (path.size() < 2) return;
        const auto centre = [&](CellPos p) {
            return blocks ? Point{2.0 * p.col + 1.5, 2.0 * p.row + 1.5} : Point{p.col + 0.5, p.row + 0.5};
        };
        std::vector<Point> points;
        for (const CellPos p : path) points.push_back(centre(p));
        const auto towards = [](Point from, Point to) {
            // Half a unit from `from` towards its neighbour on the way.
            const double dx = to.x - from.x;
            const double dy = to.y - from.y;
            const double length = std::max(std::abs(dx), std::abs(dy));
            return Point{from.x + dx / length * 0.5, from.y + dy / length * 0.5};
        };
        points.front() = towards(points[0], points[1]);
        points.back() = towards(points[points.size() - 1], points[points.size() - 2]);
        if (puzzle.facts != nullptr) {
            canvas.polyline(points, kFactWayWidth, factWayColour(settings.colours.route));
            return;
        }
        const double width = blocks ? settings.routeWidthBlock : settings.routeWidthCell;
        canvas.polyline(points, width, settings.colours.route);
    }
};

bool overlaps(const Box& a, const Box& b) {
    return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

// The grid units of a maze at `box` (printed `unit` points each) that
// `visible` shows, a unit to spare on each side.
GridWindow windowOf(const MazeDrawing& drawing, const Box& box, double unit, const Box* visible) {
    GridWindow window = drawing.whole();
    if (visible == nullptr) return window;
    const auto at = [&](double offset, int most) {
        return static_cast<int>(std::clamp(std::floor(offset / unit), -1.0, static_cast<double>(most) + 1));
    };
    window.x0 = std::max(0, at(visible->x - box.x, window.x1) - 1);
    window.y0 = std::max(0, at(visible->y - box.y, window.y1) - 1);
    window.x1 = std::min(window.x1, at(visible->right() - box.x, window.x1) + 2);
    window.y1 = std::min(window.y1, at(visible->bottom() - box.y, window.y1) + 2);
    window.x1 = std::max(window.x1, window.x0);
    window.y1 = std::max(window.y1, window.y0);
    return window;
}

// True if black text would not read on `fill`.
bool isDark(Colour fill) {
    const double luminance = 0.2126 * ((fill >> 16) & 0xFF) + 0.7152 * ((fill >> 8) & 0xFF) + 0.0722 * (fill & 0xFF);
    return luminance < 0.4 * 255;
}

// Each cell's item, centred in it (the blocks style: in its passage block),
// all of one size for the set, on one line or two (page/fact_text.hpp).
// `fillAt` gives a cell's fill, if any: items on a dark one print white.
template <typename FillAt>
void factItems(Canvas& canvas, const PageLayout& layout, const MazePlace& place, const core::Puzzle& puzzle,
               const PageSettings& settings, FillAt fillAt, const Box* visible = nullptr) {
    const core::Region& region = puzzle.maze.region();
    // The workbook's size (design points), printed.
    const double pt = layout.printed(factSetTextPt(puzzle.facts->set(), pxToPt(layout.cellPx)));
    const double cellPt = layout.printedCellPt();
    const double lineGap = kFactLineEm * pt;
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            const CellPos cell{col, row};
            // S and F keep their letters, as in the workbook: their items are
            // true, so leaving them out tells nothing.
            if (!region.contains(col, row) || cell == puzzle.start || cell == puzzle.finish) continue;
            const DesignCell at = designCell(cell, settings.style, place);
            const Box box = layout.cellBox(at.row, at.col);
            if (visible != nullptr && !overlaps(box, *visible)) continue;
            const double x = box.x + box.width / 2;
            const double middle = box.y + box.height / 2 + kMiddle * pt;
            const FactLines lines = factLines(puzzle.facts->item(region.index(col, row)), pt, cellPt);
            const std::optional<Colour> fill = fillAt(cell);
            const TextStyle style{pt, false, fill && isDark(*fill) ? 0xFFFFFFU : 0x000000U, Anchor::Middle};
            if (!lines.twoLines()) {
                canvas.text({x, middle}, lines.first, style);
                continue;
            }
            canvas.text({x, middle - lineGap / 2}, lines.first, style);
            canvas.text({x, middle + lineGap / 2}, lines.second, style);
        }
    }
}

// The S and F letters in their cells, and each door's arrow, in page coordinates.
void marks(Canvas& canvas, const PageLayout& layout, const MazePlace& place, const core::Puzzle& puzzle,
           const PageSettings& settings) {
    const Colours& colours = settings.colours;
    for (const auto& [cell, mark] : {std::pair{puzzle.start, Mark::Start}, std::pair{puzzle.finish, Mark::Finish}}) {
        const DesignCell at = designCell(cell, settings.style, place);
        const bool start = mark == Mark::Start;
        centredText(canvas, layout.cellBox(at.row, at.col), start ? settings.texts["start-mark"] : settings.texts["finish-mark"],
                    layout.printed(layout.markPt), true, start ? colours.startInk : colours.finishInk);
    }
    const auto spanBox = [&](const CellSpan& span) {
        const double x = layout.colX(span.firstCol);
        const double y = layout.rowY(span.firstRow);
        return Box{x, y, layout.colX(span.lastCol + 1) - x, layout.rowY(span.lastRow + 1) - y};
    };
    for (const DoorMark& door : doorMarks(puzzle, settings.style, place, layout)) {
        const bool start = door.mark == Mark::Start;
        const Colour ink = start ? colours.startInk : colours.finishInk;
        // Centred on its door across the way it points (its span may take
        // a ring row or column of another height on one side).
        Box arrow = spanBox(door.arrow);
        const Box outside = layout.cellBox(door.row, door.col);
        if (door.pointing == Side::East || door.pointing == Side::West) {
            arrow.y = outside.y + outside.height / 2 - arrow.height / 2;
        } else {
            arrow.x = outside.x + outside.width / 2 - arrow.width / 2;
        }
        centredText(canvas, arrow, arrowGlyph(door.pointing), layout.printed(layout.arrowPt), true, ink);
        if (door.letter) {
            centredText(canvas, spanBox(*door.letter), start ? settings.texts["start-mark"] : settings.texts["finish-mark"],
                        layout.printed(layout.doorLetterPt), true, ink);
        }
    }
}

void beginMazeGrid(Canvas& canvas, const PageLayout& layout, const MazePlace& place) {
    const Box box = layout.mazeBox(place);
    canvas.beginGrid(box.x, box.y, layout.printedCellPt(), GridLines::AxisAligned);
}

}  // namespace

void noteLegibility(const MazePage& page, std::span<const core::Puzzle* const> mazes, const PageSettings& settings,
                    std::vector<std::string>& warnings) {
    std::vector<std::string> notes = legibilityWarnings(*page.layout, settings);
    // Every maze of a run draws its items from one set, at one size.
    if (!mazes.empty() && mazes.front()->facts != nullptr) {
        const double share = core::factTextShare(mazes.front()->maze.region().grid());
        const double textPt = factSetTextPt(mazes.front()->facts->set(), pxToPt(page.layout->cellPx) * share);
        for (std::string& note : factLegibilityWarnings(textPt, *page.layout)) notes.push_back(std::move(note));
    }
    for (std::string& note : notes) {
        if (std::find(warnings.begin(), warnings.end(), note) == warnings.end()) warnings.push_back(std::move(note));
    }
}

double wallWidthPt(double cellPt) {
    return std::min(std::clamp(kWallShare * cellPt, kThinnestWallPt, kThickestWallPt), kMaxWallShare * cellPt);
}

namespace {

// A poster sheet's marks in its band, outside what it prints: at each
// corner of its tile, the tile's edges carried on as short lines (cut
// marks: cut along the line between two); beside each edge that joins a
// neighbour, that neighbour's name (where it goes); above the tile, the
// title and the sheet's place.
void posterMarks(Canvas& canvas, const PageLayout& layout, const PosterSheet& sheet, const std::string& title,
                 const PageSettings& settings) {
    constexpr double mm = kPointsPerInch / kMmPerInch;
    const double band = kPosterBandMm * mm;
    const double overlap = kPosterOverlapMm * mm;
    const double gap = 1 * mm;
    const Box& tile = sheet.tile;
    canvas.beginLines(0.5, 0x000000);
    for (const bool top : {true, false}) {
        for (const bool left : {true, false}) {
            const double x = left ? tile.x : tile.right();
            const double y = top ? tile.y : tile.bottom();
            // Along the vertical edge, into the band above or below the tile.
            const double intoV = (top ? sheet.above : sheet.below) ? overlap + gap : gap;
            canvas.line(x, top ? y - band : y + intoV, x, top ? y - intoV : y + band);
            const double intoH = (left ? sheet.left : sheet.right) ? overlap + gap : gap;
            canvas.line(left ? x - band : x + intoH, y, left ? x - intoH : x + band, y);
        }
    }
    canvas.endLines();
    constexpr double namePt = 7;
    const TextStyle name{namePt, true, 0x404040, Anchor::Middle};
    const double outer = (band - overlap) / 2;  // the middle of the band beyond the overlap
    const double middleY = tile.y + tile.height / 2 + kMiddle * namePt;
    const double middleX = tile.x + tile.width / 2;
    if (sheet.left) canvas.text({tile.x - overlap - outer, middleY}, posterSheetName(sheet.col - 1, sheet.row), name);
    if (sheet.right) canvas.text({tile.right() + overlap + outer, middleY}, posterSheetName(sheet.col + 1, sheet.row), name);
    if (sheet.above) canvas.text({middleX, tile.y - overlap - outer + kMiddle * namePt}, posterSheetName(sheet.col, sheet.row - 1), name);
    if (sheet.below) canvas.text({middleX, tile.bottom() + overlap + outer + kMiddle * namePt}, posterSheetName(sheet.col, sheet.row + 1), name);
    const std::string place = fillIn(settings.texts["poster-sheet"], {{"sheet", posterSheetName(sheet.col, sheet.row)},
                                                                 {"col", std::to_string(sheet.col + 1)},
                                                                 {"row", std::to_string(sheet.row + 1)}});
    canvas.text({tile.x + 2 * mm, tile.y - band + 3 * mm}, title.empty() ? place : title + " \u00B7 " + place,
                {namePt, false, 0x000000, Anchor::Start});
    (void)layout;
}

// What a page shows, on the current Canvas page; `visible`: only what
// stands there need be drawn (a poster's sheet), else everything.
void mazePageContent(Canvas& canvas, const MazePage& page, std::span<const core::Puzzle* const> mazes, PageRole role,
                     WayDrawn way, const PageSettings& settings, const Box* visible) {
    const PageLayout& layout = *page.layout;
    const bool answer = role == PageRole::Answer;
    pageText(canvas, layout, answer ? page.answerTexts : page.mazeTexts, true);
    const double wallUnits = wallWidthPt(layout.printedCellPt()) / layout.printedCellPt();
    for (std::size_t k = 0; k < mazes.size(); ++k) {
        const core::Puzzle& puzzle = *mazes[k];
        const MazePlace& place = layout.mazes[k];
        if (place.labelRow >= 0 && k < page.labels.size()) {
            spotText(canvas, layout, {place.labelRow, place.ringColLeft(), place.ringColLeft(), Align::Left},
                     page.labels[k], layout.labelPt, true);
        }
        if (puzzle.maze.region().grid() != core::GridKind::Square) {
            drawGridMaze(canvas, layout, place, puzzle, answer, way, settings);
            continue;
        }
        std::optional<PathMap> shade;
        if (answer && way == WayDrawn::Shade) shade.emplace(puzzle);
        MazeDrawing drawing{puzzle, settings, settings.style == Style::Blocks, shade ? &*shade : nullptr, {}};
        drawing.window = windowOf(drawing, layout.mazeBox(place), layout.printedCellPt(), visible);
        beginMazeGrid(canvas, layout, place);
        drawing.fills(canvas);
        if (answer && way == WayDrawn::Line) drawing.way(canvas);
        drawing.walls(canvas, wallUnits);
        canvas.endGrid();
        if (puzzle.facts != nullptr) {
            factItems(
                canvas, layout, place, puzzle, settings, [](CellPos) { return std::optional<Colour>{}; }, visible);
        }
        marks(canvas, layout, place, puzzle, settings);
    }
}

}  // namespace

void drawMazePage(Canvas& canvas, const MazePage& page, std::span<const core::Puzzle* const> mazes, PageRole role,
                  WayDrawn way, const PageSettings& settings) {
    const PageLayout& layout = *page.layout;
    if (!layout.poster.any()) {
        canvas.beginPage(layout.paperWidthPt(), layout.paperHeightPt());
        mazePageContent(canvas, page, mazes, role, way, settings, nullptr);
        canvas.endPage();
        return;
    }
    const PageTexts& texts = role == PageRole::Answer ? page.answerTexts : page.mazeTexts;
    for (int k = 0; k < layout.poster.sheets(); ++k) {
        if (settings.posterSheet >= 0 && k != settings.posterSheet) continue;
        const PosterSheet sheet = posterSheet(layout, k);
        canvas.beginPage(layout.sheetWidthPt(), layout.sheetHeightPt());
        canvas.beginWindow(sheet.dx, sheet.dy, sheet.printed);
        const Box visible{sheet.printed.x - sheet.dx, sheet.printed.y - sheet.dy, sheet.printed.width,
                          sheet.printed.height};
        mazePageContent(canvas, page, mazes, role, way, settings, &visible);
        canvas.endWindow();
        posterMarks(canvas, layout, sheet, texts.title, settings);
        canvas.endPage();
    }
}

namespace {

// A step page's legend: each look's swatch and its words.
void stepLegend(Canvas& canvas, const PageLayout& layout, const LegendPlacement& legend, const StepColours& colours) {
    for (const LegendSwatch& swatch : legend.swatches) {
        const Box first = layout.cellBox(swatch.row, swatch.col);
        const double width = layout.colX(swatch.col + swatch.cols) - first.x;
        const Colour fill = swatch.look == StepLook::Done ? 0xFFFFFF : colours.of(swatch.look);
        canvas.framedRect(first.x, first.y, width, first.height, fill);
    }
    for (const LegendWords& words : legend.words) {
        spotText(canvas, layout, {words.row, words.col, words.col, Align::Left}, words.words, layout.captionPt, false);
    }
}

}  // namespace

void drawStepPages(Canvas& canvas, const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                   const StepPages& pages, const PageSettings& settings) {
    const PageLayout& layout = pages.layout;
    const MazePlace& place = layout.maze();
    const bool blocks = settings.style == Style::Blocks;
    const StepColours& colours = settings.colours.steps;
    const double wallUnits = wallWidthPt(layout.printedCellPt()) / layout.printedCellPt();
    for (std::size_t k = 0; k < steps.steps.size(); ++k) {
        const core::CarvingStep& step = steps.steps[k];
        core::Puzzle state = core::stepState(puzzle, step);
        state.facts = puzzle.facts;  // the cells keep their items while the walls are carved around them
        const core::Region& region = state.maze.region();
        const auto lookOf = [&](CellPos p) { return step.looks[region.index(p.col, p.row)]; };
        canvas.beginPage(layout.paperWidthPt(), layout.paperHeightPt());
        pageText(canvas, layout, pages.texts[k], false);
        if (region.grid() != core::GridKind::Square) {
            // Cells not done yet take their look's colour; done, S and F as on the maze page.
            drawGridStep(canvas, layout, place, state, settings, [&](CellPos p) -> std::optional<Colour> {
                const StepLook look = lookOf(p);
                if (look != StepLook::Done) return colours.of(look);
                if (p == state.start) return settings.colours.startFill;
                if (p == state.finish) return settings.colours.finishFill;
                return std::nullopt;
            });
            stepLegend(canvas, layout, pages.legend, colours);
            canvas.endPage();
            continue;
        }
        beginMazeGrid(canvas, layout, place);
        // Cells not done yet take their look's colour; a done cell looks as
        // on the maze page (S and F filled), so the last step is the maze.
        MazeDrawing drawing{state, settings, blocks, nullptr, {}};
        drawing.window = drawing.whole();
        const auto cellColour = [&](CellPos p) -> std::optional<Colour> {
            if (!region.contains(p)) return std::nullopt;
            const StepLook look = lookOf(p);
            if (look != StepLook::Done) return colours.of(look);
            return drawing.markFill(borderLook(state, nullptr, p).mark);
        };
        if (!blocks) {
            fillRuns(canvas, drawing.window, [&](int x, int y) { return cellColour({x, y}); });
        } else {
            fillRuns(canvas, drawing.window, [&](int x, int y) -> std::optional<Colour> {
                const Block kind = blockAt(state, nullptr, x, y);
                if (kind == Block::Wall) return settings.colours.wall;
                if (kind == Block::Outside) return std::nullopt;
                if (x % 2 == 1 && y % 2 == 1) return cellColour({x / 2, y / 2});
                // A passage takes the colour its two cells share, unless done.
                const bool across = y % 2 == 1;
                const CellPos a = across ? CellPos{x / 2 - 1, y / 2} : CellPos{x / 2, y / 2 - 1};
                const CellPos b{x / 2, y / 2};
                if (!region.contains(a) || !region.contains(b) || lookOf(a) != lookOf(b) ||
                    lookOf(a) == StepLook::Done) {
                    return std::nullopt;
                }
                return colours.of(lookOf(a));
            });
        }
        drawing.walls(canvas, wallUnits);
        canvas.endGrid();
        if (state.facts != nullptr) factItems(canvas, layout, place, state, settings, cellColour);
        marks(canvas, layout, place, state, settings);
        stepLegend(canvas, layout, pages.legend, colours);
        canvas.endPage();
    }
}

}  // namespace mazesheet::page
