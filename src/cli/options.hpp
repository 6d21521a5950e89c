#pragma once
// The command line (contract section 1) as plain values.
#include <cstdint>
#include <optional>
#include <string>

#include "core/puzzle.hpp"
#include "sheet/workbook.hpp"

namespace mazesheet::cli {

enum class OutputFormat { Workbook, BlockText, Svg };

struct Options {
    std::string output = "maze.xlsx";
    OutputFormat format = OutputFormat::Workbook;
    bool toStdout = false;
    int width = 20;
    int height = 20;
    std::string algorithm = "backtracker";
    std::optional<std::uint64_t> seed;
    std::string maskPath;
    core::Endpoint start;
    core::Endpoint finish;
    double braid = 0.0;
    int count = 1;
    std::string answersPath;
    std::string statsPath;
    sheet::WorkbookOptions workbook;
};

inline constexpr int kMaxCount = 1000;

// Parses argv. Returns the exit status to stop with (help/version: 0,
// bad usage: 2, after printing) or nullopt to go on with `options` filled.
std::optional<int> parseCommandLine(int argc, char** argv, Options& options);

// Value parsers, exposed for tests; they throw core::InputError.
core::Endpoint parseEndpoint(const std::string& text, const std::string& option);
std::pair<int, int> parseSize(const std::string& text);

}  // namespace mazesheet::cli
