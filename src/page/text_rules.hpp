#pragma once
// The one rule for text that users give and files show (titles): valid
// UTF-8 without control characters. Every writer checks titles with it.
#include <cstddef>
#include <string>

namespace mazesheet::page {

// Throws core::InputError(input) unless `text` is valid UTF-8 without
// control characters (tabs, line breaks); returns its length in characters.
std::size_t checkHeadingText(const std::string& text, const std::string& input);

}  // namespace mazesheet::page
