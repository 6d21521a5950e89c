// SPDX-License-Identifier: MIT
#include "messages.hpp"

#include <cstdio>
#include <iostream>

#include "core/utf8.hpp"

namespace mazesheet::cli {

namespace {

// Characters that are valid UTF-8 but change lines or text direction
// unseen: the Unicode line and paragraph separators, and the bidirectional
// embeddings, overrides and isolates ("Trojan Source").
bool invisibleChanger(char32_t code) {
    return code == 0x2028 || code == 0x2029 || (code >= 0x202A && code <= 0x202E) || (code >= 0x2066 && code <= 0x2069);
}

std::string hexEscape(const char* format, unsigned value) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

}  // namespace

std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t offset = 0; offset < text.size();) {
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        if (c.problem != nullptr) {
            out += hexEscape("\\x%02x", c.code);
        } else if (c.code == '\n') {
            out += "\\n";
        } else if (c.code == '\r') {
            out += "\\r";
        } else if (c.code == '\t') {
            out += "\\t";
        } else if (c.code < 0x20 || c.code == 0x7F) {
            out += hexEscape("\\x%02x", c.code);
        } else if ((c.code >= 0x80 && c.code <= 0x9F) || invisibleChanger(c.code)) {
            out += hexEscape("\\u%04x", c.code);
        } else {
            out.append(text.substr(offset, c.length));
        }
        offset += c.length;
    }
    return out;
}

std::string groupedDigits(std::uint64_t value) {
    std::string digits = std::to_string(value);
    for (auto at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
    return digits;
}

std::string shortened(std::string_view text) {
    constexpr std::size_t kHead = 600;
    constexpr std::size_t kTail = 200;
    if (text.size() <= kHead + kTail + 100) return std::string(text);
    // Cut on character boundaries, so the parts stay UTF-8.
    const auto boundary = [&text](std::size_t at) {
        while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) --at;
        return at;
    };
    const std::size_t head = boundary(kHead);
    const std::size_t tail = boundary(text.size() - kTail);
    return std::string(text.substr(0, head)) + " [... " + groupedDigits(tail - head) + " bytes left out ...] " +
           std::string(text.substr(tail));
}

void say(std::string_view text, std::ostream& err) {
    err << "mazesheet: " << printable(shortened(text)) << "\n" << std::flush;
}

void say(std::string_view text) { say(text, std::cerr); }

}  // namespace mazesheet::cli
