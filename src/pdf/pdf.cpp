// SPDX-License-Identifier: MIT
#include "pdf/pdf.hpp"

#include <memory>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "page/draw.hpp"
#include "page/maze_page.hpp"
#include "page/step_pages.hpp"
#include "page/text_rules.hpp"
#include "page/texts.hpp"
#include "pdf/module.hpp"

namespace mazesheet::pdf {

namespace {

// A PDF document of the module's.
class Pdf : public ModuleDocument {
public:
    Pdf(render::Sink& sink, const std::string& font, const std::string& title)
        : ModuleDocument(sink, [&](ByteSink bytes) {
              return cairoModule("PDF").openPdf(bytes, font.c_str(), title.c_str());
          }) {}
};

page::WayDrawn wayFor(const render::RenderOptions& options) {
    return options.page.solutionPath == page::SolutionPath::Shade ? page::WayDrawn::Shade : page::WayDrawn::Line;
}

std::string documentTitle(const render::RenderOptions& options) {
    const std::string title = page::titleOf(options.page);
    return options.answers == render::Answers::KeyOnly ? title + " (answers)" : title;
}

// cairo records a whole page before it writes it, about 130 bytes a maze
// cell (measured: 28 MB at 300x300, 158 MB at 1000x1000); a page past this
// would print its cells under 0.2 mm wide anyway.
constexpr double kMaxPageCells = 1'000'000;

void check(const render::Request& request, std::vector<std::string>&) {
    page::checkHeadingText(request.options.page.title, "title");
    const core::Region& region = request.region;
    const double cells = static_cast<double>(region.width()) * static_cast<double>(region.height()) *
                         static_cast<double>(page::mazesPerPage(request.options.page));
    if (cells > kMaxPageCells) {
        throw core::InputError(region.input(), "a PDF page holds at most 1,000,000 maze cells (1000x1000, printed "
                                               "under 0.2 mm a cell); write a larger maze as .xlsx, .svg or .txt");
    }
    cairoModule("PDF");  // a missing module is said before any file is written
}

// A page per worksheet page; a PDF has no hidden pages, so it holds the
// answers only as an answer key of its own.
void writePdf(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>& warnings) {
    Pdf pdf(sink, options.page.textFont, documentTitle(options));
    const page::PageRole role =
        options.answers == render::Answers::KeyOnly ? page::PageRole::Answer : page::PageRole::Maze;
    const page::WayDrawn way = wayFor(options);
    const std::size_t count = puzzles.count();
    const std::size_t perPage = page::mazesPerPage(options.page);
    for (std::size_t first = 0; first < count; first += perPage) {
        std::vector<std::shared_ptr<const core::Puzzle>> held;
        std::vector<const core::Puzzle*> mazes;
        for (std::size_t k = first; k < std::min(count, first + perPage); ++k) {
            held.push_back(puzzles.puzzle(k));
            mazes.push_back(held.back().get());
        }
        const page::MazePage layout = page::layoutMazePage(mazes, first, count, options.page, way);
        page::noteFactSizes(layout, mazes, warnings);
        page::drawMazePage(pdf.canvas(), layout, mazes, role, way, options.page);
        pdf.check();
        if (options.progress != nullptr) {
            options.progress->advance(static_cast<double>(first + mazes.size()), static_cast<double>(count));
        }
    }
    pdf.finish();
}

// Teaching mode: a page per step, then the finished maze's page.
void writeStepsPdf(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const render::RenderOptions& options,
                   render::Sink& sink, std::vector<std::string>&) {
    Pdf pdf(sink, options.page.textFont, documentTitle(options));
    const page::StepPages pages = page::layoutStepPages(puzzle, steps, options.page);
    page::drawStepPages(pdf.canvas(), puzzle, steps, pages, options.page);
    pdf.check();
    const core::Puzzle* mazes[] = {&puzzle};
    const page::WayDrawn way = wayFor(options);
    page::drawMazePage(pdf.canvas(), page::layoutMazePage(mazes, 0, 1, options.page, way), mazes, page::PageRole::Maze,
                       way, options.page);
    pdf.finish();
}

}  // namespace

const render::Writer& pdfWriter() {
    static const render::Writer writer{
        .name = "pdf",
        .noun = "PDF",
        .description = ".pdf pages ready to print: a page per maze (--per-page: several), answers only as --answers key.pdf",
        .extensions = {".pdf"},
        .answerKey = true,
        .facts = true,
        .check = check,
        .write = writePdf,
        .writeSteps = writeStepsPdf,
    };
    return writer;
}

}  // namespace mazesheet::pdf
