// SPDX-License-Identifier: MIT
#pragma once
// The Teaching section of --help: teaching mode's pictures of the carving.
#include <string>

#include "help_format.hpp"

namespace mazesheet::cli {

struct TeachingValues {
    std::string steps;  // empty: the finished maze only
};

// Binds the section's options to `values`; the section as --help lists it.
HelpSection bindTeachingOptions(CLI::App& app, TeachingValues& values);

// --steps' value; throws core::InputError("steps").
long long parseSteps(const std::string& text);

}  // namespace mazesheet::cli
