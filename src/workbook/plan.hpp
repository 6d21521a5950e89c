// SPDX-License-Identifier: MIT
#pragma once
// A workbook planned as data (page setup, columns and rows with their
// sizes, each cell's format and text, defined names, document properties)
// before any file format is involved. A backend (sheet/ for .xlsx) writes a
// plan; other spreadsheet formats could write the same plan.
//
// Rows are produced on demand, in order, so a plan of a huge maze holds one
// row at a time, never the whole sheet.
#include <cstdint>
#include <ctime>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "page/settings.hpp"

namespace mazesheet::workbook {

using page::Colour;
using page::Margins;
using page::Paper;

enum class HAlign : std::uint8_t { General, Left, Centre, Right };
enum class VAlign : std::uint8_t { General, Top, Centre, Bottom };
enum class Line : std::uint8_t { None, Thick };

// How one cell looks. A plain value: plans build a small table of these up
// front and cells refer to them by number.
struct CellFormat {
    std::string font;             // empty: inherit the workbook's default font
    double fontPt = 0;            // 0: inherit
    std::uint8_t fontFamily = 0;  // OOXML font family number; 0: not stated
    bool bold = false;
    std::optional<Colour> ink;
    std::optional<Colour> fill;   // solid fill
    HAlign align = HAlign::General;
    VAlign valign = VAlign::General;
    Line top = Line::None;
    Line right = Line::None;
    Line bottom = Line::None;
    Line left = Line::None;
    bool locked = true;  // on a protected sheet, only unlocked cells take input
    bool wrap = false;   // a line break in the text starts a new line

    bool operator==(const CellFormat&) const = default;
};

using FormatId = std::uint16_t;
// A cell without a format of its own: it looks like the workbook's default.
inline constexpr FormatId kDefaultFormat = 0xFFFF;
// No cell at all (Row::blanks).
inline constexpr FormatId kNoCell = 0xFFFE;

// The formats of a workbook; the same format is stored once.
class FormatTable {
public:
    FormatId intern(const CellFormat& format);
    const CellFormat& operator[](FormatId id) const { return formats_[id]; }
    std::size_t size() const { return formats_.size(); }

private:
    std::vector<CellFormat> formats_;
};

struct Cell {
    enum class Kind : std::uint8_t { Blank, Text, Number, Formula };
    int col = 0;
    FormatId format = 0;
    Kind kind = Kind::Blank;
    std::string text;     // Kind::Text; a Formula's cached text result
    double number = 0;    // Kind::Number; a Formula's cached number result
    std::string formula;  // Kind::Formula, without the leading '='
    bool cachedText = false;  // a Formula's cached result is `text`, else `number`

    static Cell blank(int col, FormatId format) { return {col, format, Kind::Blank, {}, 0, {}, false}; }
    static Cell textCell(int col, FormatId format, std::string_view value) {
        return {col, format, Kind::Text, std::string(value), 0, {}, false};
    }
    static Cell numberCell(int col, FormatId format, double value) { return {col, format, Kind::Number, {}, value, {}, false}; }
    // A formula with the result it has before anything is entered (stored
    // in the file: LibreOffice shows it without recalculating on load).
    static Cell formulaNumber(int col, FormatId format, std::string formula, double cached) {
        return {col, format, Kind::Formula, {}, cached, std::move(formula), false};
    }
    static Cell formulaText(int col, FormatId format, std::string formula, std::string cached) {
        return {col, format, Kind::Formula, std::move(cached), 0, std::move(formula), true};
    }
};

struct Row {
    int heightPx = 0;  // 0: the default height
    std::vector<Cell> cells;  // in column order
    // Blank cells, one format per column from `blanksFrom` on (kNoCell: no
    // cell there); no column is both here and in `cells`. A maze row's
    // cells come this way: a Cell's strings cost more to make and drop
    // than libxlsxwriter spends writing a blank cell.
    int blanksFrom = 0;
    std::vector<FormatId> blanks;
    bool hidden = false;  // kept out of sight: values that rules and drop-downs read

