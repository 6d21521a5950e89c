// SPDX-License-Identifier: MIT
// The circle, hex and triangle grids: their cells touch where the shapes
// do (worked out here from each cell's corners, not from the grid's own
// tables), every algorithm that carves a grid makes a perfect maze on it,
// puzzles on them have a route from start to finish and doors on the
// outline, wilson and aldous-broder draw every spanning tree of a small hex
// and triangle grid equally often, and a square maze is what it was.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>
#include <vector>

#include "core/endpoints.hpp"
#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "core/solver.hpp"
#include "core/topology.hpp"
#include "grid_geometry.hpp"

using namespace mazesheet::core;

namespace {

std::vector<Region> regionsOf(GridKind grid) {
    if (grid == GridKind::Circle) return {Region::onGrid(grid, 2, 2), Region::onGrid(grid, 5, 5), Region::onGrid(grid, 9, 9)};
    std::vector<Region> regions = {Region::onGrid(grid, 1, 2), Region::onGrid(grid, 2, 1), Region::onGrid(grid, 7, 5),
                                   Region::onGrid(grid, 12, 9)};
    regions.push_back(Region::fromMaskText("..XXXX..\n.XXXXXX.\nXXXXXXXX\nXXX..XXX\nXXXXXXXX\n.XXXXXX.\n").reshaped(grid));
    return regions;
}

constexpr GridKind kOtherGrids[] = {GridKind::Circle, GridKind::Hex, GridKind::Triangle};

std::string nameOf(GridKind grid) { return std::string(gridName(grid)); }

// The cells a search over open walls (isOpen, way by way) reaches from the first cell.
template <class Cells>
std::size_t reachable(const Cells cells, const Maze& maze) {
    std::uint32_t first = 0;
    while (!cells.inside(first)) ++first;
    std::vector<bool> met(cells.gridSize(), false);
    std::vector<std::uint32_t> stack{first};
    met[first] = true;
    std::size_t count = 0;
    while (!stack.empty()) {
        const std::uint32_t at = stack.back();
        stack.pop_back();
        ++count;
        for (const auto way : cells.kAllWays) {
            const std::uint32_t n = cells.neighbour(at, way);
            if (n == kNoCell || !cells.isOpen(maze, at, way) || met[n]) continue;
            met[n] = true;
            stack.push_back(n);
        }
    }
    return count;
}

}  // namespace

TEST_CASE("a circle's rings split as they grow, so its cells stay about square", "[grids]") {
    CHECK(circleRingSizes(8) == std::vector<std::uint32_t>{1, 6, 12, 24, 24, 24, 48, 48});
    const auto sizes = circleRingSizes(400);
    for (std::size_t ring = 1; ring < sizes.size(); ++ring) {
        INFO("ring " << ring << ": " << sizes[ring] << " cells");
        const double across = 2 * std::numbers::pi * (static_cast<double>(ring) + 0.5) / sizes[ring];
        CHECK(across > 0.6);
        CHECK(across < 1.6);
        CHECK((sizes[ring] == sizes[ring - 1] || sizes[ring] == 2 * sizes[ring - 1] || ring == 1));
    }
    const Region circle = Region::onGrid(GridKind::Circle, 4, 4);
    CHECK(circle.cellCount() == 1 + 6 + 12 + 24);
    CHECK(circle.width() == 24);
    CHECK(circle.height() == 4);
    CHECK(circle.fullGrid());
    CHECK_FALSE(circle.isRectangle());
    CHECK_THROWS_AS(Region::onGrid(GridKind::Circle, 4, 5), InputError);
    CHECK_THROWS_AS(Region::onGrid(GridKind::Circle, 1, 1), InputError);
    CHECK_THROWS_AS(Region::onGrid(GridKind::Circle, 100000, 100000), InputError);
    CHECK_THROWS_AS(Region::onGrid(GridKind::Hex, 20000, 20000), InputError);
}

TEST_CASE("every grid's cells touch exactly where their shapes share a side", "[grids]") {
    for (const GridKind grid : kOtherGrids) {
        for (const Region& region : regionsOf(grid)) {
            INFO(nameOf(grid) << " " << region.width() << "x" << region.height() << ", " << region.cellCount() << " cells");
            withCells(region, [&](const auto& cells) {
                std::size_t faults = 0;
                for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
                    if (!cells.inside(i)) continue;
                    std::set<std::uint32_t> listed;
                    for (const auto way : cells.kAllWays) {
                        const std::uint32_t n = cells.neighbour(i, way);
                        if (n == kNoCell) continue;
                        listed.insert(n);
                        // The way back, and one bit for the wall from both sides.
                        const auto back = cells.back(i, way);
                        faults += cells.neighbour(n, back) != i;
                        const WallBit here = cells.wall(i, way);
                        const WallBit there = cells.wall(n, back);
                        faults += here.plane != there.plane || here.owner != there.owner;
                    }
                    std::set<std::uint32_t> geometric;
                    for (std::uint32_t j = 0; j < cells.gridSize(); ++j) {
                        if (j != i && cells.inside(j) && mazesheet::test::touch(region, region.position(i), region.position(j))) geometric.insert(j);
                    }
                    if (listed != geometric) {
                        ++faults;
                        UNSCOPED_INFO("cell " << region.position(i).col << "," << region.position(i).row << ": "
                                              << listed.size() << " neighbours listed, " << geometric.size() << " touching");
                    }
                }
                CHECK(faults == 0);
            });
        }
    }
}

