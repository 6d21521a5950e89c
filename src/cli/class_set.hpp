// SPDX-License-Identifier: MIT
#pragma once
// The mazes of a run, made maze by maze as the writers reach them and
// dropped after: a class set of a thousand mazes is never held whole. Each maze follows from the spec and its seed, so every output
// makes the same maze again.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/puzzle.hpp"
#include "core/puzzle_source.hpp"
#include "progress_bar.hpp"

namespace mazesheet::cli {

class ClassSet final : public core::PuzzleSource {
public:
    // Makes now, under `progress`, what must fail before any output is
    // written: with a difficulty level every maze (a level may find no maze
    // in its band; the seed of the one it accepts is kept, so each is made
    // again at once), otherwise the first maze (what fails for one seed of
    // a spec fails for all). Throws core::InputError as makePuzzle does.
    ClassSet(const core::PuzzleSpec& spec, int count, ProgressBar& progress);

    std::size_t count() const override { return seeds_.size(); }
    // Keeps the last maze made (a single maze is made once for every output
    // and the closing report). Shows each maze of a set on the progress bar
    // as "maze k of N", its carving, then `writingStage`.
    std::shared_ptr<const core::Puzzle> puzzle(std::size_t index) override;
    void showWriting(std::string stage) { writingStage_ = std::move(stage); }
    std::uint64_t seed(std::size_t index) const override { return seeds_[index]; }

    // What the first maze is, for the closing report.
    struct Summary {
        std::string algorithm;
        int width = 0;
        int height = 0;
        std::string_view difficulty;
    };
    const Summary& first() const { return first_; }

private:
    std::shared_ptr<const core::Puzzle> make(std::size_t index, core::Progress* progress);

    ProgressBar& progress_;
    std::string writingStage_;
    core::PuzzleSpec spec_;
    std::vector<std::uint64_t> seeds_;  // each maze's own: makePuzzle with it makes that maze at once
    Summary first_;
    std::size_t lastIndex_ = 0;
    std::shared_ptr<const core::Puzzle> last_;
};

}  // namespace mazesheet::cli
