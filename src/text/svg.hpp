#pragma once
#include <string>

#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "page/settings.hpp"

namespace mazesheet::text {

// A standalone SVG picture of the maze: walls as lines, start and finish
// filled, an optional title.
std::string svgPicture(const core::Puzzle& puzzle, const std::string& title);

// Teaching mode: one SVG that plays the carving, a frame per step
// (kFrameSeconds each, the last held kHoldSeconds, then from the start
// again) with SMIL animations of the frames' visibility. Above the heading
// band each frame is drawn as svgPicture draws a maze, cells filled with
// their step colours, so the last frame is the finished maze's picture; the
// band below says the step and the cells done, with the legend. A viewer
// that does not animate shows the last frame.
inline constexpr int kFrameSeconds = 1;
inline constexpr int kHoldSeconds = 3;
std::string svgAnimation(const core::Puzzle& puzzle, const core::CarvingSteps& steps, const std::string& title,
                         const page::PageSettings& settings);

}  // namespace mazesheet::text
