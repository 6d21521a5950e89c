// SPDX-License-Identifier: MIT
// Block text, stats JSON and SVG writers.
#include <catch2/catch.hpp>
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "core/blocks.hpp"

#include "core/puzzle.hpp"
#include "text/block_text.hpp"
#include "text/stats_json.hpp"
#include "text/terminal_preview.hpp"

using namespace mazesheet::core;
using namespace mazesheet::text;

namespace {

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
}

Puzzle puzzle(Region region, const char* algorithm, std::uint64_t seed) {
    return makePuzzle(PuzzleSpec{std::move(region), findGenerator(algorithm), seed, 0.0, {}, {}, nullptr});
}

}  // namespace

TEST_CASE("block text has (2H+1) lines of (2W+1) characters that match the walls", "[text]") {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const Puzzle p = puzzle(Region::fromMaskText("XXXX.\nXXXXX\nX..XX\nXXXXX\n"), "kruskal", seed);
        const auto rows = lines(blockText(p));
        REQUIRE(rows.size() == 9);
        for (const auto& row : rows) REQUIRE(row.size() == 11);
        for (int r = 0; r < 4; ++r) {
            for (int c = 0; c < 5; ++c) {
                const char cell = rows[2 * r + 1][2 * c + 1];
                if (!p.maze.contains({c, r})) {
                    REQUIRE(cell == '.');
                    continue;
                }
                REQUIRE(cell == (CellPos{c, r} == p.start ? 'S' : CellPos{c, r} == p.finish ? 'F' : ' '));
                REQUIRE((rows[2 * r + 1][2 * c + 2] == ' ') == p.maze.isOpen({c, r}, Side::East));
                REQUIRE((rows[2 * r + 2][2 * c + 1] == ' ') == p.maze.isOpen({c, r}, Side::South));
                REQUIRE((rows[2 * r + 1][2 * c] == ' ') == p.maze.isOpen({c, r}, Side::West));
                REQUIRE((rows[2 * r][2 * c + 1] == ' ') == p.maze.isOpen({c, r}, Side::North));
            }
        }
        CHECK(rows[0][9] == '.');  // the corner post of two outside cells
        CHECK(rows[0][10] == '.');
    }
}

TEST_CASE("block text of a pinned maze", "[text]") {
    PuzzleSpec spec{Region::rectangle(4, 3), findGenerator("binary-tree"), 1, 0.0, {Endpoint::Kind::TopLeft, {}},
                    {Endpoint::Kind::BottomRight, {}}};
    const std::string text = blockText(makePuzzle(spec));
    // Binary tree: the top row and left column are open corridors.
    const auto rows = lines(text);
    CHECK(rows[0] == "#########");
    CHECK(rows[1] == " S      #");
    CHECK(rows[5].back() == ' ');  // the finish's door on the east side
    CHECK(rows[5][7] == 'F');
}

TEST_CASE("stats JSON carries the manual's fields", "[text]") {
    const Puzzle p = puzzle(Region::rectangle(5, 4), "eller", 123);
    const std::string line = statsJsonLine(p, 3);
    CHECK_THAT(line, Catch::StartsWith("{\"index\":3,\"seed\":123,\"algorithm\":\"eller\",\"width\":5,\"height\":4,"
                                       "\"cells\":20,\"passages\":19,"));
    CHECK_THAT(line, Catch::Contains("\"dead_ends\":" + std::to_string(p.metrics.deadEnds)));
    CHECK_THAT(line, Catch::Contains("\"solution_length\":" + std::to_string(p.solution.size())));
    CHECK_THAT(line, Catch::Contains("\"start\":[" + std::to_string(p.start.col + 1) + "," +
                                     std::to_string(p.start.row + 1) + "]"));
    CHECK_THAT(line, Catch::EndsWith("}\n"));
}

namespace {

// The preview's lines as code points (it uses ASCII, box drawing and the bullet).
std::vector<std::u32string> previewLines(const std::string& text) {
    std::vector<std::u32string> out;
    for (const auto& line : lines(text)) {
        std::u32string decoded;
        for (std::size_t i = 0; i < line.size();) {
            const auto lead = static_cast<unsigned char>(line[i]);
            if (lead < 0x80) {
                decoded += lead;
                i += 1;
            } else {  // every other character here is three bytes of UTF-8
                REQUIRE((lead >> 4) == 0xE);
                decoded += static_cast<char32_t>(((lead & 0x0F) << 12) | ((line[i + 1] & 0x3F) << 6) | (line[i + 2] & 0x3F));
                i += 3;
            }
        }
        out.push_back(decoded);
    }
    return out;
}

char32_t charAt(const std::vector<std::u32string>& rows, std::size_t y, std::size_t x) {
    return x < rows[y].size() ? rows[y][x] : U' ';  // trailing spaces are dropped
}

}  // namespace

