// SPDX-License-Identifier: MIT
#include "puzzle_rows.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace mazesheet::core {

PuzzleRows::PuzzleRows(const Puzzle& puzzle) {
    if (!puzzle.rowCarving) {
        whole_ = &puzzle;
        return;
    }
    window_.emplace(puzzle);
    carver_ = puzzle.rowCarving->rowCarver(window_->maze, Rng(puzzle.seed));
}

const Puzzle& PuzzleRows::upTo(int row) {
    if (whole_ != nullptr) return *whole_;
    Maze& maze = window_->maze;
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
    return *window_;
}

}  // namespace mazesheet::core
