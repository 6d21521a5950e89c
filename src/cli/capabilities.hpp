// SPDX-License-Identifier: MIT
#pragma once
// What an option needs of the output's format, read from the writers
// table's rows: one check and one message for every option that needs
// one ("--playable: needs an --output that can hold formulas (.xlsx), not
// svg"). A new capability is its row field (render/writer.hpp) and a line
// here.
#include <string>
#include <string_view>

#include "core/grid.hpp"
#include "writers/writers.hpp"

namespace mazesheet::cli {

struct Capability {
    std::string_view what;  // completes "needs an --output that ...": "can carry answers"
    bool (*has)(const render::Writer& writer);
};

inline constexpr Capability kCarriesAnswers{"can carry answers", [](const render::Writer& w) { return w.answerKey; }};
inline constexpr Capability kHoldsFormulas{"can hold formulas", [](const render::Writer& w) { return w.playable; }};
inline constexpr Capability kShowsFacts{"shows facts", [](const render::Writer& w) { return w.facts; }};
inline constexpr Capability kPrintsPosters{"prints posters", [](const render::Writer& w) { return w.poster; }};
inline constexpr Capability kDrawsPixels{"is drawn in pixels", [](const render::Writer& w) { return w.picture; }};
inline constexpr Capability kPlaysOnScreen{"is played on screen",
                                            [](const render::Writer& w) { return w.playsOnScreen; }};
inline constexpr Capability kShowsCarving{"can show the carving",
                                          [](const render::Writer& w) { return w.writeSteps != nullptr; }};

// Draws mazes on `grid` (--grid): each grid is a bit of the row's grids.
const Capability& drawsGrid(core::GridKind grid);
// Shows facts (--facts) on mazes on `grid`.
const Capability& showsFactsOn(core::GridKind grid);

// The extensions of the formats that have `capability`: ".xlsx, .svg or .pdf".
std::string formatsWith(const Capability& capability);

// Throws core::InputError(input) unless `writer` has `capability`; `why`,
// if given, follows the message after a colon.
void requireCapability(const render::Writer& writer, const char* input, const Capability& capability,
                       std::string_view why = {});

}  // namespace mazesheet::cli
