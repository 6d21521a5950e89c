// SPDX-License-Identifier: MIT
#pragma once
// Cell references in A1 notation, for formulas and defined names in plans.
#include <string>

namespace mazesheet::workbook {

// "B4" (relative) or "$B$4" (absolute) for a 0-based row and column.
std::string cellRef(int row, int col, bool absolute = false);
// A reference on another sheet: 'Check 1'!B4.
std::string sheetRef(const std::string& sheetName, int row, int col, bool absolute = false);
// Quotes a sheet name for formulas and defined names: 'Maze 1'.
std::string quotedSheet(const std::string& sheetName);

}  // namespace mazesheet::workbook
