// SPDX-License-Identifier: MIT
#include "facts.hpp"

#include <algorithm>
#include <ostream>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "input_files.hpp"
#include "messages.hpp"
#include "options.hpp"
#include "page/fact_size.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

// The file's bytes, read by the input rules (a regular file, refused
// before it is opened otherwise) no further than a fact file may reach.
std::string readBounded(const std::string& path) {
    InputFile file(path, "facts");
    file.limit(core::kMaxFactFileBytes, "a fact file holds at most " + groupedDigits(core::kMaxFactFileBytes) +
                                            " bytes: a list of words or facts, an item a line");
    return file.readRest();
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

std::string factsSizeBound(const std::string& size) {
    auto [width, height] = parseSize(size);
    const bool tall = width <= height;
    width = std::min<long long>(width, tall ? core::kFactsMaxShortSide : core::kFactsMaxLongSide);
    height = std::min<long long>(height, tall ? core::kFactsMaxLongSide : core::kFactsMaxShortSide);
    return std::to_string(width) + "x" + std::to_string(height);
}

std::pair<long long, long long> legibleFacts(const core::FactSet& set, long long width, long long height,
                                             const page::PageSettings& page) {
    std::vector<std::string_view> items(set.trueItems.begin(), set.trueItems.end());
    items.insert(items.end(), set.falseItems.begin(), set.falseItems.end());
    const page::MazeSize size =
        page::legibleFactsSize(items, {static_cast<int>(width), static_cast<int>(height)}, page);
    return {size.width, size.height};
}

void listFacts(std::ostream& out) {
    for (const auto& [name, description] : core::builtInFactSetNames()) out << name << "\t" << description << "\n";
}

}  // namespace mazesheet::cli
