// Binary tree: every cell opens north or west (a fair coin where both exist),
// which leaves the top row and left column as unbroken corridors.
#include "cells.hpp"

namespace mazesheet::core::generators {

void binaryTree(Maze& maze, Rng& rng, std::span<const double>) {
    const auto width = static_cast<std::uint32_t>(maze.width());
    const auto height = static_cast<std::uint32_t>(maze.height());
    for (std::uint32_t row = 0; row < height; ++row) {
        for (std::uint32_t col = 0; col < width; ++col) {
            const std::uint32_t cell = row * width + col;
            const bool canNorth = row > 0;
            const bool canWest = col > 0;
            if (canNorth && (!canWest || rng.coin())) {
                maze.carveSouth(cell - width);
            } else if (canWest) {
                maze.carveEast(cell - 1);
            }
        }
    }
}

}  // namespace mazesheet::core::generators
