// SPDX-License-Identifier: MIT
// --no-walls: an open grid where the true items alone show the way. Over
// many seeds, sizes, masks and endpoint rules, the cells with true items
// (read from the facts, not from the solution) must form exactly one way
// from S to F: counted here by searching every simple path that keeps to
// true cells, and the true cells' own neighbours checked (a chordless path).
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/facts/fact_set.hpp"
#include "core/generator.hpp"
#include "core/open_route.hpp"
#include "core/puzzle.hpp"
#include "core/rng.hpp"

using namespace mazesheet::core;

namespace {

std::shared_ptr<const FactSet> addTen() {
    static const auto set = builtInFactSet("add-10");
    return set;
}

PuzzleSpec openSpec(Region region, std::uint64_t seed) {
    PuzzleSpec spec;
    spec.region = std::move(region);
    spec.generator = findGenerator("backtracker");
    spec.seed = seed;
    spec.facts = addTen();
    spec.noWalls = true;
    return spec;
}

// A random one-piece shape of about `cells` cells inside width x height,
// grown from a random cell, as mask text.
Region randomShape(int width, int height, int cells, Rng& rng) {
    std::vector<std::string> rows(static_cast<std::size_t>(height), std::string(static_cast<std::size_t>(width), '.'));
    std::vector<CellPos> in{{static_cast<int>(rng.below(static_cast<std::uint32_t>(width))),
                             static_cast<int>(rng.below(static_cast<std::uint32_t>(height)))}};
    rows[static_cast<std::size_t>(in[0].row)][static_cast<std::size_t>(in[0].col)] = 'x';
    for (int tries = 0; static_cast<int>(in.size()) < cells && tries < 100 * cells; ++tries) {
        const CellPos from = in[rng.below(static_cast<std::uint32_t>(in.size()))];
        const CellPos to = step(from, kSides[rng.below(4)]);
        if (to.col < 0 || to.row < 0 || to.col >= width || to.row >= height) continue;
        char& mark = rows[static_cast<std::size_t>(to.row)][static_cast<std::size_t>(to.col)];
        if (mark == 'x') continue;
        mark = 'x';
        in.push_back(to);
    }
    std::string text;
    for (const auto& row : rows) text += row + "\n";
    return Region::fromMaskText(text);
}

// Simple paths from `from` to `to` over cells in `allowed` (4-neighbours
// of the region), counted up to `limit`.
int countPaths(const Region& region, const std::set<std::uint32_t>& allowed, CellPos from, CellPos to,
               std::set<std::uint32_t>& used, int limit) {
    if (from == to) return 1;
    int found = 0;
    for (const Side side : kSides) {
        const CellPos next = step(from, side);
        if (!region.contains(next)) continue;
        const std::uint32_t i = region.index(next.col, next.row);
        if (allowed.count(i) == 0 || used.count(i) == 1) continue;
        used.insert(i);
        found += countPaths(region, allowed, next, to, used, limit - found);
        used.erase(i);
        if (found >= limit) break;
    }
    return found;
}

// Checks one open-grid puzzle; returns the route's length.
std::size_t checkOpenGrid(const Puzzle& puzzle) {
    const Maze& maze = puzzle.maze;
    const Region& region = maze.region();
    std::set<std::uint32_t> trueCells;
    for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
        if (!region.containsIndex(i)) continue;
        const CellPos p = region.position(i);
        // Every wall between two cells is open.
        for (const Side side : kSides) {
            if (maze.hasNeighbour(p, side)) REQUIRE(maze.isOpen(p, side));
        }
        if (puzzle.facts->isTrue(i)) trueCells.insert(i);
    }
    const std::uint32_t s = region.index(puzzle.start.col, puzzle.start.row);
    const std::uint32_t f = region.index(puzzle.finish.col, puzzle.finish.row);
    REQUIRE(trueCells.count(s) == 1);
    REQUIRE(trueCells.count(f) == 1);
    // Chordless: each true cell touches two true cells, the ends one.
    for (const std::uint32_t i : trueCells) {
        int touching = 0;
        for (const Side side : kSides) {
            const CellPos q = step(region.position(i), side);
            if (region.contains(q) && trueCells.count(region.index(q.col, q.row)) == 1) ++touching;
        }
        REQUIRE(touching == (i == s || i == f ? 1 : 2));
    }
    // Exactly one way over true cells.
    std::set<std::uint32_t> used{s};
    REQUIRE(countPaths(region, trueCells, puzzle.start, puzzle.finish, used, 2) == 1);
    // The solution is that way, and its length is the count of true cells.
    REQUIRE(puzzle.solution.size() == trueCells.size());
    REQUIRE(puzzle.solution.front() == puzzle.start);
    REQUIRE(puzzle.solution.back() == puzzle.finish);
    for (const CellPos p : puzzle.solution) REQUIRE(trueCells.count(region.index(p.col, p.row)) == 1);
    return trueCells.size();
}

}  // namespace

