// SPDX-License-Identifier: MIT
#include "shapes/picture_mask.hpp"

#include <png.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/errors.hpp"

namespace mazesheet::shapes {

using core::InputError;

namespace {

// Frees libpng's state however the reading ends (the simplified API keeps
// its own setjmp inside, so no longjmp crosses this code).
class Image {
public:
    Image() {
        image_.version = PNG_IMAGE_VERSION;
        image_.opaque = nullptr;
    }
    ~Image() { png_image_free(&image_); }
    Image(const Image&) = delete;
    Image& operator=(const Image&) = delete;

    png_image* operator->() { return &image_; }
    png_image* get() { return &image_; }
    // libpng's reason for the last failure.
    std::string reason() const { return image_.message[0] != '\0' ? image_.message : "unknown error"; }

private:
    png_image image_{};
};

constexpr std::size_t kSignature = 8;

void checkSignature(std::string_view png) {
    if (png.size() < kSignature || png_sig_cmp(reinterpret_cast<png_const_bytep>(png.data()), 0, kSignature) != 0) {
        throw InputError("mask", "is not a PNG picture (a .png mask must be a PNG file)");
    }
}

std::uint32_t bigEndian(std::string_view bytes, std::size_t at) {
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i) value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
    return value;
}

}  // namespace

std::uint64_t largestPictureFile(std::string_view header) {
    checkSignature(header);
    // IHDR: length, "IHDR", width, height, bit depth, colour type, ...
    if (header.size() < kPictureHeaderBytes || header.substr(12, 4) != "IHDR") {
        throw InputError("mask", "is a damaged PNG picture (it does not start with its IHDR header)");
    }
    const std::uint32_t width = bigEndian(header, 16);
    const std::uint32_t height = bigEndian(header, 20);
    const auto depth = static_cast<unsigned char>(header[24]);
    const auto colourType = static_cast<unsigned char>(header[25]);
    const unsigned channels = colourType == 2 ? 3 : colourType == 4 ? 2 : colourType == 6 ? 4 : 1;
    if (width == 0 || height == 0 || depth == 0 || depth > 16) {
        throw InputError("mask", "is a damaged PNG picture (its IHDR header is not valid)");
    }
    core::Region::checkMaskSize(width, height);
    // Each row: a filter byte and its pixels; interlacing's seven passes add
    // at most a filter byte each per row.
    const std::uint64_t rowBytes = 1 + (std::uint64_t{width} * depth * channels + 7) / 8;
    const std::uint64_t pixels = std::uint64_t{height} * rowBytes + 7 * std::uint64_t{height};
    return kPictureHeaderBytes + pixels + pixels / 8 + kPictureExtraBytes;
}

core::Region pictureMask(std::string_view png) {
    checkSignature(png);
    Image image;
    if (png_image_begin_read_from_memory(image.get(), png.data(), png.size()) == 0) {
        throw InputError("mask", "is a damaged PNG picture (libpng: " + image.reason() + ")");
    }
    const long long width = image->width;
    const long long height = image->height;
    core::Region::checkMaskSize(width, height);  // from the header, before the pixels take memory

    image->format = PNG_FORMAT_GRAY;
    image->flags |= PNG_IMAGE_FLAG_16BIT_sRGB;  // 16-bit pictures are sRGB like 8-bit ones (set after begin_read)
    std::vector<png_byte> grey(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    const png_color white{255, 255, 255};
    if (png_image_finish_read(image.get(), &white, grey.data(), 0, nullptr) == 0) {
        throw InputError("mask", "is a damaged or truncated PNG picture (libpng: " + image.reason() + ")");
    }

    core::BitVector dark(grey.size());
    for (std::size_t i = 0; i < grey.size(); ++i) {
        if (grey[i] < kDarkBelow) dark.set(i);
    }
    return core::Region::fromCells(width, height, std::move(dark),
                                   "dark pixels (grey under " + std::to_string(kDarkBelow) +
                                       " of 255, transparency counting as white)");
}

}  // namespace mazesheet::shapes
