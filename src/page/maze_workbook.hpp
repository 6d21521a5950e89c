#pragma once
// Plans a whole maze workbook: a sheet per maze (and its solution), the
// document properties, and legibility warnings. Format-neutral: sheet/
// writes the plan as .xlsx.
#include <span>

#include "core/puzzle.hpp"
#include "page/plan.hpp"
#include "page/settings.hpp"

namespace mazesheet::page {

enum class SheetSet {
    MazesAndHiddenSolutions,  // "Maze", then its hidden "Solution" (per maze)
    MazesOnly,                // no answer in the workbook at all
    AnswerKey,                // only the solution sheets, visible and printable
};

// Throws core::InputError unless mazes over `region` fit a sheet (Excel's
// grid) and the title can be written ("size"/"mask", "title").
void checkMazeWorkbook(const core::Region& region, const PageSettings& settings);

// The puzzles must outlive the plan (its rows are made on demand).
WorkbookPlan planMazeWorkbook(std::span<const core::Puzzle> puzzles, const PageSettings& settings, SheetSet sheets);

// The format every cell starts from: Courier New 10 (units.hpp says why).
CellFormat defaultCellFormat();

}  // namespace mazesheet::page
