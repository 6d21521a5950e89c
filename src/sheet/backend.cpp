// SPDX-License-Identifier: MIT
// Writes a page plan with libxlsxwriter: page setup, columns, then each row
// as the plan makes it, each cell's format from the plan's format table.
#include "sheet/backend.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <cerrno>
#include <clocale>
#include <cmath>
#include <stdexcept>
#include <vector>

#include "core/errors.hpp"
#include "png/png.hpp"
#include "sheet/libxlsxwriter_units.hpp"
#include "sheet/xlsx.hpp"
#include "workbook/a1.hpp"

namespace mazesheet::sheet {

namespace {

using xlsx::check;
using xlsx::xmlString;

// Rows are streamed to disk as they are written (constant_memory) when the
// sheets average this many cells, or the workbook holds more than
// kHeldCellsMax cells in all, and the process may hold a file per sheet.
// A cell held in memory costs libxlsxwriter about 100 bytes until the
// workbook is closed; a streamed sheet, once xlsx::releaseRowBuffers has
// given back its row of 16,384 cell slots and its file buffer, about 3 KB
// however large, beside the names and relationships every sheet has. So a
// large maze's memory stays flat (measured: a 700x700 workbook took 115 MiB
// held, 9.5 MiB streamed), and so does most of a class set's (1,000 mazes
// of 20x20: 120 MB held, 27 MB streamed). Small workbooks are held: a
// streamed sheet costs a temporary file more, which is what takes the time
// in a small workbook.
constexpr double kStreamCellsPerSheet = 10'000;
constexpr double kHeldCellsMax = 50'000;

// libxlsxwriter's paper codes.
constexpr std::uint8_t kPaperA4 = 9;
constexpr std::uint8_t kPaperLetter = 1;

// Keeps LC_NUMERIC at "C" while libxlsxwriter formats decimals.
class NumericLocaleC {
public:
    NumericLocaleC() {
        const char* current = std::setlocale(LC_NUMERIC, nullptr);
        saved_ = current != nullptr ? current : "C";
        std::setlocale(LC_NUMERIC, "C");
    }
    ~NumericLocaleC() { std::setlocale(LC_NUMERIC, saved_.c_str()); }
    NumericLocaleC(const NumericLocaleC&) = delete;
    NumericLocaleC& operator=(const NumericLocaleC&) = delete;

private:
    std::string saved_;
};

// 0 is "no colour" to libxlsxwriter; black has its own value.
lxw_color_t colour(workbook::Colour rgb) { return rgb == 0 ? static_cast<lxw_color_t>(LXW_COLOR_BLACK) : static_cast<lxw_color_t>(rgb); }

void applyFormat(lxw_format* format, const workbook::CellFormat& look) {
    if (!look.font.empty()) format_set_font_name(format, look.font.c_str());
    if (look.fontPt > 0) format_set_font_size(format, look.fontPt);
    if (look.fontFamily != 0) format_set_font_family(format, look.fontFamily);
    if (look.bold) format_set_bold(format);
    switch (look.align) {
        case workbook::HAlign::General: break;
        case workbook::HAlign::Left: format_set_align(format, LXW_ALIGN_LEFT); break;
        case workbook::HAlign::Centre: format_set_align(format, LXW_ALIGN_CENTER); break;
        case workbook::HAlign::Right: format_set_align(format, LXW_ALIGN_RIGHT); break;
    }
    switch (look.valign) {
        case workbook::VAlign::General: break;
        case workbook::VAlign::Top: format_set_align(format, LXW_ALIGN_VERTICAL_TOP); break;
        case workbook::VAlign::Centre: format_set_align(format, LXW_ALIGN_VERTICAL_CENTER); break;
        case workbook::VAlign::Bottom: format_set_align(format, LXW_ALIGN_VERTICAL_BOTTOM); break;
    }
    if (look.ink) format_set_font_color(format, colour(*look.ink));
    if (look.fill) {
        format_set_pattern(format, LXW_PATTERN_SOLID);
        format_set_bg_color(format, colour(*look.fill));
    }
    if (!look.locked) format_set_unlocked(format);
    if (look.wrap) format_set_text_wrap(format);
    const auto border = [](workbook::Line line) -> uint8_t { return line == workbook::Line::Thick ? LXW_BORDER_THICK : 0; };
    if (look.top != workbook::Line::None) format_set_top(format, border(look.top));
    if (look.right != workbook::Line::None) format_set_right(format, border(look.right));
    if (look.bottom != workbook::Line::None) format_set_bottom(format, border(look.bottom));
    if (look.left != workbook::Line::None) format_set_left(format, border(look.left));
}

// The plan's formats as libxlsxwriter formats, each made when first used.
class Formats {
public:
    Formats(xlsx::Workbook& workbook, const workbook::FormatTable& table)
        : workbook_(workbook), table_(table), made_(table.size(), nullptr) {}

