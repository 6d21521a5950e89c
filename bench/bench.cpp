// SPDX-License-Identifier: MIT
// Generation speed and memory per algorithm (not part of ctest):
//   build/bench/mazesheet-bench [WIDTH HEIGHT [REPEATS]] [--only NAME] [--grid GRID] [--observed] [--each]
// Each algorithm runs in a child process so its peak memory is its own.
// --only NAME measures one algorithm; --grid GRID carves a circle (of WIDTH
// rings: give HEIGHT the same), hex or triangle grid instead of squares,
// with the algorithms that carve it; --observed carves through an observer
// that counts the carving's events (what teaching mode's recorder costs at
// the least: one virtual call per event), to compare with plain carving, and
// reports wilson's random-walk steps a cell (its Walk events: one a step),
// the mean and standard deviation over the repeats (seeds 1000, 1001, ...).
// --each also prints every repeat's seed, CPU seconds and (--observed) walk
// steps a cell, one line each, to join runs with and without the observer.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/carve_events.hpp"
#include "core/generator.hpp"
#include "core/grid.hpp"

using namespace mazesheet::core;

namespace {

struct Result {
    double bestSeconds;
    double medianSeconds;
    double bestCpuSeconds;  // this process's CPU time: steadier than wall time on a shared machine
    long peakKilobytesAdded;  // peak RSS growth while carving
    double wallBitsPerCell;   // the finished maze's own storage
    double meanWalkSteps;     // Walk events a cell (--observed), mean over the repeats
    double sdWalkSteps;       // ... and their standard deviation
};

class CountingObserver final : public CarveObserver {
public:
    void operator()(const CarveEvent& event) override {
        ++events;
        if (event.kind == CarveEvent::Kind::Walk) ++walkSteps;
    }
    std::size_t events = 0;
    std::size_t walkSteps = 0;
};

double cpuSeconds() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

long peakRssKb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

Result measure(const Generator& generator, const Region& region, int repeats, bool observed, bool each) {
    const double cells = static_cast<double>(region.cellCount());
    std::vector<double> seconds;
    double bestCpu = 1e300;
    const long rssBefore = peakRssKb();
    double bits = 0;
    double steps = 0, stepsSquared = 0;
    for (int r = 0; r < repeats; ++r) {
        Maze maze(region);
        const std::uint64_t seed = 1000 + static_cast<std::uint64_t>(r);
        Rng rng(seed);
        CountingObserver observer;
        const auto t0 = std::chrono::steady_clock::now();
        const double cpu0 = cpuSeconds();
        if (observed) generator.carve(maze, rng, observer);
        else generator.carve(maze, rng);
        const double cpu = cpuSeconds() - cpu0;
        bestCpu = std::min(bestCpu, cpu);
        const auto t1 = std::chrono::steady_clock::now();
        seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
        const double perCell = static_cast<double>(observer.walkSteps) / cells;
        steps += perCell;
        stepsSquared += perCell * perCell;
        if (each) {
            std::printf("  seed %llu cpu_s %.4f walk_steps_per_cell %.4f\n", static_cast<unsigned long long>(seed), cpu,
                        perCell);
            std::fflush(stdout);
        }
        bits = 8.0 * static_cast<double>(maze.memoryBytes()) / cells;
        if (maze.passageCount() + 1 != region.cellCount()) {
            std::fprintf(stderr, "%s: not a perfect maze\n", std::string(generator.name()).c_str());
            std::exit(1);
        }
    }
    std::sort(seconds.begin(), seconds.end());
    const double mean = steps / repeats;
    const double variance = repeats > 1 ? (stepsSquared - repeats * mean * mean) / (repeats - 1) : 0.0;
    return {seconds.front(), seconds[seconds.size() / 2], bestCpu, peakRssKb() - rssBefore, bits, mean,
            std::sqrt(std::max(0.0, variance))};
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> numbers;
    std::string only;
    GridKind grid = GridKind::Square;
    bool observed = false;
    bool each = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--only" && i + 1 < argc) only = argv[++i];
        else if (arg == "--grid" && i + 1 < argc) grid = findGrid(argv[++i]);
        else if (arg == "--observed") observed = true;
        else if (arg == "--each") each = true;
        else numbers.push_back(arg);
    }
    const int width = numbers.size() >= 2 ? std::atoi(numbers[0].c_str()) : 1000;
    const int height = numbers.size() >= 2 ? std::atoi(numbers[1].c_str()) : 1000;
    const int repeats = numbers.size() >= 3 ? std::atoi(numbers[2].c_str()) : 5;
    const Region region = Region::onGrid(grid, width, height);
    const double cells = static_cast<double>(region.cellCount());
    std::printf("%s %dx%d (%.0f cells), best and median of %d runs, one process per algorithm%s\n",
                std::string(gridName(grid)).c_str(), width, height, cells, repeats,
                observed ? ", carving through an event-counting observer" : "");
    std::printf("%-14s %12s %12s %14s %16s %14s %12s %14s%s\n", "algorithm", "best s", "median s", "Mcells/s(best)",
                "peak bytes/cell", "wall bits/cell", "best cpu s", "cpu ns/cell",
                observed ? "  walk steps/cell (mean, sd)" : "");
    for (const Generator* generator : allGenerators()) {
        if ((!only.empty() && generator->name() != only) || !generator->carves(grid)) continue;
        int channel[2];
        if (pipe(channel) != 0) return 1;
        std::fflush(stdout);  // the child's --each lines come after what is printed
        const pid_t child = fork();
        if (child == 0) {
            close(channel[0]);
            const Result result = measure(*generator, region, repeats, observed, each);
            const bool sent = write(channel[1], &result, sizeof result) == static_cast<ssize_t>(sizeof result);
            _exit(sent ? 0 : 1);
        }
        close(channel[1]);
        Result result{};
        const bool received = read(channel[0], &result, sizeof result) == static_cast<ssize_t>(sizeof result);
        close(channel[0]);
        int status = 0;
        waitpid(child, &status, 0);
        if (!received || status != 0) {
            std::printf("%-14s failed\n", std::string(generator->name()).c_str());
            continue;
        }
        std::printf("%-14s %12.4f %12.4f %14.1f %16.2f %14.2f %12.4f %14.2f", std::string(generator->name()).c_str(),
                    result.bestSeconds, result.medianSeconds, cells / result.bestSeconds / 1e6,
                    1024.0 * static_cast<double>(result.peakKilobytesAdded) / cells, result.wallBitsPerCell,
                    result.bestCpuSeconds, result.bestCpuSeconds / cells * 1e9);
        if (observed) std::printf("  %.3f %.3f", result.meanWalkSteps, result.sdWalkSteps);
        std::printf("\n");
        std::fflush(stdout);
    }
    return 0;
}
