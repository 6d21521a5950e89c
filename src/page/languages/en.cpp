// SPDX-License-Identifier: MIT
// English: the default, and the words every other table translates.
#include "page/languages/english.hpp"
#include "page/languages/languages.hpp"

namespace mazesheet::page::languages {

// core's legends and instructions are English already: Texts gives them as they are.
extern constexpr Language english{"en", "English", kEnglishWords, {}, {}};

}  // namespace mazesheet::page::languages
