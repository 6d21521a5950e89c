#include "text/stats_json.hpp"

#include <string>

#include "render/chunked_output.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

namespace {

std::string position(core::CellPos p) { return "[" + std::to_string(p.col + 1) + "," + std::to_string(p.row + 1) + "]"; }

// The braid fraction with fixed digits and no locale (JSON needs a '.').
std::string fraction(double value) {
    const auto thousandths = static_cast<long long>(value * 1000.0 + 0.5);
    std::string digits = std::to_string(thousandths / 1000) + "." + std::to_string(1000 + thousandths % 1000).substr(1);
    while (digits.back() == '0') digits.pop_back();
    if (digits.back() == '.') digits.pop_back();
    return digits;
}

}  // namespace

std::string statsJsonLine(const core::Puzzle& puzzle, std::size_t index) {
    const auto& m = puzzle.metrics;
    std::string line = "{";
    line += "\"index\":" + std::to_string(index);
    line += ",\"seed\":" + std::to_string(puzzle.seed);
    line += ",\"algorithm\":\"" + puzzle.algorithm + "\"";
    line += ",\"width\":" + std::to_string(puzzle.maze.width());
    line += ",\"height\":" + std::to_string(puzzle.maze.height());
    line += ",\"cells\":" + std::to_string(m.cells);
    line += ",\"passages\":" + std::to_string(m.passages);
    line += ",\"dead_ends\":" + std::to_string(m.deadEnds);
    line += ",\"solution_length\":" + std::to_string(m.solutionLength);
    line += ",\"solution_turns\":" + std::to_string(m.solutionTurns);
    line += ",\"braid\":" + fraction(puzzle.braid);
    line += ",\"start\":" + position(puzzle.start);
    line += ",\"finish\":" + position(puzzle.finish);
    line += ",\"decision_points\":" + std::to_string(m.decisionPoints);
    line += ",\"longest_detour\":" + std::to_string(m.longestDetour);
    if (!puzzle.difficulty.empty()) line += ",\"difficulty\":\"" + std::string(puzzle.difficulty) + "\"";
    line += "}\n";
    return line;
}

namespace {

// One line per maze, numbered from 1, each maze taken when its line is
// written.
void writeStats(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
                std::vector<std::string>&) {
    render::ChunkedOutput out(sink);
    const std::size_t count = puzzles.count();
    for (std::size_t k = 0; k < count; ++k) {
        out << statsJsonLine(*puzzles.puzzle(k), k + 1);
        if (options.progress != nullptr) options.progress->advance(static_cast<double>(k + 1), static_cast<double>(count));
    }
    out.flush();
}

}  // namespace

const render::Writer& statsWriter() {
    static const render::Writer writer{
        .name = "jsonl",
        .noun = "measurements",
        .description = ".jsonl measurements, one JSON object per maze",
        .extensions = {".jsonl"},
        .measures = true,
        .write = writeStats,
    };
    return writer;
}

}  // namespace mazesheet::text
