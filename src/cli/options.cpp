// SPDX-License-Identifier: MIT
#include "options.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <sstream>

#include "classroom_options.hpp"
#include "facts.hpp"
#include "help_format.hpp"
#include "information_options.hpp"
#include "masks.hpp"
#include "messages.hpp"
#include "nearest_name.hpp"
#include "output_paths.hpp"
#include "resolve_options.hpp"
#include "template_file.hpp"
#include "typed_options.hpp"
#include "writers/writers.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

// True if the command line gives `--name` an empty value ("--name ''" or "--name=").
bool typedEmpty(int argc, char** argv, const std::string& name) {
    const std::string option = "--" + name;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--") break;
        if (arg == option + "=" || (arg == option && i + 1 < argc && argv[i + 1][0] == '\0')) return true;
    }
    return false;
}

// The first argument CLI11 did not expect, said with the option that was
// most likely meant.
std::string unexpectedArgument(const CLI::App& app, const std::vector<std::string>& extras) {
    auto option = std::find_if(extras.begin(), extras.end(),
                               [](const std::string& arg) { return arg.size() > 1 && arg[0] == '-'; });
    if (option == extras.end()) {
        const std::string value = extras.empty() ? std::string() : extras.front();
        return "unexpected argument '" + value + "': every value follows its option, as in -s 20x20";
    }
    const bool isLong = option->rfind("--", 0) == 0;
    const std::string dashes = isLong ? "--" : "-";
    const std::string name = option->substr(dashes.size(), option->find('=') - dashes.size());
    std::vector<std::string> known;
    for (const CLI::Option* o : app.get_options()) {
        for (const std::string& n : isLong ? o->get_lnames() : o->get_snames()) known.push_back(n);
    }
    const std::optional<std::string> meant = nearestName(name, known);
    return dashes + shortName(name) + " is not an option" + (meant ? "; did you mean " + dashes + *meant + "?" : "");
}

const std::string kHelpFooter = R"(
Examples:
  mazesheet                               a 20x20 maze in maze.xlsx
  mazesheet -s 30x20 -a kruskal --seed 7  the same maze every time
  mazesheet --count 25 --answers key.xlsx a class set, the answers apart
  mazesheet --mask heart -o heart.xlsx    a shipped shape (--list-masks)
  mazesheet --mask my-shape.txt           a mask of your own
  mazesheet --mask-text "Mia"             a maze in the shape of letters
  mazesheet -s 10x10 -o -                 block text on standard output
  mazesheet --mask cat --preview          and see it on the terminal
  mazesheet -a growing-tree:0.25          newest cell a quarter of the time
  mazesheet --difficulty easy --count 25  a class set of easy mazes
  mazesheet --template large --title "Friday puzzle"
                                          a ready layout; options given win

Templates (--template NAME, or a file of your own in the same form: option =
value lines, e.g. size = "12x16") hold layout and maze settings, never the
files to write; mazesheet --list-templates lists them.

Mask file: UTF-8 text, one line per maze row; '.' and space are outside the
maze, any other character is a cell; lines starting with ';' are comments. A
.png mask: each pixel is a cell if its grey level is under 128 of 255
(transparent = white).

Progress: on a terminal, runs over a second show a progress bar (-q: none).

Exit status: 0 done, 2 bad usage or input, 1 failure while working (also a
file size limit, ulimit -f). SIGINT, SIGTERM or SIGHUP stop it with status
128+N; no unfinished file is left and no output file changed.

)" + wrapText(kOwnership, kHelpWidth);

// The long names of the options with a value so far.
std::set<std::string, std::less<>> optionsWithValues(const CLI::App& app) {
    std::set<std::string, std::less<>> names;
    for (const CLI::Option* option : app.get_options()) {
        if (option->count() > 0 && !option->get_lnames().empty()) names.insert(option->get_lnames().front());
    }
    return names;
}

// An empty value would otherwise count as no value ("--seed ''") or as 0
// ("--braid ''").
void refuseEmptyValues(const CLI::App& app, int argc, char** argv) {
    for (const CLI::Option* option : app.get_options()) {
        if (option->get_expected_max() == 0) continue;  // a flag
        // An option whose value may be left out (--answers) reads as
        // empty then too: only a value typed empty is refused.
        if (option->get_expected_min() == 0 && !typedEmpty(argc, argv, option->get_lnames().front())) continue;
        for (const std::string& value : option->results()) {
            if (value.empty()) {
                throw InputError(option->get_lnames().front(),
                                 "the value is empty; give one, or leave the option out for its default");
            }
        }
    }
}

