// SPDX-License-Identifier: MIT
#include "pdf/cairo_canvas.hpp"

#include <string>

namespace mazesheet::pdf {

namespace {

using page::Colour;

void setColour(cairo_t* cr, Colour c) {
    cairo_set_source_rgb(cr, ((c >> 16) & 0xFF) / 255.0, ((c >> 8) & 0xFF) / 255.0, (c & 0xFF) / 255.0);
}

}  // namespace

void CairoCanvas::beginGrid(double x, double y, double cell, page::GridLines) {
    if (failed()) return;
    cairo_t* cr = context_.get();
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, cell, cell);
}

void CairoCanvas::endGrid() {
    if (failed()) return;
    cairo_restore(context_.get());
}

void CairoCanvas::beginWindow(double dx, double dy, const page::Box& clip) {
    if (failed()) return;
    cairo_t* cr = context_.get();
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height);
    cairo_clip(cr);
    cairo_translate(cr, dx, dy);
}

void CairoCanvas::endWindow() {
    if (failed()) return;
    cairo_restore(context_.get());
}

void CairoCanvas::fillRect(double x, double y, double width, double height, Colour fill) {
    if (failed()) return;
    cairo_t* cr = context_.get();
    cairo_rectangle(cr, x, y, width, height);
    setColour(cr, fill);
    cairo_fill(cr);
}

void CairoCanvas::framedRect(double x, double y, double width, double height, Colour fill) {
    if (failed()) return;
    cairo_t* cr = context_.get();
    cairo_rectangle(cr, x, y, width, height);
    setColour(cr, fill);
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, 0.75);
    setColour(cr, 0x000000);
    cairo_stroke(cr);
}

void CairoCanvas::fillPolygon(std::span<const page::Point> points, Colour fill) {
    if (failed() || points.empty()) return;
    cairo_t* cr = context_.get();
    cairo_new_path(cr);
    cairo_move_to(cr, points[0].x, points[0].y);
    for (std::size_t i = 1; i < points.size(); ++i) cairo_line_to(cr, points[i].x, points[i].y);
    cairo_close_path(cr);
    setColour(cr, fill);
    cairo_fill(cr);
}

void CairoCanvas::beginLines(double width, Colour colour) {
    if (failed()) return;
    cairo_t* cr = context_.get();
    cairo_new_path(cr);
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    setColour(cr, colour);
}

void CairoCanvas::line(double x0, double y0, double x1, double y1) {
    if (failed()) return;
    cairo_t* cr = context_.get();
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
}

void CairoCanvas::arc(double cx, double cy, double radius, double from, double to) {
    if (failed()) return;
    cairo_t* cr = context_.get();
    cairo_new_sub_path(cr);
    cairo_arc(cr, cx, cy, radius, from, to);
}

void CairoCanvas::endLines() {
    if (failed()) return;
    cairo_stroke(context_.get());
}

void CairoCanvas::polyline(std::span<const page::Point> points, double width, Colour colour) {
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

void CairoCanvas::text(page::Point at, std::string_view text, const page::TextStyle& style) {
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

// Text set the same way on every machine state: no hinting of metrics or
// outlines, the antialiasing fixed (fontconfig's settings would otherwise
// choose), the page's language, never the locale's (Pango would take that).
// The transformation is set before Pango's context is made from cairo's, so
// that Pango sets the text for the device it is drawn on.
void CairoCanvas::drawOn(cairo_surface_t* surface, cairo_antialias_t antialias, double pixelsPerPoint, double originX,
                         double originY) {
    context_.reset(cairo_create(surface));
    if (originX != 0 || originY != 0) cairo_translate(context_.get(), -originX, -originY);
    if (pixelsPerPoint != 1) cairo_scale(context_.get(), pixelsPerPoint, pixelsPerPoint);
    PangoContext* context = pango_cairo_create_context(context_.get());
    cairo_font_options_t* options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_antialias(options, antialias);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_cairo_context_set_resolution(context, 72);
    pango_context_set_language(context, pango_language_from_string(language_.c_str()));
    layout_.reset(pango_layout_new(context));
    g_object_unref(context);
    font_description_.reset(pango_font_description_new());
    pango_font_description_set_family(font_description_.get(), font_.c_str());
}

void CairoCanvas::stopDrawing() {
    layout_.reset();
    context_.reset();
}

void CairoCanvas::check(const char* what) {
    if (!context_) return;
    const cairo_status_t status = cairo_status(context_.get());
    if (status != CAIRO_STATUS_SUCCESS) fail(what, status);
}

}  // namespace mazesheet::pdf
