// SPDX-License-Identifier: MIT
#pragma once
// Strict UTF-8 (RFC 3629), the one decoder for text users give: mask files,
// titles, and messages that echo user text. Refuses what a lenient decoder
// lets through and XML readers then reject: overlong forms, surrogates
// (U+D800..U+DFFF), code points above U+10FFFF and cut-off sequences.
#include <cstddef>
#include <string>
#include <string_view>

namespace mazesheet::core {

// One character read from UTF-8 text.
struct Utf8Char {
    char32_t code = 0;       // the code point (the lead byte when `problem` is set)
    std::size_t length = 1;  // bytes it takes; 1 for a bad byte, so decoding can go on
    const char* problem = nullptr;  // why the bytes are not UTF-8, or null
};

// Decodes the character starting at `offset` (< text.size()).
Utf8Char decodeUtf8(std::string_view text, std::size_t offset);

// A code point (at most U+10FFFF, no surrogate) as UTF-8.
std::string encodeUtf8(char32_t code);

// "U+00E9" for messages.
std::string codePointName(char32_t code);

}  // namespace mazesheet::core
