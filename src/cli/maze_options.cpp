// SPDX-License-Identifier: MIT
#include "maze_options.hpp"

#include <algorithm>
#include <climits>
#include <ostream>

#include "core/generator.hpp"
#include "core/numbers.hpp"
#include "value_parsers.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

std::string endpointChoices(const char* separator) {
    std::string names;
    for (const auto& endpoint : core::kEndpointNames) names += std::string(endpoint.name) + separator;
    return names + "COL,ROW";
}

}  // namespace

HelpSection bindMazeOptions(CLI::App& app, MazeValues& values) {
    app.add_option("--grid", values.grid,
                   "The cells: square, circle (rings round a centre), hex (hexagons) or triangle (--list-grids)")
        ->type_name("GRID")
        ->capture_default_str();
    app.add_option("-s,--size", values.size,
                   "Maze cells across x down (ignored with --mask and --mask-text); a circle's rings, one number "
                   "(12 or 12x12)")
        ->type_name("WxH")
        ->capture_default_str();
    app.add_option("-a,--algorithm", values.algorithm, "Carving algorithm (below); NAME:VALUE sets its parameter")
        ->type_name("NAME")
        ->capture_default_str();
    app.add_option("--seed", values.seed, "64-bit seed (0..18446744073709551615): the same seed, the same maze")
        ->type_name("N");
    app.add_option("--mask", values.mask,
                   "The maze's shape: a shipped mask by name (--list-masks), a mask text file, or a .png picture "
                   "(one pixel per cell; pixels darker than mid-grey are cells)")
        ->type_name("NAME|PATH");
    app.add_option("--mask-text", values.maskText,
                   "A maze in the shape of block letters (A-Z with accents, 0-9 and a few marks; lower case in "
                   "capitals); not with --mask")
        ->type_name("TEXT")
        ->excludes("--mask");
    app.add_option("--start", values.start, endpointChoices(" | ") + " (1-based)")->type_name("POS")->capture_default_str();
    app.add_option("--finish", values.finish, "Same choices as --start")->type_name("POS")->capture_default_str();
    app.add_option("--braid", values.braid, "0..1: fraction of dead ends removed (adds loops)")
        ->type_name("F")
        ->capture_default_str();
    return {"Maze",
            {{"--grid", ""},
             {"--size", "20x20; circle " + defaultSize(core::GridKind::Circle) + ", triangle " +
                            defaultSize(core::GridKind::Triangle)},
             {"--algorithm", ""},
             {"--seed", "random; the seed used is always reported"},
             {"--mask", "none: a rectangle of --size"},
             {"--mask-text", "none"},
             {"--start", ""},
             {"--finish", ""},
             {"--braid", ""}}};
}

std::string algorithmHelp() {
    std::string help = "\nAlgorithms (-a NAME; mazesheet --list-algorithms lists them one per line):\n";
    for (const core::Generator* g : core::allGenerators()) {
        std::string name(g->name());
        name.resize(std::max<std::size_t>(name.size() + 1, 15), ' ');
        // What it cannot do: a mask, other grids.
        const std::string grids = g->carves(core::GridKind::Hex)      ? ""
                                  : g->carves(core::GridKind::Circle) ? "square and circle grids"
                                                                      : "square grid";
        std::string limits = g->supportsMasks() ? "" : "no --mask";
        if (!grids.empty()) limits += (limits.empty() ? "" : "; ") + grids;
        help += wrapText("  " + name + std::string(g->summary()) + (limits.empty() ? "" : " (" + limits + ")"),
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

void listMazeChoices(std::ostream& out) {
    for (const core::GridName& grid : core::kGridNames) out << "--grid\t" << grid.name << '\t' << grid.summary << '\n';
    for (const char* option : {"--start", "--finish"}) {
        for (const auto& endpoint : core::kEndpointNames) {
            out << option << '\t' << endpoint.name << '\t' << endpoint.description << '\n';
        }
    }
}

core::GridKind parseGrid(const std::string& text) { return core::findGrid(lower(text)); }

std::string defaultSize(core::GridKind grid) {
    switch (grid) {
        case core::GridKind::Circle: return "12";
        case core::GridKind::Triangle: return "28x16";
        case core::GridKind::Hex:
        case core::GridKind::Square: break;
    }
    return "20x20";
}

std::pair<long long, long long> parseSize(const std::string& text, core::GridKind grid) {
    const std::string lowered = lower(text);
    const auto x = lowered.find('x');
    if (grid == core::GridKind::Circle) {
        // A circle's size is its rings: N, or NxN as a square's is written.
        const auto rings = parseNumber<long long>(std::string_view(lowered).substr(0, x));
        const auto again = x == std::string::npos ? rings : parseNumber<long long>(std::string_view(lowered).substr(x + 1));
        if (!rings || !again) throw InputError("size", "expected a circle's rings such as 12 (or 12x12), got '" + text + "'");
        return {*rings, *again};  // core::Region::onGrid checks them
    }
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
        const auto col = parseNumber<long long>(std::string_view(name).substr(0, comma));
        const auto row = parseNumber<long long>(std::string_view(name).substr(comma + 1));
        const auto digits = [](std::string_view part) {
            return !part.empty() && part.find_first_not_of("0123456789") == std::string_view::npos;
        };
        // Whole numbers, but larger than any maze (or than a number holds).
        const bool huge = digits(std::string_view(name).substr(0, comma)) && digits(std::string_view(name).substr(comma + 1)) &&
                          (!col || !row || *col > INT_MAX || *row > INT_MAX);
        if (huge) throw InputError(input, text + " is outside the maze; COL,ROW count from 1 to its width and height");
        if (col && row) {
            if (*col < 1 || *row < 1) throw InputError(input, text + " is outside the maze; COL,ROW count from 1");
            return {core::Endpoint::Kind::Cell, {static_cast<int>(*col - 1), static_cast<int>(*row - 1)}};
        }
    }
    throw InputError(input, "expected " + endpointChoices(", ") + ", got '" + text + "'");
}

std::uint64_t parseSeed(const std::string& text) {
    return wholeNumber<std::uint64_t>(text, "seed", "0 to 18446744073709551615");
}

double parseBraid(const std::string& text) { return decimalNumber(text, "braid", "a fraction from 0 to 1"); }

}  // namespace mazesheet::cli
