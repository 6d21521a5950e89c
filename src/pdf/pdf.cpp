#include "pdf/pdf.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <pango/pangocairo.h>

#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "page/draw.hpp"
#include "page/maze_page.hpp"
#include "page/step_pages.hpp"
#include "page/text_rules.hpp"
#include "page/texts.hpp"

namespace mazesheet::pdf {

namespace {

using page::Colour;

// A fixed date for the document's creation and modification: the same
// request gives the same file.
constexpr const char* kDocumentDate = "2000-01-01T00:00:00Z";

void setColour(cairo_t* cr, Colour c) {
    cairo_set_source_rgb(cr, ((c >> 16) & 0xFF) / 255.0, ((c >> 8) & 0xFF) / 255.0, (c & 0xFF) / 255.0);
}

// cairo writes the file through this, a piece at a time, to the sink; a
// failure is kept to be thrown once cairo has returned.
struct Stream {
    render::Sink* sink = nullptr;
    std::exception_ptr failure;
};

cairo_status_t writeTo(void* closure, const unsigned char* data, unsigned int length) {
    auto* stream = static_cast<Stream*>(closure);
    if (stream->failure) return CAIRO_STATUS_WRITE_ERROR;
    try {
        stream->sink->write({reinterpret_cast<const char*>(data), length});
    } catch (...) {
        stream->failure = std::current_exception();
        return CAIRO_STATUS_WRITE_ERROR;
    }
    return CAIRO_STATUS_SUCCESS;
}

struct SurfaceDeleter {
    void operator()(cairo_surface_t* s) const { cairo_surface_destroy(s); }
};
struct ContextDeleter {
    void operator()(cairo_t* c) const { cairo_destroy(c); }
};
struct LayoutDeleter {
    void operator()(PangoLayout* l) const { g_object_unref(l); }
};
struct FontDeleter {
    void operator()(PangoFontDescription* f) const { pango_font_description_free(f); }
};

// The page drawn with cairo on a PDF surface, a PDF page per Canvas page.
class PdfCanvas final : public page::Canvas {
public:
    PdfCanvas(render::Sink& sink, std::string font, const std::string& title) : font_(std::move(font)), title_(title) {
        stream_.sink = &sink;
    }

    // Writes what is left and checks that every byte reached the sink.
    void finish() {
        if (surface_) {
            context_.reset();
            cairo_surface_finish(surface_.get());
            const cairo_status_t status = cairo_surface_status(surface_.get());
            surface_.reset();
            if (stream_.failure) std::rethrow_exception(stream_.failure);
            if (status != CAIRO_STATUS_SUCCESS) {
                throw std::runtime_error(std::string("cannot write the PDF: ") + cairo_status_to_string(status));
            }
        }
    }