// Parses the command line, then the template it names, which fills in
// what the command line leaves out. Returns the template's file ("" for none).
std::string parseArguments(CLI::App& app, int argc, char** argv, TypedOptions& typed) {
    app.parse(argc, argv);
    refuseEmptyValues(app, argc, argv);
    typed.typed = optionsWithValues(app);
    std::string templateFile;
    if (!typed.page.templateName.empty()) {
        templateFile = templatePath(typed.page.templateName);
        std::istringstream text(readTemplate(templateFile));
        app.config_formatter(std::make_shared<TemplateFormat>(app));
        app.parse_from_stream(text);
    }
    typed.given = optionsWithValues(app);
    return templateFile;
}

// CLI11's complaint as one line naming the option, or help and the version
// on `out`. Returns the exit status.
int parseFailure(const CLI::App& app, const CLI::ParseError& error, std::ostream& out, std::ostream& err) {
    if (dynamic_cast<const CLI::CallForHelp*>(&error) != nullptr ||
        dynamic_cast<const CLI::CallForAllHelp*>(&error) != nullptr ||
        dynamic_cast<const CLI::CallForVersion*>(&error) != nullptr) {
        return app.exit(error, out, err);
    }
    if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr) {
        say(unexpectedArgument(app, app.remaining()) + " (see mazesheet --help)", err);
        return 2;
    }
    const std::string reason = error.what();
    // CLI11 says "Could not convert: --playable = x"; name the option
    // first, as every other message does.
    const std::string prefix = "Could not convert: ";
    const auto equals = reason.find(" = ");
    if (dynamic_cast<const CLI::ConversionError*>(&error) != nullptr && reason.rfind(prefix, 0) == 0 &&
        equals != std::string::npos) {
        say(reason.substr(prefix.size(), equals - prefix.size()) + ": '" + reason.substr(equals + 3) +
                "' is not a value this option takes (see mazesheet --help)",
            err);
    } else {
        say(reason + " (see mazesheet --help)", err);
    }
    return 2;
}

}  // namespace

std::string inputError(const InputError& error, const Options& options) {
    // Inputs are named like the long options that give them.
    std::string flag = "--" + error.input();
    if (error.input() == "mask" && options.maskText) flag = "--mask-text";  // the mask came from letters
    if (error.input() == "mask" && !options.maskPath.empty()) flag += " " + options.maskPath;
    if (error.input() == "template" && !options.templatePath.empty()) flag += " " + options.templatePath;
    if (error.input() == "facts" && isFactsFile(options.facts)) flag += " " + options.facts;
    return flag + ": " + error.message();
}

std::optional<int> parseCommandLine(int argc, char** argv, Options& options, std::ostream& out, std::ostream& err) {
    CLI::App app{"mazesheet: printable maze worksheets (" +
                     std::string(render::allWriters().front()->extensions.front()) +
                     ") with the answer on a hidden sheet.\n"
                     "Same options and seed give the same maze and the same file on any machine.",
                 "mazesheet"};
    app.footer(algorithmHelp() + levelHelp() + kHelpFooter);
    // Each section of --help binds its own options, in its own unit.
    TypedOptions typed;
    InformationValues information;
    app.formatter(std::make_shared<HelpFormatter>(std::vector<HelpSection>{
        bindOutputOptions(app, typed.output),
        bindMazeOptions(app, typed.maze),
        bindPageOptions(app, typed.page),
        bindClassroomOptions(app, typed.classroom),
        bindTeachingOptions(app, typed.teaching),
        bindInformationOptions(app, information),
    }));
    app.get_formatter()->column_width(24);

    std::string templateFile;
    try {
        templateFile = parseArguments(app, argc, argv, typed);
    } catch (const CLI::ParseError& e) {
        return parseFailure(app, e, out, err);
    } catch (const InputError& e) {
        options.templatePath = typed.page.templateName;
        say(inputError(e, options), err);
        return 2;
    }
    if (const auto status = showInformation(information, out, err)) return status;

    // Messages name the file an input came from, whatever step refuses it.
    options.templatePath = typed.page.templateName;
    options.facts = typed.classroom.facts;
    options.maskPath = typed.maze.mask;
    if (typed.wasGiven("mask-text")) options.maskText = typed.maze.maskText;
    try {
        const auto facts = typed.classroom.facts.empty() ? nullptr : loadFacts(typed.classroom.facts);
        options = resolveOptions(typed, facts);
        // The template and the mask are read before any output is written;
        // no output may be one of them, and no two outputs may be one file.
        // An output that is a device, a FIFO or a socket is refused too.
        const std::vector<NamedFile> files{{"template", templateFile},
                                           {"mask", maskFilePath(options.maskPath)},
                                           {"facts", isFactsFile(options.facts) ? options.facts : ""},
                                           {"output", options.output},
                                           {"answers", options.answersPath},
                                           {"stats", options.statsPath}};
        refuseSpecialOutputs(files);
        refuseSameFiles(files);
    } catch (const InputError& e) {
        say(inputError(e, options), err);
        return 2;
    }
    for (const std::string& note : options.notes) say(note, err);
    return std::nullopt;
}

}  // namespace mazesheet::cli
