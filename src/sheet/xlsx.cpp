// SPDX-License-Identifier: MIT
#include "sheet/xlsx.hpp"

#include <fcntl.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <system_error>

#include "core/errors.hpp"
#include "page/text_rules.hpp"
#include "sheet/temp_files.hpp"

namespace mazesheet::sheet::xlsx {

void fail(lxw_error error, std::string_view what) {
    const int systemError = errno;
    throw LibraryError("workbook: " + std::string(what) + ": " + lxw_strerror(error), systemError);
}

StderrCapture::StderrCapture() {
    int ends[2];
    std::fflush(stderr);
    saved_ = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved_ < 0) {
        failure_ = errno;
        return;
    }
    if (pipe2(ends, O_CLOEXEC | O_NONBLOCK) != 0) {
        failure_ = errno;
        close(saved_);
        saved_ = -1;
        return;
    }
    // A full pipe loses text rather than blocking the writer forever.
    dup2(ends[1], STDERR_FILENO);
    close(ends[1]);
    readEnd_ = ends[0];
}

StderrCapture::~StderrCapture() {
    if (saved_ < 0) return;
    std::fflush(stderr);
    dup2(saved_, STDERR_FILENO);
    close(saved_);
    close(readEnd_);
}

std::vector<std::string> StderrCapture::lines() {
    std::vector<std::string> out;
    if (readEnd_ < 0) return out;
    std::fflush(stderr);
    char buffer[4096];
    ssize_t n = 0;
    while ((n = read(readEnd_, buffer, sizeof buffer)) > 0) pending_.append(buffer, static_cast<std::size_t>(n));
    std::size_t start = 0;
    for (std::size_t end = pending_.find('\n'); end != std::string::npos; end = pending_.find('\n', start)) {
        out.push_back(pending_.substr(start, end - start));
        start = end + 1;
    }
    if (start < pending_.size()) out.push_back(pending_.substr(start));
    pending_.clear();
    return out;
}

Workbook::Workbook(const std::string& path, const std::string& name, Options options)
    : options_(std::move(options)), name_(name.empty() ? path : name) {
    lxw_workbook_options lxwOptions{};
    lxwOptions.constant_memory = options_.constantMemory ? LXW_TRUE : LXW_FALSE;
    lxwOptions.tmpdir = options_.temporaryDirectory.empty() ? nullptr : options_.temporaryDirectory.data();
    lxwOptions.use_zip64 = options_.zip64 ? LXW_TRUE : LXW_FALSE;
    temp::takeFailure();  // another workbook's
#if defined(__GLIBC__) && !defined(__EMSCRIPTEN__)
    // libxlsxwriter's zip allocates deflate's buffers (about 270 KB) for each
    // part and frees them after it; glibc gave that back to the system and
    // asked for it again every time (1,546 brk calls for 100 mazes of a class
    // set, three quarters of its system time). A megabyte kept at the top
    // of the heap: 27 calls.
    mallopt(M_TOP_PAD, 1 << 20);
#endif
    // Without the capture libxlsxwriter's own lines would reach the
    // terminal; it fails only when no file can be opened (ulimit -n), and so
    // would the workbook.
    if (capture_.failure() != 0) {
        throw std::runtime_error("cannot write " + name_ + ": " + core::systemErrorText(capture_.failure()));
    }
    workbook_ = workbook_new_opt(path.c_str(), &lxwOptions);
    if (workbook_ == nullptr) throw std::runtime_error("cannot write " + name_ + ": cannot create a workbook");
}

namespace {

// The row files of a workbook's streamed sheets (constant memory).
std::vector<std::FILE*> rowFiles(lxw_workbook* workbook) {
    std::vector<std::FILE*> files;
    lxw_worksheet* sheet = nullptr;
    LXW_FOREACH_WORKSHEET(sheet, workbook) {
        if (sheet->optimize && sheet->optimize_tmpfile != nullptr) files.push_back(sheet->optimize_tmpfile);
    }
    return files;
}

}  // namespace

Workbook::~Workbook() {
    if (workbook_ == nullptr) return;
    // Not closed (an error came first): no sheet was assembled, so every
    // row file is still open, and lxw_workbook_free does not close them.
    for (std::FILE* rows : rowFiles(workbook_)) std::fclose(rows);
    lxw_workbook_free(workbook_);
}

lxw_format* Workbook::defaultFormat() {
    // libxlsxwriter creates the default format first; Excel's "Normal"
    // style and every cell without a format of its own use its font.
    lxw_format* format = STAILQ_FIRST(workbook_->formats);
    if (format == nullptr) throw std::runtime_error("workbook: libxlsxwriter has no default format");
    return format;
}

lxw_format* Workbook::addFormat() {
    lxw_format* format = workbook_add_format(workbook_);
    if (format == nullptr) throw std::runtime_error("workbook: cannot add a cell format (out of memory?)");
    return format;
}

