// SPDX-License-Identifier: MIT
// Growing tree: keep a list of active cells; carve from the newest one with
// probability `newest` (the parameter), else from a random one. 1 is the
// recursive backtracker, 0 is simplified Prim; values between mix textures.
// Steps: cells added to the active list and removed from it, finished.
#include <algorithm>

#include "carving.hpp"
#include "ranked_list.hpp"

namespace mazesheet::core::generators {

namespace {

template <class Cells, class Events>
[[gnu::noinline]] void grow(const Cells cells, Maze& maze, Rng& rng, double newestShare, Events& events) {
    using K = CarveEvent::Kind;
    using Way = typename Cells::Way;
    BitVector visited(cells.gridSize());
    // In the order the cells were added: "newest" is the last, and a random
    // pick is the k-th, so the order is what the seed's maze depends on.
    detail::RankedList active;
    const std::uint32_t first = cells.randomCell(rng);
    visited.set(first);
    active.pushBack(first);
    detail::report(events, K::Push, first);
    while (!active.empty()) {
        const bool newest = newestShare >= 1.0 || (newestShare > 0.0 && rng.chance(newestShare));
        const std::size_t rank = newest ? active.size() - 1 : rng.below(static_cast<std::uint32_t>(active.size()));
        const std::size_t slot = active.slotOf(rank);
        const std::uint32_t cell = active.at(slot);
        Way options[Cells::kMaxWays];
        const std::uint32_t count = cells.waysWhere(cell, visited, false, options);
        if (count == 0) {
            active.erase(slot);
            detail::report(events, K::Pop, cell);
            continue;
        }
        const Way way = options[count == 1 ? 0 : rng.below(count)];
        cells.carve(maze, cell, way);
        const std::uint32_t next = cells.across(cell, way);
        visited.set(next);
        active.pushBack(next);
        detail::report(events, K::Push, next);
        detail::reportWall(events, K::Carve, cell, way);
    }
}

}  // namespace

template <class Events>
void growingTree(Maze& maze, Rng& rng, std::span<const double> parameters, Events& events) {
    const double newestShare = std::clamp(parameters[0], 0.0, 1.0);
    withCells(maze.region(), [&](const auto& cells) { grow(cells, maze, rng, newestShare, events); });
}

template void growingTree(Maze&, Rng&, std::span<const double>, NoEvents&);
template void growingTree(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
