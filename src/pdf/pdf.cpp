// SPDX-License-Identifier: MIT
#include "pdf/pdf.hpp"

#include <dlfcn.h>

#include <exception>
#include <filesystem>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "page/draw.hpp"
#include "page/maze_page.hpp"
#include "page/poster.hpp"
#include "page/step_pages.hpp"
#include "page/text_rules.hpp"
#include "page/texts.hpp"
#include "pdf/pdf_document.hpp"

namespace mazesheet::pdf {

namespace {

constexpr const char* kModuleName = "mazesheet-pdf.so";

// The module: beside the program (the build tree), where `cmake --install`
// puts it relative to the program, or where this build made it (tests and
// other programs of the build tree).
std::vector<std::filesystem::path> moduleCandidates() {
    std::vector<std::filesystem::path> candidates;
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const std::filesystem::path folder = program.parent_path();
        candidates.push_back(folder / kModuleName);
        candidates.push_back((folder / MAZESHEET_PDF_MODULE_FROM_PROGRAM / kModuleName).lexically_normal());
    }
    candidates.emplace_back(MAZESHEET_PDF_MODULE_BUILT);
    return candidates;
}

OpenDocument loadModule() {
    const std::vector<std::filesystem::path> candidates = moduleCandidates();
    std::filesystem::path tried;
    for (const std::filesystem::path& candidate : candidates) {
        std::error_code error;
        if (std::filesystem::exists(candidate, error)) {
            tried = candidate;
            break;
        }
    }
    // None there: the message names where an installed program looks.
    if (tried.empty()) tried = candidates.size() > 1 ? candidates[1] : candidates.front();
    const auto missing = [&](const std::string& why) {
        return std::runtime_error("PDF output needs " + tried.string() + ": " + why);
    };
    void* module = dlopen(tried.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (module == nullptr) {
        std::string why = dlerror();  // "PATH: what is wrong"
        if (why.starts_with(tried.string() + ": ")) why.erase(0, tried.string().size() + 2);
        throw missing(why);
    }
    // Kept loaded for the rest of the run: cairo and fontconfig keep caches.
    const auto version = reinterpret_cast<ModuleVersion>(dlsym(module, kModuleVersionSymbol));
    const auto open = reinterpret_cast<OpenDocument>(dlsym(module, kOpenDocumentSymbol));
    if (version == nullptr || open == nullptr) throw missing("not a mazesheet PDF module");
    if (std::string_view(version()) != MAZESHEET_VERSION) {
        throw missing(std::string("it belongs to mazesheet ") + version() + ", not " + MAZESHEET_VERSION);
    }
    return open;
}

// Loaded once, on the first PDF; a failure is thrown again on each try.
OpenDocument documentOpener() {
    static const OpenDocument open = loadModule();
    return open;
}

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
    static bool write(void* closure, const char* bytes, std::size_t size) noexcept {
        auto* self = static_cast<Writing*>(closure);
        try {
            self->sink_.write({bytes, size});
            return true;
        } catch (...) {
            self->failure_ = std::current_exception();
            return false;
        }
    }

    render::Sink& sink_;
    std::exception_ptr failure_;
};

// A document of the module's, and the checks after each page.
class Pdf {
public:
    Pdf(render::Sink& sink, const std::string& font, const std::string& title) : writing_(sink) {
        document_.reset(documentOpener()(writing_.byteSink(), font.c_str(), title.c_str()));
        if (!document_) throw std::bad_alloc();
    }
    page::Canvas& canvas() { return *document_; }
    // Throws the first failure so far: the sink's own, else cairo's.
    void check() const {
        writing_.rethrow();
        if (*document_->failure() != '\0') throw std::runtime_error(document_->failure());
    }
    void finish() {
        document_->finish();
        check();
    }

private:
    Writing writing_;
    std::unique_ptr<Document> document_;
};

page::WayDrawn wayFor(const render::RenderOptions& options) {
    return options.page.solutionPath == page::SolutionPath::Shade ? page::WayDrawn::Shade : page::WayDrawn::Line;
}

std::string documentTitle(const render::RenderOptions& options) {
    const std::string title = page::titleOf(options.page);
    return options.answers == render::Answers::KeyOnly ? title + " (answers)" : title;
}

// cairo records a whole page before it writes it, about 130 bytes a maze
// cell (measured: 28 MB at 300x300, 158 MB at 1000x1000): a page holds at
// most the cells that print kMinPrintedCellMm wide (some 400,000 on A4),
// a poster's sheet its tile's.
void check(const render::Request& request, std::vector<std::string>&) {
    page::checkHeadingText(request.options.page.title, "title");
    const page::PageSettings& settings = request.options.page;
    const page::GridSize grid = page::gridSize(request.region.width(), request.region.height(), settings.style);
    page::checkPassagesPrint(grid.cols, grid.rows, settings, request.region.input());
    documentOpener();  // a missing module is said before any file is written
}

// A page per worksheet page; a PDF has no hidden pages, so it holds the
// answers only as an answer key of its own.
void writePdf(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>& warnings) {
    Pdf pdf(sink, options.page.textFont, documentTitle(options));
    const page::PageRole role =
        options.answers == render::Answers::KeyOnly ? page::PageRole::Answer : page::PageRole::Maze;
    const page::WayDrawn way = wayFor(options);
    const std::size_t count = puzzles.count();
    const std::size_t perPage = page::mazesPerPage(options.page);
    for (std::size_t first = 0; first < count; first += perPage) {
        std::vector<std::shared_ptr<const core::Puzzle>> held;
        std::vector<const core::Puzzle*> mazes;
        for (std::size_t k = first; k < std::min(count, first + perPage); ++k) {
            held.push_back(puzzles.puzzle(k));
            mazes.push_back(held.back().get());
        }
        const page::MazePage layout = page::layoutMazePage(mazes, first, count, options.page, way);
        page::noteLegibility(layout, mazes, options.page, warnings);
        page::drawMazePage(pdf.canvas(), layout, mazes, role, way, options.page);
        pdf.check();
        if (options.progress != nullptr) {
            options.progress->advance(static_cast<double>(first + mazes.size()), static_cast<double>(count));
        }
    }
    pdf.finish();
}

// Teaching mode: a page per step, then the finished maze's page.
void writeStepsPdf(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const render::RenderOptions& options,
                   render::Sink& sink, std::vector<std::string>&) {
    Pdf pdf(sink, options.page.textFont, documentTitle(options));
    const page::StepPages pages = page::layoutStepPages(puzzle, steps, options.page);
    page::drawStepPages(pdf.canvas(), puzzle, steps, pages, options.page);
    pdf.check();
    const core::Puzzle* mazes[] = {&puzzle};
    const page::WayDrawn way = wayFor(options);
    page::drawMazePage(pdf.canvas(), page::layoutMazePage(mazes, 0, 1, options.page, way), mazes, page::PageRole::Maze,
                       way, options.page);
    pdf.finish();
}

}  // namespace

const render::Writer& pdfWriter() {
    static const render::Writer writer{
        .name = "pdf",
        .noun = "PDF",
        .description = ".pdf pages ready to print: a page per maze (--per-page: several), answers only as --answers key.pdf",
        .extensions = {".pdf"},
        .answerKey = true,
        .facts = true,
        .poster = true,
        .check = check,
        .write = writePdf,
        .writeSteps = writeStepsPdf,
    };
    return writer;
}

}  // namespace mazesheet::pdf
