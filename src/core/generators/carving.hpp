// SPDX-License-Identifier: MIT
#pragma once
// What the generators share. Each generator is a function template
//     template <class Events>
//     void NAME(Maze& maze, Rng& rng, std::span<const double> parameters, Events& events)
// that turns a maze with every wall closed into a perfect maze over its
// region, reporting what it does to `events` (core/carve_events.hpp), and is
// instantiated in its file for NoEvents (plain generation) and CarveObserver
// (teaching mode); registry.cpp lists both with the algorithm's name,
// parameters, the grids it carves and the words of its step pictures'
// legend. An algorithm that carves every grid is written once over the
// grid's cells (core/topology.hpp) and calls withCells; one that works by
// rows and columns is written for the square grid (and for the circle's
// rings where it has a natural form there).
//
// Index arithmetic: cells are numbered row * width + col on every grid, and
// a neighbour outside the region is kNoCell.
#include <cstdint>
#include <span>

#include "core/carve_events.hpp"
#include "core/maze.hpp"
#include "core/rng.hpp"
#include "core/topology.hpp"

namespace mazesheet::core::detail {

// A wall event (Carve, Merge, Build) about a change already made; `way` is
// a Side or another grid's way number.
template <class Events, class Way>
void reportWall(Events& events, CarveEvent::Kind kind, std::uint32_t cell, Way way) {
    events(CarveEvent::wall(kind, cell, way));
}

// A cell event (Visit, Push, Pop, ...).
template <class Events>
void report(Events& events, CarveEvent::Kind kind, std::uint32_t cell) {
    events(CarveEvent::at(kind, cell));
}

// Opens the wall of cell i on `way` (the neighbour must be in the region)
// and reports it as a Carve event.
template <class Cells, class Events>
void carve(const Cells& cells, Maze& maze, std::uint32_t i, typename Cells::Way way, Events& events) {
    cells.carve(maze, i, way);
    reportWall(events, CarveEvent::Kind::Carve, i, way);
}

// The square grid's carving by index, for the algorithms written on rows.
template <class Events>
void carveIndex(Maze& maze, std::uint32_t i, Side side, std::uint32_t width, Events& events) {
    SquareCells::carve(maze, i, side, width);
    reportWall(events, CarveEvent::Kind::Carve, i, side);
}

}  // namespace mazesheet::core::detail
