// SPDX-License-Identifier: MIT
#include "resolve_options.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "answer_key.hpp"
#include "capabilities.hpp"
#include "core/generator.hpp"
#include "nearest_name.hpp"
#include "page/fact_size.hpp"
#include "value_parsers.hpp"
#include "writers/writers.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

// The level --difficulty names; a near miss is named in the message.
const core::Level* resolveLevel(const ClassroomValues& values) {
    if (values.difficulty.empty()) return nullptr;
    std::vector<std::string> levels;
    for (const core::Level& each : core::allLevels()) levels.emplace_back(each.name);
    const std::string meant = didYouMean(values.difficulty, levels);
    if (!meant.empty() && std::find(levels.begin(), levels.end(), lower(values.difficulty)) == levels.end()) {
        throw InputError("difficulty", "expected " + core::levelNames() + ", got '" + values.difficulty + "'" + meant);
    }
    return &core::findLevel(lower(values.difficulty));
}

// An algorithm's name that is a near miss of one is named in the message.
void refuseNearAlgorithm(const std::string& algorithm) {
    std::vector<std::string> names;
    for (const core::Generator* g : core::allGenerators()) names.emplace_back(g->name());
    const std::string name = algorithm.substr(0, algorithm.find(':'));
    if (std::find(names.begin(), names.end(), name) != names.end()) return;
    const std::string meant = didYouMean(name, names);
    if (!meant.empty()) {
        throw InputError("algorithm", "unknown algorithm '" + name + "'" + meant + " (--list-algorithms lists them)");
    }
}

// The writer of --output's path, or of standard output for "-".
void resolveOutput(const OutputValues& values, Options& options) {
    options.output = values.output;
    options.statsPath = values.stats;
    options.answersPath = values.answers;
    options.noSolution = values.noSolution;
    options.quiet = values.quiet;
    options.render.force = values.force;
    options.previewSolution = values.previewSolution;
    options.render.picture.dpi = values.dpi;
    options.render.picture.mazeOnly = values.mazeOnly;
    options.preview = values.preview || values.previewSolution;
    if (options.output == "-") {
        options.toStdout = true;
        options.writer = &render::standardOutputWriter();
        return;
    }
    if (options.output.empty()) throw InputError("output", "the path is empty");
    options.writer = render::writerForPath(options.output);
    if (options.writer != nullptr) return;
    std::string known;
    for (const render::Writer* w : render::allWriters()) {
        for (const auto extension : w->extensions) known += (known.empty() ? "" : ", ") + std::string(extension);
    }
    throw InputError("output", "'" + options.output + "' does not end in a known extension; use " + known + ", or - for " +
                                   std::string(render::standardOutputWriter().noun) + " on standard output");
}

// The maze's algorithm, braid, seed, ends and shape; a level fills in the
// algorithm and braid not given, and its band applies to any choice.
void resolveMaze(const TypedOptions& typed, const core::Level* level, Options& options) {
    const MazeValues& maze = typed.maze;
    options.puzzle.level = level;
    options.puzzle.braid = parseBraid(maze.braid);
    if (level != nullptr && !typed.wasGiven("braid")) options.puzzle.braid = level->braid;
    if (typed.classroom.noWalls && typed.wasGiven("algorithm")) {
        throw InputError("no-walls", "an open grid is not carved; leave out --algorithm");
    }
    const bool levelsAlgorithm = level != nullptr && !typed.wasGiven("algorithm");
    if (!levelsAlgorithm) refuseNearAlgorithm(maze.algorithm);
    options.algorithm = core::chooseAlgorithm(levelsAlgorithm ? std::string(level->algorithm) : maze.algorithm);
    if (!maze.seed.empty()) options.seed = parseSeed(maze.seed);
    options.puzzle.start = parseEndpoint(maze.start, "start");
    options.puzzle.finish = parseEndpoint(maze.finish, "finish");
    options.maskPath = maze.mask;
    if (typed.wasGiven("mask-text")) options.maskText = maze.maskText;
    options.puzzle.noWalls = typed.classroom.noWalls;
}

// The grid (--grid): the output must draw it; a circle takes no mask, the
// terminal preview and block cells draw squares only.
void resolveGrid(const TypedOptions& typed, Options& options) {
    options.grid = parseGrid(typed.maze.grid);
    if (options.grid == core::GridKind::Square) return;
    requireCapability(*options.writer, "grid", drawsGrid(options.grid));
    if (options.puzzle.facts) requireCapability(*options.writer, "facts", showsFactsOn(options.grid));
    const std::string grid(core::gridName(options.grid));
    if (options.grid == core::GridKind::Circle && (!options.maskPath.empty() || options.maskText)) {
        throw InputError(options.maskText ? "mask-text" : "mask",
                         "a circle's rings take no mask; draw the shape on --grid hex, triangle or square");
    }
    if (options.preview) {
        throw InputError(typed.output.previewSolution ? "preview-solution" : "preview",
                         "draws square mazes only, not a " + grid + " maze");
    }
    if (options.render.page.style == page::Style::Blocks) {
        throw InputError("style", "blocks are square cells; a " + grid + " maze is drawn with borders");
    }
}

