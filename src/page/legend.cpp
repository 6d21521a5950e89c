// SPDX-License-Identifier: MIT
#include "page/legend.hpp"

#include <algorithm>
#include <cmath>

#include "page/text_rules.hpp"

namespace mazesheet::page {

namespace {

using core::StepLook;

// Slot sizes in columns of the maze's cells.
struct Slots {
    Slots(std::span<const core::LegendEntry> entries, const PageLayout& layout, const PageSettings& settings) {
        const int cellPx = layout.cellPx;
        const int captionRowPx = layout.rows.px(layout.captionRow);
        const int gridCols = layout.maze().gridCols;
        swatchCols = std::clamp((captionRowPx + cellPx - 1) / cellPx, 1, 4);
        setSwatches = std::clamp((gridCols - 1) / swatchCols, 1, 4);
        int widest = 1;
        std::size_t longest = 0;
        for (const core::LegendEntry& entry : entries) {
            widest = std::max(widest, swatches(entry) * swatchCols);
            longest = std::max(longest, textChars(settings.texts.legend(entry.words)));
        }
        // The words at the caption's size, a generous average advance each.
        const double wordsPx =
            static_cast<double>(longest) * layout.captionPt * 96.0 / 72.0 * settings.heading.headingEm;
        wordsCol = widest + 1;
        slotCols = wordsCol + static_cast<int>(std::ceil(wordsPx / cellPx)) + 1;
        perRow = std::max(1, (gridCols + 1) / slotCols);
    }
    int swatches(const core::LegendEntry& entry) const { return entry.look == StepLook::Set ? setSwatches : 1; }

    int swatchCols = 1;
    int setSwatches = 1;
    int wordsCol = 2;  // from the slot's first column
    int slotCols = 3;
    int perRow = 1;
};

}  // namespace

int legendRows(std::span<const core::LegendEntry> entries, const PageLayout& layout, const PageSettings& settings) {
    const auto per = static_cast<std::size_t>(Slots(entries, layout, settings).perRow);
    return static_cast<int>((entries.size() + per - 1) / per);
}

LegendPlacement placeLegend(std::span<const core::LegendEntry> entries, const PageLayout& layout,
                            const PageSettings& settings) {
    const Slots slots(entries, layout, settings);
    const auto rows = static_cast<std::size_t>(layout.captionRows);
    const std::size_t perRow = (entries.size() + rows - 1) / rows;
    LegendPlacement placed;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const core::LegendEntry& entry = entries[i];
        const int row = layout.captionRow + static_cast<int>(i / perRow);
        const int slot = layout.maze().firstCol + static_cast<int>(i % perRow) * slots.slotCols;
        for (int s = 0; s < slots.swatches(entry); ++s) {
            const StepLook look = entry.look == StepLook::Set ? core::setLook(s) : entry.look;
            placed.swatches.push_back({row, slot + s * slots.swatchCols, slots.swatchCols, look});
        }
        placed.words.push_back({row, slot + slots.wordsCol, std::string(settings.texts.legend(entry.words))});
    }
    return placed;
}

}  // namespace mazesheet::page
