// SPDX-License-Identifier: MIT
#include "puzzle.hpp"

#include <stdexcept>
#include <string>

#include "braid.hpp"
#include "difficulty.hpp"
#include "endpoints.hpp"
#include "errors.hpp"
#include "measures.hpp"
#include "numbers.hpp"
#include "open_route.hpp"
#include "puzzle_rows.hpp"
#include "solver.hpp"

namespace mazesheet::core {

void checkPuzzleSpec(const PuzzleSpec& spec) {
    if (spec.generator == nullptr) throw std::logic_error("makePuzzle: no generator");
    const GridKind grid = spec.region.grid();
    if (!spec.noWalls && !spec.generator->carves(grid)) {
        throw InputError("algorithm", std::string(spec.generator->name()) + " works on rows of square cells" +
                                          (spec.generator->carves(GridKind::Circle) ? " or rings" : "") +
                                          " and cannot carve a " + std::string(gridName(grid)) + " grid; use one of: " +
                                          generatorNames(grid));
    }
    if (!spec.noWalls && !spec.region.fullGrid() && !spec.generator->supportsMasks()) {
        throw InputError("algorithm", std::string(spec.generator->name()) +
                                          " works on full rectangles only and cannot fill a mask; use one of: " +
                                          generatorNames(true));
    }
    if (spec.region.cellCount() < 2) {
        throw InputError(spec.region.input(), "the maze has a single cell; start and finish need at least two");
    }
    if (!(spec.braid >= 0.0 && spec.braid <= 1.0)) {
        // The number as given: the shortest text that reads back as it ("2", "1.0000000001").
        throw InputError("braid", "expected a fraction from 0 to 1, got " + shortestDecimal(spec.braid));
    }
    if (spec.noWalls) {
        if (grid != GridKind::Square) {
            throw InputError("no-walls", "an open grid is made of square cells only; leave out --no-walls or --grid");
        }
        if (spec.facts == nullptr) {
            throw InputError("no-walls", "needs facts on the cells: without walls only they show the way");
        }
        if (spec.braid != 0.0) throw InputError("no-walls", "an open grid has no dead ends to braid; leave braid at 0");
        if (spec.level != nullptr) {
            throw InputError("no-walls", "a difficulty level measures a maze's walls, and an open grid has none");
        }
    }
    if (spec.facts != nullptr) checkFactSupply(spec.region, *spec.facts);
    checkEndpoints(spec.region, spec.start, spec.finish);
    if (!streams(spec)) {
        checkInMemory(spec.region,
                      "larger mazes are streamed row by row, which needs eller, sidewinder or binary-tree, no solution "
                      "sheet, a fixed start and finish (corners or cells), no braid and no difficulty");
    }
}

bool streams(const PuzzleSpec& spec) {
    const auto fixed = [](const Endpoint& e) {
        return e.kind != Endpoint::Kind::Auto && e.kind != Endpoint::Kind::Farthest && e.kind != Endpoint::Kind::Across;
    };
    return spec.needs == PuzzleSpec::Needs::RowsInOrder && spec.generator != nullptr && spec.generator->carvesByRows() &&
           spec.region.grid() == GridKind::Square && spec.region.isRectangle() && fixed(spec.start) && fixed(spec.finish) && spec.braid == 0.0 &&
           spec.level == nullptr && spec.facts == nullptr && !spec.noWalls;
}

namespace {

// Braiding is the post-processing stage; it draws from its own stream.
void postProcess(Maze& maze, const PuzzleSpec& spec) {
    Rng braidRng(derivedSeed(spec.seed ^ 0xB7A1D5EEDULL, 1));
    braid(maze, spec.braid, braidRng);
}

Metrics measure(const Puzzle& puzzle) {
    Metrics m;
    m.cells = puzzle.maze.region().cellCount();
    m.passages = puzzle.maze.passageCount();
    m.deadEnds = countDeadEnds(puzzle.maze);
    m.solutionLength = puzzle.solution.size();
    m.solutionTurns = countTurns(puzzle.maze, puzzle.solution);
    m.decisionPoints = countDecisionPoints(puzzle.maze, puzzle.solution);
    m.longestDetour = longestDetour(puzzle.maze, puzzle.solution);
    return m;
}

// The label an open grid has where a carved maze names its algorithm.
constexpr const char* kNoWallsLabel = "no-walls";

// An open grid: every passage open, the route chordless (openRoute) from a
// stream of its own.
Puzzle openGrid(const PuzzleSpec& spec, Progress* progress) {
    if (progress != nullptr) progress->stage("solving");
    Maze maze(spec.region);
    maze.openAllInterior();
    const auto [start, finish] = placeEndpoints(maze, spec.start, spec.finish);
    Rng routeRng(derivedSeed(spec.seed ^ 0x0BE4E0D7EULL, 1));
    Path route = openRoute(spec.region, start, finish, routeRng);
    Puzzle puzzle{std::move(maze), start, finish, std::move(route), {}, spec.seed, kNoWallsLabel, 0.0, {}};
    puzzle.metrics = measure(puzzle);
    return puzzle;
}

// One maze from spec.seed, whatever its measures; `progress` (if any) hears
// the stages and how far carving has come.
Puzzle makeCandidate(const PuzzleSpec& spec, Progress* progress) {
    if (spec.noWalls) return openGrid(spec, progress);
    Maze maze(spec.region);
    Rng carveRng(spec.seed);
    if (progress != nullptr) progress->stage("carving");
    maze.watch(progress);
    spec.generator->carve(maze, carveRng);
    maze.watch(nullptr);
    if (progress != nullptr) progress->stage("solving");
    postProcess(maze, spec);
    const auto [start, finish] = placeEndpoints(maze, spec.start, spec.finish);

    Puzzle puzzle{std::move(maze), start, finish, {}, {}, spec.seed, spec.generator->label(), spec.braid, {}};
    if (spec.needs != PuzzleSpec::Needs::Everything && spec.level == nullptr && spec.facts == nullptr) {
        // Nobody reads the way or the measures: two searches saved.
        puzzle.metrics.cells = puzzle.maze.region().cellCount();
        puzzle.metrics.passages = puzzle.maze.passageCount();
        return puzzle;
    }
    puzzle.solution = shortestPath(puzzle.maze, start, finish);
    puzzle.metrics = measure(puzzle);
    return puzzle;
}

// A streamed maze: nothing is carved here; each reader (PuzzleRows) carves
// the rows as it comes to them. Fixed endpoints and their doors need only
// the region.
Puzzle streamedPuzzle(const PuzzleSpec& spec) {
    Maze maze = Maze::window(spec.region, PuzzleRows::kWindowRows);
    const auto [start, finish] = placeEndpoints(maze, spec.start, spec.finish);
    Puzzle puzzle{std::move(maze), start, finish, {}, {}, spec.seed, spec.generator->label(), 0.0, {}, nullptr, *spec.generator};
    puzzle.metrics.cells = spec.region.cellCount();
    puzzle.metrics.passages = puzzle.metrics.cells - 1;  // a perfect maze
    return puzzle;
}

// Facts go on last, from a stream of their own (the puzzle's seed is the
// accepted candidate's, so the seed reported makes the same items).
Puzzle withFacts(Puzzle puzzle, const PuzzleSpec& spec) {
    if (spec.facts == nullptr) return puzzle;
    Rng factsRng(derivedSeed(puzzle.seed ^ 0xFAC75EEDULL, 1));
    puzzle.facts = std::make_shared<const Facts>(spec.facts, spec.region, puzzle.solution, factsRng);
    return puzzle;
}

}  // namespace

Puzzle makePuzzle(const PuzzleSpec& spec, Progress* progress) {
    checkPuzzleSpec(spec);  // before the (possibly long) carving
    if (streams(spec)) return streamedPuzzle(spec);
    if (spec.level == nullptr) return withFacts(makeCandidate(spec, progress), spec);

    PuzzleSpec candidate = spec;
    BandTally tally;
    const std::uint64_t limit = candidateLimit(spec.region.cellCount());
    for (std::uint64_t k = 0; k < limit; ++k) {
        candidate.seed = candidateSeed(spec.seed, k);
        Puzzle puzzle = makeCandidate(candidate, progress);
        if (tally.admit(*spec.level, puzzle.metrics)) {
            puzzle.difficulty = spec.level->name;
            return withFacts(std::move(puzzle), spec);
        }
    }
    throw InputError("difficulty", tally.failure(*spec.level, spec.region));
}

}  // namespace mazesheet::core
