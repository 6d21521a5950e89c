// SPDX-License-Identifier: MIT
#include "text/json_text.hpp"

#include <cstdio>

#include "core/utf8.hpp"

namespace mazesheet::text {

std::string jsonString(std::string_view text) {
    std::string out = "\"";
    for (std::size_t offset = 0; offset < text.size();) {
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        if (c.problem != nullptr) {
            out += "\uFFFD";
        } else if (c.code == '"' || c.code == '\\') {
            out += '\\';
            out += static_cast<char>(c.code);
        } else if (c.code < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04X", static_cast<unsigned>(c.code));
            out += escaped;
        } else {
            out += text.substr(offset, c.length);
        }
        offset += c.length;
    }
    return out + "\"";
}

std::string jsonFraction(double value) {
    const auto thousandths = static_cast<long long>(value * 1000.0 + 0.5);
    std::string digits = std::to_string(thousandths / 1000) + "." + std::to_string(1000 + thousandths % 1000).substr(1);
    while (digits.back() == '0') digits.pop_back();
    if (digits.back() == '.') digits.pop_back();
    return digits;
}

}  // namespace mazesheet::text
