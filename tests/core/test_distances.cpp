// SPDX-License-Identifier: MIT
// distancesTo takes a shortcut on perfect mazes (a search that never turns
// back, with no bit per cell); it must give what the plain breadth-first
// search gives, on every algorithm's mazes, on masks, and once braiding has
// made loops (where it must not take the shortcut).
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/braid.hpp"
#include "core/puzzle.hpp"
#include "core/solver.hpp"

using namespace mazesheet::core;

namespace {

Maze carved(const Region& region, const Generator& generator, std::uint64_t seed) {
    Maze maze(region);
    Rng rng(seed);
    generator.carve(maze, rng);
    return maze;
}

// distancesTo from `from` to every cell of the grid, against distancesFrom.
void requireSameDistances(const Maze& maze, CellPos from) {
    std::vector<CellPos> cells;
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width(); ++col) cells.push_back({col, row});
    }
    const std::vector<std::uint32_t> all = distancesFrom(maze, from);
    const std::vector<std::uint32_t> asked = distancesTo(maze, from, cells);
    REQUIRE(asked.size() == cells.size());
    for (std::size_t k = 0; k < cells.size(); ++k) {
        INFO("cell " << cells[k].col << "," << cells[k].row);
        REQUIRE(asked[k] == all[static_cast<std::size_t>(maze.region().index(cells[k].col, cells[k].row))]);
    }
}

}  // namespace

TEST_CASE("distancesTo equals the plain search on every algorithm's mazes", "[solver]") {
    const Region shapes[] = {Region::rectangle(23, 17), Region::rectangle(1, 12), Region::rectangle(12, 1),
                             Region::fromMaskText("..XXXX..\n.XXXXXX.\nXXXXXXXX\nXXX..XXX\nXXX..XXX\n.XXXXXX.\n")};
    for (const Generator* algorithm : allGenerators()) {
        const Generator& generator = *algorithm;
        for (const Region& region : shapes) {
            if (!region.isRectangle() && !generator.supportsMasks()) continue;
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                INFO(std::string(generator.name()) << " seed " << seed << " " << region.width() << "x" << region.height());
                const Maze maze = carved(region, generator, seed);
                REQUIRE(maze.passageCount() + 1 == region.cellCount());  // a tree: the shortcut applies
                for (int row = 0; row < region.height(); row += 4) {
                    for (int col = 0; col < region.width(); col += 3) {
                        if (region.contains(col, row)) requireSameDistances(maze, {col, row});
                    }
                }
            }
        }
    }
}

TEST_CASE("distancesTo on braided mazes (loops) equals the plain search", "[solver]") {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        Maze maze = carved(Region::rectangle(19, 13), *findGenerator("kruskal"), seed);
        Rng rng(seed + 100);
        REQUIRE(braid(maze, 0.7, rng) > 0);
        REQUIRE(maze.passageCount() + 1 > maze.region().cellCount());
        requireSameDistances(maze, {0, 0});
        requireSameDistances(maze, {9, 6});
    }
}

namespace {

// EndDistances among one set of ends (the first search marks the branches
// with no end, later ones skip them) against the plain search, from several
// ends in turn, the way the automatic doors use it.
void requireSameEndDistances(const Maze& maze, const std::vector<CellPos>& ends) {
    EndDistances search(maze, ends);
    for (std::size_t k = 0; k < ends.size(); k += 1 + ends.size() / 5) {
        const std::vector<std::uint32_t> all = distancesFrom(maze, ends[k]);
        const std::vector<std::uint32_t> measured = search.from(ends[k], ends);
        REQUIRE(measured.size() == ends.size());
        for (std::size_t e = 0; e < ends.size(); ++e) {
            INFO("from " << ends[k].col << "," << ends[k].row << " to " << ends[e].col << "," << ends[e].row);
            REQUIRE(measured[e] == all[static_cast<std::size_t>(maze.region().index(ends[e].col, ends[e].row))]);
        }
    }
}

// The region's cells in its first and last rows (or columns).
std::vector<CellPos> oppositeSides(const Region& region, bool rows) {
    std::vector<CellPos> ends;
    const int across = rows ? region.width() : region.height();
    const int lines[] = {0, (rows ? region.height() : region.width()) - 1};
    for (const int line : lines) {
        for (int k = 0; k < across; ++k) {
            const CellPos p = rows ? CellPos{k, line} : CellPos{line, k};
            if (region.contains(p.col, p.row)) ends.push_back(p);
        }
    }
    return ends;
}

}  // namespace

TEST_CASE("EndDistances equals the plain search between opposite sides", "[solver]") {
    const Region shapes[] = {Region::rectangle(23, 17), Region::rectangle(1, 12), Region::rectangle(12, 1),
                             Region::fromMaskText("..XXXX..\n.XXXXXX.\nXXXXXXXX\nXXX..XXX\nXXX..XXX\n.XXXXXX.\n"),
                             Region::fromMaskText("XXXXXXX\nX.X.X.X\nX.XXX.X\n")};  // ends inside the mask
    for (const Generator* algorithm : allGenerators()) {
        const Generator& generator = *algorithm;
        for (const Region& region : shapes) {
            if (!region.isRectangle() && !generator.supportsMasks()) continue;
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                INFO(std::string(generator.name()) << " seed " << seed << " " << region.width() << "x" << region.height());
                const Maze maze = carved(region, generator, seed);
                for (const bool rows : {true, false}) requireSameEndDistances(maze, oppositeSides(region, rows));
            }
        }
    }
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {  // loops: no pruning, the same answers
        Maze maze = carved(Region::rectangle(19, 13), *findGenerator("kruskal"), seed);
        Rng rng(seed + 100);
        REQUIRE(braid(maze, 0.7, rng) > 0);
        requireSameEndDistances(maze, oppositeSides(maze.region(), true));
    }
}
