// SPDX-License-Identifier: MIT
#include "svg/svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>
#include <string>
#include <string_view>

#include "core/numbers.hpp"
#include "page/draw.hpp"
#include "page/grid_drawing.hpp"
#include "page/maze_page.hpp"
#include "page/poster.hpp"
#include "page/step_pages.hpp"
#include "page/text_rules.hpp"
#include "render/chunked_output.hpp"
#include "render/key_record.hpp"

namespace mazesheet::svg {

namespace {

using page::Colour;

// Text as SVG holds it: through the one XML rule (page::xmlText), then
// markup escaped.
void escapeXml(render::ChunkedOutput& out, std::string_view raw) {
    const std::string text = page::isXmlText(raw) ? std::string() : page::xmlText(raw);
    for (char c : text.empty() ? raw : std::string_view(text)) {
        switch (c) {
            case '&': out << "&amp;"; break;
            case '<': out << "&lt;"; break;
            case '>': out << "&gt;"; break;
            case '"': out << "&quot;"; break;
            default: out << c;
        }
    }
}

// A length with at most `decimals` decimals and no trailing zeros, without the locale.
std::string number(double value, int decimals = 2) {
    std::string text = core::fixedDecimal(value, decimals);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0') text.pop_back();
        if (text.back() == '.') text.pop_back();
    }
    if (text == "-0") text = "0";
    return text;
}

std::string hex(Colour c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "#%06x", c & 0xFFFFFFU);
    return buffer;
}

// Teaching mode's frame k of `count`: shown for kFrameSeconds, the last for
// kHoldSeconds, then the whole loop again.
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

// An answer key's record, the second element of the file.
constexpr std::string_view kRecordOpen = "<metadata id=\"answers-for\">";
constexpr std::string_view kRecordClose = "</metadata>";
// The record stands in the file's first bytes: the <svg> element and the
// record (a path of at most a few kilobytes, each byte at most 3 in it).
constexpr std::size_t kRecordWithin = 64 * 1024;

// The page drawn as SVG elements. One page makes the picture; several
// (teaching mode's steps) make an animation of frames, each a page.
class SvgCanvas final : public page::Canvas {
public:
    // `frames`: teaching mode's pages, each a frame of the animation (0: one page, no frames).
    // `record`: an answer key's record of its workbook (render/key_record.hpp), or "".
    SvgCanvas(render::ChunkedOutput& out, std::string font, std::size_t frames, std::string record = {})
        : out_(out), font_(std::move(font)), frames_(frames), record_(std::move(record)) {}

