// SPDX-License-Identifier: MIT
#pragma once
// Plans a whole maze workbook on the page layout: a sheet per maze (and
// its solution), the document properties, and legibility warnings.
// Spreadsheet-neutral: sheet/ writes the plan as .xlsx.
#include "core/puzzle.hpp"
#include "core/puzzle_source.hpp"
#include "workbook/plan.hpp"
#include "page/settings.hpp"

namespace mazesheet::workbook {

// The custom document property in which an answer key names the workbook
// it answers (PageSettings::answersFor): sheet/ reads it back before a
// key is replaced.
inline constexpr std::string_view kAnswersForProperty = page::kAnswersFor;

enum class SheetSet {
    MazesAndHiddenSolutions,  // "Maze", then its hidden "Solution" (per maze)
    MazesOnly,                // no answer in the workbook at all (a student's copy)
    AnswerKey,                // the solution sheets, visible and printable; for playable
                              // mazes each playable sheet too, with the teacher's switch
};

// Excel's grid.
inline constexpr long long kExcelRows = 1'048'576;
inline constexpr long long kExcelCols = 16'384;

// Throws core::InputError(input) unless a sheet of mazes of this size (with
// the heading, caption, door, spacer and footer rows and the margin and
// ring columns of its page layout, counted on the layout itself) fits
// Excel's 16,384 columns and 1,048,576 rows, naming the largest that fits;
// `input` is "size" or "mask".
void checkGridFits(int mazeWidth, int mazeHeight, const page::PageSettings& settings, const std::string& input,
                   core::GridKind grid = core::GridKind::Square);
// The same with the default page in `style`.
void checkGridFits(int mazeWidth, int mazeHeight, page::Style style, const std::string& input);

// Throws core::InputError unless mazes over `region` fit a sheet (Excel's
// grid; a hex maze takes 2W+1 columns) and the title can be written
// ("size"/"mask", "title").
void checkMazeWorkbook(const core::Region& region, const page::PageSettings& settings);

// The cells a workbook of `sheets` maze sheets over `region` holds: each
// sheet has the maze's grid, W x H cells (borders) or (2W+1) x (2H+1)
// blocks. The time to open a workbook grows with it.
double workbookCells(const core::Region& region, page::Style style, std::size_t sheets);

// Open times measured in LibreOffice 7.4 headless (README, "Sizes users can
// open"): about a minute for 30 million cells; 3 minutes and 2.8 GB of
// memory for 50 million; 5 to 8 minutes and 1.8 to 3.7 GB for 72 million.
inline constexpr double kSlowOpenCells = 30e6;   // past this: a warning
inline constexpr double kHugeOpenCells = 50e6;   // past this: refused unless forced

// The first maze's sheets are planned now, the others' (plan.later) as the
// backend reaches them, each maze made when its sheets are planned and
// dropped with them. `puzzles` must outlive the plan.
WorkbookPlan planMazeWorkbook(core::PuzzleSource& puzzles, const page::PageSettings& settings, SheetSet sheets);

// The format every cell starts from: Courier New 10 (units.hpp says why).
CellFormat defaultCellFormat();

}  // namespace mazesheet::workbook
