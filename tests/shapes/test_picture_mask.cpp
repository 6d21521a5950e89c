// SPDX-License-Identifier: MIT
// Picture masks: PNG pixels to cells, "dark" at the documented threshold,
// transparency on white, and errors for pictures that are not PNG, damaged,
// too large, blank or in pieces. (Every PNG colour type and bit depth is
// exercised through the command line in tests/cli/test_shapes.py.)
#include <png.h>
#include <zlib.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "shapes/picture_mask.hpp"

using namespace mazesheet;
using mazesheet::shapes::pictureMask;

namespace {

// A PNG written by libpng's simplified API from 8-bit samples.
std::string encode(int width, int height, png_uint_32 format, const std::vector<png_byte>& samples) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = format;
    png_alloc_size_t size = 0;
    REQUIRE(png_image_write_to_memory(&image, nullptr, &size, 0, samples.data(), 0, nullptr) != 0);
    std::string out(size, '\0');
    REQUIRE(png_image_write_to_memory(&image, out.data(), &size, 0, samples.data(), 0, nullptr) != 0);
    out.resize(size);
    return out;
}

std::string grey(int width, int height, const std::vector<png_byte>& levels) {
    return encode(width, height, PNG_FORMAT_GRAY, levels);
}

// The 0/1 picture of a region, row by row.
std::string cells(const core::Region& r) {
    std::string out;
    for (int row = 0; row < r.height(); ++row) {
        for (int col = 0; col < r.width(); ++col) out += r.contains(col, row) ? '#' : '.';
        out += '\n';
    }
    return out;
}

// Replaces the IHDR's width and height (and its CRC) in a PNG's bytes.
std::string withHeaderSize(std::string png, std::uint32_t width, std::uint32_t height) {
    const auto put = [&](std::size_t at, std::uint32_t v) {
        for (int k = 0; k < 4; ++k) png[at + static_cast<std::size_t>(k)] = static_cast<char>(v >> (24 - 8 * k));
    };
    put(16, width);
    put(20, height);
    const auto crc = crc32(0, reinterpret_cast<const Bytef*>(png.data() + 12), 17);  // "IHDR" and its 13 bytes
    put(29, static_cast<std::uint32_t>(crc));
    return png;
}

}  // namespace

TEST_CASE("pictures: one pixel per cell, grey levels under 128 are cells", "[picture]") {
    const core::Region r = pictureMask(grey(4, 3, {0, 127, 128, 255,  //
                                                   255, 60, 200, 255,  //
                                                   255, 0, 10, 20}));
    CHECK(r.width() == 4);
    CHECK(r.height() == 3);
    CHECK(cells(r) == "##..\n.#..\n.###\n");
    CHECK(std::string(r.input()) == "mask");
}

TEST_CASE("pictures: transparency counts as white, colours by their grey level", "[picture]") {
    // The pixels under test on the first row; an opaque black second row joins the cells into one piece.
    // Grey + alpha: opaque black, transparent black, opaque white, black at 40 % opacity.
    const core::Region ga = pictureMask(encode(4, 2, PNG_FORMAT_GA, {0, 255, 0, 0, 255, 255, 0, 100,  //
                                                                     0, 255, 0, 255, 0, 255, 0, 255}));
    CHECK(cells(ga) == "#...\n####\n");
    // RGBA: dark blue, pure green (light), transparent black, opaque dark red.
    const core::Region rgba = pictureMask(encode(4, 2, PNG_FORMAT_RGBA,
                                                 {0, 0, 160, 255, 0, 255, 0, 255, 0, 0, 0, 0, 120, 0, 0, 255,  //
                                                  0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255}));
    CHECK(cells(rgba) == "#..#\n####\n");
}

TEST_CASE("pictures: bad files are refused with a clear reason", "[picture]") {
    const std::string good = grey(3, 2, {0, 0, 0, 255, 0, 255});
    REQUIRE(pictureMask(good).cellCount() == 4);
    CHECK_THROWS_WITH(pictureMask("GIF89a..."), Catch::Equals("mask: is not a PNG picture (a .png mask must be a PNG file)"));
    CHECK_THROWS_WITH(pictureMask(""), Catch::Contains("is not a PNG picture"));
    CHECK_THROWS_WITH(pictureMask(good.substr(0, 30)), Catch::StartsWith("mask: is a damaged"));
    CHECK_THROWS_WITH(pictureMask(good.substr(0, good.size() - 20)), Catch::Contains("truncated"));
    std::string corrupt = good;
    corrupt[20] = '\x7f';  // the height, without fixing the CRC
    CHECK_THROWS_WITH(pictureMask(corrupt), Catch::StartsWith("mask: is a damaged PNG picture (libpng: "));
    // Over the core's limits: refused from the header (the pixel data here is far too short to be read).
    CHECK_THROWS_WITH(pictureMask(withHeaderSize(good, 20'000, 20'000)),
                      Catch::Equals("mask: 20000x20000 is too large: at most 100000000 cells and 1048576 per side"));
    CHECK_THROWS_WITH(pictureMask(grey(2, 2, {255, 200, 128, 255})),
                      Catch::Equals("mask: has no maze cells: mark cells with dark pixels (grey under 128 of 255, "
                                    "transparency counting as white)"));
    CHECK_THROWS_WITH(pictureMask(grey(3, 1, {0, 255, 0})), Catch::Contains("2 separate regions"));
}

TEST_CASE("pictures: the header says how large the file may be", "[picture]") {
    using shapes::largestPictureFile;
    const std::string good = grey(3, 2, {0, 0, 0, 255, 0, 255});
    const std::string header = good.substr(0, shapes::kPictureHeaderBytes);
    // 8-bit grey: a filter byte and 3 bytes a row, interlacing's filter bytes, an eighth more.
    const std::uint64_t pixels = 2 * (1 + 3) + 7 * 2;
    CHECK(largestPictureFile(header) == shapes::kPictureHeaderBytes + pixels + pixels / 8 + shapes::kPictureExtraBytes);
    CHECK(largestPictureFile(header) >= good.size());
    // 1000 x 1000 RGBA, 16 bits a sample: 8 bytes a pixel.
    std::string rgba16 = withHeaderSize(good, 1000, 1000);
    rgba16[24] = 16;
    rgba16[25] = 6;
    CHECK(largestPictureFile(rgba16.substr(0, shapes::kPictureHeaderBytes)) >= 8'000'000 + shapes::kPictureExtraBytes);
    // Refused from the header alone, before the rest of the file is read.
    CHECK_THROWS_WITH(largestPictureFile(withHeaderSize(good, 20'000, 20'000).substr(0, shapes::kPictureHeaderBytes)),
                      Catch::Contains("20000x20000 is too large"));
    CHECK_THROWS_WITH(largestPictureFile("GIF89a..."), Catch::Contains("is not a PNG picture"));
    CHECK_THROWS_WITH(largestPictureFile(header.substr(0, 20)), Catch::Contains("damaged"));
    CHECK_THROWS_WITH(largestPictureFile(withHeaderSize(good, 0, 5).substr(0, shapes::kPictureHeaderBytes)),
                      Catch::Contains("damaged"));
}
