#pragma once
// A thin layer over libxlsxwriter that checks every call: a failure throws
// std::runtime_error naming what was being done and libxlsxwriter's reason.
// Not thread-safe (neither is libxlsxwriter).
#include <xlsxwriter.h>

#include <string>

#include "page/plan.hpp"

namespace mazesheet::sheet::xlsx {

// Throws unless `error` is LXW_NO_ERROR.
void check(lxw_error error, const std::string& what);

class Workbook {
public:
    struct Options {
        bool constantMemory = false;  // write each row as it is finished (rows in order only)
        bool zip64 = false;           // for files over 4 GB
    };

    // Creates the workbook object; nothing is written to `path` until close().
    Workbook(const std::string& path, Options options);
    // Frees without writing when close() was not reached (an exception).
    ~Workbook();
    Workbook(const Workbook&) = delete;
    Workbook& operator=(const Workbook&) = delete;

    // The format every cell starts from (styles.xml's first font and xf):
    // its font decides Excel's column width unit.
    lxw_format* defaultFormat();
    lxw_format* addFormat();
    lxw_worksheet* addWorksheet(const std::string& name);
    // A sheet-scoped name is written "'Sheet name'!Name".
    void defineName(const std::string& name, const std::string& formula);
    // Document and custom properties (custom ones in the plan's order).
    void setProperties(const page::DocumentProperties& properties);
    // Writes the file; throws if it cannot.
    void close();

private:
    lxw_workbook* workbook_ = nullptr;
    std::string path_;
};

// Escapes '&' for header and footer text.
std::string escapeHeaderFooter(const std::string& text);

}  // namespace mazesheet::sheet::xlsx
