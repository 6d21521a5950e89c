// SPDX-License-Identifier: MIT
// Start and finish placement, doors, the solution path, braiding and metrics.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/braid.hpp"
#include "core/errors.hpp"
#include "core/puzzle.hpp"
#include "core/solver.hpp"
#include "maze_checks.hpp"

using namespace mazesheet::core;

namespace {

PuzzleSpec spec(Region region, const char* algorithm, std::uint64_t seed) {
    return PuzzleSpec{std::move(region), findGenerator(algorithm), seed, 0.0, {}, {}, nullptr};
}

// The path is a chain of open neighbours from start to finish.
void requireValidPath(const Puzzle& p) {
    REQUIRE(!p.solution.empty());
    REQUIRE(p.solution.front() == p.start);
    REQUIRE(p.solution.back() == p.finish);
    const std::vector<CellPos> cells = p.solution.cells();
    REQUIRE(cells.size() == p.solution.size());
    REQUIRE(cells.back() == p.finish);
    for (std::size_t k = 1; k < cells.size(); ++k) {
        bool joined = false;
        for (Side s : kSides) joined |= step(cells[k - 1], s) == cells[k] && p.maze.isOpen(cells[k - 1], s);
        REQUIRE(joined);
    }
}

}  // namespace

TEST_CASE("farthest start and finish are the farthest pair of boundary cells", "[solver]") {
    const Region shapes[] = {Region::rectangle(7, 5), Region::rectangle(1, 9),
                             Region::fromMaskText("..XX..\n.XXXX.\nXXXXXX\nXXX.XX\n.XXXX.\n")};
    for (const auto& region : shapes) {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto s = spec(region, "wilson", seed);
            s.start.kind = Endpoint::Kind::Farthest;
            const Puzzle p = makePuzzle(s);
            // Brute force over all pairs of boundary cells.
            std::uint32_t best = 0;
            for (int r = 0; r < region.height(); ++r) {
                for (int c = 0; c < region.width(); ++c) {
                    if (!onBoundary(p.maze, {c, r})) continue;
                    const auto d = distancesFrom(p.maze, {c, r});
                    for (int r2 = 0; r2 < region.height(); ++r2) {
                        for (int c2 = 0; c2 < region.width(); ++c2) {
                            if (onBoundary(p.maze, {c2, r2})) best = std::max(best, d[region.index(c2, r2)]);
                        }
                    }
                }
            }
            REQUIRE(onBoundary(p.maze, p.start));
            REQUIRE(onBoundary(p.maze, p.finish));
            REQUIRE(p.solution.size() == best + 1);
            requireValidPath(p);
        }
    }
}

TEST_CASE("the boundary cell farthest from a cell: the farthest, the first in row-major order among equals", "[solver]") {
    // Perfect mazes take a depth-first walk, braided ones a breadth-first
    // search; both must give what every distance says.
    const Region shapes[] = {Region::rectangle(9, 6), Region::rectangle(1, 7), Region::rectangle(12, 12),
                             Region::fromMaskText("..XX..\n.XXXX.\nXXXXXX\nXXX.XX\n.XXXX.\n")};
    std::size_t ties = 0;
    for (const char* algorithm : {"backtracker", "kruskal", "binary-tree", "prim"}) {
        for (const auto& region : shapes) {
            if (!region.isRectangle() && std::string_view(algorithm) == "binary-tree") continue;
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                for (const double braid : {0.0, 0.5}) {
                    auto s = spec(region, algorithm, seed);
                    s.braid = braid;
                    const Puzzle p = makePuzzle(s);
                    const CellPos from = p.start;
                    const auto distance = distancesFrom(p.maze, from);
                    std::uint32_t best = 0;
                    std::vector<CellPos> farthest;
                    for (int r = 0; r < region.height(); ++r) {
                        for (int c = 0; c < region.width(); ++c) {
                            if (!onBoundary(p.maze, {c, r})) continue;
                            const std::uint32_t d = distance[region.index(c, r)];
                            if (d > best) farthest.clear();
                            if (d >= best && d > 0) farthest.push_back({c, r});
                            best = std::max(best, d);
                        }
                    }
                    INFO(algorithm << " seed " << seed << " braid " << braid);
                    REQUIRE(!farthest.empty());
                    ties += farthest.size() > 1;
                    CHECK(farthestBoundaryCellFrom(p.maze, from) == farthest.front());
                }
            }
        }
    }
    CHECK(ties > 20);  // the rule for equals was tried
}

