// SPDX-License-Identifier: MIT
#pragma once
// Which cells touch on each grid, as one kind of class per grid (under
// topology/): SquareCells, HexCells, TriangleCells, CircleCells. Code that
// works on any grid (the algorithms, the solver, braiding, endpoints,
// measures) is a template over that class and calls withCells, which picks
// the region's grid once; each grid's code then runs with its own index
// arithmetic inlined, and the square grid's is the code it always had.
//
// Every grid's cells offer (GridCells, topology/grid_cells.hpp):
//   Way, WayArray        a way out of a cell (a Side on square and triangle
//                        grids, a number below kMaxWays on the others), and
//                        a packed array of them, one per cell
//   kMaxWays, kPlanes    ways out of a cell at most; wall planes per cell
//   kAllWays, kWayNames  every way, in order of their numbers, and its name
//                        in files ("north-west", "clockwise")
//   gridSize(), width(), height(), inside(i)
//   neighbour(i, way)    the region cell that way, or kNoCell
//   across(i, way)       the same, known to be a region cell
//   back(i, way)         the way from there back to i
//   waysWhere(i, marks, marked, out)   ways to region cells with that mark
//   randomCell(rng), randomNeighbour(rng, i, way&)   uniform choices
//   carve(maze, i, way), isOpen(maze, i, way), forEachPassage(maze, i, visit)
//   wall(i, way)         the plane and cell that hold a wall (Maze::linkOpen)
//   linkWay(i, plane), linkTarget(i, plane)   cell i's own wall in a plane
//   heading(i, way)      the direction of a step (0..5), for counting turns
// A cell index is row * width + col on every grid (core/grid.hpp).
#include <utility>

#include "region.hpp"
#include "topology/circle.hpp"
#include "topology/hex.hpp"
#include "topology/square.hpp"
#include "topology/triangle.hpp"

namespace mazesheet::core {

// f(cells) with the cells of the region's grid; returns what f returns.
template <class F>
decltype(auto) withCells(const Region& region, F&& f) {
    switch (region.grid()) {
        case GridKind::Hex: return std::forward<F>(f)(HexCells(region));
        case GridKind::Triangle: return std::forward<F>(f)(TriangleCells(region));
        case GridKind::Circle: return std::forward<F>(f)(CircleCells(region));
        case GridKind::Square: break;
    }
    return std::forward<F>(f)(SquareCells(region));
}

}  // namespace mazesheet::core
