// SPDX-License-Identifier: MIT
#pragma once
// A way through a maze as its first cell and the side each step leaves
// through, two bits a step: a solution can run through a large share of a
// huge maze's cells, and eight bytes per cell (a list of positions) made
// the solution the largest thing a puzzle held after its walls. A way on
// another grid (circle, hex, triangle), whose steps are not Sides, is kept
// as that list of positions (Path::through).
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <span>
#include <vector>

#include "maze.hpp"

namespace mazesheet::core {

class Path {
public:
    // No cells.
    Path() = default;
    // The path through `cells`, each beside the one before it (else
    // std::invalid_argument): for tests and small uses.
    explicit Path(std::span<const CellPos> cells);
    Path(std::initializer_list<CellPos> cells) : Path(std::span<const CellPos>(cells.begin(), cells.size())) {}
    // One cell; extend() adds the rest.
    explicit Path(CellPos start) : front_(start), back_(start), cells_(1) {}
    // A way on another grid than the square one: its cells in order, each
    // a neighbour of the one before on that grid (not checked here).
    static Path through(std::vector<CellPos> cells);
    // True for a path made by through(): it has no steps (step() is the
    // square grid's), only cells.
    bool listed() const { return !listed_.empty(); }

    // Room for `steps` steps in all, so a path of known length is
    // allocated once.
    void reserve(std::size_t steps) { words_.reserve((steps + 31) / 32); }
    // Adds the cell across `side` of the last one.
    void extend(Side side) {
        if ((steps() & 31) == 0) words_.push_back(0);
        words_.back() |= std::uint64_t{static_cast<std::uint8_t>(side)} << ((steps() & 31) * 2);
        back_ = core::step(back_, side);
        ++cells_;
    }

    std::size_t size() const { return cells_; }
    bool empty() const { return cells_ == 0; }
    CellPos front() const { return front_; }
    CellPos back() const { return back_; }
    std::size_t steps() const { return cells_ == 0 ? 0 : cells_ - 1; }
    // The side step k (0 <= k < steps()) leaves cell k through (a square
    // grid's path only: not listed()).
    Side step(std::size_t k) const { return static_cast<Side>((words_[k >> 5] >> ((k & 31) * 2)) & 3U); }

    // The same cells from the last to the first.
    Path reversed() const;
    // Every cell, eight bytes each: for tests and small uses.
    std::vector<CellPos> cells() const;
    std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t) + listed_.size() * sizeof(CellPos); }

    bool operator==(const Path&) const = default;

    // The cells in order, computed step by step (a forward iterator whose
    // reference is a CellPos value).
    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = CellPos;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = CellPos;

        Iterator() = default;
        CellPos operator*() const { return at_; }
        // Inlined into the loops over a path (measures, facts, drawing).
        [[gnu::always_inline]] Iterator& operator++() {
            if (k_ < path_->steps()) at_ = path_->listed() ? path_->listed_[k_ + 1] : core::step(at_, path_->step(k_));
            ++k_;
            return *this;
        }
        Iterator operator++(int) {
            Iterator before = *this;
            ++*this;
            return before;
        }
        bool operator==(const Iterator& other) const { return k_ == other.k_; }

    private:
        friend class Path;
        Iterator(const Path* path, std::size_t k, CellPos at) : path_(path), k_(k), at_(at) {}
        const Path* path_ = nullptr;
        std::size_t k_ = 0;  // the cell's place on the path
        CellPos at_{};
    };
    Iterator begin() const { return {this, 0, front_}; }
    Iterator end() const { return {this, cells_, back_}; }

private:
    CellPos front_{};
    CellPos back_{};
    std::size_t cells_ = 0;
    std::vector<std::uint64_t> words_;  // step k in bits 2(k % 32) of word k / 32
    std::vector<CellPos> listed_;       // every cell, for a path made by through()
};

}  // namespace mazesheet::core
