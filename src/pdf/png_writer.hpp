// SPDX-License-Identifier: MIT
#pragma once
// The .png format: the first page of the page layout as a picture, drawn by
// the PDF's own drawing (the cairo module, pdf_document.hpp) at
// RenderOptions::picture's resolution (300 dpi: an A4 page is 2480x3508
// pixels), or only its mazes with their doors (PictureOptions::mazeOnly).
// An answer key is a picture of its own (--answers key.png). The same
// request gives the same bytes (png_picture.cpp says how).
#include "render/writer.hpp"

namespace mazesheet::pdf {

// The .png format's row in the writers table.
const render::Writer& pngWriter();

// The resolutions a picture may have, in pixels an inch: at the most an A4
// or Letter page is some 35 million pixels (140 MB to draw).
inline constexpr int kMinDpi = 50;
inline constexpr int kMaxDpi = 600;

}  // namespace mazesheet::pdf
