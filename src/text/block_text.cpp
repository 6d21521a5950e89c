// SPDX-License-Identifier: MIT
#include "text/block_text.hpp"

#include "core/blocks.hpp"
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

}  // namespace

std::string blockText(const core::Puzzle& puzzle) {
    render::StringSink text;
    render::ChunkedOutput out(text);
    blocks(out, puzzle);
    out.flush();
    return text.take();
}

namespace {

// The mazes' block texts, separated by one empty line, a maze at a time and
// a chunk at a time (four characters a cell: a whole text of a large maze
// would outweigh the maze).
void writeBlockText(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
                    std::vector<std::string>&) {
    render::ChunkedOutput out(sink);
    const std::size_t count = puzzles.count();
    for (std::size_t k = 0; k < count; ++k) {
        if (k > 0) out << '\n';  // mazes are separated by one empty line
        blocks(out, *puzzles.puzzle(k));
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
