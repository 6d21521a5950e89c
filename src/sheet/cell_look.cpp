#include "sheet/cell_look.hpp"

#include <cstdlib>
#include <stdexcept>

namespace mazesheet::sheet {

using core::CellPos;
using core::Side;

PathMap::PathMap(const core::Puzzle& puzzle) : width_(puzzle.maze.width()) {
    const std::size_t cells = static_cast<std::size_t>(puzzle.maze.width()) * puzzle.maze.height();
    cells_ = core::BitVector(cells);
    east_ = core::BitVector(cells);
    south_ = core::BitVector(cells);
    const auto& route = puzzle.solution;
    for (std::size_t i = 0; i < route.size(); ++i) {
        const CellPos p = route[i];
        if (!puzzle.maze.contains(p)) throw std::logic_error("solution path leaves the maze");
        cells_.set(index(p));
        if (i == 0) continue;
        const CellPos q = route[i - 1];
        const int dc = p.col - q.col;
        const int dr = p.row - q.row;
        if (std::abs(dc) + std::abs(dr) != 1) throw std::logic_error("solution path skips a cell");
        if (dc != 0) east_.set(index(dc > 0 ? q : p));
        else south_.set(index(dr > 0 ? q : p));
    }
}

BorderLook borderLook(const core::Puzzle& puzzle, const PathMap* path, CellPos p) {
    BorderLook look;
    for (const Side side : core::kSides) {
        if (!puzzle.maze.isOpen(p, side)) look.closed |= static_cast<std::uint8_t>(1U << static_cast<int>(side));
    }
    if (p == puzzle.start) look.mark = Mark::Start;
    else if (p == puzzle.finish) look.mark = Mark::Finish;
    look.path = path != nullptr && path->visits(p);
    return look;
}

Block blockAt(const core::Puzzle& puzzle, const PathMap* path, int x, int y) {
    const core::Maze& maze = puzzle.maze;
    const int c = x / 2;
    const int r = y / 2;
    const bool cellColumn = x % 2 == 1;
    const bool cellRow = y % 2 == 1;
    if (cellColumn && cellRow) {
        const CellPos p{c, r};
        if (!maze.contains(p)) return Block::Outside;
        if (p == puzzle.start) return Block::Start;
        if (p == puzzle.finish) return Block::Finish;
        return path != nullptr && path->visits(p) ? Block::Path : Block::Open;
    }
    if (cellColumn != cellRow) {
        // The wall between cell a and its neighbour across `side`, seen from
        // whichever of the two is in the region.
        const CellPos a = cellRow ? CellPos{c - 1, r} : CellPos{c, r - 1};
        const Side side = cellRow ? Side::East : Side::South;
        const CellPos b = core::step(a, side);
        bool open = false;
        if (maze.contains(a)) open = maze.isOpen(a, side);
        else if (maze.contains(b)) open = maze.isOpen(b, core::opposite(side));
        else return Block::Outside;
        if (!open) return Block::Wall;
        const bool inside = maze.contains(a) && maze.contains(b);
        const bool used = path != nullptr && inside && (cellRow ? path->usesEast(a) : path->usesSouth(a));
        return used ? Block::Path : Block::Open;  // a door stays open, never shaded
    }
    // A corner post: a wall wherever it touches the maze.
    const bool touches = maze.contains({c - 1, r - 1}) || maze.contains({c, r - 1}) || maze.contains({c - 1, r}) ||
                         maze.contains({c, r});
    return touches ? Block::Wall : Block::Outside;
}

}  // namespace mazesheet::sheet
