// SPDX-License-Identifier: MIT
#include "page/grid_drawing.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <span>

#include "core/topology.hpp"
#include "page/fact_text.hpp"
#include "page/looks.hpp"

namespace mazesheet::page {

namespace {

using core::CellPos;
using core::GridKind;
using core::Region;

constexpr double kPi = std::numbers::pi;
constexpr double kHexSide = 1.0 / std::numbers::sqrt3;
constexpr double kRowHeight = std::numbers::sqrt3 / 2.0;  // a triangle row
// The share of a letter's size by which its centre stands above its
// baseline (as draw.cpp centres S and F in square cells).
constexpr double kMiddle = 0.35;
// A circle's arcs filled as polygons: a corner every 5 degrees at most.
constexpr double kArcStep = kPi / 36.0;

// A side of a cell: a straight line, or an arc round a circle's centre
// (angles in turns clockwise from the top).
struct Edge {
    bool arc = false;
    Point a;
    Point b;
    double radius = 0;
    double from = 0;
    double to = 0;
};

// A circle, hex or triangle maze's picture in grid units (grid_drawing.hpp).
class Picture {
public:
    explicit Picture(const Region& region) : region_(region), grid_(region.grid()) {}

    // The way's line width as a share of a square maze's: a triangle's
    // corridor (the circle inside it) is 1/sqrt(3) of its side, so the line
    // narrows with it and leaves the walls beside it as clear as on squares.
    double wayWidthShare() const { return grid_ == GridKind::Triangle ? 1 / std::sqrt(3.0) : 1.0; }

    double width() const { return core::gridExtent(grid_, region_.width(), region_.height()).width; }
    double height() const { return core::gridExtent(grid_, region_.width(), region_.height()).height; }

    // The point `radius` from a circle's centre, `turn` turns clockwise from the top.
    Point polar(double radius, double turn) const {
        const double rings = region_.height();
        return {rings + radius * std::sin(2 * kPi * turn), rings - radius * std::cos(2 * kPi * turn)};
    }

    // The turns a circle's cell spans.
    std::pair<double, double> turns(CellPos p) const {
        const double n = region_.ringSize(p.row);
        return {p.col / n, (p.col + 1) / n};
    }

    // Where the cell's letter and the way stand: its middle.
    Point centre(CellPos p) const {
        switch (grid_) {
            case GridKind::Hex: return hexCentre(p);
            case GridKind::Triangle: {
                const bool up = core::TriangleCells::pointsUp(static_cast<std::uint32_t>(p.col),
                                                              static_cast<std::uint32_t>(p.row));
                return {(p.col + 1) / 2.0, (p.row + (up ? 2.0 / 3.0 : 1.0 / 3.0)) * kRowHeight};
            }
            case GridKind::Circle:
            case GridKind::Square: break;
        }
        if (p.row == 0) return polar(0, 0);
        const auto [from, to] = turns(p);
        return polar(p.row + 0.5, (from + to) / 2);
    }

    // The cell's outline, for its fill.
    std::vector<Point> outline(CellPos p) const {
        std::vector<Point> points;
        if (grid_ == GridKind::Circle) {
            if (p.row == 0) {
                for (int k = 0; k < 72; ++k) points.push_back(polar(1, k / 72.0));
                return points;
            }
            const auto [from, to] = turns(p);
            const int steps = std::max(2, static_cast<int>(std::ceil((to - from) * 2 * kPi / kArcStep)));
            for (int k = 0; k <= steps; ++k) points.push_back(polar(p.row, from + (to - from) * k / steps));
            for (int k = steps; k >= 0; --k) points.push_back(polar(p.row + 1, from + (to - from) * k / steps));
            return points;
        }
        forEachEdge(p, [&](unsigned, const Edge& edge) { points.push_back(edge.a); });
        return points;
    }

    // The cell's fill: its outline grown by 4 % round its middle, so that
    // two filled cells side by side show no hairline of paper between
    // them where their edges are smoothed (the growth stays under the walls).
    std::vector<Point> fill(CellPos p) const {
        std::vector<Point> points = outline(p);
        const Point c = centre(p);
        for (Point& q : points) q = {c.x + 1.04 * (q.x - c.x), c.y + 1.04 * (q.y - c.y)};
        return points;
    }

