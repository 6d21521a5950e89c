// SPDX-License-Identifier: MIT
// The PDF module (mazesheet-pdf.so): a PDF document drawn with cairo, its
// text set by Pango in embedded font subsets (cairo_canvas.hpp draws), and
// the PNG picture of a page (png_picture.cpp). Only the exports are
// visible; see pdf_document.hpp for why it is a module of its own.
#include "pdf/pdf_document.hpp"

#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>

#include <string>

#include "pdf/cairo_canvas.hpp"

namespace mazesheet::pdf {

namespace {

// A fixed date for the document's creation and modification: the same
// request gives the same file.
constexpr const char* kDocumentDate = "2000-01-01T00:00:00Z";

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

// The page drawn on a PDF surface, a PDF page per Canvas page.
class CairoDocument final : public CairoCanvas {
public:
    CairoDocument(ByteSink sink, const DocumentInfo& info)
        : CairoCanvas(info.font, info.language), title_(info.title), keywords_(info.keywords) {
        stream_.sink = sink;
    }

    void finish() noexcept override {
        if (surface_) {
            stopDrawing();
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
            drawOn(surface_.get(), CAIRO_ANTIALIAS_DEFAULT);
        } else {
            cairo_pdf_surface_set_size(surface_.get(), width, height);
        }
        check("cairo could not draw it: ");
    }
    void endPage() override {
        if (failed()) return;
        cairo_show_page(context());
        check("cairo could not draw it: ");
    }

private:
    std::string title_;
    std::string keywords_;
    Stream stream_;
    Surface surface_;
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
