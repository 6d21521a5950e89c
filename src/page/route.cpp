#include "page/route.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>
#include <vector>

namespace mazesheet::page {

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

core::Side sideTowards(CellPos from, CellPos to) {
    if (to.col > from.col) return core::Side::East;
    if (to.col < from.col) return core::Side::West;
    return to.row > from.row ? core::Side::South : core::Side::North;
}

// Calls visit(cell) for the sheet cells (maze cells, or blocks) the route
// passes, in order, straight from the packed path: a list of them took
// eight bytes (sixteen with blocks) per path cell.
template <typename Visit>
void forEachTrackCell(const core::Puzzle& puzzle, bool blocks, Visit visit) {
    bool first = true;
    CellPos previous{};
    for (const CellPos p : puzzle.solution) {
        if (!blocks) {
            visit(p);
            continue;
        }
        if (!first) visit(CellPos{p.col + previous.col + 1, p.row + previous.row + 1});  // the open wall block between
        visit(CellPos{2 * p.col + 1, 2 * p.row + 1});
        first = false;
        previous = p;
    }
}

struct Raster {
    int cols = 0;  // sheet cells across and down
    int rows = 0;
    int cellPixels = 0;
    int lineFrom = 0;  // the line's pixels within a cell: [lineFrom, lineTo)
    int lineTo = 0;
    std::vector<std::uint8_t> track;  // per sheet cell: kCentre and arm bits

    std::uint8_t at(int col, int row) const {
        return track[static_cast<std::size_t>(row) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(col)];
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

std::optional<Picture> routePicture(const core::Puzzle& puzzle, const Layout& layout, const PageSettings& settings) {
    if (!routeFits(layout.gridCols, layout.gridRows)) return std::nullopt;
    const bool blocks = settings.style == Style::Blocks;
    const double cells = static_cast<double>(layout.gridCols) * static_cast<double>(layout.gridRows);
    const int perCell = pixelsPerCell(layout.gridCols, layout.gridRows);

    auto raster = std::make_shared<Raster>();
    raster->cols = layout.gridCols;
    raster->rows = layout.gridRows;
    raster->cellPixels = perCell;
    const double width = (blocks ? settings.routeWidthBlock : settings.routeWidthCell) * perCell;
    const int line = std::clamp(static_cast<int>(std::lround(width)), 1, perCell - 2);
    raster->lineFrom = (perCell - line) / 2;
    raster->lineTo = raster->lineFrom + line;
    raster->track.assign(static_cast<std::size_t>(cells), 0);
    const auto bitsOf = [&](CellPos p) -> std::uint8_t& {
        return raster->track[static_cast<std::size_t>(p.row) * static_cast<std::size_t>(raster->cols) +
                             static_cast<std::size_t>(p.col)];
    };
    // The line runs from the edge of the start cell to the edge of the
    // finish cell: S and F keep their letters clear.
    std::optional<CellPos> before;
    std::optional<CellPos> at;
    forEachTrackCell(puzzle, blocks, [&](CellPos next) {
        if (before && at) {
            bitsOf(*at) |= static_cast<std::uint8_t>(kCentre | arm(sideTowards(*at, *before)) | arm(sideTowards(*at, next)));
        }
        before = at;
        at = next;
    });

    Picture picture;
    picture.cells = {kMazeFirstRow, kMazeFirstCol, kMazeFirstRow + layout.gridRows - 1,
                     kMazeFirstCol + layout.gridCols - 1};
    picture.widthPx = layout.gridCols * layout.cellPx;
    picture.heightPx = layout.gridRows * layout.cellPx;
    picture.imageWidth = layout.gridCols * perCell;
    picture.imageHeight = layout.gridRows * perCell;
    picture.palette = {0xFFFFFF, settings.colours.route};
    picture.rows = [raster](int y, std::vector<std::uint8_t>& out) { raster->row(y, out); };
    picture.description = "The way from S to F";
    return picture;
}

}  // namespace mazesheet::page
