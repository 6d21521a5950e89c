// SPDX-License-Identifier: MIT
#include "facts.hpp"

#include <cerrno>
#include <fstream>
#include <ostream>

#include "core/errors.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

// The file's bytes, or an error past the size a fact file may have (read
// no further than one byte over it).
std::string readBounded(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("facts", "cannot read it: " + core::systemErrorText(errno));
    std::string text(core::kMaxFactFileBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) throw InputError("facts", "cannot read it: " + core::systemErrorText(errno));
    text.resize(static_cast<std::size_t>(in.gcount()));
    return text;
}

}  // namespace

bool isFactsFile(const std::string& value) {
    return value.find('/') != std::string::npos || value.find('.') != std::string::npos;
}

std::shared_ptr<const core::FactSet> loadFacts(const std::string& value) {
    if (!isFactsFile(value)) {
        if (auto set = core::builtInFactSet(value)) return set;
        throw InputError("facts", "no built-in set is called '" + value + "'; there are " + core::factSetFamilies() +
                                      " (--list-facts describes them); a file called " + value + " is ./" + value);
    }
    return std::make_shared<const core::FactSet>(core::readFactSet(readBounded(value), value));
}

void listFacts(std::ostream& out) {
    for (const auto& [name, description] : core::builtInFactSetNames()) out << name << "\t" << description << "\n";
}

}  // namespace mazesheet::cli
