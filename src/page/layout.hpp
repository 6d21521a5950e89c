// SPDX-License-Identifier: MIT
#pragma once
// The page: where everything printed on a maze page stands, for every
// output format alike. No file format here: the workbook (workbook/), the
// SVG and the PDF all draw this layout, so a maze sits at the same place on
// the paper in each.
//
// A page is designed as a grid of rows and columns (the design, in pixels
// at 96 dpi), then shrunk by `scale` (a whole percentage, as spreadsheets
// fit a print area to a page) and centred in the printable area:
//
//   title row          the title, left
//   info row           "Name: ___  Date: ___" left, "Maze 2 of 25, seed 7" right
//   gap row
//   per maze:          (a label row when several mazes share the page)
//     door row         thin, or a mark's height when an arrow stands there
//     maze rows        H cells (borders style), or 2H+1 blocks
//     door row
//   caption rows       the caption ("Start at S ..."), or the legend's rows
//   spacer rows        what is left of the page's height, so the footer ends it
//   footer row         algorithm and seed left, the maze's size centred, the credit right
//
// Columns: a margin column, then per maze its ring column, the maze's
// columns and its ring column, and a margin column. Every maze column and
// row is `cellPx` wide and high (a multiple of kUnitPx), and the maze, its
// ring and the margins are whole units too: designed on whole units, the
// page can be drawn exactly by a spreadsheet (whose columns are whole digits
// of its default font) as well as by a vector format, which simply draws
// the shrunk design.
//
// The neighbouring margins, rings and door rows hold a door's arrow and the
// S or F beside it (page/doors.hpp), printed at least
// HeadingSizes::doorLetterPt and doorArrowPt whatever the cell size: a ring column is as wide
// as one such glyph (the letter stands above or below its arrow there), a
// door row as high as one, so a door is easy to find on any maze.
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "page/settings.hpp"

namespace mazesheet::page {

// The design's unit: every column width is a whole number of these.
inline constexpr int kUnitPx = 8;
// The largest row height and column width a design uses (a spreadsheet's
// limits: 409 pt rows, 255-digit columns).
inline constexpr int kMaxRowPx = 544;
inline constexpr int kMaxColPx = 255 * kUnitPx;

// The room a door's mark takes: across, in ems of the arrow's font (its
// glyph, 0.9 em, with a little room; the letter is narrower), and down,
// a line of text in ems of its own font.
inline constexpr double kDoorMarkWidthEm = 0.95;
inline constexpr double kDoorMarkLineEm = 1.3;

inline constexpr double kPointsPerInch = 72.0;
inline constexpr double kPxPerInch = 96.0;
inline constexpr double kMmPerInch = 25.4;
constexpr double pxToPt(double px) { return px * kPointsPerInch / kPxPerInch; }

// A rectangle on the paper, in points from its top-left corner.
struct Box {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
    double right() const { return x + width; }
    double bottom() const { return y + height; }
};

// The rows (or columns) of the design as runs of equal tracks, so a maze a
// million rows high costs a few runs, not a million entries.
class Tracks {
public:
    struct Run {
        int count = 0;
        int px = 0;
    };
    // Appends `count` tracks of `px` pixels; returns the first one's index.
    int add(int px, int count = 1);
    void resize(int index, int px);  // one track, which must be a run of its own
    int count() const { return count_; }
    int px(int index) const;
    // Pixels before track `index` (index == count(): all of them).
    double startPx(int index) const;
    double totalPx() const { return startPx(count_); }
    const std::vector<Run>& runs() const { return runs_; }

private:
    std::vector<Run> runs_;
    int count_ = 0;
};

// Which parts of the ring around a maze hold a door's arrow.
struct DoorRing {
    bool columns = false;  // the ring columns (doors on the left or right)
    bool rows = false;     // the door rows (doors at the top or bottom)
};

// The design's cells a maze covers.
struct MazePlace {
    int firstRow = 0;
    int firstCol = 0;
    int gridRows = 0;  // H, or 2H+1 blocks
    int gridCols = 0;
    int labelRow = -1;  // its number and seed, when several mazes share a page

    int lastRow() const { return firstRow + gridRows - 1; }
    int lastCol() const { return firstCol + gridCols - 1; }
    int doorRowAbove() const { return firstRow - 1; }
    int doorRowBelow() const { return firstRow + gridRows; }
    int ringColLeft() const { return firstCol - 1; }
    int ringColRight() const { return firstCol + gridCols; }
};

// A line of text in the design: it starts at the left edge of `col`
// (Left), ends at the right edge of `col` (Right) or is centred across
// [col, lastCol], and stands on the bottom of `row`.
enum class Align { Left, Centre, Right };
struct TextSpot {
    int row = 0;
    int col = 0;
    int lastCol = 0;  // for Align::Centre
    Align align = Align::Left;
};

// What the page must hold besides the maze: the heading's lengths (to give
// it room) and how many rows go below the maze.
struct HeadingSize {
    std::size_t titleChars = 0;
    std::size_t infoChars = 0;  // left and right text of the info row together
    int captionRows = 1;        // the caption, or a legend of several lines
    // Text on the caption row's right (a playable sheet's verdict), in
    // characters; it is printed at the title's size.
    std::size_t verdictChars = 0;
    // A gap row (HeadingSizes::gapRowPx) between the caption rows and the
    // footer: a legend's swatches fill their rows to the bottom.
    bool gapBeforeFooter = false;
};

// The maze's columns and rows for one design cell (PageLayout::cellPx):
// square cells, one column and one row of cellPx each; or a workbook's hex
// bricks (page/hex_bricks.hpp), a hexagon two columns of cellPx / 2 and a
// row of cellPx * sqrt(3) / 2 (the distance between hexagon rows).
struct CellTracks {
    int colsPerCell = 1;
    double rowShare = 1.0;

