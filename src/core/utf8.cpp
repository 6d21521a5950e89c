// SPDX-License-Identifier: MIT
#include "utf8.hpp"

#include <cstdio>

namespace mazesheet::core {

Utf8Char decodeUtf8(std::string_view text, std::size_t offset) {
    const auto lead = static_cast<unsigned char>(text[offset]);
    if (lead < 0x80) return {lead, 1, nullptr};
    // Sequence length and the smallest code point that needs it (anything
    // smaller is an overlong form, a classic way to smuggle '<' or '/').
    struct Form {
        unsigned char mask, bits;  // the lead byte's marker bits
        std::size_t length;
        char32_t smallest;
    };
    static constexpr Form kForms[] = {{0xE0, 0xC0, 2, 0x80}, {0xF0, 0xE0, 3, 0x800}, {0xF8, 0xF0, 4, 0x10000}};
    const Form* form = nullptr;
    for (const Form& f : kForms) {
        if ((lead & f.mask) == f.bits) form = &f;
    }
    if (form == nullptr) {
        const bool continuation = (lead & 0xC0) == 0x80;
        return {lead, 1,
                continuation ? "a continuation byte without a lead byte" : "a byte that never starts a character"};
    }
    const std::size_t length = form->length;
    const char32_t smallest = form->smallest;
    char32_t code = lead & (0x7Fu >> length);
    for (std::size_t k = 1; k < length; ++k) {
        if (offset + k >= text.size()) return {lead, 1, "a character cut off at the end"};
        const auto next = static_cast<unsigned char>(text[offset + k]);
        if ((next & 0xC0) != 0x80) return {lead, 1, "a character cut off by the next byte"};
        code = (code << 6) | (next & 0x3Fu);
    }
    if (code < smallest) return {lead, 1, "an overlong encoding"};
    if (code >= 0xD800 && code <= 0xDFFF) return {lead, 1, "a UTF-16 surrogate, which UTF-8 cannot carry"};
    if (code > 0x10FFFF) return {lead, 1, "a code point above U+10FFFF"};
    return {code, length, nullptr};
}

std::string encodeUtf8(char32_t code) {
    std::string out;
    const auto byte = [&out](char32_t bits) { out += static_cast<char>(bits & 0xFF); };
    if (code < 0x80) {
        byte(code);
    } else if (code < 0x800) {
        byte(0xC0 | (code >> 6));
        byte(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        byte(0xE0 | (code >> 12));
        byte(0x80 | ((code >> 6) & 0x3F));
        byte(0x80 | (code & 0x3F));
    } else {
        byte(0xF0 | (code >> 18));
        byte(0x80 | ((code >> 12) & 0x3F));
        byte(0x80 | ((code >> 6) & 0x3F));
        byte(0x80 | (code & 0x3F));
    }
    return out;
}

std::string codePointName(char32_t code) {
    char name[16];
    std::snprintf(name, sizeof name, "U+%04X", static_cast<unsigned>(code));
    return name;
}

}  // namespace mazesheet::core
