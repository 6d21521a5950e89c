// SPDX-License-Identifier: MIT
#include "difficulty.hpp"

#include <algorithm>

#include "errors.hpp"
#include "rng.hpp"

namespace mazesheet::core {

namespace {

// Chosen from the distributions bench/difficulty.cpp prints (README,
// "Difficulty"): most mazes of a level's own recipe fall in its band, and the
// three decision-rate ranges do not overlap. Easy is the backtracker's long
// corridor through most of the maze; hard is a uniform spanning tree (wilson),
// a choice at nearly every other step. No level braids: a braided maze has
// routes the answer key does not show, and fewer dead ends to learn from.
constexpr Level kLevels[] = {
    {"easy", "first mazes (age 6 up): big cells, a long corridor, few choices", 8, 8, "backtracker", 0.0,
     {45, 100}, {0, 19}, {0, 18}},
    {"medium", "more branches and dead ends, some long wrong ways", 15, 15, "growing-tree:0.7", 0.0, {0, 50},
     {20, 36}, {14, 24}},
    {"hard", "small cells, a choice at almost every other step", 30, 30, "wilson", 0.0, {0, 25}, {38, 100},
     {26, 100}},
};

std::string percentText(const PercentRange& range) {
    return std::to_string(range.min) + "-" + std::to_string(range.max) + " %";
}

}  // namespace

std::span<const Level> allLevels() { return kLevels; }

std::string levelNames() {
    std::string names;
    for (const Level& level : kLevels) names += (names.empty() ? "" : ", ") + std::string(level.name);
    return names;
}

const Level& findLevel(std::string_view name) {
    for (const Level& level : kLevels) {
        if (level.name == name) return level;
    }
    throw InputError("difficulty", "expected " + levelNames() + ", got '" + std::string(name) + "'");
}

bool shareInBand(const Level& level, const Metrics& m) { return level.solutionShare.contains(m.solutionLength, m.cells); }
bool decisionsInBand(const Level& level, const Metrics& m) {
    return level.decisionRate.contains(m.decisionPoints, m.solutionLength);
}
bool deadEndsInBand(const Level& level, const Metrics& m) { return level.deadEndShare.contains(m.deadEnds, m.cells); }

bool inBand(const Level& level, const Metrics& m) {
    return shareInBand(level, m) && decisionsInBand(level, m) && deadEndsInBand(level, m);
}

std::uint64_t candidateLimit(std::size_t cells) {
    constexpr std::uint64_t kMost = 1000;
    constexpr std::uint64_t kLeast = 20;
    constexpr std::uint64_t kCellBudget = 20'000'000;
    return std::clamp<std::uint64_t>(kCellBudget / std::max<std::size_t>(cells, 1), kLeast, kMost);
}

std::uint64_t candidateSeed(std::uint64_t seed, std::uint64_t k) {
    // --count's mazes are derivedSeed(seed, 1, 2, ...): a different salt keeps
    // a rejected maze's next candidate from being the next maze of the set.
    return k == 0 ? seed : derivedSeed(seed ^ 0xD1FF1C017EA5EEDULL, k);
}

bool BandTally::admit(const Level& level, const Metrics& m) {
    ++tried;
    const bool share = shareInBand(level, m);
    const bool decisions = decisionsInBand(level, m);
    const bool deadEnds = deadEndsInBand(level, m);
    missedShare += !share;
    missedDecisions += !decisions;
    missedDeadEnds += !deadEnds;
    return share && decisions && deadEnds;
}

std::string BandTally::failure(const Level& level, const Region& region) const {
    const std::string name(level.name);
    const auto missed = [](std::uint64_t count) { return " (" + std::to_string(count) + " missed)"; };
    return "none of " + std::to_string(tried) + " mazes tried (" + std::to_string(region.cellCount()) +
           " cells) is inside " + name + "'s band: solution on " + percentText(level.solutionShare) + " of the cells" + missed(missedShare) +
           ", decisions at " + percentText(level.decisionRate) + " of its cells" + missed(missedDecisions) +
           ", dead ends on " + percentText(level.deadEndShare) + " of the cells" + missed(missedDeadEnds) + "; " +
           name + " is made for " + std::to_string(level.width) + "x" + std::to_string(level.height);
}

}  // namespace mazesheet::core
