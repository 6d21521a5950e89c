// Streamed carving (issue 12): a row-local algorithm carving row by row into
// a three-row window gives, row by row, the walls of the maze carved whole
// from the same seed; rows must be read in order; and makePuzzle streams
// exactly the requests core::streams allows.
#include <catch2/catch.hpp>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "core/row_carving.hpp"

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

}  // namespace

TEST_CASE("a streamed maze has the walls of the maze carved whole, row by row", "[streaming]") {
    int checked = 0;
    for (const Generator* generator : allGenerators()) {
        if (!generator->carvesByRows()) continue;
        for (const auto& [width, height] : {std::pair{1, 7}, {7, 1}, {2, 2}, {5, 3}, {13, 40}, {64, 9}, {65, 70}}) {
            for (std::uint64_t seed : {0ULL, 1ULL, 977ULL}) {
                INFO(generator->name() << " " << width << "x" << height << " seed " << seed);
                const Region region = Region::rectangle(width, height);
                Maze whole(region);
                Rng rng(seed);
                generator->carve(whole, rng);

                Maze streamed = Maze::window(region, RowFeed::kWindowRows);
                streamed.feedFrom(std::make_shared<RowFeed>(generator->rowCarver(streamed, Rng(seed))));
                for (int row = 0; row < height; ++row) {
                    streamed.prepareRow(row);
                    requireSameRow(streamed, whole, row);
                    streamed.prepareRow(row);  // asking again changes nothing
                    requireSameRow(streamed, whole, row);
                }
                // The window is a few rows, whatever the height.
                CHECK(streamed.memoryBytes() <= 3 * 2 * ((static_cast<std::size_t>(width) + 63) / 64) * 8 + 16);
                ++checked;
            }
        }
    }
    CHECK(checked == 3 * 7 * 3);  // eller, sidewinder, binary-tree
}

TEST_CASE("a streamed maze refuses rows that have left its window", "[streaming]") {
    const Region region = Region::rectangle(6, 10);
    Maze streamed = Maze::window(region, RowFeed::kWindowRows);
    streamed.feedFrom(std::make_shared<RowFeed>(findGenerator("eller")->rowCarver(streamed, Rng(3))));
    streamed.prepareRow(5);
    CHECK_NOTHROW(streamed.prepareRow(6));
    CHECK_THROWS_AS(streamed.prepareRow(4), std::logic_error);
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
    for (int row = 0; row < 30; ++row) {
        streamed.maze.prepareRow(row);
        requireSameRow(streamed.maze, whole.maze, row);
    }

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
