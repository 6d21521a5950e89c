// Sidewinder: each row is cut into runs of east passages; every run but those
// of the top row opens north from one random cell of the run.
#include "cells.hpp"

namespace mazesheet::core::generators {

void sidewinder(Maze& maze, Rng& rng, std::span<const double>) {
    const auto width = static_cast<std::uint32_t>(maze.width());
    const auto height = static_cast<std::uint32_t>(maze.height());
    for (std::uint32_t row = 0; row < height; ++row) {
        std::uint32_t runStart = 0;
        for (std::uint32_t col = 0; col < width; ++col) {
            const std::uint32_t cell = row * width + col;
            const bool lastColumn = col + 1 == width;
            if (row == 0) {  // the top row is one long run
                if (!lastColumn) maze.carveEast(cell);
                continue;
            }
            if (!lastColumn && rng.coin()) {
                maze.carveEast(cell);
                continue;
            }
            const std::uint32_t upCol = runStart + rng.below(col - runStart + 1);
            maze.carveSouth((row - 1) * width + upCol);
            runStart = col + 1;
        }
    }
}

}  // namespace mazesheet::core::generators
