// SPDX-License-Identifier: MIT
#pragma once
// The Information section of --help: help, the version and the lists the
// program answers with instead of making mazes.
#include <iosfwd>
#include <optional>

#include "help_format.hpp"

namespace mazesheet::cli {

// The licence, and what it means for what users make: --version and the
// last line of --help say it, as README, the manual page and the web page do.
inline constexpr const char* kLicence =
    "Copyright (c) 2026 the mazesheet authors. Free software under the MIT licence: anyone may use, copy, change "
    "and share it (the LICENSE file that comes with it says how).";
inline constexpr const char* kOwnership =
    "The mazes, worksheets and pictures made with mazesheet belong to whoever made them, with no conditions.";

struct InformationValues {
    bool listAlgorithms = false;
    bool listGrids = false;
    bool listMasks = false;
    bool listTemplates = false;
    bool listFacts = false;
    bool listChoices = false;
};

// Binds the section's options to `values` (and --version; CLI11 binds
// --help); the section as --help lists it.
HelpSection bindInformationOptions(CLI::App& app, InformationValues& values);

// Writes the list asked for to `out`: the exit status, or nullopt when
// none was asked for.
std::optional<int> showInformation(const InformationValues& values, std::ostream& out, std::ostream& err);

}  // namespace mazesheet::cli
