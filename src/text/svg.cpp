#include "text/svg.hpp"

#include <algorithm>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/numbers.hpp"
#include "page/step_sheets.hpp"
#include "page/text_rules.hpp"
#include "render/chunked_output.hpp"
#include "render/writer.hpp"

namespace mazesheet::text {

using core::CellPos;
using core::Side;

namespace {

constexpr int kCell = 16;    // px per maze cell
constexpr int kMargin = 16;  // px around the maze

void escapeXml(render::ChunkedOutput& out, std::string_view raw) {
    for (char c : raw) {
        switch (c) {
            case '&': out << "&amp;"; break;
            case '<': out << "&lt;"; break;
            case '>': out << "&gt;"; break;
            case '"': out << "&quot;"; break;
            default: out << c;
        }
    }
}

// Where the maze stands in the picture: the same in a plain picture and in
// every frame of an animation with the same title.
struct Frame {
    int top = 0;     // y of the maze's top edge
    int width = 0;   // of the plain picture
    int height = 0;
    int x(int col) const { return kMargin + col * kCell; }
    int y(int row) const { return top + row * kCell; }
};

Frame frameFor(const core::Maze& maze, const std::string& title) {
    Frame f;
    f.top = kMargin + (title.empty() ? 0 : 2 * kCell);
    f.width = 2 * kMargin + maze.width() * kCell;
    f.height = f.top + kMargin + maze.height() * kCell;
    return f;
}

void header(render::ChunkedOutput& out, int width, int height) {
    out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
        << "\" viewBox=\"0 0 " << width << " " << height
        << "\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
}

void titleText(render::ChunkedOutput& out, const Frame& f, const std::string& title) {
    if (title.empty()) return;
    out << "<text x=\"" << f.width / 2 << "\" y=\"" << kMargin + kCell
        << "\" text-anchor=\"middle\" font-family=\"sans-serif\" font-size=\"" << kCell << "\">";
    escapeXml(out, title);
    out << "</text>\n";
}

void cellRect(render::ChunkedOutput& out, const Frame& f, CellPos cell, int cells, std::string_view fill) {
    out << "<rect x=\"" << f.x(cell.col) << "\" y=\"" << f.y(cell.row) << "\" width=\"" << cells * kCell
        << "\" height=\"" << kCell << "\" fill=\"" << fill << "\"/>\n";
}

// The start and finish fills, where `show` says so.
template <typename Show>
void endpointRects(render::ChunkedOutput& out, const Frame& f, const core::Puzzle& puzzle, Show show) {
    for (const auto& [cell, fill] : {std::pair{puzzle.start, "#9be39b"}, std::pair{puzzle.finish, "#f2a7a7"}}) {
        if (show(cell)) cellRect(out, f, cell, 1, fill);
    }
}

void wallPath(render::ChunkedOutput& out, const Frame& f, const core::Maze& maze) {
    out << "<path d=\"";
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            const CellPos p{col, row};
            if (!maze.contains(p)) continue;
            // Each cell draws its north and west walls, and its south and east
            // walls only where no region cell will draw them.
            for (Side side : core::kSides) {
                const bool ownsWall = side == Side::North || side == Side::West || !maze.hasNeighbour(p, side);
                if (!ownsWall || maze.isOpen(p, side)) continue;
                const int x0 = f.x(col) + (side == Side::East ? kCell : 0);
                const int y0 = f.y(row) + (side == Side::South ? kCell : 0);
                const bool horizontal = side == Side::North || side == Side::South;
                out << 'M' << x0 << ' ' << y0 << (horizontal ? 'h' : 'v') << kCell;
            }
        }
    }
    out << "\" stroke=\"black\" stroke-width=\"2\" stroke-linecap=\"square\" fill=\"none\"/>\n";
}

std::string hex(page::Colour c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "#%06x", c & 0xFFFFFFU);
    return buffer;
}

