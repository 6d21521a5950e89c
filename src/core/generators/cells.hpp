// SPDX-License-Identifier: MIT
#pragma once
// What the generators share. Each generator is a function template
//     template <class Events>
//     void NAME(Maze& maze, Rng& rng, std::span<const double> parameters, Events& events)
// that turns a maze with every wall closed into a perfect maze over its
// region, reporting what it does to `events` (core/carve_events.hpp), and is
// instantiated in its file for NoEvents (plain generation) and CarveObserver
// (teaching mode); registry.cpp lists both with the algorithm's name,
// parameters and the words of its step pictures' legend.
//
// Index arithmetic: cells are numbered row * width + col, and a neighbour
// outside the region is kNoCell.
#include <cstdint>
#include <limits>

#include <span>

#include "core/carve_events.hpp"
#include "core/maze.hpp"
#include "core/rng.hpp"

namespace mazesheet::core::detail {

inline constexpr std::uint32_t kNoCell = std::numeric_limits<std::uint32_t>::max();

class Cells {
public:
    explicit Cells(const Maze& maze)
        : region_(maze.region()),
          width_(static_cast<std::uint32_t>(maze.width())),
          height_(static_cast<std::uint32_t>(maze.height())),
          rectangle_(region_.isRectangle()) {}

    std::uint32_t width() const { return width_; }
    std::uint32_t height() const { return height_; }
    std::uint32_t gridSize() const { return width_ * height_; }
    // The rectangle test is kept here, where the compiler can see it stays
    // put: read through the region it was reloaded after every store.
    bool inside(std::uint32_t i) const { return rectangle_ || region_.containsIndex(i); }

    std::uint32_t neighbour(std::uint32_t i, Side side) const {
        const std::uint32_t col = i % width_;
        std::uint32_t n = kNoCell;
        switch (side) {
            case Side::North: n = i >= width_ ? i - width_ : kNoCell; break;
            case Side::South: n = i + width_ < gridSize() ? i + width_ : kNoCell; break;
            case Side::West: n = col > 0 ? i - 1 : kNoCell; break;
            case Side::East: n = col + 1 < width_ ? i + 1 : kNoCell; break;
        }
        return n != kNoCell && inside(n) ? n : kNoCell;
    }

    // The neighbour across `side` when it is known to be a region cell (the
    // way back along a passage already carved): no bounds or region tests.
    std::uint32_t across(std::uint32_t i, Side side) const { return stepIndex(i, side, width_); }

    // The sides of cell i whose neighbour is in the region and whose flag in
    // `marks` equals `marked`; returns how many were written to `out`.
    std::uint32_t sidesWhere(std::uint32_t i, const BitVector& marks, bool marked, Side (&out)[4]) const {
        std::uint32_t count = 0;
        if (rectangle_) {
            // Every grid cell is a region cell: one division and four bound
            // tests, where neighbour() repeats both for each side.
            const std::uint32_t col = i % width_;
            const auto consider = [&](bool exists, std::uint32_t n, Side side) {
                if (exists && marks.test(n) == marked) out[count++] = side;
            };
            consider(i >= width_, i - width_, Side::North);
            consider(col + 1 < width_, i + 1, Side::East);
            consider(i + width_ < gridSize(), i + width_, Side::South);
            consider(col > 0, i - 1, Side::West);
            return count;
        }
        for (Side side : kSides) {
            const std::uint32_t n = neighbour(i, side);
            if (n != kNoCell && marks.test(n) == marked) out[count++] = side;
        }
        return count;
    }

    // A uniformly chosen region cell. Rejection over the bounding grid is
    // fast for any reasonable mask; a very sparse one falls back to counting.
    std::uint32_t randomCell(Rng& rng) const {
        for (int attempt = 0; attempt < 64; ++attempt) {
            const std::uint32_t i = rng.below(gridSize());
            if (inside(i)) return i;
        }
        std::uint32_t k = rng.below(static_cast<std::uint32_t>(region_.cellCount()));
        for (std::uint32_t i = 0;; ++i) {
            if (inside(i) && k-- == 0) return i;
        }
    }

private:
    const Region& region_;
    std::uint32_t width_;
    std::uint32_t height_;
    bool rectangle_;
};

// Opens the wall of cell i on `side` (the neighbour must be in the region).
inline void carveIndex(Maze& maze, std::uint32_t i, Side side, std::uint32_t width) {
    switch (side) {
        case Side::East: maze.carveEast(i); break;
        case Side::South: maze.carveSouth(i); break;
        case Side::West: maze.carveEast(i - 1); break;
        case Side::North: maze.carveSouth(i - width); break;
    }
}

// The same, reported as a Carve event.
template <class Events>
void carveIndex(Maze& maze, std::uint32_t i, Side side, std::uint32_t width, Events& events) {
    carveIndex(maze, i, side, width);
    events(CarveEvent::wall(CarveEvent::Kind::Carve, i, side));
}

// A wall event (Carve, Merge, Build) about a change already made.
template <class Events>
void reportWall(Events& events, CarveEvent::Kind kind, std::uint32_t cell, Side side) {
    events(CarveEvent::wall(kind, cell, side));
}

// A cell event (Visit, Push, Pop, ...).
template <class Events>
void report(Events& events, CarveEvent::Kind kind, std::uint32_t cell) {
    events(CarveEvent::at(kind, cell));
}

}  // namespace mazesheet::core::detail
