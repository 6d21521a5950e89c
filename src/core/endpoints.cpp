// SPDX-License-Identifier: MIT
#include "endpoints.hpp"

#include <cmath>
#include <numbers>
#include <optional>
#include <string>
#include <vector>

#include "errors.hpp"
#include "solver.hpp"
#include "topology.hpp"

namespace mazesheet::core {

namespace {

using Kind = Endpoint::Kind;

std::string describe(CellPos p) { return std::to_string(p.col + 1) + "," + std::to_string(p.row + 1); }

// The rows and columns the region's cells span (a mask's bounding box).
struct Box {
    int minCol, maxCol, minRow, maxRow;
};

Box boundingBox(const Region& region) {
    if (region.isRectangle()) return {0, region.width() - 1, 0, region.height() - 1};
    Box box{region.width(), -1, region.height(), -1};
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            if (!region.contains(col, row)) continue;
            box.minCol = std::min(box.minCol, col);
            box.maxCol = std::max(box.maxCol, col);
            box.minRow = std::min(box.minRow, row);
            box.maxRow = std::max(box.maxRow, row);
        }
    }
    return box;
}

// The region's cells on one side of its bounding box that have an edge
// facing that side (on a triangle grid only those whose flat side faces
// north or south do), in row-major order.
std::vector<CellPos> sideCells(const Region& region, const Box& box, Side side) {
    return withCells(region, [&](const auto& grid) {
        const auto hasDoor = [&](int col, int row) {
            return region.contains(col, row) && grid.doorWay(region.index(col, row), side).has_value();
        };
        // One column or one row of the grid, walked in row-major order.
        std::vector<CellPos> cells;
        if (side == Side::West || side == Side::East) {
            const int col = side == Side::West ? box.minCol : box.maxCol;
            for (int row = 0; row < region.height(); ++row) {
                if (hasDoor(col, row)) cells.push_back({col, row});
            }
        } else {
            const int row = side == Side::North ? box.minRow : box.maxRow;
            for (int col = 0; col < region.width(); ++col) {
                if (hasDoor(col, row)) cells.push_back({col, row});
            }
        }
        return cells;
    });
}

// A circle's rim cells whose middle lies within 45 degrees of west or of
// east (a ring's cells go clockwise from the top), in ring order.
std::vector<CellPos> rimCells(const Region& region, Side side) {
    const int ring = region.height() - 1;
    const std::uint32_t cells = region.ringSize(ring);
    // West is three quarters of the way round, east one quarter.
    const double middle = side == Side::West ? 0.75 : 0.25;
    std::vector<CellPos> rim;
    for (std::uint32_t col = 0; col < cells; ++col) {
        const double turn = (static_cast<double>(col) + 0.5) / static_cast<double>(cells);
        if (std::abs(turn - middle) <= 0.125) rim.push_back({static_cast<int>(col), ring});
    }
    return rim;
}

// The region cell nearest a corner (by steps along rows and columns; ties go
// to the upper row), so named corners work on masks too.
CellPos cornerCell(const Region& region, Kind kind) {
    const bool right = kind == Kind::TopRight || kind == Kind::BottomRight;
    const bool bottom = kind == Kind::BottomLeft || kind == Kind::BottomRight;
    // A rectangle's corner cell is its own (a scan of a streamed maze's
    // hundreds of millions of cells took seconds).
    if (region.isRectangle()) return {right ? region.width() - 1 : 0, bottom ? region.height() - 1 : 0};
    CellPos best{-1, -1};
    long bestScore = -1;
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            if (!region.contains(col, row)) continue;
            const long score = (right ? region.width() - 1 - col : col) + (bottom ? region.height() - 1 - row : row);
            if (bestScore < 0 || score < bestScore) {
                bestScore = score;
                best = {col, row};
            }
        }
    }
    return best;
}

// What the region is, for messages: "the 20x20 maze", "the 12-ring circle".
std::string describe(const Region& region) {
    if (region.grid() == GridKind::Circle) return "the " + std::to_string(region.height()) + "-ring circle";
    const std::string grid = region.grid() == GridKind::Square ? "" : std::string(gridName(region.grid())) + " ";
    return "the " + std::to_string(region.width()) + "x" + std::to_string(region.height()) + " " + grid + "maze" +
           (region.isRectangle() ? "" : " mask");
}

