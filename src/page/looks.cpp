// SPDX-License-Identifier: MIT
#include "page/looks.hpp"

#include <stdexcept>

#include "core/blocks.hpp"

namespace mazesheet::page {

using core::CellPos;
using core::Side;

PathMap::PathMap(const core::Puzzle& puzzle) : width_(puzzle.maze.width()) {
    const std::size_t cells = puzzle.maze.region().gridSize();
    cells_ = core::BitVector(cells);
    east_ = core::BitVector(cells);
    south_ = core::BitVector(cells);
    // A Path's cells are neighbours by construction; it can still leave the
    // maze if it was made for another one.
    bool first = true;
    CellPos q{};
    for (const CellPos p : puzzle.solution) {
        if (!puzzle.maze.contains(p)) throw std::logic_error("solution path leaves the maze");
        cells_.set(index(p));
        if (!first) {
            if (p.col != q.col) east_.set(index(p.col > q.col ? q : p));
            else south_.set(index(p.row > q.row ? q : p));
        }
        first = false;
        q = p;
    }
}

BorderLook borderLook(const core::Puzzle& puzzle, const PathMap* path, CellPos p) {
    BorderLook look;
    look.closed = static_cast<std::uint8_t>(~puzzle.maze.openSides(p) & 15U);
    if (p == puzzle.start) look.mark = Mark::Start;
    else if (p == puzzle.finish) look.mark = Mark::Finish;
    look.path = path != nullptr && path->visits(p);
    return look;
}

Block blockAt(const core::Puzzle& puzzle, const PathMap* path, int x, int y) {
    const core::Maze& maze = puzzle.maze;
    switch (core::blockKind(maze, x, y)) {
        case core::BlockKind::Outside: return Block::Outside;
        case core::BlockKind::Wall: return Block::Wall;
        case core::BlockKind::Cell: {
            const CellPos p{x / 2, y / 2};
            if (p == puzzle.start) return Block::Start;
            if (p == puzzle.finish) return Block::Finish;
            return path != nullptr && path->visits(p) ? Block::Path : Block::Open;
        }
        case core::BlockKind::Open: break;
    }
    // An open wall block: shaded where the path passes between two cells
    // (a door stays open, never shaded).
    const bool betweenColumns = y % 2 == 1;
    const CellPos a = betweenColumns ? CellPos{x / 2 - 1, y / 2} : CellPos{x / 2, y / 2 - 1};
    const CellPos b = core::step(a, betweenColumns ? Side::East : Side::South);
    const bool inside = maze.contains(a) && maze.contains(b);
    const bool used = path != nullptr && inside && (betweenColumns ? path->usesEast(a) : path->usesSouth(a));
    return used ? Block::Path : Block::Open;
}

}  // namespace mazesheet::page
