// SPDX-License-Identifier: MIT
#include "facts.hpp"

#include <ostream>
#include <vector>

#include "core/errors.hpp"
#include "input_files.hpp"
#include "messages.hpp"
#include "nearest_name.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

// The file's bytes, read by the input rules (a regular file, refused
// before it is opened otherwise) no further than a fact file may reach.
std::string readBounded(const std::string& path) {
    InputFile file(path, "facts");
    // UTF-16 takes up to twice the bytes of the same text in UTF-8.
    file.limit(2 * core::kMaxFactFileBytes, "a fact file holds at most " + groupedDigits(core::kMaxFactFileBytes) +
                                                " bytes (twice that in UTF-16): a list of words or facts, an item a line");
    return file.readRest();
}

}  // namespace

bool isFactsFile(const std::string& value) {
    return value.find('/') != std::string::npos || value.find('.') != std::string::npos;
}

std::shared_ptr<const core::FactSet> loadFacts(const std::string& value) {
    if (!isFactsFile(value)) {
        if (auto set = core::builtInFactSet(value)) return set;
        std::vector<std::string> names;
        for (const auto& [name, description] : core::builtInFactSetNames()) names.emplace_back(name);
        const std::string meant = didYouMean(value, names);
        if (!meant.empty()) {
            throw InputError("facts", "no built-in set is called '" + value + "'" + meant + " (--list-facts lists them)");
        }
        throw InputError("facts", "no built-in set is called '" + value + "'; there are " + core::factSetFamilies() +
                                      " (--list-facts describes them); a file called " + value + " is ./" + value);
    }
    return std::make_shared<const core::FactSet>(core::readFactSet(readBounded(value), value));
}

void listFacts(std::ostream& out) {
    for (const auto& [name, description] : core::builtInFactSetNames()) out << name << "\t" << description << "\n";
}

}  // namespace mazesheet::cli
