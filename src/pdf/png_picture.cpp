// SPDX-License-Identifier: MIT
// Inside the module: a page as a PNG picture. The page is drawn exactly as
// the PDF draws it (cairo_canvas.hpp), on an image surface of the page's
// size at the requested resolution, then encoded with libpng: 8-bit RGB,
// the resolution in a pHYs chunk (so a word processor pastes it at its
// printed size), no time or text chunks and fixed compression, so the same
// request gives the same bytes.
#include <png.h>

#include <algorithm>
#include <cmath>
#include <csetjmp>
#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <vector>

#include "pdf/cairo_canvas.hpp"
#include "pdf/pdf_document.hpp"

namespace mazesheet::pdf {

namespace {

// cairo's limit on an image surface's side.
constexpr long kMaxSidePixels = 32767;

// What encode() hands libpng's callbacks: plain values only, since libpng
// leaves a failure by longjmp.
struct Encoding {
    ByteSink sink;
    std::string* reason;
    const unsigned char* pixels;  // cairo's RGB24: a 32-bit 0x00RRGGBB a pixel
    int stride;
    int width;
    int height;
    png_uint_32 pixelsPerMetre;
    std::vector<png_byte>* row;  // width * 3 bytes
    const std::string* keywords;  // an answer key's record, or empty
};

void writeBytes(png_structp png, png_bytep data, png_size_t length) {
    const auto* e = static_cast<const Encoding*>(png_get_io_ptr(png));
    if (!e->sink.write(e->sink.closure, reinterpret_cast<const char*>(data), length)) {
        png_error(png, "cannot write the PNG");
    }
}

void flushNothing(png_structp) {}

[[noreturn]] void pngFailed(png_structp png, png_const_charp message) {
    auto* reason = static_cast<std::string*>(png_get_error_ptr(png));
    *reason = message;
    png_longjmp(png, 1);
}

void warnNothing(png_structp, png_const_charp) {}

[[gnu::noinline]] bool writeImage(png_structp png, png_infop info, const Encoding& e) {
    if (setjmp(png_jmpbuf(png)) != 0) return false;
    png_set_write_fn(png, const_cast<Encoding*>(&e), writeBytes, flushNothing);
    png_set_IHDR(png, info, static_cast<png_uint_32>(e.width), static_cast<png_uint_32>(e.height), 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_pHYs(png, info, e.pixelsPerMetre, e.pixelsPerMetre, PNG_RESOLUTION_METER);

    // Stated rather than left to libpng's defaults, which may change.
    png_set_compression_level(png, 6);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
    png_write_info(png, info);
    png_byte* out = e.row->data();
    for (int y = 0; y < e.height; ++y) {
        const unsigned char* line = e.pixels + static_cast<std::ptrdiff_t>(y) * e.stride;
        for (int x = 0; x < e.width; ++x) {
            std::uint32_t pixel;
            std::memcpy(&pixel, line + 4 * x, 4);
            out[3 * x] = static_cast<png_byte>(pixel >> 16);
            out[3 * x + 1] = static_cast<png_byte>(pixel >> 8);
            out[3 * x + 2] = static_cast<png_byte>(pixel);
        }
        png_write_row(png, out);
    }
    // An answer key's record of its worksheet, in a tEXt chunk after the
    // pixels, so a file cut short holds none (a worksheet's picture has no
    // text chunk).
    png_text keywords{};
    if (!e.keywords->empty()) {
        keywords.compression = PNG_TEXT_COMPRESSION_NONE;
        keywords.key = const_cast<char*>(kPngRecordKeyword);
        keywords.text = const_cast<char*>(e.keywords->c_str());
        keywords.text_length = e.keywords->size();
        png_set_text(png, info, &keywords, 1);
    }
    png_write_end(png, info);
    return true;
}

// The page's picture: the first page drawn on an image surface, encoded when
// the document is finished.
class PngPicture final : public CairoCanvas {
public:
    PngPicture(ByteSink sink, const DocumentInfo& info, PictureFrame frame)
        : CairoCanvas(info.font, info.language), sink_(sink), frame_(frame), keywords_(info.keywords) {}

    void beginPage(double width, double height) override {
        if (failed()) return;
        if (surface_) {
            fail("a PNG picture holds one page");
            return;
        }
        const double scale = frame_.dpi / 72.0;
        // The page's own pixels; a part of it, the whole pixels it touches.
        long left = 0;
        long top = 0;
        long right = std::lround(width * scale);
        long bottom = std::lround(height * scale);
        if (frame_.width > 0 && frame_.height > 0) {
            left = std::max(left, static_cast<long>(std::floor(frame_.x * scale)));
            top = std::max(top, static_cast<long>(std::floor(frame_.y * scale)));
            right = std::min(right, static_cast<long>(std::ceil((frame_.x + frame_.width) * scale)));
            bottom = std::min(bottom, static_cast<long>(std::ceil((frame_.y + frame_.height) * scale)));
        }
        if (right <= left || bottom <= top || right - left > kMaxSidePixels || bottom - top > kMaxSidePixels) {
            fail("cannot draw the PNG: " + std::to_string(right - left) + "x" + std::to_string(bottom - top) +
                 " pixels is outside what a picture can hold (1 to 32767 a side)");
            return;
        }
        surface_.reset(cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(right - left),
                                                  static_cast<int>(bottom - top)));
        const cairo_status_t status = cairo_surface_status(surface_.get());
        if (status != CAIRO_STATUS_SUCCESS) {
            fail("cannot draw the PNG: ", status);
            return;
        }
        drawOn(surface_.get(), CAIRO_ANTIALIAS_GRAY, scale, static_cast<double>(left), static_cast<double>(top));
        cairo_t* cr = context();
        // Paper is white.
        cairo_save(cr);
        cairo_identity_matrix(cr);
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        cairo_restore(cr);
        check("cannot draw the PNG: ");
    }

    void endPage() override {
        if (failed()) return;
        check("cannot draw the PNG: ");
    }

    void finish() noexcept override {
        if (failed()) return;
        if (!surface_) {
            fail("cannot write the PNG: no page was drawn");
            return;
        }
        stopDrawing();
        cairo_surface_flush(surface_.get());
        try {
            encode();
        } catch (...) {
            fail("cannot write the PNG: out of memory");
        }
        surface_.reset();
    }

private:
    void encode() {
        cairo_surface_t* surface = surface_.get();
        std::string reason;
        std::vector<png_byte> row(static_cast<std::size_t>(cairo_image_surface_get_width(surface)) * 3);
        const Encoding encoding{sink_,
                                &reason,
                                cairo_image_surface_get_data(surface),
                                cairo_image_surface_get_stride(surface),
                                cairo_image_surface_get_width(surface),
                                cairo_image_surface_get_height(surface),
                                static_cast<png_uint_32>(std::lround(frame_.dpi / 0.0254)),
                                &row,
                                &keywords_};
        png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &reason, pngFailed, warnNothing);
        if (png == nullptr) throw std::bad_alloc();
        png_infop info = png_create_info_struct(png);
        const bool written = info != nullptr && writeImage(png, info, encoding);
        png_destroy_write_struct(&png, &info);
        if (!written) CairoCanvas::fail(reason.empty() ? "cannot write the PNG: out of memory" : reason);
    }

    ByteSink sink_;
    PictureFrame frame_;
    std::string keywords_;
    Surface surface_;
};

}  // namespace

}  // namespace mazesheet::pdf

extern "C" __attribute__((visibility("default"))) mazesheet::pdf::Document* mazesheet_png_open(
    mazesheet::pdf::ByteSink sink, const mazesheet::pdf::DocumentInfo& info,
    mazesheet::pdf::PictureFrame frame) noexcept {
    try {
        return new mazesheet::pdf::PngPicture(sink, info, frame);
    } catch (...) {
        return nullptr;
    }
}
