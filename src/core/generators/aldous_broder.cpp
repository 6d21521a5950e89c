// Aldous-Broder: a random walk over the whole region that carves into every
// cell the first time it arrives there; a uniformly random spanning tree.
// Steps: the walker's every move, and the cells it has visited.
#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void aldousBroder(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const detail::Cells cells(maze);
    BitVector visited(cells.gridSize());
    std::uint32_t current = cells.randomCell(rng);
    visited.set(current);
    detail::report(events, K::Visit, current);
    detail::report(events, K::Walker, current);
    std::size_t unvisited = maze.region().cellCount() - 1;
    while (unvisited > 0) {
        // Drawing among all four sides and skipping missing neighbours
        // keeps each step uniform over the neighbours that exist.
        const auto side = static_cast<Side>(rng.bits(2));
        const std::uint32_t next = cells.neighbour(current, side);
        if (next == detail::kNoCell) continue;
        if (!visited.test(next)) {
            detail::carveIndex(maze, current, side, cells.width());
            visited.set(next);
            detail::report(events, K::Visit, next);
            detail::reportWall(events, K::Carve, current, side);
            --unvisited;
        }
        current = next;
        detail::report(events, K::Walker, current);
    }
}

template void aldousBroder(Maze&, Rng&, std::span<const double>, NoEvents&);
template void aldousBroder(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
