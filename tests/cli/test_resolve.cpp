// SPDX-License-Identifier: MIT
// The command line's one resolver: the maze's size, rule by rule in its
// order of precedence, and the one capability check that every option
// needing something of the output's format goes through.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <functional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "cli/capabilities.hpp"
#include "cli/resolve_options.hpp"
#include "core/difficulty.hpp"
#include "core/errors.hpp"
#include "core/facts/fact_set.hpp"
#include "page/fact_size.hpp"

using namespace mazesheet;
using cli::TypedOptions;
using Size = std::pair<long long, long long>;

namespace {

// Options with --size `size` typed on the command line, or given by a template.
TypedOptions sized(const std::string& size, bool typed) {
    TypedOptions options;
    options.maze.size = size;
    options.given.insert("size");
    if (typed) options.typed.insert("size");
    return options;
}

Size resolve(const TypedOptions& typed, const core::Level* level, const core::FactSet* facts) {
    return cli::resolveSize(typed, level, facts, page::PageSettings{});
}

// A teacher's set of long words: no 12x15 maze prints them legibly.
core::FactSet longWords() {
    core::FactSet set;
    set.name = "long-words.txt";
    set.trueItems = {"extraordinary", "unbelievable", "communication", "neighbourhood"};
    set.falseItems = {"extrordinary", "unbeleivable", "comunication", "neighborhood"};
    set.fromFile = true;
    return set;
}

}  // namespace

TEST_CASE("size, rule 1: a size typed on the command line is the size", "[resolve]") {
    const auto facts = core::builtInFactSet("times-7");
    const core::FactSet words = longWords();
    const core::Level& easy = core::findLevel("easy");
    CHECK(resolve(sized("30x40", true), &easy, facts.get()) == Size{30, 40});
    CHECK(resolve(sized("30x40", true), nullptr, &words) == Size{30, 40});
    CHECK(resolve(sized("7x5", true), nullptr, nullptr) == Size{7, 5});
}

TEST_CASE("size, rule 2: a template's size, else the level's, else the default", "[resolve]") {
    const core::Level& easy = core::findLevel("easy");
    CHECK(resolve(TypedOptions{}, nullptr, nullptr) == Size{20, 20});
    CHECK(resolve(TypedOptions{}, &easy, nullptr) == Size{easy.width, easy.height});
    CHECK(resolve(sized("9x7", false), &easy, nullptr) == Size{9, 7});
    CHECK(resolve(sized("9x7", false), nullptr, nullptr) == Size{9, 7});
}

TEST_CASE("size, rule 3: facts take their default over the level's, and their bound", "[resolve]") {
    const auto facts = core::builtInFactSet("times-7");
    const core::Level& hard = core::findLevel("hard");
    // On a mask no legibility fit applies (rule 4), so the bound shows alone.
    TypedOptions masked;
    masked.maze.mask = "heart";
    CHECK(resolve(masked, &hard, facts.get()) == Size{core::kFactsDefaultWidth, core::kFactsDefaultHeight});
    for (const auto& [given, bounded] : {std::pair{"20x28", Size{12, 15}}, std::pair{"30x20", Size{15, 12}},
                                         std::pair{"9x40", Size{9, 15}}, std::pair{"6x5", Size{6, 5}}}) {
        TypedOptions options = sized(given, false);
        options.maze.mask = "heart";
        CHECK(resolve(options, &hard, facts.get()) == bounded);
    }
    REQUIRE(core::kFactsMaxShortSide == 12);
    REQUIRE(core::kFactsMaxLongSide == 15);
}

TEST_CASE("size, rule 4: facts on a rectangle print legibly", "[resolve]") {
    const core::FactSet words = longWords();
    std::vector<std::string_view> items(words.trueItems.begin(), words.trueItems.end());
    items.insert(items.end(), words.falseItems.begin(), words.falseItems.end());
    const page::MazeSize fit = page::legibleFactsSize(items, {12, 15}, page::PageSettings{});
    REQUIRE(fit.width * fit.height < 12 * 15);  // the rule has something to do
    CHECK(resolve(sized("12x15", false), nullptr, &words) == Size{fit.width, fit.height});
    CHECK(resolve(sized("20x28", false), nullptr, &words) == Size{fit.width, fit.height});
    TypedOptions masked = sized("12x15", false);
    masked.maze.mask = "heart";
    CHECK(resolve(masked, nullptr, &words) == Size{12, 15});
    TypedOptions letters = sized("12x15", false);
    letters.given.insert("mask-text");
    CHECK(resolve(letters, nullptr, &words) == Size{12, 15});
}

