// SPDX-License-Identifier: MIT
#pragma once
// Decimal numbers as text and back, the same bytes whatever the locale and
// whichever C++ library (libstdc++, or libc++ whose std::to_chars and
// std::from_chars have no floating-point overloads before version 14).
// Every place that writes or reads a floating-point number uses these.
#include <optional>
#include <string>
#include <string_view>

namespace mazesheet::core {

// The shortest text that reads back as the same double, as std::to_chars
// writes it: plain or with an exponent, whichever is shorter ("0.25", "1",
// "120", "1e-05", "1e+20").
std::string shortestDecimal(double value);

// printf's "%.{decimals}f": "0.12" for (0.125, 2).
std::string fixedDecimal(double value, int decimals);

// printf's "%.{significant}g": "0.3", "12.5", "1e+06" for significant = 6.
std::string generalDecimal(double value, int significant = 6);

// A finite decimal number written as std::from_chars reads one (an optional
// '-', digits with an optional '.', an optional exponent), the whole text and
// nothing else; nullopt for anything else or a number out of double's range.
std::optional<double> parseDecimal(std::string_view text);

}  // namespace mazesheet::core
