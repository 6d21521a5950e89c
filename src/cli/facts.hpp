// SPDX-License-Identifier: MIT
#pragma once
// --facts NAME|FILE: a built-in fact set by name (core's table), or a
// teacher's fact file (docs/FACTS.md) read here, size-bounded, and parsed
// by core. A plain name (no '/' and no '.') is a built-in set; anything
// else is a path, as for --mask and --template.
#include <iosfwd>
#include <memory>
#include <string>
#include <utility>

#include "core/facts/fact_set.hpp"
#include "page/settings.hpp"

namespace mazesheet::cli {

// Throws core::InputError("facts") for an unknown name or a file that
// cannot be read or is not a fact file.
std::shared_ptr<const core::FactSet> loadFacts(const std::string& value);
// True if --facts `value` names a file.
bool isFactsFile(const std::string& value);
// A size the command line did not type (the facts' default, a template's
// "20x28") kept within the facts' limit, either way round: "12x15".
std::string factsSizeBound(const std::string& size);
// The largest maze of at most width x height whose items print legibly on
// the page `page` describes (page/fact_size.hpp).
std::pair<long long, long long> legibleFacts(const core::FactSet& set, long long width, long long height,
                                             const page::PageSettings& page);
// The largest maze of at most width x height that a teacher's file has
// items enough for (core::mostFactCells), said on `err` when smaller.
std::pair<long long, long long> suppliedFacts(const core::FactSet& set, long long width, long long height,
                                              std::ostream& err);
// --list-facts: a line per built-in set, its name, a tab, its description.
void listFacts(std::ostream& out);

}  // namespace mazesheet::cli