TEST_CASE("every algorithm that carves a grid makes perfect mazes on it", "[grids]") {
    for (const GridKind grid : kOtherGrids) {
        for (const Region& region : regionsOf(grid)) {
            for (const Generator* generator : allGenerators()) {
                if (!generator->carves(grid) || (!region.fullGrid() && !generator->supportsMasks())) continue;
                for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                    INFO(generator->name() << " on " << nameOf(grid) << " " << region.width() << "x" << region.height()
                                           << " seed " << seed);
                    Maze maze(region);
                    Rng rng(seed);
                    generator->carve(maze, rng);
                    REQUIRE(maze.passageCount() + 1 == region.cellCount());
                    withCells(region, [&](const auto& cells) { REQUIRE(reachable(cells, maze) == region.cellCount()); });
                }
            }
        }
    }
}

TEST_CASE("the algorithms written on rows refuse the grids they have no form for", "[grids]") {
    for (const GridKind grid : kOtherGrids) {
        for (const Generator* generator : allGenerators()) {
            PuzzleSpec spec{Region::onGrid(grid, 6, 6), generator, 1, 0.0, {}, {}};
            INFO(generator->name() << " on " << nameOf(grid));
            if (generator->carves(grid)) {
                CHECK_NOTHROW(checkPuzzleSpec(spec));
            } else {
                CHECK_THROWS_AS(checkPuzzleSpec(spec), InputError);
            }
        }
    }
    CHECK(findGenerator("sidewinder")->carves(GridKind::Circle));
    CHECK(findGenerator("binary-tree")->carves(GridKind::Circle));
    CHECK_FALSE(findGenerator("eller")->carves(GridKind::Hex));
    CHECK_FALSE(findGenerator("division")->carves(GridKind::Circle));
}

TEST_CASE("puzzles on every grid: a route from start to finish, doors on the outline", "[grids]") {
    for (const GridKind grid : kOtherGrids) {
        for (const Region& region : regionsOf(grid)) {
            for (const double braid : {0.0, 0.6}) {
                for (const Endpoint::Kind ends : {Endpoint::Kind::Auto, Endpoint::Kind::Across, Endpoint::Kind::Farthest}) {
                    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
                        INFO(nameOf(grid) << " " << region.width() << "x" << region.height() << " braid " << braid
                                          << " ends " << static_cast<int>(ends) << " seed " << seed);
                        const PuzzleSpec spec{region, findGenerator("wilson"), seed, braid, {ends, {}}, {}};
                        const Puzzle puzzle = makePuzzle(spec);
                        const Maze& maze = puzzle.maze;
                        REQUIRE(puzzle.start != puzzle.finish);
                        REQUIRE(puzzle.solution.front() == puzzle.start);
                        REQUIRE(puzzle.solution.back() == puzzle.finish);
                        const auto distance = distancesFrom(maze, puzzle.start);
                        CHECK(puzzle.solution.size() == distance[region.index(puzzle.finish.col, puzzle.finish.row)] + 1);
                        CHECK(puzzle.metrics.solutionLength == puzzle.solution.size());
                        CHECK(puzzle.metrics.cells == region.cellCount());
                        withCells(region, [&](const auto& cells) {
                            // Each step is through an open wall between neighbours.
                            const std::vector<CellPos> route = puzzle.solution.cells();
                            for (std::size_t k = 1; k < route.size(); ++k) {
                                const std::uint32_t from = region.index(route[k - 1].col, route[k - 1].row);
                                const std::uint32_t to = region.index(route[k].col, route[k].row);
                                bool open = false;
                                for (const auto way : cells.kAllWays) {
                                    open = open || (cells.neighbour(from, way) == to && cells.isOpen(maze, from, way));
                                }
                                REQUIRE(open);
                            }
                            for (const Door& door : maze.doors()) {
                                const std::uint32_t i = region.index(door.cell.col, door.cell.row);
                                CHECK(cells.doorWay(i, door.side).has_value());
                                CHECK((door.cell == puzzle.start || door.cell == puzzle.finish));
                            }
                        });
                        if (grid == GridKind::Circle && ends == Endpoint::Kind::Auto) {
                            CHECK(puzzle.start == CellPos{0, 0});  // from the centre
                            CHECK(puzzle.finish.row == region.height() - 1);
                            CHECK(maze.doors().size() == 1);  // out through the rim only
                        } else {
                            CHECK(maze.doors().size() == 2);
                        }
                        if (grid == GridKind::Circle && ends == Endpoint::Kind::Across) {
                            // West and east on the rim: a ring's cells go clockwise from the top.
                            const double n = region.ringSize(region.height() - 1);
                            CHECK(std::abs((puzzle.start.col + 0.5) / n - 0.75) <= 0.125);
                            CHECK(std::abs((puzzle.finish.col + 0.5) / n - 0.25) <= 0.125);
                        }
                    }
                }
            }
        }
    }
}

