// SPDX-License-Identifier: MIT
#pragma once
// --facts NAME|FILE: a built-in fact set by name (core's table), or a
// teacher's fact file (docs/FACTS.md) read here, size-bounded, and parsed
// by core. A plain name (no '/' and no '.') is a built-in set; anything
// else is a path, as for --mask and --template.
#include <iosfwd>
#include <memory>
#include <string>

#include "core/facts/fact_set.hpp"

namespace mazesheet::cli {

// Throws core::InputError("facts") for an unknown name or a file that
// cannot be read or is not a fact file.
std::shared_ptr<const core::FactSet> loadFacts(const std::string& value);
// True if --facts `value` names a file.
bool isFactsFile(const std::string& value);
// --list-facts: a line per built-in set, its name, a tab, its description.
void listFacts(std::ostream& out);

}  // namespace mazesheet::cli
