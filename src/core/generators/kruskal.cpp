// SPDX-License-Identifier: MIT
// Kruskal's algorithm: every interior wall in random order, removed when it
// separates two different trees (disjoint sets, union by size, path compression).
// Steps: each removed wall merges two sets (Merge), whose cells are in the
// maze but not yet joined to all the others (Group).
#include <vector>

#include "carving.hpp"

namespace mazesheet::core {
namespace {

// Union by size and path compression in one array: a root holds its set's
// size with the top bit set instead of a parent, which a cell index (under
// 2^31) never has. A separate size array cost another four bytes per cell;
// the links stay exactly those of union by size.
class DisjointSets {
public:
    explicit DisjointSets(std::uint32_t n) : parentOrSize_(n, kRoot | 1U) {}

    std::uint32_t find(std::uint32_t x) {
        std::uint32_t root = x;
        while (!isRoot(root)) root = parentOrSize_[root];
        while (!isRoot(x) && parentOrSize_[x] != root) {  // second pass: compress the path
            const std::uint32_t next = parentOrSize_[x];
            parentOrSize_[x] = root;
            x = next;
        }
        return root;
    }

    // False if a and b were already in one set.
    bool unite(std::uint32_t a, std::uint32_t b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size(a) < size(b)) std::swap(a, b);
        parentOrSize_[a] = kRoot | (size(a) + size(b));
        parentOrSize_[b] = a;
        return true;
    }

private:
    static constexpr std::uint32_t kRoot = std::uint32_t{1} << 31;
    bool isRoot(std::uint32_t x) const { return (parentOrSize_[x] & kRoot) != 0; }
    std::uint32_t size(std::uint32_t root) const { return parentOrSize_[root] & ~kRoot; }

    std::vector<std::uint32_t> parentOrSize_;
};

}  // namespace

namespace generators {

namespace {

template <class Cells, class Events>
[[gnu::noinline]] void joinTrees(const Cells cells, Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    constexpr std::uint32_t kPlanes = Cells::kPlanes;
    // An edge is cell * planes + the plane of its wall: (cell << 1) | 0 for
    // a square's east wall, | 1 for its south wall.
    std::vector<std::uint32_t> edges;
    edges.reserve(kPlanes * maze.region().cellCount());
    for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
        if (!cells.inside(i)) continue;
        for (std::uint32_t plane = 0; plane < kPlanes; ++plane) {
            if (cells.linkTarget(i, plane) != kNoCell) edges.push_back(i * kPlanes + plane);
        }
    }
    shuffle(edges, rng);
    DisjointSets sets(cells.gridSize());
    std::size_t joinsLeft = maze.region().cellCount() - 1;
    for (const std::uint32_t edge : edges) {
        if (joinsLeft == 0) break;
        const std::uint32_t cell = edge / kPlanes;
        const std::uint32_t plane = edge % kPlanes;
        const auto way = cells.linkWay(cell, plane);
        const std::uint32_t other = cells.across(cell, way);
        if (!sets.unite(cell, other)) continue;
        detail::report(events, K::Group, cell);
        detail::report(events, K::Group, other);
        maze.carveLink(plane, cell);
        detail::reportWall(events, K::Merge, cell, way);
        --joinsLeft;
    }
}

}  // namespace

template <class Events>
void kruskal(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    withCells(maze.region(), [&](const auto& cells) { joinTrees(cells, maze, rng, events); });
}

template void kruskal(Maze&, Rng&, std::span<const double>, NoEvents&);
template void kruskal(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace generators
}  // namespace mazesheet::core
