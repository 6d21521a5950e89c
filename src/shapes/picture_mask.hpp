// SPDX-License-Identifier: MIT
#pragma once
// A maze mask from a PNG picture: one pixel per cell, dark pixels are cells.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/region.hpp"

namespace mazesheet::shapes {

// A pixel is dark when its grey level is under this, of 255: libpng turns
// every PNG (grey, colour, palette, 1- to 16-bit, with or without alpha or
// interlacing) into 8-bit sRGB grey, compositing transparency on white, so
// "dark" means darker than mid-grey as the picture looks on a white page.
// 16-bit pictures are read as sRGB like 8-bit ones.
inline constexpr int kDarkBelow = 128;

// A PNG file's first bytes: its signature and IHDR chunk (the size and
// pixel format), what largestPictureFile needs.
inline constexpr std::size_t kPictureHeaderBytes = 33;

// Ancillary chunks a picture may carry besides its pixels (colour profiles,
// text, Exif): far more than editors write, far less than a runaway file.
inline constexpr std::uint64_t kPictureExtraBytes = 16 * 1024 * 1024;

// The most bytes a PNG file whose first kPictureHeaderBytes are `header`
// may take as a mask: its pixels uncompressed and filtered, an eighth more
// (deflate's and the chunks' overhead), and kPictureExtraBytes. Refuses a
// picture over the mask size limits from the header alone. Throws
// core::InputError("mask") for a header that is not a PNG's.
std::uint64_t largestPictureFile(std::string_view header);

// The region of a PNG file's bytes. Throws core::InputError("mask") for
// bytes that are not a PNG, a damaged or truncated PNG, a picture over the
// mask size limits (refused from its header, before any pixel memory is
// taken), one without dark pixels, or dark pixels in several pieces.
core::Region pictureMask(std::string_view png);

}  // namespace mazesheet::shapes
