// SPDX-License-Identifier: MIT
// Even and odd numbers, and comparisons. Within 20 every pair of numbers is
// compared; within 100 only pairs that are close (ten apart at most) or
// the same digits swapped (47 and 74), where children slip; an equal pair
// ("8>8") is a false item.
#include <cstdlib>

#include "families.hpp"
#include "statements.hpp"

namespace mazesheet::core::facts {

void evenNumbers(int n, Candidates& out) {
    for (long k = 1; k <= n; ++k) (k % 2 == 0 ? out.trueItems : out.falseItems).push_back(std::to_string(k));
}

void oddNumbers(int n, Candidates& out) {
    for (long k = 1; k <= n; ++k) (k % 2 == 1 ? out.trueItems : out.falseItems).push_back(std::to_string(k));
}

void comparisons(int n, Candidates& out) {
    constexpr int kAllPairsUpTo = 20;
    for (long a = 0; a <= n; ++a) {
        for (long b = 0; b <= n; ++b) {
            if (a == b) {
                out.falseItems.push_back(comparison(a, a % 2 == 0 ? '>' : '<', b));
                continue;
            }
            if (n > kAllPairsUpTo && std::labs(a - b) > 10 && swappedDigits(a) != b) continue;
            out.trueItems.push_back(comparison(a, a > b ? '>' : '<', b));
            out.falseItems.push_back(comparison(a, a > b ? '<' : '>', b));
        }
    }
}

bool isEven(std::string_view item, int) {
    const auto value = plainNumber(item);
    return value && *value % 2 == 0;
}

bool isOdd(std::string_view item, int) {
    const auto value = plainNumber(item);
    return value && *value % 2 == 1;
}

}  // namespace mazesheet::core::facts
