#include "options.hpp"

#include <CLI/CLI.hpp>
#include <charconv>
#include <fstream>
#include <iostream>
#include <span>

#include "core/difficulty.hpp"
#include "core/generator.hpp"
#include "core/numbers.hpp"
#include "core/steps.hpp"
#include "data_files.hpp"
#include "masks.hpp"
#include "messages.hpp"
#include "output_paths.hpp"
#include "page/settings.hpp"

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
    for (const render::Writer& writer : render::allWriters()) help += "\n" + std::string(writer.description);
    return help;
}

std::string algorithmHelp() {
    std::string help = "\nAlgorithms (-a NAME; mazesheet --list-algorithms lists them one per line):\n";
    for (const core::Generator* g : core::allGenerators()) {
        std::string name(g->name());
        name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
        help += "  " + name + std::string(g->summary()) + (g->supportsMasks() ? "" : " (no --mask)") + "\n";
        for (const core::Parameter& p : g->parameters()) {
            const std::string range = " (" + core::generalDecimal(p.min) + ".." + core::generalDecimal(p.max) +
                                      ", default " + core::generalDecimal(p.defaultValue) + ")";
            help += "  " + std::string(15, ' ') + "-a " + std::string(g->name()) + ":" + std::string(p.name) + "=V: " +
                    std::string(p.meaning) + range + "\n";
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
        help += "  " + name + std::string(level.summary) + "\n" + std::string(17, ' ') + std::to_string(level.width) +
                "x" + std::to_string(level.height) + ", " + std::string(level.algorithm) + "; solution on " +
                std::to_string(level.solutionShare.min) + "-" + std::to_string(level.solutionShare.max) +
                " % of the cells, decisions at " + std::to_string(level.decisionRate.min) + "-" +
                std::to_string(level.decisionRate.max) + " % of its cells, dead ends " +
                std::to_string(level.deadEndShare.min) + "-" + std::to_string(level.deadEndShare.max) + " %\n";
    }
    return help;
}

std::string endpointChoices(const char* separator) {
    std::string names;
    for (const auto& endpoint : core::kEndpointNames) names += std::string(endpoint.name) + separator;
    return names + "COL,ROW";
}

constexpr const char* kTemplateExtension = ".toml";

// A template's description: its first comment line.
std::string templateDescription(const std::string& path) {
    std::ifstream in(path);
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
// extension is a path. Returns the file CLI11 reads.
std::string templatePath(const std::string& value) {
    const bool path = value.find('/') != std::string::npos || value.find('.') != std::string::npos;
    if (path) {
        if (!std::ifstream(value)) throw InputError("template", "cannot read '" + value + "'");
        return value;
    }
    if (const auto found = findDataFile("", value, kTemplateExtension)) return *found;
    throw InputError("template", "no template called '" + value + "'; the shipped ones are: " + shippedTemplates());
}

// The command line with --template's value resolved to a file, for CLI11
// (which reads the file as a config file: its options apply unless the
// command line gives them too).
std::vector<std::string> resolveTemplate(int argc, char** argv) {
    std::vector<std::string> args(argv, argv + argc);
    for (std::size_t i = 1; i < args.size(); ++i) {
        if (args[i] == "--") break;
        if (args[i] == "--template" && i + 1 < args.size()) {
            args[i + 1] = templatePath(args[i + 1]);
            ++i;
        } else if (args[i].rfind("--template=", 0) == 0) {
            args[i] = "--template=" + templatePath(args[i].substr(11));
        }
    }
    return args;
}

const char* kHelpFooter = R"(
Examples:
  mazesheet                               20x20 maze in maze.xlsx, answer on a hidden sheet
  mazesheet -s 30x20 -a kruskal --seed 7  the same maze every time for seed 7
  mazesheet --count 25 --answers key.xlsx a class set; answers in a separate workbook
  mazesheet --mask heart -o heart.xlsx    a shipped shape (mazesheet --list-masks lists them)
  mazesheet --mask my-shape.txt           a mask of your own
  mazesheet --mask-text "Mia"             a maze in the shape of the letters
  mazesheet -s 10x10 -o -                 block text on standard output
  mazesheet --mask cat --preview          see the maze on the terminal (it is also in maze.xlsx)
  mazesheet -a growing-tree:0.25          growing-tree, newest cell a quarter of the time
  mazesheet --difficulty easy --count 25  a class set of easy mazes
  mazesheet --template large --title "Friday puzzle"   a ready layout; options given win

Templates (--template NAME, or a file of your own in the same form: option =
value lines, e.g. size = "12x16"); mazesheet --list-templates lists them.

Mask file: UTF-8 text, one line per maze row; '.' and space are outside the maze,
any other character is a cell; lines starting with ';' are comments. A .png mask:
each pixel is a cell if its grey level is under 128 of 255 (transparent = white).

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
    return flag + ": " + error.message();
}

std::optional<int> parseCommandLine(int argc, char** argv, Options& options, std::ostream& out, std::ostream& err) {
    CLI::App app{"mazesheet: printable maze worksheets (.xlsx) with the answer on a hidden sheet.\n"
                 "Same options and seed give the same maze and the same file on any machine.",
                 "mazesheet"};
    app.set_version_flag("--version", std::string("mazesheet ") + MAZESHEET_VERSION);
    app.footer(algorithmHelp() + levelHelp() + kHelpFooter);
    app.get_formatter()->column_width(34);
    app.allow_config_extras(CLI::config_extras_mode::error);  // a misspelt template option is an error

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
    bool listAlgorithmsAndExit = false;
    bool listTemplatesAndExit = false;
    bool listMasksAndExit = false;

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
    app.set_config("--template", "", "A layout template: a shipped name (small, medium, large, ...) or a file of "
                                     "options; options on the command line win")
        ->type_name("NAME|PATH");
    app.add_flag("--list-templates", listTemplatesAndExit, "List the shipped templates, one per line: name, description");
    app.add_option("--seed", seedText, "64-bit seed (0..18446744073709551615); random if absent, always reported")
        ->type_name("N");
    app.add_option("--mask", options.maskPath,
                   "The maze's shape: a shipped mask by name (--list-masks), a mask text file, or a .png picture "
                   "(one pixel per cell; pixels darker than mid-grey are cells)")
        ->type_name("NAME|PATH");
    std::string maskText;
    const auto* maskTextOption =
        app.add_option("--mask-text", maskText,
                       "A maze in the shape of block letters (A-Z, 0-9 and a few marks; lower case in capitals)")
            ->type_name("TEXT")
            ->excludes("--mask");
    app.add_flag("--list-masks", listMasksAndExit,
                 "List the shipped masks, one per line: name, size, cells, description");
    app.add_option("--start", start, endpointChoices(" | ") + " (1-based)")
        ->type_name("POS")
        ->capture_default_str();
    app.add_option("--finish", finish, "Same choices as --start")->type_name("POS")->capture_default_str();
    app.add_option("--style", style, "borders: walls are thick cell borders; blocks: walls are filled cells")
        ->type_name("STYLE")
        ->capture_default_str();
    const CLI::Option* braidOption =
        app.add_option("--braid", options.puzzle.braid, "0..1: fraction of dead ends removed (adds loops)")
            ->type_name("F")
            ->capture_default_str();
    app.add_option("--count", options.count, "Number of different mazes (sheets Maze 1..N)")
        ->type_name("N")
        ->capture_default_str();
    app.add_flag("--no-solution", options.noSolution, "Leave out the hidden solution sheets");
    app.add_option("--answers", options.answersPath,
                   "Write the solution sheets to this separate .xlsx instead, so the maze workbook carries no answer")
        ->type_name("PATH");
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
                 "formula says when it is right (no macros)");
    app.add_option("--title", options.render.page.title, "Heading printed above the maze")->type_name("TEXT");
    long long steps = 0;
    app.add_option("--steps", steps,
                   "Teaching mode: the carving shown at N moments (1.." + std::to_string(core::kMaxSteps) +
                       "): .xlsx sheets Step 1..N before the maze, or an animated .svg with a frame per step")
        ->type_name("N");
    app.add_option("--stats", options.statsPath, "Write one JSON object per maze (JSON Lines); - for standard output")
        ->type_name("PATH");
    app.add_flag("--preview", options.preview,
                 "Also draw the maze on the terminal (standard output, or standard error when -o - or --stats - "
                 "writes there)");
    app.add_flag("--preview-solution", options.previewSolution, "Like --preview, with the path from S to F dotted");
    app.add_flag("--force", options.force,
                 "Write a workbook even past 50 million cells (LibreOffice needs minutes and gigabytes to open it)");
    app.add_flag("-q,--quiet", options.quiet,
                 "No progress bar (shown on a terminal for runs over a second); messages still print");

    try {
        std::vector<std::string> args;
        try {
            args = resolveTemplate(argc, argv);
        } catch (const InputError& e) {
            say(inputError(e, options), err);
            return 2;
        }
        std::vector<char*> pointers;
        for (auto& arg : args) pointers.push_back(arg.data());
        app.parse(static_cast<int>(pointers.size()), pointers.data());
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e, out, err);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e, out, err);
    } catch (const CLI::ConfigError& e) {
        // CLI11 says "INI was not able to parse NAME" for an unknown option.
        std::string reason = e.what();
        const std::string unknown = "INI was not able to parse ";
        if (reason.rfind(unknown, 0) == 0) reason = "'" + reason.substr(unknown.size()) + "' is not an option";
        say("--template " + app.get_option("--template")->as<std::string>() + ": " + reason, err);
        return 2;
    } catch (const CLI::ConversionError& e) {
        // CLI11 says "Could not convert: --braid = x"; name the option first,
        // as every other message does.
        const std::string reason = e.what();
        const std::string prefix = "Could not convert: ";
        const auto equals = reason.find(" = ");
        if (reason.rfind(prefix, 0) == 0 && equals != std::string::npos) {
            say(reason.substr(prefix.size(), equals - prefix.size()) + ": '" + reason.substr(equals + 3) +
                    "' is not a number this option takes (see mazesheet --help)",
                err);
        } else {
            say(reason + " (see mazesheet --help)", err);
        }
        return 2;
    } catch (const CLI::ParseError& e) {
        say(std::string(e.what()) + " (see mazesheet --help)", err);
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
                for (const render::Writer& w : render::allWriters()) {
                    for (const auto extension : w.extensions) known += (known.empty() ? "" : ", ") + std::string(extension);
                }
                throw InputError("output", "'" + options.output + "' does not end in a known extension; use " + known +
                                               ", or - for block text on standard output");
            }
        }
        if (!difficulty.empty()) {
            // The level fills in what the command line leaves out; its band applies to any choice.
            const core::Level& level = core::findLevel(lower(difficulty));
            options.puzzle.level = &level;
            if (sizeOption->count() == 0) size = std::to_string(level.width) + "x" + std::to_string(level.height);
            if (algorithmOption->count() == 0) algorithm = level.algorithm;
            if (braidOption->count() == 0) options.puzzle.braid = level.braid;
        }
        std::tie(options.width, options.height) = parseSize(size);
        options.algorithm = core::chooseAlgorithm(algorithm);
        if (!seedText.empty()) {
            options.seed = parseNumber<std::uint64_t>(seedText);
            if (!options.seed) {
                throw InputError("seed", "expected a whole number from 0 to 18446744073709551615, got '" + seedText + "'");
            }
        }
        options.puzzle.start = parseEndpoint(start, "start");
        options.puzzle.finish = parseEndpoint(finish, "finish");
        if (options.count < 1 || options.count > kMaxCount) {
            throw InputError("count",
                             "expected 1 to " + std::to_string(kMaxCount) + ", got " + std::to_string(options.count));
        }
        const std::size_t maxMazes = options.writer->maxMazes;
        if (maxMazes != 0 && static_cast<std::size_t>(options.count) > maxMazes) {
            throw InputError("count", "a " + std::string(options.writer->name) + " file holds " + std::to_string(maxMazes) +
                                          (maxMazes == 1 ? " maze" : " mazes") + "; use another format for more");
        }
        page::PageSettings& page = options.render.page;
        page.style = choose<page::Style>(page::kStyleNames, style, "style");
        page.paper = choose<page::Paper>(page::kPaperNames, paper, "paper");
        page.orientation = choose<page::Orientation>(page::kOrientationNames, orientation, "orientation");
        page.solutionPath = choose<page::SolutionPath>(page::kSolutionPathNames, solutionPath, "solution-path");
        options.render.answers = options.noSolution || !options.answersPath.empty() ? render::Answers::Omitted
                                                                                     : render::Answers::Hidden;
        if (!options.answersPath.empty()) {
            const render::Writer* key = render::writerForPath(options.answersPath);
            if (!options.writer->answerKey) {
                throw InputError("answers", "needs an --output that can carry answers (" + std::string(options.writer->name) +
                                                " cannot)");
            }
            if (key != options.writer) {
                throw InputError("answers", "'" + options.answersPath + "' must be the same format as --output (" +
                                                std::string(options.writer->extensions.front()) + ")");
            }
        }
        if (options.render.page.playable && !options.writer->playable) {
            throw InputError("playable", "needs an --output that can hold formulas (.xlsx), not " +
                                             std::string(options.writer->name));
        }
        if (app.count("--steps") > 0) {
            options.steps = steps;
            if (options.writer->writeSteps == nullptr) {
                throw InputError("steps", "needs an --output that can show the carving (.xlsx or .svg), not " +
                                              std::string(options.writer->name));
            }
            if (options.count != 1) {
                throw InputError("steps", "shows how one maze is carved; leave --count at 1");
            }
        }
        if (options.toStdout && options.statsPath == "-") {
            throw InputError("stats", "- and --output - would both write to standard output; give one a file");
        }
        // The template and the mask are read before any output is written;
        // no output may be one of them, and no two outputs may be one file.
        const CLI::Option* templateOption = app.get_option("--template");
        refuseSameFiles({{"template", templateOption->count() > 0 ? templateOption->as<std::string>() : ""},
                         {"mask", maskFilePath(options.maskPath)},
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
