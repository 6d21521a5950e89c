// SPDX-License-Identifier: MIT
#pragma once
// The .pdf format: each page of the page layout (page/draw.hpp) as a vector
// PDF page drawn with cairo: a page per worksheet (several mazes on one
// with --per-page), an answer key as its own PDF (--answers key.pdf), with
// --steps a page per step. Text is set with Pango in the font the settings
// name (fontconfig's match, with fallbacks for any script), embedded as
// subsets. The same request gives the same bytes: the document's dates are
// fixed and nothing depends on the time, the time zone or the locale.
// cairo and Pango are in a module loaded on the first PDF
// (pdf_document.hpp); without it the row's check says where it is missing.
#include "render/writer.hpp"

namespace mazesheet::pdf {

// The .pdf format's row in the writers table.
const render::Writer& pdfWriter();

}  // namespace mazesheet::pdf
