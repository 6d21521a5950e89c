#include "sheet/xlsx.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "core/errors.hpp"

namespace mazesheet::sheet::xlsx {

void fail(lxw_error error, std::string_view what) {
    const int systemError = errno;
    throw LibraryError("workbook: " + std::string(what) + ": " + lxw_strerror(error), systemError);
}

StderrCapture::StderrCapture() {
    int ends[2];
    std::fflush(stderr);
    saved_ = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (saved_ < 0) return;
    if (pipe2(ends, O_CLOEXEC | O_NONBLOCK) != 0) {
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
    workbook_ = workbook_new_opt(path.c_str(), &lxwOptions);
    if (workbook_ == nullptr) throw std::runtime_error("cannot write " + name_ + ": cannot create a workbook");
}

Workbook::~Workbook() {
    if (workbook_ != nullptr) lxw_workbook_free(workbook_);
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

lxw_worksheet* Workbook::addWorksheet(const std::string& name) {
    check(workbook_validate_sheet_name(workbook_, name.c_str()), "sheet name '" + name + "'");
    lxw_worksheet* sheet = workbook_add_worksheet(workbook_, name.c_str());
    if (sheet == nullptr) throw std::runtime_error("workbook: cannot add sheet '" + name + "'");
    return sheet;
}

void Workbook::defineName(const std::string& name, const std::string& formula) {
    check(workbook_define_name(workbook_, name.c_str(), formula.c_str()), "defined name " + name);
}

void Workbook::setProperties(const workbook::DocumentProperties& properties) {
    // libxlsxwriter copies the strings.
    lxw_doc_properties lxwProperties{};
    const auto text = [](const std::string& s) { return s.empty() ? nullptr : const_cast<char*>(s.c_str()); };
    lxwProperties.title = text(properties.title);
    lxwProperties.subject = text(properties.subject);
    lxwProperties.keywords = text(properties.keywords);
    lxwProperties.comments = text(properties.comments);
    lxwProperties.created = properties.created;
    check(workbook_set_properties(workbook_, &lxwProperties), "document properties");
    for (const auto& [name, value] : properties.custom) {
        check(workbook_set_custom_property_string(workbook_, name.c_str(), value.c_str()), "document property " + name);
    }
}

namespace {

// Why libxlsxwriter could not write the file, in words: it prints the
// system's reason ("System error = No space left on device") but returns
// only a zip error code, and errno may have moved on by then.
std::string closeFailure(lxw_error error, int errorNumber, const std::vector<std::string>& printed) {
    constexpr std::string_view kSystemError = "System error = ";
    for (const int known : {ENOSPC, EDQUOT, EFBIG, EACCES, EROFS, EIO, ENOENT}) {
        for (const std::string& line : printed) {
            const auto at = line.find(kSystemError);
            if (at == std::string::npos) continue;
            if (line.compare(at + kSystemError.size(), std::string::npos, std::strerror(known)) == 0) {
                return core::systemErrorText(known);
            }
        }
    }
    if (errorNumber == ENOSPC || errorNumber == EDQUOT || errorNumber == EFBIG) {
        return core::systemErrorText(errorNumber);
    }
    return lxw_strerror(error);
}

}  // namespace

std::vector<std::string> Workbook::close() {
    lxw_workbook* workbook = workbook_;
    workbook_ = nullptr;  // workbook_close frees it, whatever happens
    errno = 0;
    const lxw_error error = workbook_close(workbook);
    const int errorNumber = errno;
    std::vector<std::string> printed = capture_.lines();
    if (error != LXW_NO_ERROR) {
        throw std::runtime_error("cannot write " + name_ + ": " + closeFailure(error, errorNumber, printed));
    }
    return printed;
}

void releaseRowBuffers(lxw_worksheet* sheet) {
#if LXW_VERSION_ID == 114
    if (!sheet->optimize || sheet->optimize_tmpfile == nullptr) return;
    lxw_worksheet_write_single_row(sheet);
    std::free(sheet->array);  // lxw_worksheet_free skips a null array
    sheet->array = nullptr;
    // The rows go to the file now: a full disk is seen here, which
    // libxlsxwriter, ignoring the file's errors, would not report at all.
    FILE* buffered = sheet->optimize_tmpfile;
    errno = 0;
    if (std::fflush(buffered) != 0 || std::ferror(buffered) != 0) {
        throw LibraryError("workbook: streamed rows: " + core::systemErrorText(errno), errno);
    }
#ifndef __EMSCRIPTEN__  // its file streams do not survive the swap (runs fail with "FS error")
    // The same open file through an unbuffered stream (the buffer is
    // allocated on first use and lives as long as its stream):
    // libxlsxwriter only rewinds and reads it back when it assembles the
    // sheet, in 4 KB reads of its own.
    const int descriptor = fcntl(fileno(buffered), F_DUPFD_CLOEXEC, 0);
    FILE* unbuffered = descriptor < 0 ? nullptr : fdopen(descriptor, "w+b");
    if (unbuffered == nullptr) {
        if (descriptor >= 0) ::close(descriptor);
        return;  // keeps the buffered stream: only memory is lost
    }
    std::setvbuf(unbuffered, nullptr, _IONBF, 0);
    std::fclose(buffered);
    sheet->optimize_tmpfile = unbuffered;
    sheet->file = unbuffered;
#endif
#else
    (void)sheet;
#endif
}

}  // namespace mazesheet::sheet::xlsx
