#include "options.hpp"

#include <CLI/CLI.hpp>
#include <charconv>
#include <iostream>

#include "core/errors.hpp"
#include "core/generator.hpp"

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

OutputFormat formatFor(const std::string& path) {
    const auto dot = path.rfind('.');
    const auto slash = path.rfind('/');
    const std::string extension =
        dot == std::string::npos || (slash != std::string::npos && dot < slash) ? "" : lower(path.substr(dot));
    if (extension == ".xlsx") return OutputFormat::Workbook;
    if (extension == ".txt") return OutputFormat::BlockText;
    if (extension == ".svg") return OutputFormat::Svg;
    throw InputError("--output: '" + path + "' has " +
                     (extension.empty() ? std::string("no extension") : "extension '" + extension + "'") +
                     "; use .xlsx, .txt or .svg, or - for block text on standard output");
}

const char* kHelpFooter = R"(
Examples:
  mazesheet                               20x20 maze in maze.xlsx, answer on a hidden sheet
  mazesheet -s 30x20 -a kruskal --seed 7  the same maze every time for seed 7
  mazesheet --count 25 --answers key.xlsx a class set; answers in a separate workbook
  mazesheet --mask templates/heart.txt -o heart.xlsx
  mazesheet -s 10x10 -o -                 block text on standard output

Algorithms: backtracker (long winding corridors, few dead ends), kruskal, prim,
wilson and aldous-broder (uniformly random mazes), eller, hunt-and-kill,
sidewinder and binary-tree (visible bias: an open top row), growing-tree
(between backtracker and prim), division (long straight walls). eller,
sidewinder, binary-tree and division need a full rectangle (no --mask).

Mask file: one line per maze row; '.' and space are outside the maze, any other
character is a cell; lines starting with ';' are comments.

Exit status: 0 done, 2 bad usage or input, 1 failure while working.)";

}  // namespace

std::pair<int, int> parseSize(const std::string& text) {
    const std::string lowered = lower(text);
    const auto x = lowered.find('x');
    const auto width = x == std::string::npos ? std::nullopt : parseNumber<long long>(std::string_view(lowered).substr(0, x));
    const auto height = x == std::string::npos ? std::nullopt : parseNumber<long long>(std::string_view(lowered).substr(x + 1));
    if (!width || !height) throw InputError("--size: expected WIDTHxHEIGHT such as 20x20, got '" + text + "'");
    if (*width < 1 || *height < 1) {
        throw InputError("--size: " + text + " is empty; width and height must be at least 1");
    }
    if (*width > core::kMaxSide || *height > core::kMaxSide ||
        static_cast<unsigned long long>(*width) * static_cast<unsigned long long>(*height) > core::kMaxCells) {
        throw InputError("--size: " + text + " is too large; at most " + std::to_string(core::kMaxCells) +
                         " cells and " + std::to_string(core::kMaxSide) + " per side");
    }
    return {static_cast<int>(*width), static_cast<int>(*height)};
}

core::Endpoint parseEndpoint(const std::string& text, const std::string& option) {
    using Kind = core::Endpoint::Kind;
    const std::string name = lower(text);
    if (name == "auto") return {Kind::Auto, {}};
    if (name == "top-left") return {Kind::TopLeft, {}};
    if (name == "top-right") return {Kind::TopRight, {}};
    if (name == "bottom-left") return {Kind::BottomLeft, {}};
    if (name == "bottom-right") return {Kind::BottomRight, {}};
    const auto comma = name.find(',');
    if (comma != std::string::npos) {
        const auto col = parseNumber<int>(std::string_view(name).substr(0, comma));
        const auto row = parseNumber<int>(std::string_view(name).substr(comma + 1));
        if (col && row) {
            if (*col < 1 || *row < 1) throw InputError(option + ": " + text + " is outside the maze; COL,ROW count from 1");
            return {Kind::Cell, {*col - 1, *row - 1}};
        }
    }
    throw InputError(option + ": expected auto, top-left, top-right, bottom-left, bottom-right or COL,ROW, got '" +
                     text + "'");
}

