// SPDX-License-Identifier: MIT
#pragma once
// A set of cell indices whose smallest member is found in O(log64 n): a bit
// per index, and above it levels of a bit per non-empty word of the level
// below, up to a single word. Hunt-and-kill keeps the cells beside its maze
// here, so its hunt for the first such cell in row order takes a few word
// reads instead of a scan of the rows.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazesheet::core::detail {

class FirstSet {
public:
    explicit FirstSet(std::size_t size) {
        std::size_t bits = size;
        do {
            bits = (bits + 63) / 64;  // words of this level
            levels_.emplace_back(bits, 0);
        } while (bits > 1);
    }

    bool empty() const { return levels_.back()[0] == 0; }

    void insert(std::size_t i) {
        for (auto& level : levels_) {
            std::uint64_t& word = level[i >> 6];
            const bool wasEmpty = word == 0;
            word |= std::uint64_t{1} << (i & 63);
            if (!wasEmpty) return;
            i >>= 6;
        }
    }

    void erase(std::size_t i) {
        for (auto& level : levels_) {
            std::uint64_t& word = level[i >> 6];
            word &= ~(std::uint64_t{1} << (i & 63));
            if (word != 0) return;
            i >>= 6;
        }
    }

    // The smallest member; the set must not be empty.
    std::size_t first() const {
        std::size_t i = 0;
        for (auto level = levels_.rbegin(); level != levels_.rend(); ++level) {
            i = (i << 6) + static_cast<std::size_t>(std::countr_zero((*level)[i]));
        }
        return i;
    }

private:
    std::vector<std::vector<std::uint64_t>> levels_;  // [0]: a bit per index
};

}  // namespace mazesheet::core::detail
