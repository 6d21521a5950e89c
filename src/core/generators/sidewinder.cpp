// Sidewinder: each row is cut into runs of east passages; every run but those
// of the top row opens north from one random cell of the run.
// Steps: the current run's cells (Push), and a run's cells finished (Pop)
// when it opens north (or the top row ends).
#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void sidewinder(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const auto width = static_cast<std::uint32_t>(maze.width());
    const auto height = static_cast<std::uint32_t>(maze.height());
    const auto closeRun = [&](std::uint32_t row, std::uint32_t first, std::uint32_t last) {
        if constexpr (Events::enabled) {
            for (std::uint32_t col = first; col <= last; ++col) detail::report(events, K::Pop, row * width + col);
        }
    };
    for (std::uint32_t row = 0; row < height; ++row) {
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
                    closeRun(row, 0, col);
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
            closeRun(row, runStart, col);
            runStart = col + 1;
        }
    }
}

template void sidewinder(Maze&, Rng&, std::span<const double>, NoEvents&);
template void sidewinder(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
