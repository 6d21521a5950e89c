// SPDX-License-Identifier: MIT
#include "text/block_text.hpp"

#include "core/blocks.hpp"
#include "core/facts/facts.hpp"
#include "page/texts.hpp"
#include "render/chunked_output.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

namespace {

void blocks(render::ChunkedOutput& out, const core::Puzzle& puzzle) {
    const core::Maze& maze = puzzle.maze;
    const int cols = 2 * maze.width() + 1;
    const int rows = 2 * maze.height() + 1;
    for (int y = 0; y < rows; ++y) {
        for (int x = 0; x < cols; ++x) {
            switch (core::blockKind(maze, x, y)) {
                case core::BlockKind::Outside: out << '.'; break;
                case core::BlockKind::Wall: out << '#'; break;
                case core::BlockKind::Open: out << ' '; break;
                case core::BlockKind::Cell: {
                    const core::CellPos p{x / 2, y / 2};
                    out << (p == puzzle.start ? 'S' : p == puzzle.finish ? 'F' : ' ');
                    break;
                }
            }
        }
        out << '\n';
    }
}

// A facts maze's items after its picture: what to follow, then a line per
// row of cells, its items separated by tabs (nothing for a cell outside
// the maze). No item holds a tab or a line break.
void factRows(render::ChunkedOutput& out, const core::Puzzle& puzzle, const page::Texts& words) {
    out << "facts: " << page::factInstruction(puzzle.facts->set(), words) << '\n';
    const core::Region& region = puzzle.maze.region();
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            if (col > 0) out << '\t';
            if (region.contains(col, row)) out << puzzle.facts->item(region.index(col, row));
        }
        out << '\n';
    }
}

}  // namespace

std::string blockText(const core::Puzzle& puzzle) {
    render::StringSink text;
    render::ChunkedOutput out(text);
    blocks(out, puzzle);
    out.flush();
    return text.take();
}

namespace {

// The mazes' block texts (each with its facts' rows), separated by one
// empty line, a maze at a time and a chunk at a time (four characters a
// cell: a whole text of a large maze would outweigh the maze).
void writeBlockText(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
                    std::vector<std::string>&) {
    render::ChunkedOutput out(sink);
    const std::size_t count = puzzles.count();
    for (std::size_t k = 0; k < count; ++k) {
        if (k > 0) out << '\n';  // mazes are separated by one empty line
        const auto puzzle = puzzles.puzzle(k);
        blocks(out, *puzzle);
        if (puzzle->facts != nullptr) factRows(out, *puzzle, options.page.texts);
        if (options.progress != nullptr) options.progress->advance(static_cast<double>(k + 1), static_cast<double>(count));
    }
    out.flush();
}

}  // namespace

const render::Writer& blockTextWriter() {
    static const render::Writer writer{
        .name = "txt",
        .noun = "block text",
        .description = ".txt block text (- writes it to standard output)",
        .extensions = {".txt"},
        .standardOutput = true,
        .facts = true,
        .write = writeBlockText,
    };
    return writer;
}

}  // namespace mazesheet::text
