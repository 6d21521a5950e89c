// SPDX-License-Identifier: MIT
#pragma once
// The block picture of a maze (block text, docs/MANUAL.md): a (2W+1) x (2H+1) grid in
// which cell (c, r) is block (2c+1, 2r+1), the blocks between two cells are
// their wall or passage, and the even-even blocks are corner posts. The text
// writer and the workbook's blocks style both draw this one grid.
#include "maze.hpp"

namespace mazesheet::core {

enum class BlockKind { Outside, Wall, Open, Cell };

// What block (x, y) is, for 0 <= x <= 2W and 0 <= y <= 2H:
// - a cell block: Cell for a region cell, Outside otherwise;
// - a wall block: Open for a passage or a door, Wall for a closed wall,
//   Outside when neither of its two cells is in the region;
// - a corner post: Wall wherever it touches the region, Outside otherwise.
BlockKind blockKind(const Maze& maze, int x, int y);

}  // namespace mazesheet::core
