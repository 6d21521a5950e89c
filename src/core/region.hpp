#pragma once
// The set of grid cells a maze covers: a full rectangle or a shaped mask.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "bitvector.hpp"

namespace mazesheet::core {

struct CellPos {
    int col = 0;
    int row = 0;
    bool operator==(const CellPos&) const = default;
};

// Limits. A maze held in memory (every algorithm but the row-local ones
// streamed, every mask) is kept to 100 million cells: kruskal needs about
// 12 bytes per cell of working state (the shuffled walls 8, the sets 4), so
// that stays under 2 GB. A
// streamed rectangle holds a few rows, so only cell indices (32 bits) and
// Excel's 1,048,576 rows bound it; no format we write holds more.
inline constexpr std::size_t kMaxCells = 100'000'000;
inline constexpr std::size_t kMaxGridCells = 4'294'967'295;
inline constexpr int kMaxSide = 1'048'576;

class Region {
public:
    // Throws InputError("size") for sizes below 1 or above the limits.
    static Region rectangle(long long width, long long height);

    // Parses the mask text format (contract section 2) and checks that the
    // marked cells form exactly one 4-connected region; throws
    // InputError("mask") naming the problem otherwise.
    static Region fromMaskText(std::string_view text);

    // A mask given as a grid (row-major, width x height bits): the checks
    // every mask passes, whatever it was drawn from (text, letters, a
    // picture): size limits, at least one cell, one 4-connected region.
    // `howToMark` completes the "has no maze cells" error ("mark cells with
    // ..."). Throws InputError("mask").
    static Region fromCells(long long width, long long height, BitVector inside, std::string_view howToMark);

    // Throws InputError("mask") if a width x height mask is over the size
    // limits: for readers that must refuse before allocating the grid.
    static void checkMaskSize(long long width, long long height);

    int width() const { return width_; }
    int height() const { return height_; }
    std::size_t cellCount() const { return cellCount_; }
    bool isRectangle() const { return cellCount_ == gridSize(); }
    // Cells of the bounding grid, inside the region or not.
    std::size_t gridSize() const { return static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_); }
    // The input this region came from, for error messages: "size" or "mask".
    const char* input() const { return fromMask_ ? "mask" : "size"; }

    std::uint32_t index(int col, int row) const {
        return static_cast<std::uint32_t>(row) * static_cast<std::uint32_t>(width_) + static_cast<std::uint32_t>(col);
    }
    CellPos position(std::uint32_t index) const {
        const auto width = static_cast<std::uint32_t>(width_);
        return {static_cast<int>(index % width), static_cast<int>(index / width)};
    }
    bool contains(int col, int row) const {
        return col >= 0 && row >= 0 && col < width_ && row < height_ && (whole_ || inside_.test(index(col, row)));
    }
    bool containsIndex(std::uint32_t index) const { return whole_ || inside_.test(index); }
    bool contains(CellPos p) const { return contains(p.col, p.row); }
    std::size_t memoryBytes() const { return inside_.bytes(); }

private:
    Region(int width, int height, BitVector inside, bool fromMask);

    int width_ = 0;
    int height_ = 0;
    std::size_t cellCount_ = 0;
    BitVector inside_;  // empty when whole_
    bool whole_ = false;
    bool fromMask_ = false;
};

// Throws InputError(region.input()) if `region` is over kMaxCells, saying
// `howToStream` (how a larger maze can be made) after the limit.
void checkInMemory(const Region& region, std::string_view howToStream);

}  // namespace mazesheet::core
