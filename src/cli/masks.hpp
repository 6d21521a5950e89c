// SPDX-License-Identifier: MIT
#pragma once
// The maze's shape from the command line: --mask (a shipped mask by name or
// a mask text file), --mask-text (block letters) or the rectangle of --size.
#include <iosfwd>
#include <string>

#include "core/region.hpp"
#include "options.hpp"

namespace mazesheet::cli {

// True when --mask's value is a shipped mask's name rather than a path: it
// has no '/' and no '.' ("heart", not "heart.txt" or "./heart").
bool isMaskName(const std::string& value);

// The file --mask's value reads: a shipped mask's file for a name (or the
// name itself if there is no such mask), else the path as given.
std::string maskFilePath(const std::string& value);

// The region the options ask for; throws core::InputError("mask" or "size").
core::Region loadRegion(const Options& options);

// --list-masks: one line per shipped mask, tab-separated: name, size
// (WxH), cells, and the description from its first comment line.
void listMasks(std::ostream& out);

}  // namespace mazesheet::cli
