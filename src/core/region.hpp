// SPDX-License-Identifier: MIT
#pragma once
// The set of grid cells a maze covers: a full rectangle or a shaped mask,
// on one of the grids (core/grid.hpp).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "bitvector.hpp"
#include "grid.hpp"

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
    // The whole grid of `kind`: a rectangle of width x height square cells,
    // hexagons or triangles, or a circle of `width` rings (height must be
    // the same: -s 12 or 12x12). Throws InputError("size") as rectangle()
    // does; grids other than square are held in memory, so at most
    // kMaxCells cells (a circle: its bounding grid, rings x outer ring).
    static Region onGrid(GridKind kind, long long width, long long height);

    // Parses the mask text format (docs/MANUAL.md, "Shapes") and checks that the
    // marked cells form exactly one 4-connected region; throws
    // InputError("mask") naming the problem otherwise. (MaskTextReader
    // takes the same text a line at a time.)
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

    // The same shape on a hex or triangle grid: the cells whose centre lies
    // in a cell of this square region, a hexagon as wide as a square, a
    // triangle 3/4 of a square high (reshape.cpp). Throws InputError("mask") if those cells are
    // not one connected region on that grid (a line one square thin can
    // fall apart). Defined in reshape.cpp.
    Region reshaped(GridKind kind) const;

    GridKind grid() const { return grid_; }
    // Every cell of its grid: a rectangle, or a circle's every ring; false
    // for a mask's shape.
    bool fullGrid() const { return grid_ == GridKind::Circle ? !fromMask_ : isRectangle(); }
    // A circle's rings (its height) and the cells of ring `ring` (0: the
    // centre); a ring's cells are columns 0 .. ringSize - 1 of its row.
    std::uint32_t ringSize(int ring) const { return (*rings_)[static_cast<std::size_t>(ring)]; }

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
        return col >= 0 && row >= 0 && col < width_ && row < height_ && (whole_ || bits_.test(index(col, row)));
    }
    bool containsIndex(std::uint32_t index) const { return whole_ || bits_.test(index); }
    bool contains(CellPos p) const { return contains(p.col, p.row); }
    std::size_t memoryBytes() const { return inside_ ? inside_->bytes() : 0; }

private:
    Region(int width, int height, BitVector inside, bool fromMask);

    int width_ = 0;
    int height_ = 0;
    std::size_t cellCount_ = 0;
    // A mask's bits, shared by the copies of a region (the command line's,
    // each maze's, the puzzle's): never changed once made. Null when whole_.
    std::shared_ptr<const BitVector> inside_;
    BitView bits_{nullptr};  // inside_'s, read without going through the pointer
    bool whole_ = false;
    bool fromMask_ = false;
    GridKind grid_ = GridKind::Square;
    // A circle's cells per ring; null on other grids.
    std::shared_ptr<const std::vector<std::uint32_t>> rings_;
};

// Throws InputError(region.input()) if `region` is over kMaxCells, saying
// `howToStream` (how a larger maze can be made) after the limit.
void checkInMemory(const Region& region, std::string_view howToStream);

// Mask text (docs/MANUAL.md, "Shapes") given a line at a time, so that a file
// need not be held whole: the marks are kept as bits from the start (a
// byte per cell of text, and a stack of cells for the region check, made a
// large mask's memory five bytes a cell). Region::fromMaskText(text) is
// this reader given text's lines.
class MaskTextReader {
public:
    // The next line of the file, without its '\n' (a '\r' before it is
    // dropped). Throws InputError("mask") at a byte that is not UTF-8.
    void addLine(std::string_view line);
    // The region the lines mark, with the checks of fromCells; throws
    // InputError("mask") if there is none, it is over the size limits or in
    // several parts.
    Region finish();

private:
    void widen(std::size_t chars);

    std::size_t lineNumber_ = 0;  // lines given, comments included (for messages)
    std::size_t rows_ = 0;        // rows read (lines but comments)
    std::size_t height_ = 0;      // rows up to the last one with a mark
    std::size_t width_ = 0;       // the longest of those rows, in characters
    std::size_t widthSince_ = 0;  // the longest row after the last marked one
    std::size_t stride_ = 0;      // bits kept per row (widened as marked rows grow longer)
    std::size_t keptRows_ = 0;    // rows in bits_: up to the last marked one
    bool overLimits_ = false;     // too large: rows are only measured, to say how large
    std::vector<std::uint64_t> bits_;  // the rows up to the last marked one, stride_ bits each
};

}  // namespace mazesheet::core
