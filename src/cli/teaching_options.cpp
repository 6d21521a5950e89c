// SPDX-License-Identifier: MIT
#include "teaching_options.hpp"

#include "capabilities.hpp"
#include "core/steps.hpp"
#include "value_parsers.hpp"

namespace mazesheet::cli {

HelpSection bindTeachingOptions(CLI::App& app, TeachingValues& values) {
    app.add_option("--steps", values.steps,
                   "Teaching mode: the carving shown at N moments (1.." + std::to_string(core::kMaxSteps) +
                       "): a sheet or page per step before the maze, or an animated picture with a frame per step (" +
                       formatsWith(kShowsCarving) + ")")
        ->type_name("N");
    return {"Teaching", {{"--steps", "none: the finished maze only"}}};
}

long long parseSteps(const std::string& text) {
    return wholeNumber<long long>(text, "steps", "1 to " + std::to_string(core::kMaxSteps));
}

}  // namespace mazesheet::cli
