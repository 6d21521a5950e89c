// SPDX-License-Identifier: MIT
#pragma once
// Maze cells that show the facts' items (--facts): the cell's own format
// (its walls, its shading on a solution sheet, unlocked on a playable
// sheet) with the items' one text size, centred, and a line break where an
// item prints on two lines. The size and the breaks are page::fact_text's.
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/looks.hpp"
#include "page/settings.hpp"
#include "workbook/plan.hpp"

namespace mazesheet::workbook {

class MazeFormats;

class FactCells {
public:
    // The formats for items in the cells of `layout`, sized for the items
    // of the fact set of `puzzles` (the mazes of one page, of one set).
    FactCells(std::span<const core::Puzzle* const> puzzles, const page::PageLayout& layout,
              const page::PageSettings& settings, const MazeFormats& formats, FormatTable& table);

    // Borders style: a cell without a mark, by its BorderLook key.
    FormatId border(int lookKey) const { return border_[static_cast<std::size_t>(lookKey)]; }
    FormatId borderUnlocked(int lookKey) const { return borderUnlocked_[static_cast<std::size_t>(lookKey)]; }
    // Blocks style: a cell's block, open, shaded (on the way) or taking marks.
    FormatId open() const { return open_; }
    FormatId path() const { return path_; }
    FormatId openUnlocked() const { return openUnlocked_; }
    // The item on a cell as the cell holds it: its two lines joined by a line break.
    std::string text(const core::Puzzle& puzzle, core::CellPos p) const;
    double textPt() const { return textPt_; }  // design points

private:
    double textPt_ = 0;
    double cellPt_ = 0;
    std::vector<FormatId> border_;
    std::vector<FormatId> borderUnlocked_;
    FormatId open_ = 0;
    FormatId path_ = 0;
    FormatId openUnlocked_ = 0;
};

// Null unless the puzzles carry facts.
std::shared_ptr<const FactCells> factCells(std::span<const core::Puzzle* const> puzzles,
                                           const page::PageLayout& layout, const page::PageSettings& settings,
                                           const MazeFormats& formats, FormatTable& table);

}  // namespace mazesheet::workbook
