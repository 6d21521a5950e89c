// SPDX-License-Identifier: MIT
#pragma once
// --poster: a maze printed over several sheets (page/poster.hpp). The
// value is parsed with the other options; `auto` is resolved once the
// maze's shape is known, before any output is claimed.
#include <string>
#include <vector>

#include "core/region.hpp"
#include "page/settings.hpp"
#include "render/writer.hpp"

namespace mazesheet::cli {

// --poster's value: COLSxROWS (each 1 to page::kMaxPosterSide), or auto.
struct PosterChoice {
    bool automatic = false;
    page::Poster sheets;
};
PosterChoice parsePoster(const std::string& text);

// Refuses a poster the other options cannot make: a format that does not
// print posters, several mazes a page, teaching mode.
void checkPoster(const render::Writer& writer, const page::PageSettings& settings, bool steps);

// The sheets: as given, or for auto the fewest that print the maze's cells
// at least settings.minLegibleMm wide (refused when none do).
page::Poster resolvePoster(const PosterChoice& choice, const core::Region& region, const page::PageSettings& settings);

// A format of one page a file writes a poster as a file per sheet:
// "maze.svg" is "maze-A1.svg", "maze-B1.svg", ... row by row.
std::vector<std::string> posterSheetPaths(const std::string& path, const page::Poster& poster);

}  // namespace mazesheet::cli
