// SPDX-License-Identifier: MIT
#include "html/play_page.hpp"

#include <array>
#include <cstdint>
#include <cstdio>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/utf8.hpp"
#include "page/text_rules.hpp"
#include "page/texts.hpp"
#include "player_files.hpp"
#include "render/chunked_output.hpp"

namespace mazesheet::html {

namespace {

using core::CellPos;

// A JSON string that may stand inside an HTML <script> element: besides
// JSON's own escapes, '<', '>' and '&' as \u escapes (no "</script>" or
// "<!--" can appear), and the line separators JavaScript once refused.
std::string jsonString(std::string_view text) {
    std::string out = "\"";
    for (std::size_t offset = 0; offset < text.size();) {
        const core::Utf8Char c = core::decodeUtf8(text, offset);
        const bool escaped = c.problem == nullptr && (c.code < 0x20 || c.code == '<' || c.code == '>' ||
                                                      c.code == '&' || c.code == 0x2028 || c.code == 0x2029);
        if (c.problem != nullptr) {
            out += "\\ufffd";
        } else if (c.code == '"' || c.code == '\\') {
            out += '\\';
            out += static_cast<char>(c.code);
        } else if (escaped) {
            char code[8];
            std::snprintf(code, sizeof code, "\\u%04x", static_cast<unsigned>(c.code));
            out += code;
        } else {
            out += text.substr(offset, c.length);
        }
        offset += c.length;
    }
    return out + "\"";
}

// Text in an HTML element (the page's <title>).
std::string htmlText(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else out += c;
    }
    return out;
}

// Bits, the first in the lowest bit of the first byte, as base64.
std::string base64(const std::vector<bool>& bits) {
    static constexpr char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::vector<std::uint8_t> bytes((bits.size() + 7) / 8, 0);
    for (std::size_t i = 0; i < bits.size(); ++i) {
        if (bits[i]) bytes[i / 8] = static_cast<std::uint8_t>(bytes[i / 8] | (1U << (i % 8)));
    }
    std::string out;
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const unsigned b0 = bytes[i];
        const unsigned b1 = i + 1 < bytes.size() ? bytes[i + 1] : 0U;
        const unsigned b2 = i + 2 < bytes.size() ? bytes[i + 2] : 0U;
        const unsigned group = (b0 << 16) | (b1 << 8) | b2;
        out += kDigits[(group >> 18) & 63U];
        out += kDigits[(group >> 12) & 63U];
        out += i + 1 < bytes.size() ? kDigits[(group >> 6) & 63U] : '=';
        out += i + 2 < bytes.size() ? kDigits[group & 63U] : '=';
    }
    return out;
}

std::string position(CellPos p) { return "[" + std::to_string(p.col) + "," + std::to_string(p.row) + "]"; }

// One maze: a square grid, its cells (a mask's), the open east and south
// walls of each cell (every wall is one of them or the outline), the doors
// and both ends. Nothing about the way between them.
std::string mazeData(const core::Puzzle& puzzle) {
    const core::Maze& maze = puzzle.maze;
    const std::size_t cells = static_cast<std::size_t>(maze.width()) * static_cast<std::size_t>(maze.height());
    std::vector<bool> inside(cells), east(cells), south(cells);
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            const CellPos p{col, row};
            const std::size_t i = maze.region().index(col, row);
            inside[i] = maze.contains(p);
            east[i] = inside[i] && maze.hasNeighbour(p, core::Side::East) && maze.isOpen(p, core::Side::East);
            south[i] = inside[i] && maze.hasNeighbour(p, core::Side::South) && maze.isOpen(p, core::Side::South);
        }
    }
    std::string doors;
    for (const core::Door& door : maze.doors()) {
        doors += (doors.empty() ? "[" : ",[") + std::to_string(door.cell.col) + "," + std::to_string(door.cell.row) +
                 "," + std::to_string(static_cast<int>(door.side)) + "]";
    }
    std::string data = "{\"grid\":\"square\",\"columns\":" + std::to_string(maze.width()) +
                       ",\"rows\":" + std::to_string(maze.height());
    if (!maze.region().isRectangle()) data += ",\"inside\":\"" + base64(inside) + "\"";
    data += ",\"east\":\"" + base64(east) + "\",\"south\":\"" + base64(south) + "\",\"start\":" +
            position(puzzle.start) + ",\"finish\":" + position(puzzle.finish) + ",\"doors\":[" + doors + "]}";
    return data;
}

