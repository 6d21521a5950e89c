// SPDX-License-Identifier: MIT
#pragma once
// The words on a maze page: heading, caption and footer, in the settings'
// language. None depends on the layout, so the layout can be sized to them.
#include <cstddef>
#include <string>

#include "core/facts/fact_set.hpp"
#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/settings.hpp"

namespace mazesheet::page {

enum class PageRole {
    Maze,    // the worksheet
    Answer,  // the same maze with its way drawn
};

// How an answer page shows the way (its caption says which).
enum class WayDrawn { Line, Shade };

struct PageTexts {
    std::string title;
    std::string infoLeft;
    std::string infoRight;
    std::string caption;
    std::string footerLeft;
    std::string footerCentre;
    std::string footerRight;
};

// Maze `index` (0-based) of `count`.
PageTexts pageTexts(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const PageSettings& settings,
                    PageRole role, WayDrawn way);

// The info row's right: "seed 7", or in a class set "Maze 2 of 25, seed 7",
// in the settings' language (`index` 0-based).
std::string infoOf(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const Texts& words);

// What a facts maze's student follows, in the words' language: a built-in
// set's instruction translated, a teacher's own line as it stands.
std::string factInstruction(const core::FactSet& set, const Texts& words);

// The heading's title, or the settings' default.
std::string titleOf(const PageSettings& settings);

// Room the heading needs: the longer of the maze's and the answer's texts,
// so both pages share one layout and the maze sits at the same place.
// `verdictChars`: text on the caption row's right (a playable sheet's
// verdict), 0 for none.
HeadingSize headingSize(const PageTexts& maze, const PageTexts& answer, std::size_t verdictChars = 0);

}  // namespace mazesheet::page
