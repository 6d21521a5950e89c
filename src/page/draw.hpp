// SPDX-License-Identifier: MIT
#pragma once
// What a printed page shows, as drawing calls on a Canvas: the heading, the
// mazes with their fills, walls, marks and door arrows, the way on an
// answer page, the caption or legend, the footer. Vector formats (SVG, PDF)
// implement a Canvas in their own terms and get the same page; the
// workbook realises the same layout with cells instead (workbook/).
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "page/maze_page.hpp"
#include "page/settings.hpp"
#include "page/step_pages.hpp"

namespace mazesheet::page {

enum class Anchor { Start, Middle, End };

struct TextStyle {
    double pt = 10;  // printed size
    bool bold = false;
    Colour colour = 0x000000;
    Anchor anchor = Anchor::Start;
};

struct Point {
    double x = 0;
    double y = 0;
};

// The lines of a maze's grid: all along the axes, or some slanted or curved.
enum class GridLines : char { AxisAligned, Slanted };

// A surface to draw on. Coordinates are points on the paper from its top
// left corner, or, between beginGrid and endGrid, units of a maze's grid
// (one maze cell, or one block in the blocks style), so that a maze's
// thousands of walls are small whole numbers.
class Canvas {
public:
    virtual ~Canvas() = default;
    // A new page of `width` x `height` points (teaching mode: one per step).
    virtual void beginPage(double width, double height) = 0;
    virtual void endPage() = 0;
    // Grid units from here: (col, row) is at (x + col * cell, y + row * cell) points.
    // `lines`: whether every line and fill edge in the grid is axis-aligned
    // (a square maze: a format may snap them to whole pixels) or some are
    // slanted and curved (other grids: smoothed, as they would be jagged).
    virtual void beginGrid(double x, double y, double cell, GridLines lines) = 0;
    virtual void endGrid() = 0;
    virtual void fillRect(double x, double y, double width, double height, Colour fill) = 0;
    // A filled rectangle with a thin dark frame (a legend's swatch).
    virtual void framedRect(double x, double y, double width, double height, Colour fill) = 0;
    // A filled polygon through `points` (a cell of a circle, hex or
    // triangle grid; a door's arrow).
    virtual void fillPolygon(std::span<const Point> points, Colour fill) = 0;
    // Lines of one width and colour (the walls: axis-aligned on a square
    // maze), with square ends, and a circle's arcs: the arc of `radius`
    // round (cx, cy) from angle `from` to `to` (radians from the x axis
    // towards y, so clockwise on the page; from < to).
    virtual void beginLines(double width, Colour colour) = 0;
    virtual void line(double x0, double y0, double x1, double y1) = 0;
    virtual void arc(double cx, double cy, double radius, double from, double to) = 0;
    virtual void endLines() = 0;
    // A line through `points` with square corners and flat ends (the way).
    virtual void polyline(std::span<const Point> points, double width, Colour colour) = 0;
    // Until endWindow: drawing moved by (dx, dy) points and cut at `clip`
    // (in the moved coordinates: the paper's). A poster's sheet draws the
    // poster's page so, showing its part only.
    virtual void beginWindow(double dx, double dy, const Box& clip) = 0;
    virtual void endWindow() = 0;
    // One line of text; `at` is on its baseline (Start: its left end, Middle:
    // its centre, End: its right end). Only in page coordinates.
    virtual void text(Point at, std::string_view text, const TextStyle& style) = 0;
};

// The page holding `mazes` (page.layout's places, in order) as a worksheet
// (PageRole::Maze) or its answer page; `way` says how an answer page draws
// the way. A poster's page is a Canvas page per sheet (row by row from the
// top left; only settings.posterSheet when that is set).
void drawMazePage(Canvas& canvas, const MazePage& page, std::span<const core::Puzzle* const> mazes, PageRole role,
                  WayDrawn way, const PageSettings& settings);

// Teaching mode: a page per step (each a Canvas page), the maze painted
// with the step's looks, the step in the heading, the legend below.
void drawStepPages(Canvas& canvas, const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                   const StepPages& pages, const PageSettings& settings);

// Adds to `warnings` (each once) a note if the page's mazes print their
// cells or their facts too small to read (legibilityWarnings,
// page/fact_size.hpp): the same words as the workbook's.
void noteLegibility(const MazePage& page, std::span<const core::Puzzle* const> mazes, const PageSettings& settings,
                    std::vector<std::string>& warnings);

// Walls scale with the cell: kWallShare of its width, kept between a line
// that prints firmly and one that stays a line, and never more than
// kMaxWallShare of the cell's pitch, so a passage keeps at least three
// quarters of it however small the cells print (a fixed floor of half a
// point once made 0.49 pt cells solid black).
inline constexpr double kWallShare = 0.12;
inline constexpr double kThinnestWallPt = 0.5;
inline constexpr double kThickestWallPt = 2.25;
inline constexpr double kMaxWallShare = 0.25;

// The width of a wall on paper, in points, for a maze cell printed `cellPt` wide.
double wallWidthPt(double cellPt);

}  // namespace mazesheet::page
