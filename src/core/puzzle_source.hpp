// SPDX-License-Identifier: MIT
#pragma once
// The mazes an output is written from, made when a writer reaches them.
// A class set's mazes follow from the spec and their number (makePuzzle is
// deterministic), so a writer that takes them one at a time holds one maze,
// however many the set has, and several outputs can each make them again.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

#include "puzzle.hpp"

namespace mazesheet::core {

class PuzzleSource {
public:
    virtual ~PuzzleSource() = default;
    virtual std::size_t count() const = 0;
    // Maze `index` (0-based). It lives while someone holds it: a writer keeps
    // it while it writes it and lets go before asking for the next. A source
    // may keep the last one it made, so asking for it again costs nothing.
    virtual std::shared_ptr<const Puzzle> puzzle(std::size_t index) = 0;
    // Maze `index`'s seed, without making it (a workbook's properties name
    // every maze's seed before the first sheet is written).
    virtual std::uint64_t seed(std::size_t index) const = 0;
};

// Mazes made already, which must outlive every use of the source (tests,
// teaching mode's one maze).
class MadePuzzles final : public PuzzleSource {
public:
    explicit MadePuzzles(std::span<const Puzzle> puzzles) : puzzles_(puzzles) {}
    std::size_t count() const override { return puzzles_.size(); }
    std::shared_ptr<const Puzzle> puzzle(std::size_t index) override {
        // Owns nothing: the caller keeps the puzzles alive.
        return {std::shared_ptr<const Puzzle>(), &puzzles_[index]};
    }
    std::uint64_t seed(std::size_t index) const override { return puzzles_[index].seed; }

private:
    std::span<const Puzzle> puzzles_;
};

}  // namespace mazesheet::core