// A fixed endpoint (a cell or a corner), or nothing for auto, farthest and across.
std::optional<CellPos> fixedCell(const Region& region, const Endpoint& endpoint, const char* input) {
    switch (endpoint.kind) {
        case Kind::Auto:
        case Kind::Farthest:
        case Kind::Across: return std::nullopt;
        case Kind::Cell:
            if (!region.contains(endpoint.cell)) {
                throw InputError(input, describe(endpoint.cell) + " is not a cell of " + describe(region) +
                                            (region.grid() == GridKind::Circle ? " (COL,RING: the centre is 1,1)" : ""));
            }
            return endpoint.cell;
        default:
            if (region.grid() == GridKind::Circle) {
                throw InputError(input, "a circle has no corners; choose auto (the centre), across, farthest or "
                                        "COL,RING");
            }
            return cornerCell(region, endpoint.kind);
    }
}

// The side a quarter turn clockwise.
Side turned(Side side) { return static_cast<Side>((static_cast<int>(side) + 1) % 4); }

// The two sides auto uses, start's first.
std::pair<Side, Side> acrossSides(const Region& region) {
    return acrossIsVertical(region) ? std::pair{Side::North, Side::South} : std::pair{Side::West, Side::East};
}

// Auto opposite a fixed cell: the side of the bounding box farther from it,
// the cell there with the longest path from it (none on a circle: the rim
// cell farthest away).
std::optional<CellPos> acrossFrom(const Maze& maze, CellPos fixed, Side& doorSide) {
    const Region& region = maze.region();
    if (region.grid() == GridKind::Circle) return std::nullopt;
    const Box box = boundingBox(region);
    const auto [first, second] = acrossSides(region);
    const bool vertical = first == Side::North;
    const int position = vertical ? fixed.row : fixed.col;
    const int low = vertical ? box.minRow : box.minCol;
    const int high = vertical ? box.maxRow : box.maxCol;
    doorSide = position - low <= high - position ? second : first;
    std::vector<CellPos> candidates = sideCells(region, box, doorSide);
    std::erase(candidates, fixed);
    if (candidates.empty()) return std::nullopt;
    return farthestOf(candidates, distancesTo(maze, fixed, candidates)).first;
}

void openDoor(Maze& maze, CellPos cell, std::optional<Side> side) {
    if (!onBoundary(maze, cell)) return;
    maze.addDoor({cell, side ? *side : doorSide(maze, cell)});
}

}  // namespace

bool acrossIsVertical(const Region& region) {
    const Box box = boundingBox(region);
    const int cols = box.maxCol - box.minCol + 1;
    const int rows = box.maxRow - box.minRow + 1;
    // Taller than wide on paper: a hexagon is sqrt(3) across and its rows
    // 1.5 apart (its side 1), a triangle's row is sqrt(3)/2 high and each
    // triangle adds half a side to the row's length.
    switch (region.grid()) {
        case GridKind::Hex: return 1.5 * rows + 0.5 > std::numbers::sqrt3 * (cols + (rows > 1 ? 0.5 : 0.0));
        case GridKind::Triangle: return std::numbers::sqrt3 / 2 * rows > (cols + 1) / 2.0;
        case GridKind::Square:
        case GridKind::Circle: break;
    }
    return rows > cols;
}

namespace {

// The start among `starts` and the finish among `finishes` with the
// longest path between them.
Placement longestBetween(const Maze& maze, const std::vector<CellPos>& starts, const std::vector<CellPos>& finishes) {
    // On a tree, the cell of a set R farthest from any cell v is an end of
    // R's diameter (a, b), and a double sweep within R finds that diameter;
    // so three breadth-first searches find the longest start-finish path.
    std::vector<CellPos> ends = finishes;
    ends.insert(ends.end(), starts.begin(), starts.end());
    // The first search notes the branches with no door cell; the other two
    // leave them out.
    EndDistances search(maze, ends);
    const CellPos a = farthestOf(finishes, search.from(finishes.front(), finishes)).first;
    // One search from a measures both the finishes (for b) and the starts.
    const auto aToEnds = search.from(a, ends);
    const auto split = aToEnds.begin() + static_cast<std::ptrdiff_t>(finishes.size());
    const CellPos b = farthestOf(finishes, {aToEnds.data(), finishes.size()}).first;
    const std::vector<std::uint32_t> fromA(split, aToEnds.end());
    const auto fromB = search.from(b, starts);
    Placement best{starts.front(), a};
    std::uint32_t bestDistance = 0;
    bool found = false;
    for (std::size_t k = 0; k < starts.size(); ++k) {
        for (const auto& [end, distance] : {std::pair{a, &fromA}, std::pair{b, &fromB}}) {
            const std::uint32_t d = (*distance)[k];
            if (d == kUnreachable || (found && d <= bestDistance)) continue;
            best = {starts[k], end};
            bestDistance = d;
            found = true;
        }
    }
    return best;
}

// A circle's default: from the centre to the rim cell farthest from it.
Placement centreOut(const Maze& maze) {
    const CellPos centre{0, 0};
    const int ring = maze.height() - 1;
    std::vector<CellPos> rim;
    for (std::uint32_t col = 0; col < maze.region().ringSize(ring); ++col) rim.push_back({static_cast<int>(col), ring});
    return {centre, farthestOf(rim, distancesTo(maze, centre, rim)).first};
}

}  // namespace

