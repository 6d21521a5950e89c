#include "page/layout.hpp"

#include <algorithm>
#include <cmath>

#include "core/errors.hpp"
#include "core/numbers.hpp"
#include "page/units.hpp"

namespace mazesheet::page {

namespace {

constexpr double kPxPerInch = 96.0;
constexpr double kMmPerInch = 25.4;

constexpr int kMaxFooterPt = 100;
constexpr double kMaxFontPt = 409;  // Excel's largest font size

constexpr int kThinPx = units::kDigitPx;  // the narrowest column

constexpr double kExcelMinScale = 0.10;

double roundTo(double value, double step) { return std::round(value / step) * step; }

int roundUpTo(double value, int step) {
    return static_cast<int>(std::ceil(value / step - 1e-9)) * step;
}

struct Fit {
    int cellPx = 0;
    double scale = 1.0;
    double printedCellPx = 0;
};

// The printable area of the page in pixels at 96 dpi.
struct Area {
    double width;
    double height;
};

Area printableArea(Paper paper, bool landscape, const Margins& m) {
    PaperInches p = paperInches(paper);
    if (landscape) std::swap(p.width, p.height);
    return {(p.width - m.left - m.right) * kPxPerInch, (p.height - m.top - m.bottom) * kPxPerInch};
}

// The smallest cell size (a multiple of 8 px) at which the maze and its door
// ring are at least as large as the printable area in one direction, so
// fit-to-page shrinks it onto the page instead of leaving it small.
Fit fitCells(long long cols, long long rows, DoorRing ring, Area area, double headingPx) {
    const double mazeHeightRoom = area.height - headingPx;
    const auto scaleFor = [&](int cell) {
        const double across = static_cast<double>(cols) * cell + 2.0 * (ring.columns ? cell : kThinPx);
        const double down = static_cast<double>(rows) * cell + 2.0 * (ring.rows ? cell : kThinPx);
        return std::min(area.width / across, mazeHeightRoom / down);
    };
    Fit fit;
    fit.cellPx = units::kDigitPx;
    while (scaleFor(fit.cellPx) > 1.0 && fit.cellPx + units::kDigitPx <= units::kMaxRowPx) {
        fit.cellPx += units::kDigitPx;
    }
    fit.scale = std::min(1.0, scaleFor(fit.cellPx));
    fit.printedCellPx = fit.cellPx * fit.scale;
    return fit;
}

std::string shortDecimal(double value) { return core::fixedDecimal(value, value < 0.95 ? 2 : 1); }

}  // namespace

PaperInches paperInches(Paper paper) {
    switch (paper) {
        case Paper::A4: return {210.0 / kMmPerInch, 297.0 / kMmPerInch};
        case Paper::Letter: return {8.5, 11.0};
    }
    return {8.5, 11.0};
}

GridSize gridSize(int mazeWidth, int mazeHeight, Style style) {
    if (style == Style::Blocks) return {2LL * mazeWidth + 1, 2LL * mazeHeight + 1};
    return {mazeWidth, mazeHeight};
}

void checkGridFits(int mazeWidth, int mazeHeight, Style style, const std::string& input) {
    const GridSize grid = gridSize(mazeWidth, mazeHeight, style);
    const bool blocks = style == Style::Blocks;
    // Columns: the maze plus a margin column on each side; rows: the heading
    // and door rows above, the maze, a door row and a caption row below.
    const long long colsNeeded = grid.cols + 2;
    const long long rowsNeeded = grid.rows + kMazeFirstRow + 2;
    if (colsNeeded > kExcelCols) {
        throw core::InputError(input, "a maze " + std::to_string(mazeWidth) + " cells wide needs " +
                               std::to_string(colsNeeded) + " worksheet columns (" +
                               (blocks ? "blocks style: 2W+1 plus 2 margin columns" : "W plus 2 margin columns") +
                               "), but Excel has 16,384; the widest is " +
                               std::to_string(blocks ? (kExcelCols - 3) / 2 : kExcelCols - 2));
    }
    if (rowsNeeded > kExcelRows) {
        throw core::InputError(input, "a maze " + std::to_string(mazeHeight) + " cells high needs " +
                               std::to_string(rowsNeeded) + " worksheet rows (" +
                               (blocks ? "blocks style: 2H+1 plus 6 heading, door and caption rows"
                                       : "H plus 6 heading, door and caption rows") +
                               "), but Excel has 1,048,576; the tallest is " +
                               std::to_string(blocks ? (kExcelRows - kMazeFirstRow - 3) / 2 : kExcelRows - kMazeFirstRow - 2));
    }
}

Layout computeLayout(int mazeWidth, int mazeHeight, const PageSettings& settings, HeadingSize heading,
                     DoorRing ring) {
    const GridSize grid = gridSize(mazeWidth, mazeHeight, settings.style);
    const HeadingSizes& printed = settings.heading;
    Layout layout;
    layout.gridCols = static_cast<int>(grid.cols);
    layout.gridRows = static_cast<int>(grid.rows);
    layout.paper = settings.paper;
    layout.margins = settings.margins;

    const double headingPx =
        printed.titleRowPx + printed.infoRowPx + printed.gapRowPx + printed.captionRowPx * heading.captionRows;
    const Area portraitArea = printableArea(settings.paper, false, layout.margins);
    const Area landscapeArea = printableArea(settings.paper, true, layout.margins);
    const Fit portrait = fitCells(grid.cols, grid.rows, ring, portraitArea, headingPx);
    const Fit landscape = fitCells(grid.cols, grid.rows, ring, landscapeArea, headingPx);
    switch (settings.orientation) {
        case Orientation::Portrait: layout.landscape = false; break;
        case Orientation::Landscape: layout.landscape = true; break;
        case Orientation::Auto: {
            // By the maze's own shape (the one that prints it larger), not
            // its frame: a square maze with doors left and right stays upright.
            const Fit bareP = fitCells(grid.cols, grid.rows, {}, portraitArea, headingPx);
            const Fit bareL = fitCells(grid.cols, grid.rows, {}, landscapeArea, headingPx);
            layout.landscape = bareL.printedCellPx > bareP.printedCellPx * (1 + 1e-9);
            break;
        }
    }
    const Fit& fit = layout.landscape ? landscape : portrait;
    const Area area = layout.landscape ? landscapeArea : portraitArea;
    layout.cellPx = fit.cellPx;
    layout.scale = fit.scale;
    layout.printedCellMm = fit.printedCellPx / kPxPerInch * kMmPerInch;

    // The heading is drawn 1/scale as large so that it prints at its size.
    const double s = fit.scale;
    const auto sheetPx = [&](double printedPx) {
        return std::clamp(static_cast<int>(std::lround(printedPx / s)), 1, units::kMaxRowPx);
    };
    const auto sheetPt = [&](double printedPt) { return std::min(kMaxFontPt, roundTo(printedPt / s, 0.5)); };
    layout.titleRowPx = sheetPx(printed.titleRowPx);
    layout.infoRowPx = sheetPx(printed.infoRowPx);
    layout.gapRowPx = sheetPx(printed.gapRowPx);
    layout.captionRowPx = sheetPx(printed.captionRowPx);
    layout.captionRows = std::max(1, heading.captionRows);

    // A long title gets a smaller font rather than running off the page.
    const double room = area.width - 4.0 * kThinPx;
    const double titleChars = static_cast<double>(heading.titleChars);
    const double titlePxPerChar = printed.titlePt * 96.0 / 72.0 * printed.headingEm;
    double titlePrintedPt = printed.titlePt;
    if (heading.titleChars > 0 && titleChars * titlePxPerChar > room) {
        titlePrintedPt = std::max(printed.minTitlePt, printed.titlePt * room / (titleChars * titlePxPerChar));
    }
    layout.titlePt = sheetPt(titlePrintedPt);
    layout.infoPt = sheetPt(printed.infoPt);
    layout.captionPt = sheetPt(printed.captionPt);
    layout.markPt = std::max(1.0, roundTo(layout.cellPx * printed.markScale, 0.5));
    layout.arrowPt = std::max(1.0, roundTo(layout.cellPx * printed.arrowScale, 0.5));
    layout.footerPt = std::clamp(static_cast<int>(std::lround(printed.footerPt / s)), 1, kMaxFooterPt);

    // Narrow mazes get wider margin columns so the heading is not cut off
    // by the print area (its text runs over the empty cells to its right).
    const double titleWidth = titleChars * titlePrintedPt * 96.0 / 72.0 * printed.headingEm;
    const double infoWidth =
        static_cast<double>(heading.infoChars) * printed.infoPt * 96.0 / 72.0 * printed.headingEm + 4.0 * kThinPx;
    const double needPrinted = std::min(room, std::max(titleWidth, infoWidth));
    const double mazeSheetPx = static_cast<double>(layout.gridCols) * layout.cellPx;
    const double spare = needPrinted / s - mazeSheetPx;
    layout.doorRowPx = ring.rows ? layout.cellPx : kThinPx;
    layout.marginColPx = ring.columns ? layout.cellPx : kThinPx;
    if (spare > 2.0 * layout.marginColPx) {
        layout.marginColPx = std::min(units::kMaxColPx, roundUpTo(spare / 2.0, units::kDigitPx));
    }
    return layout;
}

std::vector<std::string> layoutWarnings(const Layout& layout, const PageSettings& settings) {
    std::vector<std::string> warnings;
    const std::string what = settings.style == Style::Blocks ? "wall blocks" : "maze cells";
    const std::string page = std::string(layout.paper == Paper::A4 ? "A4" : "Letter") +
                             (layout.landscape ? " landscape" : " portrait");
    if (layout.printedCellMm < settings.minLegibleMm) {
        warnings.push_back("the " + what + " print only " + shortDecimal(layout.printedCellMm) + " mm wide on one " +
                           page + " page (under " + core::generalDecimal(settings.minLegibleMm) +
                           " mm): hard to read and solve; try a smaller maze");
    }
    if (layout.scale < kLibreOfficeMinScale) {
        warnings.push_back("the maze needs a print scale of " + shortDecimal(layout.scale * 100) + " % to fit one " + page +
                           " page; LibreOffice cannot fit below 12 %" +
                           (layout.scale < kExcelMinScale ? " and Excel not below 10 %" : "") +
                           ", so it will print on several pages");
    }
    return warnings;
}

}  // namespace mazesheet::page