    void beginPage(double width, double height) override {
        if (pages_ == 0) {
            // Sized as the paper, so it prints on it at its size.
            out_ << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << number(width / 72 * 25.4, 1)
                 << "mm\" height=\"" << number(height / 72 * 25.4, 1) << "mm\" viewBox=\"0 0 " << number(width) << " "
                 << number(height) << "\">\n";
            // Printable ASCII that XML needs no escape for (keyRecordText).
            if (!record_.empty()) out_ << kRecordOpen << record_ << kRecordClose << "\n";
            out_ << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
        }
        if (frames_ > 0) {
            const bool last = pages_ + 1 == frames_;
            out_ << "<g id=\"step" << static_cast<unsigned long long>(pages_ + 1) << "\" visibility=\""
                 << (last ? "visible" : "hidden") << "\">\n";
            frameTiming(out_, pages_, frames_);
        }
        ++pages_;
    }
    void endPage() override {
        if (frames_ > 0) out_ << "</g>\n";
        if (pages_ == std::max<std::size_t>(frames_, 1)) out_ << "</svg>\n";
    }
    void beginGrid(double x, double y, double cell, page::GridLines lines) override {
        // Square walls snap to whole pixels on screen; slanted ones and arcs
        // would be jagged, so they keep the renderer's smoothing.
        out_ << "<g" << (lines == page::GridLines::AxisAligned ? " shape-rendering=\"crispEdges\"" : "")
             << " transform=\"matrix(" << number(cell, 4) << " 0 0 " << number(cell, 4) << " " << number(x) << " "
             << number(y) << ")\">\n";
    }
    void endGrid() override { out_ << "</g>\n"; }
    void beginWindow(double dx, double dy, const page::Box& clip) override {
        const std::string id = "window" + std::to_string(++windows_);
        out_ << "<clipPath id=\"" << id << "\"><rect x=\"" << number(clip.x) << "\" y=\"" << number(clip.y)
             << "\" width=\"" << number(clip.width) << "\" height=\"" << number(clip.height) << "\"/></clipPath>\n<g clip-path=\"url(#"
             << id << ")\"><g transform=\"translate(" << number(dx) << " " << number(dy) << ")\">\n";
    }
    void endWindow() override { out_ << "</g></g>\n"; }
    void fillRect(double x, double y, double width, double height, Colour fill) override {
        out_ << "<rect x=\"" << number(x) << "\" y=\"" << number(y) << "\" width=\"" << number(width)
             << "\" height=\"" << number(height) << "\" fill=\"" << hex(fill) << "\"/>\n";
    }
    void framedRect(double x, double y, double width, double height, Colour fill) override {
        out_ << "<rect x=\"" << number(x) << "\" y=\"" << number(y) << "\" width=\"" << number(width)
             << "\" height=\"" << number(height) << "\" fill=\"" << hex(fill)
             << "\" stroke=\"black\" stroke-width=\"0.75\"/>\n";
    }
    void fillPolygon(std::span<const page::Point> points, Colour fill) override {
        out_ << "<polygon points=\"";
        for (std::size_t i = 0; i < points.size(); ++i) {
            out_ << (i == 0 ? "" : " ") << number(points[i].x, 3) << "," << number(points[i].y, 3);
        }
        out_ << "\" fill=\"" << hex(fill) << "\"/>\n";
    }
    void beginLines(double width, Colour colour) override {
        lineWidth_ = width;
        lineColour_ = colour;
        out_ << "<path d=\"";
    }
    void line(double x0, double y0, double x1, double y1) override {
        out_ << 'M' << number(x0) << ' ' << number(y0);
        if (y0 == y1) out_ << 'h' << number(x1 - x0);
        else if (x0 == x1) out_ << 'v' << number(y1 - y0);
        else out_ << 'L' << number(x1) << ' ' << number(y1);
    }
    void arc(double cx, double cy, double radius, double from, double to) override {
        out_ << 'M' << number(cx + radius * std::cos(from), 3) << ' ' << number(cy + radius * std::sin(from), 3) << 'A'
             << number(radius, 3) << ' ' << number(radius, 3) << " 0 " << (to - from > std::numbers::pi ? 1 : 0)
             << " 1 " << number(cx + radius * std::cos(to), 3) << ' ' << number(cy + radius * std::sin(to), 3);
    }
    void endLines() override {
        out_ << "\" stroke=\"" << hex(lineColour_) << "\" stroke-width=\"" << number(lineWidth_, 4)
             << "\" stroke-linecap=\"square\" fill=\"none\"/>\n";
    }
    void polyline(std::span<const page::Point> points, double width, Colour colour) override {
        out_ << "<polyline points=\"";
        for (std::size_t i = 0; i < points.size(); ++i) {
            out_ << (i == 0 ? "" : " ") << number(points[i].x) << "," << number(points[i].y);
        }
        out_ << "\" fill=\"none\" stroke=\"" << hex(colour) << "\" stroke-width=\"" << number(width, 4)
             << "\" stroke-linejoin=\"miter\" stroke-linecap=\"butt\"/>\n";
    }
    void text(page::Point at, std::string_view text, const page::TextStyle& style) override {
        if (text.empty()) return;
        out_ << "<text x=\"" << number(at.x) << "\" y=\"" << number(at.y) << "\" font-family=\"";
        escapeXml(out_, font_);
        out_ << ", sans-serif\" font-size=\"" << number(style.pt) << "\"";
        if (style.bold) out_ << " font-weight=\"bold\"";
        if (style.colour != 0) out_ << " fill=\"" << hex(style.colour) << "\"";
        if (style.anchor == page::Anchor::Middle) out_ << " text-anchor=\"middle\"";
        if (style.anchor == page::Anchor::End) out_ << " text-anchor=\"end\"";
        out_ << ">";
        escapeXml(out_, text);
        out_ << "</text>\n";
    }

private:
    render::ChunkedOutput& out_;
    std::string font_;
    std::size_t frames_;
    std::string record_;
    std::size_t pages_ = 0;
    int windows_ = 0;
    double lineWidth_ = 1;
    Colour lineColour_ = 0;
};

page::PageRole roleFor(const render::RenderOptions& options) {
    return options.answers == render::Answers::KeyOnly ? page::PageRole::Answer : page::PageRole::Maze;
}

