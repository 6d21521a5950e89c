// SPDX-License-Identifier: MIT
#pragma once
// Messages on standard error: one line each, starting "mazesheet: ". Every
// message goes through say(), which escapes whatever in it could break the
// line or drive the terminal (control characters, bytes that are not UTF-8,
// line separators, bidirectional overrides), so user text echoed in a
// message (a path, an -a value, a mask's name) stays one harmless line.
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

namespace mazesheet::cli {

// `text` with each such character written as an escape: "\n", "\t", "\x1b"
// for C0 controls and DEL, "\u009b" for C1 controls and other invisible
// line or direction changers, "\xe9" for each byte that is not UTF-8.
std::string printable(std::string_view text);

// "65,536": a count in a message, its digits grouped by threes.
std::string groupedDigits(std::uint64_t value);

// `text` with its middle left out if it is over 900 bytes or so: a message
// quoting a huge value stays a line a person can read.
std::string shortened(std::string_view text);

// Writes "mazesheet: " + printable(shortened(text)) + "\n" to `err`.
void say(std::string_view text, std::ostream& err);
// The same on standard error.
void say(std::string_view text);

}  // namespace mazesheet::cli