namespace {

// The cells' bounding box: columns, then rows.
struct Span {
    int minCol = 1 << 30, maxCol = -1, minRow = 1 << 30, maxRow = -1;
};
Span spanOf(const Region& region) {
    Span s;
    for (int r = 0; r < region.height(); ++r) {
        for (int c = 0; c < region.width(); ++c) {
            if (!region.contains(c, r)) continue;
            s.minCol = std::min(s.minCol, c);
            s.maxCol = std::max(s.maxCol, c);
            s.minRow = std::min(s.minRow, r);
            s.maxRow = std::max(s.maxRow, r);
        }
    }
    return s;
}

bool hasDoor(const Puzzle& p, CellPos cell, Side side) {
    for (const Door& d : p.maze.doors()) {
        if (d.cell == cell && d.side == side) return true;
    }
    return false;
}

std::vector<Region> endpointShapes() {
    std::vector<Region> shapes;
    for (const auto& [w, h] : std::vector<std::pair<int, int>>{{3, 3}, {4, 3}, {3, 4}, {7, 5}, {5, 7}, {12, 12},
                                                               {20, 9}, {9, 20}, {1, 9}, {9, 1}, {2, 5}, {31, 17}}) {
        shapes.push_back(Region::rectangle(w, h));
    }
    shapes.push_back(Region::fromMaskText("..XX..\n.XXXX.\nXXXXXX\nXXX.XX\n.XXXX.\n"));
    shapes.push_back(Region::fromMaskText("...X...\n..XXX..\n.XXXXX.\nXXXXXXX\n.XXXXX.\n..XXX..\n...X...\n"));
    shapes.push_back(Region::fromMaskText("..XXX\n..X.X\nXXX.X\nX...X\nXXXXX\nX....\nX....\n"));
    return shapes;
}

}  // namespace

TEST_CASE("auto: start and finish on opposite sides, the longest path across, never neighbours", "[solver]") {
    int puzzles = 0;
    for (const Generator* generator : allGenerators()) {
        for (const Region& region : endpointShapes()) {
            if (!region.isRectangle() && !generator->supportsMasks()) continue;
            const Span box = spanOf(region);
            const bool vertical = box.maxRow - box.minRow > box.maxCol - box.minCol;
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                const Puzzle p = makePuzzle(spec(region, std::string(generator->name()).c_str(), seed));
                INFO(generator->name() << " " << region.width() << "x" << region.height() << " seed " << seed);
                requireValidPath(p);
                if (vertical) {
                    REQUIRE(p.start.row == box.minRow);
                    REQUIRE(p.finish.row == box.maxRow);
                    REQUIRE(hasDoor(p, p.start, Side::North));
                    REQUIRE(hasDoor(p, p.finish, Side::South));
                } else {
                    REQUIRE(p.start.col == box.minCol);
                    REQUIRE(p.finish.col == box.maxCol);
                    REQUIRE(hasDoor(p, p.start, Side::West));
                    REQUIRE(hasDoor(p, p.finish, Side::East));
                }
                REQUIRE(p.maze.doors().size() == 2);
                const int across = std::abs(p.start.col - p.finish.col) + std::abs(p.start.row - p.finish.row);
                if (box.maxCol - box.minCol >= 2 || box.maxRow - box.minRow >= 2) REQUIRE(across > 1);
                // Brute force: no start-side/finish-side pair has a longer path.
                std::uint32_t longest = 0;
                for (int r = 0; r < region.height(); ++r) {
                    for (int c = 0; c < region.width(); ++c) {
                        const bool startSide = vertical ? r == box.minRow : c == box.minCol;
                        if (!region.contains(c, r) || !startSide) continue;
                        const auto d = distancesFrom(p.maze, {c, r});
                        for (int r2 = 0; r2 < region.height(); ++r2) {
                            for (int c2 = 0; c2 < region.width(); ++c2) {
                                const bool finishSide = vertical ? r2 == box.maxRow : c2 == box.maxCol;
                                if (region.contains(c2, r2) && finishSide) longest = std::max(longest, d[region.index(c2, r2)]);
                            }
                        }
                    }
                }
                if (p.braid == 0) REQUIRE(p.solution.size() == longest + 1);
                ++puzzles;
            }
        }
    }
    CHECK(puzzles >= 1000);
}

