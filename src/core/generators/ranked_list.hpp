// SPDX-License-Identifier: MIT
#pragma once
// A list that keeps its order under removal from the middle, with the k-th
// item found in O(log n): what growing-tree needs of its active cells (a
// random one, or the newest, removed wherever it is). A vector's erase moves
// every later item, which made growing-tree O(n^1.5).
//
// Items sit in slots in the order they were added; a removed item's slot
// stays, marked free, until the slots are compacted. A bit per slot says
// which hold items, and a Fenwick tree over blocks of 64 slots counts them,
// so the k-th item is a descent of the tree and a search in one word.
// When the slots run out they are compacted, and their room doubled if more
// than half held items: amortised O(1) a push, and the room at most four
// times the most items held at once.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazesheet::core::detail {

class RankedList {
public:
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

    void pushBack(std::uint32_t item) {
        if (slots_.size() == capacity_) rebuild();
        const std::size_t slot = slots_.size();
        slots_.push_back(item);
        used_[slot >> 6] |= std::uint64_t{1} << (slot & 63);
        add(slot >> 6, 1);
        ++size_;
    }

    // The slot of the k-th item (0-based, k < size()).
    std::size_t slotOf(std::size_t k) const {
        std::size_t block = 0;  // blocks before the one that holds it
        for (std::size_t step = topStep_; step > 0; step >>= 1) {
            const std::size_t next = block + step;
            if (next <= tree_.size() && tree_[next - 1] <= k) {
                block = next;
                k -= tree_[next - 1];
            }
        }
        return (block << 6) + nthSetBit(used_[block], static_cast<unsigned>(k));
    }

    std::uint32_t at(std::size_t slot) const { return slots_[slot]; }

    void erase(std::size_t slot) {
        used_[slot >> 6] &= ~(std::uint64_t{1} << (slot & 63));
        add(slot >> 6, -1);
        --size_;
    }

private:
    // Position (0..63) of the n-th set bit of `word`, which has more than n.
    static unsigned nthSetBit(std::uint64_t word, unsigned n) {
        unsigned base = 0;
        for (unsigned width = 32; width > 0; width >>= 1) {
            const std::uint64_t low = word & ((std::uint64_t{1} << width) - 1);
            const auto below = static_cast<unsigned>(std::popcount(low));
            if (n >= below) {
                n -= below;
                word >>= width;
                base += width;
            } else {
                word = low;
            }
        }
        return base;
    }

    void add(std::size_t block, int delta) {
        for (std::size_t i = block + 1; i <= tree_.size(); i += i & (~i + 1)) {
            tree_[i - 1] = static_cast<std::uint32_t>(static_cast<int>(tree_[i - 1]) + delta);
        }
    }

    // Drops the free slots (keeping the items' order), doubling the room
    // when more than half of it holds items, and counts the blocks again.
    void rebuild() {
        std::size_t kept = 0;
        for (std::size_t slot = 0; slot < slots_.size(); ++slot) {
            if ((used_[slot >> 6] >> (slot & 63)) & 1U) slots_[kept++] = slots_[slot];
        }
        slots_.resize(kept);
        if (kept * 2 > capacity_ || capacity_ == 0) capacity_ = capacity_ == 0 ? 64 : capacity_ * 2;
        slots_.reserve(capacity_);
        const std::size_t blocks = capacity_ / 64;
        used_.assign(blocks, 0);
        for (std::size_t slot = 0; slot < kept; ++slot) used_[slot >> 6] |= std::uint64_t{1} << (slot & 63);
        // The tree in O(blocks): each node passes its sum to its parent.
        tree_.assign(blocks, 0);
        for (std::size_t b = 0; b < blocks; ++b) {
            tree_[b] += static_cast<std::uint32_t>(std::popcount(used_[b]));
            const std::size_t parent = (b + 1) + ((b + 1) & (~(b + 1) + 1));
            if (parent <= blocks) tree_[parent - 1] += tree_[b];
        }
        topStep_ = std::bit_floor(blocks);
    }

    std::vector<std::uint32_t> slots_;
    std::vector<std::uint64_t> used_;   // a bit per slot: holds an item
    std::vector<std::uint32_t> tree_;   // Fenwick tree of items per block (1-based, stored from 0)
    std::size_t capacity_ = 0;          // slots before the next rebuild, a multiple of 64
    std::size_t topStep_ = 0;
    std::size_t size_ = 0;
};

}  // namespace mazesheet::core::detail
