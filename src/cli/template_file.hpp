// SPDX-License-Identifier: MIT
#pragma once
// Layout templates (--template): "option = value" lines that fill in what
// the command line leaves out. Templates hold layout and maze settings
// only: an option that names a file to write (output, answers, stats) or
// asks for information (help, lists) is refused, so a template found in a
// shared folder cannot write or replace files its user never named.
//
// The text is read here (a regular file, at most kMaxTemplateBytes) and
// parsed by a grammar of its own, a strict subset of TOML, rather than by
// CLI11's config reader, which echoes whole lines in its errors, cuts
// quoted values at '#' and splits them at ','. CLI11 then applies the
// values (App::parse_from_stream with TemplateFormat), converting and
// checking them as it does the command line's.
#include <CLI/CLI.hpp>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::cli {

// One "option = value" line.
struct TemplateEntry {
    std::size_t line = 0;
    std::string option;  // as written: "size"
    std::string value;   // without its quotes: 20x20
};

// Shipped templates are under 400 bytes; a long title still fits.
inline constexpr std::size_t kMaxTemplateBytes = 64 * 1024;

// The text of the template file at `path`. Throws core::InputError("template").
std::string readTemplate(const std::string& path);

// The entries of a template's text: lines that are blank, "# comments"
// (or "; comments"), or "option = value", where the value is "quoted" (with
// \" and \\ escapes), 'quoted' (as written) or bare (up to a space or '#'),
// and a '#' after it starts a comment. A UTF-8 byte order mark is skipped.
// Throws core::InputError("template", "line N: ...") for anything else, an
// empty value or an option set twice; no error repeats more of the file
// than an option's name, shortened if long.
std::vector<TemplateEntry> parseTemplate(std::string_view text);

// CLI11's reader of the template's text: parseTemplate, and each option
// checked against the app (it exists, a template may set it, a switch is
// true or false), so App::parse_from_stream applies only settings.
class TemplateFormat : public CLI::Config {
public:
    explicit TemplateFormat(const CLI::App& app) : app_(app) {}
    std::string to_config(const CLI::App*, bool, bool, std::string) const override { return {}; }
    std::vector<CLI::ConfigItem> from_config(std::istream& input) const override;

private:
    const CLI::App& app_;
};

// An option's name for a message, shortened to at most 40 bytes.
std::string shortName(std::string_view name);

}  // namespace mazesheet::cli
