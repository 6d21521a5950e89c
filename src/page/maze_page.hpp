// SPDX-License-Identifier: MIT
#pragma once
// One printed page of mazes (a worksheet, or its answer page): its layout
// and its words, the same for every output format. A class set is a run of
// such pages, each holding PageSettings::mazesPerPage mazes.
#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/texts.hpp"

namespace mazesheet::page {

struct MazePage {
    std::shared_ptr<const PageLayout> layout;
    PageTexts mazeTexts;    // the worksheet's words
    PageTexts answerTexts;  // the answer page's: the same layout, so the maze stands at the same place
    std::vector<std::string> labels;  // each maze's number and seed, when several share the page
};

// The page holding mazes `first` .. `first + mazes.size() - 1` (0-based) of
// `count`. `way`: how the answer page draws the way (its caption says so);
// `verdictChars`: room for a verdict on the caption row (playable sheets);
// `sheetCells`: the page of a workbook, which draws a hex maze in bricks of
// cells (page/hex_bricks.hpp) rather than as a picture.
MazePage layoutMazePage(std::span<const core::Puzzle* const> mazes, std::size_t first, std::size_t count,
                        const PageSettings& settings, WayDrawn way, std::size_t verdictChars = 0,
                        bool sheetCells = false);

// How many pages `count` mazes take.
std::size_t pagesFor(std::size_t count, const PageSettings& settings);
// The number of mazes on each page.
std::size_t mazesPerPage(const PageSettings& settings);

}  // namespace mazesheet::page