// The words the page shows, by the player's names for them; the verdicts
// are the playable sheet's.
struct PlayWord {
    const char* name;
    page::WordKey key;
};
constexpr PlayWord kPlayWords[] = {
    {"help", "play-help"},
    {"restart", "play-restart"},
    {"moves", "play-moves"},
    {"time", "play-time"},
    {"mazeNumber", "play-maze-number"},
    {"where", "play-where"},
    {"ways", "play-ways"},
    {"distance", "play-distance"},
    {"askDistance", "play-ask-distance"},
    {"start", "start-mark"},
    {"finish", "finish-mark"},
    {"solved", "verdict-solved"},
    {"empty", "verdict-empty"},
    {"wall", "verdict-wall"},
    {"extra", "verdict-extra"},
    {"shorter", "verdict-shorter"},
    {"goOn", "verdict-go-on"},
};
// Up, right, down, left: core::Side's order.
constexpr page::WordKey kDirections[] = {"play-up", "play-right", "play-down", "play-left"};

std::string textsData(const page::Texts& t) {
    std::string data = "{";
    for (const PlayWord& word : kPlayWords) data += std::string("\"") + word.name + "\":" + jsonString(std::string(t[word.key])) + ",";
    std::string directions;
    for (const page::WordKey key : kDirections) directions += (directions.empty() ? "" : ",") + jsonString(std::string(t[key]));
    return data + "\"directions\":[" + directions + "]}";
}

void writeData(render::ChunkedOutput& out, core::PuzzleSource& puzzles, const render::RenderOptions& options) {
    const page::PageSettings& settings = options.page;
    out << "{\"format\":\"mazesheet-play\",\"version\":1,\"language\":" << jsonString(settings.texts.language)
        << ",\"title\":" << jsonString(page::titleOf(settings)) << ",\"timer\":"
        << (settings.playTimer ? "true" : "false") << ",\"moves\":" << (settings.playMoves ? "true" : "false")
        << ",\n\"texts\":" << textsData(settings.texts) << ",\n\"mazes\":[";
    for (std::size_t k = 0; k < puzzles.count(); ++k) {
        const auto puzzle = puzzles.puzzle(k);
        out << (k == 0 ? "\n" : ",\n") << mazeData(*puzzle);
    }
    out << "\n]}";
}

void check(const render::Request& request, std::vector<std::string>&) {
    page::checkHeadingText(request.options.page.title, "title");
    if (request.region.cellCount() > kMaxPlayCells) {
        throw core::InputError(request.region.input(),
                               "a maze of " + std::to_string(request.region.cellCount()) +
                                   " cells is too large to play on screen (at most " + std::to_string(kMaxPlayCells) +
                                   ", e.g. 100x100)");
    }
}

core::PuzzleSpec::Needs reads(const render::RenderOptions&) { return core::PuzzleSpec::Needs::Walls; }

void writePlayPage(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
                   std::vector<std::string>&) {
    render::ChunkedOutput out(sink);
    const page::PageSettings& settings = options.page;
    out << "<!doctype html>\n<html lang=\"" << settings.texts.language << "\">\n<head>\n<meta charset=\"utf-8\">\n"
        << "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>"
        << htmlText(page::titleOf(settings)) << "</title>\n<meta name=\"generator\" content=\"mazesheet\">\n<style>\n"
        << playerStyle() << "</style>\n</head>\n<body class=\"mazesheet-play-page\">\n"
        << "<main id=\"mazesheet-play\" class=\"mazesheet-play\"></main>\n"
        << "<script type=\"application/json\" id=\"mazesheet-play-data\">";
    writeData(out, puzzles, options);
    out << "</script>\n<script>\n"
        << playerScript()
        << "MazesheetPlay.mount(document.getElementById('mazesheet-play'),\n"
           "  JSON.parse(document.getElementById('mazesheet-play-data').textContent), {standalone: true});\n"
           "</script>\n</body>\n</html>\n";
    out.flush();
}

}  // namespace

std::string playData(core::PuzzleSource& puzzles, const render::RenderOptions& options) {
    render::StringSink text;
    render::ChunkedOutput out(text);
    writeData(out, puzzles, options);
    out.flush();
    return text.take();
}

const render::Writer& playPageWriter() {
    static const render::Writer writer{
        .name = "html",
        .noun = "page to play on screen",
        .description = ".html page students play on screen (a finger, the mouse, the keys or a screen reader); no answer",
        .extensions = {".html", ".htm"},
        .playsOnScreen = true,
        .reads = reads,
        .check = check,
        .write = writePlayPage,
    };
    return writer;
}

}  // namespace mazesheet::html
