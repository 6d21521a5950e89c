// SPDX-License-Identifier: MIT
// Sidewinder: each row is cut into runs of east passages; every run but those
// of the top row opens north from one random cell of the run. On a circle
// the rows are the rings: runs go clockwise from a ring's first cell, none
// past its last, and each opens inward (the first ring's into the centre).
// Steps: the current run's cells (Push), and a run's cells finished (Pop)
// when it opens north (or the top row ends).
#include "carving.hpp"
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

// The rings of a circle, the centre's first.
template <class Events>
void sidewinderRings(Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    const CircleCells cells(maze.region());
    const std::uint32_t width = cells.width();
    detail::report(events, K::Pop, 0);
    for (std::uint32_t ring = 1; ring < cells.height(); ++ring) {
        const std::uint32_t size = cells.ringSize(ring);
        std::uint32_t runStart = 0;
        for (std::uint32_t col = 0; col < size; ++col) {
            const std::uint32_t cell = ring * width + col;
            if (col == runStart) detail::report(events, K::Push, cell);
            if (col + 1 < size && rng.coin()) {  // the run goes on clockwise
                detail::report(events, K::Push, cell + 1);
                detail::carve(cells, maze, cell, CircleCells::Clockwise, events);
                continue;
            }
            const std::uint32_t inCol = runStart + rng.below(col - runStart + 1);
            detail::carve(cells, maze, ring * width + inCol, CircleCells::Inward, events);
            if constexpr (Events::enabled) {
                for (std::uint32_t c = runStart; c <= col; ++c) detail::report(events, K::Pop, ring * width + c);
            }
            runStart = col + 1;
        }
    }
}

}  // namespace

namespace generators {

template <class Events>
void sidewinder(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    if (maze.region().grid() == GridKind::Circle) return sidewinderRings(maze, rng, events);
    carveEveryRow<SidewinderRows>(maze, rng, events);
}

template void sidewinder(Maze&, Rng&, std::span<const double>, NoEvents&);
template void sidewinder(Maze&, Rng&, std::span<const double>, CarveObserver&);

std::unique_ptr<RowCarver> sidewinderRows(const Maze& maze, Rng rng, std::span<const double>) {
    return ownedRowCarver<SidewinderRows>(maze, rng);
}

}  // namespace generators
}  // namespace mazesheet::core
