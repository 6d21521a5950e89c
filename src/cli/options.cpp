// SPDX-License-Identifier: MIT
#include "options.hpp"

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <iostream>
#include <span>
#include <sstream>

#include "answer_key.hpp"
#include "core/difficulty.hpp"
#include "core/generator.hpp"
#include "core/numbers.hpp"
#include "core/steps.hpp"
#include "data_files.hpp"
#include "facts.hpp"
#include "help_format.hpp"
#include "masks.hpp"
#include "messages.hpp"
#include "nearest_name.hpp"
#include "output_paths.hpp"
#include "page/settings.hpp"
#include "template_file.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

// A whole number from text, or nullopt when it is not one (or overflows).
template <typename Int>
std::optional<Int> parseNumber(std::string_view text) {
    Int value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty()) return std::nullopt;
    return value;
}

// A whole number in decimal digits, '-' first if negative ("010" is ten;
// "0x10", "+1", " 1" and "1e3" are refused); `range` completes the message
// ("1 to 1000").
template <typename Int>
Int wholeNumber(const std::string& text, const char* input, const std::string& range) {
    const auto value = parseNumber<Int>(text);
    if (!value) throw InputError(input, "expected a whole number from " + range + ", got '" + text + "'");
    return *value;
}

// A finite decimal number ("0.25", ".5", "1e-3"); `expected` completes the
// message ("a fraction from 0 to 1").
double decimalNumber(const std::string& text, const char* input, const std::string& expected) {
    const auto value = core::parseDecimal(text);
    if (!value) throw InputError(input, "expected " + expected + ", got '" + text + "'");
    return *value;
}

std::string lower(std::string text) {
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

// One of a setting's names (case-insensitive) to its value.
template <typename Enum>
Enum choose(std::span<const page::Named<Enum>> names, const std::string& text, const char* input) {
    const std::string wanted = lower(text);
    std::string known;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (names[i].name == wanted) return names[i].value;
        known += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + std::string(names[i].name);
    }
    throw InputError(input, "expected " + known + ", got '" + text + "'");
}

template <typename Enum>
std::string nameList(std::span<const page::Named<Enum>> names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : " | ") + std::string(n.name);
    return out;
}

std::string outputHelp() {
    std::string help = "Where to write; the extension picks the format:";
    for (const render::Writer* writer : render::allWriters()) help += "\n" + std::string(writer->description);
    return help;
}

std::string algorithmHelp() {
    std::string help = "\nAlgorithms (-a NAME; mazesheet --list-algorithms lists them one per line):\n";
    for (const core::Generator* g : core::allGenerators()) {
        std::string name(g->name());
        name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
        help += wrapText("  " + name + std::string(g->summary()) + (g->supportsMasks() ? "" : " (no --mask)"),
                         kHelpWidth, 15) +
                "\n";
        for (const core::Parameter& p : g->parameters()) {
            const std::string range = " (" + core::generalDecimal(p.min) + ".." + core::generalDecimal(p.max) +
                                      ", default " + core::generalDecimal(p.defaultValue) + ")";
            help += wrapText(std::string(17, ' ') + "-a " + std::string(g->name()) + ":" + std::string(p.name) +
                                 "=V: " + std::string(p.meaning) + range,
                             kHelpWidth, 2) +
                    "\n";
        }
    }
    return help;
}

void listAlgorithms(std::ostream& out) {
    for (const core::Generator* g : core::allGenerators()) {
        out << g->name() << "\t" << (g->supportsMasks() ? "masks" : "rectangles") << "\t";
        std::string parameters;
        for (const core::Parameter& p : g->parameters()) {
            parameters += (parameters.empty() ? "" : ",") + std::string(p.name) + "=";
            parameters += core::generalDecimal(p.defaultValue);
        }
        out << (parameters.empty() ? "-" : parameters) << "\t" << g->summary() << "\n";
    }
}

