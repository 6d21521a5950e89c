// BitVector::dropFront moves a streamed maze's window on by a row a word at a
// time; it must do what moving each bit down would.
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "core/bitvector.hpp"
#include "core/rng.hpp"

using namespace mazesheet::core;

TEST_CASE("dropFront moves every bit down by n and clears the top n", "[bitvector]") {
    Rng rng(42);
    for (const std::size_t size : {1, 5, 63, 64, 65, 127, 128, 129, 300, 3000}) {
        for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{63}, std::size_t{64},
                                    std::size_t{65}, std::size_t{100}, size / 3, size - 1, size}) {
            if (n > size) continue;
            BitVector bits(size);
            std::vector<bool> expected(size, false);
            for (std::size_t i = 0; i < size; ++i) {
                const bool value = rng.below(2) == 1;
                bits.assign(i, value);
                if (i >= n) expected[i - n] = value;
            }
            bits.dropFront(n);
            INFO("size " << size << ", n " << n);
            for (std::size_t i = 0; i < size; ++i) REQUIRE(bits.test(i) == expected[i]);
            REQUIRE(bits.count() == static_cast<std::size_t>(std::count(expected.begin(), expected.end(), true)));
        }
    }
}
