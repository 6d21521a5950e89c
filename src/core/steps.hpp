// SPDX-License-Identifier: MIT
#pragma once
// Teaching mode: the carving of one maze pictured at N moments, evenly
// spaced by the carving's events (core/carve_events.hpp). Each picture is the
// walls at that moment and a look per cell (core/step_looks.hpp); writers
// draw the pictures and never see the events.
#include <cstddef>
#include <span>
#include <vector>

#include "maze.hpp"
#include "puzzle.hpp"
#include "step_looks.hpp"

namespace mazesheet::core {

struct CarvingStep {
    Maze walls;                   // the passages at that moment (no doors)
    std::vector<StepLook> looks;  // one per grid cell, row by row (cells outside the region: Unvisited)
    std::size_t events = 0;       // how many events had happened
    std::size_t cellsDone = 0;    // region cells whose look is Done or a set's (their place in the maze is settled)
};

struct CarvingSteps {
    // Step k (1-based) is steps[k - 1]. Step k < N shows the carving after
    // ceil(k * E / N) of its E events; step N is the finished maze, every
    // cell Done. Steps repeat a picture when E < N.
    std::vector<CarvingStep> steps;
    std::size_t totalEvents = 0;
    std::span<const LegendEntry> legend;  // the algorithm's
};

inline constexpr long long kMaxSteps = 100;
inline constexpr std::size_t kMaxStepCells = 10'000;

// Throws InputError unless teaching mode can show `count` steps of the
// spec's maze: "steps" for a count outside 1..kMaxSteps or a maze of more
// than kMaxStepCells cells; "braid" for a braided maze (steps show the
// carving of a perfect maze, and braiding is not carving).
void checkSteps(const PuzzleSpec& spec, long long count);

// Carves the spec's maze (the same seed gives the same maze as makePuzzle)
// and pictures it at `count` moments; the algorithm's random draws are the
// same as without pictures.
CarvingSteps recordSteps(const PuzzleSpec& spec, int count);

// The finished puzzle as it stood at a step: the step's walls with the
// finished maze's doors, start and finish (no solution); what writers draw.
Puzzle stepState(const Puzzle& finished, const CarvingStep& step);

// How many events the carving of the spec's maze reports.
std::size_t countEvents(const PuzzleSpec& spec);

}  // namespace mazesheet::core
