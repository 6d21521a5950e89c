// SPDX-License-Identifier: MIT
// Facts on the cells: every built-in set's items hold or fail as their
// list says; the dealt items put a true item on exactly the solution's
// cells; facts never change the maze a seed makes; a teacher's file is read
// strictly; sizes too large to read facts on are refused.
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/facts/fact_set.hpp"
#include "core/facts/statements.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "maze_checks.hpp"

using namespace mazesheet::core;
using mazesheet::core::facts::statementHolds;

namespace {

PuzzleSpec factsSpec(Region region, const std::string& algorithm, std::uint64_t seed,
                     std::shared_ptr<const FactSet> set) {
    PuzzleSpec spec;
    spec.region = std::move(region);
    spec.generator = findGenerator(algorithm);
    spec.seed = seed;
    spec.facts = std::move(set);
    return spec;
}

std::shared_ptr<const FactSet> builtIn(const std::string& name) {
    auto set = builtInFactSet(name);
    REQUIRE(set != nullptr);
    return set;
}

std::string errorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const InputError& e) {
        return e.input() + ": " + e.message();
    }
    return "";
}

// A small mask: a rectangle with some cells cut away, still one region.
Region notchedMask(int width, int height) {
    std::string text;
    for (int r = 0; r < height; ++r) {
        for (int c = 0; c < width; ++c) text += (r % 3 == 1 && c % 4 == 2 && r + 1 < height) ? '.' : 'x';
        text += '\n';
    }
    return Region::fromMaskText(text);
}

}  // namespace

TEST_CASE("statements are evaluated as arithmetic says") {
    CHECK(statementHolds("3+4=7") == true);
    CHECK(statementHolds("3+4=8") == false);
    CHECK(statementHolds("12\u22125=7") == true);
    CHECK(statementHolds("7\u22127=0") == true);
    CHECK(statementHolds("7\u00D78=56") == true);
    CHECK(statementHolds("7\u00D78=54") == false);
    CHECK(statementHolds("56\u00F78=7") == true);
    CHECK(statementHolds("56\u00F77=9") == false);
    CHECK(statementHolds("5\u00F70=0") == false);
    CHECK(statementHolds("12>9") == true);
    CHECK(statementHolds("9>12") == false);
    CHECK(statementHolds("8<8") == false);
    CHECK(statementHolds("47<74") == true);
    CHECK_FALSE(statementHolds("7x8=56"));
    CHECK_FALSE(statementHolds("3+4="));
    CHECK_FALSE(statementHolds("-3+4=1"));
    CHECK_FALSE(statementHolds("24"));
    CHECK_FALSE(statementHolds("3+4=7 "));
}

TEST_CASE("every built-in set's true items hold and its false items fail") {
    const auto names = builtInFactSetNames();
    REQUIRE_FALSE(names.empty());
    // The list is what the messages name, the families' table read another
    // way ("add-10, ..., times, times-N (N 2-12), ..."): each plain name,
    // and a set for every N of each numbered family; no name twice.
    std::set<std::string> listed;
    for (const auto& set : names) CHECK(listed.insert(set.name).second);
    std::set<std::string> named;
    const std::string families = factSetFamilies();
    for (std::size_t at = 0; at < families.size();) {
        const std::size_t end = std::min(families.find(", ", at), families.size());
        const std::string family = families.substr(at, end - at);
        at = end + 2;
        const auto numbered = family.find("-N (N ");
        if (numbered == std::string::npos) {
            named.insert(family);
            continue;
        }
        const std::string range = family.substr(numbered + 6, family.size() - numbered - 7);  // "2-12"
        const int low = std::stoi(range.substr(0, range.find('-')));
        const int high = std::stoi(range.substr(range.find('-') + 1));
        for (int n = low; n <= high; ++n) named.insert(family.substr(0, numbered) + "-" + std::to_string(n));
    }
    CHECK(named == listed);
    for (const auto& [name, description] : names) {
        INFO(name);
        const auto set = builtIn(name);
        CHECK(set->name == name);
        CHECK_FALSE(set->instruction.empty());
        CHECK_FALSE(set->fromFile);
        CHECK_FALSE(set->trueItems.empty());
        CHECK_FALSE(set->falseItems.empty());
        std::set<std::string> seen;
        for (const auto& item : set->trueItems) CHECK(seen.insert(item).second);
        for (const auto& item : set->falseItems) CHECK(seen.insert(item).second);
        // Statements are judged by arithmetic; plain numbers by the set's rule.
        const auto truth = [&](const std::string& item) {
            if (const auto holds = statementHolds(item)) return *holds;
            const long value = std::stol(item);
            if (name == "even") return value % 2 == 0;
            if (name == "odd") return value % 2 == 1;
            REQUIRE(name.rfind("multiples-", 0) == 0);
            return value % std::stol(name.substr(10)) == 0;
        };
        for (const auto& item : set->trueItems) CHECK(truth(item));
        for (const auto& item : set->falseItems) CHECK_FALSE(truth(item));
    }
}

