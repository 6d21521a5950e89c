// SPDX-License-Identifier: MIT
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazesheet::core {

// A way out of a cell (a number below 16, core/topology.hpp) for each of
// `size` cells in four bits: what a search or a walk on a grid with more
// than four ways must remember per cell, as SideArray does in two bits for
// the square grid.
class WayArray {
public:
    explicit WayArray(std::size_t size) : words_((size + 15) / 16, 0) {}

    std::uint8_t get(std::size_t i) const { return static_cast<std::uint8_t>((words_[i >> 4] >> shift(i)) & 15U); }
    void set(std::size_t i, std::uint8_t way) {
        std::uint64_t& word = words_[i >> 4];
        word = (word & ~(std::uint64_t{15} << shift(i))) | (std::uint64_t{way} << shift(i));
    }
    std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t); }

private:
    static unsigned shift(std::size_t i) { return static_cast<unsigned>(i & 15) * 4; }

    std::vector<std::uint64_t> words_;
};

}  // namespace mazesheet::core
