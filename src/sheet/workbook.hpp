#pragma once
// The .xlsx converter: writes finished mazes (core::Puzzle) as print-ready
// worksheets. It knows nothing about how a maze was carved.
#include <string>
#include <vector>

#include "core/puzzle.hpp"

namespace mazesheet::sheet {

enum class Style { Borders, Blocks };
enum class Paper { A4, Letter };
enum class Orientation { Auto, Portrait, Landscape };

struct WorkbookOptions {
    Style style = Style::Borders;
    Paper paper = Paper::A4;
    Orientation orientation = Orientation::Auto;
    std::string title;            // heading above the maze; a default is used when empty
    bool solutionSheets = true;   // hidden "Solution"/"Solution k" sheets in this workbook
};

// Throws core::InputError (exit status 2) when a maze over `region` cannot be
// laid out in Excel's grid (16,384 columns, 1,048,576 rows, heading rows
// included) or the title cannot be written. Takes the region, not a finished
// maze, so a caller can refuse before spending time on carving.
void checkFitsWorkbook(const core::Region& region, const WorkbookOptions& options);

// Writes the maze workbook to `path` (the caller makes the write atomic).
// Sheets "Maze" (one maze) or "Maze 1".."Maze N", each followed by its hidden
// solution sheet when options.solutionSheets. Legibility warnings (cells too
// small to read, too small for LibreOffice to fit) are appended to `warnings`.
// Throws std::runtime_error if libxlsxwriter fails.
void writeMazeWorkbook(const std::vector<core::Puzzle>& puzzles, const WorkbookOptions& options,
                       const std::string& path, std::vector<std::string>& warnings);

// Writes only the solution sheets, visible, to a separate answers workbook
// (--answers PATH), laid out and printable like the maze sheets.
void writeAnswerWorkbook(const std::vector<core::Puzzle>& puzzles, const WorkbookOptions& options,
                         const std::string& path, std::vector<std::string>& warnings);

}  // namespace mazesheet::sheet
