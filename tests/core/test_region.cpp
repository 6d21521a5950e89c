// SPDX-License-Identifier: MIT
// Regions: rectangles and mask files, and the errors for bad ones.
#include <catch2/catch.hpp>
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/maze.hpp"
#include "core/rng.hpp"

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
    // A cell per character, not per byte: none for the BOM, one for 'é'.
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

namespace {

// The mask's parts by a plain flood fill, the way the parser counted them
// before it worked a row at a time: their number and first cells (1-based
// "col,row", row-major order).
std::pair<std::size_t, std::vector<std::string>> floodFillParts(int width, int height, const std::vector<bool>& cell) {
    std::vector<bool> seen(cell.size());
    std::size_t count = 0;
    std::vector<std::string> firsts;
    for (int start = 0; start < width * height; ++start) {
        if (!cell[start] || seen[start]) continue;
        ++count;
        firsts.push_back(std::to_string(start % width + 1) + "," + std::to_string(start / width + 1));
        std::vector<int> stack{start};
        seen[start] = true;
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            const int col = at % width;
            const int row = at / width;
            const int next[4][2] = {{col, row - 1}, {col + 1, row}, {col, row + 1}, {col - 1, row}};
            for (const auto& n : next) {
                if (n[0] < 0 || n[1] < 0 || n[0] >= width || n[1] >= height) continue;
                const int i = n[1] * width + n[0];
                if (!cell[i] || seen[i]) continue;
                seen[i] = true;
                stack.push_back(i);
            }
        }
    }
    return {count, firsts};
}

}  // namespace

TEST_CASE("a mask's parts are counted a row at a time: the same count and first cells as a flood fill", "[region]") {
    // Shapes whose parts join only lower down (a U, a comb, a spiral), and
    // random grids of every density.
    std::vector<std::string> masks = {
        "X.X\nX.X\nXXX\n",         "X.X.X.X\nX.X.X.X\nXXXXXXX\n", "XXXXX\n....X\nXXX.X\nX...X\nXXXXX\n",
        "X...X\n.X.X.\n..X..\n",   "XX.XX\n.....\nXX.XX\n",       "X.X.X\n.....\nX.X.X\n.....\nX.X.X\n",
        "XXXX\nX..X\nX.XX\nX...\n"};
    Rng rng(2026);
    for (int k = 0; k < 400; ++k) {
        const int width = 1 + static_cast<int>(rng.below(14));
        const int height = 1 + static_cast<int>(rng.below(14));
        const auto percent = 30 + rng.below(70);
        std::string text;
        for (int row = 0; row < height; ++row) {
            for (int col = 0; col < width; ++col) text += rng.below(100) < percent ? 'X' : '.';
            text += '\n';
        }
        masks.push_back(text);
    }
    std::size_t refused = 0;
    for (const std::string& text : masks) {
        const auto width = static_cast<int>(text.find('\n'));
        const auto height = static_cast<int>(text.size()) / (width + 1);
        std::vector<bool> cell;
        for (const char c : text) {
            if (c != '\n') cell.push_back(c == 'X');
        }
        const auto [count, firsts] = floodFillParts(width, height, cell);
        INFO(text);
        if (count == 0) continue;
        if (count == 1) {
            CHECK_NOTHROW(Region::fromMaskText(text));
            continue;
        }
        ++refused;
        std::string where;
        for (std::size_t i = 0; i < std::min<std::size_t>(count, 5); ++i) where += (i ? "; " : "") + firsts[i];
        if (count > 5) where += "; ...";
        CHECK_THROWS_WITH(Region::fromMaskText(text), Catch::Contains("has " + std::to_string(count) + " separate regions (first cells at col,row " + where + ")"));
    }
    CHECK(refused > 100);  // the comparison saw many masks in pieces
}

TEST_CASE("mask text a line at a time: longer rows later, trailing blank rows, limits", "[region]") {
    // A row longer than any before lays the kept rows out again.
    MaskTextReader reader;
    for (const char* line : {"X", "XX", "XXXX", "...XXXXXXXXX", "...XX"}) reader.addLine(line);
    const Region grown = reader.finish();
    CHECK(grown.width() == 12);
    CHECK(grown.height() == 5);
    CHECK(grown.cellCount() == 1 + 2 + 4 + 9 + 2);
    CHECK(grown.contains(0, 0));
    CHECK_FALSE(grown.contains(1, 0));
    CHECK(grown.contains(3, 2));
    CHECK_FALSE(grown.contains(2, 3));
    CHECK(grown.contains(11, 3));
    CHECK(grown.contains(4, 4));
    CHECK_FALSE(grown.contains(1, 4));

    // A blank row before marked ones counts, with its width; blank rows at
    // the end do not, however wide.
    const Region middle = Region::fromMaskText(".......\nXX\nXX\n........................\n\n");
    CHECK(middle.width() == 7);
    CHECK(middle.height() == 3);
    CHECK(middle.contains(1, 2));
    CHECK_THROWS_WITH(Region::fromMaskText("X\n..\nX\n"), Catch::Contains("2 separate regions"));

    // Over the limits: refused with the whole size, counted without keeping
    // the rows (a 1,048,577-character line, then 200 rows of 600,000).
    MaskTextReader large;
    large.addLine(std::string(1'048'577, 'X'));
    for (int row = 0; row < 200; ++row) large.addLine(std::string(600'000, 'X'));
    CHECK_THROWS_WITH(large.finish(), Catch::StartsWith("mask: 1048577x201 is too large"));
    MaskTextReader many;
    for (int row = 0; row < 300; ++row) many.addLine(std::string(400'000, 'X'));
    CHECK_THROWS_WITH(many.finish(), Catch::StartsWith("mask: 400000x300 is too large"));
}
