#pragma once
// The .xlsx backend: writes a page plan with libxlsxwriter, row by row (so
// libxlsxwriter's constant-memory mode can stream large sheets). It knows
// nothing about mazes; everything it writes is in the plan.
#include <string>

#include "page/plan.hpp"

namespace mazesheet::sheet {

// Writes `plan` to `path` (the caller makes the write atomic). Throws
// std::runtime_error if libxlsxwriter fails.
void writeXlsx(const page::WorkbookPlan& plan, const std::string& path);

}  // namespace mazesheet::sheet