// A level's size on a grid where none was given: about as many cells as
// its own size, about as wide as high on paper (a row of triangles is
// sqrt(3)/2 high and each adds half a side to its length; 5, 9 and 17
// rings hold 67, 235 and 859 cells).
std::pair<long long, long long> levelSize(const core::Level& level, core::GridKind grid) {
    const long long cells = static_cast<long long>(level.width) * level.height;
    switch (grid) {
        case core::GridKind::Circle: {
            const long long rings = std::max(2, level.width * 5 / 9 + 1);
            return {rings, rings};
        }
        case core::GridKind::Triangle: {
            const long long rows =
                std::max(1LL, std::llround(std::sqrt(static_cast<double>(cells) / std::numbers::sqrt3)));
            return {(cells + rows / 2) / rows, rows};
        }
        case core::GridKind::Hex:
        case core::GridKind::Square: break;
    }
    return {level.width, level.height};
}

// The largest maze on another grid whose cells print facts legibly
// (core::checkFactSupply: the room of 12 x 15 square cells), about as
// tall as an A4 page: 9x13 hexagons, 9x7 triangles, 4 rings.
std::pair<long long, long long> factsSizeOn(core::GridKind grid) {
    switch (grid) {
        case core::GridKind::Circle: return {4, 4};
        case core::GridKind::Triangle: return {9, 7};
        case core::GridKind::Hex:
        case core::GridKind::Square: break;
    }
    return {9, 13};
}

// A class set fits the output's pages.
void resolveCount(const ClassroomValues& values, Options& options) {
    options.count = parseCount(values.count);
    const std::size_t perPage = static_cast<std::size_t>(options.render.page.mazesPerPage);
    const std::size_t maxPages = options.writer->maxPages;
    const std::size_t pages = (static_cast<std::size_t>(options.count) + perPage - 1) / perPage;
    if (maxPages == 0 || pages <= maxPages) return;
    const std::size_t mazes = maxPages * perPage;
    throw InputError("count", "a " + std::string(options.writer->name) + " file holds " + std::to_string(mazes) +
                                  (mazes == 1 ? " maze" : " mazes") +
                                  (perPage > 1 ? " (" + std::to_string(maxPages) + " page)" : "") +
                                  "; use another format for more");
}

// Where the answers go: hidden in the file, nowhere, or a key beside it. A
// key asked for without a path, or implied by --playable (a file on
// students' screens holds no answer), is named from the workbook.
void resolveAnswers(const TypedOptions& typed, Options& options) {
    const render::Writer& writer = *options.writer;
    const bool playableKey = options.render.page.playable && writer.playable;
    const bool answerKey = typed.output.answerKey;
    if (options.noSolution && typed.wasGiven("answers")) {
        throw InputError("answers", "asks for the answers in a key, and --no-solution leaves them out; give one "
                                    "or the other");
    }
    // A page played on screen never has a key: a template's (class-set) is
    // left out there, and one typed is refused below.
    const bool templateKeyDropped = answerKey && !typed.wasTyped("answer-key") && writer.playsOnScreen;
    const bool keyAsked = (answerKey && !templateKeyDropped) || typed.wasGiven("answers") || playableKey;
    if (keyAsked && options.answersPath.empty() && !options.noSolution) {
        requireCapability(writer, answerKey ? "answer-key" : "answers", kCarriesAnswers);
        options.answersPath = impliedKeyPath(options.output);
    }
    const bool omitted = options.noSolution || !options.answersPath.empty();
    options.render.answers = omitted ? render::Answers::Omitted : render::Answers::Hidden;
    if (options.answersPath.empty()) return;
    requireCapability(writer, "answers", kCarriesAnswers);
    if (render::writerForPath(options.answersPath) != &writer) {
        throw InputError("answers", "'" + options.answersPath + "' must be the same format as --output (" +
                                        std::string(writer.extensions.front()) + ")");
    }
}

void resolvePlayable(Options& options) {
    if (!options.render.page.playable) return;
    requireCapability(*options.writer, "playable", kHoldsFormulas);
    if (options.puzzle.noWalls) {
        // Its formulas judge a way through the walls; in an open grid only
        // the facts tell the way, and a students' file holds no answer.
        throw InputError("playable", "cannot judge an open grid (--no-walls): only the facts show its way, and "
                                     "the students' file holds no answer; give the maze walls");
    }
}

// A poster: its sheets (auto is resolved once the maze's shape is known).
void resolvePoster(const PageValues& values, Options& options) {
    if (values.poster.empty()) return;
    options.poster = parsePoster(values.poster);
    checkPoster(*options.writer, options.render.page, options.steps.has_value());
}

