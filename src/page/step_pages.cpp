// SPDX-License-Identifier: MIT
#include "page/step_pages.hpp"

#include <algorithm>

#include "page/doors.hpp"
#include "page/grid_drawing.hpp"
#include "page/hex_bricks.hpp"
#include "page/text_rules.hpp"

namespace mazesheet::page {

namespace {

// How much of the page's width or height (the larger) the maze prints on.
double pageShare(const PageLayout& layout) {
    const double mm = layout.printedCellMm;
    const MazePlace& place = layout.maze();
    const CellTracks& tracks = layout.tracks;  // bricks: two columns a cell, rows of sqrt(3)/2
    const double widthMm = layout.paperWidthPt() / kPointsPerInch * kMmPerInch;
    const double heightMm = layout.paperHeightPt() / kPointsPerInch * kMmPerInch;
    return std::max(static_cast<double>(place.gridCols) / tracks.colsPerCell * mm / widthMm,
                    place.gridRows * tracks.rowShare * mm / heightMm);
}

// Automatic orientation, as for a maze page (the one that prints the maze
// larger), but only among those where the maze fills at least 70 % of the
// page's width or height, as maze pages do (72 % by this
// estimate, for room); when neither does, the one where it fills more. A
// step page needs this where a maze page does not: its legend's rows take
// height, and a small maze across a landscape page then prints at less than
// 70 % of the page.
constexpr double kMinPageShare = 0.72;

PageLayout stepLayout(const PageRequest& request, PageSettings settings) {
    const auto layoutFor = [&](Orientation orientation) {
        settings.orientation = orientation;
        return layoutPage(request, settings);
    };
    const PageLayout chosen = layoutFor(settings.orientation);
    if (settings.orientation != Orientation::Auto || pageShare(chosen) >= kMinPageShare) return chosen;
    const PageLayout other = layoutFor(chosen.landscape ? Orientation::Portrait : Orientation::Landscape);
    return pageShare(other) > pageShare(chosen) ? other : chosen;
}

}  // namespace

std::string stepHeading(const core::CarvingSteps& steps, std::size_t k, std::size_t cells, const Texts& texts) {
    return fillIn(texts["step-heading"], {{"step", std::to_string(k)},
                                      {"steps", std::to_string(steps.steps.size())},
                                      {"done", std::to_string(steps.steps[k - 1].cellsDone)},
                                      {"cells", std::to_string(cells)}});
}

std::string stepSubject(const std::string& algorithm, const Texts& texts) {
    return fillIn(texts["step-subject"], {{"algorithm", algorithm}});
}

StepPages layoutStepPages(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const PageSettings& settings,
                          bool sheetCells) {
    StepPages pages;
    const std::size_t cells = puzzle.maze.region().cellCount();
    HeadingSize heading;
    for (std::size_t k = 1; k <= steps.steps.size(); ++k) {
        PageTexts t = pageTexts(puzzle, 0, 1, settings, PageRole::Maze, WayDrawn::Line);
        t.title = stepHeading(steps, k, cells, settings.texts);
        t.infoLeft = settings.title.empty() ? stepSubject(puzzle.algorithm, settings.texts) : settings.title;
        t.caption.clear();
        const HeadingSize size = headingSize(t, t);
        heading.titleChars = std::max(heading.titleChars, size.titleChars);
        heading.infoChars = std::max(heading.infoChars, size.infoChars);
        pages.texts.push_back(std::move(t));
    }
    constexpr std::size_t kSwatchChars = 8;  // room for the swatches before the words, about
    for (const core::LegendEntry& entry : steps.legend) {
        heading.infoChars = std::max(heading.infoChars, textChars(settings.texts.legend(entry.words)) + kSwatchChars);
    }
    // The legend's rows depend on the cells' size, which depends on the rows
    // the heading and legend take: a line per entry first, then as few rows
    // as that layout's width allows, if the layout they give still holds them.
    const core::Region& region = puzzle.maze.region();
    const bool bricks = sheetCells && region.grid() == core::GridKind::Hex;
    const GridSize grid = bricks ? brickGridSize(region.width(), region.height()) : mazeGridSize(region, settings.style);
    PageRequest request;
    request.gridCols = static_cast<int>(grid.cols);
    request.gridRows = static_cast<int>(grid.rows);
    if (bricks) request.tracks = kBrickTracks;
    request.ring = region.grid() == core::GridKind::Square || bricks ? doorRing(puzzle) : gridDoorRing();
    request.heading = heading;
    request.heading.captionRows = static_cast<int>(steps.legend.size());
    request.heading.gapBeforeFooter = true;  // the legend's last swatches would touch the footer
    pages.layout = stepLayout(request, settings);
    PageRequest packed = request;
    packed.heading.captionRows = legendRows(steps.legend, pages.layout, settings);
    if (packed.heading.captionRows < request.heading.captionRows) {
        PageLayout tighter = stepLayout(packed, settings);
        if (legendRows(steps.legend, tighter, settings) <= packed.heading.captionRows) pages.layout = std::move(tighter);
    }
    pages.legend = placeLegend(steps.legend, pages.layout, settings);
    return pages;
}

}  // namespace mazesheet::page
