// SPDX-License-Identifier: MIT
#pragma once
// The run's settings from the typed options: every rule that crosses
// options is a step here, in the order they apply, and every option that
// needs something of the output's format asks capabilities.hpp. Pure: it
// reads no file and writes nothing (the command line loads the facts
// first); it throws core::InputError naming the option.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/difficulty.hpp"
#include "core/facts/fact_set.hpp"
#include "options.hpp"
#include "typed_options.hpp"

namespace mazesheet::cli {

Options resolveOptions(const TypedOptions& typed, std::shared_ptr<const core::FactSet> facts);

// The maze's size (cells across, down), in order of precedence:
// 1. a size typed on the command line, as typed;
// 2. else a template's size, else the level's (--difficulty; as many cells
//    on another grid), else the grid's default (defaultSize);
// 3. with facts on another grid: the size given, else the largest that
//    prints them legibly on it; on squares: their own default where no size was given (whatever the
//    level), and a size not typed kept within their bound, either way round;
// 4. with facts on a rectangle: a size not typed made small enough for the
//    items to print legibly on `page`;
// 5. and no larger than a teacher's file has items for
//    (core::mostFactCells), said in `notes` when that makes it smaller.
std::pair<long long, long long> resolveSize(const TypedOptions& typed, const core::Level* level,
                                            const core::FactSet* facts, const page::PageSettings& page,
                                            std::vector<std::string>* notes = nullptr);

}  // namespace mazesheet::cli