TEST_CASE("the terminal preview of a pinned maze", "[text][preview]") {
    PuzzleSpec spec{Region::rectangle(4, 3), findGenerator("binary-tree"), 1, 0.0, {Endpoint::Kind::TopLeft, {}},
                    {Endpoint::Kind::BottomRight, {}}};
    const Puzzle p = makePuzzle(spec);
    // The same maze as block text (see "block text of a pinned maze"):
    //   #########
    //    S      #
    //   # # ### #
    //   # #   # #
    //   # #######
    //   #      F
    //   #########
    CHECK(terminalPreview(p, {3, false}) ==
          "╶───────────────┐\n"
          "  S             │\n"
          "╷   ╷   ╶───┐   │\n"
          "│   │       │   │\n"
          "│   └───────┴───┘\n"
          "│             F\n"
          "└───────────────╴\n");
    // Compact cells, with the path: down from S, then along the bottom row to F.
    CHECK(terminalPreview(p, {1, true}) ==
          "╶───────┐\n"
          " S      │\n"
          "╷•╷ ╶─┐ │\n"
          "│•│   │ │\n"
          "│•└───┴─┘\n"
          "│••••••F\n"
          "└───────╴\n");
    CHECK(previewColumns(p.maze, 3) == 17);
    CHECK(previewColumns(p.maze, 1) == 9);
}

TEST_CASE("the terminal preview draws exactly the maze's walls, S, F and the path", "[text][preview]") {
    const char* mask = "XXXXXX..\nXX..XXXX\nXX..XXXX\nXXXXXX..\n..XXXXXX\n";
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        const Puzzle p = seed % 2 == 0 ? puzzle(Region::rectangle(7, 5), "wilson", seed)
                                       : puzzle(Region::fromMaskText(mask), "kruskal", seed);
        const Maze& maze = p.maze;
        for (const int width : {1, 3}) {
            for (const bool solution : {false, true}) {
                INFO("seed " << seed << ", cells " << width << " wide, solution " << solution);
                const auto rows = previewLines(terminalPreview(p, {width, solution}));
                REQUIRE(rows.size() == static_cast<std::size_t>(2 * maze.height() + 1));
                std::size_t dots = 0;
                for (std::size_t y = 0; y < rows.size(); ++y) {
                    CHECK(rows[y].size() <= static_cast<std::size_t>(previewColumns(maze, width)));
                    CHECK((rows[y].empty() || rows[y].back() != U' '));
                    dots += static_cast<std::size_t>(std::count(rows[y].begin(), rows[y].end(), U'\u2022'));
                }
                const auto step = static_cast<std::size_t>(width + 1);
                for (int r = 0; r <= maze.height(); ++r) {
                    for (int c = 0; c <= maze.width(); ++c) {
                        const auto y = static_cast<std::size_t>(2 * r);
                        const auto x = static_cast<std::size_t>(c) * step;
                        // A wall line leaves the corner exactly where the block grid has a wall.
                        const char32_t corner = charAt(rows, y, x);
                        const bool right = c < maze.width() && blockKind(maze, 2 * c + 1, 2 * r) == BlockKind::Wall;
                        const bool down = r < maze.height() && blockKind(maze, 2 * c, 2 * r + 1) == BlockKind::Wall;
                        const bool drawnRight = std::u32string(U"\u2576\u250C\u2500\u252C\u2514\u251C\u2534\u253C")
                                                    .find(corner) != std::u32string::npos;
                        const bool drawnDown = std::u32string(U"\u2577\u250C\u2510\u252C\u2502\u251C\u2524\u253C")
                                                   .find(corner) != std::u32string::npos;
                        CHECK(drawnRight == right);
                        CHECK(drawnDown == down);
                        if (right) CHECK(charAt(rows, y, x + 1) == U'\u2500');
                        if (down) CHECK(charAt(rows, y + 1, x) == U'\u2502');
                        if (c == maze.width() || r == maze.height()) continue;
                        const CellPos cell{c, r};
                        const char32_t inside = charAt(rows, y + 1, x + 1 + static_cast<std::size_t>((width - 1) / 2));
                        const bool onPath = solution && std::find(p.solution.begin(), p.solution.end(), cell) != p.solution.end();
                        CHECK(inside == (cell == p.start ? U'S' : cell == p.finish ? U'F' : onPath ? U'\u2022' : U' '));
                    }
                }
                // A dot in each path cell between S and F and in each passage along the path.
                CHECK(dots == (solution ? 2 * p.solution.size() - 3 : 0));
            }
        }
    }
}
