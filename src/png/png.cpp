// SPDX-License-Identifier: MIT
#include "png/png.hpp"

#include <png.h>

#include <algorithm>
#include <bit>
#include <csetjmp>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace mazesheet::png {

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

[[maybe_unused]] constexpr std::uint64_t byteSwapped(std::uint64_t v) {  // unused where little-endian (clang)
    std::uint64_t out = 0;
    for (int i = 0; i < 8; ++i) out = (out << 8) | ((v >> (8 * i)) & 0xFF);
    return out;
}

// The fewest bits per pixel that hold every palette index.
int bitDepthFor(std::size_t colours) {
    if (colours <= 2) return 1;
    if (colours <= 4) return 2;
    if (colours <= 16) return 4;
    return 8;
}

// Packs palette indices `depth` bits each into `packed`, the first pixel in
// a byte's high bits (PNG's order).
void pack(const std::vector<std::uint8_t>& indices, int depth, std::vector<png_byte>& packed) {
    std::fill(packed.begin(), packed.end(), png_byte{0});
    std::size_t x = 0;
    if (depth == 1) {
        // Eight pixels of 0 or 1 a byte each, gathered in one multiply: the
        // byte at 8i lands on bit 63 - i, and no other product reaches the
        // top byte or carries into it.
        for (; x + 8 <= indices.size(); x += 8) {
            std::uint64_t eight = 0;
            std::memcpy(&eight, indices.data() + x, 8);
            if constexpr (std::endian::native == std::endian::big) eight = byteSwapped(eight);
            packed[x / 8] = static_cast<png_byte>(((eight & 0x0101010101010101ULL) * 0x8040201008040201ULL) >> 56);
        }
    }
    const std::size_t perByte = static_cast<std::size_t>(8 / depth);
    for (; x < indices.size(); ++x) {
        const auto shift = static_cast<unsigned>(8 - depth * static_cast<int>(x % perByte + 1));
        packed[x / perByte] = static_cast<png_byte>(packed[x / perByte] | (indices[x] << shift));
    }
}

// What encodePng prepares; the libpng calls run in writeImage, whose only
// locals are plain values, because setjmp and C++ objects do not mix.
struct Encoding {
    const PaletteImage* image;
    std::string* out;
    std::string* reason;
    std::vector<png_color>* palette;
    std::vector<std::uint8_t>* indices;
    std::vector<png_byte>* packed;
    int depth;
};

[[gnu::noinline]] bool writeImage(png_structp png, png_infop info, const Encoding& e) {
    if (setjmp(png_jmpbuf(png)) != 0) return false;
    const PaletteImage& image = *e.image;
    png_set_write_fn(png, e.out, appendBytes, flushNothing);
    png_set_IHDR(png, info, static_cast<png_uint_32>(image.width), static_cast<png_uint_32>(image.height),
                 e.depth, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    png_set_PLTE(png, info, e.palette->data(), static_cast<int>(e.palette->size()));
    png_byte transparent = 0;
    png_set_tRNS(png, info, &transparent, 1, nullptr);
    // Cheap compression: rows come in runs of equal rows, which deflate's
    // fastest levels find (a run is a copy of the row before). Level 2 with
    // no filter took the fewest instructions of levels 1-9, filters None and
    // Up and the RLE strategy (a 100x100 answer key: 4 M instead of 286 M at
    // level 9), for files about a quarter larger.
    png_set_compression_level(png, 2);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_write_info(png, info);
    for (int y = 0; y < image.height;) {
        // A run of equal rows is packed once.
        const int run = std::clamp(image.rows(y, *e.indices), 1, image.height - y);
        pack(*e.indices, e.depth, *e.packed);
        for (int k = 0; k < run; ++k) png_write_row(png, e.packed->data());
        y += run;
    }
    png_write_end(png, nullptr);
    return true;
}

}  // namespace

std::string encodePng(const PaletteImage& image) {
    if (image.palette.empty() || image.palette.size() > 256 || image.width <= 0 || image.height <= 0) {
        throw std::logic_error("a picture needs a size and 1 to 256 colours");
    }
    std::string out;
    std::string reason;
    const int depth = bitDepthFor(image.palette.size());
    std::vector<png_color> palette;
    for (const std::uint32_t c : image.palette) {
        palette.push_back({static_cast<png_byte>(c >> 16), static_cast<png_byte>(c >> 8), static_cast<png_byte>(c)});
    }
    std::vector<std::uint8_t> indices;
    std::vector<png_byte> packed(static_cast<std::size_t>((image.width * depth + 7) / 8));

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &reason, fail, warnNothing);
    if (png == nullptr) throw std::runtime_error("PNG: out of memory");
    png_infop info = png_create_info_struct(png);
    const bool written = info != nullptr && writeImage(png, info, {&image, &out, &reason, &palette, &indices, &packed, depth});
    png_destroy_write_struct(&png, &info);
    if (!written) throw std::runtime_error("PNG: " + (reason.empty() ? std::string("out of memory") : reason));
    return out;
}

}  // namespace mazesheet::png