const char* xmlString(const std::string& text, std::string& scratch) {
    if (page::isXmlText(text)) return text.c_str();
    scratch = page::xmlText(text);
    return scratch.c_str();
}

lxw_worksheet* Workbook::addWorksheet(const std::string& name) {
    std::string scratch;
    const char* shown = xmlString(name, scratch);
    check(workbook_validate_sheet_name(workbook_, shown), "sheet name '" + name + "'");
    lxw_worksheet* sheet = workbook_add_worksheet(workbook_, shown);
    if (sheet == nullptr) throw std::runtime_error("workbook: cannot add sheet '" + name + "'");
    return sheet;
}

namespace {

std::string lowerCase(const std::string& text) {
    std::string out = text;
    lxw_str_tolower(out.data());  // libxlsxwriter's own, so the order is its own
    return out;
}

// lxw_strcpy's copy into a fixed array: cut to fit.
template <std::size_t N>
void copyInto(char (&field)[N], const std::string& text) {
    const std::size_t n = std::min(text.size(), N - 1);
    std::memcpy(field, text.data(), n);
    field[n] = '\0';
}

}  // namespace

bool Workbook::insertName(lxw_worksheet* sheet, const Filed& filed) {
#if LXW_VERSION_ID == 114
    // What _store_defined_name (workbook.c) stores, field by field.
    if (namesByLibrary_ || lxw_utf8_strlen(filed.given.c_str()) > LXW_DEFINED_NAME_LENGTH ||
        lxw_utf8_strlen(filed.formula.c_str()) > LXW_DEFINED_NAME_LENGTH) {
        return false;
    }
    // Its sort key: the stored (so cut) name and sheet, in lower case.
    const auto cut = [](const std::string& text) { return text.substr(0, LXW_DEFINED_NAME_LENGTH - 1); };
    auto key = std::pair{lowerCase(cut(filed.sortName)), lowerCase(cut(filed.sortSheet))};
    if (names_.count(key) != 0) return false;  // libxlsxwriter refuses it
    auto* entry = static_cast<lxw_defined_name*>(std::calloc(1, sizeof(lxw_defined_name)));
    if (entry == nullptr) throw std::runtime_error("workbook: out of memory");
    entry->index = static_cast<int16_t>(sheet->index);
    entry->hidden = LXW_FALSE;
    copyInto(entry->name, filed.name);
    copyInto(entry->app_name, filed.appName);
    copyInto(entry->formula, filed.formula[0] == '=' ? filed.formula.substr(1) : filed.formula);
    copyInto(entry->normalised_name, key.first);
    copyInto(entry->normalised_sheetname, key.second);
    // Before the first name that sorts after it, as libxlsxwriter files it.
    const auto next = names_.upper_bound(key);
    if (next == names_.end()) TAILQ_INSERT_TAIL(workbook_->defined_names, entry, list_pointers);
    else TAILQ_INSERT_BEFORE(next->second, entry, list_pointers);
    names_.emplace(std::move(key), entry);
    return true;
#else
    (void)sheet, (void)filed;
    return false;
#endif
}

void Workbook::defineName(lxw_worksheet* sheet, const std::string& scope, const std::string& name,
                          const std::string& formula) {
    const std::string qualified = scope + "!" + name;
    // libxlsxwriter splits the text at its first '!', finds the sheet by
    // the part before with one quote taken off each end, and names the
    // entry by the whole text.
    std::string unquoted = scope;
    if (!unquoted.empty() && unquoted.front() == '\'') unquoted.erase(0, 1);
    if (!unquoted.empty() && unquoted.back() == '\'') unquoted.pop_back();
    const bool plain = unquoted == sheet->name && qualified.find('!') == scope.size() &&
                       scope.find("_xlnm.") == std::string::npos;
    if (plain && page::isXmlText(qualified) && page::isXmlText(formula) &&
        insertName(sheet, {qualified, name, qualified, name, unquoted, formula})) {
        return;
    }
    namesByLibrary_ = true;
    names_.clear();
    std::string nameScratch, formulaScratch;
    check(workbook_define_name(workbook_, xmlString(qualified, nameScratch), xmlString(formula, formulaScratch)),
          "defined name " + qualified);
}

void Workbook::setPrintArea(lxw_worksheet* sheet, const workbook::Range& area) {
    const auto firstRow = static_cast<lxw_row_t>(area.firstRow);
    const auto lastRow = static_cast<lxw_row_t>(area.lastRow);
    const auto firstCol = static_cast<lxw_col_t>(area.firstCol);
    const auto lastCol = static_cast<lxw_col_t>(area.lastCol);
    // The name _prepare_defined_names (workbook.c) makes at close for a
    // range that is neither whole rows nor whole columns, filed now.
    const bool whole = (firstRow == 0 && lastRow == LXW_ROW_MAX - 1) || (firstCol == 0 && lastCol == LXW_COL_MAX - 1);
    if (!whole && firstRow <= lastRow && firstCol <= lastCol && lastRow < LXW_ROW_MAX && lastCol < LXW_COL_MAX) {
        char range[LXW_MAX_CELL_RANGE_LENGTH] = {};
        lxw_rowcol_to_range_abs(range, firstRow, firstCol, lastRow, lastCol);
        const std::string quoted = sheet->quoted_name;
        const std::string appName = quoted + "!Print_Area";
        const std::string formula = quoted + "!" + range;
        if (insertName(sheet, {"_xlnm.Print_Area", "_xlnm.Print_Area", appName, "Print_Area", appName, formula})) {
            return;
        }
    }
    namesByLibrary_ = true;
    names_.clear();
    check(worksheet_print_area(sheet, firstRow, firstCol, lastRow, lastCol), "print area");
}

