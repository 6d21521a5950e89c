// SPDX-License-Identifier: MIT
// mazesheet: parses the command line, builds the mazes with the core and
// hands them to the writers the output paths name. Exit status: 0 done, 2
// bad usage or input, 1 failure while working.
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
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
#include "options.hpp"
#include "poster.hpp"
#include "progress_bar.hpp"
#include "signals.hpp"
#include "standard_streams.hpp"
#include "text/terminal_preview.hpp"
#include "writers/writers.hpp"

namespace mazesheet::cli {
namespace {

// A writer's destination: a file written atomically, or standard output.
class Output : public render::Sink {
public:
    // This output is the one being written now (for SIGXFSZ's message).
    virtual void startWriting() {}
    // The file that what was written replaces the target from, if any.
    virtual AtomicFile* file() { return nullptr; }
};

class FileOutput final : public Output {
public:
    explicit FileOutput(const std::string& target) : file_(target) {}
    void write(std::string_view bytes) override { file_.append(bytes); }
    std::string filePath() const override { return file_.temporaryPath(); }
    std::string name() const override { return file_.target(); }
    void startWriting() override { file_.startWriting(); }
    AtomicFile* file() override { return &file_; }

private:
    AtomicFile file_;
};

class StandardOutput final : public Output {
public:
    StandardOutput() {
        if (standardOutputClosed()) throw std::runtime_error("cannot write to standard output: " + standardOutputProblem(0));
    }
    void write(std::string_view bytes) override {
        std::cout << bytes << std::flush;
        if (!std::cout) throw std::runtime_error("cannot write to standard output: " + standardOutputProblem(errno));
    }
    std::string filePath() const override { return {}; }
    std::string name() const override { return "standard output"; }
};

// One file (or standard output) to write, and how.
struct Destination {
    const render::Writer* writer;
    render::RenderOptions options;
    std::string path;         // "-": standard output
    bool showsSteps = false;  // the main output shows teaching mode's steps
    std::unique_ptr<Output> output = nullptr;  // once claimed
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
    if (!stdoutTaken && (!std::cout || std::fflush(stdout) != 0)) {
        const int error = errno;
        std::cout.clear();
        throw std::runtime_error("--preview: cannot write to standard output: " + standardOutputProblem(error));
    }
}

std::uint64_t randomSeed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

// `destination`, or a poster of a format of one page a file: a file per sheet.
void addSheets(std::vector<Destination>& destinations, Destination destination) {
    const page::Poster& poster = destination.options.page.poster;
    if (!poster.any() || destination.writer->maxPages != 1 || destination.path == "-") {
        destinations.push_back(std::move(destination));
        return;
    }
    const std::vector<std::string> paths = posterSheetPaths(destination.path, poster);
    for (std::size_t k = 0; k < paths.size(); ++k) {
        Destination sheet{destination.writer, destination.options, paths[k], destination.showsSteps};
        sheet.options.page.posterSheet = static_cast<int>(k);
        destinations.push_back(std::move(sheet));
    }
}

// The outputs the options ask for: the main one, the answer key, the measures.
std::vector<Destination> destinationsOf(const Options& options) {
    std::vector<Destination> destinations;
    addSheets(destinations, {options.writer, options.render, options.toStdout ? "-" : options.output, true});
    if (!options.answersPath.empty()) {
        render::RenderOptions keyOptions = options.render;
        keyOptions.answers = render::Answers::KeyOnly;
        keyOptions.page.answersFor = workbookSeenFromKey(options.output, options.answersPath);
        addSheets(destinations, {options.writer, keyOptions, options.answersPath});
    }
    if (!options.statsPath.empty()) destinations.push_back({&render::measuresWriter(), options.render, options.statsPath});
    return destinations;
}

// Each output claimed now (its temporary file made), so that an unwritable
// path fails before the work.
void claimOutputs(std::vector<Destination>& destinations) {
    for (Destination& destination : destinations) {
        if (destination.path == "-") destination.output = std::make_unique<StandardOutput>();
        else destination.output = std::make_unique<FileOutput>(destination.path);
    }
}

// "a.xlsx, k.xlsx and s.jsonl"
std::string outputNames(const std::vector<Destination>& destinations) {
    std::string names;
    for (std::size_t i = 0; i < destinations.size(); ++i) {
        names += (i == 0 ? "" : i + 1 == destinations.size() ? " and " : ", ") + destinations[i].output->name();
    }
    return names;
}

// A maze's size as -s gives it, on its grid: "20x20", "hex 20x20", "12 rings".
std::string sizeText(core::GridKind grid, int width, int height) {
    if (grid == core::GridKind::Circle) return std::to_string(height) + " rings";
    const std::string size = std::to_string(width) + "x" + std::to_string(height);
    return grid == core::GridKind::Square ? size : std::string(core::gridName(grid)) + " " + size;
}

void report(const Options& options, const std::vector<Destination>& destinations, const ClassSet& puzzles) {
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
    say("wrote " + outputNames(destinations) + ": " + std::to_string(count) +
        (count > 1 ? " mazes, " : " maze, ") + (first.difficulty.empty() ? "" : std::string(first.difficulty) + ", ") +
        first.algorithm + " " + sizeText(options.grid, first.width, first.height) +
        (count > 1 ? ", seeds" : ", seed") + seeds +
        (options.steps ? ", " + std::to_string(*options.steps) + " steps" : ""));
}

// What the outputs read of each maze: the least that serves them all. A
// maze read in row order by one output alone may be streamed.
core::PuzzleSpec::Needs mazeNeeds(const Options& options, const std::vector<Destination>& destinations) {
    using Needs = core::PuzzleSpec::Needs;
    if (options.previewSolution || options.steps) return Needs::Everything;
    Needs needs = Needs::RowsInOrder;
    for (const Destination& destination : destinations) {
        const render::Writer& writer = *destination.writer;
        const Needs these = writer.reads ? writer.reads(destination.options) : Needs::Everything;
        if (these == Needs::Everything) return Needs::Everything;
        if (these == Needs::Walls) needs = Needs::Walls;
    }
    const bool readOnce = destinations.size() == 1 && !options.preview && options.count == 1;
    return readOnce ? needs : Needs::Walls;
}

int run(Options options) {
    core::PuzzleSpec spec = options.puzzle;
    spec.region = loadRegion(options);
    if (options.poster) options.render.page.poster = resolvePoster(*options.poster, spec.region, options.render.page);
    spec.generator = options.algorithm.generator;
    spec.seed = options.seed ? *options.seed : randomSeed();
    std::vector<Destination> destinations = destinationsOf(options);
    spec.needs = mazeNeeds(options, destinations);
    // Every check that needs no carving comes first.
    core::checkPuzzleSpec(spec);
    if (options.steps) core::checkSteps(spec, *options.steps);
    std::vector<std::string> notes;
    for (const Destination& destination : destinations) {
        const render::Request request{spec.region, static_cast<std::size_t>(options.count), destination.options};
        if (destination.writer->check) destination.writer->check(request, notes);
    }
    // Said now, while there is still time to stop; an answer key repeats its workbook's.
    std::vector<std::string> said;
    for (const std::string& note : notes) {
        if (std::find(said.begin(), said.end(), note) != said.end()) continue;
        say("warning: " + note);
        said.push_back(note);
    }
    if (!options.answersPath.empty()) refuseOtherWorkbooksKey(options.answersPath, options.output, *options.writer);
    claimOutputs(destinations);

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
    progress.finish();
    // The preview before the outputs replace the old ones: a standard
    // output that cannot take it fails the run with nothing replaced.
    if (options.preview) showPreviews(options, puzzles);
    {
        // All outputs replace the old ones, or (a signal first, or a
        // replacement that fails) none does; another run's never between.
        std::vector<AtomicFile*> files;
        for (Destination& destination : destinations) {
            if (AtomicFile* file = destination.output->file()) files.push_back(file);
        }
        commitAll(files);
    }
    for (const auto& warning : warnings) say("warning: " + warning);
    report(options, destinations, puzzles);
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
    say("cannot write to standard output: " + standardOutputProblem(error));
    return status == 0 ? 1 : status;
}

}  // namespace
}  // namespace mazesheet::cli

int main(int argc, char** argv) {
    using mazesheet::cli::say;
    // Before any file is opened: none may take a standard stream's number.
    if (!mazesheet::cli::openClosedStandardStreams()) {
        say("a standard stream (0, 1 or 2) is closed and /dev/null cannot be opened in its place");
        return 1;
    }
    // Decimal numbers in the files must use '.', whatever the user's locale.
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
