// SPDX-License-Identifier: MIT
// Addition and subtraction within a range, and number bonds. False items
// are the slips children make: an answer off by one or two, off by ten (a
// lost carry), with its digits swapped, or the sum where the difference was
// asked.
#include "families.hpp"
#include "statements.hpp"

namespace mazesheet::core::facts {

namespace {

// The wrong answers a child may give for a right answer `c` in a range up
// to `n`: never negative.
std::vector<long> slips(long c, int n) {
    std::vector<long> wrong = {c + 1, c - 1, c + 2, c - 2};
    if (n >= 100) {
        wrong.push_back(c + 10);
        wrong.push_back(c - 10);
    }
    if (const auto swapped = swappedDigits(c)) wrong.push_back(*swapped);
    std::erase_if(wrong, [](long w) { return w < 0; });
    return wrong;
}

}  // namespace

void addition(int n, Candidates& out) {
    for (long a = 1; a < n; ++a) {
        for (long b = 1; a + b <= n; ++b) {
            out.trueItems.push_back(statement(a, kPlus, b, a + b));
            for (const long wrong : slips(a + b, n)) out.falseItems.push_back(statement(a, kPlus, b, wrong));
        }
    }
}

void subtraction(int n, Candidates& out) {
    for (long a = 1; a <= n; ++a) {
        for (long b = 1; b <= a; ++b) {
            out.trueItems.push_back(statement(a, kMinus, b, a - b));
            for (const long wrong : slips(a - b, n)) out.falseItems.push_back(statement(a, kMinus, b, wrong));
            out.falseItems.push_back(statement(a, kMinus, b, a + b));  // added instead
        }
    }
}

void numberBonds(int n, Candidates& out) {
    for (long a = 0; a <= n; ++a) {
        const long b = n - a;
        out.trueItems.push_back(statement(a, kPlus, b, n));
        out.trueItems.push_back(statement(n, kMinus, a, b));
        for (const long wrong : {b - 1, b + 1}) {
            if (wrong < 0) continue;
            out.falseItems.push_back(statement(a, kPlus, wrong, n));
            out.falseItems.push_back(statement(n, kMinus, a, wrong));
        }
    }
}

bool statementIsTrue(std::string_view item, int) { return statementHolds(item).value_or(false); }

}  // namespace mazesheet::core::facts
