// SPDX-License-Identifier: MIT
#include "information_options.hpp"

#include <ostream>

#include "core/generator.hpp"
#include "core/numbers.hpp"

namespace mazesheet::cli {

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

}  // namespace mazesheet::cli