TEST_CASE("on hex and triangle grids auto doors are on opposite sides, the longest way apart", "[grids]") {
    for (const GridKind grid : {GridKind::Hex, GridKind::Triangle}) {
        const Region region = Region::onGrid(grid, 9, 6);
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const Puzzle puzzle = makePuzzle({region, findGenerator("kruskal"), seed, 0.0, {}, {}});
            INFO(nameOf(grid) << " seed " << seed);
            const bool vertical = acrossIsVertical(region);
            if (vertical) {
                CHECK(puzzle.start.row == 0);
                CHECK(puzzle.finish.row == region.height() - 1);
            } else {
                CHECK(puzzle.start.col == 0);
                CHECK(puzzle.finish.col == region.width() - 1);
            }
            // No pair on those sides is farther apart (cells with an edge
            // facing the side: a triangle pointing up has none at the top).
            const Side startSide = vertical ? Side::North : Side::West;
            const Side finishSide = vertical ? Side::South : Side::East;
            std::uint32_t longest = 0;
            withCells(region, [&](const auto& cells) {
                for (int k = 0; k < (vertical ? region.width() : region.height()); ++k) {
                    const CellPos from = vertical ? CellPos{k, 0} : CellPos{0, k};
                    if (!cells.doorWay(region.index(from.col, from.row), startSide)) continue;
                    const auto distance = distancesFrom(puzzle.maze, from);
                    for (int m = 0; m < (vertical ? region.width() : region.height()); ++m) {
                        const CellPos to = vertical ? CellPos{m, region.height() - 1} : CellPos{region.width() - 1, m};
                        if (!cells.doorWay(region.index(to.col, to.row), finishSide)) continue;
                        longest = std::max(longest, distance[region.index(to.col, to.row)]);
                    }
                }
            });
            CHECK(puzzle.solution.size() == longest + 1);
        }
    }
    CHECK_FALSE(acrossIsVertical(Region::onGrid(GridKind::Hex, 20, 20)));
    CHECK(acrossIsVertical(Region::onGrid(GridKind::Hex, 20, 24)));
    CHECK_FALSE(acrossIsVertical(Region::onGrid(GridKind::Triangle, 28, 16)));
    CHECK(acrossIsVertical(Region::onGrid(GridKind::Triangle, 20, 20)));
}

TEST_CASE("masks on hex and triangle grids take the cells whose centres are in the shape", "[grids]") {
    const Region square = Region::fromMaskText("XXXXXXXXXX\nXXXXXXXXXX\nXXXXXXXXXX\nXXXXXXXXXX\nXXXXXXXXXX\nXXXXXXXXXX\n");
    for (const GridKind grid : {GridKind::Hex, GridKind::Triangle}) {
        const Region shaped = square.reshaped(grid);
        INFO(nameOf(grid) << ": " << shaped.cellCount() << " cells");
        CHECK(shaped.grid() == grid);
        // About 1.15 hexagons or 3.1 triangles a square (reshape.cpp), within a row's worth.
        const double expected = 60.0 * (grid == GridKind::Hex ? 2.0 / std::numbers::sqrt3 : 16.0 / (3.0 * std::numbers::sqrt3));
        CHECK(std::abs(static_cast<double>(shaped.cellCount()) - expected) < 16.0);
    }
    // A line one square thin falls apart on a hex grid: refused in one piece of advice.
    // Strokes one square wide, as letters are drawn, stay one piece: every
    // one-piece shape in a 4x4 box does, on both grids.
    std::size_t shapes = 0;
    std::size_t apart = 0;
    for (std::uint32_t bits = 1; bits < (1U << 16); ++bits) {
        BitVector inside(16);
        for (std::uint32_t k = 0; k < 16; ++k) inside.assign(k, ((bits >> k) & 1U) != 0);
        Region shape = Region::rectangle(1, 1);
        try {
            shape = Region::fromCells(4, 4, inside, "X");
        } catch (const InputError&) {
            continue;  // not one piece of squares
        }
        ++shapes;
        for (const GridKind grid : {GridKind::Hex, GridKind::Triangle}) {
            try {
                (void)shape.reshaped(grid);
            } catch (const InputError& e) {
                ++apart;
                UNSCOPED_INFO(nameOf(grid) << ", shape " << bits << ": " << e.what());
            }
        }
    }
    CHECK(shapes > 1000);
    CHECK(apart == 0);
    CHECK_THROWS_AS(square.reshaped(GridKind::Circle), InputError);
}

TEST_CASE("a square maze is carved as before: the grids change nothing there", "[grids]") {
    // The pinned digests of test_determinism.cpp hold the bits; here the
    // square grid's region says what it always said.
    const Region region = Region::rectangle(24, 17);
    CHECK(region.grid() == GridKind::Square);
    CHECK(region.fullGrid());
    const Puzzle puzzle = makePuzzle({region, findGenerator("backtracker"), 2026, 0.0, {}, {}});
    CHECK_FALSE(puzzle.solution.listed());
}
