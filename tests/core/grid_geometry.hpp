// SPDX-License-Identifier: MIT
#pragma once
// Which cells of a circle, hex or triangle grid share a side, worked out
// from each cell's corners and arcs (not from the grid's own tables): what
// the grid tests hold the code's neighbours against.
#include "core/region.hpp"

namespace mazesheet::test {

// True if cells a and b of the region's grid share a side.
bool touch(const core::Region& region, core::CellPos a, core::CellPos b);

// The spanning trees of the region's cells (Kirchhoff's matrix-tree
// theorem over the sides they share; for small regions).
double spanningTrees(const core::Region& region);

}  // namespace mazesheet::test
