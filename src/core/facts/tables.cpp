// SPDX-License-Identifier: MIT
// Times tables, division facts and multiples, for one table (2..12) or all
// of them (n = 0). False items are the slips children make: a product off
// by one, the neighbouring fact's (7×8=63) or the neighbouring table's
// (7×8=48), digits swapped (7×8=65); a quotient off by one or with its
// digits swapped; for multiples, numbers next to a multiple, the
// neighbouring table's multiples and swapped digits.
#include "families.hpp"
#include "statements.hpp"

namespace mazesheet::core::facts {

namespace {

constexpr int kFirstTable = 2;
constexpr int kLastTable = 12;
constexpr long kLastFactor = 12;

// The tables `n` names: one, or every table for 0.
template <typename Each>
void forTables(int n, Each each) {
    const int first = n == 0 ? kFirstTable : n;
    const int last = n == 0 ? kLastTable : n;
    for (int table = first; table <= last; ++table) {
        for (long a = 1; a <= kLastFactor; ++a) each(static_cast<long>(table), a);
    }
}

}  // namespace

void timesTable(int n, Candidates& out) {
    forTables(n, [&](long t, long a) {
        const long p = t * a;
        out.trueItems.push_back(statement(t, kTimes, a, p));
        out.trueItems.push_back(statement(a, kTimes, t, p));
        std::vector<long> wrong = {p + 1, p - 1, p + t, p - t, p + a, p - a};
        if (const auto swapped = swappedDigits(p)) wrong.push_back(*swapped);
        for (const long w : wrong) {
            if (w <= 0) continue;
            out.falseItems.push_back(statement(t, kTimes, a, w));
            out.falseItems.push_back(statement(a, kTimes, t, w));
        }
    });
}

void division(int n, Candidates& out) {
    forTables(n, [&](long t, long a) {
        const long p = t * a;
        out.trueItems.push_back(statement(p, kDivide, t, a));
        out.trueItems.push_back(statement(p, kDivide, a, t));
        // "7÷7=0" is a common slip too, so a quotient of 0 is kept.
        for (const auto& [divisor, quotient] : {std::pair{t, a}, std::pair{a, t}}) {
            std::vector<long> wrong = {quotient + 1, quotient - 1};
            if (const auto swapped = swappedDigits(quotient)) wrong.push_back(*swapped);
            for (const long w : wrong) {
                if (w >= 0) out.falseItems.push_back(statement(p, kDivide, divisor, w));
            }
        }
    });
}

void multiples(int n, Candidates& out) {
    for (long k = 1; k <= kLastFactor; ++k) {
        const long m = n * k;
        out.trueItems.push_back(std::to_string(m));
        std::vector<long> wrong = {m + 1, m - 1, m + 2, m - 2, (n + 1) * k};
        if (n - 1 >= kFirstTable) wrong.push_back((n - 1) * k);
        if (const auto swapped = swappedDigits(m)) wrong.push_back(*swapped);
        for (const long w : wrong) {
            if (w > 0) out.falseItems.push_back(std::to_string(w));
        }
    }
}

bool isMultiple(std::string_view item, int n) {
    const auto value = plainNumber(item);
    return value && n > 0 && *value > 0 && *value % n == 0;
}

}  // namespace mazesheet::core::facts
