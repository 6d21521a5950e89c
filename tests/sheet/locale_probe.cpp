// SPDX-License-Identifier: MIT
// Writes one maze workbook through the sheet library in the locale the
// environment names (setlocale(LC_ALL, "")), printing the decimal point in
// force before and after: test_determinism.py runs it under a comma-decimal
// locale to show the workbook's decimals stay '.' (the bytes match the
// command line's) and the caller's locale comes back afterwards.
//
// usage: sheet_locale_probe OUT.xlsx SEED borders|blocks
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "core/rng.hpp"
#include "workbook/maze_workbook.hpp"
#include "sheet/backend.hpp"

int main(int argc, char** argv) {
    using namespace mazesheet;
    if (argc != 4) {
        std::fprintf(stderr, "usage: sheet_locale_probe OUT.xlsx SEED borders|blocks\n");
        return 2;
    }
    if (std::setlocale(LC_ALL, "") == nullptr) {
        std::fprintf(stderr, "sheet_locale_probe: the environment's locale is not available\n");
        return 2;
    }
    try {
        core::PuzzleSpec spec;
        spec.region = core::Region::rectangle(12, 9);
        spec.generator = core::findGenerator("backtracker");
        spec.seed = core::derivedSeed(std::strtoull(argv[2], nullptr, 10), 0);
        std::vector<core::Puzzle> puzzles{core::makePuzzle(spec)};
        page::PageSettings settings;
        settings.style = std::string(argv[3]) == "blocks" ? page::Style::Blocks : page::Style::Borders;
        std::printf("before %s\n", std::localeconv()->decimal_point);
        core::MadePuzzles made(puzzles);
        workbook::WorkbookPlan plan = workbook::planMazeWorkbook(made, settings, workbook::SheetSet::MazesAndHiddenSolutions);
        sheet::writeXlsx(plan, argv[1]);
        std::printf("after %s\n", std::localeconv()->decimal_point);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "sheet_locale_probe: %s\n", e.what());
        return 1;
    }
    return 0;
}
