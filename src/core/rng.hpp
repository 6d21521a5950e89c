// SPDX-License-Identifier: MIT
#pragma once
// A portable pseudo-random generator: xoshiro256** seeded through SplitMix64.
// Every draw is defined bit for bit here, so a seed gives the same maze on any
// platform; std distributions are implementation-defined and rand() is shared
// with libxlsxwriter, so neither may be used by the core.
#include <cstdint>

namespace mazesheet::core {

// One SplitMix64 step; also used to derive independent seeds from one seed.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// The seed of the k-th (0-based) item in a series that starts with `base`;
// item 0 keeps the base seed so that `--seed S` alone reproduces maze 1.
constexpr std::uint64_t derivedSeed(std::uint64_t base, std::uint64_t k) {
    if (k == 0) return base;
    std::uint64_t state = base ^ (k * 0xD1B54A32D192ED03ULL);
    return splitmix64(state);
}

class Rng {
public:
    explicit constexpr Rng(std::uint64_t seed) {
        std::uint64_t sm = seed;
        for (auto& word : state_) word = splitmix64(sm);
    }

    // A generator with the raw xoshiro256** state (for checking against the
    // reference implementation's published outputs).
    static constexpr Rng fromState(std::uint64_t s0, std::uint64_t s1, std::uint64_t s2, std::uint64_t s3) {
        Rng rng(0);
        rng.state_[0] = s0;
        rng.state_[1] = s1;
        rng.state_[2] = s2;
        rng.state_[3] = s3;
        return rng;
    }

    constexpr std::uint64_t next() {
        const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
        const std::uint64_t t = state_[1] << 17;
        state_[2] ^= state_[0];
        state_[3] ^= state_[1];
        state_[1] ^= state_[2];
        state_[0] ^= state_[3];
        state_[2] ^= t;
        state_[3] = rotl(state_[3], 45);
        return result;
    }

    // Uniform integer in [0, bound) for 0 < bound < 2^32, without bias
    // (Lemire's multiply-and-reject using only 64-bit arithmetic).
    constexpr std::uint32_t below(std::uint32_t bound) {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    // One fair bit; bits are taken from a cached word so coin-heavy
    // algorithms (Eller, binary tree) pay one draw per 64 flips.
    constexpr bool coin() { return bits(1) != 0; }

    // `count` (1..32) fair bits as an integer.
    constexpr std::uint32_t bits(unsigned count) {
        if (bitsLeft_ < count) {
            bitCache_ = next();
            bitsLeft_ = 64;
        }
        const auto value = static_cast<std::uint32_t>(bitCache_ & ((std::uint64_t{1} << count) - 1));
        bitCache_ >>= count;
        bitsLeft_ -= count;
        return value;
    }

    // What the next `pairs` calls of bits(2) would give, in one word (the
    // first call's two bits lowest): the rest of the cached word, or a new
    // word of 32 pairs when fewer than two bits are cached. For a walk that
    // needs only where its steps end, not each step.
    constexpr std::uint64_t takeBitPairs(unsigned& pairs) {
        if (bitsLeft_ < 2) {
            bitCache_ = next();
            bitsLeft_ = 64;
        }
        pairs = bitsLeft_ / 2;
        const unsigned taken = 2 * pairs;
        const std::uint64_t value = taken == 64 ? bitCache_ : bitCache_ & ((std::uint64_t{1} << taken) - 1);
        bitCache_ = taken == 64 ? 0 : bitCache_ >> taken;
        bitsLeft_ -= taken;
        return value;
    }

    // Uniform double in [0, 1) with 53 random bits.
    constexpr double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    // True with probability p (p outside [0,1] is clamped by the comparison).
    constexpr bool chance(double p) { return unit() < p; }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t state_[4]{};
    std::uint64_t bitCache_ = 0;
    unsigned bitsLeft_ = 0;
};

// Fisher-Yates shuffle with the portable generator (std::shuffle is not portable).
template <typename Container>
void shuffle(Container& items, Rng& rng) {
    for (std::size_t i = items.size(); i > 1; --i) {
        const auto j = rng.below(static_cast<std::uint32_t>(i));
        using std::swap;
        swap(items[i - 1], items[j]);
    }
}

}  // namespace mazesheet::core
