// SPDX-License-Identifier: MIT
// The answer key's route picture: its size is decided from the grid before
// any work, within what PNG libraries accept, and its rows come in runs that
// the encoder packs once.
#include <catch2/catch.hpp>

#include <vector>

#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "workbook/maze_workbook.hpp"
#include "workbook/route.hpp"

using namespace mazesheet;
using namespace mazesheet::page;
using namespace mazesheet::workbook;

TEST_CASE("a tall narrow maze gets no route picture taller than PNG libraries accept", "[route]") {
    // libpng writes and reads at most 1,000,000 pixels a side by default:
    // at 4 pixels a cell, 250,000 cells.
    CHECK(routeFits(1, 250'000));
    CHECK_FALSE(routeFits(1, 250'001));
    CHECK_FALSE(routeFits(3, 300'000));
    CHECK_FALSE(routeFits(16, 260'000));
    const GridSize blocks = gridSize(16, 260'000, Style::Blocks);
    CHECK_FALSE(routeFits(blocks.cols, blocks.rows));
    const std::optional<RouteSize> tallest = routeSize(1, 250'000, 0.5);
    REQUIRE(tallest);
    CHECK(tallest->height == 1'000'000);
}

TEST_CASE("every grid the size checks accept has a picture within limits, or none", "[route]") {
    const std::vector<int> sides = {1, 2, 3, 16, 100, 599, 601, 1000, 2000, 2049, 8191, 16382, 125'000, 250'000,
                                    250'001, 300'000, 524'283, 1'048'570};
    int pictures = 0;
    int shaded = 0;
    for (const Style style : {Style::Borders, Style::Blocks}) {
        for (const int width : sides) {
            for (const int height : sides) {
                try {
                    checkGridFits(width, height, style, "size");
                } catch (const core::InputError&) {
                    continue;  // refused before any work
                }
                const GridSize grid = gridSize(width, height, style);
                for (const double printedCellMm : {0.0, 0.05, 0.5, 1.8, 9.0, 1000.0}) {
                    INFO(width << "x" << height << " grid " << grid.cols << "x" << grid.rows << ", cells "
                               << printedCellMm << " mm");
                    const std::optional<RouteSize> size = routeSize(grid.cols, grid.rows, printedCellMm);
                    CHECK(size.has_value() == routeFits(grid.cols, grid.rows));
                    if (!size) {
                        ++shaded;
                        continue;
                    }
                    ++pictures;
                    CHECK(size->pixelsPerCell >= 4);
                    CHECK(size->pixelsPerCell <= 20);
                    CHECK(size->width == grid.cols * size->pixelsPerCell);
                    CHECK(size->height == grid.rows * size->pixelsPerCell);
                    CHECK(size->width <= 1'000'000);
                    CHECK(size->height <= 1'000'000);
                    CHECK(static_cast<double>(size->width) * static_cast<double>(size->height) <= 64.0 * 1024 * 1024);
                }
            }
        }
    }
    CHECK(pictures > 100);
    CHECK(shaded > 100);
}

TEST_CASE("the route picture's pixels are about 0.2 mm on paper", "[route]") {
    CHECK(routeSize(100, 100, 1.8)->pixelsPerCell == 9);
    CHECK(routeSize(20, 20, 9.0)->pixelsPerCell == 20);     // at most 20
    CHECK(routeSize(1000, 1000, 0.18)->pixelsPerCell == 4);  // at least 4
    // Fewer pixels a cell where the most would pass 64 Mpx.
    CHECK(routeSize(2000, 2000, 9.0)->pixelsPerCell == 4);
}

TEST_CASE("the route picture's rows come in runs of equal rows", "[route]") {
    for (const Style style : {Style::Borders, Style::Blocks}) {
        for (const int side : {7, 40}) {
            core::PuzzleSpec spec;
            spec.region = core::Region::rectangle(side, side + 3);
            spec.generator = core::findGenerator("backtracker");
            spec.seed = 5;
            const core::Puzzle puzzle = core::makePuzzle(spec);
            PageSettings settings;
            settings.style = style;
            const GridSize grid = gridSize(puzzle.maze.width(), puzzle.maze.height(), style);
            PageRequest request;
            request.gridCols = static_cast<int>(grid.cols);
            request.gridRows = static_cast<int>(grid.rows);
            const PageLayout layout = layoutPage(request, settings);
            const std::optional<Picture> picture = routePicture(puzzle, layout, layout.maze(), settings);
            REQUIRE(picture);
            std::vector<std::uint8_t> first;
            std::vector<std::uint8_t> other;
            int drawn = 0;
            int runs = 0;
            for (int y = 0; y < picture->imageHeight;) {
                const int run = picture->rows(y, first);
                REQUIRE(run >= 1);
                REQUIRE(y + run <= picture->imageHeight);
                REQUIRE(first.size() == static_cast<std::size_t>(picture->imageWidth));
                for (int k = 1; k < run; ++k) {
                    picture->rows(y + k, other);
                    REQUIRE(other == first);
                }
                for (const std::uint8_t pixel : first) drawn += pixel;
                y += run;
                ++runs;
            }
            CHECK(drawn > 0);
            CHECK(runs < picture->imageHeight / 2);  // the point of runs: far fewer rows to pack
        }
    }
}
