// SPDX-License-Identifier: MIT
#pragma once
// The items of the built-in sets, written and read back: arithmetic
// statements ("7×8=56", "12−5=7", "56÷7=8", "3+4=7"), comparisons ("7>4")
// and plain numbers ("24"). Every built-in item is evaluated by reading it
// back here, so a false item that happens to be true ("56÷8=7" made as a
// wrong quotient of 56÷7) is dropped, whatever rule made it.
#include <optional>
#include <string>
#include <string_view>

namespace mazesheet::core::facts {

// The signs, as printed: U+00D7, U+00F7 and the minus sign U+2212 (a hyphen
// prints too short beside digits).
inline constexpr std::string_view kPlus = "+";
inline constexpr std::string_view kMinus = "\u2212";
inline constexpr std::string_view kTimes = "\u00D7";
inline constexpr std::string_view kDivide = "\u00F7";

// "a OP b=c".
std::string statement(long a, std::string_view op, long b, long c);
// "a>b" or "a<b".
std::string comparison(long a, char sign, long b);

// Whether a statement or comparison holds, or nullopt if `item` is neither
// (numbers are whole and not negative; a division by zero never holds).
std::optional<bool> statementHolds(std::string_view item);
// A plain whole number, or nullopt.
std::optional<long> plainNumber(std::string_view item);

// The digits of a two-digit number the other way round (47 -> 74), or
// nullopt when that is the same number or not two digits ("a swapped
// digit", a common slip).
std::optional<long> swappedDigits(long value);

}  // namespace mazesheet::core::facts
