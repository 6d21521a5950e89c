// SPDX-License-Identifier: MIT
#pragma once
// Difficulty levels: a recipe (default size, algorithm, braid) and a band of
// measured values every maze of the level must fall in. The bands are shares
// of the maze's own cells or path, so a level keeps its meaning at any size
// or mask; a size far from the level's own may have no maze in the band.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "puzzle.hpp"

namespace mazesheet::core {

// Whole percents, both ends included; compared exactly (count * 100 against
// percent * total), so a band means the same on every machine.
struct PercentRange {
    int min = 0;
    int max = 100;
    bool contains(std::size_t count, std::size_t total) const {
        return count * 100 >= static_cast<std::size_t>(min) * total &&
               count * 100 <= static_cast<std::size_t>(max) * total;
    }
};

struct Level {
    std::string_view name;     // on the command line and in stats ("easy")
    std::string_view summary;  // one line for help: who it is for, what it looks like
    int width;                 // the size unless one is given
    int height;
    std::string_view algorithm;  // as -a takes it ("growing-tree:0.7")
    double braid;
    // The band (see Metrics):
    PercentRange solutionShare;  // solution length / cells
    PercentRange decisionRate;   // decision points / solution length
    PercentRange deadEndShare;   // dead ends / cells
};

std::span<const Level> allLevels();
// Throws InputError("difficulty") naming the levels for an unknown name.
const Level& findLevel(std::string_view name);
// "easy, medium, hard".
std::string levelNames();

// True if every measure lies in the level's band.
bool inBand(const Level& level, const Metrics& metrics);

// The ranges one by one (what inBand combines).
bool shareInBand(const Level& level, const Metrics& metrics);
bool decisionsInBand(const Level& level, const Metrics& metrics);
bool deadEndsInBand(const Level& level, const Metrics& metrics);

// How many candidate mazes makePuzzle tries before it gives up on a band:
// 1000, or fewer for large mazes so that giving up takes seconds, not
// minutes (about 20 million cells carved in all, at least 20 candidates).
std::uint64_t candidateLimit(std::size_t cells);

// The seed of candidate k (0-based) for a level: candidate 0 is the seed
// itself, so a maze's reported seed, given back, is accepted at once. The
// others come from a stream of their own, apart from --count's series.
std::uint64_t candidateSeed(std::uint64_t seed, std::uint64_t k);

// Candidates tried against a band and how many missed each range, for the
// message when none fits.
struct BandTally {
    std::uint64_t tried = 0;
    std::uint64_t missedShare = 0;
    std::uint64_t missedDecisions = 0;
    std::uint64_t missedDeadEnds = 0;

    // Counts one candidate; true if it is inside the band.
    bool admit(const Level& level, const Metrics& metrics);
    // "none of 1000 mazes tried (16 cells) is inside hard's band: ...",
    // naming each range, how many missed it, and the level's own size.
    std::string failure(const Level& level, const Region& region) const;
};

}  // namespace mazesheet::core
