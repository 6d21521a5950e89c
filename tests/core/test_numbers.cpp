// SPDX-License-Identifier: MIT
// Decimal text without the locale or std::to_chars: the same bytes as
// libstdc++'s std::to_chars / std::from_chars and printf in the "C" locale,
// which the WebAssembly build (libc++ 13, no floating-point to_chars) must
// reproduce byte for byte.
#include <catch2/catch.hpp>
#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "core/numbers.hpp"
#include "core/rng.hpp"

using namespace mazesheet::core;

namespace {

#if defined(__cpp_lib_to_chars)
std::string standardShortest(double value) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string standardGeneral(double value, int precision) {
    char buffer[400];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, precision);
    return std::string(buffer, result.ptr);
}

std::optional<double> standardParse(const std::string& text) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size() || !std::isfinite(value)) {
        return std::nullopt;
    }
    return value;
}
#endif

std::string cFixed(double value, int decimals) {
    char buffer[400];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

double fromBits(std::uint64_t bits) {
    double value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

// Doubles where shortest-text algorithms go wrong: powers of two (the gap
// below is half the gap above), powers of ten, simple fractions, the
// extremes, subnormals and random bit patterns.
std::vector<double> awkwardDoubles() {
    std::vector<double> values = {0.25, 0.5, 1, 100, 1e5, 1e15, 1e16, 1e17, 1e21, 1e22, 1e23, 123456789012.0,
                                  5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 0.1, 0.2, 0.3,
                                  9007199254740992.0, 9007199254740993.0, 1.0 / 3.0, 2.0 / 3.0};
    for (int e = -1074; e <= 1023; ++e) values.push_back(std::ldexp(1.0, e));
    for (int e = -30; e <= 30; ++e) values.push_back(std::pow(10.0, e));
    for (int n = 1; n <= 120; ++n) {
        for (int k = 0; k <= n; ++k) values.push_back(static_cast<double>(k) / n);
        values.push_back(n * 0.7);
    }
    Rng rng(20250101);
    for (int i = 0; i < 40000; ++i) {
        const double value = fromBits(rng.next());
        if (std::isfinite(value)) values.push_back(value);
    }
    for (int i = 0; i < 10000; ++i) values.push_back(static_cast<double>(rng.below(1000000)) / 1000.0);
    return values;
}

}  // namespace

TEST_CASE("shortestDecimal writes what std::to_chars writes", "[numbers]") {
    CHECK(shortestDecimal(0.25) == "0.25");
    CHECK(shortestDecimal(1) == "1");
    CHECK(shortestDecimal(120) == "120");
    CHECK(shortestDecimal(100) == "100");
    CHECK(shortestDecimal(1e-5) == "1e-05");
    CHECK(shortestDecimal(1e20) == "1e+20");
    CHECK(shortestDecimal(-0.5) == "-0.5");
    CHECK(shortestDecimal(0.0) == "0");
    CHECK(shortestDecimal(0.1) == "0.1");
    CHECK(shortestDecimal(1.0 / 3.0) == "0.3333333333333333");
#if defined(__cpp_lib_to_chars)
    std::size_t compared = 0;
    for (const double value : awkwardDoubles()) {
        for (const double signed_ : {value, -value}) {
            INFO(standardShortest(signed_));
            REQUIRE(shortestDecimal(signed_) == standardShortest(signed_));
            ++compared;
        }
    }
    CHECK(compared > 80000);
#else
    WARN("this C++ library has no floating-point std::to_chars to compare with");
#endif
}

TEST_CASE("fixedDecimal and generalDecimal are printf's %f and %g in the C locale", "[numbers]") {
    CHECK(fixedDecimal(0.125, 2) == "0.12");
    CHECK(fixedDecimal(0.375, 2) == "0.38");
    CHECK(fixedDecimal(12.25, 1) == "12.2");
    CHECK(fixedDecimal(99.95, 1) == "100.0");
    CHECK(generalDecimal(0.3) == "0.3");
    CHECK(generalDecimal(1e6) == "1e+06");
    CHECK(generalDecimal(123456) == "123456");
    CHECK(generalDecimal(0.0001) == "0.0001");
    CHECK(generalDecimal(0.00001) == "1e-05");
    for (const double value : awkwardDoubles()) {
        if (std::fabs(value) > 1e300) continue;
        for (const int decimals : {0, 1, 2, 6}) REQUIRE(fixedDecimal(value, decimals) == cFixed(value, decimals));
#if defined(__cpp_lib_to_chars)
        for (const int precision : {1, 6, 17}) REQUIRE(generalDecimal(value, precision) == standardGeneral(value, precision));
#endif
    }
}

TEST_CASE("parseDecimal reads what std::from_chars reads", "[numbers]") {
    CHECK(parseDecimal("0.25") == 0.25);
    CHECK(parseDecimal("-1") == -1.0);
    CHECK(parseDecimal(".5") == 0.5);
    CHECK(parseDecimal("5.") == 5.0);
    CHECK(parseDecimal("1e3") == 1000.0);
    CHECK(parseDecimal("1E-2") == 0.01);
    for (const char* refused : {"", "-", ".", "+1", " 1", "1 ", "0x10", "1e", "1e+", "inf", "-inf", "nan",
                                "infinity", "1e400", "-1e400", "1e-400", "1,5", "1.2.3", "e5", "--1"}) {
        INFO(refused);
        CHECK_FALSE(parseDecimal(refused).has_value());
    }
#if defined(__cpp_lib_to_chars)
    const std::vector<std::string> texts = {"0", "-0", "00.1000", "1e-310", "4.9e-324", "2e-324", "1.7976931348623157e308",
                                            "1.7976931348623159e308", "123456789012345678901234567890", "0.1e1",
                                            "1e+0", "1e-0", ".0", "0.", "-.5"};
    std::vector<std::string> all = texts;
    for (const double value : awkwardDoubles()) {
        if (all.size() > 30000) break;
        all.push_back(standardShortest(value));
        all.push_back(cFixed(value, 3));
    }
    for (const std::string& text : all) {
        INFO(text);
        REQUIRE(parseDecimal(text) == standardParse(text));
    }
#endif
}

TEST_CASE("numbers are written and read the same in a comma-decimal locale", "[numbers]") {
    const std::string before = std::setlocale(LC_NUMERIC, nullptr);
    const char* comma = nullptr;
    for (const char* name : {"de_DE.UTF-8", "de_DE.utf8", "fr_FR.UTF-8", "cs_CZ.UTF-8", "nl_NL.UTF-8"}) {
        if (std::setlocale(LC_NUMERIC, name) != nullptr) {
            comma = name;
            break;
        }
    }
    if (comma == nullptr) {
        WARN("no comma-decimal locale installed here (sheet_determinism builds one for the whole program)");
        return;
    }
    INFO(comma);
    CHECK(shortestDecimal(0.25) == "0.25");
    CHECK(fixedDecimal(2.5, 1) == "2.5");
    CHECK(generalDecimal(0.3) == "0.3");
    CHECK(parseDecimal("0.25") == 0.25);
    CHECK_FALSE(parseDecimal("0,25").has_value());
    std::setlocale(LC_NUMERIC, before.c_str());
}
