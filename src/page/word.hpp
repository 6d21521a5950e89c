// SPDX-License-Identifier: MIT
#pragma once
// A word on a page or in a file that is not the user's: its key, and its
// text in one language (page/language.hpp).
#include <string_view>

namespace mazesheet::page {

struct Word {
    std::string_view key;   // "maze-caption"
    std::string_view text;  // "Start at S and find the way to F."
};

}  // namespace mazesheet::page
