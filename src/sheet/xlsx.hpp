// SPDX-License-Identifier: MIT
#pragma once
// A thin layer over libxlsxwriter that checks every call: a failure throws
// std::runtime_error naming what was being done and libxlsxwriter's reason.
// Not thread-safe (neither is libxlsxwriter).
#include <xlsxwriter.h>

#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include "workbook/plan.hpp"

namespace mazesheet::sheet::xlsx {

// A failed libxlsxwriter call, with the system's errno at the failure (0 if
// none): a full disk shows first as a temporary file that cannot be made.
class LibraryError : public std::runtime_error {
public:
    LibraryError(const std::string& message, int systemError) : std::runtime_error(message), systemError_(systemError) {}
    int systemError() const { return systemError_; }

private:
    int systemError_;
};

// Throws LibraryError naming `what` and libxlsxwriter's reason.
[[noreturn]] void fail(lxw_error error, std::string_view what);

// Throws unless `error` is LXW_NO_ERROR. Inline and without a std::string:
// it is called once per cell.
inline void check(lxw_error error, std::string_view what) {
    if (error != LXW_NO_ERROR) fail(error, what);
}

// libxlsxwriter writes the strings it is given into XML as they are (it
// escapes markup only), so every string it gets passes the one XML rule
// first (page::xmlText: a byte that is not UTF-8, or a character XML 1.0
// does not allow, is shown as an escape, never written raw). Returns
// `text`'s own characters when they pass, else the shown form, kept in
// `scratch`.
const char* xmlString(const std::string& text, std::string& scratch);

// libxlsxwriter prints its own errors on standard error ("[ERROR] ...",
// several lines naming the file it was given). While alive, this takes
// standard error's descriptor off the terminal into a pipe, so the caller
// can say one line of its own instead. Standard error is restored on
// destruction. When it cannot (no descriptor is left: ulimit -n), failure()
// says why, and the caller must not let libxlsxwriter print.
class StderrCapture {
public:
    StderrCapture();
    ~StderrCapture();
    StderrCapture(const StderrCapture&) = delete;
    StderrCapture& operator=(const StderrCapture&) = delete;

    // The lines printed since the last call.
    std::vector<std::string> lines();
    // The system error that kept standard error from being taken, or 0.
    int failure() const { return failure_; }

private:
    int failure_ = 0;
    int saved_ = -1;    // the real standard error
    int readEnd_ = -1;  // the pipe it was replaced with
    std::string pending_;
};

class Workbook {
public:
    struct Options {
        bool constantMemory = false;  // write each row as it is finished (rows in order only)
        bool zip64 = false;           // for files over 4 GB
        // Where libxlsxwriter assembles the parts before zipping them (as big
        // as the unzipped sheets). Beside the output, so that a full disk or
        // a file size limit there fails the write instead of silently cutting
        // a part short in another directory. Empty: the system's.
        std::string temporaryDirectory;
    };

    // Creates the workbook object; nothing is written to `path` until close().
    // Messages call the file `name` (`path` may be a temporary file).
    Workbook(const std::string& path, const std::string& name, Options options);
    // Frees without writing when close() was not reached (an exception).
    ~Workbook();
    Workbook(const Workbook&) = delete;
    Workbook& operator=(const Workbook&) = delete;

    // The format every cell starts from (styles.xml's first font and xf):
    // its font decides Excel's column width unit.
    lxw_format* defaultFormat();
    lxw_format* addFormat();
    lxw_worksheet* addWorksheet(const std::string& name);
    // A name scoped to `sheet`, whose name quoted for formulas is `scope`
    // ("'Maze 1'"), standing for `formula` ("='Maze 1'!$B$5").
    void defineName(lxw_worksheet* sheet, const std::string& scope, const std::string& name,
                    const std::string& formula);
    // The sheet's print area, as worksheet_print_area() sets it.
    void setPrintArea(lxw_worksheet* sheet, const workbook::Range& area);
    // Document and custom properties (custom ones in the plan's order).
    void setProperties(const workbook::DocumentProperties& properties);
    // Writes the file; throws one message naming the file and the cause
    // ("disk full") if it cannot. Returns what libxlsxwriter printed
    // although it succeeded (normally nothing).
    std::vector<std::string> close();

private:
    // A defined name as libxlsxwriter stores it.
    struct Filed {
        std::string given;      // the text it was given (its length is checked)
        std::string name;       // as written in the workbook
        std::string appName;    // as listed in docProps/app.xml
        std::string sortName;   // what the list is sorted by, before lower case
        std::string sortSheet;
        std::string formula;
    };
    // Files a name in libxlsxwriter's sorted list itself; false when the
    // name must go through libxlsxwriter (another version, or a case this
    // does not copy).
    bool insertName(lxw_worksheet* sheet, const Filed& filed);

    StderrCapture capture_;  // first: it outlives every libxlsxwriter call
    Options options_;
    lxw_workbook* workbook_ = nullptr;
    std::string name_;
    // libxlsxwriter keeps defined names in a list sorted by (name, sheet),
    // lower case, and finds each one's place by walking it from the start,
    // after a search of every sheet by name: a class set's 7,000 names
    // took 0.87 G instructions. This keeps the same order in a map, which
    // finds the place at once. Empty once a name went through libxlsxwriter
    // (its place in the list is then unknown here).
    std::map<std::pair<std::string, std::string>, lxw_defined_name*> names_;
    bool namesByLibrary_ = false;
};

// Gives back what a sheet written in constant_memory mode holds only for
// rows still to come, once its last row is written: libxlsxwriter keeps a
// row of 16,384 cell slots (128 KB) until the workbook is closed, which made
// a class set of streamed small sheets cost more memory than holding their
// cells; and its rows, in memory or on disk, are parked with their stream's
// buffer given back (temp_files.hpp). Writes the last row to the file now
// (libxlsxwriter would at close). No rows may be written to the sheet
// afterwards. Does nothing for a held sheet, or with a libxlsxwriter other
// than 1.1.4, whose internals this was checked against.
void releaseRowBuffers(lxw_worksheet* sheet);

}  // namespace mazesheet::sheet::xlsx
