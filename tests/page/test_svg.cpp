// SPDX-License-Identifier: MIT
// The SVG writer draws the page layout: the maze where the layout puts it,
// every closed wall once, the text escaped.
#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>
#include <string>

#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "core/region.hpp"
#include "page/maze_page.hpp"
#include "svg/svg.hpp"

using namespace mazesheet;

namespace {

core::Puzzle puzzle(core::Region region, const char* algorithm, std::uint64_t seed) {
    core::PuzzleSpec spec;
    spec.region = std::move(region);
    spec.generator = core::findGenerator(algorithm);
    spec.seed = seed;
    return core::makePuzzle(spec);
}

// The wall path's d attribute.
std::string wallPath(const std::string& svg) {
    const std::smatch found = [&] {
        std::smatch m;
        REQUIRE(std::regex_search(svg, m, std::regex("<path d=\"([^\"]*)\"")));
        return m;
    }();
    return found[1];
}

}  // namespace

TEST_CASE("the SVG page draws every closed wall once", "[svg]") {
    const core::Puzzle p = puzzle(core::Region::rectangle(6, 5), "prim", 4);
    render::RenderOptions options;
    options.page.title = "Fish & <chips>";
    const std::string svg = svg::svgPage(p, options);
    // A wide maze: A4 landscape.
    CHECK_THAT(svg, Catch::StartsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"297mm\" height=\"210mm\""));
    CHECK_THAT(svg, Catch::Contains("Fish &amp; &lt;chips&gt;"));
    // Walls: all 2*W*H+W+H unit walls minus passages, minus the two doors.
    const std::string walls = wallPath(svg);
    const auto segments = static_cast<std::size_t>(std::count(walls.begin(), walls.end(), 'M'));
    CHECK(segments == 2 * 30 + 6 + 5 - p.metrics.passages - 2);
}

TEST_CASE("the SVG page puts the maze where the layout puts it", "[svg]") {
    const core::Puzzle p = puzzle(core::Region::rectangle(20, 20), "backtracker", 1);
    render::RenderOptions options;
    const std::string svg = svg::svgPage(p, options);
    const core::Puzzle* mazes[] = {&p};
    const page::MazePage page = page::layoutMazePage(mazes, 0, 1, options.page, page::WayDrawn::Line);
    const page::Box box = page.layout->mazeBox(page.layout->maze());
    std::smatch m;
    REQUIRE(std::regex_search(svg, m, std::regex("<g [^>]*transform=\"matrix\\(([0-9.]+) 0 0 ([0-9.]+) ([0-9.]+) ([0-9.]+)\\)\">")));
    CHECK(std::stod(m[1]) == Approx(page.layout->printedCellPt()).margin(1e-4));
    CHECK(std::stod(m[3]) == Approx(box.x).margin(0.01));
    CHECK(std::stod(m[4]) == Approx(box.y).margin(0.01));
    CHECK(std::stod(m[1]) * 20 == Approx(box.width).margin(0.01));
}

TEST_CASE("the SVG page shows text XML cannot hold through the XML rule", "[svg]") {
    // The writer's check refuses such a title; the canvas must still never
    // write the bytes raw, whatever text reaches it.
    const core::Puzzle p = puzzle(core::Region::rectangle(4, 4), "prim", 1);
    render::RenderOptions options;
    options.page.title = "\xDC" "bung \x01 <1>";
    const std::string svg = svg::svgPage(p, options);
    CHECK_THAT(svg, Catch::Contains("\\xdcbung \\x01 &lt;1&gt;"));
    CHECK(svg.find('\xDC') == std::string::npos);
    CHECK(svg.find('\x01') == std::string::npos);
}
