// SPDX-License-Identifier: MIT
#include "page/hex_bricks.hpp"

namespace mazesheet::page {

using core::CellPos;
using core::HexCells;
using core::Side;

std::optional<BrickCell> brickAt(int x, int y, int width) {
    const int local = x - (y & 1);  // columns from the row's first brick
    if (local < 0 || local >= 2 * width) return std::nullopt;
    return BrickCell{{local / 2, y}, local % 2 == 1};
}

BrickLooks::BrickLooks(const core::Puzzle& puzzle) : puzzle_(puzzle), cells_(puzzle.maze.region()) {}

std::optional<HexCells::Way> BrickLooks::doorEdge(CellPos p) const {
    for (const core::Door& door : puzzle_.maze.doors()) {
        if (door.cell != p) continue;
        return cells_.doorWay(puzzle_.maze.region().index(p.col, p.row), door.side);
    }
    return std::nullopt;
}

BorderLook BrickLooks::look(CellPos p, bool right, const PathMap* path) const {
    const auto i = puzzle_.maze.region().index(p.col, p.row);
    const std::optional<HexCells::Way> door = doorEdge(p);
    const auto closed = [&](HexCells::Way way) { return !cells_.isOpen(puzzle_.maze, i, way) && door != way; };
    const auto bit = [](Side side) { return static_cast<unsigned>(1U << static_cast<unsigned>(side)); };
    unsigned walls = 0;
    if (closed(right ? HexCells::NorthEast : HexCells::NorthWest)) walls |= bit(Side::North);
    if (closed(right ? HexCells::SouthEast : HexCells::SouthWest)) walls |= bit(Side::South);
    if (right && closed(HexCells::East)) walls |= bit(Side::East);
    if (!right && closed(HexCells::West)) walls |= bit(Side::West);
    BorderLook look;
    look.closed = static_cast<std::uint8_t>(walls);
    if (p == puzzle_.start) look.mark = Mark::Start;
    else if (p == puzzle_.finish) look.mark = Mark::Finish;
    look.path = path != nullptr && path->visits(p);
    return look;
}

bool BrickLooks::letterOnRight(CellPos p) const {
    const std::optional<HexCells::Way> door = doorEdge(p);
    return door == HexCells::East || door == HexCells::NorthEast || door == HexCells::SouthEast;
}

BrickSpot brickLetterCell(const core::Puzzle& puzzle, CellPos p, const MazePlace& place) {
    const bool right = BrickLooks(puzzle).letterOnRight(p);
    return {place.firstRow + p.row, place.firstCol + brickCol(p) + (right ? 1 : 0)};
}

}  // namespace mazesheet::page
