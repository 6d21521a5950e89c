// SPDX-License-Identifier: MIT
#pragma once
// The Information section of --help: help, the version and the lists the
// program answers with instead of making mazes.
#include <iosfwd>
#include <optional>

#include "help_format.hpp"

namespace mazesheet::cli {

struct InformationValues {
    bool listAlgorithms = false;
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
