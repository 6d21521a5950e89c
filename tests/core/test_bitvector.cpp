// SPDX-License-Identifier: MIT
// BitVector::dropFront moves a streamed maze's window on by a row a word at a
// time; it must do what moving each bit down would. Also the bit structures
// the algorithms order their cells with.
#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "core/bitvector.hpp"
#include "core/generators/first_set.hpp"
#include "core/generators/ranked_list.hpp"
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

// The order structures behind growing-tree and hunt-and-kill, against a
// plain vector and a plain scan.
TEST_CASE("RankedList finds the k-th item in order while items leave from anywhere", "[bitvector]") {
    Rng rng(7);
    for (const double pushShare : {0.3, 0.5, 0.7}) {
        detail::RankedList list;
        std::vector<std::uint32_t> model;
        std::uint32_t next = 0;
        for (int op = 0; op < 20000; ++op) {
            if (model.empty() || rng.unit() < pushShare) {
                list.pushBack(next);
                model.push_back(next++);
            } else {
                const std::uint32_t k = rng.below(static_cast<std::uint32_t>(model.size()));
                const std::size_t slot = list.slotOf(k);
                REQUIRE(list.at(slot) == model[k]);
                list.erase(slot);
                model.erase(model.begin() + k);
            }
            REQUIRE(list.size() == model.size());
            if (!model.empty()) REQUIRE(list.at(list.slotOf(model.size() - 1)) == model.back());
        }
        for (std::size_t k = 0; k < model.size(); ++k) REQUIRE(list.at(list.slotOf(k)) == model[k]);
    }
}

TEST_CASE("FirstSet's first member is the smallest, through inserts and erases", "[bitvector]") {
    Rng rng(11);
    for (const std::size_t size : {1, 63, 64, 65, 4096, 4097, 300000}) {
        detail::FirstSet set(size);
        std::vector<bool> model(size, false);
        REQUIRE(set.empty());
        for (int op = 0; op < 5000; ++op) {
            // Mostly near the front, so the smallest member keeps changing.
            const auto bound = static_cast<std::uint32_t>(std::min<std::size_t>(size, op % 3 == 0 ? size : 200));
            const std::size_t i = rng.below(bound);
            const bool insert = rng.below(3) != 0;
            if (insert) set.insert(i);
            else set.erase(i);
            model[i] = insert;
            const auto first = std::find(model.begin(), model.end(), true);
            REQUIRE(set.empty() == (first == model.end()));
            if (first != model.end()) REQUIRE(set.first() == static_cast<std::size_t>(first - model.begin()));
        }
    }
}
