#pragma once
// Page math for one maze sheet: which sheet cells the maze covers, how big
// the cells are, the heading rows above it, paper and orientation, and the
// scale the printer will use. Pure arithmetic on PageSettings.
//
// Sheet layout (0-based rows and columns):
//   row 0            title
//   row 1            "Name: ___  Date: ___" on the left, maze number and seed on the right
//   row 2            a gap
//   row 3            the door row above the maze (a cell high when an arrow
//                    beside a door stands there, thin otherwise)
//   rows 4..4+R-1    the maze (R = H, or 2H+1 blocks)
//   row 4+R          the door row below the maze
//   row 5+R          a caption ("Start at S ..."), or the first of several
//                    rows of a legend (teaching mode): the print area ends with
//                    text because LibreOffice leaves trailing rows without
//                    text out when it fits a print area to the page, yet
//                    prints them: it chose too large a scale and cut off
//                    the maze's last rows
//   column 0         the left margin (a cell wide when a door's arrow stands
//                    in it; wider when the heading needs room)
//   columns 1..C     the maze (C = W, or 2W+1 blocks)
//   column C+1       the right margin, as wide as the left
// The maze is framed by a ring (door rows and margin columns) in which the
// arrows beside its doors stand; the pair of rows, or of columns, that holds
// an arrow is a cell thick, so the maze stays centred.
#include <string>
#include <vector>

#include "page/settings.hpp"

namespace mazesheet::page {

inline constexpr int kTitleRow = 0;
inline constexpr int kInfoRow = 1;
inline constexpr int kGapRow = 2;
inline constexpr int kDoorRowAbove = 3;
inline constexpr int kMazeFirstRow = 4;
inline constexpr int kMazeFirstCol = 1;

// Excel's grid.
inline constexpr long long kExcelRows = 1'048'576;
inline constexpr long long kExcelCols = 16'384;

// Which parts of the ring around the maze hold a door's arrow.
struct DoorRing {
    bool columns = false;  // the margin columns (doors on the left or right)
    bool rows = false;     // the door rows (doors at the top or bottom)
};

// Lengths of the heading lines, to leave them room on narrow mazes.
struct HeadingSize {
    std::size_t titleChars = 0;
    std::size_t infoChars = 0;  // left and right text of the info row together
    int captionRows = 1;        // rows below the maze: the caption, or a legend of several lines
};

struct Layout {
    int gridCols = 0;  // sheet columns the maze covers
    int gridRows = 0;  // sheet rows the maze covers
    int cellPx = 0;    // width and height of each maze column and row (a multiple of 8)
    int marginColPx = 0;
    int titleRowPx = 0;
    int infoRowPx = 0;
    int gapRowPx = 0;
    int doorRowPx = 0;
    int captionRowPx = 0;
    int captionRows = 1;  // each captionRowPx high; the last one ends the print area
    double titlePt = 0;
    double infoPt = 0;
    double captionPt = 0;
    double markPt = 0;   // the S and F letters
    double arrowPt = 0;  // the arrows beside the doors
    int footerPt = 8;   // Excel and LibreOffice scale the footer with the sheet
    bool landscape = false;
    Paper paper = Paper::A4;
    Margins margins;
    double scale = 1.0;         // the fit-to-page scale this layout expects (<= 1)
    double printedCellMm = 0;   // one sheet cell of the maze on paper

    int doorRowBelow() const { return kMazeFirstRow + gridRows; }
    int captionRow() const { return doorRowBelow() + 1; }
    int lastRow() const { return captionRow() + captionRows - 1; }
    int lastCol() const { return kMazeFirstCol + gridCols; }  // the right margin column
};

// Sheet columns and rows the maze itself covers in a style.
struct GridSize {
    long long cols = 0;
    long long rows = 0;
};
GridSize gridSize(int mazeWidth, int mazeHeight, Style style);

// Throws core::InputError(input) unless a maze of this grid (plus heading,
// caption and margin rows and columns) fits Excel's 16,384 columns and
// 1,048,576 rows; `input` is "size" or "mask".
void checkGridFits(int mazeWidth, int mazeHeight, Style style, const std::string& input);

// Chooses the cell size so the maze fills the printable area of one page
// (Excel's and LibreOffice's fit-to-page only shrink), the orientation
// (Auto: the one that prints the larger maze) and the heading sizes.
Layout computeLayout(int mazeWidth, int mazeHeight, const PageSettings& settings, HeadingSize heading,
                     DoorRing ring = {});

// Below this fit-to-page scale LibreOffice gives up and prints on several
// pages (measured: a maze needing 6 % printed at 6 % on 2 pages).
inline constexpr double kLibreOfficeMinScale = 0.12;

// Legibility warnings for a layout (cells under settings.minLegibleMm, or a
// scale too small for LibreOffice or Excel to fit on one page); empty when
// it prints well.
std::vector<std::string> layoutWarnings(const Layout& layout, const PageSettings& settings);

// Paper size in inches (width, height) in portrait.
struct PaperInches {
    double width;
    double height;
};
PaperInches paperInches(Paper paper);

}  // namespace mazesheet::page
