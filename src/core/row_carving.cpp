#include "row_carving.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace mazesheet::core {

void RowFeed::prepare(Maze& maze, int row) {
    if (row < maze.firstRow() + (row > 0 ? 1 : 0)) {
        throw std::logic_error("streamed maze: row " + std::to_string(row) + " was asked for after row " +
                               std::to_string(maze.firstRow() + 1) + "; rows must be read in order");
    }
    const int last = std::min(row + 1, maze.height() - 1);
    while (carved_ <= last) {
        while (carved_ >= maze.firstRow() + kWindowRows) maze.slideWindow();
        carver_->carveRow(maze, static_cast<std::uint32_t>(carved_));
        ++carved_;
    }
    while (row - 1 > maze.firstRow()) maze.slideWindow();
}

}  // namespace mazesheet::core
