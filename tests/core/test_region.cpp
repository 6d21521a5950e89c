// Regions: rectangles and mask files, and the errors for bad ones.
#include <catch2/catch.hpp>

#include "cli/options.hpp"
#include "core/errors.hpp"
#include "core/maze.hpp"

using namespace mazesheet::core;

TEST_CASE("mask text: comments, width of the longest line, '.' and space outside", "[region]") {
    const Region r = Region::fromMaskText("; a comment\r\nXX.X\r\nX XX\r\nXXXXXX\n\n");
    CHECK(r.width() == 6);
    CHECK(r.height() == 3);
    CHECK(r.cellCount() == 3 + 3 + 6);
    CHECK(r.contains(0, 0));
    CHECK_FALSE(r.contains(2, 0));
    CHECK_FALSE(r.contains(1, 1));
    CHECK_FALSE(r.contains(4, 0));  // short lines are padded with outside cells
    CHECK(r.contains(5, 2));
    CHECK_FALSE(r.isRectangle());
    CHECK(Region::fromMaskText("ab\ncd\n").isRectangle());
}

TEST_CASE("a mask must be one 4-connected region; the error counts and locates them", "[region]") {
    CHECK_THROWS_WITH(Region::fromMaskText("X.X\n.X.\nX.X\n"),
                      Catch::Contains("5 separate regions") && Catch::Contains("1,1; 3,1; 2,2; 1,3; 3,3"));
    CHECK_THROWS_WITH(Region::fromMaskText("XX..\n..XX\n"), Catch::Contains("2 separate regions"));
    CHECK_THROWS_WITH(Region::fromMaskText("; only a comment\n...\n"), Catch::Contains("no maze cells"));
    CHECK_THROWS_WITH(Region::fromMaskText(""), Catch::Contains("no maze cells"));
    CHECK_NOTHROW(Region::fromMaskText("X\nX\nXX\n.X\n"));
}

TEST_CASE("sizes: empty and absurd ones are refused before any memory is spent", "[region]") {
    using mazesheet::cli::parseSize;
    CHECK(parseSize("20x20") == std::pair{20, 20});
    CHECK(parseSize("7X3") == std::pair{7, 3});
    CHECK_THROWS_WITH(parseSize("0x5"), Catch::Contains("at least 1"));
    CHECK_THROWS_WITH(parseSize("20"), Catch::Contains("expected WIDTHxHEIGHT"));
    CHECK_THROWS_WITH(parseSize("-3x4"), Catch::Contains("at least 1"));
    CHECK_THROWS_WITH(parseSize("100000x100000"), Catch::Contains("too large"));
    CHECK_THROWS_WITH(parseSize("99999999999999999999x2"), Catch::Contains("expected WIDTHxHEIGHT"));
    CHECK_THROWS_AS(Region::rectangle(0, 3), InputError);
    CHECK_THROWS_AS(Region::rectangle(20000, 20000), InputError);
}

TEST_CASE("endpoint option values", "[region]") {
    using mazesheet::cli::parseEndpoint;
    CHECK(parseEndpoint("top-left", "--start").kind == Endpoint::Kind::TopLeft);
    const Endpoint cell = parseEndpoint("3,4", "--start");
    CHECK(cell.kind == Endpoint::Kind::Cell);
    CHECK(cell.cell == CellPos{2, 3});
    CHECK_THROWS_WITH(parseEndpoint("0,4", "--finish"), Catch::StartsWith("--finish") && Catch::Contains("count from 1"));
    CHECK_THROWS_WITH(parseEndpoint("middle", "--start"), Catch::StartsWith("--start: expected auto"));
}

TEST_CASE("the wall grid stays compact: three bits per cell", "[region]") {
    const Maze maze(Region::rectangle(1000, 1000));
    CHECK(maze.memoryBytes() * 8.0 / 1e6 <= 3.01);
}
