// Regions: rectangles and mask files, and the errors for bad ones.
#include <catch2/catch.hpp>
#include <string>

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
    CHECK_THROWS_WITH(Region::rectangle(0, 5), Catch::StartsWith("size: 0x5 is empty") && Catch::Contains("at least 1"));
    CHECK_THROWS_WITH(Region::rectangle(-3, 4), Catch::Contains("at least 1"));
    CHECK_THROWS_WITH(Region::rectangle(100000, 100000), Catch::StartsWith("size: ") && Catch::Contains("too large"));
    CHECK_THROWS_WITH(Region::rectangle(1'000'001, 1), Catch::Contains("too large"));
    CHECK_NOTHROW(Region::rectangle(1'000'000, 1));
    try {
        Region::fromMaskText(std::string(1'000'001, 'X'));
        FAIL("a mask wider than the limit was accepted");
    } catch (const InputError& e) {
        CHECK(e.input() == "mask");
        CHECK_THAT(e.message(), Catch::Contains("too large"));
    }
}

TEST_CASE("the wall grid stays compact: three bits per cell", "[region]") {
    const Maze maze(Region::rectangle(1000, 1000));
    CHECK(maze.memoryBytes() * 8.0 / 1e6 <= 3.01);
}

TEST_CASE("masks drawn from a grid pass the same checks as mask text", "[region]") {
    BitVector l(3 * 2);
    for (const std::size_t i : {0, 3, 4, 5}) l.set(i);  // X.. / XXX
    const Region r = Region::fromCells(3, 2, l, "dark pixels");
    CHECK(r.cellCount() == 4);
    CHECK(std::string(r.input()) == "mask");
    CHECK(r.contains(2, 1));
    CHECK_FALSE(r.contains(1, 0));

    BitVector apart(3);
    apart.set(0);
    apart.set(2);
    CHECK_THROWS_WITH(Region::fromCells(3, 1, apart, "x"), Catch::Contains("2 separate regions") && Catch::Contains("1,1; 3,1"));
    CHECK_THROWS_WITH(Region::fromCells(2, 2, BitVector(4), "dark pixels"),
                      Catch::Equals("mask: has no maze cells: mark cells with dark pixels"));
    CHECK_THROWS_WITH(Region::checkMaskSize(20'000, 20'000), Catch::StartsWith("mask: 20000x20000 is too large"));
    CHECK_THROWS_WITH(Region::checkMaskSize(0, 3), Catch::StartsWith("mask: 0x3 is empty"));
}
