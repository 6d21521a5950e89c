// SPDX-License-Identifier: MIT
#include "workbook/route.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

#include "page/looks.hpp"

namespace mazesheet::workbook {

using page::PathMap;

namespace {

using core::CellPos;

// Bits of a sheet cell's entry in the track: the line's centre square, and
// an arm towards each side it leaves through.
constexpr std::uint8_t kCentre = 1;
constexpr std::uint8_t arm(core::Side side) { return static_cast<std::uint8_t>(2U << static_cast<int>(side)); }

// Pictures above this many pixels are not worth their bytes (a maze that
// large is unreadable on paper anyway); the path is shaded instead.
constexpr double kMaxPixels = 64.0 * 1024 * 1024;
// libpng writes and reads at most this many pixels a side unless told
// otherwise, and spreadsheets read pictures with it or with its limits.
constexpr long long kMaxSidePixels = 1'000'000;
constexpr int kMinPixelsPerCell = 4;   // a line narrower than a cell needs room
// Large printed cells (a class set's 20x20 mazes print 9 mm a cell) need no
// more: at 20 pixels the line of 0.3 of a cell is exact and centred (6
// pixels, 7 on each side), and every pixel more costs each maze's answer.
constexpr int kMaxPixelsPerCell = 20;
// A picture pixel's size on paper: about 127 dpi. The line is rectangles on
// the pixel grid, so it prints crisp at any resolution (LibreOffice's PDF
// export resamples pictures finer than 300 dpi, which blurred the edges of
// the finer ones); the pixel size only bounds how far an edge may sit from
// where it belongs, half a pixel, a tenth of a millimetre. Every pixel costs
// time in every answer key (a 100x100 maze: 900 x 900 pixels, 2400 x 2400
// before, which took most of the workbook's time).
constexpr double kPrintedPixelMm = 0.2;

// The route's sheet cells (maze cells, or blocks with the open walls
// between), each with kCentre and an arm towards each neighbour on the route,
// read from the path's bits when a picture row needs them: a byte per sheet
// cell (four per maze cell with blocks) was the largest thing a big answer
// key held. The arms are the steps the path takes (PathMap's passages); its
// first and last cells draw nothing, so S and F keep their letters clear.
struct Raster {
    Raster(const core::Puzzle& puzzle, bool blocksStyle)
        : path(puzzle), blocks(blocksStyle), first(puzzle.solution.front()), last(puzzle.solution.back()) {}

    PathMap path;
    bool blocks = false;
    CellPos first;
    CellPos last;
    int cols = 0;  // sheet cells across and down
    int rows = 0;
    int cellPixels = 0;
    int lineFrom = 0;  // the line's pixels within a cell: [lineFrom, lineTo)
    int lineTo = 0;

    // A maze cell's entry: nothing off the route or at its ends.
    std::uint8_t cellBits(CellPos p) const {
        if (!path.visits(p) || p == first || p == last) return 0;
        std::uint8_t bits = kCentre;
        if (path.usesEast(p)) bits |= arm(core::Side::East);
        if (p.col > 0 && path.usesEast({p.col - 1, p.row})) bits |= arm(core::Side::West);
        if (path.usesSouth(p)) bits |= arm(core::Side::South);
        if (p.row > 0 && path.usesSouth({p.col, p.row - 1})) bits |= arm(core::Side::North);
        return bits;
    }

    std::uint8_t at(int col, int row) const {
        if (!blocks) return cellBits({col, row});
        const bool oddCol = col % 2 == 1;
        const bool oddRow = row % 2 == 1;
        if (oddCol && oddRow) return cellBits({(col - 1) / 2, (row - 1) / 2});
        constexpr auto across = static_cast<std::uint8_t>(kCentre | arm(core::Side::West) | arm(core::Side::East));
        constexpr auto down = static_cast<std::uint8_t>(kCentre | arm(core::Side::North) | arm(core::Side::South));
        // A wall block between two maze cells (never the outer wall).
        if (oddRow && col > 0 && col < cols - 1) return path.usesEast({col / 2 - 1, (row - 1) / 2}) ? across : 0;
        if (oddCol && row > 0 && row < rows - 1) return path.usesSouth({(col - 1) / 2, row / 2 - 1}) ? down : 0;
        return 0;  // a post
    }

