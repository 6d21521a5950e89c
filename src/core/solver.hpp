// SPDX-License-Identifier: MIT
#pragma once
// Paths and distances through a maze's passages (breadth-first, so with loops
// from braiding the path is a shortest one).
#include <cstdint>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "bitvector.hpp"
#include "maze.hpp"
#include "path.hpp"

namespace mazesheet::core {

inline constexpr std::uint32_t kUnreachable = std::numeric_limits<std::uint32_t>::max();

// The searches below keep a bit per cell and the frontier (shortestPath two
// bits more), so a maze of any size is solved in under a byte per cell.

// Steps from `from` to each of `cells` (kUnreachable where it cannot reach).
std::vector<std::uint32_t> distancesTo(const Maze& maze, CellPos from, std::span<const CellPos> cells);
// The cell of `candidates` farthest away (first in order on ties), given
// each candidate's distance (distancesTo's), with its distance.
std::pair<CellPos, std::uint32_t> farthestOf(std::span<const CellPos> candidates,
                                             std::span<const std::uint32_t> distance);
// distancesTo for several searches among one set of cells, `ends` (a door
// side's cells): on a perfect maze the first search notes which branches of
// the maze hold no end, and the later ones leave them out (same distances,
// far fewer cells walked). Two bits per cell more than distancesTo.
class EndDistances {
public:
    EndDistances(const Maze& maze, std::span<const CellPos> ends);
    // distancesTo(maze, origin, cells); pruned when all of them are ends.
    std::vector<std::uint32_t> from(CellPos origin, std::span<const CellPos> cells);

private:
    const Maze& maze_;
    BitVector ends_;
    BitVector skip_;  // first cells of the branches with no end
    bool tree_;
    bool skipReady_ = false;  // skip_ holds a tree search's marks
    bool loopMet_ = false;    // a tree search met a loop: no pruning
};

// The most steps from the nearest of `sources` to any cell it reaches.
std::uint32_t farthestDistance(const Maze& maze, std::span<const CellPos> sources);
std::uint32_t farthestDistance(const Maze& maze, const Path& sources);

// Steps from `from` to every grid index (kUnreachable outside the region):
// four bytes per cell, for tests and small mazes.
std::vector<std::uint32_t> distancesFrom(const Maze& maze, CellPos from);
// Steps from the nearest of `sources` to every grid index.
std::vector<std::uint32_t> distancesFrom(const Maze& maze, std::span<const CellPos> sources);

// The cells from `from` to `to` inclusive; empty if `to` cannot be reached.
Path shortestPath(const Maze& maze, CellPos from, CellPos to);

// Cells with an edge on the region's outline (on the square grid: a side
// facing out of the region; on a circle: the outer ring's cells).
bool onBoundary(const Maze& maze, CellPos cell);
// Every such cell, in row-major order.
std::vector<CellPos> boundaryCells(const Maze& maze);

// The two boundary cells farthest apart through the maze, the first one
// earlier in row-major order. Exact for perfect mazes (a double sweep is
// exact on trees); a good approximation once braiding adds loops.
std::pair<CellPos, CellPos> farthestBoundaryPair(const Maze& maze);

// The boundary cell farthest from `from` (ties: first in row-major order).
CellPos farthestBoundaryCellFrom(const Maze& maze, CellPos from);

// The side of a boundary cell that becomes its door: a side whose straight
// line leaves the grid without crossing the region (a real exit, not a hole in
// a mask) and is shortest, ties in the order west, north, east, south. On
// the other grids a side the cell has an outline edge facing
// (GridCells::doorWay; a circle's rim faces south, outward).
Side doorSide(const Maze& maze, CellPos cell);

// Changes of direction along a path (a square grid's).
std::size_t countTurns(const Path& path);
// The same on the maze's grid, whose steps have six directions at most
// (a circle's: inward, outward, clockwise, anticlockwise).
std::size_t countTurns(const Maze& maze, const Path& path);

}  // namespace mazesheet::core
