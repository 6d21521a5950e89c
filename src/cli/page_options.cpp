// SPDX-License-Identifier: MIT
#include "page_options.hpp"

#include <unistd.h>

#include <algorithm>
#include <iterator>
#include <ostream>
#include <sstream>

#include "capabilities.hpp"
#include "core/errors.hpp"
#include "core/numbers.hpp"
#include "data_files.hpp"
#include "nearest_name.hpp"
#include "page/poster.hpp"
#include "template_file.hpp"
#include "value_parsers.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

constexpr const char* kTemplateExtension = ".toml";

// A template's description: its first comment line.
std::string templateDescription(const std::string& path) {
    std::istringstream in(readTemplate(path));
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("# ", 0) == 0) return line.substr(2);
        if (!line.empty() && line[0] != '#') break;
    }
    return "";
}

std::string shippedTemplates() {
    std::string names;
    for (const auto& name : listDataFiles("", kTemplateExtension)) names += (names.empty() ? "" : ", ") + name;
    return names.empty() ? "none found" : names;
}

// "en English, cs čeština, ...", for help.
std::string languageList() {
    std::string list;
    for (const page::Language* language : page::allLanguages()) {
        list += (list.empty() ? "" : ", ") + std::string(language->code) + " " + std::string(language->name);
    }
    return list;
}

}  // namespace

HelpSection bindPageOptions(CLI::App& app, PageValues& values) {
    // A template names no other template.
    app.add_option("--template", values.templateName,
                   "A layout template: a shipped name (small, medium, large, ...) or a file of options; options "
                   "on the command line win")
        ->type_name("NAME|PATH")
        ->configurable(false);
    app.add_option("--style", values.style, "borders: walls are thick cell borders; blocks: walls are filled cells")
        ->type_name("STYLE")
        ->capture_default_str();
    app.add_option("--paper", values.paper, nameList<page::Paper>(page::kPaperNames))
        ->type_name("PAPER")
        ->capture_default_str();
    app.add_option("--orientation", values.orientation,
                   nameList<page::Orientation>(page::kOrientationNames) + " (auto follows the maze's shape)")
        ->type_name("ORIENT")
        ->capture_default_str();
    app.add_option("--solution-path", values.solutionPath,
                   nameList<page::SolutionPath>(page::kSolutionPathNames) +
                       ": how solution sheets show the way (line: through the corridors; shade: every path cell)")
        ->type_name("HOW")
        ->capture_default_str();
    app.add_option("--per-page", values.perPage,
                   "Mazes on each printed page: " + namesSaid<int>(page::kMazesPerPage) +
                       " (small mazes for young children), each with its number and seed")
        ->type_name("N")
        ->capture_default_str();
    app.add_option("--poster", values.poster,
                   "Print the maze over COLSxROWS sheets of --paper (up to " + std::to_string(page::kMaxPosterSide) +
                       " a side), with cut marks and a small overlap, to assemble on a wall; auto: the fewest "
                       "sheets that print its cells at least " +
                       core::generalDecimal(page::PageSettings{}.minLegibleMm) + " mm wide (" +
                       formatsWith(kPrintsPosters) + ")")
        ->type_name("CxR|auto");
    app.add_option("--language", values.language, "The words on the page and in the file: " + languageList())
        ->type_name("CODE")
        ->capture_default_str();
    app.add_option("--title", values.title, "Heading printed above the maze")->type_name("TEXT");
    return {"Page",
            {{"--template", "none"},
             {"--style", ""},
             {"--paper", ""},
             {"--orientation", ""},
             {"--solution-path", ""},
             {"--per-page", ""},
             {"--poster", "none: one page"},
             {"--language", ""},
             {"--title", std::string(page::englishTexts()["default-title"])}}};
}

page::PageSettings pageSettings(const PageValues& values) {
    page::PageSettings page;
    // Decimal digits only, as every number (" 4" and "0x4" are refused).
    const std::size_t typed = parseNumber<std::size_t>(values.perPage).value_or(0);
    const auto perPage = std::find_if(std::begin(page::kMazesPerPage), std::end(page::kMazesPerPage),
                                      [&](const auto& named) { return std::size_t(named.value) == typed; });
    if (perPage == std::end(page::kMazesPerPage)) {
        throw InputError("per-page", "expected " + namesSaid<int>(page::kMazesPerPage) + " mazes on a page, got '" +
                                         values.perPage + "'");
    }
    page.mazesPerPage = perPage->value;
    page.style = choose<page::Style>(page::kStyleNames, values.style, "style");
    page.paper = choose<page::Paper>(page::kPaperNames, values.paper, "paper");
    page.orientation = choose<page::Orientation>(page::kOrientationNames, values.orientation, "orientation");
    page.solutionPath = choose<page::SolutionPath>(page::kSolutionPathNames, values.solutionPath, "solution-path");
    const page::Language* words = page::findLanguage(lower(values.language));
    if (words == nullptr) {
        std::vector<std::string> codes;
        for (const page::Language* each : page::allLanguages()) codes.emplace_back(each->code);
        throw InputError("language", "expected " + page::languageCodes() + ", got '" + values.language + "'" +
                                         didYouMean(values.language, codes));
    }
    page.texts = page::textsIn(*words);
    page.title = values.title;
    return page;
}

void listPageChoices(std::ostream& out) {
    listChoices<page::Style>(out, "--style", page::kStyleNames);
    listChoices<page::Paper>(out, "--paper", page::kPaperNames);
    listChoices<page::Orientation>(out, "--orientation", page::kOrientationNames);
    listChoices<page::SolutionPath>(out, "--solution-path", page::kSolutionPathNames);
    listChoices<int>(out, "--per-page", page::kMazesPerPage);
    for (const page::Language* language : page::allLanguages()) {
        out << "--language\t" << language->code << '\t' << language->name << '\n';
    }
}

void listTemplates(std::ostream& out) {
    for (const auto& name : listDataFiles("", kTemplateExtension)) {
        out << name << "\t" << templateDescription(*findDataFile("", name, kTemplateExtension)) << "\n";
    }
}

std::string templatePath(const std::string& value) {
    const bool path = value.find('/') != std::string::npos || value.find('.') != std::string::npos;
    if (path) {
        const auto dot = value.rfind('.');
        const std::string stem = value.substr(0, dot);
        if (access(value.c_str(), F_OK) != 0 && value.substr(dot) == kTemplateExtension &&
            stem.find('/') == std::string::npos && findDataFile("", stem, kTemplateExtension)) {
            throw InputError("template", "cannot read it: no such file; shipped templates are bare names: --template " +
                                             stem);
        }
        return value;
    }
    if (const auto found = findDataFile("", value, kTemplateExtension)) return *found;
    const std::string meant = didYouMean(value, listDataFiles("", kTemplateExtension));
    if (!meant.empty()) throw InputError("template", "no shipped template has that name" + meant);
    // A file of that name here is not taken for it (a bare name is a shipped
    // template), but named as the way to get it.
    const std::string here = access(value.c_str(), F_OK) == 0 ? "; a file called " + value + " is ./" + value : "";
    throw InputError("template", "no shipped template has that name; the shipped ones are: " + shippedTemplates() + here);
}

}  // namespace mazesheet::cli