std::string levelHelp() {
    std::string help = "\nDifficulty levels (--difficulty LEVEL; every maze is inside the level's band):\n";
    for (const core::Level& level : core::allLevels()) {
        std::string name(level.name);
        name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
        help += wrapText("  " + name + std::string(level.summary), kHelpWidth, 15) + "\n" +
                wrapText(std::string(17, ' ') + std::to_string(level.width) + "x" + std::to_string(level.height) + ", " +
                             std::string(level.algorithm) + "; solution on " + std::to_string(level.solutionShare.min) +
                             "-" + std::to_string(level.solutionShare.max) + " % of the cells, decisions at " +
                             std::to_string(level.decisionRate.min) + "-" + std::to_string(level.decisionRate.max) +
                             " % of its cells, dead ends " + std::to_string(level.deadEndShare.min) + "-" +
                             std::to_string(level.deadEndShare.max) + " %",
                         kHelpWidth, 0) +
                "\n";
    }
    return help;
}

std::string endpointChoices(const char* separator) {
    std::string names;
    for (const auto& endpoint : core::kEndpointNames) names += std::string(endpoint.name) + separator;
    return names + "COL,ROW";
}

// "en English, cs čeština, ...", for help.
std::string languageList() {
    std::string list;
    for (const page::Language* language : page::allLanguages()) {
        list += (list.empty() ? "" : ", ") + std::string(language->code) + " " + std::string(language->name);
    }
    return list;
}

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

void listTemplates(std::ostream& out) {
    for (const auto& name : listDataFiles("", kTemplateExtension)) {
        out << name << "\t" << templateDescription(*findDataFile("", name, kTemplateExtension)) << "\n";
    }
}

// --template NAME is a shipped template; anything with a '/' or an
// extension is a path. Returns the file to read.
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

const char* kHelpFooter = R"(
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
128+N; no unfinished file is left and no output file changed.)";

}  // namespace

std::pair<long long, long long> parseSize(const std::string& text) {
    const std::string lowered = lower(text);
    const auto x = lowered.find('x');
    const auto width = x == std::string::npos ? std::nullopt : parseNumber<long long>(std::string_view(lowered).substr(0, x));
    const auto height = x == std::string::npos ? std::nullopt : parseNumber<long long>(std::string_view(lowered).substr(x + 1));
    if (!width || !height) throw InputError("size", "expected WIDTHxHEIGHT such as 20x20, got '" + text + "'");
    return {*width, *height};  // core::Region::rectangle checks the limits
}