    // The formats made so far, by id (null: not made yet); valid until the
    // next operator[] call that makes one.
    lxw_format* const* made() const { return made_.data(); }
    std::size_t madeCount() const { return made_.size(); }

    lxw_format* operator[](workbook::FormatId id) {
        // Sheets planned while the workbook is written add to the table.
        if (id >= made_.size()) made_.resize(table_.size(), nullptr);
        lxw_format*& format = made_[id];
        if (format == nullptr) {
            format = workbook_.addFormat();
            applyFormat(format, table_[id]);
        }
        return format;
    }

private:
    xlsx::Workbook& workbook_;
    const workbook::FormatTable& table_;
    std::vector<lxw_format*> made_;
};

void setupPage(xlsx::Workbook& workbook, lxw_worksheet* sheet, const workbook::SheetPlan& plan) {
    const workbook::PageSetup& setup = plan.page;
    if (!setup.gridlines) worksheet_gridlines(sheet, LXW_HIDE_ALL_GRIDLINES);
    worksheet_set_paper(sheet, setup.paper == workbook::Paper::A4 ? kPaperA4 : kPaperLetter);
    if (setup.landscape) worksheet_set_landscape(sheet);
    else worksheet_set_portrait(sheet);
    const workbook::Margins& m = setup.margins;
    worksheet_set_margins(sheet, m.left, m.right, m.top, m.bottom);
    if (setup.fitToOnePage) worksheet_fit_to_pages(sheet, 1, 1);
    if (setup.centred) {
        worksheet_center_horizontally(sheet);
        worksheet_center_vertically(sheet);
    }
    if (setup.printArea) workbook.setPrintArea(sheet, *setup.printArea);
    if (setup.repeatRows) {
        check(worksheet_repeat_rows(sheet, static_cast<lxw_row_t>(setup.repeatRows->first),
                                    static_cast<lxw_row_t>(setup.repeatRows->second)),
              "rows repeated on each page");
    }
    if (plan.hidden) worksheet_hide(sheet);
}

void setupColumns(lxw_worksheet* sheet, const workbook::SheetPlan& plan) {
    for (const workbook::ColumnBand& band : plan.columns) {
        check(worksheet_set_column(sheet, static_cast<lxw_col_t>(band.first), static_cast<lxw_col_t>(band.last),
                                   units::libxlsxwriterWidth(band.widthPx), nullptr),
              "column width");
    }
}

// Rows written so far, told to a progress display every few tens of
// thousands of cells: of the whole workbook, or with later batches (a class
// set, whose progress counts mazes) of the sheets of the maze being written.
class RowCounter {
public:
    RowCounter(core::Progress* progress, const workbook::WorkbookPlan& plan) : progress_(progress) {
        for (const auto& sheet : plan.sheets) total_ += sheet.rowCount;
        // A class set's stage names the file, for every maze (the command
        // line's); a single maze's names what is being done with it.
        if (progress_ != nullptr && plan.later.count == 0) progress_->stage("writing rows");
    }
    // The next rows are `sheets`'.
    void batch(const std::vector<workbook::SheetPlan>& sheets) {
        rows_ = 0;
        total_ = 0;
        for (const auto& sheet : sheets) total_ += sheet.rowCount;
    }
    void row(std::size_t cells) {
        ++rows_;
        cells_ += cells;
        if (progress_ != nullptr && cells_ >= kReportCells) {
            cells_ = 0;
            progress_->advance(rows_, total_);
        }
    }

private:
    static constexpr std::size_t kReportCells = 1 << 16;
    core::Progress* progress_;
    double total_ = 0;
    double rows_ = 0;
    std::size_t cells_ = 0;
};

void writeCell(lxw_worksheet* sheet, lxw_row_t r, const workbook::Cell& cell, Formats& formats) {
    const auto c = static_cast<lxw_col_t>(cell.col);
    lxw_format* format = cell.format == workbook::kDefaultFormat ? nullptr : formats[cell.format];
    std::string scratch, textScratch;
    switch (cell.kind) {
        case workbook::Cell::Kind::Blank: check(worksheet_write_blank(sheet, r, c, format), "cell"); break;
        case workbook::Cell::Kind::Text:
            check(worksheet_write_string(sheet, r, c, xmlString(cell.text, textScratch), format), "cell text");
            break;
        case workbook::Cell::Kind::Number: check(worksheet_write_number(sheet, r, c, cell.number, format), "cell number"); break;
        case workbook::Cell::Kind::Formula: {
            const std::string formula = "=" + cell.formula;
            const char* shown = xmlString(formula, scratch);
            if (cell.cachedText) {
                check(worksheet_write_formula_str(sheet, r, c, shown, format, xmlString(cell.text, textScratch)),
                      "formula");
            } else {
                check(worksheet_write_formula_num(sheet, r, c, shown, format, cell.number), "formula");
            }
            break;
        }
    }
}

void writeRows(lxw_worksheet* sheet, const workbook::SheetPlan& plan, Formats& formats, RowCounter& counter) {
    workbook::Row row;
    for (int index = 0; index < plan.rowCount; ++index) {
        row.clear();
        plan.rows(index, row);
        counter.row(row.cells.size() + row.blanks.size());
        const auto r = static_cast<lxw_row_t>(index);
        if (row.hidden) {
            lxw_row_col_options hidden{};
            hidden.hidden = LXW_TRUE;
            check(worksheet_set_row_opt(sheet, r, LXW_DEF_ROW_HEIGHT, nullptr, &hidden), "hidden row");
        } else if (row.heightPx > 0) {
            check(worksheet_set_row_pixels(sheet, r, static_cast<uint32_t>(row.heightPx), nullptr), "row height");
        }
        // Both lists in one column order: libxlsxwriter numbers formats and
        // shared strings in the order it first meets them, so the order of
        // writing is part of the file's bytes.
        // Read through locals: this runs for every cell of every sheet.
        const workbook::FormatId* const blanks = row.blanks.data();
        const std::size_t blankCount = row.blanks.size();
        const auto blanksFrom = static_cast<std::size_t>(row.blanksFrom);
        std::size_t blank = 0;
        // The formats already made, through locals the compiler can keep in
        // registers across libxlsxwriter's calls; formats[] makes the others.
        lxw_format* const* made = formats.made();
        std::size_t madeCount = formats.madeCount();
        const auto blanksBefore = [&](std::size_t endCol) {
            const std::size_t end = std::min(blankCount, endCol > blanksFrom ? endCol - blanksFrom : 0);
            for (; blank < end; ++blank) {
                const workbook::FormatId id = blanks[blank];
                if (id == workbook::kNoCell) continue;
                lxw_format* format = nullptr;
                if (id != workbook::kDefaultFormat) {
                    format = id < madeCount ? made[id] : nullptr;
                    if (format == nullptr) {
                        format = formats[id];
                        made = formats.made();
                        madeCount = formats.madeCount();
                    }
                }
                const auto c = static_cast<lxw_col_t>(blanksFrom + blank);
                check(worksheet_write_blank(sheet, r, c, format), "cell");
            }
        };
        for (const workbook::Cell& cell : row.cells) {
            blanksBefore(static_cast<std::size_t>(cell.col));
            writeCell(sheet, r, cell, formats);
        }
        blanksBefore(static_cast<std::size_t>(row.blanksFrom) + row.blanks.size());
    }
}

int columnWidthPx(const workbook::SheetPlan& plan, int col) {
    for (const workbook::ColumnBand& band : plan.columns) {
        if (col >= band.first && col <= band.last) return band.widthPx;
    }
    throw std::logic_error("a picture over a column of default width");
}

// Scales a picture so that libxlsxwriter anchors it exactly on its cells:
// libxlsxwriter finds the end cell by its own idea of column widths (7 px a
// digit) and row heights (the default for rows it has already streamed), so
// the picture is sized in those units; the anchors it writes are then the
// cells' corners, which is what Excel and LibreOffice place the picture by.
// The scale that takes `pixels` picture pixels to `target` sheet pixels:
// libxlsxwriter multiplies back and fills whole cells while the product
// reaches their width, so a product a rounding error short of `target`
// (569.99999 of 570) would end the picture a pixel inside the last cell.
double coveringScale(double target, int pixels) {
    double scale = target / pixels;
    while (scale * pixels < target) scale = std::nextafter(scale, HUGE_VAL);
    return scale;
}

void insertPicture(lxw_worksheet* sheet, const workbook::SheetPlan& plan, const workbook::Picture& picture,
                   const std::string& png, bool streamed) {
    double width = 0;
    for (int col = picture.cells.firstCol; col <= picture.cells.lastCol; ++col) {
        width += units::libxlsxwriterColumnPixels(columnWidthPx(plan, col));
    }
    const int rows = picture.cells.lastRow - picture.cells.firstRow + 1;
    const double height = streamed ? static_cast<double>(rows) * units::kLibxlsxwriterDefaultRowPx
                                   : static_cast<double>(picture.heightPx);
    lxw_image_options options{};
    options.x_scale = coveringScale(width, picture.imageWidth);
    options.y_scale = coveringScale(height, picture.imageHeight);
    options.object_position = LXW_OBJECT_MOVE_AND_SIZE;
    std::string scratch;
    options.description = const_cast<char*>(xmlString(picture.description, scratch));
    check(worksheet_insert_image_buffer_opt(sheet, static_cast<lxw_row_t>(picture.cells.firstRow),
                                            static_cast<lxw_col_t>(picture.cells.firstCol),
                                            reinterpret_cast<const unsigned char*>(png.data()), png.size(), &options),
          "picture");
}

// Only the ranges: the plan's rows write the merged cells themselves (the
// text in the first). So this comes before the rows, which a streamed
// sheet could not go back to: given no text and no format, libxlsxwriter
// writes no cell here.
void addMerges(lxw_worksheet* sheet, const workbook::SheetPlan& plan) {
    for (const workbook::Range& range : plan.merges) {
        check(worksheet_merge_range(sheet, static_cast<lxw_row_t>(range.firstRow), static_cast<lxw_col_t>(range.firstCol),
                                    static_cast<lxw_row_t>(range.lastRow), static_cast<lxw_col_t>(range.lastCol), "",
                                    nullptr),
              "merged cells");
    }
}

void addValidations(lxw_worksheet* sheet, const workbook::SheetPlan& plan) {
    for (const workbook::Validation& v : plan.validations) {
        std::vector<std::string> shown(v.choices.size() + 1);  // the last for the source
        std::vector<char*> choices;  // libxlsxwriter takes char**, and copies the strings
        for (std::size_t i = 0; i < v.choices.size(); ++i) {
            choices.push_back(const_cast<char*>(xmlString(v.choices[i], shown[i])));
        }
        choices.push_back(nullptr);
        lxw_data_validation validation{};
        const std::string source = "=" + v.source;
        if (v.source.empty()) {
            validation.validate = LXW_VALIDATION_TYPE_LIST;
            validation.value_list = choices.data();
        } else {
            validation.validate = LXW_VALIDATION_TYPE_LIST_FORMULA;
            validation.value_formula = const_cast<char*>(xmlString(source, shown.back()));
        }
        check(worksheet_data_validation_range(sheet, static_cast<lxw_row_t>(v.cell.firstRow),
                                              static_cast<lxw_col_t>(v.cell.firstCol),
                                              static_cast<lxw_row_t>(v.cell.lastRow),
                                              static_cast<lxw_col_t>(v.cell.lastCol), &validation),
              "drop-down list");
    }
}

void addConditionalFormats(lxw_worksheet* sheet, const workbook::SheetPlan& plan, Formats& formats) {
    for (const workbook::ConditionalFormat& rule : plan.conditionalFormats) {
        lxw_conditional_format format{};
        format.type = LXW_CONDITIONAL_TYPE_FORMULA;
        const std::string formula = "=" + rule.formula;
        std::string scratch;
        format.value_string = const_cast<char*>(xmlString(formula, scratch));
        format.format = formats[rule.format];
        check(worksheet_conditional_format_range(sheet, static_cast<lxw_row_t>(rule.range.firstRow),
                                                 static_cast<lxw_col_t>(rule.range.firstCol),
                                                 static_cast<lxw_row_t>(rule.range.lastRow),
                                                 static_cast<lxw_col_t>(rule.range.lastCol), &format),
              "conditional format");
    }
}

std::string rangeText(const workbook::Range& range) {
    const std::string first = workbook::cellRef(range.firstRow, range.firstCol, true);
    if (range.firstRow == range.lastRow && range.firstCol == range.lastCol) return first;
    return first + ":" + workbook::cellRef(range.lastRow, range.lastCol, true);
}

// Streaming (constant_memory) keeps one temporary file open per sheet.
bool enoughFilesFor(std::size_t sheets) {
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return false;
    const rlim_t needed = static_cast<rlim_t>(sheets) + 64;
    if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= needed) return true;
    if (limit.rlim_max != RLIM_INFINITY && limit.rlim_max < needed) return false;
    limit.rlim_cur = needed;
    return setrlimit(RLIMIT_NOFILE, &limit) == 0;
}

std::string directoryOf(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

xlsx::Workbook::Options memoryMode(const workbook::WorkbookPlan& plan) {
    double cells = plan.later.cellsHint;
    double largestSheet = plan.later.largestCellsHint;
    for (const auto& sheet : plan.sheets) {
        cells += sheet.cellsHint;
        largestSheet = std::max(largestSheet, sheet.cellsHint);
    }
    xlsx::Workbook::Options options;
    const std::size_t sheetCount = plan.sheets.size() + plan.later.sheets;
    const auto sheets = static_cast<double>(sheetCount);
    options.constantMemory =
        (cells >= kStreamCellsPerSheet * sheets || cells > kHeldCellsMax) && enoughFilesFor(sheetCount);
    // About 30 bytes of XML per cell: past 4 GB per sheet the zip needs ZIP64.
    options.zip64 = largestSheet * 30.0 > 3.5e9;
    return options;
}

}  // namespace

namespace {

void writeSheet(xlsx::Workbook& workbook, const workbook::SheetPlan& sheetPlan, Formats& formats, RowCounter& counter,
                bool streamed) {
    lxw_worksheet* sheet = workbook.addWorksheet(sheetPlan.name);
    setupPage(workbook, sheet, sheetPlan);
    setupColumns(sheet, sheetPlan);
    addMerges(sheet, sheetPlan);
    writeRows(sheet, sheetPlan, formats, counter);
    for (const workbook::Picture& picture : sheetPlan.pictures) {
        insertPicture(sheet, sheetPlan, picture,
                      png::encodePng({picture.imageWidth, picture.imageHeight, picture.palette, picture.rows}), streamed);
    }
    addValidations(sheet, sheetPlan);
    addConditionalFormats(sheet, sheetPlan, formats);
    if (sheetPlan.protectedSheet) worksheet_protect(sheet, nullptr, nullptr);
    if (sheetPlan.numbersAsText) {
        const workbook::Range& r = *sheetPlan.numbersAsText;
        const std::string cells = workbook::cellRef(r.firstRow, r.firstCol) + ":" + workbook::cellRef(r.lastRow, r.lastCol);
        worksheet_ignore_errors(sheet, LXW_IGNORE_NUMBER_STORED_AS_TEXT, cells.c_str());
    }
    if (streamed) xlsx::releaseRowBuffers(sheet);
    const std::string scope = workbook::quotedSheet(sheetPlan.name);
    for (const workbook::DefinedName& name : sheetPlan.names) {
        workbook.defineName(sheet, scope, name.name, "=" + scope + "!" + rangeText(name.range));
    }
}

std::vector<std::string> writeAll(workbook::WorkbookPlan& plan, const std::string& path, const std::string& displayName,
                                  core::Progress* progress) {
    const NumericLocaleC numericLocale;
    xlsx::Workbook::Options mode = memoryMode(plan);
    mode.temporaryDirectory = directoryOf(path);
    xlsx::Workbook workbook(path, displayName, mode);
    applyFormat(workbook.defaultFormat(), plan.defaultFormat);
    Formats formats(workbook, plan.formats);
    workbook.setProperties(plan.properties);
    RowCounter counter(progress, plan);
    for (const workbook::SheetPlan& sheetPlan : plan.sheets) writeSheet(workbook, sheetPlan, formats, counter, mode.constantMemory);
    for (std::size_t batch = 0; batch < plan.later.count; ++batch) {
        // Dropped at the end of the turn, and with them what they were planned from.
        const std::vector<workbook::SheetPlan> sheets = plan.later.plan(batch, plan.formats, plan.warnings);
        counter.batch(sheets);
        for (const workbook::SheetPlan& sheetPlan : sheets) writeSheet(workbook, sheetPlan, formats, counter, mode.constantMemory);
    }
    if (progress != nullptr) progress->stage("zipping");
    return workbook.close();
}

}  // namespace

std::vector<std::string> writeXlsx(workbook::WorkbookPlan& plan, const std::string& path,
                                   const std::string& displayName, core::Progress* progress) {
    try {
        return writeAll(plan, path, displayName, progress);
    } catch (const xlsx::LibraryError& e) {
        // Streamed sheets and pictures make temporary files while writing:
        // a full disk fails there, before the zip, and is said as such.
        const int system = e.systemError();
        if (system == ENOSPC || system == EDQUOT || system == EFBIG) {
            throw std::runtime_error("cannot write " + displayName + ": " + core::systemErrorText(system));
        }
        throw;
    }
}

}  // namespace mazesheet::sheet
