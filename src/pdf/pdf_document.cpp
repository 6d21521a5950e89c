// SPDX-License-Identifier: MIT
// The PDF module (mazesheet-pdf.so): a PDF document drawn with cairo, its
// text set by Pango in embedded font subsets. Only its two exports are
// visible; see pdf_document.hpp for why it is a module of its own.
#include "pdf/pdf_document.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>

#include <memory>
#include <new>
#include <string>

namespace mazesheet::pdf {

namespace {

using page::Colour;

// A fixed date for the document's creation and modification: the same
// request gives the same file.
constexpr const char* kDocumentDate = "2000-01-01T00:00:00Z";

void setColour(cairo_t* cr, Colour c) {
    cairo_set_source_rgb(cr, ((c >> 16) & 0xFF) / 255.0, ((c >> 8) & 0xFF) / 255.0, (c & 0xFF) / 255.0);
}

// cairo writes the file through this, a piece at a time, to the sink.
struct Stream {
    ByteSink sink;
    bool failed = false;
};

cairo_status_t writeTo(void* closure, const unsigned char* data, unsigned int length) {
    auto* stream = static_cast<Stream*>(closure);
    if (stream->failed) return CAIRO_STATUS_WRITE_ERROR;
    if (!stream->sink.write(stream->sink.closure, reinterpret_cast<const char*>(data), length)) {
        stream->failed = true;
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
// After a failure every call does nothing.
class CairoDocument final : public Document {
public:
    CairoDocument(ByteSink sink, const DocumentInfo& info)
        : font_(info.font), title_(info.title), language_(info.language), keywords_(info.keywords) {
        stream_.sink = sink;
    }

    const char* failure() const noexcept override { return failure_.c_str(); }

    void finish() noexcept override {
        if (surface_) {
            context_.reset();
            cairo_surface_finish(surface_.get());
            const cairo_status_t status = cairo_surface_status(surface_.get());
            surface_.reset();
            if (status != CAIRO_STATUS_SUCCESS) fail("cairo could not finish it: ", status);
        }
    }

    void beginPage(double width, double height) override {
        if (failed()) return;
        if (!surface_) {
            surface_.reset(cairo_pdf_surface_create_for_stream(writeTo, &stream_, width, height));
            cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATOR, "mazesheet");
            cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_TITLE, title_.c_str());
            if (!keywords_.empty()) {
                cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_KEYWORDS, keywords_.c_str());
            }
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
        if (failed()) return;
        cairo_show_page(context_.get());
        check();
    }
    void beginGrid(double x, double y, double cell) override {
        if (failed()) return;
        cairo_t* cr = context_.get();
        cairo_save(cr);
        cairo_translate(cr, x, y);
        cairo_scale(cr, cell, cell);
    }
    void endGrid() override {
        if (failed()) return;
        cairo_restore(context_.get());
    }
    void beginWindow(double dx, double dy, const page::Box& clip) override {
        if (failed()) return;
        cairo_t* cr = context_.get();
        cairo_save(cr);
        cairo_new_path(cr);
        cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height);
        cairo_clip(cr);
        cairo_translate(cr, dx, dy);
    }
    void endWindow() override {
        if (failed()) return;
        cairo_restore(context_.get());
    }
    void fillRect(double x, double y, double width, double height, Colour fill) override {
        if (failed()) return;
        cairo_t* cr = context_.get();
        cairo_rectangle(cr, x, y, width, height);
        setColour(cr, fill);
        cairo_fill(cr);
    }
    void framedRect(double x, double y, double width, double height, Colour fill) override {
        if (failed()) return;
        cairo_t* cr = context_.get();
        cairo_rectangle(cr, x, y, width, height);
        setColour(cr, fill);
        cairo_fill_preserve(cr);
        cairo_set_line_width(cr, 0.75);
        setColour(cr, 0x000000);
        cairo_stroke(cr);
    }
    void beginLines(double width, Colour colour) override {
        if (failed()) return;
        cairo_t* cr = context_.get();
        cairo_new_path(cr);
        cairo_set_line_width(cr, width);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
        setColour(cr, colour);
    }
    void line(double x0, double y0, double x1, double y1) override {
        if (failed()) return;
        cairo_t* cr = context_.get();
        cairo_move_to(cr, x0, y0);
        cairo_line_to(cr, x1, y1);
    }
    void endLines() override {
        if (failed()) return;
        cairo_stroke(context_.get());
    }
    void polyline(std::span<const page::Point> points, double width, Colour colour) override {
        if (failed()) return;
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
        if (failed() || text.empty()) return;
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
    // the page's language, never the locale's (Pango would take that).
    void setUpText() {
        PangoContext* context = pango_cairo_create_context(context_.get());
        cairo_font_options_t* options = cairo_font_options_create();
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
        pango_cairo_context_set_font_options(context, options);
        cairo_font_options_destroy(options);
        pango_cairo_context_set_resolution(context, 72);
        pango_context_set_language(context, pango_language_from_string(language_.c_str()));
        layout_.reset(pango_layout_new(context));
        g_object_unref(context);
        font_description_.reset(pango_font_description_new());
        pango_font_description_set_family(font_description_.get(), font_.c_str());
    }

    bool failed() const { return !failure_.empty(); }
    void fail(const char* what, cairo_status_t status) {
        if (!failed()) failure_ = std::string(what) + cairo_status_to_string(status);
    }
    void check() {
        const cairo_status_t status = cairo_status(context_.get());
        if (status != CAIRO_STATUS_SUCCESS) fail("cairo could not draw it: ", status);
    }

    std::string font_;
    std::string title_;
    std::string language_;
    std::string keywords_;
    std::string failure_;
    Stream stream_;
    std::unique_ptr<cairo_surface_t, SurfaceDeleter> surface_;
    std::unique_ptr<cairo_t, ContextDeleter> context_;
    std::unique_ptr<PangoLayout, LayoutDeleter> layout_;
    std::unique_ptr<PangoFontDescription, FontDeleter> font_description_;
};

}  // namespace

}  // namespace mazesheet::pdf

extern "C" __attribute__((visibility("default"))) mazesheet::pdf::Document* mazesheet_pdf_open(
    mazesheet::pdf::ByteSink sink, const mazesheet::pdf::DocumentInfo& info) noexcept {
    try {
        return new mazesheet::pdf::CairoDocument(sink, info);
    } catch (...) {
        return nullptr;
    }
}

extern "C" __attribute__((visibility("default"))) const char* mazesheet_pdf_prepare_fonts(const char* font) noexcept {
    // fontconfig first, on this thread, so its failure is an answer and not
    // a crash in the thread Pango starts for it (which then finds it done).
    if (FcInit() != FcTrue) return "fontconfig could not load its configuration and fonts";
    PangoFontMap* map = pango_cairo_font_map_get_default();
    if (map == nullptr) return "Pango could not make its font map";
    PangoContext* context = pango_font_map_create_context(map);
    if (context == nullptr) return "Pango could not make a context";
    PangoFontDescription* description = pango_font_description_new();
    pango_font_description_set_family(description, font);
    pango_font_description_set_absolute_size(description, 10 * PANGO_SCALE);
    PangoFont* found = pango_font_map_load_font(map, context, description);
    pango_font_description_free(description);
    g_object_unref(context);
    if (found == nullptr) return "fontconfig found no font for the text";
    g_object_unref(found);
    return "";
}

extern "C" __attribute__((visibility("default"))) const char* mazesheet_pdf_version() noexcept {
    return MAZESHEET_VERSION;
}