std::optional<int> parseCommandLine(int argc, char** argv, Options& options) {
    CLI::App app{"mazesheet: printable maze worksheets (.xlsx) with the answer on a hidden sheet.\n"
                 "Same options and seed give the same maze and the same file on any machine.",
                 "mazesheet"};
    app.set_version_flag("--version", std::string("mazesheet ") + MAZESHEET_VERSION);
    app.footer(kHelpFooter);
    app.get_formatter()->column_width(34);

    std::string size = "20x20";
    std::string start = "auto";
    std::string finish = "auto";
    std::string style = "borders";
    std::string paper = "a4";
    std::string orientation = "auto";
    std::string seedText;
    bool noSolution = false;

    app.add_option("-o,--output", options.output,
                   "Where to write; the extension picks the format: .xlsx workbook, .txt block text, .svg "
                   "picture; - writes block text to standard output")
        ->type_name("PATH")
        ->capture_default_str();
    app.add_option("-s,--size", size, "Maze cells across x down (ignored with --mask)")
        ->type_name("WxH")
        ->capture_default_str();
    app.add_option("-a,--algorithm", options.algorithm, "Carving algorithm: " + core::generatorNames())
        ->type_name("NAME")
        ->capture_default_str();
    app.add_option("--seed", seedText, "64-bit seed (0..18446744073709551615); random if absent, always reported")
        ->type_name("N");
    app.add_option("--mask", options.maskPath, "Text mask: the maze fills the marked cells")->type_name("PATH");
    app.add_option("--start", start, "auto | top-left | top-right | bottom-left | bottom-right | COL,ROW (1-based)")
        ->type_name("POS")
        ->capture_default_str();
    app.add_option("--finish", finish, "Same choices as --start")->type_name("POS")->capture_default_str();
    app.add_option("--style", style, "borders: walls are thick cell borders; blocks: walls are filled cells")
        ->type_name("STYLE")
        ->capture_default_str();
    app.add_option("--braid", options.braid, "0..1: fraction of dead ends removed (adds loops)")
        ->type_name("F")
        ->capture_default_str();
    app.add_option("--count", options.count, "Number of different mazes (sheets Maze 1..N)")
        ->type_name("N")
        ->capture_default_str();
    app.add_flag("--no-solution", noSolution, "Leave out the hidden solution sheets");
    app.add_option("--answers", options.answersPath,
                   "Write the solution sheets to this separate .xlsx instead, so the maze workbook carries no answer")
        ->type_name("PATH");
    app.add_option("--paper", paper, "a4 | letter")->type_name("PAPER")->capture_default_str();
    app.add_option("--orientation", orientation, "auto | portrait | landscape (auto follows the maze's shape)")
        ->type_name("ORIENT")
        ->capture_default_str();
    app.add_option("--title", options.workbook.title, "Heading printed above the maze")->type_name("TEXT");
    app.add_option("--stats", options.statsPath, "Write one JSON object per maze (JSON Lines); - for standard output")
        ->type_name("PATH");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "mazesheet: " << e.what() << " (see mazesheet --help)\n";
        return 2;
    }

    try {
        if (options.output == "-") {
            options.toStdout = true;
            options.format = OutputFormat::BlockText;
        } else {
            if (options.output.empty()) throw InputError("--output: the path is empty");
            options.format = formatFor(options.output);
        }
        std::tie(options.width, options.height) = parseSize(size);
        if (core::findGenerator(options.algorithm) == nullptr) {
            throw InputError("--algorithm: unknown algorithm '" + options.algorithm +
                             "'; choose one of: " + core::generatorNames());
        }
        if (!seedText.empty()) {
            options.seed = parseNumber<std::uint64_t>(seedText);
            if (!options.seed) {
                throw InputError("--seed: expected a whole number from 0 to 18446744073709551615, got '" + seedText + "'");
            }
        }
        options.start = parseEndpoint(start, "--start");
        options.finish = parseEndpoint(finish, "--finish");
        if (!(options.braid >= 0.0 && options.braid <= 1.0)) {
            throw InputError("--braid: expected a fraction from 0 to 1, got " + std::to_string(options.braid));
        }
        if (options.count < 1 || options.count > kMaxCount) {
            throw InputError("--count: expected 1 to " + std::to_string(kMaxCount) + ", got " +
                             std::to_string(options.count));
        }
        const std::string styleName = lower(style);
        if (styleName == "borders") options.workbook.style = sheet::Style::Borders;
        else if (styleName == "blocks") options.workbook.style = sheet::Style::Blocks;
        else throw InputError("--style: expected borders or blocks, got '" + style + "'");
        const std::string paperName = lower(paper);
        if (paperName == "a4") options.workbook.paper = sheet::Paper::A4;
        else if (paperName == "letter") options.workbook.paper = sheet::Paper::Letter;
        else throw InputError("--paper: expected a4 or letter, got '" + paper + "'");
        const std::string orientationName = lower(orientation);
        if (orientationName == "auto") options.workbook.orientation = sheet::Orientation::Auto;
        else if (orientationName == "portrait") options.workbook.orientation = sheet::Orientation::Portrait;
        else if (orientationName == "landscape") options.workbook.orientation = sheet::Orientation::Landscape;
        else throw InputError("--orientation: expected auto, portrait or landscape, got '" + orientation + "'");
        options.workbook.solutionSheets = !noSolution && options.answersPath.empty();
        if (!options.answersPath.empty()) {
            if (options.format != OutputFormat::Workbook) {
                throw InputError("--answers: needs an .xlsx --output (answers go beside a maze workbook)");
            }
            if (lower(options.answersPath).ends_with(".xlsx") == false) {
                throw InputError("--answers: '" + options.answersPath + "' must end in .xlsx");
            }
            if (options.answersPath == options.output) {
                throw InputError("--answers: must differ from --output, or the answers would overwrite the mazes");
            }
        }
        if (options.format == OutputFormat::Svg && options.count > 1) {
            throw InputError("--count: an .svg picture holds one maze; use .xlsx or .txt for several");
        }
        if (options.toStdout && options.statsPath == "-") {
            throw InputError("--stats: - and --output - would both write to standard output; give one a file");
        }
        if (!options.statsPath.empty() && options.statsPath == options.output) {
            throw InputError("--stats: must differ from --output");
        }
    } catch (const InputError& e) {
        std::cerr << "mazesheet: " << e.what() << "\n";
        return 2;
    }
    return std::nullopt;
}

}  // namespace mazesheet::cli
