// SPDX-License-Identifier: MIT
#include "class_set.hpp"

#include "core/rng.hpp"

namespace mazesheet::cli {

ClassSet::ClassSet(const core::PuzzleSpec& spec, int count, ProgressBar& progress) : progress_(progress), spec_(spec) {
    const auto mazes = static_cast<std::size_t>(count);
    seeds_.reserve(mazes);
    for (std::size_t k = 0; k < mazes; ++k) seeds_.push_back(core::derivedSeed(spec.seed, k));
    // Only a level's search can fail for some seeds and not others.
    const std::size_t madeNow = spec.level != nullptr ? mazes : 1;
    progress.job(mazes > 1 ? "maze" : "", madeNow);
    for (std::size_t k = 0; k < madeNow; ++k) {
        progress.item(k + 1);
        const auto made = make(k, &progress);
        seeds_[k] = made->seed;
        if (k == 0) first_ = {made->algorithm, made->maze.width(), made->maze.height(), made->difficulty};
    }
}

std::shared_ptr<const core::Puzzle> ClassSet::puzzle(std::size_t index) {
    if (count() > 1) progress_.item(index + 1);
    if (last_ != nullptr && lastIndex_ == index) return last_;
    auto made = make(index, count() > 1 ? &progress_ : nullptr);
    if (count() > 1) progress_.stage(writingStage_);
    return made;
}

std::shared_ptr<const core::Puzzle> ClassSet::make(std::size_t index, core::Progress* progress) {
    last_.reset();  // before the next is made: one maze at a time
    core::PuzzleSpec spec = spec_;
    spec.seed = seeds_[index];
    last_ = std::make_shared<const core::Puzzle>(core::makePuzzle(spec, progress));
    lastIndex_ = index;
    return last_;
}

}  // namespace mazesheet::cli
