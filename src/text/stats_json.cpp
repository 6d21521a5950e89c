// SPDX-License-Identifier: MIT
#include "text/stats_json.hpp"

#include <string>

#include "render/chunked_output.hpp"
#include "render/writer.hpp"
#include "text/json_text.hpp"

namespace mazesheet::text {

namespace {

std::string position(core::CellPos p) { return "[" + std::to_string(p.col + 1) + "," + std::to_string(p.row + 1) + "]"; }

// The set's name and the items on the cells, a row of the maze's grid at
// a time; null for a cell outside a mask.
std::string factsFields(const core::Puzzle& puzzle) {
    std::string fields = ",\"facts\":" + jsonString(puzzle.facts->set().name) + ",\"items\":[";
    const core::Region& region = puzzle.maze.region();
    for (int row = 0; row < region.height(); ++row) {
        fields += row == 0 ? "[" : ",[";
        for (int col = 0; col < region.width(); ++col) {
            if (col > 0) fields += ",";
            fields += region.contains(col, row) ? jsonString(puzzle.facts->item(region.index(col, row))) : "null";
        }
        fields += "]";
    }
    return fields + "]";
}

}  // namespace

std::string statsJsonLine(const core::Puzzle& puzzle, std::size_t index) {
    const auto& m = puzzle.metrics;
    std::string line = "{";
    line += "\"index\":" + std::to_string(index);
    line += ",\"seed\":" + std::to_string(puzzle.seed);
    line += ",\"algorithm\":\"" + puzzle.algorithm + "\"";
    if (puzzle.maze.region().grid() != core::GridKind::Square) {
        line += ",\"grid\":\"" + std::string(core::gridName(puzzle.maze.region().grid())) + "\"";
    }
    line += ",\"width\":" + std::to_string(puzzle.maze.width());
    line += ",\"height\":" + std::to_string(puzzle.maze.height());
    line += ",\"cells\":" + std::to_string(m.cells);
    line += ",\"passages\":" + std::to_string(m.passages);
    line += ",\"dead_ends\":" + std::to_string(m.deadEnds);
    line += ",\"solution_length\":" + std::to_string(m.solutionLength);
    line += ",\"solution_turns\":" + std::to_string(m.solutionTurns);
    line += ",\"braid\":" + jsonFraction(puzzle.braid);
    line += ",\"start\":" + position(puzzle.start);
    line += ",\"finish\":" + position(puzzle.finish);
    line += ",\"decision_points\":" + std::to_string(m.decisionPoints);
    line += ",\"longest_detour\":" + std::to_string(m.longestDetour);
    if (!puzzle.difficulty.empty()) line += ",\"difficulty\":\"" + std::string(puzzle.difficulty) + "\"";
    if (puzzle.facts != nullptr) line += factsFields(puzzle);
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
        .facts = true,
        .grids = core::kEveryGrid,
        .write = writeStats,
    };
    return writer;
}

}  // namespace mazesheet::text
