// SPDX-License-Identifier: MIT
#pragma once
// What a language's table needs (page/language.hpp says what a table
// holds). A new language: its file here (languages/CODE.cpp, defining its
// Language with external linkage, as the others do), and its place in
// language.cpp's list; the language tests check it has every word, legend
// line and instruction.
#include "page/language.hpp"
