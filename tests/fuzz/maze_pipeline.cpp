// SPDX-License-Identifier: MIT
// libFuzzer target: a mask through every algorithm and every writer.
// The input is 12 bytes of settings (seed, braid, start, finish, title
// choice) and then mask text. Every maze made must be perfect (before
// braiding) with its walls symmetric; every writer that can write to memory
// writes it, and the workbook is planned row by row without a file.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/puzzle.hpp"
#include "maze_checks.hpp"
#include "page/text_rules.hpp"
#include "workbook/maze_workbook.hpp"
#include "writers/writers.hpp"

namespace {

using namespace mazesheet;

// Keeps each input fast: eleven algorithms and four writers per input.
constexpr std::size_t kMaxFuzzCells = 600;

class MemorySink final : public render::Sink {
public:
    void write(std::string_view bytes) override { text.append(bytes); }
    std::string filePath() const override { return {}; }
    std::string name() const override { return "memory"; }
    std::string text;
};

core::Endpoint endpoint(std::uint8_t byte, const core::Region& region) {
    const auto kind = static_cast<core::Endpoint::Kind>(byte % 6);
    const int col = (byte >> 3) % (region.width() + 1);
    const int row = (byte >> 1) % (region.height() + 1);
    return {kind, {col, row}};
}

void planWholeWorkbook(const std::vector<core::Puzzle>& puzzles, const page::PageSettings& settings) {
    core::MadePuzzles made(puzzles);
    const workbook::WorkbookPlan plan = workbook::planMazeWorkbook(made, settings, workbook::SheetSet::MazesAndHiddenSolutions);
    workbook::Row row;
    for (const workbook::SheetPlan& sheet : plan.sheets) {
        for (int index = 0; index < sheet.rowCount; ++index) {
            row.clear();
            sheet.rows(index, row);
            for (const workbook::Cell& cell : row.cells) {
                if (cell.format >= plan.formats.size()) std::abort();
            }
            for (const workbook::FormatId format : row.blanks) {
                if (format != workbook::kNoCell && format >= plan.formats.size()) std::abort();
            }
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 12) return 0;
    std::uint64_t seed = 0;
    std::memcpy(&seed, data, sizeof seed);
    const double braid = data[8] / 255.0;
    const std::string_view maskText(reinterpret_cast<const char*>(data + 12), size - 12);

    core::PuzzleSpec spec;
    try {
        spec.region = core::Region::fromMaskText(maskText);
    } catch (const core::InputError&) {
        return 0;
    }
    if (spec.region.gridSize() > kMaxFuzzCells) return 0;
    spec.seed = seed;
    spec.braid = (data[11] & 1) ? braid : 0.0;
    spec.start = endpoint(data[9], spec.region);
    spec.finish = endpoint(data[10], spec.region);
    render::RenderOptions options;
    options.page.style = (data[11] & 2) ? page::Style::Blocks : page::Style::Borders;
    options.page.title = (data[11] & 4) ? std::string(maskText.substr(0, 40)) : std::string("Fuzz");

    bool planned = false;  // the workbook plan is slow: once per input
    bool printed = false;  // so is a PDF (cairo and Pango): once per input
    for (const core::Generator* generator : core::allGenerators()) {
        spec.generator = generator;
        std::vector<core::Puzzle> puzzles;
        try {
            puzzles.push_back(core::makePuzzle(spec));
        } catch (const core::InputError&) {
            continue;  // a mask with a rectangle-only algorithm, a bad endpoint, one cell
        }
        const core::Puzzle& puzzle = puzzles.front();
        if (!test::wallFault(puzzle.maze).empty()) std::abort();
        if (spec.braid == 0.0 && !test::isPerfect(puzzle.maze)) std::abort();
        if (puzzle.solution.empty() || puzzle.solution.front() != puzzle.start || puzzle.solution.back() != puzzle.finish) {
            std::abort();
        }
        for (const render::Writer* each : render::allWriters()) {
            const render::Writer& writer = *each;
            std::vector<std::string> warnings;
            try {
                if (writer.check) writer.check({spec.region, puzzles.size(), options}, warnings);
            } catch (const core::InputError&) {
                continue;  // a title the rule refuses, a grid too large for Excel
            }
            if (writer.name == "xlsx") {
                if (!planned) planWholeWorkbook(puzzles, options.page);
                planned = true;
                continue;
            }
            if (writer.name == "pdf") {
                if (printed) continue;
                printed = true;
            }
            MemorySink sink;
            core::MadePuzzles made(puzzles);
            writer.write(made, options, sink, warnings);
            if (sink.text.empty()) std::abort();
        }
    }
    return 0;
}
