// Generation speed and memory per algorithm (not part of ctest):
//   build/bench/mazesheet-bench [WIDTH HEIGHT [REPEATS]] [--only NAME] [--observed]
// Each algorithm runs in a child process so its peak memory is its own.
// --only NAME measures one algorithm; --observed carves through an observer
// that counts the carving's events (what teaching mode's recorder costs at
// the least: one virtual call per event), to compare with plain carving.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/carve_events.hpp"
#include "core/generator.hpp"

using namespace mazesheet::core;

namespace {

struct Result {
    double bestSeconds;
    double medianSeconds;
    double bestCpuSeconds;  // this process's CPU time: steadier than wall time on a shared machine
    long peakKilobytesAdded;  // peak RSS growth while carving
    double wallBitsPerCell;   // the finished maze's own storage
};

class CountingObserver final : public CarveObserver {
public:
    void operator()(const CarveEvent&) override { ++events; }
    std::size_t events = 0;
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

Result measure(const Generator& generator, int width, int height, int repeats, bool observed) {
    std::vector<double> seconds;
    double bestCpu = 1e300;
    const long rssBefore = peakRssKb();
    double bits = 0;
    for (int r = 0; r < repeats; ++r) {
        Maze maze(Region::rectangle(width, height));
        Rng rng(1000 + static_cast<std::uint64_t>(r));
        CountingObserver observer;
        const auto t0 = std::chrono::steady_clock::now();
        const double cpu0 = cpuSeconds();
        if (observed) generator.carve(maze, rng, observer);
        else generator.carve(maze, rng);
        bestCpu = std::min(bestCpu, cpuSeconds() - cpu0);
        const auto t1 = std::chrono::steady_clock::now();
        seconds.push_back(std::chrono::duration<double>(t1 - t0).count());
        bits = 8.0 * static_cast<double>(maze.memoryBytes()) / (static_cast<double>(width) * height);
        if (maze.passageCount() + 1 != static_cast<std::size_t>(width) * static_cast<std::size_t>(height)) {
            std::fprintf(stderr, "%s: not a perfect maze\n", std::string(generator.name()).c_str());
            std::exit(1);
        }
    }
    std::sort(seconds.begin(), seconds.end());
    return {seconds.front(), seconds[seconds.size() / 2], bestCpu, peakRssKb() - rssBefore, bits};
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> numbers;
    std::string only;
    bool observed = false;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--only" && i + 1 < argc) only = argv[++i];
        else if (arg == "--observed") observed = true;
        else numbers.push_back(arg);
    }
    const int width = numbers.size() >= 2 ? std::atoi(numbers[0].c_str()) : 1000;
    const int height = numbers.size() >= 2 ? std::atoi(numbers[1].c_str()) : 1000;
    const int repeats = numbers.size() >= 3 ? std::atoi(numbers[2].c_str()) : 5;
    const double cells = static_cast<double>(width) * height;
    std::printf("%dx%d, best and median of %d runs, one process per algorithm%s\n", width, height, repeats,
                observed ? ", carving through an event-counting observer" : "");
    std::printf("%-14s %12s %12s %14s %16s %14s %12s %14s\n", "algorithm", "best s", "median s", "Mcells/s(best)",
                "peak bytes/cell", "wall bits/cell", "best cpu s", "cpu ns/cell");
    for (const Generator* generator : allGenerators()) {
        if (!only.empty() && generator->name() != only) continue;
        int channel[2];
        if (pipe(channel) != 0) return 1;
        const pid_t child = fork();
        if (child == 0) {
            close(channel[0]);
            const Result result = measure(*generator, width, height, repeats, observed);
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
        std::printf("%-14s %12.4f %12.4f %14.1f %16.2f %14.2f %12.4f %14.2f\n", std::string(generator->name()).c_str(),
                    result.bestSeconds, result.medianSeconds, cells / result.bestSeconds / 1e6,
                    1024.0 * static_cast<double>(result.peakKilobytesAdded) / cells, result.wallBitsPerCell,
                    result.bestCpuSeconds, result.bestCpuSeconds / cells * 1e9);
        std::fflush(stdout);
    }
    return 0;
}