// The visibility animation of frame k of `count`: shown for kFrameSeconds,
// the last for kHoldSeconds, then the whole loop again.
void frameTiming(render::ChunkedOutput& out, std::size_t k, std::size_t count) {
    if (count == 1) return;
    const double total = static_cast<double>((count - 1) * kFrameSeconds + kHoldSeconds);
    const std::string from = core::shortestDecimal(static_cast<double>(k * kFrameSeconds) / total);
    const std::string to = core::shortestDecimal(static_cast<double>((k + 1) * kFrameSeconds) / total);
    std::string values, times;
    if (k == 0) values = "visible;hidden", times = "0;" + to;
    else if (k + 1 == count) values = "hidden;visible", times = "0;" + from;
    else values = "hidden;visible;hidden", times = "0;" + from + ";" + to;
    out << "<animate attributeName=\"visibility\" values=\"" << values << "\" keyTimes=\"" << times
        << "\" calcMode=\"discrete\" dur=\"" << core::shortestDecimal(total) << "s\" repeatCount=\"indefinite\"/>\n";
}

// The cells of one step that are not done, as runs along each row.
void stepCells(render::ChunkedOutput& out, const Frame& f, const core::Maze& maze, const core::CarvingStep& step,
               const page::StepColours& colours) {
    const core::Region& region = maze.region();
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width();) {
            if (!region.contains(col, row)) {
                ++col;
                continue;
            }
            const core::StepLook look = step.looks[region.index(col, row)];
            int run = 1;
            while (col + run < maze.width() && region.contains(col + run, row) &&
                   step.looks[region.index(col + run, row)] == look) {
                ++run;
            }
            if (look != core::StepLook::Done) cellRect(out, f, {col, row}, run, hex(colours.of(look)));
            col += run;
        }
    }
}

// An answer key's way from S to F, as the workbook's key shows it: the
// path's cells shaded under the walls, or a line through the corridors.
void solutionShade(render::ChunkedOutput& out, const Frame& f, const core::Puzzle& puzzle,
                   const page::PageSettings& settings) {
    for (const CellPos cell : puzzle.solution) cellRect(out, f, cell, 1, hex(settings.colours.pathFill));
}

void solutionLine(render::ChunkedOutput& out, const Frame& f, const core::Puzzle& puzzle,
                  const page::PageSettings& settings) {
    out << "<path d=\"";
    char command = 'M';
    for (const CellPos cell : puzzle.solution) {
        out << command << f.x(cell.col) + kCell / 2 << ' ' << f.y(cell.row) + kCell / 2;
        command = 'L';
    }
    out << "\" stroke=\"" << hex(settings.colours.route) << "\" stroke-width=\""
        << core::shortestDecimal(settings.routeWidthCell * kCell)
        << "\" stroke-linecap=\"round\" stroke-linejoin=\"round\" fill=\"none\"/>\n";
}

// `key`: the page settings of an answer key, or null for the maze alone.
void picture(render::ChunkedOutput& out, const core::Puzzle& puzzle, const std::string& title,
             const page::PageSettings* key = nullptr) {
    const Frame f = frameFor(puzzle.maze, title);
    header(out, f.width, f.height);
    titleText(out, f, title);
    if (key != nullptr && key->solutionPath == page::SolutionPath::Shade) solutionShade(out, f, puzzle, *key);
    endpointRects(out, f, puzzle, [](CellPos) { return true; });
    wallPath(out, f, puzzle.maze);
    if (key != nullptr && key->solutionPath == page::SolutionPath::Line) solutionLine(out, f, puzzle, *key);
    out << "</svg>\n";
}

