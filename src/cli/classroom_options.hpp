// SPDX-License-Identifier: MIT
#pragma once
// The Classroom section of --help: class sets, difficulty levels, playable
// sheets and facts mazes.
#include <iosfwd>
#include <string>

#include "help_format.hpp"
#include "options.hpp"

namespace mazesheet::cli {

struct ClassroomValues {
    std::string count = "1";
    std::string difficulty;  // empty: none
    bool playable = false;
    std::string facts;  // a built-in set's name or a fact file (facts.hpp)
    bool noWalls = false;
    bool noTimer = false;  // a page played on screen without its clock
    bool noMoves = false;  // ... without its count of moves
};

// Binds the section's options to `values`; the section as --help lists it.
HelpSection bindClassroomOptions(CLI::App& app, ClassroomValues& values);

// --help's list of the difficulty levels.
std::string levelHelp();

// --list-choices' lines for the section's options that take a name.
void listClassroomChoices(std::ostream& out);

// --count's value, 1 to kMaxCount; throws core::InputError("count").
int parseCount(const std::string& text);

}  // namespace mazesheet::cli
