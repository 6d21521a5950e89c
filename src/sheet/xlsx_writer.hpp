#pragma once
// The .xlsx format in the writers table: plans the maze workbook
// (page/maze_workbook) and writes it with the backend.
#include "render/writer.hpp"

namespace mazesheet::sheet {

void checkWorkbook(const core::Region& region, const render::RenderOptions& options);
void writeWorkbook(std::span<const core::Puzzle> puzzles, const render::RenderOptions& options, render::Sink& sink,
                   std::vector<std::string>& warnings);

}  // namespace mazesheet::sheet
