// SPDX-License-Identifier: MIT
#pragma once
// The one rule for text that users give and files show (titles): strict
// UTF-8 whose every character XML 1.0 allows, so sharedStrings.xml, the
// document properties and an SVG <text> stay well-formed whatever the user
// typed. Headings are one line: control characters are refused too. Every
// writer checks titles with it.
#include <cstddef>
#include <string>
#include <string_view>

namespace mazesheet::page {

// XML 1.0's Char production: #x9 | #xA | #xD | [#x20-#xD7FF] |
// [#xE000-#xFFFD] | [#x10000-#x10FFFF].
bool isXmlChar(char32_t code);

// Throws core::InputError(input) unless `text` is strict UTF-8 made only of
// characters XML 1.0 allows, naming the first bad character's position and
// why; returns its length in characters.
std::size_t checkXmlText(const std::string& text, const std::string& input);

// checkXmlText, and no control characters (tabs, line breaks, C1 controls):
// a heading is one line.
std::size_t checkHeadingText(const std::string& text, const std::string& input);

// The characters `text` prints as, for sizing the room it needs: code
// points, not bytes (a Vietnamese word takes two or three bytes a letter),
// and combining accents none.
std::size_t textChars(std::string_view text);

}  // namespace mazesheet::page