void animation(render::ChunkedOutput& out, const core::Puzzle& puzzle, const core::CarvingSteps& steps,
               const std::string& title, const page::PageSettings& settings) {
    const Frame f = frameFor(puzzle.maze, title);
    const page::StepColours& colours = settings.colours.steps;
    const std::size_t cells = puzzle.maze.region().cellCount();
    // Below the picture: the step's heading, then the legend a line each.
    constexpr int kLine = 20;
    constexpr int kSwatch = 14;
    constexpr int kWordsX = kMargin + 4 * (kSwatch + 2) + 8;
    constexpr int kCharPx = 8;  // a generous advance of the 13-14 px sans-serif text
    // Nothing is drawn inside the plain picture's own area but the frames.
    const int headingY = f.height + kCell;  // the heading's baseline; its letters rise about 11 px
    const int legendTop = headingY + 10;
    int width = f.width;
    std::size_t longest = 0;
    for (std::size_t k = 1; k <= steps.steps.size(); ++k) {
        longest = std::max(longest, page::stepHeading(steps, k, cells, settings.texts).size());
    }
    width = std::max(width, kMargin + static_cast<int>(longest) * kCharPx + kMargin);
    for (const core::LegendEntry& entry : steps.legend) {
        width = std::max(width, kWordsX + static_cast<int>(entry.words.size()) * kCharPx + kMargin);
    }
    const int height = legendTop + static_cast<int>(steps.legend.size()) * kLine + kMargin / 2;

    header(out, width, height);
    titleText(out, f, title);
    for (std::size_t k = 0; k < steps.steps.size(); ++k) {
        const core::CarvingStep& step = steps.steps[k];
        const core::Puzzle state = core::stepState(puzzle, step);
        const core::Region& region = state.maze.region();
        const bool last = k + 1 == steps.steps.size();
        out << "<g id=\"step" << static_cast<int>(k + 1) << "\" visibility=\"" << (last ? "visible" : "hidden")
            << "\">\n";
        frameTiming(out, k, steps.steps.size());
        stepCells(out, f, state.maze, step, colours);
        endpointRects(out, f, state, [&](CellPos p) {
            return step.looks[region.index(p.col, p.row)] == core::StepLook::Done;
        });
        wallPath(out, f, state.maze);
        out << "<text x=\"" << kMargin << "\" y=\"" << headingY
            << "\" font-family=\"sans-serif\" font-size=\"14\" font-weight=\"bold\">";
        escapeXml(out, page::stepHeading(steps, k + 1, cells, settings.texts));
        out << "</text>\n</g>\n";
    }
    for (std::size_t i = 0; i < steps.legend.size(); ++i) {
        const core::LegendEntry& entry = steps.legend[i];
        const int y = legendTop + static_cast<int>(i) * kLine;
        const int swatches = entry.look == core::StepLook::Set ? 4 : 1;
        for (int s = 0; s < swatches; ++s) {
            const core::StepLook look = entry.look == core::StepLook::Set ? core::setLook(s) : entry.look;
            out << "<rect x=\"" << kMargin + s * (kSwatch + 2) << "\" y=\"" << y << "\" width=\"" << kSwatch
                << "\" height=\"" << kSwatch << "\" fill=\"" << hex(colours.of(look)) << "\" stroke=\"black\"/>\n";
        }
        out << "<text x=\"" << kWordsX << "\" y=\"" << y + kSwatch - 2
            << "\" font-family=\"sans-serif\" font-size=\"13\">";
        escapeXml(out, entry.words);
        out << "</text>\n";
    }
    out << "</svg>\n";
}

}  // namespace

std::string svgPicture(const core::Puzzle& puzzle, const std::string& title) {
    render::StringSink text;
    render::ChunkedOutput out(text);
    picture(out, puzzle, title);
    out.flush();
    return text.take();
}

std::string svgAnimation(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const std::string& title,
                         const page::PageSettings& settings) {
    render::StringSink text;
    render::ChunkedOutput out(text);
    animation(out, puzzle, steps, title, settings);
    out.flush();
    return text.take();
}

// The writers-table entries: the title must be text a heading can show; the
// picture shows the first maze. Both are written to the sink a chunk at a
// time: the picture of a large maze is tens of bytes per cell.
void checkSvg(const core::Region&, const render::RenderOptions& options) {
    page::checkHeadingText(options.page.title, "title");
}

void writeSvg(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>&) {
    render::ChunkedOutput out(sink);
    if (options.answers == render::Answers::KeyOnly) {
        // Headed as the workbook's key sheet is: "TITLE (solution)", or "Answer key".
        const page::Texts& texts = options.page.texts;
        const std::string& title = options.page.title;
        picture(out, *puzzles.puzzle(0), title.empty() ? texts.answerKeyLine : title + texts.solutionSuffix,
                &options.page);
    } else {
        picture(out, *puzzles.puzzle(0), options.page.title);
    }
    out.flush();
}

void writeStepsSvg(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const render::RenderOptions& options,
                   render::Sink& sink, std::vector<std::string>&) {
    render::ChunkedOutput out(sink);
    animation(out, puzzle, steps, options.page.title, options.page);
    out.flush();
}

}  // namespace mazesheet::text
