#include "puzzle.hpp"

#include <stdexcept>
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

// A fixed endpoint, or nothing for auto; `input` is "start" or "finish".
std::optional<CellPos> fixedEndpoint(const Region& region, const Endpoint& endpoint, const char* input) {
    switch (endpoint.kind) {
        case Endpoint::Kind::Auto: return std::nullopt;
        case Endpoint::Kind::Cell:
            if (!region.contains(endpoint.cell)) {
                throw InputError(input, describe(endpoint.cell) + " is not a cell of the " + std::to_string(region.width()) +
                                            "x" + std::to_string(region.height()) + " maze" +
                                            (region.isRectangle() ? "" : " mask"));
            }
            return endpoint.cell;
        default: return cornerCell(region, endpoint.kind);
    }
}

}  // namespace

void checkPuzzleSpec(const PuzzleSpec& spec) {
    if (spec.generator == nullptr) throw std::logic_error("makePuzzle: no generator");
    if (!spec.region.isRectangle() && !spec.generator->supportsMasks()) {
        throw InputError("algorithm", std::string(spec.generator->name()) +
                                          " works on full rectangles only and cannot fill a mask; use one of: " +
                                          generatorNames(true));
    }
    if (spec.region.cellCount() < 2) {
        throw InputError(spec.region.input(), "the maze has a single cell; start and finish need at least two");
    }
    if (!(spec.braid >= 0.0 && spec.braid <= 1.0)) {
        throw InputError("braid", "expected a fraction from 0 to 1, got " + std::to_string(spec.braid));
    }
    fixedEndpoint(spec.region, spec.start, "start");
    fixedEndpoint(spec.region, spec.finish, "finish");
}

namespace {

// Braiding is the post-processing stage; it draws from its own stream.
void postProcess(Maze& maze, const PuzzleSpec& spec) {
    Rng braidRng(derivedSeed(spec.seed ^ 0xB7A1D5EEDULL, 1));
    braid(maze, spec.braid, braidRng);
}

std::pair<CellPos, CellPos> placeEndpoints(Maze& maze, const PuzzleSpec& spec) {
    const auto fixedStart = fixedEndpoint(spec.region, spec.start, "start");
    const auto fixedFinish = fixedEndpoint(spec.region, spec.finish, "finish");
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
        throw InputError(fixedStart ? "start" : "finish", std::string("the same cell as the ") +
                                                              (fixedStart ? "finish" : "start") + " (" + describe(start) +
                                                              "); choose two different cells");
    }
    for (const CellPos end : {start, finish}) {
        if (onBoundary(maze, end)) maze.addDoor({end, doorSide(maze, end)});
    }
    return {start, finish};
}

Metrics measure(const Puzzle& puzzle) {
    Metrics m;
    m.cells = puzzle.maze.region().cellCount();
    m.passages = puzzle.maze.passageCount();
    m.deadEnds = countDeadEnds(puzzle.maze);
    m.solutionLength = puzzle.solution.size();
    m.solutionTurns = countTurns(puzzle.solution);
    return m;
}

}  // namespace

Puzzle makePuzzle(const PuzzleSpec& spec, Progress* progress) {
    checkPuzzleSpec(spec);  // before the (possibly long) carving

    Maze maze(spec.region);
    Rng carveRng(spec.seed);
    if (progress != nullptr) progress->stage("carving");
    maze.watch(progress);
    spec.generator->carve(maze, carveRng);
    maze.watch(nullptr);
    if (progress != nullptr) progress->stage("solving");
    postProcess(maze, spec);
    const auto [start, finish] = placeEndpoints(maze, spec);

    Puzzle puzzle{std::move(maze), start, finish, {}, {}, spec.seed, spec.generator->label(), spec.braid};
    puzzle.solution = shortestPath(puzzle.maze, start, finish);
    puzzle.metrics = measure(puzzle);
    return puzzle;
}

}  // namespace mazesheet::core