// The clock and the move count are the page played on screen's.
void resolveOnScreen(const ClassroomValues& values, Options& options) {
    if (values.noTimer) requireCapability(*options.writer, "no-timer", kPlaysOnScreen);
    if (values.noMoves) requireCapability(*options.writer, "no-moves", kPlaysOnScreen);
    options.render.page.playTimer = !values.noTimer;
    options.render.page.playMoves = !values.noMoves;
}

void resolveSteps(const TypedOptions& typed, Options& options) {
    if (!typed.wasGiven("steps")) return;
    options.steps = parseSteps(typed.teaching.steps);
    requireCapability(*options.writer, "steps", kShowsCarving);
    if (options.count != 1) throw InputError("steps", "shows how one maze is carved; leave --count at 1");
    if (options.puzzle.noWalls) throw InputError("steps", "shows how a maze is carved; --no-walls carves none");
}

}  // namespace

std::pair<long long, long long> resolveSize(const TypedOptions& typed, const core::Level* level,
                                            const core::FactSet* facts, const page::PageSettings& page,
                                            std::vector<std::string>* notes) {
    const core::GridKind grid = parseGrid(typed.maze.grid);
    const bool given = typed.wasGiven("size");
    auto size = parseSize(given ? typed.maze.size : defaultSize(grid), grid);
    // 1. Typed: as typed.
    if (typed.wasTyped("size")) return size;
    // 2. The level's size where none was given (as many cells on its grid).
    if (level != nullptr && !given) size = levelSize(*level, grid);
    if (facts == nullptr) return size;
    // Facts on another grid: a size given as it is (the core checks the
    // room it takes), else the most cells that print them legibly.
    if (grid != core::GridKind::Square) return given ? size : factsSizeOn(grid);
    // 3. Facts need big cells: their own default, and at most their bound.
    if (!given) size = {core::kFactsDefaultWidth, core::kFactsDefaultHeight};
    auto& [width, height] = size;
    const bool tall = width <= height;
    width = std::min<long long>(width, tall ? core::kFactsMaxShortSide : core::kFactsMaxLongSide);
    height = std::min<long long>(height, tall ? core::kFactsMaxLongSide : core::kFactsMaxShortSide);
    // 4. On a rectangle, as large as prints the items legibly.
    if (!typed.maze.mask.empty() || typed.wasGiven("mask-text")) return size;
    std::vector<std::string_view> items(facts->trueItems.begin(), facts->trueItems.end());
    items.insert(items.end(), facts->falseItems.begin(), facts->falseItems.end());
    const page::MazeSize legible =
        page::legibleFactsSize(items, {static_cast<int>(width), static_cast<int>(height)}, page);
    // 5. No more cells than the file has items for.
    const std::size_t most = core::mostFactCells(*facts);
    if (most == 0 || static_cast<std::size_t>(legible.width) * static_cast<std::size_t>(legible.height) <= most) {
        return {legible.width, legible.height};
    }
    const auto [w, h] = core::largestWithin(legible.width, legible.height, most);
    const std::string made = std::to_string(w) + "x" + std::to_string(h);
    if (notes != nullptr) {
        notes->push_back("--facts " + facts->name + ": its " + std::to_string(facts->trueItems.size()) + " true and " +
                         std::to_string(facts->falseItems.size()) + " false items fill " + made +
                         " cells at most (a true item for every 8 cells, a false one for every 4): made " + made +
                         "; add items for a larger maze");
    }
    return {w, h};
}

Options resolveOptions(const TypedOptions& typed, std::shared_ptr<const core::FactSet> facts) {
    Options options;
    options.templatePath = typed.page.templateName;
    options.facts = typed.classroom.facts;
    resolveOutput(typed.output, options);
    const core::Level* level = resolveLevel(typed.classroom);
    resolveMaze(typed, level, options);
    if (facts) requireCapability(*options.writer, "facts", kShowsFacts);
    options.puzzle.facts = facts;
    options.render.page = pageSettings(typed.page);
    options.render.page.playable = typed.classroom.playable;
    resolveGrid(typed, options);
    resolveCount(typed.classroom, options);
    std::tie(options.width, options.height) =
        resolveSize(typed, level, facts.get(), options.render.page, &options.notes);
    resolveAnswers(typed, options);
    resolvePlayable(options);
    resolveOnScreen(typed.classroom, options);
    resolveSteps(typed, options);
    resolvePoster(typed.page, options);
    if (typed.wasGiven("dpi")) requireCapability(*options.writer, "dpi", kDrawsPixels);
    if (typed.output.mazeOnly) requireCapability(*options.writer, "maze-only", kDrawsPixels);
    if (options.toStdout && options.statsPath == "-") {
        throw InputError("stats", "- and --output - would both write to standard output; give one a file");
    }
    return options;
}

}  // namespace mazesheet::cli