    // Each side of the cell with the way through it, clockwise round the cell.
    template <typename F>
    void forEachEdge(CellPos p, F f) const {
        switch (grid_) {
            case GridKind::Hex: {
                // Corner k is at 60k degrees clockwise from the top.
                const Point c = hexCentre(p);
                const auto corner = [&](int k) {
                    const double angle = k * kPi / 3;
                    return Point{c.x + kHexSide * std::sin(angle), c.y - kHexSide * std::cos(angle)};
                };
                for (unsigned way = 0; way < 6; ++way) {
                    f(way, Edge{false, corner(static_cast<int>(way)), corner(static_cast<int>(way) + 1)});
                }
                return;
            }
            case GridKind::Triangle: {
                const bool up = core::TriangleCells::pointsUp(static_cast<std::uint32_t>(p.col),
                                                              static_cast<std::uint32_t>(p.row));
                const double left = p.col / 2.0;
                const double top = p.row * kRowHeight;
                const double bottom = top + kRowHeight;
                using S = core::Side;
                if (up) {
                    const Point apex{left + 0.5, top}, right{left + 1, bottom}, low{left, bottom};
                    f(static_cast<unsigned>(S::East), Edge{false, apex, right});
                    f(static_cast<unsigned>(S::South), Edge{false, right, low});
                    f(static_cast<unsigned>(S::West), Edge{false, low, apex});
                } else {
                    const Point topLeft{left, top}, topRight{left + 1, top}, tip{left + 0.5, bottom};
                    f(static_cast<unsigned>(S::North), Edge{false, topLeft, topRight});
                    f(static_cast<unsigned>(S::East), Edge{false, topRight, tip});
                    f(static_cast<unsigned>(S::West), Edge{false, tip, topLeft});
                }
                return;
            }
            case GridKind::Circle:
            case GridKind::Square: break;
        }
        using C = core::CircleCells;
        const int ring = p.row;
        const bool outer = ring + 1 == region_.height();
        const double n = region_.ringSize(ring);
        const double from = ring == 0 ? 0.0 : p.col / n;
        const double to = ring == 0 ? 1.0 : (p.col + 1) / n;
        const auto arc = [&](double radius, double a, double b) {
            return Edge{true, polar(radius, a), polar(radius, b), radius, a, b};
        };
        if (ring > 0) {
            f(C::Inward, arc(ring, from, to));
            f(C::Clockwise, Edge{false, polar(ring, to), polar(ring + 1, to)});
            f(C::Anticlockwise, Edge{false, polar(ring + 1, from), polar(ring, from)});
        }
        const std::uint32_t children = outer ? 1 : region_.ringSize(ring + 1) / region_.ringSize(ring);
        for (std::uint32_t k = 0; k < children; ++k) {
            const double a = from + (to - from) * k / children;
            const double b = from + (to - from) * (k + 1) / children;
            f(static_cast<unsigned>(C::Outward + k), arc(ring + 1, a, b));
        }
    }

    // Whether `p` falls on the maze: inside a circle's rim, else inside one
    // of its cells (each convex, its corners clockwise on the page).
    bool covers(Point p) const {
        if (grid_ == GridKind::Circle) {
            const double rings = region_.height();
            return std::hypot(p.x - rings, p.y - rings) < rings;
        }
        for (std::uint32_t i = 0; i < region_.gridSize(); ++i) {
            // No cell reaches a unit from its middle.
            if (!region_.containsIndex(i)) continue;
            const Point c = centre(region_.position(i));
            if (std::abs(c.x - p.x) > 1 || std::abs(c.y - p.y) > 1) continue;
            const std::vector<Point> corners = outline(region_.position(i));
            bool inside = true;
            for (std::size_t k = 0; k < corners.size() && inside; ++k) {
                const Point a = corners[k];
                const Point b = corners[(k + 1) % corners.size()];
                inside = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) >= 0;
            }
            if (inside) return true;
        }
        return false;
    }

    // The middle of a side.
    Point middle(const Edge& edge) const {
        if (!edge.arc) return {(edge.a.x + edge.b.x) / 2, (edge.a.y + edge.b.y) / 2};
        return polar(edge.radius, (edge.from + edge.to) / 2);
    }

private:
    Point hexCentre(CellPos p) const {
        return {p.col + 0.5 + (p.row % 2 != 0 ? 0.5 : 0.0), kHexSide + 1.5 * kHexSide * p.row};
    }