TEST_CASE("false items are slips near the true ones, and the slips that happen to be right are dropped") {
    const auto times = builtIn("times-7");
    CHECK(times->trueItems.size() == 23);
    const std::set<std::string> wrong(times->falseItems.begin(), times->falseItems.end());
    CHECK(wrong.count("7\u00D78=57") == 1);  // off by one
    CHECK(wrong.count("7\u00D78=63") == 1);  // the neighbouring fact
    CHECK(wrong.count("7\u00D78=48") == 1);  // the neighbouring table
    CHECK(wrong.count("7\u00D78=65") == 1);  // digits swapped
    // m +- 2 next to a multiple of 2 is a multiple of 2 again: dropped.
    const auto multiples = builtIn("multiples-2");
    for (const auto& item : multiples->falseItems) CHECK(std::stol(item) % 2 == 1);
    // Addition within 10 stays with numbers a child meets there.
    const auto add = builtIn("add-10");
    for (const auto& item : add->falseItems) CHECK(item.size() <= 6);
    CHECK(builtInFactSet("times-13") == nullptr);
    CHECK(builtInFactSet("times-07") == nullptr);
    CHECK(builtInFactSet("multiples") == nullptr);  // no mixed multiples
    CHECK(builtInFactSet("nope") == nullptr);
    // Every table 2..12 by 1..12, and 1×t: the other ways round are facts of another table.
    CHECK(builtIn("times")->trueItems.size() == 11 * 12 + 11);
}

TEST_CASE("the route's cells get true items and every other cell a false one") {
    for (const std::string set : {"add-10", "times-7", "times", "divide", "even", "multiples-3", "compare-100",
                                  "bonds-10", "sub-100"}) {
        for (const std::string algorithm : {"backtracker", "kruskal", "eller"}) {
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                INFO(set << " " << algorithm << " " << seed);
                PuzzleSpec spec = factsSpec(Region::rectangle(static_cast<int>(3 + seed), 10), algorithm, seed, builtIn(set));
                if (seed % 3 == 0) spec.braid = 0.5;
                const Puzzle puzzle = makePuzzle(spec);
                REQUIRE(puzzle.facts != nullptr);
                std::set<std::uint32_t> route;
                for (const CellPos p : puzzle.solution) route.insert(puzzle.maze.region().index(p.col, p.row));
                const FactSet& facts = puzzle.facts->set();
                const std::set<std::string> trueItems(facts.trueItems.begin(), facts.trueItems.end());
                for (std::uint32_t i = 0; i < puzzle.maze.region().gridSize(); ++i) {
                    const std::string item(puzzle.facts->item(i));
                    CHECK(puzzle.facts->isTrue(i) == (route.count(i) == 1));
                    CHECK(trueItems.count(item) == route.count(i));
                    CHECK_FALSE(item.empty());
                }
            }
        }
    }
}

