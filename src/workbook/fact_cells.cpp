// SPDX-License-Identifier: MIT
#include "workbook/fact_cells.hpp"

#include <cmath>

#include <string_view>

#include "page/fact_text.hpp"
#include "workbook/maze_sheet.hpp"

namespace mazesheet::workbook {

namespace {

CellFormat withItem(CellFormat format, const page::PageSettings& settings, double pt) {
    format.font = settings.textFont;
    format.fontPt = pt;
    format.bold = false;
    format.align = HAlign::Centre;
    format.valign = VAlign::Centre;
    format.wrap = true;
    return format;
}

}  // namespace

FactCells::FactCells(std::span<const core::Puzzle* const> puzzles, const page::PageLayout& layout,
                     const page::PageSettings& settings, const MazeFormats& formats, FormatTable& table)
    : cellPt_(page::pxToPt(layout.cellPx)),
      border_(page::BorderLook::kKeys, kDefaultFormat),
      borderUnlocked_(page::BorderLook::kKeys, kDefaultFormat) {
    textPt_ = page::factSetTextPt(puzzles.front()->facts->set(), cellPt_);
    const auto intern = [&](FormatId from) { return table.intern(withItem(table[from], settings, textPt_)); };
    for (int key = 0; key < page::BorderLook::kKeys; ++key) {
        if (((key >> 4) & 3) != 0) continue;  // S and F keep their letters
        border_[static_cast<std::size_t>(key)] = intern(formats.border(key));
        borderUnlocked_[static_cast<std::size_t>(key)] = intern(formats.borderUnlocked(key));
    }
    CellFormat plain;
    open_ = table.intern(withItem(plain, settings, textPt_));
    path_ = intern(formats.block(static_cast<int>(page::Block::Path)));
    openUnlocked_ = intern(formats.openCell);
}

std::string FactCells::text(const core::Puzzle& puzzle, core::CellPos p) const {
    const std::uint32_t index = puzzle.maze.region().index(p.col, p.row);
    const page::FactLines lines = page::factLines(puzzle.facts->item(index), textPt_, cellPt_);
    return lines.twoLines() ? lines.first + "\n" + lines.second : lines.first;
}

std::shared_ptr<const FactCells> factCells(std::span<const core::Puzzle* const> puzzles,
                                           const page::PageLayout& layout, const page::PageSettings& settings,
                                           const MazeFormats& formats, FormatTable& table) {
    if (puzzles.empty() || puzzles.front()->facts == nullptr) return nullptr;
    return std::make_shared<const FactCells>(puzzles, layout, settings, formats, table);
}

}  // namespace mazesheet::workbook
