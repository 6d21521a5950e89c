#include "shapes/picture_mask.hpp"

#include <png.h>

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

}  // namespace

core::Region pictureMask(std::string_view png) {
    constexpr std::size_t kSignature = 8;
    if (png.size() < kSignature || png_sig_cmp(reinterpret_cast<png_const_bytep>(png.data()), 0, kSignature) != 0) {
        throw InputError("mask", "is not a PNG picture (a .png mask must be a PNG file)");
    }
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
