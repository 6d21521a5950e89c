// SPDX-License-Identifier: MIT
#pragma once
// The command line as typed, a template's values filling in what it left
// out: each --help section's values as its own unit binds them, before any
// rule that crosses options (resolve_options.hpp applies those).
#include <set>
#include <string>
#include <string_view>

#include "classroom_options.hpp"
#include "maze_options.hpp"
#include "output_options.hpp"
#include "page_options.hpp"
#include "teaching_options.hpp"

namespace mazesheet::cli {

struct TypedOptions {
    OutputValues output;
    MazeValues maze;
    PageValues page;
    ClassroomValues classroom;
    TeachingValues teaching;
    // Long names ("size") of the options the command line typed, and of
    // those it or the template gave; the rest keep their defaults.
    std::set<std::string, std::less<>> typed;
    std::set<std::string, std::less<>> given;

    bool wasTyped(std::string_view name) const { return typed.contains(name); }
    bool wasGiven(std::string_view name) const { return given.contains(name); }
};

}  // namespace mazesheet::cli