    void beginPage(double width, double height) override {
        if (!surface_) {
            surface_.reset(cairo_pdf_surface_create_for_stream(writeTo, &stream_, width, height));
            cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATOR, "mazesheet");
            cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_TITLE, title_.c_str());
            cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATE_DATE, kDocumentDate);
            cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_MOD_DATE, kDocumentDate);
            context_.reset(cairo_create(surface_.get()));
            setUpText();
        } else {
            cairo_pdf_surface_set_size(surface_.get(), width, height);
        }
        check();
    }
    void endPage() override {
        cairo_show_page(context_.get());
        check();
    }
    void beginGrid(double x, double y, double cell) override {
        cairo_t* cr = context_.get();
        cairo_save(cr);
        cairo_translate(cr, x, y);
        cairo_scale(cr, cell, cell);
    }
    void endGrid() override { cairo_restore(context_.get()); }
    void fillRect(double x, double y, double width, double height, Colour fill) override {
        cairo_t* cr = context_.get();
        cairo_rectangle(cr, x, y, width, height);
        setColour(cr, fill);
        cairo_fill(cr);
    }
    void framedRect(double x, double y, double width, double height, Colour fill) override {
        cairo_t* cr = context_.get();
        cairo_rectangle(cr, x, y, width, height);
        setColour(cr, fill);
        cairo_fill_preserve(cr);
        cairo_set_line_width(cr, 0.75);
        setColour(cr, 0x000000);
        cairo_stroke(cr);
    }
    void beginLines(double width, Colour colour) override {
        cairo_t* cr = context_.get();
        cairo_new_path(cr);
        cairo_set_line_width(cr, width);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
        setColour(cr, colour);
    }
    void line(double x0, double y0, double x1, double y1) override {
        cairo_t* cr = context_.get();
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x1, y1);
    }
    void endLines() override { cairo_stroke(context_.get()); }
    void polyline(std::span<const page::Point> points, double width, Colour colour) override {
        cairo_t* cr = context_.get();
        cairo_new_path(cr);
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (i == 0) cairo_move_to(cr, points[i].x, points[i].y);
            else cairo_line_to(cr, points[i].x, points[i].y);
        }
        cairo_set_line_width(cr, width);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
        setColour(cr, colour);
        cairo_stroke(cr);
    }
    void text(page::Point at, std::string_view text, const page::TextStyle& style) override {
        if (text.empty()) return;
        cairo_t* cr = context_.get();
        pango_font_description_set_absolute_size(font_description_.get(), style.pt * PANGO_SCALE);
        pango_font_description_set_weight(font_description_.get(), style.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
        pango_layout_set_font_description(layout_.get(), font_description_.get());
        pango_layout_set_text(layout_.get(), text.data(), static_cast<int>(text.size()));
        PangoRectangle logical;
        pango_layout_get_extents(layout_.get(), nullptr, &logical);
        const double width = static_cast<double>(logical.width) / PANGO_SCALE;
        const double baseline = static_cast<double>(pango_layout_get_baseline(layout_.get())) / PANGO_SCALE;
        double x = at.x;
        if (style.anchor == page::Anchor::Middle) x -= width / 2;
        if (style.anchor == page::Anchor::End) x -= width;
        setColour(cr, style.colour);
        cairo_move_to(cr, x, at.y - baseline);
        pango_cairo_show_layout(cr, layout_.get());
        cairo_new_path(cr);
    }

private:
    // Text set the same way on every machine state: no hinting of metrics,
    // the language fixed (Pango would take it from the locale).
    void setUpText() {
        PangoContext* context = pango_cairo_create_context(context_.get());
        cairo_font_options_t* options = cairo_font_options_create();
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
        pango_cairo_context_set_font_options(context, options);
        cairo_font_options_destroy(options);
        pango_cairo_context_set_resolution(context, 72);
        pango_context_set_language(context, pango_language_from_string("en"));
        layout_.reset(pango_layout_new(context));
        g_object_unref(context);
        font_description_.reset(pango_font_description_new());
        pango_font_description_set_family(font_description_.get(), font_.c_str());
    }

    void check() {
        if (stream_.failure) std::rethrow_exception(stream_.failure);
        const cairo_status_t status = cairo_status(context_.get());
        if (status != CAIRO_STATUS_SUCCESS) {
            throw std::runtime_error(std::string("cannot draw the PDF: ") + cairo_status_to_string(status));
        }
    }

    std::string font_;
    std::string title_;
    Stream stream_;
    std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface_;
    std::unique_ptr<cairo_t, ContextDeleter> context_;
    std::unique_ptr<PangoLayout, LayoutDeleter> layout_;
    std::unique_ptr<PangoFontDescription, FontDeleter> font_description_;
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
}

// A page per worksheet page; a PDF has no hidden pages, so it holds the
// answers only as an answer key of its own.
void writePdf(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>& warnings) {
    PdfCanvas canvas(sink, options.page.textFont, documentTitle(options));
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
        page::drawMazePage(canvas, layout, mazes, role, way, options.page);
        if (options.progress != nullptr) {
            options.progress->advance(static_cast<double>(first + mazes.size()), static_cast<double>(count));
        }
    }
    canvas.finish();
}

// Teaching mode: a page per step, then the finished maze's page.
void writeStepsPdf(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const render::RenderOptions& options,
                   render::Sink& sink, std::vector<std::string>&) {
    PdfCanvas canvas(sink, options.page.textFont, documentTitle(options));
    const page::StepPages pages = page::layoutStepPages(puzzle, steps, options.page);
    page::drawStepPages(canvas, puzzle, steps, pages, options.page);
    const core::Puzzle* mazes[] = {&puzzle};
    const page::WayDrawn way = wayFor(options);
    page::drawMazePage(canvas, page::layoutMazePage(mazes, 0, 1, options.page, way), mazes, page::PageRole::Maze, way,
                       options.page);
    canvas.finish();
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
