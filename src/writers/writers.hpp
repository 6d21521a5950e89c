// SPDX-License-Identifier: MIT
#pragma once
// The table of output formats (like core::allGenerators): a row from each
// format's module. The command line derives its help, its checks and its
// messages from the table and names no format itself; a new format is its
// module, its row here (writers.cpp) and a golden case. Above every format,
// so none can reach the others through it.
#include <span>
#include <string>
#include <string_view>

#include "render/writer.hpp"

namespace mazesheet::render {

// Every format, in the order help lists them; the first is the default.
std::span<const Writer* const> allWriters();
// The writer whose extension `path` ends with (case-insensitive), or null.
const Writer* writerForPath(std::string_view path);
// The writer called `name`, or null.
const Writer* findWriter(std::string_view name);
// The writer that "-" (standard output) means.
const Writer& standardOutputWriter();
// The writer of the mazes' measures.
const Writer& measuresWriter();
// "the .xlsx or .svg" style list of the extensions of the writers that `can`.
std::string extensionsWhere(bool (*can)(const Writer&));

}  // namespace mazesheet::render
