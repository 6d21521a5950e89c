// SPDX-License-Identifier: MIT
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "maze.hpp"

namespace mazesheet::core {

// A Side for each of `size` cells in two bits (32 to a word): what a search
// or a walk must remember per cell (the way back to the parent, the last
// exit taken) without the byte or four a plain vector would spend.
class SideArray {
public:
    explicit SideArray(std::size_t size) : words_((size + 31) / 32, 0) {}

    Side get(std::size_t i) const { return static_cast<Side>((words_[i >> 5] >> shift(i)) & 3U); }
    void set(std::size_t i, Side side) {
        std::uint64_t& word = words_[i >> 5];
        word = (word & ~(std::uint64_t{3} << shift(i))) | (std::uint64_t{static_cast<std::uint8_t>(side)} << shift(i));
    }
    std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t); }

private:
    static unsigned shift(std::size_t i) { return static_cast<unsigned>(i & 31) * 2; }

    std::vector<std::uint64_t> words_;
};

}  // namespace mazesheet::core