TEST_CASE("an open grid's true cells are exactly one route, on every rectangle size") {
    std::size_t grids = 0;
    for (int width = 1; width <= kFactsMaxShortSide; ++width) {
        for (int height = 1; height <= kFactsMaxLongSide; ++height) {
            if (width * height < 2) continue;
            for (std::uint64_t seed = 1; seed <= 8; ++seed) {
                INFO(width << "x" << height << " seed " << seed);
                checkOpenGrid(makePuzzle(openSpec(Region::rectangle(width, height), seed * 7919 + static_cast<std::uint64_t>(width))));
                ++grids;
            }
        }
    }
    CHECK(grids == 8 * (12 * 15 - 1));
}

TEST_CASE("an open grid's route with every endpoint rule") {
    const std::vector<std::pair<Endpoint, Endpoint>> rules = {
        {{Endpoint::Kind::Auto, {}}, {Endpoint::Kind::Auto, {}}},
        {{Endpoint::Kind::Farthest, {}}, {Endpoint::Kind::Farthest, {}}},
        {{Endpoint::Kind::TopLeft, {}}, {Endpoint::Kind::BottomRight, {}}},
        {{Endpoint::Kind::TopRight, {}}, {Endpoint::Kind::BottomLeft, {}}},
        {{Endpoint::Kind::Cell, {4, 4}}, {Endpoint::Kind::Cell, {5, 4}}},  // neighbours: a route of two
        {{Endpoint::Kind::Cell, {4, 4}}, {Endpoint::Kind::Cell, {6, 4}}},
        {{Endpoint::Kind::Cell, {0, 0}}, {Endpoint::Kind::Cell, {1, 1}}},
    };
    for (std::size_t k = 0; k < rules.size(); ++k) {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            INFO("rule " << k << " seed " << seed);
            PuzzleSpec spec = openSpec(Region::rectangle(10, 12), seed);
            spec.start = rules[k].first;
            spec.finish = rules[k].second;
            const std::size_t length = checkOpenGrid(makePuzzle(spec));
            if (k == 4) CHECK(length == 2);
        }
    }
}

TEST_CASE("an open grid's route on random shapes") {
    Rng rng(42);
    for (int k = 0; k < 600; ++k) {
        const int width = 1 + static_cast<int>(rng.below(kFactsMaxShortSide));
        const int height = 2 + static_cast<int>(rng.below(kFactsMaxLongSide - 1));
        const int cells = 2 + static_cast<int>(rng.below(static_cast<std::uint32_t>(width * height - 1)));
        const Region shape = randomShape(width, height, cells, rng);
        if (shape.cellCount() < 2) continue;
        INFO("shape " << k);
        PuzzleSpec spec = openSpec(shape, rng.next());
        if (k % 3 == 1) spec.start = spec.finish = {Endpoint::Kind::Farthest, {}};
        checkOpenGrid(makePuzzle(spec));
    }
}

TEST_CASE("the route walk is seeded apart from the maze and repeats for a seed") {
    const Region region = Region::rectangle(10, 14);
    Rng a(9), b(9);
    const Path first = openRoute(region, {0, 0}, {9, 13}, a);
    CHECK(first == openRoute(region, {0, 0}, {9, 13}, b));
    // Different seeds give different routes (not one fixed walk).
    std::set<std::size_t> lengths;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Rng rng(seed);
        lengths.insert(openRoute(region, {0, 0}, {9, 13}, rng).size());
    }
    CHECK(lengths.size() > 5);
}

TEST_CASE("an open grid needs facts, no braid and no level") {
    const auto error = [](const PuzzleSpec& spec) {
        try {
            checkPuzzleSpec(spec);
        } catch (const InputError& e) {
            return e.input() + ": " + e.message();
        }
        return std::string();
    };
    PuzzleSpec spec = openSpec(Region::rectangle(6, 6), 1);
    CHECK(error(spec).empty());
    spec.facts = nullptr;
    CHECK(error(spec) == "no-walls: needs facts on the cells: without walls only they show the way");
    spec = openSpec(Region::rectangle(6, 6), 1);
    spec.braid = 0.5;
    CHECK(error(spec) == "no-walls: an open grid has no dead ends to braid; leave braid at 0");
    // A rectangle-only algorithm does not matter: nothing is carved.
    spec = openSpec(Region::fromMaskText("xx\n.x\n"), 1);
    spec.generator = findGenerator("eller");
    CHECK(error(spec).empty());
    CHECK(makePuzzle(spec).algorithm == "no-walls");
}
