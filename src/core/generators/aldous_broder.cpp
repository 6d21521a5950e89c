// SPDX-License-Identifier: MIT
// Aldous-Broder: a random walk over the whole region that carves into every
// cell the first time it arrives there; a uniformly random spanning tree.
// Steps: the walker's every move, and the cells it has visited.
//
// On the square grid the walk needs about N (log N)^2 steps to cover N cells, most of them late,
// far from the few cells still unvisited. Where every cell within 32 steps is
// visited and has all four neighbours, a step can neither carve nor be
// refused, so up to 32 steps are taken at once: the walker moves by the sum
// of their directions, counted in the random word they come from. The walk,
// and so the maze, is the same as step by step.
#include <bit>
#include <type_traits>
#include <vector>

#include "carving.hpp"

namespace mazesheet::core::generators {

namespace {

// Tiles of 32 x 32 cells: a tile is full when all its cells are visited, and
// solid when it and the eight tiles around it are full (so a walker in it
// stays on visited cells with four neighbours for 32 steps).
class SolidTiles {
public:
    SolidTiles(std::uint32_t width, std::uint32_t height)
        : across_((width + kSide - 1) / kSide),
          down_((height + kSide - 1) / kSide),
          visited_(static_cast<std::size_t>(across_) * down_, 0),
          full_(visited_.size()),
          solid_(visited_.size()) {}

    bool solid(std::uint32_t x, std::uint32_t y) const { return solid_.test(index(x / kSide, y / kSide)); }

    void visit(std::uint32_t x, std::uint32_t y) {
        const std::uint32_t tx = x / kSide;
        const std::uint32_t ty = y / kSide;
        if (++visited_[index(tx, ty)] < kSide * kSide) return;
        full_.set(index(tx, ty));
        for (std::uint32_t ny = ty > 0 ? ty - 1 : 0; ny <= ty + 1 && ny < down_; ++ny) {
            for (std::uint32_t nx = tx > 0 ? tx - 1 : 0; nx <= tx + 1 && nx < across_; ++nx) {
                if (surroundedByFull(nx, ny)) solid_.set(index(nx, ny));
            }
        }
    }

private:
    static constexpr std::uint32_t kSide = 32;  // the most steps taken at once

    std::size_t index(std::uint32_t tx, std::uint32_t ty) const { return static_cast<std::size_t>(ty) * across_ + tx; }

    // Tiles on the grid's edge are never solid: their cells may lack a neighbour.
    bool surroundedByFull(std::uint32_t tx, std::uint32_t ty) const {
        if (tx == 0 || ty == 0 || tx + 1 >= across_ || ty + 1 >= down_) return false;
        for (std::uint32_t ny = ty - 1; ny <= ty + 1; ++ny) {
            for (std::uint32_t nx = tx - 1; nx <= tx + 1; ++nx) {
                if (!full_.test(index(nx, ny))) return false;
            }
        }
        return true;
    }

    std::uint32_t across_;
    std::uint32_t down_;
    std::vector<std::uint16_t> visited_;  // visited cells per tile
    BitVector full_;
    BitVector solid_;
};

// Where `pairs` steps (two bits each, lowest first: 0 north, 1 east, 2
// south, 3 west) take the walker, as a change of column and row.
struct Move {
    std::int64_t dx;
    std::int64_t dy;
};
Move sumOfSteps(std::uint64_t steps, unsigned pairs) {
    constexpr std::uint64_t kLowBits = 0x5555555555555555ULL;
    const std::uint64_t low = steps & kLowBits;
    const std::uint64_t high = (steps >> 1) & kLowBits;
    const int east = std::popcount(low & ~high);
    const int south = std::popcount(high & ~low);
    const int west = std::popcount(low & high);
    const int north = static_cast<int>(pairs) - east - south - west;
    return {east - west, south - north};
}

// The square grid's walk, its steps taken from two bits each and up to 32
// at once on solid tiles.
template <class Events>
void squareWalk(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const SquareCells cells(maze.region());
    const std::uint32_t width = cells.width();
    const std::uint32_t height = cells.height();
    BitVector visited(cells.gridSize());
    SolidTiles tiles(width, height);
    std::uint32_t current = cells.randomCell(rng);
    std::uint32_t x = current % width;  // current's column and row
    std::uint32_t y = current / width;
    visited.set(current);
    tiles.visit(x, y);
    detail::report(events, K::Visit, current);
    detail::report(events, K::Walker, current);
    std::size_t unvisited = maze.region().cellCount() - 1;
    while (unvisited > 0) {
        // Teaching mode pictures every step, so it takes them one by one.
        if constexpr (!Events::enabled) {
            if (tiles.solid(x, y)) {
                unsigned pairs = 0;
                const std::uint64_t steps = rng.takeBitPairs(pairs);
                const Move move = sumOfSteps(steps, pairs);
                x = static_cast<std::uint32_t>(x + move.dx);
                y = static_cast<std::uint32_t>(y + move.dy);
                current = y * width + x;
                continue;
            }
        }
        // Drawing among all four sides and skipping missing neighbours
        // keeps each step uniform over the neighbours that exist.
        const auto side = static_cast<Side>(rng.bits(2));
        std::uint32_t nx = x;
        std::uint32_t ny = y;
        switch (side) {
            case Side::North: if (y == 0) continue; --ny; break;
            case Side::East: if (x + 1 == width) continue; ++nx; break;
            case Side::South: if (y + 1 == height) continue; ++ny; break;
            case Side::West: if (x == 0) continue; --nx; break;
        }
        const std::uint32_t next = ny * width + nx;
        if (!cells.inside(next)) continue;
        if (!visited.test(next)) {
            SquareCells::carve(maze, current, side, width);
            visited.set(next);
            tiles.visit(nx, ny);
            detail::report(events, K::Visit, next);
            detail::reportWall(events, K::Carve, current, side);
            --unvisited;
        }
        current = next;
        x = nx;
        y = ny;
        detail::report(events, K::Walker, current);
    }
}

// Any other grid's walk: a step to a neighbour chosen uniformly.
template <class Cells, class Events>
[[gnu::noinline]] void randomWalk(const Cells cells, Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    BitVector visited(cells.gridSize());
    std::uint32_t current = cells.randomCell(rng);
    visited.set(current);
    detail::report(events, K::Visit, current);
    detail::report(events, K::Walker, current);
    std::size_t unvisited = maze.region().cellCount() - 1;
    while (unvisited > 0) {
        typename Cells::Way way;
        const std::uint32_t next = cells.randomNeighbour(rng, current, way);
        if (!visited.test(next)) {
            cells.carve(maze, current, way);
            visited.set(next);
            detail::report(events, K::Visit, next);
            detail::reportWall(events, K::Carve, current, way);
            --unvisited;
        }
        current = next;
        detail::report(events, K::Walker, current);
    }
}

}  // namespace

template <class Events>
void aldousBroder(Maze& maze, Rng& rng, std::span<const double> parameters, Events& events) {
    if (maze.region().grid() == GridKind::Square) return squareWalk(maze, rng, parameters, events);
    withCells(maze.region(), [&](const auto& cells) {
        if constexpr (!std::is_same_v<std::decay_t<decltype(cells)>, SquareCells>) randomWalk(cells, maze, rng, events);
    });
}

template void aldousBroder(Maze&, Rng&, std::span<const double>, NoEvents&);
template void aldousBroder(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
