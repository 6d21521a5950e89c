// Hunt-and-kill: a random walk into unvisited cells; when it is stuck, scan
// the rows for the first unvisited cell beside the maze, join it, and walk on.
// Steps: the walk's head (Walker), the cells visited, and each row the hunt
// scans.
#include <vector>

#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void huntAndKill(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const detail::Cells cells(maze);
    const std::uint32_t width = cells.width();
    BitVector visited(cells.gridSize());
    // Unvisited cells per row, so the hunt skips finished rows.
    std::vector<std::uint32_t> unvisitedInRow(cells.height(), 0);
    for (std::uint32_t i = 0; i < cells.gridSize(); ++i) unvisitedInRow[i / width] += cells.inside(i);
    const auto visit = [&](std::uint32_t cell) {
        visited.set(cell);
        --unvisitedInRow[cell / width];
        detail::report(events, K::Visit, cell);
        detail::report(events, K::Walker, cell);
    };

    std::uint32_t current = cells.randomCell(rng);
    visit(current);
    std::uint32_t firstOpenRow = 0;
    while (true) {
        // Kill: walk while there is an unvisited neighbour.
        Side options[4];
        std::uint32_t count = cells.sidesWhere(current, visited, false, options);
        if (count > 0) {
            const Side side = options[count == 1 ? 0 : rng.below(count)];
            const std::uint32_t from = current;
            detail::carveIndex(maze, current, side, width);
            current = cells.neighbour(current, side);
            visit(current);
            detail::reportWall(events, K::Carve, from, side);
            continue;
        }
        // Hunt: the first unvisited cell (row-major) with a visited neighbour.
        while (firstOpenRow < cells.height() && unvisitedInRow[firstOpenRow] == 0) ++firstOpenRow;
        if (firstOpenRow == cells.height()) return;
        current = detail::kNoCell;
        for (std::uint32_t row = firstOpenRow; row < cells.height() && current == detail::kNoCell; ++row) {
            if (unvisitedInRow[row] == 0) continue;
            detail::report(events, K::Hunt, row);
            for (std::uint32_t i = row * width; i < (row + 1) * width; ++i) {
                if (!cells.inside(i) || visited.test(i)) continue;
                count = cells.sidesWhere(i, visited, true, options);
                if (count == 0) continue;
                const Side side = options[count == 1 ? 0 : rng.below(count)];
                detail::carveIndex(maze, i, side, width);
                current = i;
                visit(current);
                detail::reportWall(events, K::Carve, i, side);
                break;
            }
        }
    }
}

template void huntAndKill(Maze&, Rng&, std::span<const double>, NoEvents&);
template void huntAndKill(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
