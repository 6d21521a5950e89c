#include "puzzle.hpp"

#include <string>

#include "braid.hpp"
#include "errors.hpp"
#include "solver.hpp"

namespace mazesheet::core {

namespace {

std::string describe(CellPos p) { return std::to_string(p.col + 1) + "," + std::to_string(p.row + 1); }

// The region cell nearest a corner (by steps along rows and columns; ties go
// to the upper row), so named corners work on masks too.
CellPos cornerCell(const Region& region, Endpoint::Kind kind) {
    const bool right = kind == Endpoint::Kind::TopRight || kind == Endpoint::Kind::BottomRight;
    const bool bottom = kind == Endpoint::Kind::BottomLeft || kind == Endpoint::Kind::BottomRight;
    CellPos best{-1, -1};
    long bestScore = -1;
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            if (!region.contains(col, row)) continue;
            const long score = (right ? region.width() - 1 - col : col) + (bottom ? region.height() - 1 - row : row);
            if (bestScore < 0 || score < bestScore) {
                bestScore = score;
                best = {col, row};
            }
        }
    }
    return best;
}

// A fixed endpoint, or nothing for auto.
std::optional<CellPos> fixedEndpoint(const Region& region, const Endpoint& endpoint, const std::string& what) {
    switch (endpoint.kind) {
        case Endpoint::Kind::Auto: return std::nullopt;
        case Endpoint::Kind::Cell:
            if (!region.contains(endpoint.cell)) {
                throw InputError(what + " " + describe(endpoint.cell) + " is not a cell of the " +
                                 std::to_string(region.width()) + "x" + std::to_string(region.height()) + " maze" +
                                 (region.isRectangle() ? "" : " mask"));
            }
            return endpoint.cell;
        default: return cornerCell(region, endpoint.kind);
    }
}

}  // namespace

Puzzle makePuzzle(const PuzzleSpec& spec) {
    if (spec.generator == nullptr) throw InputError("no algorithm given");
    if (!spec.region.isRectangle() && !spec.generator->supportsMasks()) {
        throw InputError("algorithm '" + std::string(spec.generator->name()) +
                         "' works on full rectangles only and cannot fill a mask; use one of: " +
                         generatorNames(true));
    }
    if (spec.region.cellCount() < 2) {
        throw InputError("the maze has a single cell; start and finish need at least two");
    }
    if (!(spec.braid >= 0.0 && spec.braid <= 1.0)) {
        throw InputError("braid fraction must be between 0 and 1");
    }
    const auto fixedStart = fixedEndpoint(spec.region, spec.start, spec.startName);
    const auto fixedFinish = fixedEndpoint(spec.region, spec.finish, spec.finishName);

    Maze maze(spec.region);
    Rng carveRng(spec.seed);
    spec.generator->carve(maze, carveRng);
    // Braiding draws from its own stream so it never changes the carved maze.
    Rng braidRng(derivedSeed(spec.seed ^ 0xB7A1D5EEDULL, 1));
    braid(maze, spec.braid, braidRng);

    CellPos start;
    CellPos finish;
    if (fixedStart && fixedFinish) {
        start = *fixedStart;
        finish = *fixedFinish;
    } else if (fixedStart) {
        start = *fixedStart;
        finish = farthestBoundaryCellFrom(maze, start);
    } else if (fixedFinish) {
        finish = *fixedFinish;
        start = farthestBoundaryCellFrom(maze, finish);
    } else {
        std::tie(start, finish) = farthestBoundaryPair(maze);
    }
    if (start == finish) {
        throw InputError(spec.startName + " and " + spec.finishName + " are the same cell (" + describe(start) +
                         "); choose two different cells");
    }
    for (const CellPos end : {start, finish}) {
        if (onBoundary(maze, end)) maze.addDoor({end, doorSide(maze, end)});
    }

    Puzzle puzzle{std::move(maze), start, finish, {}, {}, spec.seed, std::string(spec.generator->name()), spec.braid};
    puzzle.solution = shortestPath(puzzle.maze, start, finish);
    puzzle.metrics.cells = spec.region.cellCount();
    puzzle.metrics.passages = puzzle.maze.passageCount();
    puzzle.metrics.deadEnds = countDeadEnds(puzzle.maze);
    puzzle.metrics.solutionLength = puzzle.solution.size();
    puzzle.metrics.solutionTurns = countTurns(puzzle.solution);
    return puzzle;
}

}  // namespace mazesheet::core
