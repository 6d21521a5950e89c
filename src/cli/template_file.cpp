// SPDX-License-Identifier: MIT
#include "template_file.hpp"

#include <algorithm>
#include <iterator>
#include <optional>

#include "core/errors.hpp"
#include "input_files.hpp"
#include "messages.hpp"
#include "nearest_name.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

constexpr std::string_view kSpace = " \t";

std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(kSpace);
    if (first == std::string_view::npos) return {};
    return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

bool isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

class LineError {
public:
    explicit LineError(std::size_t line) : prefix_("line " + std::to_string(line) + ": ") {}
    [[noreturn]] void operator()(const std::string& what) const { throw InputError("template", prefix_ + what); }

private:
    std::string prefix_;
};

// The value at the start of `rest` (after "name ="): its text, and what
// follows it.
std::pair<std::string, std::string_view> parseValue(std::string_view rest, const std::string& name,
                                                    const LineError& fail) {
    std::string value;
    std::size_t end = 0;
    if (rest.front() == '"') {
        for (end = 1; end < rest.size() && rest[end] != '"'; ++end) {
            if (rest[end] != '\\') {
                value += rest[end];
                continue;
            }
            if (++end == rest.size() || (rest[end] != '"' && rest[end] != '\\')) {
                fail(name + "'s value: the only escapes in \"quotes\" are \\\" and \\\\; 'single quotes' keep "
                            "every character as written");
            }
            value += rest[end];
        }
        if (end == rest.size()) fail(name + "'s value has no closing \"");
        ++end;
    } else if (rest.front() == '\'') {
        end = rest.find('\'', 1);
        if (end == std::string_view::npos) fail(name + "'s value has no closing '");
        value = rest.substr(1, end - 1);
        ++end;
    } else if (rest.front() == '[' || rest.front() == '{') {
        fail(name + " takes one value, not a list or a table");
    } else {
        end = std::min(rest.find_first_of(" \t#"), rest.size());
        value = rest.substr(0, end);
    }
    return {value, trim(rest.substr(end))};
}

TemplateEntry parseLine(std::string_view line, std::size_t number) {
    const LineError fail(number);
    if (line.front() == '[') fail("a template has no [sections]; write option = value lines only");
    const auto equals = line.find('=');
    if (equals == std::string_view::npos) fail("expected option = value (or a # comment)");
    const std::string_view name = trim(line.substr(0, equals));
    if (name.empty() || !std::all_of(name.begin(), name.end(), isNameChar)) {
        fail("expected an option's name (letters, digits and '-') before '='");
    }
    TemplateEntry entry{number, std::string(name), {}};
    const std::string_view rest = trim(line.substr(equals + 1));
    if (rest.empty()) fail(shortName(name) + " has no value");
    auto [value, after] = parseValue(rest, shortName(name), fail);
    if (!after.empty() && after.front() != '#') {
        fail("unexpected text after " + shortName(name) + "'s value (a value with spaces goes in \"quotes\")");
    }
    if (value.empty()) fail(shortName(name) + " is empty; leave the line out for the default");
    entry.value = std::move(value);
    return entry;
}

// The option a template's name stands for, as CLI11 finds it: the long
// name, or a one-letter short one.
const CLI::Option* findOption(const CLI::App& app, const std::string& name) {
    if (const CLI::Option* option = app.get_option_no_throw("--" + name)) return option;
    return name.size() == 1 ? app.get_option_no_throw("-" + name) : nullptr;
}

std::string unknownOption(const CLI::App& app, const std::string& name) {
    std::vector<std::string> settings;
    for (const CLI::Option* option : app.get_options()) {
        if (!option->get_configurable()) continue;
        for (const std::string& known : option->get_lnames()) settings.push_back(known);
    }
    const std::optional<std::string> meant = nearestName(name, settings);
    return "'" + shortName(name) + "' is not an option" + (meant ? "; did you mean " + *meant + "?" : "");
}

}  // namespace

std::string shortName(std::string_view name) {
    constexpr std::size_t kLongest = 40;
    if (name.size() <= kLongest) return std::string(name);
    std::size_t keep = kLongest - 3;
    while (keep > 0 && (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80) --keep;  // whole characters
    return std::string(name.substr(0, keep)) + "... (" + groupedDigits(name.size()) + " bytes)";
}

std::string readTemplate(const std::string& path) {
    InputFile file(path, "template");
    file.limit(kMaxTemplateBytes, "a template holds at most " + groupedDigits(kMaxTemplateBytes) + " bytes");
    return file.readRest();
}

std::vector<TemplateEntry> parseTemplate(std::string_view text) {
    // A byte order mark is how some editors label UTF-8, not text.
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
    std::vector<TemplateEntry> entries;
    for (std::size_t number = 1; !text.empty(); ++number) {
        const auto end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        line = trim(line);
        if (line.empty() || line.front() == '#' || line.front() == ';') continue;
        TemplateEntry entry = parseLine(line, number);
        for (const TemplateEntry& earlier : entries) {
            if (earlier.option == entry.option) {
                const LineError fail(number);
                fail(shortName(entry.option) + " is set twice (line " + std::to_string(earlier.line) + " sets it too)");
            }
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::vector<CLI::ConfigItem> TemplateFormat::from_config(std::istream& input) const {
    const std::string text((std::istreambuf_iterator<char>(input)), std::istreambuf_iterator<char>());
    std::vector<CLI::ConfigItem> settings;
    for (const TemplateEntry& entry : parseTemplate(text)) {
        const LineError fail(entry.line);
        const CLI::Option* option = findOption(app_, entry.option);
        if (option == nullptr) fail(unknownOption(app_, entry.option));
        if (!option->get_configurable()) {
            fail(entry.option + " cannot be set by a template: templates hold layout and maze settings, not files "
                                "to write or lists to show; give " + option->get_name() + " on the command line");
        }
        if (option->get_expected_max() == 0 && entry.value != "true" && entry.value != "false") {
            fail(entry.option + " is a switch: true or false");
        }
        // Shipped masks and built-in fact sets by name, never a file to read
        // (a name with '/' or '.'): a template from a shared folder would
        // make the run read a file its user never named, and its messages
        // quote what they read. The value is not repeated either.
        const bool path = entry.value.find('/') != std::string::npos || entry.value.find('.') != std::string::npos;
        const std::string longName = option->get_lnames().empty() ? "" : option->get_lnames().front();
        if (path && (longName == "mask" || longName == "facts")) {
            fail(entry.option + " names a file; a template names shipped masks and built-in fact sets only, never a "
                                "file to read: give the file on the command line (--" + longName + " FILE)");
        }
        CLI::ConfigItem item;
        item.name = entry.option;
        item.inputs = {entry.value};
        settings.push_back(std::move(item));
    }
    return settings;
}

}  // namespace mazesheet::cli
