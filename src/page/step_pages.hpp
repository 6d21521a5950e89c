// SPDX-License-Identifier: MIT
#pragma once
// Teaching mode's pages: the maze at each step of its carving (core/steps.hpp),
// one page each, all on one layout (the maze at the same place, with room
// for the longest heading and the algorithm's legend below the maze), so
// they print with the same cells and flip like the frames of a film.
#include <cstddef>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "page/layout.hpp"
#include "page/legend.hpp"
#include "page/texts.hpp"

namespace mazesheet::page {

struct StepPages {
    PageLayout layout;
    std::vector<PageTexts> texts;  // step k's (0-based) heading and footer
    LegendPlacement legend;
};

// `sheetCells`: a workbook's pages, which draw a hex maze in bricks of
// cells (page/hex_bricks.hpp).
StepPages layoutStepPages(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const PageSettings& settings,
                          bool sheetCells = false);

// "Step 3 of 6: 140 of 400 cells done" for step k (1-based), in the
// settings' words.
std::string stepHeading(const core::CarvingSteps& steps, std::size_t k, std::size_t cells, const Texts& texts);
// "How kruskal carves a maze".
std::string stepSubject(const std::string& algorithm, const Texts& texts);

}  // namespace mazesheet::page
