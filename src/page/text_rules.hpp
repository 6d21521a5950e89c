// SPDX-License-Identifier: MIT
#pragma once
// The one rule for text that users give and files show: strict UTF-8 whose
// every character XML 1.0 allows, so sharedStrings.xml, the document
// properties and an SVG <text> stay well-formed whatever the user typed.
// Text a user types (a title) is refused when it breaks the rule
// (checkHeadingText, checkXmlText: one clear message); text a file system
// holds (a path, which may be Latin-1 from an old archive) is shown through
// it instead (xmlText). Every writer passes every string it puts into XML
// through xmlText, so no byte the rule forbids is ever written raw.
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

// `text` as XML 1.0 may hold it: each byte that is not UTF-8 becomes the
// four characters \xHH (its value in hexadecimal, lower case) and each
// character XML 1.0 does not allow becomes \xHH (a control character) or
// \uFFFE, \uFFFF, as mazesheet's messages show them; every other character
// is kept. A path such as the Latin-1 "\xdcbung.xlsx" is so shown byte for
// byte as the file system holds it. Markup characters (&, <) are the
// writer's to escape.
std::string xmlText(std::string_view text);
// True when xmlText(text) would be `text` itself.
bool isXmlText(std::string_view text);

// The characters `text` prints as, for sizing the room it needs: code
// points, not bytes (a Vietnamese word takes two or three bytes a letter),
// and combining accents none.
std::size_t textChars(std::string_view text);

}  // namespace mazesheet::page