    // Row y of the picture; returns how many rows from y on are the same.
    // A cell's rows come in three bands (above the line, across it, below
    // it), each the same all the way down.
    int row(int y, std::vector<std::uint8_t>& out) const {
        out.assign(static_cast<std::size_t>(cols * cellPixels), 0);
        const int gridRow = y / cellPixels;
        const int local = y % cellPixels;
        const bool inBand = local >= lineFrom && local < lineTo;  // the horizontal band of a cell
        for (int col = 0; col < cols; ++col) {
            const std::uint8_t bits = at(col, gridRow);
            if (bits == 0) continue;
            const auto paint = [&](int from, int to) {
                std::fill(out.begin() + col * cellPixels + from, out.begin() + col * cellPixels + to, std::uint8_t{1});
            };
            if (inBand) {
                if (bits & kCentre) paint(lineFrom, lineTo);
                if (bits & arm(core::Side::West)) paint(0, lineTo);
                if (bits & arm(core::Side::East)) paint(lineFrom, cellPixels);
            }
            const bool up = (bits & arm(core::Side::North)) && local < lineTo;
            const bool down = (bits & arm(core::Side::South)) && local >= lineFrom;
            if (up || down) paint(lineFrom, lineTo);
        }
        const int bandEnd = local < lineFrom ? lineFrom : local < lineTo ? lineTo : cellPixels;
        return bandEnd - local;
    }
};

}  // namespace

std::optional<RouteSize> routeSize(long long gridCols, long long gridRows, double printedCellMm) {
    const auto sized = [&](int perCell) {
        const RouteSize size{perCell, gridCols * perCell, gridRows * perCell};
        const bool tooMany = static_cast<double>(size.width) * static_cast<double>(size.height) > kMaxPixels;
        const bool fits = gridCols > 0 && gridRows > 0 && !tooMany && size.width <= kMaxSidePixels &&
                          size.height <= kMaxSidePixels;
        return fits ? std::optional<RouteSize>(size) : std::nullopt;
    };
    if (!sized(kMinPixelsPerCell)) return std::nullopt;
    const double wanted = std::isfinite(printedCellMm) ? printedCellMm / kPrintedPixelMm : 0.0;
    int perCell = static_cast<int>(std::lround(std::clamp(wanted, double{kMinPixelsPerCell}, double{kMaxPixelsPerCell})));
    while (!sized(perCell)) --perCell;
    return sized(perCell);
}

bool routeFits(long long gridCols, long long gridRows) { return routeSize(gridCols, gridRows, 0.0).has_value(); }

std::optional<Picture> routePicture(const core::Puzzle& puzzle, const page::PageLayout& layout,
                                    const page::MazePlace& place, const page::PageSettings& settings) {
    const std::optional<RouteSize> size = routeSize(place.gridCols, place.gridRows, layout.printedCellMm);
    if (!size) return std::nullopt;
    const bool blocks = settings.style == page::Style::Blocks;
    const int perCell = size->pixelsPerCell;

    auto raster = std::make_shared<Raster>(puzzle, blocks);
    raster->cols = place.gridCols;
    raster->rows = place.gridRows;
    raster->cellPixels = perCell;
    const double width = (blocks ? settings.routeWidthBlock : settings.routeWidthCell) * perCell;
    const int line = std::clamp(static_cast<int>(std::lround(width)), 1, perCell - 2);
    raster->lineFrom = (perCell - line) / 2;
    raster->lineTo = raster->lineFrom + line;

    Picture picture;
    picture.cells = {place.firstRow, place.firstCol, place.lastRow(), place.lastCol()};
    picture.widthPx = place.gridCols * layout.cellPx;
    picture.heightPx = place.gridRows * layout.cellPx;
    picture.imageWidth = static_cast<int>(size->width);
    picture.imageHeight = static_cast<int>(size->height);
    picture.palette = {0xFFFFFF, settings.colours.route};
    picture.rows = [raster](int y, std::vector<std::uint8_t>& out) { return raster->row(y, out); };
    picture.description = "The way from S to F";
    return picture;
}

}  // namespace mazesheet::workbook
