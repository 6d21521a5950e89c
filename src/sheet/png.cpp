#include "sheet/png.hpp"

#include <png.h>

#include <csetjmp>
#include <stdexcept>
#include <vector>

namespace mazesheet::sheet {

namespace {

void appendBytes(png_structp png, png_bytep data, png_size_t length) {
    auto* out = static_cast<std::string*>(png_get_io_ptr(png));
    out->append(reinterpret_cast<const char*>(data), length);
}

void flushNothing(png_structp) {}

// libpng's own handler prints to stderr; this one keeps the reason and
// returns to encodePng's setjmp (C++ exceptions must not cross libpng).
[[noreturn]] void fail(png_structp png, png_const_charp message) {
    auto* reason = static_cast<std::string*>(png_get_error_ptr(png));
    *reason = message;
    png_longjmp(png, 1);
}

void warnNothing(png_structp, png_const_charp) {}

// The fewest bits per pixel that hold every palette index.
int bitDepthFor(std::size_t colours) {
    if (colours <= 2) return 1;
    if (colours <= 4) return 2;
    if (colours <= 16) return 4;
    return 8;
}

// What encodePng prepares; the libpng calls run in writeImage, whose only
// locals are plain values, because setjmp and C++ objects do not mix.
struct Encoding {
    const workbook::Picture* picture;
    std::string* out;
    std::string* reason;
    std::vector<png_color>* palette;
    std::vector<std::uint8_t>* indices;
    std::vector<png_byte>* packed;
    int depth;
};

[[gnu::noinline]] bool writeImage(png_structp png, png_infop info, const Encoding& e) {
    if (setjmp(png_jmpbuf(png)) != 0) return false;
    const workbook::Picture& picture = *e.picture;
    png_set_write_fn(png, e.out, appendBytes, flushNothing);
    png_set_IHDR(png, info, static_cast<png_uint_32>(picture.imageWidth), static_cast<png_uint_32>(picture.imageHeight),
                 e.depth, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_PLTE(png, info, e.palette->data(), static_cast<int>(e.palette->size()));
    png_byte transparent = 0;
    png_set_tRNS(png, info, &transparent, 1, nullptr);
    png_set_compression_level(png, 9);
    png_write_info(png, info);
    const int perByte = 8 / e.depth;
    for (int y = 0; y < picture.imageHeight; ++y) {
        picture.rows(y, *e.indices);
        std::fill(e.packed->begin(), e.packed->end(), png_byte{0});
        for (int x = 0; x < picture.imageWidth; ++x) {
            const int shift = 8 - e.depth * (x % perByte + 1);
            (*e.packed)[static_cast<std::size_t>(x / perByte)] |=
                static_cast<png_byte>((*e.indices)[static_cast<std::size_t>(x)] << shift);
        }
        png_write_row(png, e.packed->data());
    }
    png_write_end(png, nullptr);
    return true;
}

}  // namespace

std::string encodePng(const workbook::Picture& picture) {
    if (picture.palette.empty() || picture.palette.size() > 256 || picture.imageWidth <= 0 || picture.imageHeight <= 0) {
        throw std::logic_error("a picture needs a size and 1 to 256 colours");
    }
    std::string out;
    std::string reason;
    const int depth = bitDepthFor(picture.palette.size());
    std::vector<png_color> palette;
    for (const workbook::Colour c : picture.palette) {
        palette.push_back({static_cast<png_byte>(c >> 16), static_cast<png_byte>(c >> 8), static_cast<png_byte>(c)});
    }
    std::vector<std::uint8_t> indices;
    std::vector<png_byte> packed(static_cast<std::size_t>((picture.imageWidth * depth + 7) / 8));

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &reason, fail, warnNothing);
    if (png == nullptr) throw std::runtime_error("PNG: out of memory");
    png_infop info = png_create_info_struct(png);
    const bool written = info != nullptr && writeImage(png, info, {&picture, &out, &reason, &palette, &indices, &packed, depth});
    png_destroy_write_struct(&png, &info);
    if (!written) throw std::runtime_error("PNG: " + (reason.empty() ? std::string("out of memory") : reason));
    return out;
}

}  // namespace mazesheet::sheet
