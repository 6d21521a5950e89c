// SPDX-License-Identifier: MIT
#pragma once
// A finished maze ready for output: walls, doors, start, finish, the solution
// path and its measurements. This is all a writer (text, SVG, workbook) sees;
// it never learns how the maze was carved.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "facts/facts.hpp"
#include "generator.hpp"
#include "maze.hpp"
#include "path.hpp"

namespace mazesheet::core {

struct Level;

struct Metrics {
    std::size_t cells = 0;
    std::size_t passages = 0;
    std::size_t deadEnds = 0;
    std::size_t solutionLength = 0;  // cells on the path, both ends included
    std::size_t solutionTurns = 0;   // changes of direction along the path
    std::size_t decisionPoints = 0;  // path cells with a choice of ways on (countDecisionPoints)
    std::size_t longestDetour = 0;   // steps from the path to the farthest cell (longestDetour)
};

// Where the start or finish goes.
struct Endpoint {
    enum class Kind { Auto, Farthest, Across, TopLeft, TopRight, BottomLeft, BottomRight, Cell };
    Kind kind = Kind::Auto;
    CellPos cell{};  // 0-based, for Kind::Cell
};

// The names of the endpoint kinds users choose by name (Cell is "COL,ROW"),
// each with a few words saying where it puts the end.
struct EndpointName {
    std::string_view name;
    Endpoint::Kind kind;
    std::string_view description;
};
inline constexpr EndpointName kEndpointNames[] = {
    {"auto", Endpoint::Kind::Auto,
     "a door in each of the two sides with the longest way between them; on a circle from the centre out "
     "through the rim"},
    {"farthest", Endpoint::Kind::Farthest, "the two boundary cells farthest apart"},
    {"across", Endpoint::Kind::Across, "doors on opposite sides; on a circle through the rim at its west and east"},
    {"top-left", Endpoint::Kind::TopLeft, "the top left corner"},
    {"top-right", Endpoint::Kind::TopRight, "the top right corner"},
    {"bottom-left", Endpoint::Kind::BottomLeft, "the bottom left corner"},
    {"bottom-right", Endpoint::Kind::BottomRight, "the bottom right corner"},
};

struct PuzzleSpec {
    Region region = Region::rectangle(20, 20);
    const Generator* generator = nullptr;
    std::uint64_t seed = 0;
    double braid = 0.0;  // fraction of dead ends to remove, 0..1
    Endpoint start{};
    Endpoint finish{};
    // A difficulty level (difficulty.hpp), or none: with one, only a maze
    // whose measures lie in the level's band is accepted.
    const Level* level = nullptr;
    // What the caller reads of the puzzle. Less than everything saves the
    // searches for the solution and the measures (a level still needs them);
    // RowsInOrder also lets a maze that allows it be streamed (streams()).
    enum class Needs {
        Everything,   // walls, endpoints, solution, measures
        Walls,        // walls, endpoints and doors; no solution, measures of cells and passages only
        RowsInOrder,  // the same, read once row by row in order (PuzzleRows)
    };
    Needs needs = Needs::Everything;
    // Facts on the cells (facts/fact_set.hpp): a true item on every cell
    // of the solution, a false one on every other cell; null: none.
    std::shared_ptr<const FactSet> facts = nullptr;
    // An open grid: every passage open and nothing carved, the route made
    // so that its cells are the one way from start to finish over route
    // cells (openRoute). Needs facts, which alone show the way.
    bool noWalls = false;
};

// True if makePuzzle(spec) streams the maze: carves each row as the reader
// reaches it, holding three rows, so memory stays flat whatever the height.
// Needs Needs::RowsInOrder, a row-local algorithm (Generator::carvesByRows), a
// full rectangle, fixed endpoints (corners or cells: the longest-path rules
// need the whole maze), no braid, no difficulty level and no facts. The same seed
// gives the same walls as the whole maze.
bool streams(const PuzzleSpec& spec);

struct Puzzle {
    Maze maze;  // streamed: an uncarved window on its rows, which readers carve (PuzzleRows)
    CellPos start;
    CellPos finish;
    Path solution;                  // start .. finish, neighbours joined by passages; empty when streamed
    Metrics metrics;                // streamed: cells and passages only
    std::uint64_t seed = 0;
    std::string algorithm;
    double braid = 0.0;
    std::string_view difficulty;  // the level's name, empty without one
    // The items on the cells (facts->item(cell index)); null without facts.
    std::shared_ptr<const Facts> facts = nullptr;
    // A streamed puzzle's generator, which carves the rows from `seed` as a
    // reader reaches them (PuzzleRows); empty when the maze is whole.
    std::optional<Generator> rowCarving = std::nullopt;
};

// The stages of a puzzle, in order: carve (the generator), post-process
// (braid, from its own random stream so it never changes the carving), place
// the endpoints and their doors, solve, measure. With a level, candidates
// are made from candidateSeed(seed, 0, 1, ...) until one is inside the band;
// the puzzle carries that candidate's seed, so makePuzzle with it (and the
// same spec) returns the same maze. Facts are dealt last, from a stream of
// their own: with or without them a seed makes the same maze. An open grid
// (noWalls) is not carved: its route comes from a stream of its own too.
// Throws InputError for impossible requests (a mask with a rectangle-only
// algorithm: "algorithm"; a braid outside 0..1: "braid"; an endpoint outside the region or on the other
// endpoint: "start" or "finish"; a one-cell region: "size" or "mask"; no
// candidate in the band within candidateLimit: "difficulty"; facts on a
// region too large to read them or with too few items: "size", "mask" or
// "facts"; an open grid without facts, or braided: "no-walls").
// Tells `progress` (if any) each stage and how far carving has come.
Puzzle makePuzzle(const PuzzleSpec& spec, Progress* progress = nullptr);

// The checks makePuzzle starts with, for callers that refuse a request
// before any other work.
void checkPuzzleSpec(const PuzzleSpec& spec);

}  // namespace mazesheet::core