    const Region& region_;
    GridKind grid_;
};

// Where grid unit (0, 0) of the maze's picture stands on the page, and a
// unit's printed size: the picture centred in its design cells.
struct Placement {
    double x = 0;
    double y = 0;
    double unit = 0;
    Point page(Point p) const { return {x + p.x * unit, y + p.y * unit}; }
};

Placement placementOf(const PageLayout& layout, const MazePlace& place, const Picture& picture) {
    const Box box = layout.mazeBox(place);
    const double unit = layout.printedCellPt();
    return {box.x + (place.gridCols - picture.width()) / 2 * unit, box.y + (place.gridRows - picture.height()) / 2 * unit,
            unit};
}

void letter(Canvas& canvas, Point centre, std::string_view text, double pt, Colour colour) {
    canvas.text({centre.x, centre.y + kMiddle * pt}, text, {pt, true, colour, Anchor::Middle});
}

// An arrow `length` long from `tail` along the unit vector (dx, dy), a
// filled shape (the doors' arrows point any way a circle's rim faces).
void arrow(Canvas& canvas, Point tail, double dx, double dy, double length, Colour colour) {
    const double shaft = 0.14 * length;  // half its width
    const double head = 0.45 * length;   // its head's length
    const double wing = 0.36 * length;   // half its head's width
    const auto at = [&](double along, double across) {
        return Point{tail.x + dx * along - dy * across, tail.y + dy * along + dx * across};
    };
    const Point shape[] = {at(0, shaft),          at(length - head, shaft), at(length - head, wing), at(length, 0),
                           at(length - head, -wing), at(length - head, -shaft), at(0, -shaft)};
    canvas.fillPolygon(shape, colour);
}

// A door of the maze: its cell, and the way out of it through the outline.
struct Door {
    std::uint32_t cell;
    unsigned way;
    CellPos pos;
};

// Each door's arrow just outside it, pointing in at S and out at F, and
// its letter beside the arrow, both as large as on a square maze's page.
// The letter stands above the arrow (to its left on a door in the top or
// bottom), unless that falls on the maze (beside a slanted side near a
// corner, a hex grid's shifted rows): then on the other side, or further
// out.
void doorMarks(Canvas& canvas, const PageLayout& layout, const Picture& picture, const Placement& at,
               std::span<const Door> doors, const core::Puzzle& puzzle, const PageSettings& settings) {
    const Colours& colours = settings.colours;
    const double arrowPt = layout.printed(layout.arrowPt);
    const double letterPt = layout.printed(layout.doorLetterPt);
    const double length = 0.9 * arrowPt;
    const double gap = 0.15 * arrowPt;
    const bool circle = puzzle.maze.region().grid() == GridKind::Circle;
    for (const Door& door : doors) {
        Point middle{};
        picture.forEachEdge(door.pos, [&](unsigned w, const Edge& edge) {
            if (w == door.way) middle = picture.middle(edge);
        });
        // Out through the side: from a circle's centre, else from the cell's.
        const Point from = circle ? picture.polar(0, 0) : picture.centre(door.pos);
        double dx = middle.x - from.x;
        double dy = middle.y - from.y;
        const double norm = std::hypot(dx, dy);
        dx /= norm;
        dy /= norm;
        const Point edge = at.page(middle);
        const bool start = door.pos == puzzle.start;
        const Colour ink = start ? colours.startInk : colours.finishInk;
        if (start) {
            arrow(canvas, {edge.x + dx * (gap + length), edge.y + dy * (gap + length)}, -dx, -dy, length, ink);
        } else {
            arrow(canvas, {edge.x + dx * gap, edge.y + dy * gap}, dx, dy, length, ink);
        }
        double sx = dy;
        double sy = -dx;
        if (sy > 1e-9 || (std::abs(sy) <= 1e-9 && sx > 0)) sx = -sx, sy = -sy;
        const double apart = 0.5 * length + 0.55 * letterPt;
        const auto markAt = [&](double side, double out) {
            return Point{edge.x + dx * (gap + length / 2 + out) + side * sx * apart,
                         edge.y + dy * (gap + length / 2 + out) + side * sy * apart};
        };
        // How much of a letter at `p` the maze covers: its middle, and the
        // corners and sides' middles of the box its capital fills.
        const auto covered = [&](Point p) {
            const double r = 0.36 * letterPt;
            int count = 0;
            for (const double qx : {-r, 0.0, r}) {
                for (const double qy : {-r, 0.0, r}) {
                    count += picture.covers({(p.x + qx - at.x) / at.unit, (p.y + qy - at.y) / at.unit}) ? 1 : 0;
                }
            }
            return count;
        };
        // Beside the arrow, on the usual side or the other, moved out from
        // the maze by up to a letter's size until the maze covers none of it.
        Point mark = markAt(1, 0);
        int least = covered(mark);
        for (int step = 0; step <= 4 && least > 0; ++step) {
            for (const double side : {1.0, -1.0}) {
                const Point there = markAt(side, 0.25 * step * letterPt);
                const int count = covered(there);
                if (count < least) mark = there, least = count;
                if (least == 0) break;
            }
        }
        letter(canvas, mark, start ? settings.texts["start-mark"] : settings.texts["finish-mark"], letterPt, ink);
    }
}

}  // namespace

