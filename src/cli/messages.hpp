#pragma once
// Messages on standard error: one line each, starting "mazesheet: ". Every
// message goes through say(), which escapes whatever in it could break the
// line or drive the terminal (control characters, bytes that are not UTF-8,
// line separators, bidirectional overrides), so user text echoed in a
// message (a path, an -a value, a mask's name) stays one harmless line.
#include <iosfwd>
#include <string>
#include <string_view>

namespace mazesheet::cli {

// `text` with each such character written as an escape: "\n", "\t", "\x1b"
// for C0 controls and DEL, "\u009b" for C1 controls and other invisible
// line or direction changers, "\xe9" for each byte that is not UTF-8.
std::string printable(std::string_view text);

// Writes "mazesheet: " + printable(text) + "\n" to `err`.
void say(std::string_view text, std::ostream& err);
// The same on standard error.
void say(std::string_view text);

}  // namespace mazesheet::cli
