// SPDX-License-Identifier: MIT
// Difficulty levels measured: for each level, the distribution of its
// recipe's mazes before the band (seeds 0..N-1), the share inside the band,
// the candidates tried per accepted maze, and the accepted mazes' measures;
// then how often the band is met at other sizes and on the shipped masks.
// The README's Difficulty tables come from this program (not part of ctest):
//   build/bench/mazesheet-difficulty [MAZES] [MASK_DIR]
//   build/bench/mazesheet-difficulty --algorithms WxH [MAZES]   every algorithm's measures at one size
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/difficulty.hpp"
#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"

using namespace mazesheet::core;

namespace {

// One measured value per maze, summarised by percentiles.
struct Sample {
    std::vector<double> values;
    void add(double v) { values.push_back(v); }
    double percentile(double p) {
        std::sort(values.begin(), values.end());
        return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5)];
    }
    std::string summary() {
        char text[80];
        std::snprintf(text, sizeof text, "%6.1f %6.1f %6.1f %6.1f %6.1f", percentile(0.05), percentile(0.25),
                      percentile(0.5), percentile(0.75), percentile(0.95));
        return text;
    }
};

struct Measures {
    Sample share, rate, deadEndShare, length, decisions, deadEnds, detour;
    void add(const Metrics& m) {
        share.add(100.0 * static_cast<double>(m.solutionLength) / static_cast<double>(m.cells));
        rate.add(100.0 * static_cast<double>(m.decisionPoints) / static_cast<double>(m.solutionLength));
        deadEndShare.add(100.0 * static_cast<double>(m.deadEnds) / static_cast<double>(m.cells));
        length.add(static_cast<double>(m.solutionLength));
        decisions.add(static_cast<double>(m.decisionPoints));
        deadEnds.add(static_cast<double>(m.deadEnds));
        detour.add(static_cast<double>(m.longestDetour));
    }
    void print() {
        std::printf("  %-34s %s\n", "", "    p5    p25    p50    p75    p95");
        std::printf("  %-34s %s\n", "solution length / cells, %", share.summary().c_str());
        std::printf("  %-34s %s\n", "decision points / solution, %", rate.summary().c_str());
        std::printf("  %-34s %s\n", "dead ends / cells, %", deadEndShare.summary().c_str());
        std::printf("  %-34s %s\n", "solution length, cells", length.summary().c_str());
        std::printf("  %-34s %s\n", "decision points", decisions.summary().c_str());
        std::printf("  %-34s %s\n", "dead ends", deadEnds.summary().c_str());
        std::printf("  %-34s %s\n", "longest detour, steps", detour.summary().c_str());
    }
};

PuzzleSpec recipe(const Level& level, Region region, const Generator* generator, std::uint64_t seed) {
    return PuzzleSpec{std::move(region), generator, seed, level.braid, {}, {}, nullptr};
}

// Candidates from `seed` until one is in the band, as makePuzzle tries them;
// 0 if none is within the limit.
std::uint64_t candidatesUntilAccepted(const Level& level, const PuzzleSpec& base) {
    PuzzleSpec spec = base;
    const std::uint64_t limit = candidateLimit(base.region.cellCount());
    for (std::uint64_t k = 0; k < limit; ++k) {
        spec.seed = candidateSeed(base.seed, k);
        if (inBand(level, makePuzzle(spec).metrics)) return k + 1;
    }
    return 0;
}

void reportLevel(const Level& level, int mazes) {
    const auto choice = chooseAlgorithm(level.algorithm);
    const Region region = Region::rectangle(level.width, level.height);
    Measures raw;
    Measures accepted;
    int inside = 0;
    double candidates = 0;
    for (int s = 0; s < mazes; ++s) {
        const PuzzleSpec spec = recipe(level, region, choice.generator, static_cast<std::uint64_t>(s));
        const Metrics m = makePuzzle(spec).metrics;
        raw.add(m);
        inside += inBand(level, m);
        PuzzleSpec levelled = spec;
        levelled.level = &level;
        accepted.add(makePuzzle(levelled).metrics);
        candidates += static_cast<double>(candidatesUntilAccepted(level, spec));
    }
    std::printf("\n%s: %dx%d, %s, braid %g; band: solution %d-%d %% of cells, decisions %d-%d %% of the solution, "
                "dead ends %d-%d %% of cells\n",
                std::string(level.name).c_str(), level.width, level.height, std::string(level.algorithm).c_str(),
                level.braid, level.solutionShare.min, level.solutionShare.max, level.decisionRate.min,
                level.decisionRate.max, level.deadEndShare.min, level.deadEndShare.max);
    std::printf(" %d mazes of the recipe (seeds 0..%d), before the band:\n", mazes, mazes - 1);
    raw.print();
    std::printf("  inside the band: %.1f %%; candidates per accepted maze: %.2f\n", 100.0 * inside / mazes,
                candidates / mazes);
    std::printf(" the %d accepted mazes (--difficulty %s --seed 0..%d):\n", mazes, std::string(level.name).c_str(),
                mazes - 1);
    accepted.print();
}

