// SPDX-License-Identifier: MIT
#include "information_options.hpp"

#include <ostream>

#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/numbers.hpp"
#include "facts.hpp"
#include "masks.hpp"
#include "messages.hpp"
#include "classroom_options.hpp"
#include "maze_options.hpp"
#include "page_options.hpp"

namespace mazesheet::cli {

namespace {

// A line per algorithm: name, masks or rectangles, parameters, summary.
void listAlgorithms(std::ostream& out) {
    for (const core::Generator* g : core::allGenerators()) {
        out << g->name() << "\t" << (g->supportsMasks() ? "masks" : "rectangles") << "\t";
        std::string parameters;
        for (const core::Parameter& p : g->parameters()) {
            parameters += (parameters.empty() ? "" : ",") + std::string(p.name) + "=";
            parameters += core::generalDecimal(p.defaultValue);
        }
        out << (parameters.empty() ? "-" : parameters) << "\t" << g->summary() << "\n";
    }
}

// A line per grid: name, what -s means, the algorithms that carve it, summary.
void listGrids(std::ostream& out) {
    for (const core::GridName& grid : core::kGridNames) {
        out << grid.name << "\t" << grid.size << "\t" << core::generatorNames(grid.kind) << "\t" << grid.summary << "\n";
    }
}

}  // namespace

HelpSection bindInformationOptions(CLI::App& app, InformationValues& values) {
    // A template asks for no list.
    app.set_version_flag("--version", std::string("mazesheet ") + MAZESHEET_VERSION + "\n" +
                                           wrapText(kLicence, kHelpWidth) + "\n" + wrapText(kOwnership, kHelpWidth));
    app.get_help_ptr()->configurable(false);
    app.get_version_ptr()->configurable(false);
    app.add_flag("--list-algorithms", values.listAlgorithms,
                 "List the algorithms, one per line: name, masks or rectangles, parameters, summary")
        ->configurable(false);
    app.add_flag("--list-grids", values.listGrids,
                 "List the grids, one per line: name, what -s means, the algorithms that carve it, summary")
        ->configurable(false);
    app.add_flag("--list-templates", values.listTemplates, "List the shipped templates, one per line: name, description")
        ->configurable(false);
    app.add_flag("--list-masks", values.listMasks, "List the shipped masks, one per line: name, size, cells, description")
        ->configurable(false);
    app.add_flag("--list-facts", values.listFacts, "List the built-in fact sets, one per line: name, description")
        ->configurable(false);
    app.add_flag("--list-choices", values.listChoices,
                 "List the names every option that takes one accepts, one per line: option, name, description")
        ->configurable(false);
    return {"Information",
            {{"--help", ""},
             {"--version", ""},
             {"--list-algorithms", ""},
             {"--list-grids", ""},
             {"--list-masks", ""},
             {"--list-templates", ""},
             {"--list-facts", ""},
             {"--list-choices", ""}}};
}

std::optional<int> showInformation(const InformationValues& values, std::ostream& out, std::ostream& err) {
    if (values.listAlgorithms) {
        listAlgorithms(out);
        return 0;
    }
    if (values.listGrids) {
        listGrids(out);
        return 0;
    }
    if (values.listTemplates) {
        listTemplates(out);
        return 0;
    }
    if (values.listMasks) {
        try {
            listMasks(out);
        } catch (const core::InputError& e) {
            // A shipped mask that does not parse is a broken installation.
            say(std::string("a shipped mask is broken: ") + e.what(), err);
            return 1;
        }
        return 0;
    }
    if (values.listFacts) {
        listFacts(out);
        return 0;
    }
    if (values.listChoices) {
        // In --help's order of sections.
        listMazeChoices(out);
        listPageChoices(out);
        listClassroomChoices(out);
        return 0;
    }
    return std::nullopt;
}

}  // namespace mazesheet::cli
