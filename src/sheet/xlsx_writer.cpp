#include "render/writer.hpp"

#include <algorithm>
#include <stdexcept>

#include "workbook/maze_workbook.hpp"
#include "workbook/step_sheets.hpp"
#include "sheet/backend.hpp"

namespace mazesheet::sheet {

// The .xlsx format in the writers table: plans the maze workbook
// (page/maze_workbook) and writes it with the backend.
void checkWorkbook(const core::Region& region, const render::RenderOptions& options) {
    workbook::checkMazeWorkbook(region, options.page);
}

namespace {

workbook::SheetSet sheetSet(render::Answers answers) {
    switch (answers) {
        case render::Answers::Hidden: break;
        case render::Answers::Omitted: return workbook::SheetSet::MazesOnly;
        case render::Answers::KeyOnly: return workbook::SheetSet::AnswerKey;
    }
    return workbook::SheetSet::MazesAndHiddenSolutions;
}

void write(workbook::WorkbookPlan plan, render::Sink& sink, core::Progress* progress, std::vector<std::string>& warnings) {
    const std::string path = sink.filePath();
    if (path.empty()) throw std::logic_error("a workbook needs a file, not a stream");
    const std::vector<std::string> said = writeXlsx(plan, path, sink.name(), progress);
    // The plan's warnings (its later sheets add theirs while written) before libxlsxwriter's.
    std::vector<std::string> notes = plan.warnings;
    for (const auto& line : said) notes.push_back("libxlsxwriter: " + line);
    for (const auto& note : notes) {
        if (std::find(warnings.begin(), warnings.end(), note) == warnings.end()) warnings.push_back(note);
    }
}

}  // namespace

void writeWorkbook(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
                   std::vector<std::string>& warnings) {
    write(workbook::planMazeWorkbook(puzzles, options.page, sheetSet(options.answers)), sink, options.progress, warnings);
}

// Teaching mode: the step sheets, then the maze's own sheets.
void writeStepsWorkbook(const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                        const render::RenderOptions& options, render::Sink& sink, std::vector<std::string>& warnings) {
    write(workbook::planStepsWorkbook(puzzle, steps, options.page, sheetSet(options.answers)), sink, options.progress, warnings);
}

}  // namespace mazesheet::sheet