TEST_CASE("facts keep a seed's maze and are the same every time") {
    for (std::uint64_t seed : {1ULL, 77ULL, 123456789ULL}) {
        PuzzleSpec plain = factsSpec(Region::rectangle(9, 12), "wilson", seed, nullptr);
        PuzzleSpec withFacts = plain;
        withFacts.facts = builtIn("times-6");
        const Puzzle a = makePuzzle(plain);
        const Puzzle b = makePuzzle(withFacts);
        const Puzzle c = makePuzzle(withFacts);
        CHECK(a.maze.sameWalls(b.maze));
        CHECK(a.solution == b.solution);
        CHECK(a.start == b.start);
        CHECK(a.finish == b.finish);
        CHECK(a.facts == nullptr);
        for (std::uint32_t i = 0; i < 9 * 12; ++i) CHECK(b.facts->item(i) == c.facts->item(i));
    }
    // Even when the caller reads only walls: the route is still found for the facts.
    PuzzleSpec wallsOnly = factsSpec(Region::rectangle(6, 6), "eller", 5, builtIn("add-20"));
    wallsOnly.needs = PuzzleSpec::Needs::RowsInOrder;
    wallsOnly.start = {Endpoint::Kind::TopLeft, {}};
    wallsOnly.finish = {Endpoint::Kind::BottomRight, {}};
    CHECK_FALSE(streams(wallsOnly));
    const Puzzle walled = makePuzzle(wallsOnly);
    CHECK(walled.solution.size() >= 11);
    CHECK(walled.facts->isTrue(0));
}

TEST_CASE("a seed's items are pinned") {
    // FNV-1a over every cell's item: a change to how sets are made or dealt,
    // or a platform that draws differently, changes it.
    const auto fingerprint = [](const Puzzle& p) {
        std::uint64_t hash = 0xCBF29CE484222325ULL;
        for (std::uint32_t i = 0; i < p.maze.region().gridSize(); ++i) {
            for (const char c : std::string(p.facts->item(i)) + "|") {
                hash = (hash ^ static_cast<unsigned char>(c)) * 0x100000001B3ULL;
            }
        }
        return hash;
    };
    const std::map<std::string, std::uint64_t> expected = {
        {"times-7", 0xb77c06e39295e04dULL},
        {"add-100", 0x2b8331d31f8595afULL},
        {"compare-20", 0x4ba194aff3d53e87ULL},
    };
    for (const auto& [name, digest] : expected) {
        INFO(name);
        PuzzleSpec spec = factsSpec(Region::rectangle(8, 10), "backtracker", 2024, builtIn(name));
        CHECK(fingerprint(makePuzzle(spec)) == digest);
        spec.noWalls = true;
        CHECK(fingerprint(makePuzzle(spec)) != digest);
    }
}

TEST_CASE("repeats come at the same rate for true and false items") {
    // multiples-9 has 12 true numbers: a long route repeats them, and the
    // false numbers then repeat as often, from fewer distinct ones.
    PuzzleSpec spec = factsSpec(Region::rectangle(12, 15), "backtracker", 3, builtIn("multiples-9"));
    const Puzzle puzzle = makePuzzle(spec);
    std::map<std::string, int> trueUses;
    std::map<std::string, int> falseUses;
    for (std::uint32_t i = 0; i < 12 * 15; ++i) {
        ++(puzzle.facts->isTrue(i) ? trueUses : falseUses)[std::string(puzzle.facts->item(i))];
    }
    const auto range = [](const std::map<std::string, int>& uses) {
        int low = 1 << 30, high = 0;
        for (const auto& [item, n] : uses) {
            low = std::min(low, n);
            high = std::max(high, n);
        }
        return std::pair{low, high};
    };
    const std::size_t route = puzzle.solution.size();
    REQUIRE(route > 24);  // more route cells than true numbers
    CHECK(trueUses.size() == 12);
    CHECK(puzzle.facts->distinctTrue() == 12);
    const auto [trueLow, trueHigh] = range(trueUses);
    const auto [falseLow, falseHigh] = range(falseUses);
    CHECK(trueHigh - trueLow <= 1);  // dealt like cards
    CHECK(falseHigh - falseLow <= 1);
    // The same average use, to within one.
    const double trueRate = static_cast<double>(route) / 12.0;
    const double falseRate = static_cast<double>(180 - route) / static_cast<double>(falseUses.size());
    CHECK(std::abs(trueRate - falseRate) < 1.0);

    // A set larger than the maze needs no repeat at all.
    spec.facts = builtIn("add-100");
    const Puzzle big = makePuzzle(spec);
    std::set<std::string> items;
    for (std::uint32_t i = 0; i < 12 * 15; ++i) items.insert(std::string(big.facts->item(i)));
    CHECK(items.size() == 180);
}