    int colPx(int cellPx) const { return cellPx / colsPerCell; }
    int rowPx(int cellPx) const { return static_cast<int>(std::lround(cellPx * rowShare)); }
    // cellPx grows by this, so every column stays whole units.
    int step() const { return colsPerCell * kUnitPx; }
};

// One page request: the maze grid (sheet cells of one maze), how many mazes
// share the page, and their rings.
struct PageRequest {
    int gridCols = 0;
    int gridRows = 0;
    CellTracks tracks;
    DoorRing ring;
    int mazes = 1;  // 1, 2, 4 or 6 on one page
    HeadingSize heading;
};

struct PageLayout {
    Paper paper = Paper::A4;
    bool landscape = false;
    // A poster is laid out as one large page, the sheets' tiles side by side
    // (page/poster.hpp): its margins are the sheets' margins and their
    // bands of marks, its paper the tiles with those around them.
    Poster poster;
    Margins margins;
    double scale = 1.0;  // printed size / designed size (<= 1)
    Tracks rows;
    Tracks cols;
    int cellPx = 0;  // each maze row and column (square cells; see tracks)
    CellTracks tracks;
    int mazeColPx = 0;  // each maze column and row: cellPx, or a brick's
    int mazeRowPx = 0;
    std::vector<MazePlace> mazes;
    int mazesAcross = 1;
    int captionRow = 0;
    int captionRows = 1;
    int lastRow = 0;  // the last row of the grid: the caption's last
    int lastCol = 0;  // the right margin column

    TextSpot title;
    TextSpot infoLeft;
    TextSpot infoRight;
    TextSpot caption;
    TextSpot verdict;  // on the caption row's right
    TextSpot footerLeft;
    TextSpot footerCentre;
    TextSpot footerRight;

    // Text and mark sizes in design points (printed: times `scale`).
    double titlePt = 0;
    double infoPt = 0;
    double captionPt = 0;
    double labelPt = 0;   // several mazes a page: each maze's number and seed
    double markPt = 0;    // the S and F letters in their cells
    double arrowPt = 0;       // the arrow beside each door (at least HeadingSizes::doorArrowPt printed)
    double doorLetterPt = 0;  // the S or F beside it (at least HeadingSizes::doorLetterPt printed)
    double verdictPt = 0;
    double footerPt = 0;
    double printedCellMm = 0;  // one maze cell (or block) on paper

    const MazePlace& maze() const { return mazes.front(); }

    // Printed geometry, in points on the paper (portrait or landscape as laid out).
    double paperWidthPt() const;
    double paperHeightPt() const;
    // One sheet of paper (the paper itself, unless a poster), and a poster's
    // tile: the part of the page one sheet holds, inside its margins and band.
    double sheetWidthPt() const;
    double sheetHeightPt() const;
    double tileWidthPt() const { return sheetWidthPt() - (margins.left + margins.right) * kPointsPerInch; }
    double tileHeightPt() const { return sheetHeightPt() - (margins.top + margins.bottom) * kPointsPerInch; }
    Box printable() const;
    // The whole grid, printed: its size times the scale, centred in the printable area.
    Box gridBox() const;
    double colX(int col) const;  // the printed left edge of design column `col`
    double rowY(int row) const;  // the printed top edge of design row `row`
    Box cellBox(int row, int col) const;
    Box mazeBox(const MazePlace& place) const;  // the maze's grid, printed
    double printedCellPt() const { return pxToPt(cellPx) * scale; }
    double printed(double designPt) const { return designPt * scale; }
};

// Sheet columns and rows the maze itself covers in a style.
struct GridSize {
    long long cols = 0;
    long long rows = 0;
};
GridSize gridSize(int mazeWidth, int mazeHeight, Style style);

// Lays a page out: the cell size that makes the mazes fill the printable
// area (the design only ever shrinks to the paper), the orientation (Auto:
// the one that prints the maze larger), the heading's sizes.
PageLayout layoutPage(const PageRequest& request, const PageSettings& settings);

// Legibility: a warning when the maze cells print under
// settings.minLegibleMm; empty when they print well.
std::vector<std::string> legibilityWarnings(const PageLayout& layout, const PageSettings& settings);

// "A4 portrait", for messages.
std::string pageName(const PageLayout& layout);
// "one A4 portrait page" or "a poster of 3x3 A4 portrait sheets", for messages.
std::string printedOn(const PageLayout& layout);

// Paper size in inches (width, height) in portrait.
struct PaperInches {
    double width;
    double height;
};
PaperInches paperInches(Paper paper);

}  // namespace mazesheet::page
