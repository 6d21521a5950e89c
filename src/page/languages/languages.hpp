// SPDX-License-Identifier: MIT
#pragma once
// The language tables, one file each (page/language.hpp says what they
// hold). A new language: its file, a line here, its place in language.cpp's
// list, and the page test checks it has every phrase and every legend.
#include "page/language.hpp"

namespace mazesheet::page::languages {

extern const Language english;
extern const Language czech;
extern const Language german;
extern const Language spanish;
extern const Language french;
extern const Language polish;
extern const Language vietnamese;

}  // namespace mazesheet::page::languages