// The way on answer pages: a line, unless the settings ask for shading.
page::WayDrawn wayFor(const render::RenderOptions& options) {
    return options.page.solutionPath == page::SolutionPath::Shade ? page::WayDrawn::Shade : page::WayDrawn::Line;
}

// The first page of `puzzles` (an SVG holds one page); notes for the reader to `warnings`, if given.
void drawPage(render::ChunkedOutput& out, core::PuzzleSource& puzzles, const render::RenderOptions& options,
              std::vector<std::string>* warnings = nullptr) {
    const std::size_t onPage = std::min(puzzles.count(), page::mazesPerPage(options.page));
    std::vector<std::shared_ptr<const core::Puzzle>> held;
    std::vector<const core::Puzzle*> mazes;
    for (std::size_t k = 0; k < onPage; ++k) {
        held.push_back(puzzles.puzzle(k));
        mazes.push_back(held.back().get());
    }
    const page::WayDrawn way = wayFor(options);
    const page::MazePage layout = page::layoutMazePage(mazes, 0, puzzles.count(), options.page, way);
    if (warnings != nullptr) page::noteLegibility(layout, mazes, options.page, *warnings);
    const bool key = options.answers == render::Answers::KeyOnly && !options.page.answersFor.empty();
    SvgCanvas canvas(out, options.page.textFont, 0, key ? render::keyRecordText(options.page.answersFor) : "");
    page::drawMazePage(canvas, layout, mazes, roleFor(options), way, options.page);
}

// The workbook an SVG answer key records it answers.
std::optional<std::string> answersFor(const render::FileReader& file) {
    const auto start = file.read(0, static_cast<std::size_t>(std::min<std::uint64_t>(file.size(), kRecordWithin)));
    if (!start || !start->starts_with("<svg ")) return std::nullopt;
    // The second element, on the line after <svg ...>, or none.
    const auto open = start->find(std::string("\n") + std::string(kRecordOpen));
    if (open == std::string::npos || open != start->find('>') + 1) return std::nullopt;
    const auto from = open + 1 + kRecordOpen.size();
    const auto close = start->find(kRecordClose, from);
    if (close == std::string::npos) return std::nullopt;
    return render::workbookOfRecord(std::string_view(*start).substr(from, close - from));
}

void check(const render::Request& request, std::vector<std::string>&) {
    page::checkHeadingText(request.options.page.title, "title");
    const page::PageSettings& settings = request.options.page;
    const page::GridSize grid = page::mazeGridSize(request.region, settings.style);
    page::checkPassagesPrint(grid.cols, grid.rows, settings, request.region.input());
}

void writeSvg(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>& warnings) {
    render::ChunkedOutput out(sink);
    drawPage(out, puzzles, options, &warnings);
    out.flush();
}

void steps(render::ChunkedOutput& out, const core::Puzzle& puzzle, const core::CarvingSteps& steps,
           const render::RenderOptions& options) {
    const page::StepPages pages = page::layoutStepPages(puzzle, steps, options.page);
    SvgCanvas canvas(out, options.page.textFont, steps.steps.size());
    page::drawStepPages(canvas, puzzle, steps, pages, options.page);
}

void writeStepsSvg(const core::Puzzle& puzzle, const core::CarvingSteps& carving, const render::RenderOptions& options,
                   render::Sink& sink, std::vector<std::string>&) {
    render::ChunkedOutput out(sink);
    steps(out, puzzle, carving, options);
    out.flush();
}

}  // namespace

std::string svgPage(const core::Puzzle& puzzle, const render::RenderOptions& options) {
    render::StringSink text;
    render::ChunkedOutput out(text);
    core::MadePuzzles one({&puzzle, 1});
    drawPage(out, one, options);
    out.flush();
    return text.take();
}

std::string svgAnimation(const core::Puzzle& puzzle, const core::CarvingSteps& carving,
                         const render::RenderOptions& options) {
    render::StringSink text;
    render::ChunkedOutput out(text);
    steps(out, puzzle, carving, options);
    out.flush();
    return text.take();
}

const render::Writer& svgWriter() {
    static const render::Writer writer{
        .name = "svg",
        .noun = "picture",
        .description = ".svg picture of one page (with --steps: an animation of its carving)",
        .extensions = {".svg"},
        .maxPages = 1,
        .answerKey = true,
        .answersFor = answersFor,
        .facts = true,
        .grids = core::kEveryGrid,
        .poster = true,
        .check = check,
        .write = writeSvg,
        .writeSteps = writeStepsSvg,
    };
    return writer;
}

}  // namespace mazesheet::svg
