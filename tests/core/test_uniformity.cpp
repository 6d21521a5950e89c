// SPDX-License-Identifier: MIT
// Wilson and Aldous-Broder draw uniformly random spanning trees: on a 3x3 grid
// all 192 trees appear with equal frequency (chi-square), and so do the 377
// of a 4x2 hex grid and the 204 of a 7x2 triangle grid (counted from the
// cells' shapes by the matrix-tree theorem). Kruskal with a random edge
// order is known not to be uniform, and the same test rejects it, which
// shows the test can fail.
#include <catch2/catch.hpp>
#include <cmath>
#include <map>

#include "core/generator.hpp"
#include "grid_geometry.hpp"
#include "maze_checks.hpp"

using namespace mazesheet::core;

namespace {

constexpr int kSpanningTreesOf3x3 = 192;
constexpr int kSamples = 19'200 * 2;  // 200 per tree expected

// Regularized upper incomplete gamma Q(a, x): the chi-square tail
// P(X > chi2) = Q(dof / 2, chi2 / 2). Series below a + 1, continued fraction above.
double upperGammaQ(double a, double x) {
    if (x <= 0) return 1.0;
    const double logPrefix = a * std::log(x) - x - std::lgamma(a);
    if (x < a + 1) {
        double term = 1.0 / a, sum = term;
        for (int n = 1; n < 10000 && std::fabs(term) > std::fabs(sum) * 1e-15; ++n) {
            term *= x / (a + n);
            sum += term;
        }
        return 1.0 - sum * std::exp(logPrefix);
    }
    // Lentz's method for the continued fraction.
    const double tiny = 1e-300;
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 10000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (std::fabs(d) < tiny) d = tiny;
        c = b + an / c;
        if (std::fabs(c) < tiny) c = tiny;
        d = 1 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1) < 1e-15) break;
    }
    return std::exp(logPrefix) * h;
}

struct Fit {
    std::size_t distinctTrees;
    double chiSquare;
    double pValue;
};

Fit fitToUniform(const Generator& generator) {
    std::map<std::uint32_t, int> counts;  // wall bits of the tree -> times seen
    for (int s = 0; s < kSamples; ++s) {
        Maze maze(Region::rectangle(3, 3));
        Rng rng(0x5EED0000u + static_cast<std::uint64_t>(s));
        generator.carve(maze, rng);
        REQUIRE(mazesheet::test::isPerfect(maze));
        std::uint32_t key = 0;
        for (std::uint32_t i = 0; i < 9; ++i) key |= (maze.eastOpen(i) ? 1U : 0U) << (2 * i) | (maze.southOpen(i) ? 2U : 0U) << (2 * i);
        ++counts[key];
    }
    const double expected = static_cast<double>(kSamples) / kSpanningTreesOf3x3;
    double chi = 0;
    for (const auto& [key, observed] : counts) chi += (observed - expected) * (observed - expected) / expected;
    chi += static_cast<double>(kSpanningTreesOf3x3 - static_cast<int>(counts.size())) * expected;  // trees never seen
    return {counts.size(), chi, upperGammaQ((kSpanningTreesOf3x3 - 1) / 2.0, chi / 2.0)};
}

// The same on another grid's region: every tree among `trees`, 200 samples
// a tree expected; a tree is the wall bits of its planes.
Fit fitOnGrid(const Generator& generator, const Region& region, int trees) {
    const int samples = 200 * trees;
    std::map<std::uint64_t, int> counts;
    for (int s = 0; s < samples; ++s) {
        Maze maze(region);
        Rng rng(0x6E1D0000u + static_cast<std::uint64_t>(s));
        generator.carve(maze, rng);
        REQUIRE(maze.passageCount() + 1 == region.cellCount());
        std::uint64_t key = 0;
        for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
            for (unsigned plane = 0; plane < 3; ++plane) {
                if (plane < 2 || region.grid() == GridKind::Hex) key |= std::uint64_t{maze.linkOpen(plane, i)} << (3 * i + plane);
            }
        }
        ++counts[key];
    }
    const double expected = static_cast<double>(samples) / trees;
    double chi = 0;
    for (const auto& [key, observed] : counts) chi += (observed - expected) * (observed - expected) / expected;
    chi += static_cast<double>(trees - static_cast<int>(counts.size())) * expected;
    return {counts.size(), chi, upperGammaQ((trees - 1) / 2.0, chi / 2.0)};
}

}  // namespace

TEST_CASE("wilson and aldous-broder hit every spanning tree of a hex and a triangle grid uniformly", "[uniformity]") {
    const Region hex = Region::onGrid(GridKind::Hex, 4, 2);
    const Region triangle = Region::onGrid(GridKind::Triangle, 7, 2);
    const int hexTrees = static_cast<int>(mazesheet::test::spanningTrees(hex));
    const int triangleTrees = static_cast<int>(mazesheet::test::spanningTrees(triangle));
    CHECK(hexTrees == 377);
    CHECK(triangleTrees == 204);
    for (const char* name : {"wilson", "aldous-broder"}) {
        for (const auto& [region, trees] : {std::pair{hex, hexTrees}, std::pair{triangle, triangleTrees}}) {
            const Fit fit = fitOnGrid(*findGenerator(name), region, trees);
            INFO(name << " on " << gridName(region.grid()) << ": " << fit.distinctTrees << " of " << trees
                      << " trees, chi2 " << fit.chiSquare << ", p " << fit.pValue);
            CHECK(fit.distinctTrees == static_cast<std::size_t>(trees));
            CHECK(fit.pValue > 0.001);
        }
    }
    // The test can fail: kruskal's trees are not uniform on these grids either.
    const Fit kruskal = fitOnGrid(*findGenerator("kruskal"), hex, hexTrees);
    INFO("kruskal on hex: chi2 " << kruskal.chiSquare << ", p " << kruskal.pValue);
    CHECK(kruskal.pValue < 0.001);
}

TEST_CASE("the chi-square tail is computed correctly", "[uniformity]") {
    // Reference: P(X > 191) for 191 dof is 0.48639 (numerical integration of the density).
    CHECK(upperGammaQ(191 / 2.0, 191 / 2.0) == Approx(0.48639).margin(0.0005));
    CHECK(upperGammaQ(1.0, 1.0) == Approx(std::exp(-1.0)).epsilon(1e-12));  // exponential tail
    CHECK(upperGammaQ(191 / 2.0, 260 / 2.0) < 0.001);
}

TEST_CASE("wilson and aldous-broder hit all 192 spanning trees of 3x3 uniformly", "[uniformity]") {
    for (const char* name : {"wilson", "aldous-broder"}) {
        const Fit fit = fitToUniform(*findGenerator(name));
        INFO(name << ": " << fit.distinctTrees << " trees, chi2 " << fit.chiSquare << ", p " << fit.pValue);
        CHECK(fit.distinctTrees == kSpanningTreesOf3x3);
        CHECK(fit.pValue > 0.001);
    }
}

TEST_CASE("the uniformity test rejects kruskal, which is not uniform", "[uniformity]") {
    const Fit fit = fitToUniform(*findGenerator("kruskal"));
    INFO("kruskal: " << fit.distinctTrees << " trees, chi2 " << fit.chiSquare << ", p " << fit.pValue);
    CHECK(fit.distinctTrees == kSpanningTreesOf3x3);
    CHECK(fit.pValue < 0.001);
}
