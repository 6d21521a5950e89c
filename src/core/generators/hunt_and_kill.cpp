// SPDX-License-Identifier: MIT
// Hunt-and-kill: a random walk into unvisited cells; when it is stuck, scan
// the rows for the first unvisited cell beside the maze, join it, and walk on.
// Steps: the walk's head (Walker), the cells visited, and each row the hunt
// scans.
#include <vector>

#include "carving.hpp"
#include "first_set.hpp"

namespace mazesheet::core::generators {

namespace {

template <class Cells, class Events>
[[gnu::noinline]] void huntAndKillOn(const Cells cells, Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    using Way = typename Cells::Way;
    const std::uint32_t width = cells.width();
    BitVector visited(cells.gridSize());
    // The cells the hunt looks for: outside the maze, beside it. The first
    // in row order is the one a scan of the rows would find.
    detail::FirstSet besideMaze(cells.gridSize());
    // Unvisited cells per row: the rows a scan would have looked through,
    // for teaching mode's pictures of the hunt.
    std::vector<std::uint32_t> unvisitedInRow(cells.height(), 0);
    for (std::uint32_t i = 0; i < cells.gridSize(); ++i) unvisitedInRow[i / width] += cells.inside(i);
    const auto visit = [&](std::uint32_t cell) {
        visited.set(cell);
        besideMaze.erase(cell);
        Way outside[Cells::kMaxWays];
        const std::uint32_t count = cells.waysWhere(cell, visited, false, outside);
        for (std::uint32_t k = 0; k < count; ++k) besideMaze.insert(cells.across(cell, outside[k]));
        --unvisitedInRow[cell / width];
        detail::report(events, K::Visit, cell);
        detail::report(events, K::Walker, cell);
    };

    std::uint32_t current = cells.randomCell(rng);
    visit(current);
    std::uint32_t firstOpenRow = 0;
    while (true) {
        // Kill: walk while there is an unvisited neighbour.
        Way options[Cells::kMaxWays];
        std::uint32_t count = cells.waysWhere(current, visited, false, options);
        if (count > 0) {
            const Way way = options[count == 1 ? 0 : rng.below(count)];
            const std::uint32_t from = current;
            cells.carve(maze, current, way);
            current = cells.across(current, way);
            visit(current);
            detail::reportWall(events, K::Carve, from, way);
            continue;
        }
        // Hunt: the first unvisited cell (row-major) with a visited neighbour.
        if (besideMaze.empty()) return;
        const auto found = static_cast<std::uint32_t>(besideMaze.first());
        if constexpr (Events::enabled) {
            while (unvisitedInRow[firstOpenRow] == 0) ++firstOpenRow;
            for (std::uint32_t row = firstOpenRow; row <= found / width; ++row) {
                if (unvisitedInRow[row] != 0) detail::report(events, K::Hunt, row);
            }
        }
        count = cells.waysWhere(found, visited, true, options);
        const Way way = options[count == 1 ? 0 : rng.below(count)];
        cells.carve(maze, found, way);
        current = found;
        visit(current);
        detail::reportWall(events, K::Carve, found, way);
    }
}

}  // namespace

template <class Events>
void huntAndKill(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    withCells(maze.region(), [&](const auto& cells) { huntAndKillOn(cells, maze, rng, events); });
}

template void huntAndKill(Maze&, Rng&, std::span<const double>, NoEvents&);
template void huntAndKill(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
