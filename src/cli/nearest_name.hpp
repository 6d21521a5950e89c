// SPDX-License-Identifier: MIT
#pragma once
// "Did you mean ...?": the known name a mistyped one was most likely meant
// to be, for messages about unknown options.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::cli {

// The name in `known` that `typed` was most likely meant to be: the same
// but for letter case; else the only one that `typed` (3 characters or
// more) begins; else the only one closest to it by edits (a letter added,
// dropped, changed, or two swapped), a quarter of its length at most (one
// at least). Nullopt when none is close or several are equally close.
std::optional<std::string> nearestName(std::string_view typed, const std::vector<std::string>& known);

// "; did you mean NAME?" for the nearest name, or "" when none is near.
std::string didYouMean(std::string_view typed, const std::vector<std::string>& known);

}  // namespace mazesheet::cli
