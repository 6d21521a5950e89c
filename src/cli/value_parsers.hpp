// SPDX-License-Identifier: MIT
#pragma once
// Values typed for options, as text to numbers and names: each throws
// core::InputError naming the input ("seed") with what was expected.
#include <charconv>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "nearest_name.hpp"
#include "page/settings.hpp"

namespace mazesheet::cli {

// A whole number from text, or nullopt when it is not one (or overflows).
template <typename Int>
std::optional<Int> parseNumber(std::string_view text) {
    Int value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

// A whole number in decimal digits, '-' first if negative ("010" is ten;
// "0x10", "+1", " 1" and "1e3" are refused); `range` completes the message
// ("1 to 1000").
template <typename Int>
Int wholeNumber(const std::string& text, const char* input, const std::string& range) {
    const auto value = parseNumber<Int>(text);
    if (!value) throw core::InputError(input, "expected a whole number from " + range + ", got '" + text + "'");
    return *value;
}

// A finite decimal number ("0.25", ".5", "1e-3"); `expected` completes the
// message ("a fraction from 0 to 1").
double decimalNumber(const std::string& text, const char* input, const std::string& expected);

std::string lower(std::string text);

// "a, b or c": a setting's names, for messages.
template <typename Enum>
std::string namesSaid(std::span<const page::Named<Enum>> names) {
    std::string said;
    for (std::size_t i = 0; i < names.size(); ++i) {
        said += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + std::string(names[i].name);
    }
    return said;
}

// One of a setting's names (case-insensitive) to its value.
template <typename Enum>
Enum choose(std::span<const page::Named<Enum>> names, const std::string& text, const char* input) {
    const std::string wanted = lower(text);
    std::vector<std::string> all;
    for (const auto& named : names) {
        if (named.name == wanted) return named.value;
        all.emplace_back(named.name);
    }
    throw core::InputError(input, "expected " + namesSaid(names) + ", got '" + text + "'" + didYouMean(text, all));
}

// "a | b | c": a setting's names, for help.
template <typename Enum>
std::string nameList(std::span<const page::Named<Enum>> names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " | ") + std::string(n.name);
    return out;
}

// --list-choices' lines for `option`: option, name, description, tab-separated.
template <typename Enum>
void listChoices(std::ostream& out, std::string_view option, std::span<const page::Named<Enum>> names) {
    for (const auto& n : names) out << option << '\t' << n.name << '\t' << n.description << '\n';
}

}  // namespace mazesheet::cli