    // Empty again, keeping the vectors' room for the next row.
    void clear() {
        heightPx = 0;
        hidden = false;
        cells.clear();
        blanksFrom = 0;
        blanks.clear();
    }
};

// 0-based, inclusive.
struct Range {
    int firstRow = 0;
    int firstCol = 0;
    int lastRow = 0;
    int lastCol = 0;
};

struct ColumnBand {
    int first = 0;
    int last = 0;
    int widthPx = 0;  // a multiple of units::kDigitPx
};

struct PageSetup {
    Paper paper = Paper::A4;
    bool landscape = false;
    Margins margins;
    bool fitToOnePage = true;
    bool centred = true;
    bool gridlines = false;
    std::optional<Range> printArea;
    // Rows printed above the print area on every page (Excel's "rows to
    // repeat at top", LibreOffice's "rows to repeat"): first and last, 0-based.
    // A large borders-style maze sheet prints its heading and the maze's top
    // half this way (see maze_sheet.cpp); the page looks the same.
    std::optional<std::pair<int, int>> repeatRows;
};

// A picture over a range of cells (the solution's route), exactly covering
// them: its top left at the first cell's corner, its bottom right at the last
// cell's. Pixels are palette indices, made one row at a time; index 0 is
// transparent.
struct Picture {
    Range cells;
    int widthPx = 0;   // the covered cells' size on the sheet, in pixels
    int heightPx = 0;  // (at 96 dpi, as the plan's column and row sizes)
    int imageWidth = 0;   // the picture's own pixels
    int imageHeight = 0;
    std::vector<Colour> palette;  // entry 0 is never drawn
    // Fills `out` (imageWidth entries) with row `y` and returns how many
    // rows from `y` on are the same as it (at least 1); rows are asked for
    // in order, each first row of such a run once.
    std::function<int(int y, std::vector<std::uint8_t>& out)> rows;
    std::string description;  // alternative text
};

// A drop-down list on a cell: `choices`, or the cells `source` names (a
// range of the same sheet, "$A$9:$B$9"; used when not empty). Nothing else
// may be typed. Neither names another sheet: Excel 2007 refuses that, later
// Excels keep it where other readers do not look.
struct Validation {
    Range cell;
    std::vector<std::string> choices;
    std::string source;
};

// A format applied where a formula is true; the formula's references are
// relative to the range's top-left cell, and stay on the same sheet (as a
// drop-down's source).
struct ConditionalFormat {
    Range range;
    std::string formula;  // without the leading '='
    FormatId format = 0;  // only its fill and font colour apply
};

// A sheet-scoped defined name ("Maze", "Start").
struct DefinedName {
    std::string name;
    Range range;
};

struct SheetPlan {
    std::string name;
    bool hidden = false;
    PageSetup page;
    std::vector<ColumnBand> columns;
    std::vector<DefinedName> names;
    std::vector<Picture> pictures;
    std::vector<Validation> validations;
    std::vector<ConditionalFormat> conditionalFormats;  // the first listed wins where several apply
    // Cells merged into one (several cells, none in two ranges); the rows
    // write their cells, the text in each range's first.
    std::vector<Range> merges;
    bool protectedSheet = false;  // no password: only unlocked cells take input
    // Cells whose text looks like a number on purpose (facts' items, "42"):
    // Excel is told not to flag them as numbers stored as text.
    std::optional<Range> numbersAsText;
    int rowCount = 0;
    // Fills `out` (cleared by the caller, Row::clear) with row `index`;
    // rows are asked for once each, in order.
    std::function<void(int index, Row& out)> rows;
    // How many cells the sheet writes, about: backends choose their memory
    // mode by it.
    double cellsHint = 0;
};

struct DocumentProperties {
    std::string title;
    std::string subject;
    std::string keywords;
    std::string comments;
    std::vector<std::pair<std::string, std::string>> custom;
    std::time_t created = 0;  // fixed, so the same input gives the same bytes
};

// Sheets planned only when the backend reaches them, a batch at a time (a
// class set: one maze's sheets), so that what a batch is planned from (its
// maze) is made and dropped while the workbook is written.
struct SheetBatches {
    std::size_t count = 0;
    // The sheets of batch `index`, asked for once each, in order, after the
    // sheets planned up front; their formats are added to `formats` and
    // their warnings to `warnings`. The sheets keep what they read alive.
    std::function<std::vector<SheetPlan>(std::size_t index, FormatTable& formats,
                                         std::vector<std::string>& warnings)>
        plan;
    // What a backend must know before the first sheet, over all batches:
    // how many sheets and their cellsHint (its memory mode), in sum and the
    // largest sheet's.
    std::size_t sheets = 0;
    double cellsHint = 0;
    double largestCellsHint = 0;
};

struct WorkbookPlan {
    // The format every cell starts from; its font is the unit of Excel's
    // column widths (units.hpp).
    CellFormat defaultFormat;
    FormatTable formats;
    DocumentProperties properties;
    std::vector<SheetPlan> sheets;  // planned up front, written first
    SheetBatches later;             // written after them
    std::vector<std::string> warnings;  // legibility, for the user; later batches add theirs while written
};

}  // namespace mazesheet::workbook
