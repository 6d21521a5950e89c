// SPDX-License-Identifier: MIT
// Streamed carving: a row-local algorithm carving row by row into a
// three-row window gives, row by row, the walls of the maze carved whole
// from the same seed; rows must be read in order; every reader carves its
// own window, so a streamed puzzle is never changed by reading it; and
// makePuzzle streams exactly the requests core::streams allows.
#include <catch2/catch.hpp>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "core/puzzle_rows.hpp"

using namespace mazesheet::core;

namespace {

// Every wall of row `row` as the reader sees it: the cell's four sides.
void requireSameRow(const Maze& streamed, const Maze& whole, int row) {
    for (int col = 0; col < whole.width(); ++col) {
        for (Side side : kSides) {
            INFO("row " << row << ", column " << col << ", side " << static_cast<int>(side));
            REQUIRE(streamed.isOpen({col, row}, side) == whole.isOpen({col, row}, side));
        }
    }
}

// A request that streams (corners for the doors), and the same carved whole.
PuzzleSpec streamedSpec(const Generator* generator, int width, int height, std::uint64_t seed) {
    PuzzleSpec spec;
    spec.region = Region::rectangle(width, height);
    spec.generator = generator;
    spec.seed = seed;
    spec.start = {Endpoint::Kind::TopLeft, {}};
    spec.finish = {Endpoint::Kind::BottomRight, {}};
    spec.needs = PuzzleSpec::Needs::RowsInOrder;
    return spec;
}

}  // namespace

TEST_CASE("a streamed maze has the walls of the maze carved whole, row by row", "[streaming]") {
    int checked = 0;
    for (const Generator* generator : allGenerators()) {
        if (!generator->carvesByRows()) continue;
        for (const auto& [width, height] : {std::pair{1, 7}, {7, 1}, {2, 2}, {5, 3}, {13, 40}, {64, 9}, {65, 70}}) {
            for (std::uint64_t seed : {0ULL, 1ULL, 977ULL}) {
                INFO(generator->name() << " " << width << "x" << height << " seed " << seed);
                PuzzleSpec spec = streamedSpec(generator, width, height, seed);
                const Puzzle streamed = makePuzzle(spec);
                REQUIRE(streamed.rowCarving);
                spec.needs = PuzzleSpec::Needs::Walls;
                const Puzzle whole = makePuzzle(spec);
                REQUIRE_FALSE(whole.rowCarving);

                PuzzleRows reader(streamed);
                for (int row = 0; row < height; ++row) {
                    requireSameRow(reader.upTo(row).maze, whole.maze, row);
                    requireSameRow(reader.upTo(row).maze, whole.maze, row);  // asking again changes nothing
                }
                // The window is a few rows, whatever the height.
                CHECK(reader.upTo(height - 1).maze.memoryBytes() <=
                      3 * 2 * ((static_cast<std::size_t>(width) + 63) / 64) * 8 + 16);
                ++checked;
            }
        }
    }
    CHECK(checked == 3 * 7 * 3);  // eller, sidewinder, binary-tree
}

TEST_CASE("a streamed maze refuses rows that have left its window", "[streaming]") {
    const Puzzle streamed = makePuzzle(streamedSpec(findGenerator("eller"), 6, 10, 3));
    PuzzleRows reader(streamed);
    reader.upTo(5);
    CHECK_NOTHROW(reader.upTo(6));
    CHECK_THROWS_AS(reader.upTo(4), std::logic_error);
}

TEST_CASE("reading a streamed puzzle leaves it as it was: each reader carves its own rows", "[streaming]") {
    PuzzleSpec spec = streamedSpec(findGenerator("sidewinder"), 9, 12, 21);
    const Puzzle streamed = makePuzzle(spec);
    spec.needs = PuzzleSpec::Needs::Walls;
    const Puzzle whole = makePuzzle(spec);
    const Maze before = streamed.maze;
    PuzzleRows first(streamed);
    PuzzleRows second(streamed);
    for (int row = 0; row < 12; ++row) {
        requireSameRow(first.upTo(row).maze, whole.maze, row);
        if (row >= 6) requireSameRow(second.upTo(row - 6).maze, whole.maze, row - 6);  // a reader behind the other
    }
    for (int row = 6; row < 12; ++row) requireSameRow(second.upTo(row).maze, whole.maze, row);
    CHECK(streamed.maze.sameWalls(before));
    CHECK(streamed.maze.firstRow() == 0);
    CHECK(streamed.maze.passageCount() == 0);  // the puzzle's own window is never carved
}

TEST_CASE("makePuzzle streams only what the whole maze is not needed for", "[streaming]") {
    PuzzleSpec spec;
    spec.region = Region::rectangle(10, 30);
    spec.generator = findGenerator("eller");
    spec.seed = 5;
    spec.start = {Endpoint::Kind::TopLeft, {}};
    spec.finish = {Endpoint::Kind::BottomRight, {}};
    CHECK_FALSE(streams(spec));  // the caller did not ask
    spec.needs = PuzzleSpec::Needs::RowsInOrder;
    CHECK(streams(spec));

    const Puzzle streamed = makePuzzle(spec);
    CHECK(streamed.maze.isWindow());
    CHECK(streamed.solution.empty());
    spec.needs = PuzzleSpec::Needs::Everything;
    const Puzzle whole = makePuzzle(spec);
    CHECK_FALSE(whole.maze.isWindow());
    CHECK(streamed.start == whole.start);
    CHECK(streamed.finish == whole.finish);
    CHECK(streamed.maze.doors() == whole.maze.doors());
    PuzzleRows reader(streamed);
    for (int row = 0; row < 30; ++row) requireSameRow(reader.upTo(row).maze, whole.maze, row);

    spec.needs = PuzzleSpec::Needs::RowsInOrder;
    PuzzleSpec other = spec;
    other.start = {};  // auto: the longest path needs the whole maze
    CHECK_FALSE(streams(other));
    other = spec;
    other.generator = findGenerator("backtracker");
    CHECK_FALSE(streams(other));
    other = spec;
    other.braid = 0.5;
    CHECK_FALSE(streams(other));
}

TEST_CASE("mazes held in memory keep the 100-million-cell limit; streamed ones go beyond", "[streaming]") {
    PuzzleSpec spec;
    spec.region = Region::rectangle(200, 600'000);  // a rectangle holds no bits: this is cheap
    spec.generator = findGenerator("eller");
    spec.start = {Endpoint::Kind::TopLeft, {}};
    spec.finish = {Endpoint::Kind::BottomRight, {}};
    spec.needs = PuzzleSpec::Needs::RowsInOrder;
    CHECK_NOTHROW(checkPuzzleSpec(spec));
    spec.needs = PuzzleSpec::Needs::Everything;
    CHECK_THROWS_AS(checkPuzzleSpec(spec), InputError);
}
