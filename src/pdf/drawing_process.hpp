// SPDX-License-Identifier: MIT
#pragma once
// The PDF module runs in a process of its own. cairo, Pango and fontconfig
// are not written to survive running out of memory: under `ulimit -v`
// fontconfig crashes (SIGSEGV, SIGTRAP), stalls on a lock it never let go,
// or prints hundreds of "Fontconfig error" lines. So the program forks a
// drawing process on its first PDF (from the program as it is: the module
// is already loaded), which loads the fonts first, under a time limit,
// then replays each document's drawing calls, sent over a socket, on the
// module's document and sends the PDF's bytes back; the program writes
// them to the output. One drawing process serves every PDF of a run (a key
// beside its worksheet loads the fonts once). The program's signal
// handlers, temporary files and terminal stay its own. Whatever ends the
// drawing process, the program says it in one line and the run fails (exit
// 1), its temporary files removed as for any failure; the drawing
// process's standard output and error (fontconfig's messages) are read by
// the program and never shown.
//
// The drawing process touches nothing of the program's state but the
// module and the socket: it is forked from a process that may run other
// threads (the progress bar's ticker), so it takes no lock they may hold.
#include <sys/types.h>

#include <string>
#include <string_view>
#include <utility>

#include "page/draw.hpp"
#include "pdf/pdf_document.hpp"
#include "render/writer.hpp"

namespace mazesheet::pdf {

// What the drawing process needs of the module (found by pdf.cpp).
struct Module {
    OpenDocument open = nullptr;
    PrepareFonts prepareFonts = nullptr;
    std::string path;  // for messages
};

// A document's DocumentInfo, held by the program while it is sent.
struct DocumentStrings {
    std::string font;
    std::string title;
    std::string language;
    std::string keywords;
};

// How long the drawing process may take to load the fonts (fontconfig
// reading a large font collection without its caches takes seconds; a
// stalled one never ends).
inline constexpr unsigned kFontLoadSeconds = 120;

// A page::Canvas whose calls a drawing process draws into a PDF document,
// one document at a time.
class DrawingProcess final : public page::Canvas {
public:
    explicit DrawingProcess(Module module) : module_(std::move(module)) {}
    // Ends the drawing process if it still runs.
    ~DrawingProcess() override;
    DrawingProcess(const DrawingProcess&) = delete;
    DrawingProcess& operator=(const DrawingProcess&) = delete;

    // A new document written to `sink`, as `document` says (its text's
    // font and language, its title and keywords); starts the drawing
    // process if none runs. Throws std::runtime_error naming the sink if it
    // cannot be started.
    void open(render::Sink& sink, const DocumentStrings& document);
    // Throws the first failure so far: the sink's own (as it threw it), else
    // std::runtime_error("cannot write NAME: ...") for the module's or the
    // drawing process's. Waits until every call so far is drawn.
    void check();
    // Writes what is left of the document.
    void finish();
    // Drops a document left unfinished (a failure): the drawing process is
    // ended, and the next document starts another.
    void abandon() noexcept { stop(); }

    void beginPage(double width, double height) override;
    void endPage() override;
    void beginGrid(double x, double y, double cell, page::GridLines lines) override;
    void endGrid() override;
    void beginWindow(double dx, double dy, const page::Box& clip) override;
    void endWindow() override;
    void fillRect(double x, double y, double width, double height, page::Colour fill) override;
    void framedRect(double x, double y, double width, double height, page::Colour fill) override;
    void fillPolygon(std::span<const page::Point> points, page::Colour fill) override;
    void beginLines(double width, page::Colour colour) override;
    void line(double x0, double y0, double x1, double y1) override;
    void arc(double cx, double cy, double radius, double from, double to) override;
    void endLines() override;
    void polyline(std::span<const page::Point> points, double width, page::Colour colour) override;
    void text(page::Point at, std::string_view text, const page::TextStyle& style) override;

private:
    void start(const std::string& font);
    // Sends what is queued, handling the replies meanwhile, until `replies`
    // replies (kSynced, kFinished or kFailed) have come.
    void exchange(int replies);
    // Reads what the drawing process sent; false once it has ended.
    bool readReplies();
    void readErrors();
    [[noreturn]] void died();
    [[noreturn]] void failed();
    void stop() noexcept;
    std::string name() const;

    Module module_;
    render::Sink* sink_ = nullptr;
    std::string commands_;  // queued, not yet sent
    std::string received_;  // replies read, not yet handled
    std::string errors_;    // the last of its standard output and error
    std::string failure_;   // the module's first failure in this document
    int repliesSeen_ = 0;
    int socket_ = -1;
    int errorPipe_ = -1;
    pid_t child_ = -1;
};

}  // namespace mazesheet::pdf
