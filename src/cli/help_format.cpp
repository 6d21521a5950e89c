// SPDX-License-Identifier: MIT
#include "help_format.hpp"

#include <sstream>

namespace mazesheet::cli {

namespace {

std::size_t columns(std::string_view text) {
    std::size_t count = 0;
    for (const char c : text) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return count;
}

}  // namespace

std::string wrapText(std::string_view text, std::size_t width, std::size_t indent) {
    std::string out;
    std::size_t used = 0;  // columns on the output line
    while (!text.empty()) {
        const std::size_t lineEnd = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, lineEnd);
        text.remove_prefix(std::min(lineEnd + 1, text.size()));
        // The line's own leading spaces indent it, and its continuations.
        const std::size_t lead = std::min(line.find_first_not_of(' '), line.size());
        const std::string continuation = "\n" + std::string(indent + lead, ' ');
        while (!line.empty()) {
            // Spaces between words are kept as written while they share a line.
            const std::size_t wordAt = std::min(line.find_first_not_of(' '), line.size());
            const std::size_t wordEnd = std::min(line.find(' ', wordAt), line.size());
            const std::string_view word = line.substr(wordAt, wordEnd - wordAt);
            if (used > 0 && used + wordAt + columns(word) > width) {
                out += continuation;
                used = indent + lead;
            } else {
                out += line.substr(0, wordAt);
                used += wordAt;
            }
            out += word;
            used += columns(word);
            line.remove_prefix(wordEnd);
        }
        if (!text.empty()) {
            out += "\n" + std::string(indent, ' ');
            used = indent;
        }
    }
    return out;
}

HelpFormatter::HelpFormatter(std::vector<HelpSection> sections) : sections_(std::move(sections)) {}

const HelpEntry* HelpFormatter::entryFor(const CLI::Option* option) const {
    for (const HelpSection& section : sections_) {
        for (const HelpEntry& entry : section.entries) {
            if (option->check_name(entry.option)) return &entry;
        }
    }
    return nullptr;
}

std::string HelpFormatter::make_help(const CLI::App* app, std::string name, CLI::AppFormatMode) const {
    std::ostringstream out;
    out << make_description(app) << make_usage(app, name);
    for (const HelpSection& section : sections_) {
        std::vector<const CLI::Option*> listed;
        for (const HelpEntry& entry : section.entries) {
            if (const CLI::Option* option = app->get_option_no_throw(entry.option)) listed.push_back(option);
        }
        if (!listed.empty()) out << make_group(section.title, false, listed);
    }
    const std::vector<const CLI::Option*> others =
        app->get_options([this](const CLI::Option* option) { return entryFor(option) == nullptr; });
    if (!others.empty()) out << make_group("Other options", false, others);
    out << make_footer(app);
    return out.str();
}

std::string HelpFormatter::make_option_opts(const CLI::Option* option) const {
    // The value's name only: the default ends the description, and what
    // excludes what is said in words there.
    if (option->get_expected_max() == 0 || option->get_type_name().empty()) return "";
    return " " + option->get_type_name();
}

std::string HelpFormatter::make_option_desc(const CLI::Option* option) const {
    const std::size_t width = kHelpWidth - get_column_width();
    const std::string description = option->get_description();
    const HelpEntry* entry = entryFor(option);
    const std::string defaultText =
        entry != nullptr && !entry->defaultText.empty() ? entry->defaultText : option->get_default_str();
    if (defaultText.empty()) return wrapText(description, width);
    // The default ends the description's first line (before a list, such
    // as --output's formats), on its last row if it fits there.
    const std::size_t firstEnd = std::min(description.find('\n'), description.size());
    std::string text = wrapText(std::string_view(description).substr(0, firstEnd), width);
    const std::string suffix = "(default: " + defaultText + ")";
    const std::size_t lastRow = text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1;
    const bool fits = columns(std::string_view(text).substr(lastRow)) + 1 + columns(suffix) <= width;
    text += (fits ? " " : "\n") + wrapText(suffix, width);
    if (firstEnd < description.size()) text += "\n" + wrapText(std::string_view(description).substr(firstEnd + 1), width);
    return text;
}

}  // namespace mazesheet::cli
