// SPDX-License-Identifier: MIT
#include "classroom_options.hpp"

#include <algorithm>
#include <ostream>

#include "capabilities.hpp"
#include "core/difficulty.hpp"
#include "core/facts/fact_set.hpp"
#include "value_parsers.hpp"

namespace mazesheet::cli {

HelpSection bindClassroomOptions(CLI::App& app, ClassroomValues& values) {
    app.add_option("--count", values.count, "Number of different mazes (sheets Maze 1..N)")
        ->type_name("N")
        ->capture_default_str();
    app.add_option("--difficulty", values.difficulty,
                   core::levelNames() +
                       " (below): the level's size, algorithm and braid unless -s, -a or --braid is given, and only "
                       "mazes inside its band; the seed reported is the accepted maze's")
        ->type_name("LEVEL");
    app.add_flag("--playable", values.playable,
                 "Students solve the maze in the file: they type a letter in each cell of their way and a "
                 "formula says when it is right (no macros); the file holds no answer, the key goes beside it");
    app.add_option("--facts", values.facts,
                   "Facts on the cells: true ones on the way from S to F, false ones elsewhere; a built-in set "
                   "(--list-facts: times-7, add-20, ...) or a file of your own (true and false items; docs/FACTS.md). "
                   "Default size " +
                       std::to_string(core::kFactsDefaultWidth) + "x" + std::to_string(core::kFactsDefaultHeight) +
                       "; at most " + std::to_string(core::kFactsMaxShortSide) + " by " +
                       std::to_string(core::kFactsMaxLongSide) + " cells, either way round")
        ->type_name("NAME|FILE");
    app.add_flag("--no-walls", values.noWalls,
                 "With --facts: an open grid, no walls; only the true facts, one chain of them, lead from S to F");
    const std::string onScreen = formatsWith(kPlaysOnScreen);
    app.add_flag("--no-timer", values.noTimer, "On a page played on screen (" + onScreen + "): no clock beside the maze");
    app.add_flag("--no-moves", values.noMoves, "On a page played on screen (" + onScreen + "): no count of the moves");
    return {"Classroom",
            {{"--count", ""},
             {"--difficulty", "none"},
             {"--playable", ""},
             {"--facts", "none"},
             {"--no-walls", ""},
             {"--no-timer", ""},
             {"--no-moves", ""}}};
}

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

void listClassroomChoices(std::ostream& out) {
    for (const core::Level& level : core::allLevels()) out << "--difficulty\t" << level.name << '\t' << level.summary << '\n';
}

int parseCount(const std::string& text) {
    const std::string range = "1 to " + std::to_string(kMaxCount);
    const int count = wholeNumber<int>(text, "count", range);
    if (count < 1 || count > kMaxCount) {
        throw core::InputError("count", "expected " + range + ", got " + std::to_string(count));
    }
    return count;
}

}  // namespace mazesheet::cli