TEST_CASE("size on other grids: each grid's default, a level's cells, facts keep the grid's size", "[resolve][grids]") {
    const auto facts = core::builtInFactSet("times-7");
    const core::Level& easy = core::findLevel("easy");
    const core::Level& hard = core::findLevel("hard");
    const auto on = [](const char* grid, TypedOptions options = {}) {
        options.maze.grid = grid;
        return options;
    };
    CHECK(resolve(on("circle"), nullptr, nullptr) == Size{12, 12});
    CHECK(resolve(on("triangle"), nullptr, nullptr) == Size{28, 16});
    CHECK(resolve(on("hex"), nullptr, nullptr) == Size{20, 20});
    // A circle's size is its rings, however written.
    CHECK(resolve(on("circle", sized("7", true)), nullptr, nullptr) == Size{7, 7});
    CHECK(resolve(on("circle", sized("7x7", false)), nullptr, nullptr) == Size{7, 7});
    // A level: about its cells on the grid (hard's 17 rings hold 859 cells).
    CHECK(resolve(on("circle"), &hard, nullptr) == Size{17, 17});
    CHECK(resolve(on("hex"), &easy, nullptr) == Size{easy.width, easy.height});
    const Size triangle = resolve(on("triangle"), &easy, nullptr);
    CHECK(std::abs(triangle.first * triangle.second - easy.width * easy.height) <= triangle.second);
    // Facts: a size given stays (the core checks it); else the largest that
    // prints them legibly on the grid, whatever the level: one more ring,
    // column or row is refused.
    CHECK(resolve(on("hex", sized("30x30", false)), nullptr, facts.get()) == Size{30, 30});
    for (const auto& [grid, largest, larger] :
         {std::tuple{core::GridKind::Circle, Size{4, 4}, std::vector<Size>{{5, 5}}},
          std::tuple{core::GridKind::Hex, Size{9, 13}, std::vector<Size>{{10, 13}, {9, 14}}},
          std::tuple{core::GridKind::Triangle, Size{9, 7}, std::vector<Size>{{10, 7}, {9, 8}}}}) {
        const char* name = core::gridName(grid).data();
        INFO(name);
        CHECK(resolve(on(name), nullptr, facts.get()) == largest);
        CHECK(resolve(on(name), &hard, facts.get()) == largest);
        CHECK_NOTHROW(core::checkFactSupply(core::Region::onGrid(grid, largest.first, largest.second), *facts));
        for (const Size& size : larger) {
            CHECK_THROWS_AS(core::checkFactSupply(core::Region::onGrid(grid, size.first, size.second), *facts),
                            core::InputError);
        }
    }
}

TEST_CASE("every option that needs a capability is refused by the one check, naming the formats", "[resolve]") {
    const auto facts = core::builtInFactSet("times-7");
    struct Need {
        const char* option;
        cli::Capability capability;
        std::function<void(TypedOptions&)> ask;
        bool facts = false;
    };
    const Need needs[] = {
        {"answers", cli::kCarriesAnswers, [](TypedOptions& t) { t.output.answers = "key" + t.output.output; }},
        {"answer-key", cli::kCarriesAnswers,
         [](TypedOptions& t) { t.output.answerKey = true, t.typed.insert("answer-key"), t.given.insert("answer-key"); }},
        {"no-timer", cli::kPlaysOnScreen, [](TypedOptions& t) { t.classroom.noTimer = true; }},
        {"dpi", cli::kDrawsPixels, [](TypedOptions& t) { t.output.dpi = 150, t.given.insert("dpi"); }},
        {"playable", cli::kHoldsFormulas, [](TypedOptions& t) { t.classroom.playable = true; }},
        {"steps", cli::kShowsCarving, [](TypedOptions& t) { t.teaching.steps = "3", t.given.insert("steps"); }},
        {"facts", cli::kShowsFacts, [](TypedOptions&) {}, true},
        {"grid", cli::drawsGrid(core::GridKind::Circle), [](TypedOptions& t) { t.maze.grid = "circle"; }},
        {"grid", cli::drawsGrid(core::GridKind::Hex), [](TypedOptions& t) { t.maze.grid = "hex"; }},
        {"grid", cli::drawsGrid(core::GridKind::Triangle), [](TypedOptions& t) { t.maze.grid = "triangle"; }},
    };
    int refused = 0;
    for (const render::Writer* writer : render::allWriters()) {
        for (const Need& need : needs) {
            TypedOptions typed;
            typed.output.output = "maze" + std::string(writer->extensions.front());
            need.ask(typed);
            const auto run = [&] { return cli::resolveOptions(typed, need.facts ? facts : nullptr); };
            if (need.capability.has(*writer)) {
                CHECK_NOTHROW(run());
                continue;
            }
            ++refused;
            try {
                run();
                FAIL(std::string(need.option) + " accepted for " + std::string(writer->name));
            } catch (const core::InputError& e) {
                CHECK(e.input() == need.option);
                CHECK(e.message() == "needs an --output that " + std::string(need.capability.what) + " (" +
                                         cli::formatsWith(need.capability) + "), not " + std::string(writer->name));
            }
        }
    }
    CHECK(refused > 0);
}

TEST_CASE("a hex workbook draws no facts: refused by the one check, naming the formats that do", "[resolve][grids]") {
    const auto facts = core::builtInFactSet("times-7");
    TypedOptions typed;
    typed.output.output = "maze.xlsx";
    typed.maze.grid = "hex";
    CHECK_NOTHROW(cli::resolveOptions(typed, nullptr));
    const cli::Capability& need = cli::showsFactsOn(core::GridKind::Hex);
    try {
        cli::resolveOptions(typed, facts);
        FAIL("--facts accepted on a hex workbook");
    } catch (const core::InputError& e) {
        CHECK(e.input() == "facts");
        CHECK(e.message() == "needs an --output that shows facts on hex mazes (" + cli::formatsWith(need) + "), not xlsx");
        CHECK(cli::formatsWith(need).find(".svg") != std::string::npos);
    }
    typed.output.output = "maze.svg";
    CHECK_NOTHROW(cli::resolveOptions(typed, facts));
}
