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
constexpr int kMinPixelsPerCell = 4;   // a line narrower than a cell needs room
constexpr int kMaxPixelsPerCell = 32;
constexpr double kTargetSide = 2400;  // pixels along the longer side, when cells allow

int pixelsPerCell(long long gridCols, long long gridRows) {
    const double longer = static_cast<double>(std::max(gridCols, gridRows));
    return std::clamp(static_cast<int>(kTargetSide / longer), kMinPixelsPerCell, kMaxPixelsPerCell);
}

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

    void row(int y, std::vector<std::uint8_t>& out) const {
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
    }
};

}  // namespace

bool routeFits(long long gridCols, long long gridRows) {
    const double perCell = pixelsPerCell(gridCols, gridRows);
    return static_cast<double>(gridCols) * static_cast<double>(gridRows) * perCell * perCell <= kMaxPixels;
}

std::optional<Picture> routePicture(const core::Puzzle& puzzle, const page::PageLayout& layout,
                                    const page::MazePlace& place, const page::PageSettings& settings) {
    if (!routeFits(place.gridCols, place.gridRows)) return std::nullopt;
    const bool blocks = settings.style == page::Style::Blocks;
    const int perCell = pixelsPerCell(place.gridCols, place.gridRows);

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
    picture.imageWidth = place.gridCols * perCell;
    picture.imageHeight = place.gridRows * perCell;
    picture.palette = {0xFFFFFF, settings.colours.route};
    picture.rows = [raster](int y, std::vector<std::uint8_t>& out) { raster->row(y, out); };
    picture.description = "The way from S to F";
    return picture;
}

}  // namespace mazesheet::workbook
