// SPDX-License-Identifier: MIT
// No recursion anywhere: a 4000x4000 backtracker maze (16 million cells, the
// deepest search) is carved in a thread whose whole stack is 64 KiB.
#include <pthread.h>

#include <catch2/catch.hpp>

#include "core/generator.hpp"

using namespace mazesheet::core;

namespace {

struct Job {
    std::size_t passages = 0;
    std::size_t cells = 0;
};

void* carveLargeMaze(void* argument) {
    auto* job = static_cast<Job*>(argument);
    Maze maze(Region::rectangle(4000, 4000));
    Rng rng(42);
    findGenerator("backtracker")->carve(maze, rng);
    job->passages = maze.passageCount();
    job->cells = maze.region().cellCount();
    return nullptr;
}

}  // namespace

TEST_CASE("a 4000x4000 backtracker maze generates on a 64 KiB stack", "[stack]") {
    pthread_attr_t attributes;
    REQUIRE(pthread_attr_init(&attributes) == 0);
    REQUIRE(pthread_attr_setstacksize(&attributes, 64 * 1024) == 0);
    Job job;
    pthread_t thread;
    REQUIRE(pthread_create(&thread, &attributes, carveLargeMaze, &job) == 0);
    REQUIRE(pthread_join(thread, nullptr) == 0);
    pthread_attr_destroy(&attributes);
    CHECK(job.cells == 16'000'000);
    CHECK(job.passages == job.cells - 1);
}
