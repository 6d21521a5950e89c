#include "sheet/xlsx.hpp"

#include <stdexcept>

namespace mazesheet::sheet::xlsx {

void check(lxw_error error, const std::string& what) {
    if (error != LXW_NO_ERROR) throw std::runtime_error("workbook: " + what + ": " + lxw_strerror(error));
}

Workbook::Workbook(const std::string& path, Options options) : path_(path) {
    lxw_workbook_options lxwOptions{};
    lxwOptions.constant_memory = options.constantMemory ? LXW_TRUE : LXW_FALSE;
    lxwOptions.tmpdir = nullptr;
    lxwOptions.use_zip64 = options.zip64 ? LXW_TRUE : LXW_FALSE;
    workbook_ = workbook_new_opt(path_.c_str(), &lxwOptions);
    if (workbook_ == nullptr) throw std::runtime_error("workbook: cannot create a workbook for " + path_);
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

void Workbook::setProperties(const page::DocumentProperties& properties) {
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

void Workbook::close() {
    lxw_workbook* workbook = workbook_;
    workbook_ = nullptr;  // workbook_close frees it, whatever happens
    const lxw_error error = workbook_close(workbook);
    if (error != LXW_NO_ERROR) {
        throw std::runtime_error("cannot write " + path_ + ": " + lxw_strerror(error));
    }
}

std::string escapeHeaderFooter(const std::string& text) {
    std::string out;
    for (const char ch : text) {
        out += ch;
        if (ch == '&') out += '&';
    }
    return out;
}

}  // namespace mazesheet::sheet::xlsx
