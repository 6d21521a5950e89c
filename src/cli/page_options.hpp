// SPDX-License-Identifier: MIT
#pragma once
// The Page section of --help: the layout template, style, paper,
// orientation, how the answer shows, mazes a page, language and title.
#include <iosfwd>
#include <string>

namespace mazesheet::cli {

// "en English, cs čeština, ...", for help.
std::string languageList();

// --template NAME is a shipped template; anything with a '/' or an
// extension is a path. Returns the file to read; throws
// core::InputError("template").
std::string templatePath(const std::string& value);

// --list-templates: a line per shipped template, its name, a tab, its description.
void listTemplates(std::ostream& out);

}  // namespace mazesheet::cli
