// SPDX-License-Identifier: MIT
#pragma once
// The .xlsx backend: writes a page plan with libxlsxwriter, row by row (so
// libxlsxwriter's constant-memory mode can stream large sheets). It knows
// nothing about mazes; everything it writes is in the plan.
#include <string>
#include <vector>

#include "core/progress.hpp"
#include "workbook/plan.hpp"

namespace mazesheet::sheet {

// Writes `plan` to `path` (the caller makes the write atomic). Messages call
// the file `displayName` (the output the user named; `path` may be a temporary
// file beside it), or `path` if empty. Throws std::runtime_error, one line
// naming the file and the cause ("disk full"), if libxlsxwriter fails;
// libxlsxwriter's own messages never reach standard error. Returns what it
// printed although it succeeded (normally nothing), for warnings.
// `progress` (if any) hears the stages ("writing rows", then "zipping") and
// how many rows are written. The plan's later batches are planned while it
// writes (adding their formats and warnings to the plan).
std::vector<std::string> writeXlsx(workbook::WorkbookPlan& plan, const std::string& path,
                                   const std::string& displayName = {}, core::Progress* progress = nullptr);

}  // namespace mazesheet::sheet
