// SPDX-License-Identifier: MIT
#pragma once
// An answer key's record of its workbook, as text, for formats that keep it
// in a text field of their own (an SVG's metadata, a PDF's keywords):
// "Answers for: NAME". NAME has every byte outside printable ASCII, and
// each character XML or a PDF string would quote (% & < > " ' ( ) \), as
// %XX, so the record needs no escaping in either format, whatever bytes
// the file's name has, and reads back as it was.
#include <optional>
#include <string>
#include <string_view>

#include "page/settings.hpp"

namespace mazesheet::render {

inline std::string keyRecordText(std::string_view workbook) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string text = std::string(page::kAnswersFor) + ": ";
    for (const char c : workbook) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte > 0x7E || std::string_view("%&<>\"'()\\").find(c) != std::string_view::npos) {
            text += '%';
            text += kHex[byte >> 4];
            text += kHex[byte & 0xF];
        } else {
            text += c;
        }
    }
    return text;
}

// The workbook a record names, or nullopt when `text` is no such record.
inline std::optional<std::string> workbookOfRecord(std::string_view text) {
    const std::string prefix = std::string(page::kAnswersFor) + ": ";
    if (!text.starts_with(prefix)) return std::nullopt;
    text.remove_prefix(prefix.size());
    const auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    std::string workbook;
    for (std::size_t at = 0; at < text.size(); ++at) {
        if (text[at] != '%') {
            workbook += text[at];
            continue;
        }
        if (at + 2 >= text.size() || digit(text[at + 1]) < 0 || digit(text[at + 2]) < 0) return std::nullopt;
        workbook += static_cast<char>(digit(text[at + 1]) * 16 + digit(text[at + 2]));
        at += 2;
    }
    return workbook;
}

}  // namespace mazesheet::render
