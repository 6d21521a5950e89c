// SPDX-License-Identifier: MIT
#pragma once
// The boundary between the .pdf and .png writers, which are part of the
// program, and the module that draws with cairo and Pango (mazesheet-pdf.so,
// loaded only when a PDF or a PNG is written: cairo, Pango and fontconfig
// bring some forty shared libraries that every other run would load and
// relocate for nothing).
// No exception crosses it: the program and the module may each have their
// own C++ runtime (the program links libstdc++ in). The module reports a
// failure through failure(), and writes through a plain callback.
#include <cstddef>

#include "page/draw.hpp"

namespace mazesheet::pdf {

// Where the document's bytes go; `write` returns false when they could not
// be written (the program keeps the reason), and the module stops writing.
struct ByteSink {
    void* closure = nullptr;
    bool (*write)(void* closure, const char* bytes, std::size_t size) noexcept = nullptr;
};

// A PDF document drawn page by page (a PDF page per Canvas page), or a PNG
// picture of one page. Its drawing calls never throw: after a failure they do nothing, and failure()
// says what went wrong.
class Document : public page::Canvas {
public:
    // The first failure so far ("cairo could not draw it: out of memory"), or "".
    virtual const char* failure() const noexcept = 0;
    // Writes what is left of the document.
    virtual void finish() noexcept = 0;
};

// The module's exports, found by name with dlsym.
inline constexpr const char* kOpenDocumentSymbol = "mazesheet_pdf_open";
inline constexpr const char* kOpenPictureSymbol = "mazesheet_png_open";
inline constexpr const char* kModuleVersionSymbol = "mazesheet_pdf_version";
inline constexpr const char* kPrepareFontsSymbol = "mazesheet_pdf_prepare_fonts";
// Loads fontconfig's configuration and caches and Pango's font map, and
// finds `font`, before any document: what fails or stalls for want of
// memory or a broken configuration does so here, at a known moment.
// Returns "" or why it failed ("fontconfig could not load ...").
using PrepareFonts = const char* (*)(const char* font) noexcept;
// What a document says of itself and how it sets its text.
struct DocumentInfo {
    const char* font = "";      // the pages' text font
    const char* title = "";     // the document's title
    const char* language = "";  // the pages' language (ISO 639-1), for shaping their text
    const char* keywords = "";  // "" for none: an answer key's record (render/key_record.hpp)
};

// A new document writing to `sink`; null when it cannot be made (no memory).
using OpenDocument = Document* (*)(ByteSink sink, const DocumentInfo& info) noexcept;
// What a PNG picture shows of its page, and how finely.
struct PictureFrame {
    double dpi = 300;
    // The part of the page shown, in points from its top-left corner; a
    // width of 0 shows the whole page. The picture's pixels are whole
    // pixels of the page's own grid at `dpi`: a part of the page is the same
    // pixels as in the page's picture.
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
};
// The tEXt keyword under which a PNG answer key keeps its record
// (render/key_record.hpp).
inline constexpr char kPngRecordKeyword[] = "Keywords";
// A picture of one page (the first Canvas page; a second fails) written to
// `sink` as PNG when finished, its text as `info` says (a picture has no
// title; its keywords, an answer key's record, go in a tEXt chunk); null
// when it cannot be made (no memory).
using OpenPicture = Document* (*)(ByteSink sink, const DocumentInfo& info, PictureFrame frame) noexcept;
// The version of mazesheet the module was built with: the program uses only
// a module of its own version, whose classes are laid out as its own.
using ModuleVersion = const char* (*)() noexcept;

}  // namespace mazesheet::pdf
