// SPDX-License-Identifier: MIT
#pragma once
// The .xlsx workbook as an output format: its row in the writers table.
#include "render/writer.hpp"

namespace mazesheet::sheet {

// Maze workbooks: a sheet per maze, its answer on a hidden sheet (or a
// separate answer key), playable sheets, teaching mode's step sheets.
const render::Writer& workbookWriter();

}  // namespace mazesheet::sheet
