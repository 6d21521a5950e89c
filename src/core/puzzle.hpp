#pragma once
// A finished maze ready for output: walls, doors, start, finish, the solution
// path and its measurements. This is all a writer (text, SVG, workbook) sees;
// it never learns how the maze was carved.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "generator.hpp"
#include "maze.hpp"

namespace mazesheet::core {

struct Metrics {
    std::size_t cells = 0;
    std::size_t passages = 0;
    std::size_t deadEnds = 0;
    std::size_t solutionLength = 0;  // cells on the path, both ends included
    std::size_t solutionTurns = 0;   // changes of direction along the path
};

// Where the start or finish goes.
struct Endpoint {
    enum class Kind { Auto, TopLeft, TopRight, BottomLeft, BottomRight, Cell };
    Kind kind = Kind::Auto;
    CellPos cell{};  // 0-based, for Kind::Cell
};

struct PuzzleSpec {
    Region region = Region::rectangle(20, 20);
    const Generator* generator = nullptr;
    std::uint64_t seed = 0;
    double braid = 0.0;  // fraction of dead ends to remove, 0..1
    Endpoint start{};
    Endpoint finish{};
    // How error messages name the endpoints (the command line says "--start").
    std::string startName = "start";
    std::string finishName = "finish";
};

struct Puzzle {
    Maze maze;
    CellPos start;
    CellPos finish;
    std::vector<CellPos> solution;  // start .. finish, neighbours joined by passages
    Metrics metrics;
    std::uint64_t seed = 0;
    std::string algorithm;
    double braid = 0.0;
};

// Generates, braids, places endpoints and doors, solves and measures.
// Throws InputError for impossible requests (mask with a rectangular-only
// algorithm, endpoint outside the region, start equal to finish).
Puzzle makePuzzle(const PuzzleSpec& spec);

}  // namespace mazesheet::core
