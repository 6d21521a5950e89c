// SPDX-License-Identifier: MIT
#pragma once
// Teaching mode's workbook: sheets "Step 1" .. "Step N" showing the carving
// at N moments (core/steps.hpp, page/step_pages.hpp), before the finished
// maze's own sheets.
//
// A step sheet is a maze sheet (workbook/maze_sheet.hpp: the layout, the door
// ring and its arrows, the names Maze, Start and Finish, the page setup)
// whose cells are painted with the step's colours (page::StepColours), with
// the step and the cells done in its heading and the algorithm's legend
// below the maze. Walls are drawn as in the chosen style. All step sheets
// share one layout, so they print with the same cells, one page each.
#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "workbook/maze_workbook.hpp"
#include "workbook/plan.hpp"

namespace mazesheet::workbook {

// The step sheets, then the sheets planMazeWorkbook makes for the finished
// maze: its Maze sheet and, as `sheets` says, its hidden Solution. An answer
// key (SheetSet::AnswerKey) is only the solution, without step sheets. The
// puzzle and the steps must outlive the plan.
WorkbookPlan planStepsWorkbook(const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                               const page::PageSettings& settings, SheetSet sheets);

}  // namespace mazesheet::workbook
