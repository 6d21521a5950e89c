// SPDX-License-Identifier: MIT
#pragma once
// The Page section of --help: the layout template, style, paper,
// orientation, how the answer shows, mazes a page, language and title.
#include <cstddef>
#include <iosfwd>
#include <string>

#include "help_format.hpp"
#include "page/settings.hpp"

namespace mazesheet::cli {

struct PageValues {
    std::string templateName;  // --template as typed
    std::string style{page::kStyleNames[0].name};
    std::string paper{page::kPaperNames[0].name};
    std::string orientation{page::kOrientationNames[0].name};
    std::string solutionPath{page::kSolutionPathNames[0].name};
    std::string perPage = "1";
    std::string poster;  // --poster COLSxROWS or auto; empty: one page  // text, so " 4" and "0x4" can be refused
    std::string language{page::allLanguages().front()->code};
    std::string title;
};

// Binds the section's options to `values`; the section as --help lists it.
HelpSection bindPageOptions(CLI::App& app, PageValues& values);

// The page `values` describe; throws core::InputError naming the option.
page::PageSettings pageSettings(const PageValues& values);

// --template NAME is a shipped template; anything with a '/' or an
// extension is a path. Returns the file to read; throws
// core::InputError("template").
std::string templatePath(const std::string& value);

// --list-templates: a line per shipped template, its name, a tab, its description.
void listTemplates(std::ostream& out);

// --list-choices' lines for the section's options that take a name.
void listPageChoices(std::ostream& out);

}  // namespace mazesheet::cli
