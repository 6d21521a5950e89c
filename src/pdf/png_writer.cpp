// SPDX-License-Identifier: MIT
#include "pdf/png_writer.hpp"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/numbers.hpp"
#include "page/draw.hpp"
#include "page/layout.hpp"
#include "page/maze_page.hpp"
#include "page/text_rules.hpp"
#include "pdf/module.hpp"
#include "render/key_record.hpp"

namespace mazesheet::pdf {

namespace {

// A PNG picture of the module's.
class Png : public ModuleDocument {
public:
    Png(render::Sink& sink, const render::RenderOptions& options, PictureFrame frame)
        : ModuleDocument(sink, [&](ByteSink bytes) {
              const std::string language(options.page.texts.language);
              const bool key = options.answers == render::Answers::KeyOnly && !options.page.answersFor.empty();
              const std::string keywords = key ? render::keyRecordText(options.page.answersFor) : "";
              const DocumentInfo info{options.page.textFont.c_str(), "", language.c_str(), keywords.c_str()};
              return cairoModule("PNG").openPng(bytes, info, frame);
          }) {}
};

page::WayDrawn wayFor(const render::RenderOptions& options) {
    return options.page.solutionPath == page::SolutionPath::Shade ? page::WayDrawn::Shade : page::WayDrawn::Line;
}

// White around the mazes alone, in points (1 mm): a door row without a door
// is thin, and a wall should not touch the picture's edge.
constexpr double kMazesMarginPt = 72 / 25.4;

// The page's mazes with what stands around each: its number and seed when
// several share the page, the door rows and ring columns where the doors'
// arrows and letters are, and a margin.
PictureFrame mazesFrame(const page::PageLayout& layout, double dpi) {
    double left = layout.paperWidthPt();
    double top = layout.paperHeightPt();
    double right = 0;
    double bottom = 0;
    for (const page::MazePlace& place : layout.mazes) {
        left = std::min(left, layout.colX(place.ringColLeft()));
        right = std::max(right, layout.colX(place.ringColRight() + 1));
        top = std::min(top, layout.rowY(place.labelRow >= 0 ? place.labelRow : place.doorRowAbove()));
        bottom = std::max(bottom, layout.rowY(place.doorRowBelow() + 1));
    }
    left = std::max(0.0, left - kMazesMarginPt);
    top = std::max(0.0, top - kMazesMarginPt);
    right = std::min(layout.paperWidthPt(), right + kMazesMarginPt);
    bottom = std::min(layout.paperHeightPt(), bottom + kMazesMarginPt);
    return {dpi, left, top, right - left, bottom - top};
}

// A corridor (a cell less its wall, or a passage block) narrower than this
// many pixels does not show as a way between walls.
constexpr double kMinCorridorPixels = 2;

// A note when the picture's corridors are too narrow to see at its resolution.
void noteCorridors(const page::PageLayout& layout, const render::RenderOptions& options,
                   std::vector<std::string>& warnings) {
    const double cell = layout.printedCellPt();
    // Walls at their narrowest (page::wallWidthPt) may be wider than a cell.
    const double corridorPt =
        options.page.style == page::Style::Blocks ? cell : std::max(0.0, cell - page::wallWidthPt(cell));
    const double pixels = corridorPt * options.picture.dpi / page::kPointsPerInch;
    if (pixels < kMinCorridorPixels) {
        warnings.push_back("the picture's corridors are " + core::fixedDecimal(pixels, 1) + " pixels wide at " +
                           std::to_string(options.picture.dpi) +
                           " dpi, too narrow to see: give it a higher resolution or a smaller maze");
    }
}

// As for a PDF page (pdf.cpp): past this many cells a page's maze prints
// under 0.2 mm a cell, two pixels at 300 dpi, and its walls alone take
// cairo hundreds of megabytes.
constexpr double kMaxPageCells = 1'000'000;

void check(const render::Request& request, std::vector<std::string>&) {
    const render::PictureOptions& picture = request.options.picture;
    if (picture.dpi < kMinDpi || picture.dpi > kMaxDpi) {
        throw core::InputError("dpi", "expected " + std::to_string(kMinDpi) + " to " + std::to_string(kMaxDpi) +
                                          " pixels an inch, got " + std::to_string(picture.dpi));
    }
    page::checkHeadingText(request.options.page.title, "title");
    const core::Region& region = request.region;
    // The room the picture takes in square cells: a circle's bounding box
    // of cells counts its outer ring's cells on every ring, far more than
    // the page draws.
    const core::GridExtent extent = core::gridExtent(region.grid(), region.width(), region.height());
    const double cells = extent.width * extent.height * static_cast<double>(page::mazesPerPage(request.options.page));
    if (cells > kMaxPageCells) {
        if (region.grid() == core::GridKind::Square) {
            throw core::InputError(region.input(), "a PNG picture holds at most 1,000,000 maze cells (1000x1000, a "
                                                   "cell under 0.2 mm, 2 pixels at 300 dpi); write a larger maze as "
                                                   ".xlsx, .svg or .txt");
        }
        throw core::InputError(region.input(), std::string("a PNG picture draws at most the room of 1000x1000 square "
                                                           "cells (a 500-ring circle; a cell under 0.2 mm, 2 pixels at "
                                                           "300 dpi); write a larger maze as ") +
                                                   (region.grid() == core::GridKind::Hex ? ".svg or .xlsx" : ".svg"));
    }
    cairoModule("PNG");  // a missing module is said before any file is written
}

// The first page: its first mazes (--per-page), the worksheet or, as an
// answer key, its answers.
void writePng(core::PuzzleSource& puzzles, const render::RenderOptions& options, render::Sink& sink,
              std::vector<std::string>& warnings) {
    const std::size_t onPage = std::min(puzzles.count(), page::mazesPerPage(options.page));
    std::vector<std::shared_ptr<const core::Puzzle>> held;
    std::vector<const core::Puzzle*> mazes;
    for (std::size_t k = 0; k < onPage; ++k) {
        held.push_back(puzzles.puzzle(k));
        mazes.push_back(held.back().get());
    }
    const page::WayDrawn way = wayFor(options);
    const page::MazePage layout = page::layoutMazePage(mazes, 0, puzzles.count(), options.page, way);
    page::noteLegibility(layout, mazes, options.page, warnings);
    noteCorridors(*layout.layout, options, warnings);
    const double dpi = options.picture.dpi;
    const PictureFrame frame = options.picture.mazeOnly ? mazesFrame(*layout.layout, dpi) : PictureFrame{dpi};
    Png png(sink, options, frame);
    const page::PageRole role =
        options.answers == render::Answers::KeyOnly ? page::PageRole::Answer : page::PageRole::Maze;
    page::drawMazePage(png.canvas(), layout, mazes, role, way, options.page);
    png.finish();
}

// The worksheet a PNG answer key records (its tEXt chunk, the last before
// IEND), or nullopt.
std::optional<std::string> answersFor(const render::FileReader& file) {
    constexpr std::string_view kEnd("\0\0\0\0IEND\xae\x42\x60\x82", 12);
    constexpr std::uint64_t kTail = 4096;  // the record and IEND: a few hundred bytes
    const std::uint64_t size = file.size();
    const std::uint64_t from = size - std::min(size, kTail);
    const auto tail = file.read(from, static_cast<std::size_t>(size - from));
    if (!tail || !tail->ends_with(kEnd)) return std::nullopt;
    const std::string marker = "tEXt" + std::string(kPngRecordKeyword) + '\0';
    const auto at = tail->rfind(marker);
    if (at == std::string::npos || at < 4) return std::nullopt;
    const auto byte = [&](std::size_t k) { return static_cast<std::uint32_t>(static_cast<unsigned char>((*tail)[k])); };
    const std::uint32_t length = byte(at - 4) << 24 | byte(at - 3) << 16 | byte(at - 2) << 8 | byte(at - 1);
    // The chunk (length, type, data, CRC) ends where IEND starts.
    if (at + 4 + std::uint64_t{length} + 4 != tail->size() - kEnd.size()) return std::nullopt;
    const std::size_t text = at + marker.size();
    return render::workbookOfRecord(std::string_view(*tail).substr(text, at + 4 + length - text));
}

}  // namespace

const render::Writer& pngWriter() {
    static const render::Writer writer{
        .name = "png",
        .noun = "picture",
        .description = ".png picture of one page at --dpi, or of its maze alone (--maze-only), for documents and slides",
        .extensions = {".png"},
        .maxPages = 1,
        .answerKey = true,
        .answersFor = answersFor,
        .facts = true,
        .grids = core::kEveryGrid,
        .picture = true,
        .check = check,
        .write = writePng,
    };
    return writer;
}

}  // namespace mazesheet::pdf