TEST_CASE("auto opposite a fixed endpoint goes to the far side", "[solver]") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        auto s = spec(Region::rectangle(9, 6), "kruskal", seed);
        s.start = {Endpoint::Kind::Cell, {1, 3}};
        Puzzle p = makePuzzle(s);
        CHECK(p.finish.col == 8);
        CHECK(hasDoor(p, p.finish, Side::East));
        s.start = {};
        s.finish = {Endpoint::Kind::Cell, {7, 2}};
        p = makePuzzle(s);
        CHECK(p.start.col == 0);
        CHECK(hasDoor(p, p.start, Side::West));
    }
}

TEST_CASE("named corners, explicit cells and their errors", "[solver]") {
    auto s = spec(Region::rectangle(6, 4), "kruskal", 3);
    s.start = {Endpoint::Kind::TopLeft, {}};
    s.finish = {Endpoint::Kind::BottomRight, {}};
    Puzzle p = makePuzzle(s);
    CHECK(p.start == CellPos{0, 0});
    CHECK(p.finish == CellPos{5, 3});
    requireValidPath(p);

    s.start = {Endpoint::Kind::TopRight, {}};
    s.finish = {Endpoint::Kind::Cell, {2, 1}};
    p = makePuzzle(s);
    CHECK(p.start == CellPos{5, 0});
    CHECK(p.finish == CellPos{2, 1});
    CHECK(p.maze.doors().size() == 1);  // an inner finish has no door

    s.finish = {Endpoint::Kind::Cell, {6, 0}};
    CHECK_THROWS_WITH(makePuzzle(s), Catch::StartsWith("finish: 7,1 is not a cell"));
    s.finish = {Endpoint::Kind::TopRight, {}};
    CHECK_THROWS_WITH(makePuzzle(s), Catch::Contains("same cell"));
    CHECK_THROWS_AS(makePuzzle(spec(Region::rectangle(1, 1), "kruskal", 1)), InputError);

    // On a mask, corners are the region cells nearest the corners.
    auto m = spec(Region::fromMaskText("..X\n.XX\nXXX\n"), "prim", 5);
    m.start = {Endpoint::Kind::TopLeft, {}};
    m.finish = {Endpoint::Kind::BottomLeft, {}};
    p = makePuzzle(m);
    CHECK(p.start == CellPos{2, 0});  // col+row = 2 ties with (1,1) and (0,2): the upper row wins
    CHECK(p.finish == CellPos{0, 2});
}

TEST_CASE("start and finish get one door each, facing out of the region", "[solver]") {
    const Region ring = Region::fromMaskText("XXXXX\nX...X\nXXXXX\n");
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const Puzzle p = makePuzzle(spec(ring, "backtracker", seed));
        REQUIRE(p.maze.doors().size() == 2);
        for (const Door& d : p.maze.doors()) {
            REQUIRE((d.cell == p.start || d.cell == p.finish));
            REQUIRE(!p.maze.hasNeighbour(d.cell, d.side));
            // A ring cell has the hole on one side; the door must lead outside the grid.
            const CellPos out = step(d.cell, d.side);
            REQUIRE((out.col < 0 || out.row < 0 || out.col >= 5 || out.row >= 3));
        }
    }
    // Corners of a rectangle: enter from the left, leave to the right.
    auto s = spec(Region::rectangle(4, 4), "eller", 9);
    s.start = {Endpoint::Kind::TopLeft, {}};
    s.finish = {Endpoint::Kind::BottomRight, {}};
    const Puzzle p = makePuzzle(s);
    CHECK(p.maze.isOpen({0, 0}, Side::West));
    CHECK(p.maze.isOpen({3, 3}, Side::East));
    CHECK_FALSE(p.maze.isOpen({0, 0}, Side::North));
}

TEST_CASE("metrics count passages, dead ends, path length and turns", "[solver]") {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        const Puzzle p = makePuzzle(spec(Region::rectangle(12, 9), "hunt-and-kill", seed));
        CHECK(p.metrics.cells == 108);
        CHECK(p.metrics.passages == 107);
        std::size_t deadEnds = 0;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 12; ++c) {
                int open = 0;
                for (Side s : kSides) open += p.maze.hasNeighbour({c, r}, s) && p.maze.isOpen({c, r}, s);
                deadEnds += open == 1;
            }
        }
        CHECK(p.metrics.deadEnds == deadEnds);
        CHECK(p.metrics.solutionLength == p.solution.size());
        CHECK(p.metrics.solutionTurns == countTurns(p.solution));
    }
    CHECK(countTurns({{0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}}) == 2);
    CHECK(countTurns({{0, 0}, {0, 1}}) == 0);
}

