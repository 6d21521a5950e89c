// SPDX-License-Identifier: MIT
#pragma once
// The route of an open grid (no walls, every passage open), where only the
// facts on the cells show the way: the route's cells must be the one way
// from start to finish over route cells alone.
#include "path.hpp"
#include "region.hpp"
#include "rng.hpp"

namespace mazesheet::core {

// A random chordless route from `start` to `finish` over the cells of
// `region`: every route cell shares a side with the cells just before and
// after it on the route and with no other route cell, so the route is the
// only way between its ends that keeps to route cells. Always found (a
// shortest path is chordless, and every step keeps one within reach);
// the longest of a few random walks, drawing only from `rng`. Searches the
// region up to four times a step: meant for the small grids facts allow.
Path openRoute(const Region& region, CellPos start, CellPos finish, Rng& rng);

}  // namespace mazesheet::core
