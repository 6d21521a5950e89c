// Block text, stats JSON and SVG writers.
#include <catch2/catch.hpp>
#include <algorithm>
#include <sstream>
#include <vector>

#include "core/puzzle.hpp"
#include "text/block_text.hpp"
#include "text/stats_json.hpp"
#include "text/svg.hpp"

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

TEST_CASE("stats JSON carries the contract's fields", "[text]") {
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

TEST_CASE("the SVG picture draws every closed wall once", "[text]") {
    const Puzzle p = puzzle(Region::rectangle(6, 5), "prim", 4);
    const std::string svg = svgPicture(p, "Fish & <chips>");
    CHECK_THAT(svg, Catch::StartsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    CHECK_THAT(svg, Catch::Contains("Fish &amp; &lt;chips&gt;"));
    // Walls: all 2*W*H+W+H unit walls minus passages, minus the two doors.
    const std::size_t segments = static_cast<std::size_t>(std::count(svg.begin(), svg.end(), 'M'));
    CHECK(segments == 2 * 30 + 6 + 5 - p.metrics.passages - 2);
}