namespace {

// The sides across puts the doors on, and the cells there that can take
// one. A grid too thin to have a door edge on both (a single column of
// triangles has no flat side at the top) takes the other two sides.
struct Across {
    Side startSide;
    Side finishSide;
    std::vector<CellPos> starts;
    std::vector<CellPos> finishes;
};

std::optional<Across> acrossCells(const Region& region) {
    if (region.grid() == GridKind::Circle) {
        Across rim{Side::South, Side::South, rimCells(region, Side::West), rimCells(region, Side::East)};
        if (rim.starts.empty() || rim.finishes.empty()) return std::nullopt;
        return rim;
    }
    const Box box = boundingBox(region);
    const auto [first, second] = acrossSides(region);
    for (const auto& [startSide, finishSide] : {std::pair{first, second}, std::pair{turned(first), turned(second)}}) {
        Across across{startSide, finishSide, sideCells(region, box, startSide), sideCells(region, box, finishSide)};
        if (!across.starts.empty() && !across.finishes.empty()) return across;
    }
    return std::nullopt;
}

}  // namespace

Placement acrossPair(const Maze& maze) {
    const auto across = acrossCells(maze.region());
    if (!across) {
        const auto [a, b] = farthestBoundaryPair(maze);
        return {a, b};
    }
    return longestBetween(maze, across->starts, across->finishes);
}

void checkEndpoints(const Region& region, const Endpoint& start, const Endpoint& finish) {
    const auto s = fixedCell(region, start, "start");
    const auto f = fixedCell(region, finish, "finish");
    if (s && f && *s == *f) {
        throw InputError("start", "the same cell as the finish (" + describe(*s) + "); choose two different cells");
    }
}

Placement placeEndpoints(Maze& maze, const Endpoint& start, const Endpoint& finish) {
    const Region& region = maze.region();
    checkEndpoints(region, start, finish);
    const auto fixedStart = fixedCell(region, start, "start");
    const auto fixedFinish = fixedCell(region, finish, "finish");
    const bool farthest = start.kind == Kind::Farthest || finish.kind == Kind::Farthest;
    const bool rimToRim = start.kind == Kind::Across || finish.kind == Kind::Across;

    Placement placed{};
    std::optional<Side> startDoor;
    std::optional<Side> finishDoor;
    if (fixedStart && fixedFinish) {
        placed = {*fixedStart, *fixedFinish};
    } else if (fixedStart) {
        Side side{};
        const auto across = farthest ? std::nullopt : acrossFrom(maze, *fixedStart, side);
        placed = {*fixedStart, across ? *across : farthestBoundaryCellFrom(maze, *fixedStart)};
        if (across) finishDoor = side;
    } else if (fixedFinish) {
        Side side{};
        const auto across = farthest ? std::nullopt : acrossFrom(maze, *fixedFinish, side);
        placed = {across ? *across : farthestBoundaryCellFrom(maze, *fixedFinish), *fixedFinish};
        if (across) startDoor = side;
    } else if (farthest) {
        const auto [a, b] = farthestBoundaryPair(maze);
        placed = {a, b};
    } else if (region.grid() == GridKind::Circle && !rimToRim) {
        placed = centreOut(maze);
    } else if (const auto across = acrossCells(region)) {
        placed = longestBetween(maze, across->starts, across->finishes);
        if (region.grid() != GridKind::Circle) std::tie(startDoor, finishDoor) = std::pair{across->startSide, across->finishSide};
    } else {
        const auto [a, b] = farthestBoundaryPair(maze);
        placed = {a, b};
    }
    if (placed.start == placed.finish) {
        throw InputError(fixedStart ? "start" : "finish", "the same cell as the " + std::string(fixedStart ? "finish" : "start") +
                                                              " (" + describe(placed.start) + "); choose two different cells");
    }
    openDoor(maze, placed.start, startDoor);
    openDoor(maze, placed.finish, finishDoor);
    return placed;
}

}  // namespace mazesheet::core
