// SPDX-License-Identifier: MIT
#include "nearest_name.hpp"

#include <algorithm>
#include <cctype>

namespace mazesheet::cli {

namespace {

bool sameIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

// Edits from a to b: insertions, deletions, substitutions and swaps of
// neighbours (the optimal string alignment distance).
std::size_t edits(std::string_view a, std::string_view b) {
    const std::size_t columns = b.size() + 1;
    std::vector<std::size_t> d((a.size() + 1) * columns);
    const auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * columns + j]; };
    for (std::size_t i = 0; i <= a.size(); ++i) at(i, 0) = i;
    for (std::size_t j = 0; j <= b.size(); ++j) at(0, j) = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t change = a[i - 1] == b[j - 1] ? 0 : 1;
            at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + change});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
                at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
            }
        }
    }
    return at(a.size(), b.size());
}

// The one name `pick` accepts, if exactly one does.
template <typename Pick>
std::optional<std::string> onlyOne(const std::vector<std::string>& known, Pick pick) {
    std::optional<std::string> found;
    for (const std::string& name : known) {
        if (!pick(name)) continue;
        if (found && *found != name) return std::nullopt;
        found = name;
    }
    return found;
}

}  // namespace

std::optional<std::string> nearestName(std::string_view typed, const std::vector<std::string>& known) {
    // Long names only: comparing "xyz" with every option costs nothing, but
    // a name of thousands of characters is no typing mistake.
    constexpr std::size_t kLongest = 100;
    if (typed.empty() || typed.size() > kLongest) return std::nullopt;
    if (auto same = onlyOne(known, [&](const std::string& name) { return sameIgnoringCase(typed, name); })) return same;
    if (typed.size() >= 3) {
        if (auto begun = onlyOne(known, [&](const std::string& name) { return name.starts_with(typed); })) {
            return begun;
        }
    }
    const std::size_t allowed = std::max<std::size_t>(1, typed.size() / 4);
    std::size_t best = allowed + 1;
    for (const std::string& name : known) best = std::min(best, edits(typed, name));
    if (best > allowed) return std::nullopt;
    return onlyOne(known, [&](const std::string& name) { return edits(typed, name) == best; });
}

std::string didYouMean(std::string_view typed, const std::vector<std::string>& known) {
    const std::optional<std::string> meant = nearestName(typed, known);
    return meant ? "; did you mean " + *meant + "?" : "";
}

}  // namespace mazesheet::cli
