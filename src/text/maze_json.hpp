// SPDX-License-Identifier: MIT
#pragma once
#include <string>

#include "core/puzzle.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

// One maze as the .json document (docs/MANUAL.md, "The maze as JSON"): the
// grid, each cell with its id, row (or ring) and column and its neighbours'
// ids, the open passages, the doors, start, finish and the route.
std::string mazeJson(const core::Puzzle& puzzle);

// The .json format's row in the writers table: every maze of the run in one
// document, on any grid.
const render::Writer& mazeJsonWriter();

}  // namespace mazesheet::text