TEST_CASE("facts fit the page: at most 12 x 15 cells either way round") {
    const auto set = builtIn("add-10");
    CHECK_NOTHROW(checkFactSupply(Region::rectangle(12, 15), *set));
    CHECK_NOTHROW(checkFactSupply(Region::rectangle(15, 12), *set));
    CHECK_NOTHROW(checkFactSupply(Region::rectangle(1, 15), *set));
    CHECK(errorOf([&] { checkFactSupply(Region::rectangle(13, 13), *set); }) ==
          "size: 13x13: facts stay legible in print (about 3.5 mm high) on at most 12 x 15 cells, either way round; "
          "choose a smaller size");
    CHECK(errorOf([&] { checkFactSupply(Region::rectangle(2, 16), *set); }).rfind("size: 2x16:", 0) == 0);
    CHECK(errorOf([&] { checkFactSupply(Region::fromMaskText("x\n" + std::string(16, 'x')), *set); })
              .rfind("mask: the mask is 16x2:", 0) == 0);
    // And through makePuzzle, before anything is carved.
    CHECK(errorOf([&] { makePuzzle(factsSpec(Region::rectangle(20, 20), "backtracker", 1, set)); })
              .rfind("size: 20x20:", 0) == 0);
}

TEST_CASE("a teacher's fact file") {
    const std::string good =
        "\xEF\xBB\xBF# Spelling, week 3\r\n"
        "[instruction]\n"
        "Follow the words spelt right.\n"
        "\n"
        "[TRUE]\n"
        "  because  \n"
        "friend\n"
        "friend\n"
        "caf\u00E9\n"
        "[false]\n"
        "becuase\n"
        "# a comment between items\n"
        "freind\n"
        "cafe\n"
        "[true]\n"
        "Stra\u00DFe\n";
    const FactSet set = readFactSet(good, "words.txt");
    CHECK(set.name == "words.txt");
    CHECK(set.fromFile);
    CHECK(set.instruction == "Follow the words spelt right.");
    CHECK(set.trueItems == std::vector<std::string>{"because", "friend", "caf\u00E9", "Stra\u00DFe"});
    CHECK(set.falseItems == std::vector<std::string>{"becuase", "freind", "cafe"});
    CHECK(readFactSet("[true]\na\n[false]\nb\n", "f").instruction == "Follow the true items from S to F.");

    const auto error = [](const std::string& text) { return errorOf([&] { readFactSet(text, "f"); }); };
    CHECK(error("cat\n[true]\n") ==
          "facts: line 1: 'cat' comes before any section; start the items with a [true] or [false] line");
    CHECK(error("[true]\na\n[maybe]\n") ==
          "facts: line 3: unknown section [maybe]; the sections are [true], [false] and [instruction]");
    CHECK(error("[true]\ncat\n[false]\ncat\n") == "facts: line 4: 'cat' is in [true] and in [false] (line 2)");
    CHECK(error("[true]\nca\xFFt\n") == "facts: line 2: not valid UTF-8 at byte 3 (a byte that never starts a "
                                       "character): save it as UTF-8 (a text editor's Save As offers it)");
    // UTF-16 with a byte order mark (Notepad's "Unicode"), either byte order, reads as its UTF-8.
    const std::string utf8 = "[true]\ncaf\xC3\xA9\n\xF0\x9F\x90\x88\n[false]\ncafe\n";
    std::string little = "\xFF\xFE", big = "\xFE\xFF";
    for (const char16_t unit : std::u16string(u"[true]\ncaf\u00E9\n\U0001F408\n[false]\ncafe\n")) {
        little += static_cast<char>(unit & 0xFF), little += static_cast<char>(unit >> 8);
        big += static_cast<char>(unit >> 8), big += static_cast<char>(unit & 0xFF);
    }
    for (const std::string& text : {little, big}) {
        const FactSet fromUtf16 = readFactSet(text, "f");
        const FactSet fromUtf8 = readFactSet(utf8, "f");
        CHECK(fromUtf16.trueItems == fromUtf8.trueItems);
        CHECK(fromUtf16.falseItems == fromUtf8.falseItems);
        CHECK(fromUtf16.trueItems.size() == 2);
    }
    CHECK(error("\xFF\xFE[\x00") == "facts: UTF-16 text of an odd number of bytes: save it as UTF-8");
    CHECK(error("[true]\nca\tt\n").rfind("facts: line 2: U+0009 at byte 3 is not a character", 0) == 0);
    CHECK(error("[true]\n" + std::string(41, 'a') + "\n") ==
          "facts: line 2: the item has 41 characters; at most 40 fit a cell");
    CHECK(error("[instruction]\none\ntwo\n").rfind("facts: line 3: the instruction is one line", 0) == 0);
    CHECK(error("[true]\na\n") ==
          "facts: the file has no [false] items; a fact maze needs true items for its route and false ones for "
          "every other cell");
    CHECK(error("# nothing\n").rfind("facts: the file has no [true] items", 0) == 0);
    CHECK(error(std::string(kMaxFactFileBytes + 1, '#')).rfind("facts: the file is over 1 MiB", 0) == 0);
    CHECK(error("[true]\n" + std::string(40, 'a') + "\n[false]\nb\n").empty());
}

