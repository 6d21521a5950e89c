// SPDX-License-Identifier: MIT
#pragma once
// Teaching mode's legend below the maze: for each entry of the algorithm's,
// a swatch (four set colours for the sets) and its words, in slots of one
// width, as many side by side as the maze's width holds, so the legend takes
// few rows. Placed on the page layout's grid: the caption rows and the
// maze's columns.
#include <span>
#include <string>
#include <vector>

#include "core/step_looks.hpp"
#include "page/layout.hpp"
#include "page/settings.hpp"

namespace mazesheet::page {

struct LegendSwatch {
    int row = 0;  // a caption row
    int col = 0;  // its first column
    int cols = 1; // columns it spans
    core::StepLook look = core::StepLook::Unvisited;
};

struct LegendWords {
    int row = 0;
    int col = 0;  // the words start at this column's left edge
    std::string words;
};

struct LegendPlacement {
    std::vector<LegendSwatch> swatches;
    std::vector<LegendWords> words;
};

// Rows the legend needs on `layout`: one per entry at first, fewer when
// the maze is wide enough for several slots side by side.
int legendRows(std::span<const core::LegendEntry> entries, const PageLayout& layout, const PageSettings& settings);

// The legend in layout.captionRows rows (at least legendRows()), its words
// in the settings' language.
LegendPlacement placeLegend(std::span<const core::LegendEntry> entries, const PageLayout& layout,
                            const PageSettings& settings);

}  // namespace mazesheet::page
