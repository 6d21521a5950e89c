// SPDX-License-Identifier: MIT
#include "writers/writers.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "html/play_page.hpp"
#include "sheet/xlsx_writer.hpp"
#ifdef MAZESHEET_HAS_PDF
#include "pdf/pdf.hpp"
#include "pdf/png_writer.hpp"
#endif
#include "svg/svg.hpp"
#include "text/block_text.hpp"
#include "text/maze_json.hpp"
#include "text/stats_json.hpp"

namespace mazesheet::render {

namespace {

const std::vector<const Writer*>& table() {
    static const std::vector<const Writer*> writers = {
        &sheet::workbookWriter(),
        &text::blockTextWriter(),
        &svg::svgWriter(),
#ifdef MAZESHEET_HAS_PDF
        &pdf::pdfWriter(),
        &pdf::pngWriter(),
#endif
        &text::statsWriter(),
        &text::mazeJsonWriter(),
        &html::playPageWriter(),
    };
    return writers;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

const Writer& only(bool (*is)(const Writer&), const char* what) {
    for (const Writer* writer : table()) {
        if (is(*writer)) return *writer;
    }
    throw std::logic_error(std::string("no writer ") + what);
}

}  // namespace

std::span<const Writer* const> allWriters() { return table(); }

const Writer* writerForPath(std::string_view path) {
    const std::string name = lower(path.substr(path.rfind('/') == std::string_view::npos ? 0 : path.rfind('/') + 1));
    for (const Writer* writer : table()) {
        for (const std::string_view extension : writer->extensions) {
            if (name.ends_with(extension)) return writer;
        }
    }
    return nullptr;
}

const Writer* findWriter(std::string_view name) {
    for (const Writer* writer : table()) {
        if (writer->name == name) return writer;
    }
    return nullptr;
}

const Writer& standardOutputWriter() {
    return only([](const Writer& w) { return w.standardOutput; }, "writes standard output");
}

const Writer& measuresWriter() {
    return only([](const Writer& w) { return w.measures; }, "writes measures");
}

std::string extensionsWhere(bool (*can)(const Writer&)) {
    std::vector<std::string_view> found;
    for (const Writer* writer : table()) {
        if (can(*writer)) found.push_back(writer->extensions.front());
    }
    std::string list;
    for (std::size_t i = 0; i < found.size(); ++i) {
        list += (i == 0 ? "" : i + 1 == found.size() ? " or " : ", ") + std::string(found[i]);
    }
    return list;
}

}  // namespace mazesheet::render
