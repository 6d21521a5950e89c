// SPDX-License-Identifier: MIT
#pragma once
// Where the start and finish go, and their doors.
//
// auto (the default): the start on the left side of the region's bounding
// box and the finish on the right (top and bottom when the maze is taller
// than wide on paper), the pair with the longest path between them, so a
// printed maze is entered on one side and left on the other. On a circle
// auto starts at the centre and leaves through the rim where the way out is
// longest; across enters and leaves through the rim, on its west and east
// sides (within 45 degrees of each), the longest way apart (on the other
// grids across is auto). farthest: the boundary pair with the longest path
// wherever it lies. Named corners and COL,ROW cells are taken as given (a
// circle has no corners; its COL,ROW is a cell of ring ROW).
#include "maze.hpp"
#include "puzzle.hpp"

namespace mazesheet::core {

struct Placement {
    CellPos start;
    CellPos finish;
};

// Places both endpoints and opens their doors in `maze` (an endpoint inside
// the region gets none). Throws InputError("start"/"finish") for a cell
// outside the region or two endpoints on one cell.
Placement placeEndpoints(Maze& maze, const Endpoint& start, const Endpoint& finish);

// Checks fixed endpoints (cells and corners) without a carved maze.
void checkEndpoints(const Region& region, const Endpoint& start, const Endpoint& finish);

// The across pair: start on the first side, finish on the opposite one, the
// longest path between them (exact on perfect mazes; ties go to the first
// start, then finish, in row-major order).
Placement acrossPair(const Maze& maze);

// True when auto places the endpoints at the top and bottom: the region's
// cells span more rows than columns (on a hex or triangle grid: it is
// taller than wide on paper).
bool acrossIsVertical(const Region& region);

}  // namespace mazesheet::core
