// SPDX-License-Identifier: MIT
#include "text/terminal_preview.hpp"

#include <ostream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "core/blocks.hpp"

namespace mazesheet::text {

namespace {

constexpr const char* kHorizontal = "\u2500";  // ─
constexpr const char* kVertical = "\u2502";    // │
constexpr const char* kPath = "\u2022";        // •

// The corner where up to four wall lines meet, indexed by the lines present:
// up 1, right 2, down 4, left 8. Lone ends use the half lines (╵╶╷╴).
constexpr const char* kCorners[16] = {
    " ",      "\u2575", "\u2576", "\u2514", "\u2577", "\u2502", "\u250C", "\u251C",
    "\u2574", "\u2518", "\u2500", "\u2534", "\u2510", "\u2524", "\u252C", "\u253C",
};

class Picture {
public:
    Picture(const core::Puzzle& puzzle, const PreviewOptions& options) : puzzle_(puzzle), options_(options) {
        if (options.cellWidth < 1) throw std::invalid_argument("terminalPreview: cellWidth must be at least 1");
        const core::Maze& maze = puzzle.maze;
        onPath_.assign(static_cast<std::size_t>(maze.width()) * static_cast<std::size_t>(maze.height()), false);
        if (options.solution) {
            for (const core::CellPos p : puzzle.solution) onPath_[index(p)] = true;
        }
    }

    // Line by line: the whole picture of a large maze took twelve bytes a cell.
    void draw(std::ostream& out) const {
        std::string text;
        for (int row = 0; row <= height(); ++row) {
            line(text, out, [&](int col) { return corner(col, row); }, [&](int col) { return wallBelow(col, row); });
            if (row < height()) {
                line(text, out, [&](int col) { return wallBeside(col, row); }, [&](int col) { return cell(col, row); });
            }
        }
    }

private:
    int width() const { return puzzle_.maze.width(); }
    int height() const { return puzzle_.maze.height(); }
    std::size_t index(core::CellPos p) const {
        return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(width()) + static_cast<std::size_t>(p.col);
    }
    bool block(int x, int y, core::BlockKind kind) const {
        return x >= 0 && y >= 0 && x <= 2 * width() && y <= 2 * height() && core::blockKind(puzzle_.maze, x, y) == kind;
    }
    bool wall(int x, int y) const { return block(x, y, core::BlockKind::Wall); }
    bool pathAt(core::CellPos p) const { return puzzle_.maze.contains(p) && onPath_[index(p)]; }
    // Two cells next to each other on the path, with the passage between them open.
    bool pathThrough(core::CellPos a, core::CellPos b, int x, int y) const {
        return pathAt(a) && pathAt(b) && block(x, y, core::BlockKind::Open);
    }

    // One text line: a separator before each of W+1 grid lines, a
    // cellWidth-wide span between them, trailing spaces dropped.
    template <typename Separator, typename Span>
    void line(std::string& text, std::ostream& out, Separator separator, Span span) const {
        text.clear();
        for (int col = 0; col <= width(); ++col) {
            text += separator(col);
            if (col < width()) text += span(col);
        }
        text.erase(text.find_last_not_of(' ') + 1);
        text += '\n';
        out << text;
    }

    // Corner (col, row) of the grid, 0..W by 0..H: walls are the blocks
    // around corner block (2col, 2row).
    std::string corner(int col, int row) const {
        const int x = 2 * col;
        const int y = 2 * row;
        const int lines = (wall(x, y - 1) ? 1 : 0) | (wall(x + 1, y) ? 2 : 0) | (wall(x, y + 1) ? 4 : 0) |
                          (wall(x - 1, y) ? 8 : 0);
        return kCorners[lines];
    }

    // The wall along the top of cell (col, row): a line, a gap, or a dot
    // where the path goes through it.
    std::string wallBelow(int col, int row) const {
        if (wall(2 * col + 1, 2 * row)) return repeat(kHorizontal);
        if (pathThrough({col, row - 1}, {col, row}, 2 * col + 1, 2 * row)) return centred(kPath);
        return std::string(static_cast<std::size_t>(options_.cellWidth), ' ');
    }

    // The wall on the left of cell (col, row).
    std::string wallBeside(int col, int row) const {
        if (wall(2 * col, 2 * row + 1)) return kVertical;
        return pathThrough({col - 1, row}, {col, row}, 2 * col, 2 * row + 1) ? kPath : " ";
    }

    std::string cell(int col, int row) const {
        const core::CellPos p{col, row};
        if (p == puzzle_.start) return centred("S");
        if (p == puzzle_.finish) return centred("F");
        if (pathAt(p)) return centred(kPath);
        return std::string(static_cast<std::size_t>(options_.cellWidth), ' ');
    }

    std::string repeat(const char* glyph) const {
        std::string out;
        for (int i = 0; i < options_.cellWidth; ++i) out += glyph;
        return out;
    }
    std::string centred(const char* glyph) const {
        const auto before = static_cast<std::size_t>((options_.cellWidth - 1) / 2);
        const auto after = static_cast<std::size_t>(options_.cellWidth - 1) - before;
        return std::string(before, ' ') + glyph + std::string(after, ' ');
    }

    const core::Puzzle& puzzle_;
    const PreviewOptions& options_;
    std::vector<bool> onPath_;
};

}  // namespace

void terminalPreview(const core::Puzzle& puzzle, const PreviewOptions& options, std::ostream& out) {
    Picture(puzzle, options).draw(out);
}

std::string terminalPreview(const core::Puzzle& puzzle, const PreviewOptions& options) {
    std::ostringstream out;
    terminalPreview(puzzle, options, out);
    return out.str();
}

long long previewColumns(const core::Maze& maze, int cellWidth) {
    return static_cast<long long>(maze.width()) * (cellWidth + 1) + 1;
}

}  // namespace mazesheet::text
