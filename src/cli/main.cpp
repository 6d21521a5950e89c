// mazesheet: parses the command line, builds the mazes with the core and
// hands them to a writer. Exit status: 0 done, 2 bad usage or input, 1
// failure while working.
#include <clocale>
#include <fstream>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>

#include "atomic_file.hpp"
#include "core/errors.hpp"
#include "core/puzzle.hpp"
#include "options.hpp"
#include "sheet/workbook.hpp"
#include "text/block_text.hpp"
#include "text/stats_json.hpp"
#include "text/svg.hpp"

namespace mazesheet::cli {
namespace {

using core::InputError;

core::Region loadRegion(const Options& options) {
    if (options.maskPath.empty()) return core::Region::rectangle(options.width, options.height);
    std::ifstream in(options.maskPath, std::ios::binary);
    if (!in) throw InputError("--mask: cannot read '" + options.maskPath + "'");
    std::ostringstream content;
    content << in.rdbuf();
    try {
        return core::Region::fromMaskText(content.str());
    } catch (const InputError& e) {
        throw InputError("--mask " + options.maskPath + ": " + e.what());
    }
}

std::uint64_t randomSeed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

std::vector<core::Puzzle> makePuzzles(const Options& options, core::Region region, std::uint64_t baseSeed) {
    core::PuzzleSpec spec{std::move(region), core::findGenerator(options.algorithm), baseSeed, options.braid,
                          options.start, options.finish, "--start", "--finish"};
    std::vector<core::Puzzle> puzzles;
    puzzles.reserve(static_cast<std::size_t>(options.count));
    for (int k = 0; k < options.count; ++k) {
        spec.seed = core::derivedSeed(baseSeed, static_cast<std::uint64_t>(k));
        puzzles.push_back(core::makePuzzle(spec));
    }
    return puzzles;
}

std::string joined(const std::vector<core::Puzzle>& puzzles, std::string (*render)(const core::Puzzle&)) {
    std::string out;
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        if (k > 0) out += "\n";  // mazes are separated by one empty line
        out += render(puzzles[k]);
    }
    return out;
}

int run(const Options& options) {
    const std::uint64_t baseSeed = options.seed ? *options.seed : randomSeed();

    // Claim the output files first: an unwritable path fails before the work.
    std::unique_ptr<AtomicFile> output;
    std::unique_ptr<AtomicFile> answers;
    std::unique_ptr<AtomicFile> stats;
    if (!options.toStdout) output = std::make_unique<AtomicFile>(options.output);
    if (!options.answersPath.empty()) answers = std::make_unique<AtomicFile>(options.answersPath);
    if (!options.statsPath.empty() && options.statsPath != "-") stats = std::make_unique<AtomicFile>(options.statsPath);

    core::Region region = loadRegion(options);
    if (options.format == OutputFormat::Workbook) sheet::checkFitsWorkbook(region, options.workbook);
    const auto puzzles = makePuzzles(options, std::move(region), baseSeed);

    std::vector<std::string> warnings;
    switch (options.format) {
        case OutputFormat::Workbook:
            sheet::writeMazeWorkbook(puzzles, options.workbook, output->temporaryPath(), warnings);
            if (answers) sheet::writeAnswerWorkbook(puzzles, options.workbook, answers->temporaryPath(), warnings);
            break;
        case OutputFormat::BlockText: {
            const std::string text = joined(puzzles, text::blockText);
            if (options.toStdout) {
                std::cout << text << std::flush;
                if (!std::cout) throw std::runtime_error("cannot write to standard output");
            } else {
                output->write(text);
            }
            break;
        }
        case OutputFormat::Svg:
            output->write(text::svgPicture(puzzles.front(), options.workbook.title));
            break;
    }

    std::string statsText;
    for (std::size_t k = 0; k < puzzles.size(); ++k) statsText += text::statsJsonLine(puzzles[k], k + 1);
    if (stats) stats->write(statsText);
    if (options.statsPath == "-") std::cout << statsText << std::flush;

    if (output) output->commit();
    if (answers) answers->commit();
    if (stats) stats->commit();

    for (const auto& warning : warnings) std::cerr << "mazesheet: warning: " << warning << "\n";
    // Every seed is on its sheet and in --stats; a long class set is summarised.
    std::string seeds;
    if (puzzles.size() <= 10) {
        for (const auto& puzzle : puzzles) seeds += " " + std::to_string(puzzle.seed);
    } else {
        seeds = " " + std::to_string(puzzles.front().seed) + " ... " + std::to_string(puzzles.back().seed) +
                " (each maze's seed is on its sheet and in --stats)";
    }
    std::cerr << "mazesheet: " << (options.toStdout ? "wrote standard output" : "wrote " + options.output)
              << (answers ? " and " + options.answersPath : "") << ": " << puzzles.size()
              << (puzzles.size() > 1 ? " mazes, " : " maze, ") << puzzles.front().algorithm << " "
              << puzzles.front().maze.width() << "x" << puzzles.front().maze.height()
              << (puzzles.size() > 1 ? ", seeds" : ", seed") << seeds << "\n";
    return 0;
}

}  // namespace
}  // namespace mazesheet::cli

int main(int argc, char** argv) {
    // Decimal numbers in the workbook must use '.', whatever the user's locale.
    std::setlocale(LC_NUMERIC, "C");
    mazesheet::cli::Options options;
    if (const auto status = mazesheet::cli::parseCommandLine(argc, argv, options)) return *status;
    try {
        return mazesheet::cli::run(options);
    } catch (const mazesheet::core::InputError& e) {
        std::cerr << "mazesheet: " << e.what() << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "mazesheet: out of memory; try a smaller --size or --count\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "mazesheet: " << e.what() << "\n";
        return 1;
    }
}
