// SPDX-License-Identifier: MIT
#include "sheet/xlsx_writer.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "core/errors.hpp"
#include "sheet/backend.hpp"
#include "sheet/key_record.hpp"
#include "workbook/maze_workbook.hpp"
#include "workbook/step_sheets.hpp"

namespace mazesheet::sheet {

namespace {

workbook::SheetSet sheetSet(render::Answers answers) {
    switch (answers) {
        case render::Answers::Hidden: break;
        case render::Answers::Omitted: return workbook::SheetSet::MazesOnly;
        case render::Answers::KeyOnly: return workbook::SheetSet::AnswerKey;
    }
    return workbook::SheetSet::MazesAndHiddenSolutions;
}

// "72,000,000"
std::string withCommas(double value) {
    std::string digits = std::to_string(static_cast<unsigned long long>(value));
    for (auto at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
    return digits;
}

// A workbook LibreOffice would need minutes to open is refused unless
// forced; one that takes about a minute is warned about at once, while
// there is still time to stop.
void checkOpenTime(const render::Request& request, std::vector<std::string>& warnings) {
    const render::RenderOptions& options = request.options;
    const auto sheetsPerMaze = options.answers == render::Answers::Hidden ? 2u : 1u;
    const std::size_t sheets = request.count * sheetsPerMaze;
    const double cells = workbook::workbookCells(request.region, options.page.style, sheets);
    const std::string size =
        withCommas(cells) + " cells in " + std::to_string(sheets) + (sheets > 1 ? " sheets" : " sheet");
    if (cells > workbook::kHugeOpenCells && !options.force) {
        throw core::InputError(request.region.input(),
                               "the workbook would hold " + size +
                                   "; LibreOffice needs over 3 minutes and about 3 GB of memory to open 50 million; "
                                   "make it smaller (--count, --no-solution or --answers also help) or give --force "
                                   "to write it anyway");
    }
    if (cells > workbook::kSlowOpenCells) {
        warnings.push_back("the workbook will hold " + size + ": LibreOffice needs a minute or more to open it");
    }
}

void check(const render::Request& request, std::vector<std::string>& warnings) {
    workbook::checkMazeWorkbook(request.region, request.options.page);
    checkOpenTime(request, warnings);
}

// A maze sheet without its solution reads walls only, once, row by row (so
// core may stream the maze).
core::PuzzleSpec::Needs reads(const render::RenderOptions& options) {
    const bool wallsOnly = options.answers == render::Answers::Omitted && !options.page.playable;
    return wallsOnly ? core::PuzzleSpec::Needs::RowsInOrder : core::PuzzleSpec::Needs::Everything;
}

void write(workbook::WorkbookPlan plan, render::Sink& sink, core::Progress* progress,
           std::vector<std::string>& warnings) {
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

void writeWorkbook(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
                   std::vector<std::string>& warnings) {
    write(workbook::planMazeWorkbook(puzzles, options.page, sheetSet(options.answers)), sink, options.progress,
          warnings);
}

// Teaching mode: the step sheets, then the maze's own sheets.
void writeStepsWorkbook(const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                        const render::RenderOptions& options, render::Sink& sink, std::vector<std::string>& warnings) {
    write(workbook::planStepsWorkbook(puzzle, steps, options.page, sheetSet(options.answers)), sink,
          options.progress, warnings);
}

}  // namespace

const render::Writer& workbookWriter() {
    static const render::Writer writer{
        .name = "xlsx",
        .noun = "workbook",
        .description = ".xlsx workbook: mazes, hidden answers, one printed page each",
        .extensions = {".xlsx"},
        .answerKey = true,
        .answersFor = workbookAnswersFor,
        .playable = true,
        .standardOutput = false,
        .measures = false,
        .facts = true,
        // A hex maze as bricks of cells (workbook/maze_sheet.cpp); circles
        // and triangles cannot be drawn by cells' borders.
        .grids = core::gridBit(core::GridKind::Square) | core::gridBit(core::GridKind::Hex),
        .factGrids = core::gridBit(core::GridKind::Square),
        .reads = reads,
        .check = check,
        .write = writeWorkbook,
        .writeSteps = writeStepsWorkbook,
    };
    return writer;
}

}  // namespace mazesheet::sheet
