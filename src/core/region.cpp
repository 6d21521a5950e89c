// SPDX-License-Identifier: MIT
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

// The 4-connected parts of a region, found a row at a time in the memory of
// two rows (a flood fill's stack took up to four bytes a cell): each row's
// runs of cells join the parts of the runs above them that they touch. A
// part is finished when no run of the next row touches it. Returns how many
// parts there are and the first cells (in row-major order) of the first
// `shown` of them, in that order.
struct Parts {
    std::size_t count = 0;
    std::vector<std::uint32_t> firstCells;
};

Parts regionParts(const Region& region, std::size_t shown) {
    struct Run {
        int from;
        int to;             // columns [from, to]
        std::uint32_t part;  // its part among its row's
    };
    std::vector<Run> above;
    std::vector<Run> here;
    std::vector<std::uint32_t> aboveFirst;  // first cell of each part of the row above
    std::vector<std::uint32_t> hereFirst;
    // Union-find over the row above's parts, then this row's runs.
    std::vector<std::uint32_t> parent;
    const auto find = [&parent](std::uint32_t x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    std::vector<std::uint32_t> newPart;
    Parts parts;
    const auto finished = [&](std::uint32_t firstCell) {
        ++parts.count;
        auto& cells = parts.firstCells;
        cells.insert(std::upper_bound(cells.begin(), cells.end(), firstCell), firstCell);
        if (cells.size() > shown) cells.pop_back();
    };
    constexpr std::uint32_t kNone = ~std::uint32_t{0};
    for (int row = 0; row < region.height(); ++row) {
        here.clear();
        for (int col = 0; col < region.width(); ++col) {
            if (!region.containsIndex(region.index(col, row))) continue;
            if (!here.empty() && here.back().to == col - 1) {
                here.back().to = col;
            } else {
                here.push_back({col, col, 0});
            }
        }
        const auto aboveParts = static_cast<std::uint32_t>(aboveFirst.size());
        parent.resize(aboveParts + here.size());
        for (std::uint32_t k = 0; k < parent.size(); ++k) parent[k] = k;
        std::size_t next = 0;  // the first run above that may touch this one
        for (std::size_t j = 0; j < here.size(); ++j) {
            while (next < above.size() && above[next].to < here[j].from) ++next;
            for (std::size_t k = next; k < above.size() && above[k].from <= here[j].to; ++k) {
                parent[find(above[k].part)] = find(aboveParts + static_cast<std::uint32_t>(j));
            }
        }
        // This row's parts, in the order of their first run; a part's first
        // cell is that of the earliest part above it joins, else its own.
        newPart.assign(parent.size(), kNone);
        hereFirst.clear();
        for (std::size_t j = 0; j < here.size(); ++j) {
            const std::uint32_t root = find(aboveParts + static_cast<std::uint32_t>(j));
            if (newPart[root] == kNone) {
                newPart[root] = static_cast<std::uint32_t>(hereFirst.size());
                hereFirst.push_back(region.index(here[j].from, row));
            }
            here[j].part = newPart[root];
        }
        for (std::uint32_t p = 0; p < aboveParts; ++p) {
            const std::uint32_t root = find(p);
            if (newPart[root] == kNone) {
                finished(aboveFirst[p]);
                continue;
            }
            std::uint32_t& first = hereFirst[newPart[root]];
            first = std::min(first, aboveFirst[p]);
        }
        above.swap(here);
        aboveFirst.swap(hereFirst);
    }
    for (const std::uint32_t first : aboveFirst) finished(first);
    return parts;
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
    : width_(width),
      height_(height),
      cellCount_(inside.count()),
      inside_(inside.size() == 0 ? nullptr : std::make_shared<const BitVector>(std::move(inside))),
      bits_(inside_ ? inside_->view() : BitView(nullptr)),
      fromMask_(fromMask) {}

Region Region::rectangle(long long width, long long height) {
    checkSize(width, height, "size", kMaxGridCells);
    // A rectangle holds no bits: a streamed maze of billions of cells must
    // not pay one per cell for knowing that every cell is in.
    Region region(static_cast<int>(width), static_cast<int>(height), BitVector(), false);
    region.whole_ = true;
    region.cellCount_ = region.gridSize();
    return region;
}

Region Region::onGrid(GridKind kind, long long width, long long height) {
    switch (kind) {
        case GridKind::Square: return rectangle(width, height);
        case GridKind::Hex:
        case GridKind::Triangle: {
            checkSize(width, height, "size", kMaxCells);
            Region region = rectangle(width, height);
            region.grid_ = kind;
            return region;
        }
        case GridKind::Circle: break;
    }
    if (width != height) {
        throw InputError("size", describeSize(width, height) + ": a circle's size is its rings, one number (such as 12 "
                                                               "or 12x12)");
    }
    const std::string rings = std::to_string(width) + " rings";
    if (width < 2) throw InputError("size", rings + " is too few: a circle needs at least 2 (the centre and a ring)");
    // Rings grow by about 6 cells each: past this many the bounding grid
    // alone is over the limit, and the sizes need not be worked out.
    constexpr long long kMostRings = 20'000;
    auto sizes = circleRingSizes(static_cast<int>(std::min(width, kMostRings)));
    const std::size_t across = sizes.back();
    if (width > kMostRings || across * sizes.size() > kMaxCells) {
        throw InputError("size", rings + " is too large: the circle's grid of rings x outer cells must stay within " +
                                     std::to_string(kMaxCells) + " cells");
    }
    BitVector inside(across * sizes.size());
    for (std::size_t ring = 0; ring < sizes.size(); ++ring) {
        for (std::size_t col = 0; col < sizes[ring]; ++col) inside.set(ring * across + col);
    }
    Region region(static_cast<int>(across), static_cast<int>(sizes.size()), std::move(inside), false);
    region.grid_ = GridKind::Circle;
    region.rings_ = std::make_shared<const std::vector<std::uint32_t>>(std::move(sizes));
    return region;
}

void checkInMemory(const Region& region, std::string_view howToStream) {
    if (region.gridSize() <= kMaxCells) return;
    throw InputError(region.input(), describeSize(region.width(), region.height()) + " is too large to hold in memory (at most " +
                                         std::to_string(kMaxCells) + " cells); " + std::string(howToStream));
}

Region Region::fromMaskText(std::string_view text) {
    MaskTextReader reader;
    while (!text.empty()) {
        const auto end = text.find('\n');
        reader.addLine(text.substr(0, end));
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    }
    return reader.finish();
}

void MaskTextReader::addLine(std::string_view line) {
    ++lineNumber_;
    // A byte order mark is how some editors label UTF-8, not a maze cell.
    constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    if (lineNumber_ == 1 && line.starts_with(kByteOrderMark)) line.remove_prefix(kByteOrderMark.size());
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!line.empty() && line.front() == ';') return;
    // One character is one cell, however many bytes UTF-8 gives it.
    std::size_t chars = 0;
    forEachChar(line, lineNumber_, [&chars](std::size_t, char32_t) { ++chars; });
    const std::size_t row = rows_++;
    // A file's trailing blank lines are layout, not maze rows: a row counts
    // towards the size once a later row (or itself) has a mark. Only rows up
    // to the last marked one are kept (blank rows are all zero bits).
    widthSince_ = std::max(widthSince_, chars);
    if (line.find_first_not_of(" .") == std::string_view::npos) return;
    height_ = rows_;
    width_ = std::max(width_, widthSince_);
    widthSince_ = 0;
    if (width_ > static_cast<std::size_t>(kMaxSide) || height_ > static_cast<std::size_t>(kMaxSide) ||
        width_ * height_ > kMaxCells) {
        overLimits_ = true;  // finish() refuses it with its whole size; the rest is only measured
        bits_ = {};
    }
    if (overLimits_) return;
    if (chars > stride_) widen(chars);
    bits_.resize((height_ * stride_ + 63) / 64, 0);
    keptRows_ = height_;
    const std::size_t rowStart = row * stride_;
    forEachChar(line, lineNumber_, [&](std::size_t col, char32_t c) {
        if (c == '.' || c == ' ') return;
        const std::size_t bit = rowStart + col;
        bits_[bit >> 6] |= std::uint64_t{1} << (bit & 63);
    });
}

// Rows longer than any before: the rows so far are laid out again at a
// stride of at least twice the old one, so a file's rows are copied a few
// times at most, not once per longer row.
void MaskTextReader::widen(std::size_t chars) {
    const std::size_t stride = std::max(chars, 2 * stride_);
    std::vector<std::uint64_t> wider((keptRows_ * stride + 63) / 64, 0);
    for (std::size_t row = 0; row < keptRows_; ++row) {
        for (std::size_t col = 0; col < stride_; ++col) {
            const std::size_t from = row * stride_ + col;
            if (((bits_[from >> 6] >> (from & 63)) & 1U) == 0) continue;
            const std::size_t to = row * stride + col;
            wider[to >> 6] |= std::uint64_t{1} << (to & 63);
        }
    }
    bits_.swap(wider);
    stride_ = stride;
}

Region MaskTextReader::finish() {
    if (height_ == 0) throw InputError("mask", std::string(kNoCells) + kMarkText);
    Region::checkMaskSize(static_cast<long long>(width_), static_cast<long long>(height_));
    BitVector inside(width_ * height_);
    // A blank row may be wider than the marked ones, and so than the stride.
    const std::size_t kept = std::min(width_, stride_);
    for (std::size_t row = 0; row < height_; ++row) {
        for (std::size_t col = 0; col < kept; ++col) {
            const std::size_t bit = row * stride_ + col;
            if ((bits_[bit >> 6] >> (bit & 63)) & 1U) inside.set(row * width_ + col);
        }
    }
    bits_ = {};
    return Region::fromCells(static_cast<long long>(width_), static_cast<long long>(height_), std::move(inside),
                             kMarkText);
}

void Region::checkMaskSize(long long width, long long height) { checkSize(width, height, "mask", kMaxCells); }

Region Region::fromCells(long long width, long long height, BitVector inside, std::string_view howToMark) {
    checkMaskSize(width, height);
    if (inside.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height)) {
        throw std::logic_error("Region::fromCells: the grid does not hold width x height cells");
    }
    Region region(static_cast<int>(width), static_cast<int>(height), std::move(inside), true);
    if (region.cellCount() == 0) throw InputError("mask", std::string(kNoCells) + std::string(howToMark));
    const Parts parts = regionParts(region, 5);
    if (parts.count > 1) {
        std::string where;
        for (std::size_t i = 0; i < parts.firstCells.size(); ++i) {
            const CellPos first = region.position(parts.firstCells[i]);
            where += (i ? "; " : "") + std::to_string(first.col + 1) + "," + std::to_string(first.row + 1);
        }
        if (parts.firstCells.size() < parts.count) where += "; ...";
        throw InputError("mask", "has " + std::to_string(parts.count) + " separate regions (first cells at col,row " +
                                     where + "); the marked cells must form one 4-connected region");
    }
    return region;
}

}  // namespace mazesheet::core
