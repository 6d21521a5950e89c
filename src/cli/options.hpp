// SPDX-License-Identifier: MIT
#pragma once
// The run's settings, from the command line. Only this module spells
// flags: libraries name their inputs ("size"), and inputError() turns
// those names into the flags a user typed. Each section of --help binds
// its own options in a unit of its own (output_options.cpp, ...), and
// resolve_options.cpp settles every rule that crosses options.
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "poster.hpp"
#include "render/writer.hpp"

namespace mazesheet::cli {

struct Options {
    std::string output;  // "maze" and the first format's extension unless given
    const render::Writer* writer = nullptr;  // picked by the output's extension
    bool toStdout = false;
    core::GridKind grid = core::GridKind::Square;  // --grid
    long long width = 20;
    long long height = 20;
    core::AlgorithmChoice algorithm;
    std::optional<std::uint64_t> seed;
    std::string maskPath;
    std::string templatePath;  // --template's value, for messages
    std::optional<std::string> maskText;  // --mask-text: block letters
    std::string facts;  // --facts: a built-in set's name or a fact file
    // The puzzle settings the command line sets (braid, endpoints, level,
    // facts); run() fills in the region, generator and seed.
    core::PuzzleSpec puzzle;
    int count = 1;
    bool noSolution = false;
    std::string answersPath;
    std::string statsPath;
    bool quiet = false;  // no progress bar
    // Teaching mode: the carving shown at this many moments.
    std::optional<long long> steps;
    render::RenderOptions render;
    // --preview: the mazes drawn on the terminal too (with the path for
    // --preview-solution), on standard output unless that carries -o - or
    // --stats -, then on standard error.
    bool preview = false;
    bool previewSolution = false;
    // --poster, resolved into render.page.poster once the maze's shape is known.
    std::optional<PosterChoice> poster;
    // What resolving the options changed that the user did not ask for (a
    // size made smaller), said on standard error before the run.
    std::vector<std::string> notes;
};

inline constexpr int kMaxCount = 1000;

// Parses argv (and the template it names) and resolves it. Returns the exit status to stop with (help/version: 0,
// bad usage: 2, after printing help to `out` or one message to `err`) or
// nullopt to go on with `options` filled. Never exits the process.
std::optional<int> parseCommandLine(int argc, char** argv, Options& options, std::ostream& out, std::ostream& err);

// One line for a library's input error, naming the flag: "--size: ...".
std::string inputError(const core::InputError& error, const Options& options);

}  // namespace mazesheet::cli
