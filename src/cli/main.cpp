// mazesheet: parses the command line, builds the mazes with the core and
// hands them to the writers the output paths name. Exit status: 0 done, 2
// bad usage or input, 1 failure while working.
#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <optional>
#include <random>

#include "answer_key.hpp"
#include "atomic_file.hpp"
#include "class_set.hpp"
#include "core/errors.hpp"
#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "masks.hpp"
#include "messages.hpp"
#include "page/maze_workbook.hpp"
#include "options.hpp"
#include "progress.hpp"
#include "render/writer.hpp"
#include "signals.hpp"
#include "text/terminal_preview.hpp"

namespace mazesheet::cli {
namespace {

// A writer's destination: a file written atomically, or standard output.
class Output : public render::Sink {
public:
    // This output is the one being written now (for SIGXFSZ's message).
    virtual void startWriting() {}
    // Makes what was written the output (a file's rename).
    virtual void commit() {}
};

class FileOutput final : public Output {
public:
    explicit FileOutput(const std::string& target) : file_(target) {}
    void write(std::string_view bytes) override { file_.append(bytes); }
    std::string filePath() const override { return file_.temporaryPath(); }
    std::string name() const override { return file_.target(); }
    void startWriting() override { file_.startWriting(); }
    void commit() override { file_.commit(); }

private:
    AtomicFile file_;
};

class StandardOutput final : public Output {
public:
    void write(std::string_view bytes) override {
        std::cout << bytes << std::flush;
        if (!std::cout) throw std::runtime_error("cannot write to standard output: " + core::systemErrorText(errno));
    }
    std::string filePath() const override { return {}; }
    std::string name() const override { return "standard output"; }
};

// One file (or standard output) to write, and how.
struct Destination {
    const render::Writer* writer;
    render::RenderOptions options;
    std::unique_ptr<Output> output;
    bool showsSteps = false;  // the main output shows teaching mode's steps
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
void showPreviews(const Options& options, core::PuzzleSource& puzzles) {
    const bool stdoutTaken = options.toStdout || options.statsPath == "-";
    std::ostream& out = stdoutTaken ? std::cerr : std::cout;
    const long long columns = terminalColumns(stdoutTaken ? STDERR_FILENO : STDOUT_FILENO);
    for (std::size_t k = 0; k < puzzles.count(); ++k) {
        const auto puzzle = puzzles.puzzle(k);
        text::PreviewOptions preview;
        preview.solution = options.previewSolution;
        if (text::previewColumns(puzzle->maze, preview.cellWidth) > columns) preview.cellWidth = 1;
        if (k > 0) out << "\n";
        text::terminalPreview(*puzzle, preview, out);
    }
    out.flush();
}

std::uint64_t randomSeed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

// The outputs the options ask for, each claimed now (its temporary file
// made), so that an unwritable path fails before the work.
std::vector<Destination> claimOutputs(const Options& options) {
    std::vector<Destination> destinations;
    const render::Writer* statsWriter = render::findWriter("stats");
    const auto claim = [](const std::string& path) -> std::unique_ptr<Output> {
        if (path == "-") return std::make_unique<StandardOutput>();
        return std::make_unique<FileOutput>(path);
    };
    destinations.push_back({options.writer, options.render, claim(options.toStdout ? "-" : options.output), true});
    if (!options.answersPath.empty()) {
        render::RenderOptions keyOptions = options.render;
        keyOptions.answers = render::Answers::KeyOnly;
        keyOptions.page.answersFor = workbookSeenFromKey(options.output, options.answersPath);
        destinations.push_back({options.writer, keyOptions, claim(options.answersPath)});
    }
    if (!options.statsPath.empty()) destinations.push_back({statsWriter, options.render, claim(options.statsPath)});
    return destinations;
}

void report(const Options& options, const ClassSet& puzzles) {
    // Every seed is on its sheet and in --stats; a long class set is summarised.
    const std::size_t count = puzzles.count();
    const ClassSet::Summary& first = puzzles.first();
    std::string seeds;
    if (count <= 10) {
        for (std::size_t k = 0; k < count; ++k) seeds += " " + std::to_string(puzzles.seed(k));
    } else {
        seeds = " " + std::to_string(puzzles.seed(0)) + " ... " + std::to_string(puzzles.seed(count - 1)) +
                " (each maze's seed is on its sheet and in --stats)";
    }
    say((options.toStdout ? "wrote standard output" : "wrote " + options.output) +
        (options.answersPath.empty() ? "" : " and " + options.answersPath) + ": " + std::to_string(count) +
        (count > 1 ? " mazes, " : " maze, ") + (first.difficulty.empty() ? "" : std::string(first.difficulty) + ", ") +
        first.algorithm + " " + std::to_string(first.width) + "x" + std::to_string(first.height) +
        (count > 1 ? ", seeds" : ", seed") + seeds +
        (options.steps ? ", " + std::to_string(*options.steps) + " steps" : ""));
}

// "72,000,000"
std::string withCommas(double value) {
    std::string digits = std::to_string(static_cast<unsigned long long>(value));
    for (auto at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
    return digits;
}

// A workbook LibreOffice would need minutes to open is refused without
// --force; one that takes about a minute is warned about at once, while
// there is still time to stop.
void checkOpenTime(const Options& options, const core::Region& region) {
    if (options.writer->name != "xlsx") return;
    const auto sheetsPerMaze = options.render.answers == render::Answers::Hidden ? 2u : 1u;
    const std::size_t sheets = static_cast<std::size_t>(options.count) * sheetsPerMaze;
    const double cells = page::workbookCells(region, options.render.page.style, sheets);
    const std::string size = withCommas(cells) + " cells in " + std::to_string(sheets) + (sheets > 1 ? " sheets" : " sheet");
    if (cells > page::kHugeOpenCells && !options.force) {
        throw core::InputError(region.input(), "the workbook would hold " + size + "; LibreOffice needs over 3 minutes and "
                                         "about 3 GB of memory to open 50 million; make it smaller (--count, "
                                         "--no-solution or --answers also help) or give --force to write it anyway");
    }
    if (cells > page::kSlowOpenCells) {
        say("warning: the workbook will hold " + size + ": LibreOffice needs a minute or more to open it");
    }
}

int run(const Options& options) {
    core::PuzzleSpec spec = options.puzzle;
    spec.region = loadRegion(options);
    spec.generator = options.algorithm.generator;
    spec.seed = options.seed ? *options.seed : randomSeed();
    // What the outputs read of each puzzle: a maze sheet without its
    // solution reads walls only, and the workbook alone reads them once,
    // row by row (then core may stream the maze).
    const bool solutionRead = options.render.answers != render::Answers::Omitted || !options.answersPath.empty() ||
                              !options.statsPath.empty() || options.previewSolution ||
                              options.render.page.playable || options.steps || options.writer->name != "xlsx";
    if (!solutionRead) {
        const bool rowsInOrder = !options.preview && options.count == 1;
        spec.needs = rowsInOrder ? core::PuzzleSpec::Needs::RowsInOrder : core::PuzzleSpec::Needs::Walls;
    }
    // Every check that needs no carving comes first.
    core::checkPuzzleSpec(spec);
    if (options.steps) core::checkSteps(spec, *options.steps);
    if (options.writer->check) options.writer->check(spec.region, options.render);
    checkOpenTime(options, spec.region);
    if (!options.answersPath.empty()) refuseOtherWorkbooksKey(options.answersPath, options.output);
    std::vector<Destination> destinations = claimOutputs(options);

    ProgressBar progress(!options.quiet);
    ClassSet puzzles(spec, options.count, progress);

    std::vector<std::string> warnings;
    const std::optional<core::CarvingSteps> steps =
        options.steps ? std::optional(core::recordSteps(spec, static_cast<int>(*options.steps))) : std::nullopt;
    for (Destination& destination : destinations) {
        // A class set's mazes are made as each output reaches them: the bar
        // says which maze, and which output it is written to.
        if (options.count > 1) {
            progress.job("maze", puzzles.count());
            puzzles.showWriting("writing " + destination.output->name());
            progress.stage("writing " + destination.output->name());
        } else {
            progress.job(destination.output->name(), 1);
            progress.stage("writing");
        }
        destination.output->startWriting();
        destination.options.progress = &progress;
        if (steps && destination.showsSteps) {
            destination.writer->writeSteps(*puzzles.puzzle(0), *steps, destination.options, *destination.output,
                                           warnings);
        } else {
            destination.writer->write(puzzles, destination.options, *destination.output, warnings);
        }
    }
    {
        // All outputs replace the old ones, or (a signal first) none does.
        const signals::Held held;
        for (Destination& destination : destinations) destination.output->commit();
    }
    progress.finish();

    if (options.preview) showPreviews(options, puzzles);
    for (const auto& warning : warnings) say("warning: " + warning);
    report(options, puzzles);
    return 0;
}

// Help, the algorithm list and block text go to standard output; a full
// disk or a closed pipe there is a failure too, not a silent loss.
int finishStandardOutput(int status) {
    std::cout.flush();
    const bool flushed = std::fflush(stdout) == 0;
    if (std::cout && flushed) return status;
    const int error = errno;
    std::cout.clear();
    say("cannot write to standard output: " + core::systemErrorText(error));
    return status == 0 ? 1 : status;
}

}  // namespace
}  // namespace mazesheet::cli

int main(int argc, char** argv) {
    using mazesheet::cli::say;
    // Decimal numbers in the workbook must use '.', whatever the user's locale.
    std::setlocale(LC_NUMERIC, "C");
    mazesheet::cli::signals::install();
    mazesheet::cli::Options options;
    if (const auto status = mazesheet::cli::parseCommandLine(argc, argv, options, std::cout, std::cerr)) {
        return mazesheet::cli::finishStandardOutput(*status);
    }
    try {
        return mazesheet::cli::finishStandardOutput(mazesheet::cli::run(options));
    } catch (const mazesheet::core::InputError& e) {
        say(mazesheet::cli::inputError(e, options));
        return 2;
    } catch (const std::bad_alloc&) {
        say("out of memory; try a smaller --size or --count");
        return 1;
    } catch (const std::exception& e) {
        say(e.what());
        return 1;
    }
}
