// SPDX-License-Identifier: MIT
#pragma once
// Streamed carving. Row-local algorithms (eller, sidewinder, binary tree)
// carve a maze one row at a time and touch no row but that one and the one
// above, so a maze of any height can be carved row by row as a writer
// reaches it, in the memory of a few rows (Maze::window, PuzzleRows).
#include <cstdint>
#include <memory>

#include "carve_events.hpp"
#include "maze.hpp"
#include "rng.hpp"

namespace mazesheet::core {

// One algorithm's carving, a row per call.
class RowCarver {
public:
    virtual ~RowCarver() = default;
    // Carves row `row`; rows come in order from 0, and the maze holds this
    // row and the one above it.
    virtual void carveRow(Maze& maze, std::uint32_t row) = 0;
};

// The algorithms' own row carvers in a RowCarver: `Rows` has a constructor
// (const Maze&, Rng&) and carveRow(Maze&, row, NoEvents&). The carver owns
// the random stream, so it carves what the whole-maze function carves from
// the same seed.
template <class Rows>
class OwnedRowCarver final : public RowCarver {
public:
    OwnedRowCarver(const Maze& maze, Rng rng) : rng_(rng), rows_(maze, rng_) {}
    void carveRow(Maze& maze, std::uint32_t row) override { rows_.carveRow(maze, row, none_); }

private:
    Rng rng_;
    Rows rows_;
    NoEvents none_;
};

// The whole maze from an algorithm's row carver `Rows` (as OwnedRowCarver
// describes it): every row in order, drawing from the caller's `rng`.
template <class Rows, class Events>
void carveEveryRow(Maze& maze, Rng& rng, Events& events) {
    Rows rows(maze, rng);
    const auto height = static_cast<std::uint32_t>(maze.height());
    for (std::uint32_t row = 0; row < height; ++row) rows.carveRow(maze, row, events);
}

// The registry's RowCarverFunction for `Rows`.
template <class Rows>
std::unique_ptr<RowCarver> ownedRowCarver(const Maze& maze, Rng rng) {
    return std::make_unique<OwnedRowCarver<Rows>>(maze, rng);
}

}  // namespace mazesheet::core
