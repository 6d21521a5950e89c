// SPDX-License-Identifier: MIT
#pragma once
// How a cell looks in a picture of the carving at one moment (teaching mode):
// a small class index that writers map to a colour (page::StepColours), and
// the legend each algorithm gives its looks.
#include <cstdint>
#include <string_view>

namespace mazesheet::core {

enum class StepLook : std::uint8_t {
    Unvisited,  // not reached yet
    Done,       // in its place for good (also every cell once the carving ends)
    Active,     // on the stack, in the active list, in the current run
    Frontier,   // beside the maze, may join next (prim)
    Walk,       // on the current loop-erased random walk (wilson)
    Walker,     // where the walker stands (aldous-broder), the walk's head (hunt-and-kill)
    Hunt,       // an unvisited cell of the row the hunt scans (hunt-and-kill)
    Pending,    // in a chamber waiting to be divided (division)
    Chamber,    // in the chamber being divided (division)
    OtherSet,   // in a set of joined cells too small for a colour of its own
    Set,        // the first of kSetColours looks, one per large set (Set + k)
};

// Sets get a colour each, the largest first; the others share OtherSet.
inline constexpr int kSetColours = 12;
inline constexpr int kStepLooks = static_cast<int>(StepLook::Set) + kSetColours;

constexpr StepLook setLook(int k) { return static_cast<StepLook>(static_cast<int>(StepLook::Set) + k); }
constexpr bool isSetLook(StepLook look) { return look >= StepLook::Set; }

// One line of a step picture's legend. For StepLook::Set the line stands for
// all the set colours.
struct LegendEntry {
    StepLook look;
    std::string_view words;
};

}  // namespace mazesheet::core
