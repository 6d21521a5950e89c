// SPDX-License-Identifier: MIT
#include "text/maze_json.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/topology.hpp"
#include "render/chunked_output.hpp"
#include "text/json_text.hpp"

namespace mazesheet::text {

namespace {

using Out = render::ChunkedOutput;

// Each cell's id: its place among the region's cells in row-major order
// (a circle's rows are shorter than its grid, a mask leaves cells out).
std::vector<std::uint32_t> cellIds(const core::Region& region) {
    std::vector<std::uint32_t> ids(region.gridSize(), core::kNoCell);
    std::uint32_t next = 0;
    for (std::uint32_t i = 0; i < ids.size(); ++i) {
        if (region.containsIndex(i)) ids[i] = next++;
    }
    return ids;
}

std::uint32_t idOf(const std::vector<std::uint32_t>& ids, const core::Region& region, core::CellPos p) {
    return ids[region.index(p.col, p.row)];
}

template <class Cells>
void writeGraph(Out& out, const Cells cells, const core::Puzzle& puzzle, const std::vector<std::uint32_t>& ids) {
    const core::Maze& maze = puzzle.maze;
    const core::Region& region = maze.region();
    const bool circle = region.grid() == core::GridKind::Circle;
    out << ",\"cells\":[";
    bool first = true;
    for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
        if (!cells.inside(i)) continue;
        const core::CellPos p = region.position(i);
        out << (first ? "\n" : ",\n") << "{\"id\":" << static_cast<unsigned long>(ids[i])
            << (circle ? ",\"ring\":" : ",\"row\":") << p.row << ",\"col\":" << p.col << ",\"neighbours\":[";
        first = false;
        bool firstNeighbour = true;
        for (const auto way : Cells::kAllWays) {
            const std::uint32_t n = cells.neighbour(i, way);
            if (n == core::kNoCell) continue;
            out << (firstNeighbour ? "" : ",") << static_cast<unsigned long>(ids[n]);
            firstNeighbour = false;
        }
        out << "]";
        if (puzzle.facts != nullptr) out << ",\"item\":" << jsonString(puzzle.facts->item(i));
        out << "}";
    }
    out << "\n],\"passages\":[";
    first = true;
    for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
        if (!cells.inside(i)) continue;
        for (unsigned plane = 0; plane < Cells::kPlanes; ++plane) {
            const std::uint32_t other = cells.linkTarget(i, plane);
            if (other == core::kNoCell || !maze.linkOpen(plane, i)) continue;
            const auto [low, high] = std::minmax(ids[i], ids[other]);
            out << (first ? "\n[" : ",\n[") << static_cast<unsigned long>(low) << "," << static_cast<unsigned long>(high)
                << "]";
            first = false;
        }
    }
    out << "\n],\"doors\":[";
    first = true;
    for (const core::Door& door : maze.doors()) {
        const std::uint32_t i = region.index(door.cell.col, door.cell.row);
        const auto way = cells.doorWay(i, door.side);
        if (!way) continue;
        out << (first ? "" : ",") << "{\"cell\":" << static_cast<unsigned long>(ids[i]) << ",\"edge\":\""
            << Cells::kWayNames[static_cast<unsigned>(*way)] << "\"}";
        first = false;
    }
    out << "]";
}

void writeMaze(Out& out, const core::Puzzle& puzzle, std::size_t index) {
    const core::Region& region = puzzle.maze.region();
    const std::vector<std::uint32_t> ids = cellIds(region);
    out << "{\"index\":" << static_cast<unsigned long>(index) << ",\"seed\":"
        << static_cast<unsigned long long>(puzzle.seed) << ",\"algorithm\":" << jsonString(puzzle.algorithm)
        << ",\"braid\":" << jsonFraction(puzzle.braid) << ",\"grid\":\"" << core::gridName(region.grid()) << "\"";
    if (region.grid() == core::GridKind::Circle) {
        out << ",\"rings\":" << region.height();
    } else {
        out << ",\"width\":" << region.width() << ",\"height\":" << region.height();
    }
    out << ",\"cell_count\":" << static_cast<unsigned long>(region.cellCount());
    if (!puzzle.difficulty.empty()) out << ",\"difficulty\":\"" << puzzle.difficulty << "\"";
    if (puzzle.facts != nullptr) out << ",\"facts\":" << jsonString(puzzle.facts->set().name);
    core::withCells(region, [&](const auto& cells) { writeGraph(out, cells, puzzle, ids); });
    out << ",\"start\":" << static_cast<unsigned long>(idOf(ids, region, puzzle.start))
        << ",\"finish\":" << static_cast<unsigned long>(idOf(ids, region, puzzle.finish)) << ",\"route\":[";
    bool first = true;
    for (const core::CellPos p : puzzle.solution) {
        out << (first ? "" : ",") << static_cast<unsigned long>(idOf(ids, region, p));
        first = false;
    }
    out << "]}";
}

// One document for the run: every maze, a maze at a time and a chunk at a
// time (a large maze's document is many times its walls).
void writeMazeJson(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
                   std::vector<std::string>&) {
    Out out(sink);
    out << "{\"format\":\"mazesheet-maze\",\"version\":1,\"mazes\":[\n";
    const std::size_t count = puzzles.count();
    for (std::size_t k = 0; k < count; ++k) {
        if (k > 0) out << ",\n";
        writeMaze(out, *puzzles.puzzle(k), k + 1);
        if (options.progress != nullptr) options.progress->advance(static_cast<double>(k + 1), static_cast<double>(count));
    }
    out << "\n]}\n";
    out.flush();
}

}  // namespace

std::string mazeJson(const core::Puzzle& puzzle) {
    render::StringSink text;
    core::MadePuzzles one({&puzzle, 1});
    std::vector<std::string> warnings;
    writeMazeJson(one, render::RenderOptions{}, text, warnings);
    return text.take();
}

const render::Writer& mazeJsonWriter() {
    static const render::Writer writer{
        .name = "json",
        .noun = "maze graph",
        .description = ".json the maze as a graph for other programs: cells, neighbours, passages, doors, route",
        .extensions = {".json"},
        .facts = true,
        .grids = core::kEveryGrid,
        .write = writeMazeJson,
    };
    return writer;
}

}  // namespace mazesheet::text
