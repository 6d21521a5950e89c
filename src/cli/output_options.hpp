// SPDX-License-Identifier: MIT
#pragma once
// The Output section of --help: where the mazes, their answers and their
// measures go, and what the terminal shows.
#include <string>

#include "help_format.hpp"

namespace mazesheet::cli {

struct OutputValues {
    std::string output;      // "maze" and the first format's extension unless given
    std::string answers;     // --answers PATH; empty when given with no PATH
    bool answerKey = false;  // --answer-key: --answers with no PATH
    bool noSolution = false;
    std::string stats;
    bool preview = false;
    bool previewSolution = false;
    int dpi = 300;           // a picture's pixels an inch of paper (render::PictureOptions)
    bool mazeOnly = false;   // a picture of the mazes with their doors alone
    bool force = false;
    bool quiet = false;
};

// Binds the section's options to `values`; the section as --help lists it.
HelpSection bindOutputOptions(CLI::App& app, OutputValues& values);

}  // namespace mazesheet::cli
