// SPDX-License-Identifier: MIT
#pragma once
// Inside the module (mazesheet-pdf.so): the page drawn with cairo, its text
// set by Pango, on whatever surface a document gives it. The PDF document
// (pdf_document.cpp) draws on a PDF surface, the PNG picture
// (png_picture.cpp) on an image surface: one drawing, so a picture shows
// exactly what the PDF prints.
#include <cairo.h>
#include <pango/pangocairo.h>

#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "pdf/pdf_document.hpp"

namespace mazesheet::pdf {

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
using Surface = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;

// Every drawing call of page::Canvas; a document adds its pages. After a
// failure every call does nothing.
class CairoCanvas : public Document {
public:
    // Text in `font`, shaped for `language` (ISO 639-1).
    CairoCanvas(std::string font, std::string language) : font_(std::move(font)), language_(std::move(language)) {}

    const char* failure() const noexcept override { return failure_.c_str(); }

    void beginGrid(double x, double y, double cell, page::GridLines lines) override;
    void endGrid() override;
    void beginWindow(double dx, double dy, const page::Box& clip) override;
    void endWindow() override;
    void fillRect(double x, double y, double width, double height, page::Colour fill) override;
    void framedRect(double x, double y, double width, double height, page::Colour fill) override;
    void fillPolygon(std::span<const page::Point> points, page::Colour fill) override;
    void beginLines(double width, page::Colour colour) override;
    void line(double x0, double y0, double x1, double y1) override;
    void arc(double cx, double cy, double radius, double from, double to) override;
    void endLines() override;
    void polyline(std::span<const page::Point> points, double width, page::Colour colour) override;
    void text(page::Point at, std::string_view text, const page::TextStyle& style) override;

protected:
    // Draws on `surface` from here on; `antialias` is how glyphs are
    // rasterised (an image's; a vector surface keeps the default). An image
    // has `pixelsPerPoint`, and its top-left pixel is (originX, originY) of
    // the page's pixels.
    void drawOn(cairo_surface_t* surface, cairo_antialias_t antialias, double pixelsPerPoint = 1, double originX = 0,
                double originY = 0);
    // Lets the surface go (its document finishes it).
    void stopDrawing();
    cairo_t* context() const { return context_.get(); }
    bool drawing() const { return context_ != nullptr; }

    bool failed() const { return !failure_.empty(); }
    void fail(const std::string& message) {
        if (!failed()) failure_ = message;
    }
    void fail(const char* what, cairo_status_t status) { fail(std::string(what) + cairo_status_to_string(status)); }
    // Fails with `what` and cairo's reason if the context is in error.
    void check(const char* what);

private:
    std::string font_;
    std::string language_;
    std::string failure_;
    std::unique_ptr<cairo_t, ContextDeleter> context_;
    std::unique_ptr<PangoLayout, LayoutDeleter> layout_;
    std::unique_ptr<PangoFontDescription, FontDeleter> font_description_;
};

}  // namespace mazesheet::pdf