GridSize gridPictureSize(const Region& region) {
    const Picture picture(region);
    return {static_cast<long long>(std::ceil(picture.width() - 1e-9)),
            static_cast<long long>(std::ceil(picture.height() - 1e-9))};
}

GridSize mazeGridSize(const Region& region, Style style) {
    if (region.grid() == GridKind::Square) return gridSize(region.width(), region.height(), style);
    return gridPictureSize(region);
}

DoorRing gridDoorRing() { return {true, true}; }

namespace {

// Each cell's item in its middle (S and F keep their letters), one size for
// the set in the square that fits the cell (fact_text.hpp).
void gridFacts(Canvas& canvas, const PageLayout& layout, const Picture& picture, const Placement& at,
               const core::Puzzle& puzzle) {
    const Region& region = puzzle.maze.region();
    const double squarePt = pxToPt(layout.cellPx) * core::factTextShare(region.grid());
    const double pt = layout.printed(factSetTextPt(puzzle.facts->set(), squarePt));
    const double squarePrinted = layout.printed(squarePt);
    for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
        const CellPos p = region.position(i);
        if (!region.containsIndex(i) || p == puzzle.start || p == puzzle.finish) continue;
        const Point middle = at.page(picture.centre(p));
        const FactLines lines = factLines(puzzle.facts->item(i), pt, squarePrinted);
        const TextStyle style{pt, false, 0x000000, Anchor::Middle};
        const double gapEm = lines.twoLines() ? kFactLineEm * pt / 2 : 0.0;
        canvas.text({middle.x, middle.y + kMiddle * pt - gapEm}, lines.first, style);
        if (lines.twoLines()) canvas.text({middle.x, middle.y + kMiddle * pt + gapEm}, lines.second, style);
    }
}

// The way on an answer page: a line through the cells' middles, from the
// edge of S's letter to the edge of F's (half way to the next cell).
void gridWay(Canvas& canvas, const Picture& picture, const core::Puzzle& puzzle, const PageSettings& settings) {
    if (puzzle.solution.size() < 2) return;
    std::vector<Point> points;
    for (const CellPos p : puzzle.solution) points.push_back(picture.centre(p));
    const auto halfway = [](Point from, Point to) { return Point{(from.x + to.x) / 2, (from.y + to.y) / 2}; };
    points.front() = halfway(points[0], points[1]);
    points.back() = halfway(points[points.size() - 1], points[points.size() - 2]);
    canvas.polyline(points, settings.routeWidthCell * picture.wayWidthShare(), settings.colours.route);
}

