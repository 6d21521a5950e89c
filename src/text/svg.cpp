#include "text/svg.hpp"

#include <string>

#include "page/text_rules.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

using core::CellPos;
using core::Side;

namespace {

constexpr int kCell = 16;    // px per maze cell
constexpr int kMargin = 16;  // px around the maze

std::string escapeXml(const std::string& raw) {
    std::string out;
    for (char c : raw) {
        switch (c) {
            case '&': out += "&amp;"; break;
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

}  // namespace

std::string svgPicture(const core::Puzzle& puzzle, const std::string& title) {
    const core::Maze& maze = puzzle.maze;
    const int top = kMargin + (title.empty() ? 0 : 2 * kCell);
    const int width = 2 * kMargin + maze.width() * kCell;
    const int height = top + kMargin + maze.height() * kCell;
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
                      std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " +
                      std::to_string(height) + "\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    if (!title.empty()) {
        svg += "<text x=\"" + std::to_string(width / 2) + "\" y=\"" + std::to_string(kMargin + kCell) +
               "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"" + std::to_string(kCell) + "\">" +
               escapeXml(title) + "</text>\n";
    }
    const auto x = [](int col) { return kMargin + col * kCell; };
    const auto y = [top](int row) { return top + row * kCell; };
    for (const auto& [cell, fill] : {std::pair{puzzle.start, "#9be39b"}, std::pair{puzzle.finish, "#f2a7a7"}}) {
        svg += "<rect x=\"" + std::to_string(x(cell.col)) + "\" y=\"" + std::to_string(y(cell.row)) + "\" width=\"" +
               std::to_string(kCell) + "\" height=\"" + std::to_string(kCell) + "\" fill=\"" + fill + "\"/>\n";
    }
    std::string path;
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            const CellPos p{col, row};
            if (!maze.contains(p)) continue;
            // Each cell draws its north and west walls, and its south and east
            // walls only where no region cell will draw them.
            for (Side side : core::kSides) {
                const bool ownsWall = side == Side::North || side == Side::West || !maze.hasNeighbour(p, side);
                if (!ownsWall || maze.isOpen(p, side)) continue;
                const int x0 = x(col) + (side == Side::East ? kCell : 0);
                const int y0 = y(row) + (side == Side::South ? kCell : 0);
                const bool horizontal = side == Side::North || side == Side::South;
                path += "M" + std::to_string(x0) + " " + std::to_string(y0) + (horizontal ? "h" : "v") +
                        std::to_string(kCell);
            }
        }
    }
    svg += "<path d=\"" + path + "\" stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"square\" fill=\"none\"/>\n";
    svg += "</svg>\n";
    return svg;
}

// The writers-table entries: the title must be text a heading can show; the
// picture shows the first maze.
void checkSvg(const core::Region&, const render::RenderOptions& options) {
    page::checkHeadingText(options.page.title, "title");
}

void writeSvg(std::span<const core::Puzzle> puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>&) {
    sink.write(svgPicture(puzzles.front(), options.page.title));
}

}  // namespace mazesheet::text
