// Kruskal's algorithm: every interior wall in random order, removed when it
// separates two different trees (disjoint sets, union by size, path compression).
// Steps: each removed wall merges two sets (Merge), whose cells are in the
// maze but not yet joined to all the others (Group).
#include <vector>

#include "cells.hpp"

namespace mazesheet::core {
namespace {

class DisjointSets {
public:
    explicit DisjointSets(std::uint32_t n) : parent_(n), size_(n, 1) {
        for (std::uint32_t i = 0; i < n; ++i) parent_[i] = i;
    }

    std::uint32_t find(std::uint32_t x) {
        std::uint32_t root = x;
        while (parent_[root] != root) root = parent_[root];
        while (parent_[x] != root) {  // second pass: compress the path
            const std::uint32_t next = parent_[x];
            parent_[x] = root;
            x = next;
        }
        return root;
    }

    // False if a and b were already in one set.
    bool unite(std::uint32_t a, std::uint32_t b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size_[a] < size_[b]) std::swap(a, b);
        parent_[b] = a;
        size_[a] += size_[b];
        return true;
    }

private:
    std::vector<std::uint32_t> parent_;
    std::vector<std::uint32_t> size_;
};

}  // namespace

namespace generators {

template <class Events>
void kruskal(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const detail::Cells cells(maze);
    // An edge is (cell << 1) | 0 for its east wall, | 1 for its south wall.
    std::vector<std::uint32_t> edges;
    edges.reserve(2 * maze.region().cellCount());
    for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
        if (!cells.inside(i)) continue;
        if (cells.neighbour(i, Side::East) != detail::kNoCell) edges.push_back(i << 1);
        if (cells.neighbour(i, Side::South) != detail::kNoCell) edges.push_back((i << 1) | 1U);
    }
    shuffle(edges, rng);
    DisjointSets sets(cells.gridSize());
    std::size_t joinsLeft = maze.region().cellCount() - 1;
    for (const std::uint32_t edge : edges) {
        if (joinsLeft == 0) break;
        const std::uint32_t cell = edge >> 1;
        const bool south = edge & 1U;
        const std::uint32_t other = south ? cell + cells.width() : cell + 1;
        if (!sets.unite(cell, other)) continue;
        detail::report(events, K::Group, cell);
        detail::report(events, K::Group, other);
        south ? maze.carveSouth(cell) : maze.carveEast(cell);
        events(CarveEvent::wall(K::Merge, cell, south ? Side::South : Side::East));
        --joinsLeft;
    }
}

template void kruskal(Maze&, Rng&, std::span<const double>, NoEvents&);
template void kruskal(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace generators
}  // namespace mazesheet::core
