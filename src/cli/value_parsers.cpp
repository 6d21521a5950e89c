// SPDX-License-Identifier: MIT
#include "value_parsers.hpp"

#include <cctype>

#include "core/numbers.hpp"

namespace mazesheet::cli {

double decimalNumber(const std::string& text, const char* input, const std::string& expected) {
    const auto value = core::parseDecimal(text);
    if (!value) throw core::InputError(input, "expected " + expected + ", got '" + text + "'");
    return *value;
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

}  // namespace mazesheet::cli
