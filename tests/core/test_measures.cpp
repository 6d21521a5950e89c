// SPDX-License-Identifier: MIT
// The difficulty measures on a hand-carved maze whose answers are counted by
// eye: decision points along a path, and the longest detour from it.
#include <catch2/catch.hpp>
#include <vector>

#include "core/measures.hpp"

using namespace mazesheet::core;

namespace {

// 4x3, a perfect maze: the top row (0,0)-(1,0)-(2,0)-(3,0) is open; from
// (1,0) a branch runs south to (1,1), (1,2), then west to (0,2) and north to
// (0,1); from (2,0) another runs south to (2,1), east to (3,1), south to
// (3,2) and west to (2,2). Each branch is four cells long.
Maze handCarved() {
    Maze maze(Region::rectangle(4, 3));
    maze.carve({0, 0}, Side::East);
    maze.carve({1, 0}, Side::East);
    maze.carve({2, 0}, Side::East);
    maze.carve({1, 0}, Side::South);
    maze.carve({1, 1}, Side::South);
    maze.carve({1, 2}, Side::West);
    maze.carve({0, 2}, Side::North);
    maze.carve({2, 0}, Side::South);
    maze.carve({2, 1}, Side::East);
    maze.carve({3, 1}, Side::South);
    maze.carve({3, 2}, Side::West);
    return maze;
}

}  // namespace

TEST_CASE("decision points: cells with two ways on besides the way back, the finish excluded", "[measures]") {
    const Maze maze = handCarved();
    REQUIRE(maze.passageCount() == 11);  // a perfect maze of 12 cells
    // (0,0) has one way on; (1,0) and (2,0) each have two besides the way back.
    CHECK(countDecisionPoints(maze, {{0, 0}, {1, 0}, {2, 0}, {3, 0}}) == 2);
    // Entered at (1,1), where both passages are ways on (no way back yet).
    CHECK(countDecisionPoints(maze, {{1, 1}, {1, 0}, {2, 0}, {3, 0}}) == 3);
    // The last cell is never counted: (2,0) is where the walk ends.
    CHECK(countDecisionPoints(maze, {{0, 0}, {1, 0}, {2, 0}}) == 1);
    CHECK(countDecisionPoints(maze, {{0, 0}}) == 0);
    CHECK(countDecisionPoints(maze, {}) == 0);
}

TEST_CASE("longest detour: the most steps from the path to any cell", "[measures]") {
    const Maze maze = handCarved();
    // Both branches are four cells deep: (0,1) and (2,2) are 4 steps from the top row.
    CHECK(longestDetour(maze, {{0, 0}, {1, 0}, {2, 0}, {3, 0}}) == 4);
    // From the first branch's tip the farthest cell is the other branch's
    // tip: back up 4 steps to (1,0), across to (2,0), down 4 more.
    CHECK(longestDetour(maze, {{0, 1}}) == 9);
    // A path through every cell leaves no detour at all.
    Maze corridor(Region::rectangle(3, 1));
    corridor.carve({0, 0}, Side::East);
    corridor.carve({1, 0}, Side::East);
    CHECK(longestDetour(corridor, {{0, 0}, {1, 0}, {2, 0}}) == 0);
}
