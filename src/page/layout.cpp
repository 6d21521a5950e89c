// SPDX-License-Identifier: MIT
#include "page/layout.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/numbers.hpp"
#include "page/poster.hpp"

namespace mazesheet::page {

namespace {

constexpr double kMaxFontPt = 409;  // the largest font a spreadsheet cell takes

// The scale as a whole percentage, as LibreOffice and Excel fit a print
// area to a page (the largest whole percentage at which it fits), so a
// workbook prints exactly as laid out. Below 10 % they cannot fit one page
// anyway; the exact scale is kept there.
double printScale(double exact) {
    if (exact < 0.10) return exact;
    return std::floor(exact * 100 + 1e-9) / 100;
}

double roundTo(double value, double step) { return std::round(value / step) * step; }

int roundUpTo(double value, int step) { return static_cast<int>(std::ceil(value / step - 1e-9)) * step; }

std::string shortDecimal(double value) { return core::fixedDecimal(value, value < 0.95 ? 2 : 1); }

// The printable area of the page in pixels at 96 dpi.
struct Area {
    double width;
    double height;
};

// `m`: a poster's margins hold its band too, so the printable area is its tiles.
Area printableArea(Paper paper, bool landscape, const Margins& m, const Poster& poster) {
    PaperInches p = paperInches(paper);
    if (landscape) std::swap(p.width, p.height);
    return {poster.across * (p.width - m.left - m.right) * kPxPerInch,
            poster.down * (p.height - m.top - m.bottom) * kPxPerInch};
}

// The margins of the page a layout draws: a poster's sheets keep a band
// inside theirs for the marks.
Margins layoutMargins(const PageSettings& settings) {
    Margins m = settings.margins;
    if (!settings.poster.any()) return m;
    const double band = kPosterBandMm / kMmPerInch;
    m.left += band;
    m.right += band;
    m.top += band;
    m.bottom += band;
    return m;
}

// How the mazes are arranged: several mazes a page stand in a grid of
// slots, two across on portrait paper for four and six.
struct Slots {
    int across = 1;
    int down = 1;
};

Slots slotsFor(int mazes, bool landscape) {
    switch (mazes) {
        case 1: return {1, 1};
        case 2: return landscape ? Slots{2, 1} : Slots{1, 2};
        case 4: return {2, 2};
        case 6: return landscape ? Slots{3, 2} : Slots{2, 3};
    }
    throw std::invalid_argument("layoutPage: mazes on a page must be 1, 2, 4 or 6");
}

// The design points of the doors' letters and arrows at cell size `cell`
// and scale `s`: the cell's share, but never printing under `floorPt`.
double doorMarkDesignPt(int cell, double arrowScale, double floorPt, double s) {
    const double atCell = std::max(1.0, roundTo(cell * arrowScale, 0.5));
    return std::min(kMaxFontPt, std::max(atCell, std::ceil(2.0 * floorPt / s - 1e-9) / 2.0));
}

// The design's size in pixels, given the cell size and the scale: mazes
// with their rings, the margins and the gaps between slots. The heading's
// rows are not in it: they are sized to print at a fixed size whatever the
// scale. A ring that holds door marks is a cell, or a mark's room
// (kDoorMarkWidthEm across, kDoorMarkLineEm high) when that is more, so
// the rings grow in the design as the scale shrinks.
struct MazeArea {
    long long cols = 0;
    long long rows = 0;
    DoorRing ring;
    Slots slots;
    bool labels = false;
    double arrowScale = 0;     // HeadingSizes::arrowScale
    double letterFloorPt = 0;  // HeadingSizes::doorLetterPt
    double arrowFloorPt = 0;   // HeadingSizes::doorArrowPt
    CellTracks tracks;

