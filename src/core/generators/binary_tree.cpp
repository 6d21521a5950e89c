// SPDX-License-Identifier: MIT
// Binary tree: every cell opens north or west (a fair coin where both exist),
// which leaves the top row and left column as unbroken corridors. On a
// circle every cell but the centre opens inward or clockwise, the last cell
// of each ring inward (clockwise it would close a loop round the ring).
// Steps: the cells done, in reading order.
#include "carving.hpp"
#include "core/row_carving.hpp"

namespace mazesheet::core {
namespace {

// The carving, a row per call (whole mazes call it for every row, streamed
// ones as a writer reaches each row); a row opens north into the one above.
class BinaryTreeRows {
public:
    BinaryTreeRows(const Maze& maze, Rng& rng) : rng_(&rng), width_(static_cast<std::uint32_t>(maze.width())) {}

    template <class Events>
    void carveRow(Maze& maze, std::uint32_t row, Events& events) {
        using K = CarveEvent::Kind;
        Rng& rng = *rng_;
        const std::uint32_t width = width_;
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

private:
    Rng* rng_;
    std::uint32_t width_;
};

// The rings of a circle, the centre's first.
template <class Events>
void binaryTreeRings(Maze& maze, Rng& rng, Events& events) {
    using K = CarveEvent::Kind;
    const CircleCells cells(maze.region());
    const std::uint32_t width = cells.width();
    detail::report(events, K::Visit, 0);
    for (std::uint32_t ring = 1; ring < cells.height(); ++ring) {
        const std::uint32_t size = cells.ringSize(ring);
        for (std::uint32_t col = 0; col < size; ++col) {
            const std::uint32_t cell = ring * width + col;
            detail::report(events, K::Visit, cell);
            const bool inward = col + 1 == size || rng.coin();
            detail::carve(cells, maze, cell, inward ? CircleCells::Inward : CircleCells::Clockwise, events);
        }
    }
}

}  // namespace

namespace generators {

template <class Events>
void binaryTree(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    if (maze.region().grid() == GridKind::Circle) return binaryTreeRings(maze, rng, events);
    carveEveryRow<BinaryTreeRows>(maze, rng, events);
}

template void binaryTree(Maze&, Rng&, std::span<const double>, NoEvents&);
template void binaryTree(Maze&, Rng&, std::span<const double>, CarveObserver&);

std::unique_ptr<RowCarver> binaryTreeRows(const Maze& maze, Rng rng, std::span<const double>) {
    return ownedRowCarver<BinaryTreeRows>(maze, rng);
}

}  // namespace generators
}  // namespace mazesheet::core