// The share of a level's recipe inside its band on another region.
void reportRegion(const std::string& name, const Region& region, int mazes) {
    std::printf("%-12s %7zu", name.c_str(), region.cellCount());
    for (const Level& level : allLevels()) {
        const auto choice = chooseAlgorithm(level.algorithm);
        int inside = 0;
        for (int s = 0; s < mazes; ++s) {
            inside += inBand(level, makePuzzle(recipe(level, region, choice.generator, static_cast<std::uint64_t>(s))).metrics);
        }
        std::printf(" %9.1f %%", 100.0 * inside / mazes);
    }
    std::printf("\n");
}

void reportSizes(int mazes, const std::string& maskDir) {
    std::printf("\nShare of each level's recipe inside its band at other sizes (%d mazes each):\n", mazes);
    std::printf("%-12s %7s", "size", "cells");
    for (const Level& level : allLevels()) std::printf(" %11s", std::string(level.name).c_str());
    std::printf("\n");
    for (int side : {4, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 70}) {
        reportRegion(std::to_string(side) + "x" + std::to_string(side), Region::rectangle(side, side), mazes);
    }
    for (const char* mask : {"heart", "ring", "star"}) {
        std::ifstream in(maskDir + "/" + mask + ".txt");
        if (!in) continue;
        std::ostringstream text;
        text << in.rdbuf();
        reportRegion(std::string(mask) + " mask", Region::fromMaskText(text.str()), mazes);
    }
}

// Every algorithm's medians at one size: what the levels' recipes were chosen from.
void reportAlgorithms(int width, int height, int mazes) {
    std::printf("%dx%d, %d mazes each (seeds 0..%d): medians, and p5..p95 of the decision rate\n", width, height,
                mazes, mazes - 1);
    std::printf("%-20s %9s %9s %9s %15s %9s %9s\n", "algorithm", "solution%", "decisions", "decision%", "p5..p95",
                "deadend%", "detour");
    std::vector<std::string> names;
    for (const Generator* g : allGenerators()) names.emplace_back(g->name());
    for (const char* extra : {"growing-tree:0.25", "growing-tree:0.7", "growing-tree:0.9"}) names.emplace_back(extra);
    for (const std::string& name : names) {
        const auto choice = chooseAlgorithm(name);
        Measures m;
        for (int s = 0; s < mazes; ++s) {
            const PuzzleSpec spec{Region::rectangle(width, height), choice.generator, static_cast<std::uint64_t>(s),
                                  0.0, {}, {}, nullptr};
            m.add(makePuzzle(spec).metrics);
        }
        std::printf("%-20s %9.1f %9.0f %9.1f %6.1f..%6.1f %9.1f %9.0f\n", name.c_str(), m.share.percentile(0.5),
                    m.decisions.percentile(0.5), m.rate.percentile(0.5), m.rate.percentile(0.05),
                    m.rate.percentile(0.95), m.deadEndShare.percentile(0.5), m.detour.percentile(0.5));
    }
}

}  // namespace

int main(int argc, char** argv) {
    try {
        if (argc > 2 && std::string(argv[1]) == "--algorithms") {
            int width = 0;
            int height = 0;
            if (std::sscanf(argv[2], "%dx%d", &width, &height) != 2) return 2;
            reportAlgorithms(width, height, argc > 3 ? std::atoi(argv[3]) : 1000);
            return 0;
        }
        const int mazes = argc > 1 ? std::atoi(argv[1]) : 1000;
        const std::string maskDir = argc > 2 ? argv[2] : "templates/masks";
        std::printf("Difficulty levels, %d mazes per level\n", mazes);
        for (const Level& level : allLevels()) reportLevel(level, mazes);
        reportSizes(std::min(mazes, 200), maskDir);
    } catch (const InputError& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
