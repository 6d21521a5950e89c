// SPDX-License-Identifier: MIT
#pragma once
// The built-in families of fact sets, one function each, for the table in
// fact_sets.cpp. A family writes a set's true items and plausible false
// ones (off by one, a neighbouring table, a swapped digit, ...); the table
// keeps the distinct ones, checks that every true item holds and drops any
// false one that holds, by evaluating each (a family's `holds`).
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::core::facts {

struct Candidates {
    std::vector<std::string> trueItems;
    std::vector<std::string> falseItems;
};

// `n` is the set's number: the range of a sum (add-20: 20), a table
// (times-7: 7), a multiple, or 0 for every table at once (times, divide).
using MakeItems = void (*)(int n, Candidates& out);
// Whether an item of the family's sets is true for `n`.
using HoldsFor = bool (*)(std::string_view item, int n);

// sums.cpp: a+b=c within n; a−b=c within n; a+b=n and n−a=b.
void addition(int n, Candidates& out);
void subtraction(int n, Candidates& out);
void numberBonds(int n, Candidates& out);
// tables.cpp: n×a=p and a×n=p (a = 1..12); p÷n=a and p÷a=n; the multiples
// of n up to 12n among numbers near them.
void timesTable(int n, Candidates& out);
void division(int n, Candidates& out);
void multiples(int n, Candidates& out);
// numbers.cpp: the even or odd numbers from 1 to n (plain numbers);
// comparisons of whole numbers up to n.
void evenNumbers(int n, Candidates& out);
void oddNumbers(int n, Candidates& out);
void comparisons(int n, Candidates& out);

// The families' evaluators.
bool statementIsTrue(std::string_view item, int n);  // any statement or comparison
bool isMultiple(std::string_view item, int n);       // a plain number, a multiple of n
bool isEven(std::string_view item, int n);
bool isOdd(std::string_view item, int n);

}  // namespace mazesheet::core::facts