TEST_CASE("a teacher's set needs enough items for the maze") {
    FactSet set;
    set.fromFile = true;
    for (int k = 0; k < 10; ++k) set.trueItems.push_back("t" + std::to_string(k));
    for (int k = 0; k < 20; ++k) set.falseItems.push_back("f" + std::to_string(k));
    CHECK_NOTHROW(checkFactSupply(Region::rectangle(8, 10), set));  // 80 cells: 10 and 20
    CHECK(errorOf([&] { checkFactSupply(Region::rectangle(9, 10), set); }) ==
          "facts: a maze of 90 cells needs at least 12 true and 23 false items (a true item for every 8 cells, a "
          "false one for every 4); the file's 10 true and 20 false fill 80 cells: -s 8x10 works, or add items");
    // A short list names the largest maze it fills.
    CHECK(mostFactCells(set) == 80);
    CHECK(largestWithin(12, 15, 80) == std::pair{8, 10});
    CHECK(largestWithin(8, 10, 32) == std::pair{4, 8});
    // A built-in set repeats instead.
    set.fromFile = false;
    CHECK_NOTHROW(checkFactSupply(Region::rectangle(12, 15), set));
}

TEST_CASE("facts on masks and every algorithm that fills them") {
    const auto set = builtIn("sub-20");
    for (const Generator* generator : allGenerators()) {
        if (!generator->supportsMasks()) continue;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            INFO(generator->name() << " " << seed);
            PuzzleSpec spec = factsSpec(notchedMask(11, 13), std::string(generator->name()), seed, set);
            const Puzzle puzzle = makePuzzle(spec);
            std::size_t trueCells = 0;
            for (std::uint32_t i = 0; i < 11 * 13; ++i) {
                CHECK(puzzle.facts->item(i).empty() == !puzzle.maze.region().containsIndex(i));
                trueCells += puzzle.facts->isTrue(i) ? 1 : 0;
            }
            CHECK(trueCells == puzzle.solution.size());
        }
    }
}
