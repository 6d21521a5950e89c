// SPDX-License-Identifier: MIT
// Texture of each algorithm: mean dead-end fraction and solution length over
// many 50x50 mazes (not part of ctest; the tests check the rates with margins):
//   build/bench/mazesheet-texture [MAZES]
#include <cstdio>
#include <cstdlib>
#include <string>

#include "core/braid.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"

using namespace mazesheet::core;

namespace {

void report(const std::string& name, const Generator& generator, int mazes) {
    double deadEnds = 0;
    double solution = 0;
    for (int s = 0; s < mazes; ++s) {
        PuzzleSpec spec{Region::rectangle(50, 50), &generator, static_cast<std::uint64_t>(s), 0.0, {}, {}, nullptr};
        const Puzzle puzzle = makePuzzle(spec);
        deadEnds += static_cast<double>(puzzle.metrics.deadEnds);
        solution += static_cast<double>(puzzle.metrics.solutionLength);
    }
    std::printf("%-20s %10.1f %%%18.0f\n", name.c_str(), 100.0 * deadEnds / (2500.0 * mazes), solution / mazes);
}

}  // namespace

int main(int argc, char** argv) {
    const int mazes = argc > 1 ? std::atoi(argv[1]) : 200;
    std::printf("50x50 mazes, seeds 0..%d, auto start and finish\n", mazes - 1);
    std::printf("%-20s %12s %18s\n", "algorithm", "dead ends", "solution cells");
    for (const Generator* generator : allGenerators()) report(std::string(generator->name()), *generator, mazes);
    for (double share : {0.0, 0.25, 0.5, 0.75, 1.0}) {
        char label[40];
        std::snprintf(label, sizeof label, "growing-tree %.2f", share);
        report(label, *chooseAlgorithm("growing-tree:" + std::to_string(share)).generator, mazes);
    }
    return 0;
}
