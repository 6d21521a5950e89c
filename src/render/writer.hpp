// SPDX-License-Identifier: MIT
#pragma once
// One interface for every output format: a format's module exports its
// row (a Writer) from its own header. The table of them sits above every
// format (writers/writers.hpp), so no format can reach another through it.
#include <cstddef>
#include <cstdint>
#include <optional>
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

// How a picture in pixels (Writer::picture) is drawn.
struct PictureOptions {
    int dpi = 300;          // pixels an inch of paper
    bool mazeOnly = false;  // only the mazes with their doors: no heading, caption or footer
};

// Everything a writer is told, apart from the mazes.
struct RenderOptions {
    page::PageSettings page;
    PictureOptions picture;
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

// A file read back in pieces (an answer key about to be replaced): the
// command line opens it; a format reads what it wrote there.
class FileReader {
public:
    virtual ~FileReader() = default;
    virtual std::uint64_t size() const = 0;
    // `count` bytes from `offset`, or nullopt when they cannot all be read.
    virtual std::optional<std::string> read(std::uint64_t offset, std::size_t count) const = 0;
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
    // An answer key records the workbook it answers
    // (RenderOptions::page.answersFor), and a run refuses to replace a key
    // recorded for another one. Every key format reads its record back
    // here (nullopt: the file holds none, or is not such a key), or says
    // in keyUnrecorded why it cannot record one.
    std::optional<std::string> (*answersFor)(const FileReader& file) = nullptr;
    std::string_view keyUnrecorded = {};
    bool playable = false;                    // can make sheets students solve in the file
    bool standardOutput = false;              // what "-" writes
    bool measures = false;                    // writes the mazes' measures: what --stats writes
    bool facts = false;                       // shows the facts on a maze's cells (--facts)
    unsigned grids = core::gridBit(core::GridKind::Square);  // the grids it draws (core::gridBit, --grid)
    unsigned factGrids = core::kEveryGrid;    // of those, the grids it shows facts on (with `facts`)
    bool poster = false;                      // prints a maze over several sheets (page/poster.hpp); a format
                                              // of one page a file (maxPages 1) writes a file per sheet
    bool picture = false;                     // draws pixels: takes RenderOptions::picture
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

}  // namespace mazesheet::render