// A maze on another grid at `place`: its cells filled as `fill` says (none:
// paper), the way as a line if `wayLine`, walls, facts, S and F, and each
// door's arrow and letter.
void drawGridCells(Canvas& canvas, const PageLayout& layout, const MazePlace& place, const core::Puzzle& puzzle,
                   const PageSettings& settings, const CellColour& fill, bool wayLine) {
    const core::Maze& maze = puzzle.maze;
    const Region& region = maze.region();
    const Picture picture(region);
    const Placement at = placementOf(layout, place, picture);
    const Colours& colours = settings.colours;
    const auto index = [&](CellPos p) { return region.index(p.col, p.row); };

    canvas.beginGrid(at.x, at.y, at.unit, GridLines::Slanted);
    for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
        if (!region.containsIndex(i)) continue;
        if (const std::optional<Colour> colour = fill(region.position(i))) {
            canvas.fillPolygon(picture.fill(region.position(i)), *colour);
        }
    }
    if (wayLine) gridWay(canvas, picture, puzzle, settings);
    // Walls: each once, from the cell with the lower index; the outline's
    // sides but the doors.
    std::vector<Door> doors;
    core::withCells(region, [&](const auto& cells) {
        for (const core::Door& door : maze.doors()) {
            const std::uint32_t i = index(door.cell);
            if (const auto edge = cells.doorWay(i, door.side)) doors.push_back({i, static_cast<unsigned>(*edge), door.cell});
        }
        const double wallUnits = wallWidthPt(at.unit) / at.unit;
        canvas.beginLines(wallUnits, colours.wall);
        for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
            if (!cells.inside(i)) continue;
            picture.forEachEdge(region.position(i), [&](unsigned w, const Edge& edge) {
                const auto wayOut = static_cast<typename std::decay_t<decltype(cells)>::Way>(w);
                const std::uint32_t n = cells.neighbour(i, wayOut);
                if (n == core::kNoCell) {
                    const bool door = std::any_of(doors.begin(), doors.end(),
                                                  [&](const Door& d) { return d.cell == i && d.way == w; });
                    if (door) return;
                } else if (n < i || cells.isOpen(maze, i, wayOut)) {
                    return;
                }
                if (edge.arc) {
                    const double rings = region.height();
                    // Canvas angles run from the x axis towards y; turns from the top.
                    canvas.arc(rings, rings, edge.radius, 2 * kPi * edge.from - kPi / 2, 2 * kPi * edge.to - kPi / 2);
                } else {
                    canvas.line(edge.a.x, edge.a.y, edge.b.x, edge.b.y);
                }
            });
        }
        canvas.endLines();
    });
    canvas.endGrid();

    if (puzzle.facts != nullptr) gridFacts(canvas, layout, picture, at, puzzle);
    // S and F in their cells (smaller in a triangle, whose middle is narrow).
    const double markPt = layout.printed(layout.markPt) * (region.grid() == GridKind::Triangle ? 0.7 : 1.0);
    letter(canvas, at.page(picture.centre(puzzle.start)), settings.texts["start-mark"], markPt, colours.startInk);
    letter(canvas, at.page(picture.centre(puzzle.finish)), settings.texts["finish-mark"], markPt, colours.finishInk);
    doorMarks(canvas, layout, picture, at, doors, puzzle, settings);
}


}  // namespace

void drawGridMaze(Canvas& canvas, const PageLayout& layout, const MazePlace& place, const core::Puzzle& puzzle,
                  bool answer, WayDrawn way, const PageSettings& settings) {
    const Region& region = puzzle.maze.region();
    std::vector<bool> shaded(region.gridSize(), false);
    if (answer && way == WayDrawn::Shade) {
        for (const CellPos p : puzzle.solution) shaded[region.index(p.col, p.row)] = true;
    }
    const Colours& colours = settings.colours;
    // S and F filled, and on a shaded answer page the way's cells.
    const auto fill = [&](CellPos p) -> std::optional<Colour> {
        if (p == puzzle.start) return colours.startFill;
        if (p == puzzle.finish) return colours.finishFill;
        if (shaded[region.index(p.col, p.row)]) return colours.pathFill;
        return std::nullopt;
    };
    drawGridCells(canvas, layout, place, puzzle, settings, fill, answer && way == WayDrawn::Line);
}

void drawGridStep(Canvas& canvas, const PageLayout& layout, const MazePlace& place, const core::Puzzle& state,
                  const PageSettings& settings, const CellColour& cellColour) {
    drawGridCells(canvas, layout, place, state, settings, cellColour, false);
}

}  // namespace mazesheet::page
