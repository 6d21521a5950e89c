#include "render/writer.hpp"

#include <algorithm>
#include <stdexcept>

#include "page/maze_workbook.hpp"
#include "sheet/backend.hpp"

namespace mazesheet::sheet {

// The .xlsx format in the writers table: plans the maze workbook
// (page/maze_workbook) and writes it with the backend.
void checkWorkbook(const core::Region& region, const render::RenderOptions& options) {
    page::checkMazeWorkbook(region, options.page);
}

void writeWorkbook(std::span<const core::Puzzle> puzzles, const render::RenderOptions& options, render::Sink& sink,
                   std::vector<std::string>& warnings) {
    const std::string path = sink.filePath();
    if (path.empty()) throw std::logic_error("a workbook needs a file, not a stream");
    page::SheetSet sheets = page::SheetSet::MazesAndHiddenSolutions;
    if (options.answers == render::Answers::Omitted) sheets = page::SheetSet::MazesOnly;
    if (options.answers == render::Answers::KeyOnly) sheets = page::SheetSet::AnswerKey;
    const page::WorkbookPlan plan = page::planMazeWorkbook(puzzles, options.page, sheets);
    std::vector<std::string> notes = plan.warnings;
    for (const auto& said : writeXlsx(plan, path, sink.name(), options.progress)) {
        notes.push_back("libxlsxwriter: " + said);
    }
    for (const auto& note : notes) {
        if (std::find(warnings.begin(), warnings.end(), note) == warnings.end()) warnings.push_back(note);
    }
}

}  // namespace mazesheet::sheet
