// SPDX-License-Identifier: MIT
#pragma once
// The program's side of the cairo module (mazesheet-pdf.so,
// pdf_document.hpp): found and loaded on the first PDF or PNG, and a
// document of the module's wrapped so that failures come back as
// exceptions on this side.
#include <exception>
#include <memory>
#include <string>
#include <string_view>

#include "page/draw.hpp"
#include "pdf/pdf_document.hpp"
#include "render/writer.hpp"

namespace mazesheet::pdf {

// The module's entry points, loaded once; throws std::runtime_error ("PDF
// output needs PATH: what is wrong", for `format` "PDF") when it is missing
// or not this version's. A writer's check calls it, so that this is said
// before any file is written.
struct ModuleEntries {
    OpenDocument openPdf = nullptr;
    OpenPicture openPng = nullptr;
    PrepareFonts prepareFonts = nullptr;
    std::string path;  // for messages
};
const ModuleEntries& cairoModule(std::string_view format);

// The writer's sink as the module's ByteSink: what it throws is kept here
// and thrown again on the program's side.
class Writing {
public:
    explicit Writing(render::Sink& sink) : sink_(sink) {}
    ByteSink byteSink() { return {this, write}; }
    void rethrow() const {
        if (failure_) std::rethrow_exception(failure_);
    }

private:
    static bool write(void* closure, const char* bytes, std::size_t size) noexcept;

    render::Sink& sink_;
    std::exception_ptr failure_;
};

// A document of the module's, and the checks after each page.
class ModuleDocument {
public:
    // `open` makes the module's document writing to the given sink.
    template <typename Open>
    ModuleDocument(render::Sink& sink, Open open) : writing_(sink) {
        document_.reset(open(writing_.byteSink()));
        if (!document_) throw std::bad_alloc();
    }
    page::Canvas& canvas() { return *document_; }
    // Throws the first failure so far: the sink's own, else the module's.
    void check() const;
    void finish();

private:
    Writing writing_;
    std::unique_ptr<Document> document_;
};

}  // namespace mazesheet::pdf
