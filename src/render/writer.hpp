#pragma once
// One interface for every output format, and the table of them
// (allWriters, like core::allGenerators): the command line derives its help
// and its checks from the table. A new format is one file with its write
// function and one row in writers.cpp.
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "core/puzzle_source.hpp"
#include "core/steps.hpp"
#include "page/settings.hpp"

namespace mazesheet::render {

// Where the answers go, for formats that can carry them.
enum class Answers {
    Hidden,   // in the same file, out of sight (the workbook's hidden sheets)
    Omitted,  // nowhere: the file carries no answer
    KeyOnly,  // this file is the answer key and holds only the answers
};

// Everything a writer is told, apart from the mazes.
struct RenderOptions {
    page::PageSettings page;
    Answers answers = Answers::Hidden;
    // Told how far a long write has come (rows of a workbook, mazes of a
    // text file); null: nobody watches.
    core::Progress* progress = nullptr;
};

// Where a writer's bytes go: a file, or standard output.
class Sink {
public:
    virtual ~Sink() = default;
    // Appends bytes; throws std::runtime_error naming the target on failure.
    virtual void write(std::string_view bytes) = 0;
    // A path the writer may write itself, for libraries that only write
    // files (libxlsxwriter); empty when the sink is a stream.
    virtual std::string filePath() const = 0;
    // What messages call the destination: the output the user named, or
    // "standard output".
    virtual std::string name() const = 0;
};

struct Writer {
    std::string_view name;                    // "xlsx"
    std::string_view description;             // for help: ".xlsx workbook"
    std::vector<std::string_view> extensions; // lower case, with the dot
    std::size_t maxMazes = 0;                 // 0: any number
    bool answerKey = false;                   // can write an answer key on its own
    bool playable = false;                    // can make sheets students solve in the file
    bool standardOutput = false;              // what "-" writes
    // Refuses a request before any maze is carved (core::InputError), or null.
    void (*check)(const core::Region& region, const RenderOptions& options) = nullptr;
    // Writes the mazes, taking each from `puzzles` when it reaches it and
    // letting it go before the next (a class set is never held whole; a
    // maze may be made again for each output); legibility and similar notes
    // go to `warnings`.
    void (*write)(core::PuzzleSource& puzzles, const RenderOptions& options, Sink& sink,
                  std::vector<std::string>& warnings) = nullptr;
    // Teaching mode: one maze and the pictures of its carving
    // (core/steps.hpp); null for a format that cannot show them.
    void (*writeSteps)(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const RenderOptions& options,
                       Sink& sink, std::vector<std::string>& warnings) = nullptr;
};

// Every format, in the order help lists them.
std::span<const Writer> allWriters();
// The writer whose extension `path` ends with (case-insensitive), or null.
const Writer* writerForPath(std::string_view path);
// The writer called `name`, or null.
const Writer* findWriter(std::string_view name);
// The writer that "-" (standard output) means.
const Writer& standardOutputWriter();

}  // namespace mazesheet::render
