// SPDX-License-Identifier: MIT
#include "poster.hpp"

#include <cctype>

#include "capabilities.hpp"
#include "core/errors.hpp"
#include "page/grid_drawing.hpp"
#include "page/layout.hpp"
#include "page/poster.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

std::string range() { return "1 to " + std::to_string(page::kMaxPosterSide); }

}  // namespace

PosterChoice parsePoster(const std::string& text) {
    std::string lowered;
    for (const char c : text) lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lowered == "auto") return {true, {}};
    const auto x = lowered.find('x');
    const auto number = [&](std::string_view digits) {
        int value = 0;
        if (digits.empty() || digits.size() > 3) return -1;
        for (const char c : digits) {
            if (c < '0' || c > '9') return -1;
            value = value * 10 + (c - '0');
        }
        return value;
    };
    const int across = x == std::string::npos ? -1 : number(std::string_view(lowered).substr(0, x));
    const int down = x == std::string::npos ? -1 : number(std::string_view(lowered).substr(x + 1));
    if (across < 0 || down < 0) {
        throw InputError("poster", "expected COLSxROWS sheets such as 3x3, or auto, got '" + text + "'");
    }
    if (across < 1 || down < 1 || across > page::kMaxPosterSide || down > page::kMaxPosterSide) {
        throw InputError("poster", "expected " + range() + " sheets across and down, got '" + text + "'");
    }
    return {false, {across, down}};
}

void checkPoster(const render::Writer& writer, const page::PageSettings& settings, bool steps) {
    requireCapability(writer, "poster", kPrintsPosters,
                      "a " + std::string(writer.noun) +
                          " cannot print a maze as a poster's sheets, with their overlap, cut marks and names");
    if (settings.mazesPerPage > 1) throw InputError("poster", "prints one maze over several sheets; leave out --per-page");
    if (steps) throw InputError("poster", "prints the finished maze; teaching mode (--steps) prints a page per step");
}

page::Poster resolvePoster(const PosterChoice& choice, const core::Region& region, const page::PageSettings& settings) {
    if (!choice.automatic) return choice.sheets;
    const page::GridSize grid = page::mazeGridSize(region, settings.style);
    const page::Poster poster = page::legiblePoster(grid.cols, grid.rows, settings, settings.minLegibleMm);
    if (poster.across == 0) {
        throw InputError("poster", "even " + std::to_string(page::kMaxPosterSide) + "x" +
                                       std::to_string(page::kMaxPosterSide) + " sheets print the cells under " +
                                       std::to_string(static_cast<int>(settings.minLegibleMm)) +
                                       " mm; give the sheets (COLSxROWS) or try a smaller maze");
    }
    return poster;
}

std::vector<std::string> posterSheetPaths(const std::string& path, const page::Poster& poster) {
    const auto slash = path.rfind('/');
    const auto dot = path.rfind('.');
    const bool extension = dot != std::string::npos && (slash == std::string::npos || dot > slash);
    const std::string stem = extension ? path.substr(0, dot) : path;
    const std::string tail = extension ? path.substr(dot) : "";
    std::vector<std::string> paths;
    for (int row = 0; row < poster.down; ++row) {
        for (int col = 0; col < poster.across; ++col) paths.push_back(stem + "-" + page::posterSheetName(col, row) + tail);
    }
    return paths;
}

}  // namespace mazesheet::cli
