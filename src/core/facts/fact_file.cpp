// SPDX-License-Identifier: MIT
// A teacher's fact file (docs/FACTS.md): UTF-8 text, an item a line in a
// [true] and a [false] section, an optional one-line [instruction], '#'
// comments and blank lines. Strict: anything else is refused with its line
// number, since a misread line would put a wrong item on the route.
#include <cstdint>
#include <unordered_map>

#include "core/errors.hpp"
#include "core/utf8.hpp"
#include "fact_set.hpp"

namespace mazesheet::core {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr std::size_t kMaxInstructionChars = 120;

bool isBlank(char c) { return c == ' ' || c == '\t'; }

std::string_view trimmed(std::string_view line) {
    while (!line.empty() && isBlank(line.front())) line.remove_prefix(1);
    while (!line.empty() && isBlank(line.back())) line.remove_suffix(1);
    return line;
}

// Characters in `line`, which must be UTF-8 text a cell can show: no
// control characters (a tab inside an item, say) and nothing an XML file
// may not hold.
std::size_t checkedChars(std::string_view line, const std::string& where) {
    std::size_t chars = 0;
    for (std::size_t offset = 0; offset < line.size(); ++chars) {
        const Utf8Char c = decodeUtf8(line, offset);
        if (c.problem != nullptr) {
            throw InputError("facts", where + "not valid UTF-8 at byte " + std::to_string(offset + 1) + " (" +
                                          c.problem + "): save it as UTF-8 (a text editor's Save As offers it)");
        }
        const bool control = c.code < 0x20 || (c.code >= 0x7F && c.code <= 0x9F);
        if (control || c.code == 0xFFFE || c.code == 0xFFFF) {
            throw InputError("facts", where + codePointName(c.code) + " at byte " + std::to_string(offset + 1) +
                                          " is not a character an item may hold (one line of text)");
        }
        offset += c.length;
    }
    return chars;
}

std::string lowerAscii(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return out;
}

// UTF-16 text after its byte order mark (FF FE: little-endian, FE FF:
// big-endian), as Windows' Notepad and spreadsheet programs save "Unicode
// text", in UTF-8.
std::string fromUtf16(std::string_view text) {
    const bool little = static_cast<unsigned char>(text[0]) == 0xFF;
    if (text.size() % 2 != 0) throw InputError("facts", "UTF-16 text of an odd number of bytes: save it as UTF-8");
    const auto unit = [&](std::size_t at) {
        const auto a = static_cast<unsigned char>(text[at]);
        const auto b = static_cast<unsigned char>(text[at + 1]);
        return little ? static_cast<std::uint32_t>(a | (b << 8)) : static_cast<std::uint32_t>((a << 8) | b);
    };
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 2; at < text.size(); at += 2) {
        std::uint32_t code = unit(at);
        if (code >= 0xD800 && code <= 0xDBFF && at + 3 < text.size() && unit(at + 2) >= 0xDC00 && unit(at + 2) <= 0xDFFF) {
            code = 0x10000 + ((code - 0xD800) << 10) + (unit(at + 2) - 0xDC00);
            at += 2;
        } else if (code >= 0xD800 && code <= 0xDFFF) {
            throw InputError("facts", "not valid UTF-16 at byte " + std::to_string(at + 1) +
                                          " (a lone surrogate): save it as UTF-8");
        }
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }
    return out;
}

bool isUtf16(std::string_view text) {
    if (text.size() < 2) return false;
    const auto a = static_cast<unsigned char>(text[0]);
    const auto b = static_cast<unsigned char>(text[1]);
    return (a == 0xFF && b == 0xFE) || (a == 0xFE && b == 0xFF);
}

}  // namespace

FactSet readFactSet(std::string_view text, std::string name) {
    if (isUtf16(text)) {
        if (text.size() > 2 * kMaxFactFileBytes) {
            throw InputError("facts", "the file is over " + std::to_string(kMaxFactFileBytes >> 19) +
                                          " MiB; a fact file is a list of words or facts, an item a line");
        }
        const std::string utf8 = fromUtf16(text);
        return readFactSet(utf8, std::move(name));
    }
    if (text.size() > kMaxFactFileBytes) {
        throw InputError("facts", "the file is over " + std::to_string(kMaxFactFileBytes >> 20) +
                                      " MiB; a fact file is a list of words or facts, an item a line");
    }
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());

    enum class Section { None, True, False, Instruction };
    Section section = Section::None;
    FactSet set;
    set.name = std::move(name);
    set.fromFile = true;
    bool instructionGiven = false;
    // Each item's section and line, to name both lines of an item given twice.
    std::unordered_map<std::string, std::pair<Section, std::size_t>> seen;

    std::size_t lineNumber = 0;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        const std::string where = "line " + std::to_string(lineNumber) + ": ";
        line = trimmed(line);
        const std::size_t chars = checkedChars(line, where);
        if (line.empty() || line.front() == '#') continue;

        if (line.front() == '[' && line.back() == ']') {
            const std::string header = lowerAscii(trimmed(line.substr(1, line.size() - 2)));
            if (header == "true") {
                section = Section::True;
            } else if (header == "false") {
                section = Section::False;
            } else if (header == "instruction") {
                section = Section::Instruction;
            } else {
                throw InputError("facts", where + "unknown section " + std::string(line) +
                                              "; the sections are [true], [false] and [instruction]");
            }
            continue;
        }
        switch (section) {
            case Section::None:
                throw InputError("facts", where + "'" + std::string(line) +
                                              "' comes before any section; start the items with a [true] or "
                                              "[false] line");
            case Section::Instruction:
                if (instructionGiven) {
                    throw InputError("facts", where + "the instruction is one line; start the items with a [true] "
                                                      "or [false] line");
                }
                if (chars > kMaxInstructionChars) {
                    throw InputError("facts", where + "the instruction has " + std::to_string(chars) +
                                                  " characters; at most " + std::to_string(kMaxInstructionChars));
                }
                set.instruction = std::string(line);
                instructionGiven = true;
                continue;
            case Section::True:
            case Section::False: break;
        }
        if (chars > kMaxItemChars) {
            throw InputError("facts", where + "the item has " + std::to_string(chars) + " characters; at most " +
                                          std::to_string(kMaxItemChars) + " fit a cell");
        }
        const std::string item(line);
        const auto [at, added] = seen.try_emplace(item, section, lineNumber);
        if (!added) {
            if (at->second.first == section) continue;  // the same item twice in a section counts once
            throw InputError("facts", where + "'" + item + "' is in [true] and in [false] (line " +
                                          std::to_string(at->second.second) + ")");
        }
        (section == Section::True ? set.trueItems : set.falseItems).push_back(item);
    }
    if (set.trueItems.empty() || set.falseItems.empty()) {
        throw InputError("facts", std::string("the file has no ") + (set.trueItems.empty() ? "[true]" : "[false]") +
                                      " items; a fact maze needs true items for its route and false ones for "
                                      "every other cell");
    }
    if (set.instruction.empty()) set.instruction = "Follow the true items from S to F.";
    return set;
}

}  // namespace mazesheet::core
