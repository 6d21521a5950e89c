// SPDX-License-Identifier: MIT
// The SVG writer draws the page layout: the maze where the layout puts it,
// every closed wall once, the text escaped.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <regex>
#include <set>
#include <tuple>
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
    // Walls: all 2*W*H+W+H unit walls minus passages, minus the two doors,
    // drawn as runs ("Mx yhN" or "Mx yvN") that neither overlap nor touch
    // along their line (a touching pair would be one run).
    const std::string walls = wallPath(svg);
    std::set<std::tuple<char, int, int>> units;  // (h or v, x, y) of each unit wall
    std::size_t drawn = 0;
    const std::regex run("M(\\d+) (\\d+)([hv])(\\d+)");
    for (auto it = std::sregex_iterator(walls.begin(), walls.end(), run); it != std::sregex_iterator(); ++it) {
        const int x = std::stoi((*it)[1]), y = std::stoi((*it)[2]), length = std::stoi((*it)[4]);
        const char way = (*it)[3].str()[0];
        const int before = way == 'h' ? x - 1 : y - 1;
        CHECK_FALSE(units.count(way == 'h' ? std::tuple{way, before, y} : std::tuple{way, x, before}));
        for (int k = 0; k < length; ++k) {
            units.insert(way == 'h' ? std::tuple{way, x + k, y} : std::tuple{way, x, y + k});
            ++drawn;
        }
        const int after = (way == 'h' ? x : y) + length;
        CHECK_FALSE(units.count(way == 'h' ? std::tuple{way, after, y} : std::tuple{way, x, after}));
    }
    CHECK(drawn == units.size());
    CHECK(units.size() == 2 * 30 + 6 + 5 - p.metrics.passages - 2);
    // Fewer strokes than unit walls: collinear walls are joined.
    CHECK(static_cast<std::size_t>(std::count(walls.begin(), walls.end(), 'M')) < units.size() / 2);
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

TEST_CASE("each door's arrow stands within a tenth of a cell of its door's centre", "[svg][doors]") {
    // Square mazes whose cells print about 2, 4, 6 and 10 mm on A4.
    for (const int cells : {88, 44, 29, 18}) {
        const core::Puzzle p = puzzle(core::Region::rectangle(cells, cells), "backtracker", 7);
        render::RenderOptions options;
        const std::string svg = svg::svgPage(p, options);
        const core::Puzzle* mazes[] = {&p};
        const page::MazePage page = page::layoutMazePage(mazes, 0, 1, options.page, page::WayDrawn::Line);
        const page::PageLayout& layout = *page.layout;
        const double cellPt = layout.printedCellPt();
        CAPTURE(cells, layout.printedCellMm);
        const std::regex arrow("<text x=\"([0-9.]+)\" y=\"([0-9.]+)\"[^>]*font-size=\"([0-9.]+)\"[^>]*>(\u2190|\u2192|\u2191|\u2193)</text>");
        int found = 0;
        for (auto it = std::sregex_iterator(svg.begin(), svg.end(), arrow); it != std::sregex_iterator(); ++it) {
            const double x = std::stod((*it)[1]);
            const double middle = std::stod((*it)[2]) - 0.35 * std::stod((*it)[3]);  // page/draw.cpp's kMiddle
            const bool across = (*it)[4] == "\u2190" || (*it)[4] == "\u2192";
            // The nearest door's cell centre, across the arrow's way.
            double nearest = 1e9;
            for (const core::Door& door : p.maze.doors()) {
                const page::Box box = layout.cellBox(layout.maze().firstRow + door.cell.row,
                                                     layout.maze().firstCol + door.cell.col);
                const double off = across ? middle - (box.y + box.height / 2) : x - (box.x + box.width / 2);
                if (std::abs(off) < std::abs(nearest)) nearest = off;
            }
            CAPTURE((*it)[4].str(), nearest / cellPt);
            CHECK(std::abs(nearest) <= 0.1 * cellPt);
            ++found;
        }
        CHECK(found == 2);
    }
}
