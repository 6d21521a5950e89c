// SPDX-License-Identifier: MIT
#include "pdf/pdf.hpp"

#include <memory>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "page/draw.hpp"
#include "page/grid_drawing.hpp"
#include "page/maze_page.hpp"
#include "page/poster.hpp"
#include "page/step_pages.hpp"
#include "page/text_rules.hpp"
#include "page/texts.hpp"
#include "pdf/drawing_process.hpp"
#include "pdf/module.hpp"
#include "pdf/pdf_document.hpp"
#include "render/key_record.hpp"

namespace mazesheet::pdf {

namespace {

// The module's entries the drawing process uses; throws as cairoModule.
Module pdfModule() {
    const ModuleEntries& entries = cairoModule("PDF");
    return {entries.openPdf, entries.prepareFonts, entries.path};
}

// The run's drawing process (drawing_process.hpp), started on its first PDF.
DrawingProcess& drawingProcess() {
    static DrawingProcess process(pdfModule());
    return process;
}

// The title in the PDF's metadata (its document information): through the
// one text rule of every file's metadata (page::xmlText), so no byte that
// is not UTF-8 reaches cairo.
std::string documentTitle(const render::RenderOptions& options) {
    const std::string title = page::titleOf(options.page);
    return page::xmlText(options.answers == render::Answers::KeyOnly
                             ? title + std::string(options.page.texts["doc-answers-suffix"])
                             : title);
}

// What a document says of itself and how it sets its text.
DocumentStrings documentStrings(const render::RenderOptions& options) {
    const bool key = options.answers == render::Answers::KeyOnly && !options.page.answersFor.empty();
    return {options.page.textFont, documentTitle(options), std::string(options.page.texts.language),
            key ? render::keyRecordText(options.page.answersFor) : ""};
}

// A document drawn by the drawing process.
class Pdf {
public:
    Pdf(render::Sink& sink, const render::RenderOptions& options) : drawing_(drawingProcess()) {
        drawing_.open(sink, documentStrings(options));
    }
    ~Pdf() {
        if (!finished_) drawing_.abandon();
    }
    Pdf(const Pdf&) = delete;
    Pdf& operator=(const Pdf&) = delete;
    page::Canvas& canvas() { return drawing_; }
    // Throws the first failure so far: the sink's own, else the module's.
    void check() { drawing_.check(); }
    void finish() {
        drawing_.finish();
        finished_ = true;
    }

private:
    DrawingProcess& drawing_;
    bool finished_ = false;
};

page::WayDrawn wayFor(const render::RenderOptions& options) {
    return options.page.solutionPath == page::SolutionPath::Shade ? page::WayDrawn::Shade : page::WayDrawn::Line;
}

// cairo records a whole page before it writes it, about 130 bytes a maze
// cell (measured: 28 MB at 300x300, 158 MB at 1000x1000): a page holds at
// most the cells that print kMinPrintedCellMm wide (some 400,000 on A4),
// a poster's sheet its tile's.
void check(const render::Request& request, std::vector<std::string>&) {
    page::checkHeadingText(request.options.page.title, "title");
    const page::PageSettings& settings = request.options.page;
    const page::GridSize grid = page::mazeGridSize(request.region, settings.style);
    page::checkPassagesPrint(grid.cols, grid.rows, settings, request.region.input());
    cairoModule("PDF");  // a missing module is said before any file is written
}

// A page per worksheet page; a PDF has no hidden pages, so it holds the
// answers only as an answer key of its own.
void writePdf(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>& warnings) {
    Pdf pdf(sink, options);
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
        page::noteLegibility(layout, mazes, options.page, warnings);
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
    Pdf pdf(sink, options);
    const page::StepPages pages = page::layoutStepPages(puzzle, steps, options.page);
    page::drawStepPages(pdf.canvas(), puzzle, steps, pages, options.page);
    pdf.check();
    const core::Puzzle* mazes[] = {&puzzle};
    const page::WayDrawn way = wayFor(options);
    page::drawMazePage(pdf.canvas(), page::layoutMazePage(mazes, 0, 1, options.page, way), mazes, page::PageRole::Maze,
                       way, options.page);
    pdf.finish();
}

// A run of decimal digits in `text` from `at`, after white space; `at` moves past it.
std::optional<std::uint64_t> numberAt(std::string_view text, std::size_t& at) {
    while (at < text.size() && (text[at] == ' ' || text[at] == '\n' || text[at] == '\r')) ++at;
    const std::size_t first = at;
    std::uint64_t value = 0;
    while (at < text.size() && at - first < 15 && text[at] >= '0' && text[at] <= '9') value = value * 10 + static_cast<std::uint64_t>(text[at++] - '0');
    if (at == first) return std::nullopt;
    return value;
}

// Where object `object` starts, from the cross-reference table at `xref`
// ("xref", "0 SIZE", then 20 bytes an object, as cairo writes it).
std::optional<std::uint64_t> objectOffset(const render::FileReader& file, std::uint64_t xref, std::uint64_t object) {
    const auto head = file.read(xref, static_cast<std::size_t>(std::min<std::uint64_t>(64, file.size() - std::min(xref, file.size()))));
    if (!head || !head->starts_with("xref")) return std::nullopt;
    std::size_t at = 4;
    const auto first = numberAt(*head, at);
    const auto count = numberAt(*head, at);
    if (first != 0 || !count || object >= *count) return std::nullopt;
    while (at < head->size() && (*head)[at] == ' ') ++at;
    if (at < head->size() && (*head)[at] == '\r') ++at;
    if (at >= head->size() || (*head)[at] != '\n') return std::nullopt;
    const auto entry = file.read(xref + at + 1 + 20 * object, 20);
    if (!entry || (*entry)[17] != 'n') return std::nullopt;
    std::size_t digits = 0;
    return numberAt(*entry, digits);
}

// The workbook a PDF answer key records it answers: its document
// information's /Keywords, found as a PDF reader finds it, from the
// trailer at the file's end through the cross-reference table.
std::optional<std::string> answersFor(const render::FileReader& file) {
    const std::uint64_t size = file.size();
    const auto tail = file.read(size - std::min<std::uint64_t>(size, 1024), static_cast<std::size_t>(std::min<std::uint64_t>(size, 1024)));
    if (!tail) return std::nullopt;
    const auto trailer = tail->rfind("trailer");
    const auto startxref = tail->rfind("startxref");
    if (trailer == std::string::npos || startxref == std::string::npos || startxref < trailer) return std::nullopt;
    const auto infoAt = tail->find("/Info ", trailer);
    if (infoAt == std::string::npos || infoAt > startxref) return std::nullopt;
    std::size_t at = infoAt + 6;
    const auto info = numberAt(*tail, at);
    at = startxref + 9;
    const auto xref = numberAt(*tail, at);
    if (!info || !xref) return std::nullopt;
    const auto offset = objectOffset(file, *xref, *info);
    if (!offset || *offset >= size) return std::nullopt;
    const auto object = file.read(*offset, static_cast<std::size_t>(std::min<std::uint64_t>(size - *offset, 16 * 1024)));
    if (!object || !object->starts_with(std::to_string(*info) + " 0 obj")) return std::nullopt;
    const std::string_view dictionary = std::string_view(*object).substr(0, object->find("endobj"));
    // keyRecordText's records hold no parenthesis or backslash to unquote.
    const auto open = dictionary.find("/Keywords (");
    if (open == std::string_view::npos) return std::nullopt;
    const auto from = open + 11;
    const auto close = dictionary.find(')', from);
    if (close == std::string_view::npos) return std::nullopt;
    return render::workbookOfRecord(dictionary.substr(from, close - from));
}

}  // namespace

const render::Writer& pdfWriter() {
    static const render::Writer writer{
        .name = "pdf",
        .noun = "PDF",
        .description = ".pdf pages ready to print: a page per maze (--per-page: several), answers only as --answers key.pdf",
        .extensions = {".pdf"},
        .answerKey = true,
        .answersFor = answersFor,
        .facts = true,
        .grids = core::kEveryGrid,
        .poster = true,
        .check = check,
        .write = writePdf,
        .writeSteps = writeStepsPdf,
    };
    return writer;
}

}  // namespace mazesheet::pdf
