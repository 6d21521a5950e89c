// SPDX-License-Identifier: MIT
#pragma once
// One interface for every output format, and the table of them
// (allWriters, like core::allGenerators): the command line derives its help,
// its checks and its messages from the table and names no format itself.
// Each format's module exports its row from its own header; a new format is
// its file, its row in writers.cpp and a golden case.
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
    // Write a file past the size its readers open in reasonable time.
    bool force = false;
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

// What a writer is asked for, as far as it is known before any maze is carved.
struct Request {
    const core::Region& region;  // every maze's shape
    std::size_t count = 1;       // mazes
    const RenderOptions& options;
};

struct Writer {
    std::string_view name;                    // "xlsx"
    std::string_view noun;                    // for messages: "workbook"
    std::string_view description;             // for help: ".xlsx workbook"
    std::vector<std::string_view> extensions; // lower case, with the dot
    std::size_t maxPages = 0;                 // pages a file holds (PageSettings::mazesPerPage mazes each); 0: any number
    bool answerKey = false;                   // can write an answer key on its own
    bool playable = false;                    // can make sheets students solve in the file
    bool standardOutput = false;              // what "-" writes
    bool measures = false;                    // writes the mazes' measures: what --stats writes
    bool facts = false;                       // shows the facts on a maze's cells (--facts)
    bool playsOnScreen = false;               // students solve it on screen: its clock and move count can be left out
    // What it reads of each maze with these options (null: everything). Less
    // than everything spares the core the solution and the measures, and a
    // maze read once in row order may be streamed.
    core::PuzzleSpec::Needs (*reads)(const RenderOptions& options) = nullptr;
    // Refuses a request before any maze is carved (core::InputError), or
    // null; notes what the reader of the file should know (a file slow to
    // open) in `warnings`.
    void (*check)(const Request& request, std::vector<std::string>& warnings) = nullptr;
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

// Every format, in the order help lists them; the first is the default.
std::span<const Writer* const> allWriters();
// The writer whose extension `path` ends with (case-insensitive), or null.
const Writer* writerForPath(std::string_view path);
// The writer called `name`, or null.
const Writer* findWriter(std::string_view name);
// The writer that "-" (standard output) means.
const Writer& standardOutputWriter();
// The writer of the mazes' measures.
const Writer& measuresWriter();
// "the .xlsx or .svg" style list of the extensions of the writers that `can`.
std::string extensionsWhere(bool (*can)(const Writer&));

}  // namespace mazesheet::render