core::Endpoint parseEndpoint(const std::string& text, const std::string& input) {
    const std::string name = lower(text);
    for (const auto& endpoint : core::kEndpointNames) {
        if (endpoint.name == name) return {endpoint.kind, {}};
    }
    const auto comma = name.find(',');
    if (comma != std::string::npos) {
        const auto col = parseNumber<int>(std::string_view(name).substr(0, comma));
        const auto row = parseNumber<int>(std::string_view(name).substr(comma + 1));
        if (col && row) {
            if (*col < 1 || *row < 1) throw InputError(input, text + " is outside the maze; COL,ROW count from 1");
            return {core::Endpoint::Kind::Cell, {*col - 1, *row - 1}};
        }
    }
    throw InputError(input, "expected " + endpointChoices(", ") + ", got '" + text + "'");
}

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
    app.set_version_flag("--version", std::string("mazesheet ") + MAZESHEET_VERSION);
    app.footer(algorithmHelp() + levelHelp() + kHelpFooter);

    std::string size = "20x20";
    std::string algorithm = "backtracker";
    std::string start = "auto";
    std::string finish = "auto";
    std::string style(page::kStyleNames[0].name);
    std::string paper(page::kPaperNames[0].name);
    std::string orientation(page::kOrientationNames[0].name);
    std::string solutionPath(page::kSolutionPathNames[0].name);
    std::string seedText;
    std::string difficulty;
    std::string templateName;
    std::string templateFile;  // the file it names
    std::string braidText = "0";
    std::string countText = "1";
    std::string stepsText;
    bool listAlgorithmsAndExit = false;
    bool listTemplatesAndExit = false;
    bool listMasksAndExit = false;
    bool listFactsAndExit = false;
    bool sizeTyped = false;  // -s on the command line, not from a template
    bool keyTyped = false;   // --answer-key on the command line, not from a template

    options.output = "maze" + std::string(render::allWriters().front()->extensions.front());
    app.add_option("-o,--output", options.output, outputHelp())->type_name("PATH")->capture_default_str();
    const CLI::Option* sizeOption =
        app.add_option("-s,--size", size, "Maze cells across x down (ignored with --mask and --mask-text)")
            ->type_name("WxH")
            ->capture_default_str();
    const CLI::Option* algorithmOption =
        app.add_option("-a,--algorithm", algorithm, "Carving algorithm (below); NAME:VALUE sets its parameter")
            ->type_name("NAME")
            ->capture_default_str();
    app.add_option("--difficulty", difficulty,
                   core::levelNames() +
                       " (below): the level's size, algorithm and braid unless -s, -a or --braid is given, and only "
                       "mazes inside its band; the seed reported is the accepted maze's")
        ->type_name("LEVEL");
    app.add_flag("--list-algorithms", listAlgorithmsAndExit,
                 "List the algorithms, one per line: name, masks or rectangles, parameters, summary");
    const CLI::Option* templateOption =
        app.add_option("--template", templateName,
                       "A layout template: a shipped name (small, medium, large, ...) or a file of options; options "
                       "on the command line win")
            ->type_name("NAME|PATH");
    app.add_flag("--list-templates", listTemplatesAndExit, "List the shipped templates, one per line: name, description");
    app.add_option("--seed", seedText, "64-bit seed (0..18446744073709551615): the same seed, the same maze")
        ->type_name("N");
    app.add_option("--mask", options.maskPath,
                   "The maze's shape: a shipped mask by name (--list-masks), a mask text file, or a .png picture "
                   "(one pixel per cell; pixels darker than mid-grey are cells)")
        ->type_name("NAME|PATH");
    std::string maskText;
    const auto* maskTextOption =
        app.add_option("--mask-text", maskText,
                       "A maze in the shape of block letters (A-Z with accents, 0-9 and a few marks; lower case in "
                       "capitals); not with --mask")
            ->type_name("TEXT")
            ->excludes("--mask");
    app.add_flag("--list-masks", listMasksAndExit,
                 "List the shipped masks, one per line: name, size, cells, description");
    app.add_option("--facts", options.facts,
                   "Facts on the cells: true ones on the way from S to F, false ones elsewhere; a built-in set "
                   "(--list-facts: times-7, add-20, ...) or a file of your own (true and false items; docs/FACTS.md). "
                   "Default size " +
                       std::to_string(core::kFactsDefaultWidth) + "x" + std::to_string(core::kFactsDefaultHeight) +
                       "; at most " + std::to_string(core::kFactsMaxShortSide) + " by " +
                       std::to_string(core::kFactsMaxLongSide) + " cells, either way round")
        ->type_name("NAME|FILE");
    app.add_flag("--list-facts", listFactsAndExit, "List the built-in fact sets, one per line: name, description");
    app.add_flag("--no-walls", options.puzzle.noWalls,
                 "With --facts: an open grid, no walls; only the true facts, one chain of them, lead from S to F");
    app.add_option("--start", start, endpointChoices(" | ") + " (1-based)")
        ->type_name("POS")
        ->capture_default_str();
    app.add_option("--finish", finish, "Same choices as --start")->type_name("POS")->capture_default_str();
    app.add_option("--style", style, "borders: walls are thick cell borders; blocks: walls are filled cells")
        ->type_name("STYLE")
        ->capture_default_str();
    const CLI::Option* braidOption =
        app.add_option("--braid", braidText, "0..1: fraction of dead ends removed (adds loops)")
            ->type_name("F")
            ->capture_default_str();
    app.add_option("--count", countText, "Number of different mazes (sheets Maze 1..N)")
        ->type_name("N")
        ->capture_default_str();
    app.add_flag("--no-solution", options.noSolution, "Leave out the hidden solution sheets (and the answer key)");
    const CLI::Option* answersOption =
        app.add_option("--answers", options.answersPath,
                       "Write the answers to this separate file (the same format as --output) instead, so the "
                       "worksheet carries no answer; with no PATH, NAME-answers beside the file NAME")
            ->type_name("[PATH]")
            ->expected(0, 1);
    bool answerKey = false;
    app.add_flag("--answer-key", answerKey, "--answers with no PATH (for templates: answer-key = true)");
    app.add_option("--paper", paper, nameList<page::Paper>(page::kPaperNames))->type_name("PAPER")->capture_default_str();
    app.add_option("--orientation", orientation,
                   nameList<page::Orientation>(page::kOrientationNames) + " (auto follows the maze's shape)")
        ->type_name("ORIENT")
        ->capture_default_str();
    app.add_option("--solution-path", solutionPath,
                   nameList<page::SolutionPath>(page::kSolutionPathNames) +
                       ": how solution sheets show the way (line: through the corridors; shade: every path cell)")
        ->type_name("HOW")
        ->capture_default_str();
    app.add_flag("--playable", options.render.page.playable,
                 "Students solve the maze in the file: they type a letter in each cell of their way and a "
                 "formula says when it is right (no macros); the file holds no answer, the key goes beside it");
    bool noTimer = false;
    bool noMoves = false;
    const std::string onScreen =
        render::extensionsWhere([](const render::Writer& w) { return w.playsOnScreen; });
    app.add_flag("--no-timer", noTimer, "On a page played on screen (" + onScreen + "): no clock beside the maze");
    app.add_flag("--no-moves", noMoves, "On a page played on screen (" + onScreen + "): no count of the moves");
    std::string language(page::allLanguages().front()->code);
    app.add_option("--language", language, "The words on the page and in the file: " + languageList())
        ->type_name("CODE")
        ->capture_default_str();
    app.add_option("--title", options.render.page.title, "Heading printed above the maze")->type_name("TEXT");
    app.add_option("--steps", stepsText,
                   "Teaching mode: the carving shown at N moments (1.." + std::to_string(core::kMaxSteps) +
                       "): a sheet or page per step before the maze, or an animated picture with a frame per step (" +
                       render::extensionsWhere([](const render::Writer& w) { return w.writeSteps != nullptr; }) + ")")
        ->type_name("N");
    app.add_option("--stats", options.statsPath, "Write one JSON object per maze (JSON Lines); - for standard output")
        ->type_name("PATH");
    app.add_flag("--preview", options.preview,
                 "Also draw the maze on the terminal (standard output, or standard error when -o - or --stats - "
                 "writes there)");
    app.add_flag("--preview-solution", options.previewSolution, "Like --preview, with the path from S to F dotted");
    std::size_t perPage = 1;
    app.add_option("--per-page", perPage,
                   "Mazes on each printed page: 1, 2, 4 or 6 (small mazes for young children), each with its number "
                   "and seed")
        ->type_name("N")
        ->capture_default_str();
    app.add_flag("--force", options.render.force,
                 "Write a workbook even past 50 million cells (LibreOffice needs minutes and gigabytes to open it)");
    app.add_flag("-q,--quiet", options.quiet,
                 "No progress bar (shown on a terminal for runs over a second); messages still print");

    // A template holds settings only: never a file to write, another
    // template, or a list to show.
    for (const char* notASetting : {"--output", "--answers", "--stats", "--template", "--list-algorithms",
                                    "--list-templates", "--list-masks", "--help", "--version"}) {
        app.get_option(notASetting)->configurable(false);
    }
    const std::string random = "random; the seed used is always reported";
    app.formatter(std::make_shared<HelpFormatter>(std::vector<HelpSection>{
        {"Output", {{"--output", ""}, {"--answers", "none: the answers on a hidden sheet"}, {"--answer-key", ""},
                    {"--no-solution", ""},
                    {"--stats", "none"}, {"--preview", ""}, {"--preview-solution", ""}, {"--force", ""},
                    {"--quiet", ""}}},
        {"Maze", {{"--size", ""}, {"--algorithm", ""}, {"--seed", random}, {"--mask", "none: a rectangle of --size"},
                  {"--mask-text", "none"}, {"--start", ""}, {"--finish", ""}, {"--braid", ""}}},
        {"Page", {{"--template", "none"}, {"--style", ""}, {"--paper", ""}, {"--orientation", ""},
                  {"--solution-path", ""}, {"--per-page", ""}, {"--language", ""},
                  {"--title", page::PageSettings{}.texts.defaultTitle}}},
        {"Classroom", {{"--count", ""}, {"--difficulty", "none"}, {"--playable", ""}, {"--facts", "none"},
                       {"--no-walls", ""}, {"--no-timer", ""}, {"--no-moves", ""}}},
        {"Teaching", {{"--steps", "none: the finished maze only"}}},
        {"Information", {{"--help", ""}, {"--version", ""}, {"--list-algorithms", ""}, {"--list-masks", ""},
                         {"--list-templates", ""}, {"--list-facts", ""}}},
    }));
    app.get_formatter()->column_width(24);

    try {
        app.parse(argc, argv);
        // An empty value would otherwise count as no value ("--seed ''") or
        // as 0 ("--braid ''").
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
        sizeTyped = sizeOption->count() > 0;
        keyTyped = app.count("--answer-key") > 0;
        // The template fills in what the command line leaves out.
        if (templateOption->count() > 0) {
            options.templatePath = templateName;
            templateFile = templatePath(templateName);
            std::istringstream text(readTemplate(templateFile));
            app.config_formatter(std::make_shared<TemplateFormat>(app));
            app.parse_from_stream(text);
        }
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e, out, err);
    } catch (const CLI::ExtrasError&) {
        say(unexpectedArgument(app, app.remaining()) + " (see mazesheet --help)", err);
        return 2;
    } catch (const CLI::ConversionError& e) {
        // CLI11 says "Could not convert: --playable = x"; name the option
        // first, as every other message does.
        const std::string reason = e.what();
        const std::string prefix = "Could not convert: ";
        const auto equals = reason.find(" = ");
        if (reason.rfind(prefix, 0) == 0 && equals != std::string::npos) {
            say(reason.substr(prefix.size(), equals - prefix.size()) + ": '" + reason.substr(equals + 3) +
                    "' is not a value this option takes (see mazesheet --help)",
                err);
        } else {
            say(reason + " (see mazesheet --help)", err);
        }
        return 2;
    } catch (const CLI::ParseError& e) {
        say(std::string(e.what()) + " (see mazesheet --help)", err);
        return 2;
    } catch (const InputError& e) {
        say(inputError(e, options), err);
        return 2;
    }
    if (listAlgorithmsAndExit) {
        listAlgorithms(out);
        return 0;
    }
    if (listTemplatesAndExit) {
        listTemplates(out);
        return 0;
    }
    if (listMasksAndExit) {
        try {
            listMasks(out);
        } catch (const InputError& e) {
            // A shipped mask that does not parse is a broken installation.
            say(std::string("a shipped mask is broken: ") + e.what(), err);
            return 1;
        }
        return 0;
    }
    if (listFactsAndExit) {
        listFacts(out);
        return 0;
    }

    if (maskTextOption->count() > 0) options.maskText = maskText;
    options.preview = options.preview || options.previewSolution;

    try {
        if (options.output == "-") {
            options.toStdout = true;
            options.writer = &render::standardOutputWriter();
        } else {
            if (options.output.empty()) throw InputError("output", "the path is empty");
            options.writer = render::writerForPath(options.output);
            if (options.writer == nullptr) {
                std::string known;
                for (const render::Writer* w : render::allWriters()) {
                    for (const auto extension : w->extensions) known += (known.empty() ? "" : ", ") + std::string(extension);
                }
                throw InputError("output", "'" + options.output + "' does not end in a known extension; use " + known +
                                               ", or - for " + std::string(render::standardOutputWriter().noun) +
                                               " on standard output");
            }
        }
        if (braidOption->count() > 0) options.puzzle.braid = decimalNumber(braidText, "braid", "a fraction from 0 to 1");
        if (!difficulty.empty()) {
            // The level fills in what the command line leaves out; its band applies to any choice.
            const core::Level& level = core::findLevel(lower(difficulty));
            options.puzzle.level = &level;
            if (sizeOption->count() == 0) size = std::to_string(level.width) + "x" + std::to_string(level.height);
            if (algorithmOption->count() == 0) algorithm = level.algorithm;
            if (braidOption->count() == 0) options.puzzle.braid = level.braid;
        }
        if (!options.facts.empty()) {
            options.puzzle.facts = loadFacts(options.facts);
            if (!options.writer->facts) {
                throw InputError("facts", "needs an --output that shows facts (" +
                                              render::extensionsWhere([](const render::Writer& w) { return w.facts; }) +
                                              "), not " + std::string(options.writer->name));
            }
            // Facts need big cells: their own default size, whatever the level's.
            if (sizeOption->count() == 0) {
                size = std::to_string(core::kFactsDefaultWidth) + "x" + std::to_string(core::kFactsDefaultHeight);
            }
            // A size not typed (the default, a template's) is the most the
            // maze gets: legibleFacts below may make it smaller.
            if (!sizeTyped) size = factsSizeBound(size);
        }
        if (options.puzzle.noWalls && algorithmOption->count() > 0) {
            throw InputError("no-walls", "an open grid is not carved; leave out --algorithm");
        }
        std::tie(options.width, options.height) = parseSize(size);
        options.algorithm = core::chooseAlgorithm(algorithm);
        if (!seedText.empty()) options.seed = wholeNumber<std::uint64_t>(seedText, "seed", "0 to 18446744073709551615");
        options.count = wholeNumber<int>(countText, "count", "1 to " + std::to_string(kMaxCount));
        options.puzzle.start = parseEndpoint(start, "start");
        options.puzzle.finish = parseEndpoint(finish, "finish");
        if (options.count < 1 || options.count > kMaxCount) {
            throw InputError("count",
                             "expected 1 to " + std::to_string(kMaxCount) + ", got " + std::to_string(options.count));
        }
        page::PageSettings& page = options.render.page;
        if (perPage != 1 && perPage != 2 && perPage != 4 && perPage != 6) {
            throw InputError("per-page", "expected 1, 2, 4 or 6 mazes on a page, got " + std::to_string(perPage));
        }
        page.mazesPerPage = static_cast<int>(perPage);
        const std::size_t maxPages = options.writer->maxPages;
        const std::size_t pages = (static_cast<std::size_t>(options.count) + perPage - 1) / perPage;
        if (maxPages != 0 && pages > maxPages) {
            const std::size_t mazes = maxPages * perPage;
            throw InputError("count", "a " + std::string(options.writer->name) + " file holds " + std::to_string(mazes) +
                                          (mazes == 1 ? " maze" : " mazes") +
                                          (perPage > 1 ? " (" + std::to_string(maxPages) + " page)" : "") +
                                          "; use another format for more");
        }
        page.style = choose<page::Style>(page::kStyleNames, style, "style");
        page.paper = choose<page::Paper>(page::kPaperNames, paper, "paper");
        page.orientation = choose<page::Orientation>(page::kOrientationNames, orientation, "orientation");
        page.solutionPath = choose<page::SolutionPath>(page::kSolutionPathNames, solutionPath, "solution-path");
        const page::Language* words = page::findLanguage(lower(language));
        if (words == nullptr) {
            throw InputError("language", "expected " + page::languageCodes() + ", got '" + language + "'");
        }
        page.texts = page::textsIn(*words);
        if (options.puzzle.facts && !sizeTyped && options.maskPath.empty() && !options.maskText) {
            std::tie(options.width, options.height) = legibleFacts(*options.puzzle.facts, options.width, options.height, page);
        }
        // A key asked for without a path, or implied by --playable (a file on
        // students' screens holds no answer), is named from the workbook.
        const bool playableKey = options.render.page.playable && options.writer->playable;
        // A page played on screen never has a key: a template's (class-set)
        // is left out there, and one typed is refused below.
        const bool templateKeyDropped = answerKey && !keyTyped && options.writer->playsOnScreen;
        const bool keyAsked = (answerKey && !templateKeyDropped) || answersOption->count() > 0 || playableKey;
        if (keyAsked && options.answersPath.empty() && !options.noSolution) {
            if (!options.writer->answerKey) {
                throw InputError(answerKey ? "answer-key" : "answers",
                                 "needs an --output that can carry answers (" +
                                     render::extensionsWhere([](const render::Writer& w) { return w.answerKey; }) +
                                     "), not " + std::string(options.writer->name));
            }
            options.answersPath = impliedKeyPath(options.output);
        }
        options.render.answers = options.noSolution || !options.answersPath.empty() ? render::Answers::Omitted
                                                                                     : render::Answers::Hidden;
        if (!options.answersPath.empty()) {
            const render::Writer* key = render::writerForPath(options.answersPath);
            if (!options.writer->answerKey) {
                throw InputError("answers", "needs an --output that can carry answers (" +
                                                render::extensionsWhere([](const render::Writer& w) { return w.answerKey; }) +
                                                "), not " + std::string(options.writer->name));
            }
            if (key != options.writer) {
                throw InputError("answers", "'" + options.answersPath + "' must be the same format as --output (" +
                                                std::string(options.writer->extensions.front()) + ")");
            }
        }
        if (options.render.page.playable && !options.writer->playable) {
            throw InputError("playable", "needs an --output that can hold formulas (" +
                                             render::extensionsWhere([](const render::Writer& w) { return w.playable; }) +
                                             "), not " + std::string(options.writer->name));
        }
        if (options.render.page.playable && options.puzzle.noWalls) {
            // Its formulas judge a way through the walls; in an open grid only
            // the facts tell the way, and a students' file holds no answer.
            throw InputError("playable", "cannot judge an open grid (--no-walls): only the facts show its way, and "
                                         "the students' file holds no answer; give the maze walls");
        }
        // The clock and the move count are the page played on screen's.
        for (const char* flag : {"no-timer", "no-moves"}) {
            if (app.count(std::string("--") + flag) > 0 && !options.writer->playsOnScreen) {
                throw InputError(flag, "needs an --output played on screen (" +
                                           render::extensionsWhere([](const render::Writer& w) { return w.playsOnScreen; }) +
                                           "), not " + std::string(options.writer->name));
            }
        }
        options.render.page.playTimer = !noTimer;
        options.render.page.playMoves = !noMoves;
        if (app.count("--steps") > 0) {
            options.steps = wholeNumber<long long>(stepsText, "steps", "1 to " + std::to_string(core::kMaxSteps));
            if (options.writer->writeSteps == nullptr) {
                throw InputError("steps", "needs an --output that can show the carving (" +
                                              render::extensionsWhere([](const render::Writer& w) {
                                                  return w.writeSteps != nullptr;
                                              }) +
                                              "), not " + std::string(options.writer->name));
            }
            if (options.count != 1) {
                throw InputError("steps", "shows how one maze is carved; leave --count at 1");
            }
            if (options.puzzle.noWalls) throw InputError("steps", "shows how a maze is carved; --no-walls carves none");
        }
        if (options.toStdout && options.statsPath == "-") {
            throw InputError("stats", "- and --output - would both write to standard output; give one a file");
        }
        // The template and the mask are read before any output is written;
        // no output may be one of them, and no two outputs may be one file.
        refuseSameFiles({{"template", templateFile},
                         {"mask", maskFilePath(options.maskPath)},
                         {"facts", isFactsFile(options.facts) ? options.facts : ""},
                         {"output", options.output},
                         {"answers", options.answersPath},
                         {"stats", options.statsPath}});
    } catch (const InputError& e) {
        say(inputError(e, options), err);
        return 2;
    }
    return std::nullopt;
}

}  // namespace mazesheet::cli
