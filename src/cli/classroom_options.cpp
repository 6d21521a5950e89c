// SPDX-License-Identifier: MIT
#include "classroom_options.hpp"

#include <algorithm>

#include "core/difficulty.hpp"
#include "help_format.hpp"

namespace mazesheet::cli {

std::string levelHelp() {
    std::string help = "\nDifficulty levels (--difficulty LEVEL; every maze is inside the level's band):\n";
    for (const core::Level& level : core::allLevels()) {
        std::string name(level.name);
        name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
        help += wrapText("  " + name + std::string(level.summary), kHelpWidth, 15) + "\n" +
                wrapText(std::string(17, ' ') + std::to_string(level.width) + "x" + std::to_string(level.height) + ", " +
                             std::string(level.algorithm) + "; solution on " + std::to_string(level.solutionShare.min) +
                             "-" + std::to_string(level.solutionShare.max) + " % of the cells, decisions at " +
                             std::to_string(level.decisionRate.min) + "-" + std::to_string(level.decisionRate.max) +
                             " % of its cells, dead ends " + std::to_string(level.deadEndShare.min) + "-" +
                             std::to_string(level.deadEndShare.max) + " %",
                         kHelpWidth, 0) +
                "\n";
    }
    return help;
}

}  // namespace mazesheet::cli
