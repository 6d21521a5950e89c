// SPDX-License-Identifier: MIT
#pragma once
// Reading a puzzle's maze row by row, from the top down: what a writer that
// goes through the maze once does (a workbook's maze sheet). A whole maze is
// read as it is. A streamed puzzle (streams()) holds an uncarved window and
// the generator that carves it: each reader carves a copy of its own, a few
// rows at a time, as it comes to them. So the puzzle itself never changes,
// every reader sees the same walls, and memory stays flat in the height.
#include <memory>
#include <optional>

#include "puzzle.hpp"
#include "row_carving.hpp"

namespace mazesheet::core {

class PuzzleRows {
public:
    // Rows a streamed maze holds: the row read and its neighbours above and
    // below.
    static constexpr int kWindowRows = 3;

    // `puzzle` must outlive the reader.
    explicit PuzzleRows(const Puzzle& puzzle);

    // The puzzle with the four walls of row `row`'s cells readable. A
    // streamed one is carved up to row + 1 (sidewinder and binary tree open a
    // row's south walls from the row below) and keeps rows row - 1 .. row + 1,
    // so asking for a row above the previous call's row - 1 is a logic error.
    const Puzzle& upTo(int row);

private:
    const Puzzle* whole_ = nullptr;
    std::optional<Puzzle> window_;  // a streamed puzzle's copy, carved as it is read
    std::unique_ptr<RowCarver> carver_;
    int carved_ = 0;  // rows carved so far
};

}  // namespace mazesheet::core
