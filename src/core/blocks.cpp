// SPDX-License-Identifier: MIT
#include "blocks.hpp"

namespace mazesheet::core {

BlockKind blockKind(const Maze& maze, int x, int y) {
    const int c = x / 2;
    const int r = y / 2;
    const bool cellColumn = x % 2 == 1;
    const bool cellRow = y % 2 == 1;
    if (cellColumn && cellRow) return maze.contains({c, r}) ? BlockKind::Cell : BlockKind::Outside;
    if (cellColumn != cellRow) {
        // The wall between cell a and its neighbour across `side`, read from
        // whichever of the two is in the region (a door belongs to one cell).
        const CellPos a = cellRow ? CellPos{c - 1, r} : CellPos{c, r - 1};
        const Side side = cellRow ? Side::East : Side::South;
        const CellPos b = step(a, side);
        bool open;
        if (maze.contains(a)) open = maze.isOpen(a, side);
        else if (maze.contains(b)) open = maze.isOpen(b, opposite(side));
        else return BlockKind::Outside;
        return open ? BlockKind::Open : BlockKind::Wall;
    }
    const bool touches =
        maze.contains({c - 1, r - 1}) || maze.contains({c, r - 1}) || maze.contains({c - 1, r}) || maze.contains({c, r});
    return touches ? BlockKind::Wall : BlockKind::Outside;
}

}  // namespace mazesheet::core
