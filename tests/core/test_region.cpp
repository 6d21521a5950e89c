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
    CHECK_THROWS_WITH(Region::rectangle(1'048'577, 1), Catch::Contains("too large"));
    CHECK_NOTHROW(Region::rectangle(1'048'576, 1));
    // A rectangle may be streamed past the in-memory limit; a mask may not.
    CHECK_NOTHROW(Region::rectangle(10'000, 100'000));
    CHECK_THROWS_WITH(Region::rectangle(70'000, 70'000), Catch::Contains("4294967295 cells"));
    try {
        Region::fromMaskText(std::string(1'048'577, 'X'));
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

TEST_CASE("masks are UTF-8 text: a byte order mark is skipped and one character is one cell", "[region]") {
    // Issue 11: the BOM added 3 cells and 'é' counted as 2.
    const Region bom = Region::fromMaskText("\xEF\xBB\xBFXX\nXX\n");
    CHECK(bom.width() == 2);
    CHECK(bom.cellCount() == 4);
    const Region accents = Region::fromMaskText("\xC3\xA9\xC3\xA9\xC3\xA9\n\xE2\x96\x88.\xF0\x9F\x98\x80\n");
    CHECK(accents.width() == 3);
    CHECK(accents.cellCount() == 5);
    CHECK_FALSE(accents.contains(1, 1));
    CHECK(accents.contains(2, 1));
    // Only a leading BOM is skipped; elsewhere it is a character like any other.
    CHECK(Region::fromMaskText("X\xEF\xBB\xBF\n").width() == 2);
}

TEST_CASE("a mask that is not UTF-8 is refused with its line and column", "[region]") {
    const auto refused = [](const std::string& text) {
        try {
            Region::fromMaskText(text);
        } catch (const InputError& e) {
            CHECK(e.input() == "mask");
            return e.message();
        }
        FAIL("accepted: " << text);
        return std::string();
    };
    CHECK_THAT(refused("XX\nX\xE9X\n"), Catch::StartsWith("line 2, column 2: not UTF-8 text") &&
                                            Catch::Contains("save the mask as UTF-8"));
    CHECK_THAT(refused("; comment\n\xC3\xA9X\xED\xA0\x80\n"),
               Catch::StartsWith("line 2, column 3") && Catch::Contains("surrogate"));
    CHECK_THAT(refused("X\xC0\xAF\n"), Catch::Contains("column 2") && Catch::Contains("overlong"));
    CHECK_THAT(refused("XX\xE2\x96"), Catch::Contains("cut off"));
    CHECK_THAT(refused("X\xF4\x90\x80\x80"), Catch::Contains("above U+10FFFF"));
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
