// SPDX-License-Identifier: MIT
// Facts mazes measured: the route's share of the cells (walled mazes of
// every algorithm, and the open grid's chordless route) at the sizes facts
// allow, and how often an item is used on a maze. The facts section of
// bench/README.md comes from this program (not part of ctest):
//   build/bench/mazesheet-facts [MAZES]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "core/facts/fact_set.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"

using namespace mazesheet::core;

namespace {

struct Sample {
    std::vector<double> values;
    double percentile(double p) {
        std::sort(values.begin(), values.end());
        return values[static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5)];
    }
};

// The route share's percentiles and the most uses of one item, over `mazes` seeds.
void measure(const char* label, PuzzleSpec spec, int mazes) {
    Sample share;
    Sample mostUses;
    const auto begin = std::chrono::steady_clock::now();
    for (int k = 0; k < mazes; ++k) {
        spec.seed = static_cast<std::uint64_t>(k) + 1;
        const Puzzle puzzle = makePuzzle(spec);
        share.values.push_back(100.0 * static_cast<double>(puzzle.solution.size()) /
                               static_cast<double>(puzzle.metrics.cells));
        std::map<std::string_view, int> uses;
        for (std::uint32_t i = 0; i < spec.region.gridSize(); ++i) ++uses[puzzle.facts->item(i)];
        int most = 0;
        for (const auto& [item, n] : uses) most = std::max(most, n);
        mostUses.values.push_back(most);
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count();
    std::printf("%-28s %5.1f %5.1f %5.1f %5.1f %5.1f   %3.0f %3.0f   %6.3f\n", label, share.percentile(0),
                share.percentile(0.05), share.percentile(0.5), share.percentile(0.95), share.percentile(1),
                mostUses.percentile(0.5), mostUses.percentile(1), ms / mazes);
}

}  // namespace

int main(int argc, char** argv) {
    const int mazes = argc > 1 ? std::atoi(argv[1]) : 1000;
    const auto set = builtInFactSet("add-100");  // more items than cells: uses show repeats of the dealing only
    const auto small = builtInFactSet("multiples-7");
    std::printf("route cells / cells, %% over %d seeds (min p5 p50 p95 max); most uses of an item (p50 max); ms a maze\n",
                mazes);
    for (const auto& [w, h] : {std::pair{8, 10}, std::pair{10, 14}, std::pair{12, 15}}) {
        std::printf("%dx%d, add-100\n", w, h);
        for (const Generator* g : allGenerators()) {
            PuzzleSpec spec;
            spec.region = Region::rectangle(w, h);
            spec.generator = g;
            spec.facts = set;
            measure(std::string(g->name()).c_str(), spec, mazes);
        }
        PuzzleSpec open;
        open.region = Region::rectangle(w, h);
        open.generator = allGenerators()[0];
        open.facts = set;
        open.noWalls = true;
        measure("no-walls", open, mazes);
        open.start = open.finish = {Endpoint::Kind::Farthest, {}};
        measure("no-walls, farthest", open, mazes);
        open.start = open.finish = {};
        open.facts = small;
        measure("no-walls, multiples-7", open, mazes);
    }
    return 0;
}
