// SPDX-License-Identifier: MIT
#pragma once
// --help laid out for an 80-column terminal: the options in sections of the
// command line's choosing, each description wrapped beside the option
// column and ending with the option's default.
#include <CLI/CLI.hpp>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::cli {

inline constexpr std::size_t kHelpWidth = 80;

// One option in a section: its name as CLI11 finds it ("--size") and, where
// CLI11 has no default value to show, the words for it ("random").
struct HelpEntry {
    std::string option;
    std::string defaultText;
};

struct HelpSection {
    std::string title;
    std::vector<HelpEntry> entries;
};

class HelpFormatter : public CLI::Formatter {
public:
    // Options in none of `sections` are listed last, under "Other options".
    explicit HelpFormatter(std::vector<HelpSection> sections);

    std::string make_help(const CLI::App* app, std::string name, CLI::AppFormatMode mode) const override;
    std::string make_option_opts(const CLI::Option* option) const override;
    std::string make_option_desc(const CLI::Option* option) const override;

private:
    const HelpEntry* entryFor(const CLI::Option* option) const;

    std::vector<HelpSection> sections_;
};

// `text` wrapped at `width` columns (counting UTF-8 characters). Each of
// its lines is wrapped on its own, its continuation lines indented by
// `indent` spaces plus the line's own leading spaces. A word longer than
// the line runs on.
std::string wrapText(std::string_view text, std::size_t width, std::size_t indent = 0);

}  // namespace mazesheet::cli
