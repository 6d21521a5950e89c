#include "region.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "errors.hpp"
#include "utf8.hpp"

namespace mazesheet::core {

namespace {

std::string describeSize(long long width, long long height) {
    return std::to_string(width) + "x" + std::to_string(height);
}

// The one place the grid limits are checked; `input` is "size" or "mask",
// `maxCells` kMaxGridCells (a rectangle, which may be streamed) or
// kMaxCells (a mask, held in memory).
void checkSize(long long width, long long height, const char* input, std::size_t maxCells) {
    const std::string size = describeSize(width, height);
    if (width < 1 || height < 1) {
        throw InputError(input, size + " is empty: width and height must be at least 1");
    }
    if (width > kMaxSide || height > kMaxSide ||
        static_cast<unsigned long long>(width) * static_cast<unsigned long long>(height) > maxCells) {
        throw InputError(input, size + " is too large: at most " + std::to_string(maxCells) + " cells and " +
                                    std::to_string(kMaxSide) + " per side");
    }
}

// Labels the 4-connected components with an explicit stack (no recursion, so
// any mask size is safe) and returns the first cell of each component.
std::vector<CellPos> componentSeeds(const Region& region) {
    std::vector<CellPos> seeds;
    BitVector seen(region.gridSize());
    std::vector<std::uint32_t> stack;
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            const auto start = region.index(col, row);
            if (!region.containsIndex(start) || seen.test(start)) continue;
            seeds.push_back({col, row});
            seen.set(start);
            stack.push_back(start);
            while (!stack.empty()) {
                const CellPos p = region.position(stack.back());
                stack.pop_back();
                const CellPos next[4] = {{p.col, p.row - 1}, {p.col + 1, p.row}, {p.col, p.row + 1}, {p.col - 1, p.row}};
                for (const auto& n : next) {
                    if (!region.contains(n)) continue;
                    const auto ni = region.index(n.col, n.row);
                    if (seen.test(ni)) continue;
                    seen.set(ni);
                    stack.push_back(ni);
                }
            }
        }
    }
    return seeds;
}

// A mask line's characters, one cell each, for a caller that reads them in
// order; throws InputError("mask") at the first byte that is not UTF-8.
template <typename EachChar>
void forEachChar(std::string_view line, std::size_t lineNumber, EachChar each) {
    std::size_t column = 0;
    for (std::size_t offset = 0; offset < line.size(); ++column) {
        const Utf8Char c = decodeUtf8(line, offset);
        if (c.problem != nullptr) {
            throw InputError("mask", "line " + std::to_string(lineNumber) + ", column " +
                                         std::to_string(column + 1) + ": not UTF-8 text (" + c.problem +
                                         "); save the mask as UTF-8");
        }
        each(column, c.code);
        offset += c.length;
    }
}

constexpr const char* kNoCells = "has no maze cells: mark cells with ";
constexpr const char* kMarkText = "any character but '.' and space";

}  // namespace

Region::Region(int width, int height, BitVector inside, bool fromMask)
    : width_(width), height_(height), cellCount_(inside.count()), inside_(std::move(inside)), fromMask_(fromMask) {}

Region Region::rectangle(long long width, long long height) {
    checkSize(width, height, "size", kMaxGridCells);
    // A rectangle holds no bits: a streamed maze of billions of cells must
    // not pay one per cell for knowing that every cell is in.
    Region region(static_cast<int>(width), static_cast<int>(height), BitVector(), false);
    region.whole_ = true;
    region.cellCount_ = region.gridSize();
    return region;
}

void checkInMemory(const Region& region, std::string_view howToStream) {
    if (region.gridSize() <= kMaxCells) return;
    throw InputError(region.input(), describeSize(region.width(), region.height()) + " is too large to hold in memory (at most " +
                                         std::to_string(kMaxCells) + " cells); " + std::string(howToStream));
}

Region Region::fromMaskText(std::string_view text) {
    // A byte order mark is how some editors label UTF-8, not a maze cell.
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
    struct Line {
        std::string_view text;
        std::size_t number;  // 1-based, in the file, for messages
    };
    std::vector<Line> lines;
    for (std::size_t number = 1; !text.empty(); ++number) {
        const auto end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (!line.empty() && line.front() == ';') continue;
        lines.push_back({line, number});
    }
    // A file's trailing blank lines are layout, not maze rows.
    while (!lines.empty() && lines.back().text.find_first_not_of(" .") == std::string_view::npos) lines.pop_back();
    if (lines.empty()) throw InputError("mask", std::string(kNoCells) + kMarkText);

    // One character is one cell, however many bytes UTF-8 gives it.
    std::size_t width = 0;
    for (const Line& line : lines) {
        std::size_t chars = 0;
        forEachChar(line.text, line.number, [&chars](std::size_t, char32_t) { ++chars; });
        width = std::max(width, chars);
    }
    checkMaskSize(static_cast<long long>(width), static_cast<long long>(lines.size()));

    BitVector inside(width * lines.size());
    for (std::size_t row = 0; row < lines.size(); ++row) {
        forEachChar(lines[row].text, lines[row].number, [&](std::size_t col, char32_t c) {
            if (c != '.' && c != ' ') inside.set(row * width + col);
        });
    }
    return fromCells(static_cast<long long>(width), static_cast<long long>(lines.size()), std::move(inside), kMarkText);
}

void Region::checkMaskSize(long long width, long long height) { checkSize(width, height, "mask", kMaxCells); }

Region Region::fromCells(long long width, long long height, BitVector inside, std::string_view howToMark) {
    checkMaskSize(width, height);
    if (inside.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height)) {
        throw std::logic_error("Region::fromCells: the grid does not hold width x height cells");
    }
    Region region(static_cast<int>(width), static_cast<int>(height), std::move(inside), true);
    if (region.cellCount() == 0) throw InputError("mask", std::string(kNoCells) + std::string(howToMark));
    const auto seeds = componentSeeds(region);
    if (seeds.size() > 1) {
        std::string where;
        const std::size_t shown = std::min<std::size_t>(seeds.size(), 5);
        for (std::size_t i = 0; i < shown; ++i) {
            where += (i ? "; " : "") + std::to_string(seeds[i].col + 1) + "," + std::to_string(seeds[i].row + 1);
        }
        if (shown < seeds.size()) where += "; ...";
        throw InputError("mask", "has " + std::to_string(seeds.size()) + " separate regions (first cells at col,row " +
                                     where + "); the marked cells must form one 4-connected region");
    }
    return region;
}

}  // namespace mazesheet::core
