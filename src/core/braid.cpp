// SPDX-License-Identifier: MIT
#include "braid.hpp"

#include <cmath>
#include <vector>

#include "topology.hpp"

namespace mazesheet::core {

namespace {

template <class Cells>
std::size_t deadEndsOn(const Cells cells, const Maze& maze) {
    if constexpr (Cells::kKind == GridKind::Square) {
        // Every maze is measured, so this runs once per cell of every
        // request: grid indices and wall bits, not degree()'s positions (a
        // third of the puzzle step's time at 300x300 went there). Passages
        // join region cells only, so a cell outside the region has none and
        // needs no test.
        const std::uint32_t width = cells.width();
        const std::uint32_t height = cells.height();
        std::size_t count = 0;
        for (std::uint32_t row = 0; row < height; ++row) {
            for (std::uint32_t col = 0; col < width; ++col) {
                const std::uint32_t i = row * width + col;
                unsigned passages = unsigned{maze.eastOpen(i)} + unsigned{maze.southOpen(i)};
                if (col > 0) passages += maze.eastOpen(i - 1);
                if (row > 0) passages += maze.southOpen(i - width);
                count += passages == 1;
            }
        }
        return count;
    } else {
        std::size_t count = 0;
        for (std::uint32_t i = 0; i < cells.gridSize(); ++i) count += cells.inside(i) && cells.degree(maze, i) == 1;
        return count;
    }
}

template <class Cells>
std::size_t braidOn(const Cells cells, Maze& maze, double fraction, Rng& rng) {
    using Way = typename Cells::Way;
    // Grid indices (four bytes each, counted first so the list is allocated
    // once): positions took eight, and growing doubled the peak.
    std::vector<std::uint32_t> deadEnds;
    deadEnds.reserve(deadEndsOn(cells, maze));
    for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
        if (cells.inside(i) && cells.degree(maze, i) == 1) deadEnds.push_back(i);
    }
    const auto target = static_cast<std::size_t>(std::llround(std::min(fraction, 1.0) * static_cast<double>(deadEnds.size())));
    shuffle(deadEnds, rng);
    std::size_t removed = 0;
    for (const std::uint32_t cell : deadEnds) {
        if (removed >= target) break;
        if (cells.degree(maze, cell) != 1) continue;  // an earlier opening cured it
        Way walls[Cells::kMaxWays];
        Way toDeadEnds[Cells::kMaxWays];
        std::uint32_t wallCount = 0;
        std::uint32_t deadEndCount = 0;
        for (const Way way : Cells::kAllWays) {
            const std::uint32_t n = cells.neighbour(cell, way);
            if (n == kNoCell || cells.isOpen(maze, cell, way)) continue;
            walls[wallCount++] = way;
            if (cells.degree(maze, n) == 1) toDeadEnds[deadEndCount++] = way;
        }
        if (wallCount == 0) continue;
        const Way way = deadEndCount > 0 ? toDeadEnds[rng.below(deadEndCount)] : walls[rng.below(wallCount)];
        removed += deadEndCount > 0 ? 2 : 1;  // this dead end, and the neighbour if it was one
        cells.carve(maze, cell, way);
    }
    return removed;
}

}  // namespace

std::size_t countDeadEnds(const Maze& maze) {
    return withCells(maze.region(), [&](const auto& cells) { return deadEndsOn(cells, maze); });
}

std::size_t braid(Maze& maze, double fraction, Rng& rng) {
    if (!(fraction > 0.0)) return 0;
    return withCells(maze.region(), [&](const auto& cells) { return braidOn(cells, maze, fraction, rng); });
}

}  // namespace mazesheet::core
