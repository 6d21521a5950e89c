// SPDX-License-Identifier: MIT
#pragma once
// The Maze section of --help: the maze's size, algorithm, seed, shape,
// ends and braid.
#include <string>
#include <utility>

#include "core/puzzle.hpp"

namespace mazesheet::cli {

// --help's list of the algorithms and their parameters.
std::string algorithmHelp();

// "auto | farthest | ... | COL,ROW" with `separator` between the names.
std::string endpointChoices(const char* separator);

// Value parsers, exposed for tests; they throw core::InputError.
core::Endpoint parseEndpoint(const std::string& text, const std::string& input);
std::pair<long long, long long> parseSize(const std::string& text);

}  // namespace mazesheet::cli
