// SPDX-License-Identifier: MIT
#pragma once
#include <string>
#include <string_view>

namespace mazesheet::text {

// A JSON string: quotes, backslashes and control characters escaped, and
// any byte that is not UTF-8 (a file name's) as U+FFFD, so the document
// stays valid JSON.
std::string jsonString(std::string_view text);

// A fraction with at most three decimals, fixed digits and no locale (JSON
// needs a '.'): "0.25", "1", "0".
std::string jsonFraction(double value);

}  // namespace mazesheet::text
