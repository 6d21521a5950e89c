// Binary tree: every cell opens north or west (a fair coin where both exist),
// which leaves the top row and left column as unbroken corridors.
// Steps: the cells done, in reading order.
#include "cells.hpp"

namespace mazesheet::core::generators {

template <class Events>
void binaryTree(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const auto width = static_cast<std::uint32_t>(maze.width());
    const auto height = static_cast<std::uint32_t>(maze.height());
    for (std::uint32_t row = 0; row < height; ++row) {
        for (std::uint32_t col = 0; col < width; ++col) {
            const std::uint32_t cell = row * width + col;
            const bool canNorth = row > 0;
            const bool canWest = col > 0;
            detail::report(events, K::Visit, cell);
            if (canNorth && (!canWest || rng.coin())) {
                maze.carveSouth(cell - width);
                events(CarveEvent::wall(K::Carve, cell, Side::North));
            } else if (canWest) {
                maze.carveEast(cell - 1);
                events(CarveEvent::wall(K::Carve, cell, Side::West));
            }
        }
    }
}

template void binaryTree(Maze&, Rng&, std::span<const double>, NoEvents&);
template void binaryTree(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace mazesheet::core::generators
