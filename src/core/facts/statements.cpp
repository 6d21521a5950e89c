// SPDX-License-Identifier: MIT
#include "statements.hpp"

#include <charconv>

namespace mazesheet::core::facts {

namespace {

// Reads a whole number at the front of `text`, moving past it.
std::optional<long> takeNumber(std::string_view& text) {
    long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end == text.data() || value < 0 || text.front() == '-' || text.front() == '+') {
        return std::nullopt;
    }
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    return value;
}

bool takeSign(std::string_view& text, std::string_view sign) {
    if (text.substr(0, sign.size()) != sign) return false;
    text.remove_prefix(sign.size());
    return true;
}

}  // namespace

std::string statement(long a, std::string_view op, long b, long c) {
    return std::to_string(a) + std::string(op) + std::to_string(b) + "=" + std::to_string(c);
}

std::string comparison(long a, char sign, long b) { return std::to_string(a) + sign + std::to_string(b); }

std::optional<bool> statementHolds(std::string_view item) {
    const auto a = takeNumber(item);
    if (!a) return std::nullopt;
    if (!item.empty() && (item.front() == '>' || item.front() == '<')) {
        const bool greater = item.front() == '>';
        item.remove_prefix(1);
        const auto b = takeNumber(item);
        if (!b || !item.empty()) return std::nullopt;
        return greater ? *a > *b : *a < *b;
    }
    std::string_view op;
    for (const std::string_view sign : {kPlus, kMinus, kTimes, kDivide}) {
        if (takeSign(item, sign)) {
            op = sign;
            break;
        }
    }
    if (op.empty()) return std::nullopt;
    const auto b = takeNumber(item);
    if (!b || !takeSign(item, "=")) return std::nullopt;
    const auto c = takeNumber(item);
    if (!c || !item.empty()) return std::nullopt;
    if (op == kPlus) return *a + *b == *c;
    if (op == kMinus) return *a - *b == *c;
    if (op == kTimes) return *a * *b == *c;
    return *b != 0 && *b * *c == *a;
}

std::optional<long> plainNumber(std::string_view item) {
    const auto value = takeNumber(item);
    if (!value || !item.empty()) return std::nullopt;
    return value;
}

std::optional<long> swappedDigits(long value) {
    if (value < 10) return std::nullopt;
    const long units = value % 10;
    const long tens = (value / 10) % 10;
    if (units == tens || (value < 100 && units == 0)) return std::nullopt;
    return value - units - 10 * tens + 10 * units + tens;
}

}  // namespace mazesheet::core::facts