    double letterPt(int cell, double s) const { return doorMarkDesignPt(cell, arrowScale, letterFloorPt, s); }
    double arrowPt(int cell, double s) const {
        return doorMarkDesignPt(cell, arrowScale * arrowFloorPt / letterFloorPt, arrowFloorPt, s);
    }
    static double px(double pt) { return pt * kPxPerInch / kPointsPerInch; }
    int ringColPx(int cell, double s) const {
        if (!ring.columns) return kUnitPx;
        return std::min(kMaxColPx, std::max(cell, roundUpTo(kDoorMarkWidthEm * px(arrowPt(cell, s)), kUnitPx)));
    }
    int ringRowPx(int cell, double s) const {
        if (!ring.rows) return kUnitPx;
        return std::min(kMaxRowPx, std::max(cell, roundUpTo(kDoorMarkLineEm * px(letterPt(cell, s)), kUnitPx)));
    }
    double across(int cell, double s) const {
        const double one = static_cast<double>(cols) * tracks.colPx(cell) + 2.0 * ringColPx(cell, s);
        return slots.across * one + (slots.across - 1) * gapPx(cell);
    }
    double down(int cell, double s) const {
        const double one = static_cast<double>(rows) * tracks.rowPx(cell) + 2.0 * ringRowPx(cell, s);
        return slots.down * one + (slots.down - 1) * gapPx(cell);
    }
    // Between slots: a cell's room, at least two units.
    static double gapPx(int cell) { return std::max(cell, 2 * kUnitPx); }
};

struct Fit {
    int cellPx = 0;
    double scale = 1.0;
    double printedCellPx = 0;
};

// The largest scale (<= 1) at which the mazes and their rings, at cell
// size `cell`, fit the printable area; a whole percentage from 10 % on,
// as printScale makes it. The rings' size depends on the scale (their
// marks' printed floor), so it is searched for: a smaller scale never
// makes the printed design larger.
double fitScale(const MazeArea& mazes, int cell, Area area, double heightRoom) {
    const auto fits = [&](double s) {
        return s * mazes.across(cell, s) <= area.width * (1 + 1e-12) &&
               s * mazes.down(cell, s) <= heightRoom * (1 + 1e-12);
    };
    if (fits(1.0)) return 1.0;
    double low = 1e-6;
    double high = 1.0;
    for (int k = 0; k < 60; ++k) {
        const double mid = (low + high) / 2;
        (fits(mid) ? low : high) = mid;
    }
    if (low < 0.10) return low;
    double whole = printScale(low);
    while (whole > 0.10 && !fits(whole)) whole -= 0.01;
    return whole;
}

// The smallest cell size (a multiple of the unit) at which the mazes and
// their rings are at least as large as the printable area in one direction,
// so the design shrinks onto the page instead of leaving it small.
Fit fitCells(const MazeArea& mazes, Area area, double headingPx) {
    const double mazeHeightRoom = area.height - headingPx;
    const auto scaleFor = [&](int cell) {
        return std::min(area.width / mazes.across(cell, 1.0), mazeHeightRoom / mazes.down(cell, 1.0));
    };
    Fit fit;
    const int step = mazes.tracks.step();
    fit.cellPx = step;
    while (scaleFor(fit.cellPx) > 1.0 && fit.cellPx + step <= kMaxRowPx) fit.cellPx += step;
    fit.scale = fitScale(mazes, fit.cellPx, area, mazeHeightRoom);
    fit.printedCellPx = fit.cellPx * fit.scale;
    return fit;
}

// The maze's cells as `fit` sizes them, in `tracks`, and the scale.
void setCells(PageLayout& layout, const Fit& fit, const CellTracks& tracks) {
    layout.cellPx = fit.cellPx;
    layout.tracks = tracks;
    layout.mazeColPx = tracks.colPx(fit.cellPx);
    layout.mazeRowPx = tracks.rowPx(fit.cellPx);
    layout.scale = printScale(fit.scale);
    layout.printedCellMm = fit.cellPx * layout.scale / kPxPerInch * kMmPerInch;
}

}  // namespace

int Tracks::add(int px, int count) {
    const int first = count_;
    if (count <= 0) return first;
    runs_.push_back({count, px});
    count_ += count;
    return first;
}

void Tracks::resize(int index, int px) {
    int at = 0;
    for (Run& run : runs_) {
        if (index < at + run.count) {
            if (run.count != 1) throw std::logic_error("Tracks::resize: the track shares its run");
            run.px = px;
            return;
        }
        at += run.count;
    }
    throw std::out_of_range("Tracks::resize");
}

int Tracks::px(int index) const {
    int at = 0;
    for (const Run& run : runs_) {
        if (index < at + run.count) return run.px;
        at += run.count;
    }
    throw std::out_of_range("Tracks::px");
}

double Tracks::startPx(int index) const {
    double px = 0;
    int at = 0;
    for (const Run& run : runs_) {
        const int here = std::min(run.count, index - at);
        if (here <= 0) break;
        px += static_cast<double>(here) * run.px;
        at += here;
    }
    return px;
}

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

double PageLayout::sheetWidthPt() const {
    const PaperInches p = paperInches(paper);
    return (landscape ? p.height : p.width) * kPointsPerInch;
}

double PageLayout::sheetHeightPt() const {
    const PaperInches p = paperInches(paper);
    return (landscape ? p.width : p.height) * kPointsPerInch;
}

double PageLayout::paperWidthPt() const { return sheetWidthPt() + (poster.across - 1) * tileWidthPt(); }

double PageLayout::paperHeightPt() const { return sheetHeightPt() + (poster.down - 1) * tileHeightPt(); }

Box PageLayout::printable() const {
    return {margins.left * kPointsPerInch, margins.top * kPointsPerInch,
            paperWidthPt() - (margins.left + margins.right) * kPointsPerInch,
            paperHeightPt() - (margins.top + margins.bottom) * kPointsPerInch};
}

Box PageLayout::gridBox() const {
    const Box area = printable();
    const double width = pxToPt(cols.totalPx()) * scale;
    const double height = pxToPt(rows.totalPx()) * scale;
    return {area.x + (area.width - width) / 2, area.y + (area.height - height) / 2, width, height};
}

double PageLayout::colX(int col) const { return gridBox().x + pxToPt(cols.startPx(col)) * scale; }

double PageLayout::rowY(int row) const { return gridBox().y + pxToPt(rows.startPx(row)) * scale; }

Box PageLayout::cellBox(int row, int col) const {
    return {colX(col), rowY(row), pxToPt(cols.px(col)) * scale, pxToPt(rows.px(row)) * scale};
}

Box PageLayout::mazeBox(const MazePlace& place) const {
    const double x = colX(place.firstCol);
    const double y = rowY(place.firstRow);
    return {x, y, colX(place.firstCol + place.gridCols) - x, rowY(place.firstRow + place.gridRows) - y};
}

PageLayout layoutPage(const PageRequest& request, const PageSettings& settings) {
    const HeadingSizes& printed = settings.heading;
    const HeadingSize& heading = request.heading;
    PageLayout layout;
    layout.paper = settings.paper;
    layout.poster = settings.poster;
    layout.margins = layoutMargins(settings);

    // A playable sheet's verdict stands on the first caption row at the
    // title's size, so that row is as high as the title's.
    const bool verdict = heading.verdictChars > 0;
    const double firstCaptionRowPx = verdict ? std::max(printed.captionRowPx, printed.titleRowPx) : printed.captionRowPx;
    const double captionPx = firstCaptionRowPx + printed.captionRowPx * (heading.captionRows - 1);
    const bool labels = request.mazes > 1;
    const double headingPx = printed.titleRowPx + printed.infoRowPx + printed.gapRowPx + captionPx +
                             (heading.gapBeforeFooter ? printed.gapRowPx : 0.0) + printed.footerRowPx;
    const Area portraitArea = printableArea(settings.paper, false, layout.margins, settings.poster);
    const Area landscapeArea = printableArea(settings.paper, true, layout.margins, settings.poster);
    const auto areaFor = [&](bool landscape, DoorRing ring) {
        return MazeArea{request.gridCols, request.gridRows, ring,  slotsFor(request.mazes, landscape), labels,
                        printed.arrowScale, printed.doorLetterPt, printed.doorArrowPt, request.tracks};
    };
    // Labels take a row each above every slot's maze, at the caption's size.
    const auto labelRowsPx = [&](bool landscape) {
        return labels ? slotsFor(request.mazes, landscape).down * printed.captionRowPx : 0.0;
    };
    const Fit portrait = fitCells(areaFor(false, request.ring), portraitArea, headingPx + labelRowsPx(false));
    const Fit landscape = fitCells(areaFor(true, request.ring), landscapeArea, headingPx + labelRowsPx(true));
    switch (settings.orientation) {
        case Orientation::Portrait: layout.landscape = false; break;
        case Orientation::Landscape: layout.landscape = true; break;
        case Orientation::Auto: {
            // By the maze's own shape (the one that prints it larger), not
            // its frame: a square maze with doors left and right stays upright.
            const Fit bareP = fitCells(areaFor(false, {}), portraitArea, headingPx + labelRowsPx(false));
            const Fit bareL = fitCells(areaFor(true, {}), landscapeArea, headingPx + labelRowsPx(true));
            layout.landscape = bareL.printedCellPx > bareP.printedCellPx * (1 + 1e-9);
            break;
        }
    }
    const Fit& fit = layout.landscape ? landscape : portrait;
    const Area area = layout.landscape ? landscapeArea : portraitArea;
    const Slots slots = slotsFor(request.mazes, layout.landscape);
    setCells(layout, fit, request.tracks);
    layout.mazesAcross = slots.across;

    // The heading is drawn 1/scale as large so that it prints at its size.
    const double s = layout.scale;
    const auto designPx = [&](double printedPx) {
        return std::clamp(static_cast<int>(std::lround(printedPx / s)), 1, kMaxRowPx);
    };
    const auto designPt = [&](double printedPt) { return std::min(kMaxFontPt, roundTo(printedPt / s, 0.5)); };

    // A long title gets a smaller font rather than running off the page.
    const double room = area.width - 4.0 * kUnitPx;
    const double titleChars = static_cast<double>(heading.titleChars);
    const double titlePxPerChar = printed.titlePt * 96.0 / 72.0 * printed.headingEm;
    double titlePrintedPt = printed.titlePt;
    if (heading.titleChars > 0 && titleChars * titlePxPerChar > room) {
        titlePrintedPt = std::max(printed.minTitlePt, printed.titlePt * room / (titleChars * titlePxPerChar));
    }
    layout.titlePt = designPt(titlePrintedPt);
    layout.infoPt = designPt(printed.infoPt);
    layout.captionPt = designPt(printed.captionPt);
    layout.labelPt = layout.captionPt;
    layout.verdictPt = verdict ? designPt(printed.titlePt) : layout.captionPt;
    layout.markPt = std::max(1.0, roundTo(layout.cellPx * printed.markScale, 0.5));
    layout.footerPt = designPt(printed.footerPt);

    // Narrow mazes get wider margin columns so the heading is not cut off
    // by the print area (its text runs over the empty cells to its right).
    const double titleWidth = titleChars * titlePrintedPt * 96.0 / 72.0 * printed.headingEm;
    const double infoWidth =
        static_cast<double>(heading.infoChars) * printed.infoPt * 96.0 / 72.0 * printed.headingEm + 4.0 * kUnitPx;
    const double needPrinted = std::min(room, std::max(titleWidth, infoWidth));
    const MazeArea mazeArea = areaFor(layout.landscape, request.ring);
    layout.arrowPt = mazeArea.arrowPt(layout.cellPx, s);
    layout.doorLetterPt = mazeArea.letterPt(layout.cellPx, s);
    const int ringColPx = mazeArea.ringColPx(layout.cellPx, s);
    const int ringRowPx = mazeArea.ringRowPx(layout.cellPx, s);
    const int gapPx = static_cast<int>(MazeArea::gapPx(layout.cellPx));
    const double mazesPx = static_cast<double>(slots.across) * request.gridCols * layout.mazeColPx +
                           2.0 * (slots.across - 1) * ringColPx + (slots.across - 1) * gapPx;
    const double spare = needPrinted / s - mazesPx;
    int marginColPx = ringColPx;
    if (spare > 2.0 * marginColPx) marginColPx = std::min(kMaxColPx, roundUpTo(spare / 2.0, kUnitPx));

    // Rows: the heading, each row of slots, the caption.
    Tracks& rows = layout.rows;
    layout.title = {rows.add(designPx(printed.titleRowPx)), 0, 0, Align::Left};
    const int infoRow = rows.add(designPx(printed.infoRowPx));
    rows.add(designPx(printed.gapRowPx));
    std::vector<int> slotFirstRow;
    std::vector<int> slotLabelRow;
    for (int down = 0; down < slots.down; ++down) {
        if (down > 0) rows.add(gapPx);
        slotLabelRow.push_back(labels ? rows.add(designPx(printed.captionRowPx)) : -1);
        rows.add(ringRowPx);
        slotFirstRow.push_back(rows.add(layout.mazeRowPx, request.gridRows));
        rows.add(ringRowPx);
    }
    layout.captionRows = std::max(1, heading.captionRows);
    layout.captionRow = rows.add(designPx(firstCaptionRowPx));
    rows.add(designPx(printed.captionRowPx), layout.captionRows - 1);
    if (heading.gapBeforeFooter) rows.add(designPx(printed.gapRowPx));
    // The footer ends the page: the rows between take the height the page
    // has left (a spreadsheet then prints exactly this scale: one percent
    // more would not fit).
    const int footerPx = designPx(printed.footerRowPx);
    double height = std::floor(area.height / s - rows.totalPx() - footerPx);
    while (height >= 1) {
        const int px = static_cast<int>(std::min<double>(height, kMaxRowPx));
        rows.add(px);
        height -= px;
    }
    const int footerRow = rows.add(footerPx);
    layout.lastRow = rows.count() - 1;

    // Columns: the margins (the outer rings), each slot's maze and rings.
    Tracks& cols = layout.cols;
    std::vector<int> slotFirstCol;
    for (int across = 0; across < slots.across; ++across) {
        if (across == 0) cols.add(marginColPx);
        else cols.add(ringColPx), cols.add(gapPx), cols.add(ringColPx);
        slotFirstCol.push_back(cols.add(layout.mazeColPx, request.gridCols));
    }
    layout.lastCol = cols.add(marginColPx);

    for (int k = 0; k < request.mazes; ++k) {
        MazePlace place;
        place.firstRow = slotFirstRow[static_cast<std::size_t>(k / slots.across)];
        place.firstCol = slotFirstCol[static_cast<std::size_t>(k % slots.across)];
        place.gridRows = request.gridRows;
        place.gridCols = request.gridCols;
        place.labelRow = slotLabelRow[static_cast<std::size_t>(k / slots.across)];
        layout.mazes.push_back(place);
    }
    layout.infoLeft = {infoRow, 0, 0, Align::Left};
    layout.infoRight = {infoRow, layout.lastCol, layout.lastCol, Align::Right};
    layout.caption = {layout.captionRow, 0, 0, Align::Left};
    layout.verdict = {layout.captionRow, layout.lastCol, layout.lastCol, Align::Right};
    const int middle = layout.lastCol / 2;
    layout.footerLeft = {footerRow, 0, 0, Align::Left};
    layout.footerCentre = {footerRow, middle, middle, Align::Centre};
    layout.footerRight = {footerRow, layout.lastCol, layout.lastCol, Align::Right};
    return layout;
}

std::string pageName(const PageLayout& layout) {
    return std::string(layout.paper == Paper::A4 ? "A4" : "Letter") + (layout.landscape ? " landscape" : " portrait");
}

std::string printedOn(const PageLayout& layout) {
    if (!layout.poster.any()) return "one " + pageName(layout) + " page";
    return "a poster of " + std::to_string(layout.poster.across) + "x" + std::to_string(layout.poster.down) + " " +
           pageName(layout) + " sheets";
}

std::vector<std::string> legibilityWarnings(const PageLayout& layout, const PageSettings& settings) {
    std::vector<std::string> warnings;
    const std::string what = settings.style == Style::Blocks ? "wall blocks" : "maze cells";
    if (layout.printedCellMm < settings.minLegibleMm) {
        const MazePlace& maze = layout.maze();
        // In design cells (a workbook's hex bricks: the hexagons' picture, about).
        const CellTracks& t = layout.tracks;
        const auto pictureCols = static_cast<long long>(std::ceil(static_cast<double>(maze.gridCols) / t.colsPerCell));
        const auto pictureRows = static_cast<long long>(std::ceil(maze.gridRows * t.rowShare - 1e-9));
        const Poster poster = legiblePoster(pictureCols, pictureRows, settings, settings.minLegibleMm);
        const std::string sheets = std::to_string(poster.sheets()) + " sheets";
        warnings.push_back("the " + what + " print only " + shortDecimal(layout.printedCellMm) + " mm wide on " +
                           printedOn(layout) + " (under " + core::generalDecimal(settings.minLegibleMm) +
                           " mm): hard to read and solve; try " +
                           (poster.any() ? "--poster auto (" + sheets + ", as PDF or SVG) or " : "") + "a smaller maze");
    }
    return warnings;
}

}  // namespace mazesheet::page
