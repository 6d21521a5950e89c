// SPDX-License-Identifier: MIT
#pragma once
// The .html format: one page, complete in itself, on which students solve
// the mazes on screen: with a finger, a pen, the mouse, the arrow keys or a
// screen reader. It holds the player (web/play.js and web/play.css, the
// web page's Play view) and each maze as its walls, doors and ends, and no
// more: the player works out every verdict from the walls, as a playable
// sheet's formulas do, so the file carries no answer. No network, no
// WebAssembly: it opens from a shared drive or an e-mail attachment. A
// class set holds every maze; the student chooses theirs by number.
#include <string>

#include "core/puzzle_source.hpp"
#include "render/writer.hpp"

namespace mazesheet::html {

// The .html format's row in the writers table.
const render::Writer& playPageWriter();

// A maze larger than this is too small to play on a screen cell by cell.
inline constexpr std::size_t kMaxPlayCells = 10'000;

// The data the player reads (JSON): the page's words, its settings and
// each maze's grid. What play.html carries in its data element.
std::string playData(core::PuzzleSource& puzzles, const render::RenderOptions& options);

}  // namespace mazesheet::html