TEST_CASE("braiding removes the asked fraction of dead ends and the path stays shortest", "[solver]") {
    for (double fraction : {0.0, 0.25, 0.5, 1.0}) {
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            auto s = spec(Region::rectangle(20, 20), "kruskal", seed);
            const Puzzle perfect = makePuzzle(s);
            s.braid = fraction;
            const Puzzle braided = makePuzzle(s);
            const double before = static_cast<double>(perfect.metrics.deadEnds);
            const double removed = before - static_cast<double>(braided.metrics.deadEnds);
            INFO("fraction " << fraction << " seed " << seed << ": " << before << " -> " << braided.metrics.deadEnds);
            CHECK(removed >= fraction * before - 0.5);
            CHECK(removed <= fraction * before + 1.5);  // one opening can cure two dead ends
            if (fraction == 0.0) CHECK(mazesheet::test::isPerfect(braided.maze));
            if (fraction == 1.0) CHECK(braided.metrics.deadEnds == 0);
            CHECK(mazesheet::test::reachableCells(braided.maze) == 400);
            requireValidPath(braided);
            const auto d = distancesFrom(braided.maze, braided.start);
            CHECK(braided.solution.size() == d[braided.maze.region().index(braided.finish.col, braided.finish.row)] + 1);
        }
    }
}

namespace {

// Records what a puzzle tells a progress display.
struct RecordedProgress final : mazesheet::core::Progress {
    std::vector<std::string> stages;
    std::vector<double> fractions;  // of carving
    void stage(std::string_view name) override { stages.emplace_back(name); }
    void advance(double done, double total) override { fractions.push_back(done / total); }
};

}  // namespace

TEST_CASE("every algorithm reports how far carving has come, and the maze stays the same", "[progress]") {
    using namespace mazesheet::core;
    for (const Generator* generator : allGenerators()) {
        PuzzleSpec spec;
        spec.region = Region::rectangle(300, 200);
        spec.generator = generator;
        spec.seed = 11;
        RecordedProgress progress;
        const Puzzle watched = makePuzzle(spec, &progress);
        INFO(generator->name());
        CHECK(progress.stages == std::vector<std::string>{"carving", "solving"});
        REQUIRE(progress.fractions.size() >= 20);
        CHECK(std::is_sorted(progress.fractions.begin(), progress.fractions.end()));
        CHECK(progress.fractions.front() > 0.0);
        CHECK(progress.fractions.back() <= 1.0);
        CHECK(progress.fractions.back() >= 0.9);
        CHECK(watched.maze.sameWalls(makePuzzle(spec).maze));
    }
}

TEST_CASE("a path keeps its cells in two bits a step", "[solver]") {
    const std::vector<CellPos> cells = {{2, 2}, {3, 2}, {3, 3}, {2, 3}, {2, 4}, {2, 5}, {1, 5}, {1, 4}};
    const Path path(cells);
    CHECK(path.size() == cells.size());
    CHECK(path.steps() == cells.size() - 1);
    CHECK(path.front() == cells.front());
    CHECK(path.back() == cells.back());
    CHECK(path.cells() == cells);
    CHECK(path.step(0) == Side::East);
    CHECK(path.step(6) == Side::North);
    std::vector<CellPos> backwards(cells.rbegin(), cells.rend());
    CHECK(path.reversed().cells() == backwards);
    CHECK(path.reversed().reversed() == path);
    CHECK(Path{}.empty());
    CHECK(Path{}.cells().empty());
    CHECK(Path{{4, 4}}.size() == 1);
    CHECK_THROWS_AS(Path({{0, 0}, {1, 1}}), std::invalid_argument);

    // Past 32 steps the steps fill a second word.
    std::vector<CellPos> snake;
    for (int k = 0; k < 70; ++k) snake.push_back({k % 2 == 0 ? k / 2 : k / 2 + 1, k / 2});
    const Path longPath(snake);
    CHECK(longPath.cells() == snake);
    CHECK(countTurns(longPath) == 68);
}
