// SPDX-License-Identifier: MIT
// Sidewinder: each row is cut into runs of east passages; every run but those
// of the top row opens north from one random cell of the run.
// Steps: the current run's cells (Push), and a run's cells finished (Pop)
// when it opens north (or the top row ends).
#include "cells.hpp"
#include "core/row_carving.hpp"

namespace mazesheet::core {
namespace {

// The carving, a row per call (whole mazes call it for every row, streamed
// ones as a writer reaches each row); a row opens north into the one above.
class SidewinderRows {
public:
    SidewinderRows(const Maze& maze, Rng& rng) : rng_(&rng), width_(static_cast<std::uint32_t>(maze.width())) {}

    template <class Events>
    void carveRow(Maze& maze, std::uint32_t row, Events& events) {
        using K = CarveEvent::Kind;
        Rng& rng = *rng_;
        const std::uint32_t width = width_;
        const auto closeRun = [&](std::uint32_t first, std::uint32_t last) {
            if constexpr (Events::enabled) {
                for (std::uint32_t col = first; col <= last; ++col) detail::report(events, K::Pop, row * width + col);
            }
        };
        std::uint32_t runStart = 0;
        for (std::uint32_t col = 0; col < width; ++col) {
            const std::uint32_t cell = row * width + col;
            const bool lastColumn = col + 1 == width;
            if (col == runStart) detail::report(events, K::Push, cell);  // a run starts
            if (row == 0) {  // the top row is one long run
                if (!lastColumn) {
                    detail::report(events, K::Push, cell + 1);
                    detail::carveIndex(maze, cell, Side::East, width, events);
                } else {
                    closeRun(0, col);
                }
                continue;
            }
            if (!lastColumn && rng.coin()) {  // the run goes on east
                detail::report(events, K::Push, cell + 1);
                detail::carveIndex(maze, cell, Side::East, width, events);
                continue;
            }
            const std::uint32_t upCol = runStart + rng.below(col - runStart + 1);
            detail::carveIndex(maze, row * width + upCol, Side::North, width, events);
            closeRun(runStart, col);
            runStart = col + 1;
        }
    }

private:
    Rng* rng_;
    std::uint32_t width_;
};

}  // namespace

namespace generators {

template <class Events>
void sidewinder(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    carveEveryRow<SidewinderRows>(maze, rng, events);
}

template void sidewinder(Maze&, Rng&, std::span<const double>, NoEvents&);
template void sidewinder(Maze&, Rng&, std::span<const double>, CarveObserver&);

std::unique_ptr<RowCarver> sidewinderRows(const Maze& maze, Rng rng, std::span<const double>) {
    return ownedRowCarver<SidewinderRows>(maze, rng);
}

}  // namespace generators
}  // namespace mazesheet::core
