// SPDX-License-Identifier: MIT
#include "facts.hpp"

#include <cerrno>
#include <fstream>
#include <ostream>
#include <algorithm>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "messages.hpp"
#include "nearest_name.hpp"
#include "options.hpp"
#include "page/fact_size.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

// The file's bytes, or an error past the size a fact file may have (read
// no further than one byte over it).
std::string readBounded(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("facts", "cannot read it: " + core::systemErrorText(errno));
    // UTF-16 takes up to twice the bytes of the same text in UTF-8.
    std::string text(2 * core::kMaxFactFileBytes + 1, '\0');
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

std::pair<long long, long long> suppliedFacts(const core::FactSet& set, long long width, long long height,
                                              std::ostream& err) {
    const std::size_t most = core::mostFactCells(set);
    if (most == 0 || static_cast<std::size_t>(width * height) <= most) return {width, height};
    const auto [w, h] = core::largestWithin(static_cast<int>(width), static_cast<int>(height), most);
    say("--facts " + set.name + ": its " + std::to_string(set.trueItems.size()) + " true and " +
            std::to_string(set.falseItems.size()) + " false items fill " + std::to_string(w) + "x" + std::to_string(h) +
            " cells at most (a true item for every 8 cells, a false one for every 4): made " + std::to_string(w) +
            "x" + std::to_string(h) + "; add items for a larger maze",
        err);
    return {w, h};
}

void listFacts(std::ostream& out) {
    for (const auto& [name, description] : core::builtInFactSetNames()) out << name << "\t" << description << "\n";
}

}  // namespace mazesheet::cli