void Workbook::setProperties(const workbook::DocumentProperties& properties) {
    // libxlsxwriter copies the strings.
    lxw_doc_properties lxwProperties{};
    std::string scratch[4];
    const auto text = [](const std::string& s, std::string& shown) {
        return s.empty() ? nullptr : const_cast<char*>(xmlString(s, shown));
    };
    lxwProperties.title = text(properties.title, scratch[0]);
    lxwProperties.subject = text(properties.subject, scratch[1]);
    lxwProperties.keywords = text(properties.keywords, scratch[2]);
    lxwProperties.comments = text(properties.comments, scratch[3]);
    lxwProperties.created = properties.created;
    check(workbook_set_properties(workbook_, &lxwProperties), "document properties");
    for (const auto& [name, value] : properties.custom) {
        check(workbook_set_custom_property_string(workbook_, xmlString(name, scratch[0]), xmlString(value, scratch[1])),
              "document property " + name);
    }
}

namespace {

// Why libxlsxwriter could not write the file, in words: it prints the
// system's reason ("System error = No space left on device") but returns
// only a zip error code, and errno may have moved on by then.
std::string closeFailure(lxw_error error, int errorNumber, const std::vector<std::string>& printed) {
    constexpr std::string_view kSystemError = "System error = ";
    for (const int known : {ENOSPC, EDQUOT, EFBIG, EMFILE, ENFILE, EACCES, EROFS, EIO, ENOENT}) {
        for (const std::string& line : printed) {
            const auto at = line.find(kSystemError);
            if (at == std::string::npos) continue;
            if (line.compare(at + kSystemError.size(), std::string::npos, std::strerror(known)) == 0) {
                return core::systemErrorText(known);
            }
        }
    }
    if (errorNumber == ENOSPC || errorNumber == EDQUOT || errorNumber == EFBIG || errorNumber == EMFILE ||
        errorNumber == ENFILE) {
        return core::systemErrorText(errorNumber);
    }
    return lxw_strerror(error);
}

}  // namespace

std::vector<std::string> Workbook::close() {
    lxw_workbook* workbook = workbook_;
    workbook_ = nullptr;  // workbook_close frees it, whatever happens
    // workbook_close closes each sheet's row file as it assembles the
    // sheet; after a failure, ours that it did not reach are closed here.
    const std::vector<std::FILE*> rows = rowFiles(workbook);
    errno = 0;
    const lxw_error error = workbook_close(workbook);
    const int errorNumber = errno;
    std::vector<std::string> printed = capture_.lines();
    if (error != LXW_NO_ERROR) {
        for (std::FILE* each : rows) temp::closeIfOpen(each);
        throw std::runtime_error("cannot write " + name_ + ": " + closeFailure(error, errorNumber, printed));
    }
    // libxlsxwriter does not check its writes to its temporary files.
    if (const int failure = temp::takeFailure(); failure != 0) {
        throw std::runtime_error("cannot write " + name_ + ": " + core::systemErrorText(failure));
    }
    return printed;
}

void releaseRowBuffers(lxw_worksheet* sheet) {
#if LXW_VERSION_ID == 114
    if (!sheet->optimize || sheet->optimize_tmpfile == nullptr) return;
    lxw_worksheet_write_single_row(sheet);
    std::free(sheet->array);  // lxw_worksheet_free skips a null array
    sheet->array = nullptr;
    // The rows go to their file now: a full disk is seen here, which
    // libxlsxwriter, ignoring the file's errors, would not report at all.
    FILE* rows = sheet->optimize_tmpfile;
    errno = 0;
    if (std::fflush(rows) != 0 || std::ferror(rows) != 0) {
        throw LibraryError("workbook: streamed rows: " + core::systemErrorText(errno), errno);
    }
    // Out of memory and without a stdio buffer until libxlsxwriter reads the
    // rows back (where the temporary files are this program's; elsewhere
    // the stream stays as it is).
    try {
        rows = temp::park(rows);
    } catch (const std::system_error& e) {
        throw LibraryError("workbook: streamed rows: " + core::systemErrorText(e.code().value()), e.code().value());
    }
    sheet->optimize_tmpfile = rows;
    sheet->file = rows;
#else
    (void)sheet;
#endif
}

}  // namespace mazesheet::sheet::xlsx
