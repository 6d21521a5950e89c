#include "block_text.hpp"

namespace mazesheet::text {

using core::CellPos;
using core::Side;

std::string blockText(const core::Puzzle& puzzle) {
    const core::Maze& maze = puzzle.maze;
    const int cols = 2 * maze.width() + 1;
    const int rows = 2 * maze.height() + 1;
    std::string out(static_cast<std::size_t>(rows) * (cols + 1), '.');
    const auto at = [&](int line, int column) -> char& {
        return out[static_cast<std::size_t>(line) * (cols + 1) + column];
    };
    // The wall on `side` of a cell, seen from whichever of the two cells is
    // inside the region ('.' when neither is).
    const auto wallChar = [&](CellPos a, Side side) {
        const CellPos b = core::step(a, side);
        if (maze.contains(a)) return maze.isOpen(a, side) ? ' ' : '#';
        if (maze.contains(b)) return maze.isOpen(b, core::opposite(side)) ? ' ' : '#';
        return '.';
    };
    for (int line = 0; line < rows; ++line) {
        at(line, cols) = '\n';
        for (int column = 0; column < cols; ++column) {
            const int c = column / 2;
            const int r = line / 2;
            const bool cellColumn = column % 2 == 1;
            const bool cellLine = line % 2 == 1;
            char ch;
            if (cellColumn && cellLine) {
                const CellPos p{c, r};
                ch = !maze.contains(p) ? '.' : p == puzzle.start ? 'S' : p == puzzle.finish ? 'F' : ' ';
            } else if (cellLine) {  // between (c-1, r) and (c, r)
                ch = wallChar({c - 1, r}, Side::East);
            } else if (cellColumn) {  // between (c, r-1) and (c, r)
                ch = wallChar({c, r - 1}, Side::South);
            } else {  // a corner post, drawn wherever it touches the maze
                const bool touches = maze.contains({c - 1, r - 1}) || maze.contains({c, r - 1}) ||
                                     maze.contains({c - 1, r}) || maze.contains({c, r});
                ch = touches ? '#' : '.';
            }
            at(line, column) = ch;
        }
    }
    return out;
}

}  // namespace mazesheet::text
