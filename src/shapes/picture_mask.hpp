#pragma once
// A maze mask from a PNG picture: one pixel per cell, dark pixels are cells.
#include <string_view>

#include "core/region.hpp"

namespace mazesheet::shapes {

// A pixel is dark when its grey level is under this, of 255: libpng turns
// every PNG (grey, colour, palette, 1- to 16-bit, with or without alpha or
// interlacing) into 8-bit sRGB grey, compositing transparency on white, so
// "dark" means darker than mid-grey as the picture looks on a white page.
// 16-bit pictures are read as sRGB like 8-bit ones.
inline constexpr int kDarkBelow = 128;

// The region of a PNG file's bytes. Throws core::InputError("mask") for
// bytes that are not a PNG, a damaged or truncated PNG, a picture over the
// mask size limits (refused from its header, before any pixel memory is
// taken), one without dark pixels, or dark pixels in several pieces.
core::Region pictureMask(std::string_view png);

}  // namespace mazesheet::shapes
