// SPDX-License-Identifier: MIT
// Each algorithm's texture: the mean fraction of dead ends over 50x50 mazes
// matches the published rates (Walter Pullen's Think Labyrinth table, and
// Jamis Buck's notes) within 2 percentage points.
#include <catch2/catch.hpp>
#include <string>

#include "core/braid.hpp"
#include "core/generator.hpp"

using namespace mazesheet::core;

namespace {

constexpr int kMazes = 60;  // 150,000 cells per algorithm

double deadEndPercent(const Generator& generator) {
    double deadEnds = 0;
    for (int s = 0; s < kMazes; ++s) {
        Maze maze(Region::rectangle(50, 50));
        Rng rng(0xDEAD0000u + static_cast<std::uint64_t>(s));
        generator.carve(maze, rng);
        deadEnds += static_cast<double>(countDeadEnds(maze));
    }
    return 100.0 * deadEnds / (kMazes * 2500.0);
}

}  // namespace

TEST_CASE("dead-end rates match the published ones within 2 points", "[texture]") {
    // prim is the "random frontier cell" variant (Pullen's modified Prim, 36 %).
    const std::pair<const char*, double> published[] = {
        {"backtracker", 10.0}, {"hunt-and-kill", 10.0}, {"binary-tree", 25.0}, {"sidewinder", 27.0},
        {"eller", 28.5},       {"wilson", 29.0},        {"aldous-broder", 29.0}, {"kruskal", 30.0},
        {"prim", 36.0}};
    for (const auto& [name, rate] : published) {
        const double measured = deadEndPercent(*findGenerator(name));
        INFO(name << ": measured " << measured << " %, published " << rate << " %");
        CHECK(measured == Approx(rate).margin(2.0));
    }
}

TEST_CASE("growing-tree moves from prim-like to backtracker texture as newest share rises", "[texture]") {
    const double backtracker = deadEndPercent(*findGenerator("backtracker"));
    const double shares[] = {0.3, 0.5, 0.7, 0.9, 1.0};
    const auto growingTree = [](double share) { return chooseAlgorithm("growing-tree:" + std::to_string(share)); };
    double previous = deadEndPercent(*growingTree(0.0).generator);
    INFO("share 0: " << previous << " %");
    // All-random selection is a Prim-family texture (about 27-28 % here).
    CHECK(previous > 25.0);
    for (double share : shares) {
        const double measured = deadEndPercent(*growingTree(share).generator);
        INFO("share " << share << ": " << measured << " %");
        CHECK(measured < previous);
        previous = measured;
    }
    CHECK(previous == Approx(backtracker).margin(2.0));  // share 1 is the backtracker
}
