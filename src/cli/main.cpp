// mazesheet: parses the command line, builds the mazes with the core and
// hands them to the writers the output paths name. Exit status: 0 done, 2
// bad usage or input, 1 failure while working.
#include <sys/ioctl.h>
#include <unistd.h>

#include <clocale>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <random>

#include "atomic_file.hpp"
#include "core/errors.hpp"
#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "masks.hpp"
#include "options.hpp"
#include "render/writer.hpp"
#include "text/terminal_preview.hpp"

namespace mazesheet::cli {
namespace {

// A writer's destination: a file written atomically, or standard output.
class FileSink final : public render::Sink {
public:
    explicit FileSink(const std::string& target) : file_(target) {}
    void write(std::string_view bytes) override { file_.append(bytes); }
    std::string filePath() const override { return file_.temporaryPath(); }
    void commit() { file_.commit(); }

private:
    AtomicFile file_;
};

class StdoutSink final : public render::Sink {
public:
    void write(std::string_view bytes) override {
        std::cout << bytes << std::flush;
        if (!std::cout) throw std::runtime_error("cannot write to standard output");
    }
    std::string filePath() const override { return {}; }
};

// The preview's width limit: $COLUMNS if set, else the terminal's width if
// `fd` is one, else 80.
long long terminalColumns(int fd) {
    if (const char* columns = std::getenv("COLUMNS"); columns != nullptr) {
        char* end = nullptr;
        const long long value = std::strtoll(columns, &end, 10);
        if (end != columns && *end == '\0' && value > 0) return value;
    }
    winsize size{};
    if (isatty(fd) && ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 80;
}

// --preview: each maze drawn on the terminal, square cells when they fit
// its width, compact ones otherwise; mazes separated by an empty line.
void showPreviews(const Options& options, const std::vector<core::Puzzle>& puzzles) {
    const bool stdoutTaken = options.toStdout || options.statsPath == "-";
    std::ostream& out = stdoutTaken ? std::cerr : std::cout;
    const long long columns = terminalColumns(stdoutTaken ? STDERR_FILENO : STDOUT_FILENO);
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        text::PreviewOptions preview;
        preview.solution = options.previewSolution;
        if (text::previewColumns(puzzles[k].maze, preview.cellWidth) > columns) preview.cellWidth = 1;
        out << (k > 0 ? "\n" : "") << text::terminalPreview(puzzles[k], preview);
    }
    out.flush();
}

std::uint64_t randomSeed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

std::vector<core::Puzzle> makePuzzles(const core::PuzzleSpec& base, int count) {
    core::PuzzleSpec spec = base;
    std::vector<core::Puzzle> puzzles;
    puzzles.reserve(static_cast<std::size_t>(count));
    for (int k = 0; k < count; ++k) {
        spec.seed = core::derivedSeed(base.seed, static_cast<std::uint64_t>(k));
        puzzles.push_back(core::makePuzzle(spec));
    }
    return puzzles;
}

void report(const Options& options, const std::vector<core::Puzzle>& puzzles) {
    // Every seed is on its sheet and in --stats; a long class set is summarised.
    std::string seeds;
    if (puzzles.size() <= 10) {
        for (const auto& puzzle : puzzles) seeds += " " + std::to_string(puzzle.seed);
    } else {
        seeds = " " + std::to_string(puzzles.front().seed) + " ... " + std::to_string(puzzles.back().seed) +
                " (each maze's seed is on its sheet and in --stats)";
    }
    std::cerr << "mazesheet: " << (options.toStdout ? "wrote standard output" : "wrote " + options.output)
              << (options.answersPath.empty() ? "" : " and " + options.answersPath) << ": " << puzzles.size()
              << (puzzles.size() > 1 ? " mazes, " : " maze, ")
              << (puzzles.front().difficulty.empty() ? "" : std::string(puzzles.front().difficulty) + ", ")
              << puzzles.front().algorithm << " "
              << puzzles.front().maze.width() << "x" << puzzles.front().maze.height()
              << (puzzles.size() > 1 ? ", seeds" : ", seed") << seeds
              << (options.steps ? ", " + std::to_string(*options.steps) + " steps" : "") << "\n";
}

int run(const Options& options) {
    core::PuzzleSpec spec = options.puzzle;
    spec.region = loadRegion(options);
    spec.generator = options.algorithm.generator;
    spec.seed = options.seed ? *options.seed : randomSeed();
    // Every check that needs no carving comes first.
    core::checkPuzzleSpec(spec);
    if (options.steps) core::checkSteps(spec, *options.steps);
    if (options.writer->check) options.writer->check(spec.region, options.render);
    const render::Writer* statsWriter = render::findWriter("stats");

    // Claim the output files next: an unwritable path fails before the work.
    std::unique_ptr<FileSink> output;
    std::unique_ptr<FileSink> answers;
    std::unique_ptr<FileSink> stats;
    StdoutSink standardOutput;
    if (!options.toStdout) output = std::make_unique<FileSink>(options.output);
    if (!options.answersPath.empty()) answers = std::make_unique<FileSink>(options.answersPath);
    if (!options.statsPath.empty() && options.statsPath != "-") stats = std::make_unique<FileSink>(options.statsPath);

    const auto puzzles = makePuzzles(spec, options.count);

    std::vector<std::string> warnings;
    render::Sink& sink = output ? static_cast<render::Sink&>(*output) : standardOutput;
    if (options.steps) {
        const core::CarvingSteps steps = core::recordSteps(spec, static_cast<int>(*options.steps));
        options.writer->writeSteps(puzzles.front(), steps, options.render, sink, warnings);
    } else {
        options.writer->write(puzzles, options.render, sink, warnings);
    }
    if (answers) {
        render::RenderOptions keyOptions = options.render;
        keyOptions.answers = render::Answers::KeyOnly;
        options.writer->write(puzzles, keyOptions, *answers, warnings);
    }
    if (stats) statsWriter->write(puzzles, options.render, *stats, warnings);
    if (options.statsPath == "-") statsWriter->write(puzzles, options.render, standardOutput, warnings);

    if (output) output->commit();
    if (answers) answers->commit();
    if (stats) stats->commit();

    if (options.preview) showPreviews(options, puzzles);
    for (const auto& warning : warnings) std::cerr << "mazesheet: warning: " << warning << "\n";
    report(options, puzzles);
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
        std::cerr << "mazesheet: " << mazesheet::cli::inputError(e, options) << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "mazesheet: out of memory; try a smaller --size or --count\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "mazesheet: " << e.what() << "\n";
        return 1;
    }
}
