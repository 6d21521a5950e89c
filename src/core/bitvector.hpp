// SPDX-License-Identifier: MIT
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

namespace mazesheet::core {

// Read-only bits for a tight loop: a plain pointer the compiler need not
// reload after every store to other memory, as it must a vector's.
class BitView {
public:
    explicit BitView(const std::uint64_t* words) : words_(words) {}
    bool test(std::size_t i) const { return (words_[i >> 6] >> (i & 63)) & 1U; }

private:
    const std::uint64_t* words_;
};

// A fixed-size packed bit array: one bit per cell keeps large mazes small.
class BitVector {
public:
    BitVector() = default;
    explicit BitVector(std::size_t size, bool value = false)
        : words_((size + 63) / 64, value ? ~std::uint64_t{0} : 0), size_(size) {
        clearTail();
    }

    std::size_t size() const { return size_; }
    bool test(std::size_t i) const { return (words_[i >> 6] >> (i & 63)) & 1U; }
    void set(std::size_t i) { words_[i >> 6] |= std::uint64_t{1} << (i & 63); }
    void reset(std::size_t i) { words_[i >> 6] &= ~(std::uint64_t{1} << (i & 63)); }
    void assign(std::size_t i, bool value) { value ? set(i) : reset(i); }
    // Sets bit i when `value`, without a branch (for coin-flip-heavy loops,
    // where a 50 % branch would be mispredicted half the time).
    void setIf(std::size_t i, bool value) { words_[i >> 6] |= std::uint64_t{value} << (i & 63); }
    std::size_t count() const {
        std::size_t n = 0;
        for (auto w : words_) n += static_cast<std::size_t>(__builtin_popcountll(w));
        return n;
    }
    // Bit i becomes bit i + n (the last n bits clear): a streamed maze's
    // window moving on a row, a word at a time.
    void dropFront(std::size_t n) {
        const std::size_t skip = n / 64;
        const unsigned shift = static_cast<unsigned>(n % 64);
        const std::size_t count = words_.size();
        for (std::size_t w = 0; w < count; ++w) {
            const std::uint64_t low = w + skip < count ? words_[w + skip] : 0;
            const std::uint64_t high = w + skip + 1 < count ? words_[w + skip + 1] : 0;
            words_[w] = shift == 0 ? low : (low >> shift) | (high << (64 - shift));
        }
    }
    std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t); }
    // Valid until this vector changes size or is destroyed.
    BitView view() const { return BitView(words_.data()); }
    bool operator==(const BitVector&) const = default;

private:
    void clearTail() {
        if (size_ % 64 != 0 && !words_.empty()) words_.back() &= (std::uint64_t{1} << (size_ % 64)) - 1;
    }

    std::vector<std::uint64_t> words_;
    std::size_t size_ = 0;
};

}  // namespace mazesheet::core
