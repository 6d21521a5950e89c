// SPDX-License-Identifier: MIT
#include "core/numbers.hpp"

#include <locale.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace mazesheet::core {

namespace {

// The C library's printf and strtod convert exactly (glibc and musl alike);
// only the decimal point follows the locale. This guard makes the calling
// thread use the "C" locale while it lives, whatever the program's locale.
class CLocale {
public:
    CLocale() {
        static const locale_t c = newlocale(LC_ALL_MASK, "C", locale_t{});
        previous_ = c == locale_t{} ? locale_t{} : uselocale(c);
    }
    ~CLocale() {
        if (previous_ != locale_t{}) uselocale(previous_);
    }
    CLocale(const CLocale&) = delete;
    CLocale& operator=(const CLocale&) = delete;

private:
    locale_t previous_{};
};

std::string printed(const char* format, int precision, double value) {
    char buffer[400];  // "%.17f" of 1e308 is 327 characters
    const int length = std::snprintf(buffer, sizeof buffer, format, precision, value);
    return length < 0 ? std::string() : std::string(buffer, static_cast<std::size_t>(length));
}

double readBack(const std::string& text) { return std::strtod(text.c_str(), nullptr); }

// `value`'s shortest round-trip digits (no sign, no point, no trailing
// zero) and the exponent of the first: value = 0.DIGITS * 10^(exponent + 1).
struct Digits {
    std::string digits;
    int exponent = 0;
};

Digits fromScientific(const std::string& text) {
    // "d.ddde+XX" from "%.*e" of a positive finite number.
    Digits out;
    std::size_t at = 0;
    for (; at < text.size() && text[at] != 'e'; ++at) {
        if (text[at] >= '0' && text[at] <= '9') out.digits += text[at];
    }
    out.exponent = std::atoi(text.c_str() + at + 1);
    return out;
}

Digits trimmed(Digits d) {
    while (d.digits.size() > 1 && d.digits.back() == '0') d.digits.pop_back();
    return d;
}

// One more in the last digit ("1.99e3" -> "2.00e3").
Digits nextUp(Digits d) {
    std::size_t k = d.digits.size();
    while (k > 0 && d.digits[k - 1] == '9') d.digits[--k] = '0';
    if (k == 0) {
        d.digits.insert(d.digits.begin(), '1');
        d.digits.pop_back();
        ++d.exponent;
    } else {
        ++d.digits[k - 1];
    }
    return d;
}

std::string scientific(const Digits& d) {
    std::string out(1, d.digits[0]);
    if (d.digits.size() > 1) out += "." + d.digits.substr(1);
    const int magnitude = std::abs(d.exponent);
    out += d.exponent < 0 ? "e-" : "e+";
    if (magnitude < 10) out += '0';
    return out + std::to_string(magnitude);
}

// The same digits without an exponent. A whole number is written exactly
// (2^55 as 36028797018963968, not 36028797018963970): as long, and nearer.
std::string plain(const Digits& d, double magnitude) {
    const auto size = static_cast<int>(d.digits.size());
    if (d.exponent < 0) return "0." + std::string(static_cast<std::size_t>(-d.exponent - 1), '0') + d.digits;
    if (d.exponent + 1 >= size) return printed("%.*f", 0, magnitude);
    const auto point = static_cast<std::size_t>(d.exponent + 1);
    return d.digits.substr(0, point) + "." + d.digits.substr(point);
}

Digits shortestDigits(double magnitude) {
    for (int precision = 1; precision < 17; ++precision) {
        const std::string rounded = printed("%.*e", precision - 1, magnitude);
        if (readBack(rounded) == magnitude) return trimmed(fromScientific(rounded));
        // Just above a power of two the gap to the next double is twice
        // the gap below, so the nearest decimal of this length may miss
        // while the next one up still reads back.
        int exponent = 0;
        if (std::frexp(magnitude, &exponent) == 0.5) {
            const Digits up = nextUp(fromScientific(rounded));
            if (readBack(scientific(up)) == magnitude) return trimmed(up);
        }
    }
    return trimmed(fromScientific(printed("%.*e", 16, magnitude)));
}

}  // namespace

std::string shortestDecimal(double value) {
    if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
    const std::string sign = std::signbit(value) ? "-" : "";
    if (std::isinf(value)) return sign + "inf";
    if (value == 0) return sign + "0";
    const CLocale c;
    const Digits d = shortestDigits(std::fabs(value));
    const std::string fixed = plain(d, std::fabs(value));
    const std::string exponent = scientific(d);
    return sign + (exponent.size() < fixed.size() ? exponent : fixed);
}

std::string fixedDecimal(double value, int decimals) {
    const CLocale c;
    return printed("%.*f", decimals, value);
}

std::string generalDecimal(double value, int significant) {
    const CLocale c;
    return printed("%.*g", significant, value);
}

std::optional<double> parseDecimal(std::string_view text) {
    // The form std::from_chars reads (chars_format::general), checked here
    // because strtod also takes spaces, '+', hexadecimal and "inf".
    std::size_t at = 0;
    const auto digits = [&] {
        const std::size_t from = at;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
        return at - from;
    };
    if (at < text.size() && text[at] == '-') ++at;
    std::size_t mantissa = digits();
    if (at < text.size() && text[at] == '.') {
        ++at;
        mantissa += digits();
    }
    if (mantissa == 0) return std::nullopt;
    if (at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
        ++at;
        if (at < text.size() && (text[at] == '+' || text[at] == '-')) ++at;
        if (digits() == 0) return std::nullopt;
    }
    if (at != text.size()) return std::nullopt;

    const CLocale c;
    const std::string copy(text);
    errno = 0;
    const double value = std::strtod(copy.c_str(), nullptr);
    // Out of range: too large, or too small to be anything but zero
    // (std::from_chars keeps subnormal numbers).
    if (std::isinf(value)) return std::nullopt;
    if (value == 0 && errno == ERANGE) return std::nullopt;
    return value;
}

}  // namespace mazesheet::core
