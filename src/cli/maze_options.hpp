// SPDX-License-Identifier: MIT
#pragma once
// The Maze section of --help: the maze's size, algorithm, seed, shape,
// ends and braid.
#include <iosfwd>
#include <string>
#include <utility>

#include "core/grid.hpp"
#include "core/puzzle.hpp"
#include "help_format.hpp"

namespace mazesheet::cli {

struct MazeValues {
    std::string grid = "square";
    std::string size = "20x20";  // a square's; each grid has its own (defaultSize)
    std::string algorithm = "backtracker";
    std::string seed;  // empty: random
    std::string mask;
    std::string maskText;
    std::string start = "auto";
    std::string finish = "auto";
    std::string braid = "0";
};

// Binds the section's options to `values`; the section as --help lists it.
HelpSection bindMazeOptions(CLI::App& app, MazeValues& values);

// --help's list of the algorithms and their parameters.
std::string algorithmHelp();

// --list-choices' lines for the section's options that take a name.
void listMazeChoices(std::ostream& out);

// Value parsers; they throw core::InputError.
core::Endpoint parseEndpoint(const std::string& text, const std::string& input);
// --grid's value.
core::GridKind parseGrid(const std::string& text);
// -s's value on `grid`: WxH cells, or a circle's rings (N or NxN).
std::pair<long long, long long> parseSize(const std::string& text, core::GridKind grid = core::GridKind::Square);
// The size a grid takes when -s is not given: about 400 cells, about as
// wide as high on paper.
std::string defaultSize(core::GridKind grid);
// --seed's value.
std::uint64_t parseSeed(const std::string& text);
// --braid's value (its range is the core's to check).
double parseBraid(const std::string& text);

}  // namespace mazesheet::cli
