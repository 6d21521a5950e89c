// SPDX-License-Identifier: MIT
#include "page_options.hpp"

#include <unistd.h>

#include <sstream>

#include "core/errors.hpp"
#include "data_files.hpp"
#include "page/language.hpp"
#include "template_file.hpp"

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

}  // namespace

std::string languageList() {
    std::string list;
    for (const page::Language* language : page::allLanguages()) {
        list += (list.empty() ? "" : ", ") + std::string(language->code) + " " + std::string(language->name);
    }
    return list;
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
    throw InputError("template", "no shipped template has that name; the shipped ones are: " + shippedTemplates());
}

}  // namespace mazesheet::cli
