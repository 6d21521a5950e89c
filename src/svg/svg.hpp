// SPDX-License-Identifier: MIT
#pragma once
// The .svg format: one page of the page layout (page/draw.hpp) as an SVG
// picture the size of the paper, so it prints like the workbook and the
// PDF; with --steps, teaching mode's pages as an animation of one page.
#include <string>

#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "render/writer.hpp"

namespace mazesheet::svg {

// The .svg format's row in the writers table.
const render::Writer& svgWriter();

// The page of one maze as the writer draws it (a worksheet, or with
// options.answers == KeyOnly its answer page).
std::string svgPage(const core::Puzzle& puzzle, const render::RenderOptions& options);

// Teaching mode: one SVG that plays the carving, a frame per step
// (kFrameSeconds each, the last held kHoldSeconds, then from the start
// again) with SMIL animations of the frames' visibility. Each frame is the
// step's page; a viewer that does not animate shows the last frame, the
// finished maze.
inline constexpr int kFrameSeconds = 1;
inline constexpr int kHoldSeconds = 3;
std::string svgAnimation(const core::Puzzle& puzzle, const core::CarvingSteps& steps,
                         const render::RenderOptions& options);

}  // namespace mazesheet::svg
