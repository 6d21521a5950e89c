// SPDX-License-Identifier: MIT
#include "braid.hpp"

#include <cmath>
#include <vector>

namespace mazesheet::core {

std::size_t countDeadEnds(const Maze& maze) {
    // Every maze is measured, so this runs once per cell of every request:
    // grid indices and wall bits, not degree()'s positions (a third of the
    // puzzle step's time at 300x300 went there). Passages join region cells
    // only, so a cell outside the region has none and needs no test.
    const auto width = static_cast<std::uint32_t>(maze.width());
    const auto height = static_cast<std::uint32_t>(maze.height());
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
}

std::size_t braid(Maze& maze, double fraction, Rng& rng) {
    if (!(fraction > 0.0)) return 0;
    // Grid indices (four bytes each, counted first so the list is allocated
    // once): positions took eight, and growing doubled the peak.
    std::vector<std::uint32_t> deadEnds;
    deadEnds.reserve(countDeadEnds(maze));
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            if (maze.contains({col, row}) && maze.degree({col, row}) == 1) {
                deadEnds.push_back(maze.region().index(col, row));
            }
        }
    }
    const auto target = static_cast<std::size_t>(std::llround(std::min(fraction, 1.0) * static_cast<double>(deadEnds.size())));
    shuffle(deadEnds, rng);
    std::size_t removed = 0;
    for (const std::uint32_t index : deadEnds) {
        if (removed >= target) break;
        const CellPos cell = maze.region().position(index);
        if (maze.degree(cell) != 1) continue;  // an earlier opening cured it
        Side walls[4];
        Side toDeadEnds[4];
        std::uint32_t wallCount = 0;
        std::uint32_t deadEndCount = 0;
        for (Side side : kSides) {
            if (!maze.hasNeighbour(cell, side) || maze.isOpen(cell, side)) continue;
            walls[wallCount++] = side;
            if (maze.degree(step(cell, side)) == 1) toDeadEnds[deadEndCount++] = side;
        }
        if (wallCount == 0) continue;
        const Side side = deadEndCount > 0 ? toDeadEnds[rng.below(deadEndCount)] : walls[rng.below(wallCount)];
        removed += deadEndCount > 0 ? 2 : 1;  // this dead end, and the neighbour if it was one
        maze.carve(cell, side);
    }
    return removed;
}

}  // namespace mazesheet::core
