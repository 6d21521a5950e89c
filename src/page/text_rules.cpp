// SPDX-License-Identifier: MIT
#include "page/text_rules.hpp"

#include <cstdio>

#include "core/errors.hpp"
#include "core/utf8.hpp"

namespace mazesheet::page {

namespace {

bool isControl(char32_t code) { return code < 0x20 || (code >= 0x7F && code <= 0x9F); }

// Walks `text` character by character; `refuse` returns why a decoded
// character is not allowed (or null).
template <typename Refuse>
std::size_t checkText(const std::string& text, const std::string& input, Refuse refuse) {
    std::size_t chars = 0;
    for (std::size_t offset = 0; offset < text.size(); ++chars) {
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        const auto where = [&] {
            return "at character " + std::to_string(chars + 1) + " (byte " + std::to_string(offset + 1) + "): ";
        };
        if (c.problem != nullptr) throw core::InputError(input, where() + "not valid UTF-8 (" + c.problem + ")");
        if (const char* why = refuse(c.code)) {
            throw core::InputError(input, where() + core::codePointName(c.code) + " " + why);
        }
        offset += c.length;
    }
    return chars;
}

}  // namespace

bool isXmlChar(char32_t code) {
    return code == 0x9 || code == 0xA || code == 0xD || (code >= 0x20 && code <= 0xD7FF) ||
           (code >= 0xE000 && code <= 0xFFFD) || (code >= 0x10000 && code <= 0x10FFFF);
}

std::size_t checkXmlText(const std::string& text, const std::string& input) {
    return checkText(text, input, [](char32_t code) -> const char* {
        return isXmlChar(code) ? nullptr : "is not a character XML files may hold";
    });
}

std::size_t checkHeadingText(const std::string& text, const std::string& input) {
    return checkText(text, input, [](char32_t code) -> const char* {
        if (isControl(code)) return "is a control character (a tab or line break, say): a heading is one line of text";
        return isXmlChar(code) ? nullptr : "is not a character XML files may hold";
    });
}

bool isXmlText(std::string_view text) {
    for (std::size_t offset = 0; offset < text.size();) {
        const auto byte = static_cast<unsigned char>(text[offset]);
        if (byte >= 0x20 && byte < 0x80) {  // the common case, decoded at a glance
            ++offset;
            continue;
        }
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        if (c.problem != nullptr || !isXmlChar(c.code)) return false;
        offset += c.length;
    }
    return true;
}

std::string xmlText(std::string_view text) {
    if (isXmlText(text)) return std::string(text);
    std::string out;
    out.reserve(text.size() + 16);
    for (std::size_t offset = 0; offset < text.size();) {
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        if (c.problem == nullptr && isXmlChar(c.code)) {
            out.append(text.substr(offset, c.length));
        } else {
            char escape[8];
            std::snprintf(escape, sizeof escape, c.code > 0xFF ? "\\u%04X" : "\\x%02x", static_cast<unsigned>(c.code));
            out += escape;
        }
        offset += c.length;
    }
    return out;
}

std::size_t textChars(std::string_view text) {
    std::size_t chars = 0;
    for (std::size_t offset = 0; offset < text.size();) {
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        const bool combining = c.problem == nullptr && c.code >= 0x300 && c.code <= 0x36F;
        chars += combining ? 0 : 1;
        offset += c.length;
    }
    return chars;
}

}  // namespace mazesheet::page
