// SPDX-License-Identifier: MIT
#include "page/maze_page.hpp"

#include <algorithm>

#include "page/doors.hpp"
#include "page/grid_drawing.hpp"
#include "page/hex_bricks.hpp"

namespace mazesheet::page {

std::size_t mazesPerPage(const PageSettings& settings) {
    return static_cast<std::size_t>(std::max(1, settings.mazesPerPage));
}

std::size_t pagesFor(std::size_t count, const PageSettings& settings) {
    return (count + mazesPerPage(settings) - 1) / mazesPerPage(settings);
}

MazePage layoutMazePage(std::span<const core::Puzzle* const> mazes, std::size_t first, std::size_t count,
                        const PageSettings& settings, WayDrawn way, std::size_t verdictChars, bool sheetCells) {
    const core::Puzzle& puzzle = *mazes.front();
    const bool several = mazesPerPage(settings) > 1;
    MazePage page;
    page.mazeTexts = pageTexts(puzzle, first, count, settings, PageRole::Maze, way);
    page.answerTexts = pageTexts(puzzle, first, count, settings, PageRole::Answer, way);
    if (several) {
        // Each maze's number and seed stand above it, not in the heading or footer.
        page.mazeTexts.infoRight = page.answerTexts.infoRight = "";
        page.mazeTexts.footerLeft = page.answerTexts.footerLeft = puzzle.algorithm;
        for (std::size_t k = 0; k < mazes.size(); ++k) {
            page.labels.push_back(infoOf(*mazes[k], first + k, count, settings.texts));
        }
    }
    const core::Region& region = puzzle.maze.region();
    const bool bricks = sheetCells && region.grid() == core::GridKind::Hex;
    // Cells of the design (square cells, bricks) take their doors' rings as square mazes do.
    const bool inCells = region.grid() == core::GridKind::Square || bricks;
    const GridSize grid = bricks ? brickGridSize(region.width(), region.height()) : mazeGridSize(region, settings.style);
    PageRequest request;
    request.gridCols = static_cast<int>(grid.cols);
    request.gridRows = static_cast<int>(grid.rows);
    if (bricks) request.tracks = kBrickTracks;
    for (const core::Puzzle* maze : mazes) {
        const DoorRing ring = inCells ? doorRing(*maze) : gridDoorRing();
        request.ring.columns = request.ring.columns || ring.columns;
        request.ring.rows = request.ring.rows || ring.rows;
    }
    request.mazes = static_cast<int>(mazesPerPage(settings));
    request.heading = headingSize(page.mazeTexts, page.answerTexts, verdictChars);
    page.layout = std::make_shared<const PageLayout>(layoutPage(request, settings));
    return page;
}

}  // namespace mazesheet::page
