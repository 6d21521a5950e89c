// SPDX-License-Identifier: MIT
// Every algorithm makes a perfect maze (connected, passages = cells - 1,
// symmetric walls, nothing outside the region) on many seeds, sizes and masks.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <vector>

#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "maze_checks.hpp"

using namespace mazesheet::core;
using mazesheet::test::isPerfect;
using mazesheet::test::wallFault;

namespace {

std::vector<Region> testMasks() {
    std::vector<Region> masks;
    for (const char* name : {"heart.txt", "ring.txt", "star.txt"}) {
        std::ifstream in(std::string(MAZESHEET_MASKS) + "/" + name);
        std::ostringstream text;
        text << in.rdbuf();
        masks.push_back(Region::fromMaskText(text.str()));
    }
    masks.push_back(Region::fromMaskText("X\nXX\nXXX\nXXXX\n"));  // staircase
    masks.push_back(Region::fromMaskText("XXXXXXX\n......X\nXXXXX.X\nX...X.X\nX.XXX.X\nX.....X\nXXXXXXX\n"));  // spiral corridor
    return masks;
}

const std::vector<std::pair<int, int>> kSizes = {{1, 2},  {2, 1},  {1, 13}, {13, 1}, {1, 64}, {2, 2},  {3, 3},
                                                  {2, 9},  {9, 2},  {5, 8},  {17, 5}, {16, 16}, {31, 23}};
constexpr int kSeedsPerSize = 80;
constexpr int kSeedsPerMask = 40;

}  // namespace

TEST_CASE("every algorithm makes perfect mazes over rectangles and masks", "[perfect]") {
    const auto masks = testMasks();
    for (const Generator* generator : allGenerators()) {
        DYNAMIC_SECTION(generator->name()) {
            int combinations = 0;
            const auto check = [&](const Region& region, std::uint64_t seed) {
                Maze maze(region);
                Rng rng(seed);
                generator->carve(maze, rng);
                INFO(generator->name() << " seed " << seed << " size " << region.width() << "x" << region.height());
                REQUIRE(wallFault(maze).empty());
                REQUIRE(isPerfect(maze));
                ++combinations;
            };
            for (const auto& [w, h] : kSizes) {
                for (int s = 0; s < kSeedsPerSize; ++s) check(Region::rectangle(w, h), 1000u * w + 31u * h + s);
            }
            if (generator->supportsMasks()) {
                for (const auto& mask : masks) {
                    for (int s = 0; s < kSeedsPerMask; ++s) check(mask, 77u + s);
                }
            }
            CHECK(combinations >= 1000);
        }
    }
}

TEST_CASE("rectangular-only algorithms refuse a mask and name the ones that can", "[perfect]") {
    const Region mask = Region::fromMaskText("XX.\nXXX\n.XX\n");
    int refused = 0;
    for (const Generator* generator : allGenerators()) {
        if (generator->supportsMasks()) continue;
        PuzzleSpec spec{mask, generator, 1, 0.0, {}, {}, nullptr};
        REQUIRE_THROWS_WITH(makePuzzle(spec), Catch::StartsWith("algorithm: ") && Catch::Contains("full rectangles only") &&
                                                  Catch::EndsWith("use one of: " + generatorNames(true)));
        ++refused;
    }
    CHECK(refused >= 4);  // eller, sidewinder, binary-tree, division
}
