// SPDX-License-Identifier: MIT
// The built-in fact sets: one table, a family of sets per row. A row is a
// single set (add-20) or a set per number (times-2 .. times-12, and the
// name alone for every table at once). Help, --list-facts and the tests
// read the table.
#include <charconv>
#include <optional>
#include <stdexcept>
#include <unordered_set>

#include "fact_set.hpp"
#include "families.hpp"

namespace mazesheet::core {

namespace {

using namespace facts;

struct Family {
    std::string_view name;         // "add-20", or "times" for times-N
    std::string_view description;  // "{n}" is the set's number, "{6n}" six times it
    std::string_view instruction;
    MakeItems make;
    HoldsFor holds;
    int n = 0;  // a single set's number (add-20: 20); 0 for a set per number
    int minN = 0;
    int maxN = 0;
    // Not empty: the name alone is every table at once, described so.
    std::string_view mixedDescription = {};
};

constexpr Family kFamilies[] = {
    {"add-10", "addition within 10 (3+4=7)", "Follow the right sums from S to F.", addition, statementIsTrue, 10},
    {"add-20", "addition within 20 (8+7=15)", "Follow the right sums from S to F.", addition, statementIsTrue, 20},
    {"add-100", "addition within 100 (47+38=85)", "Follow the right sums from S to F.", addition, statementIsTrue,
     100},
    {"sub-10", "subtraction within 10 (9\u22124=5)", "Follow the right answers from S to F.", subtraction,
     statementIsTrue, 10},
    {"sub-20", "subtraction within 20 (15\u22127=8)", "Follow the right answers from S to F.", subtraction,
     statementIsTrue, 20},
    {"sub-100", "subtraction within 100 (83\u221247=36)", "Follow the right answers from S to F.", subtraction,
     statementIsTrue, 100},
    {"bonds-10", "number bonds to 10 (3+7=10, 10\u22123=7)", "Follow the right number bonds from S to F.",
     numberBonds, statementIsTrue, 10},
    {"times", "the {n} times table, both ways round ({n}\u00D76={6n})",
     "Follow the right times-table facts from S to F.", timesTable, statementIsTrue, 0, 2, 12,
     "every times table from 2 to 12, mixed"},
    {"divide", "division facts of the {n} times table, both ways ({6n}\u00F7{n}=6)",
     "Follow the right division facts from S to F.", division, statementIsTrue, 0, 2, 12,
     "division facts of every table from 2 to 12, mixed"},
    {"multiples", "multiples of {n} up to {12n} among numbers near them", "Follow the multiples of {n} from S to F.",
     multiples, isMultiple, 0, 2, 12},
    {"even", "even numbers among the numbers 1 to 100", "Follow the even numbers from S to F.", evenNumbers, isEven,
     100},
    {"odd", "odd numbers among the numbers 1 to 100", "Follow the odd numbers from S to F.", oddNumbers, isOdd, 100},
    {"compare-20", "greater and less than with numbers to 20 (12>9, 7<11)",
     "Follow the true comparisons from S to F.", comparisons, statementIsTrue, 20},
    {"compare-100", "greater and less than with numbers to 100 that are close or share digits (47<74)",
     "Follow the true comparisons from S to F.", comparisons, statementIsTrue, 100},
};

// `text` with each {n} and {Kn} (K times n) filled in.
std::string fill(std::string_view text, int n) {
    std::string out;
    while (!text.empty()) {
        const auto open = text.find('{');
        const auto close = text.find("n}", open);
        if (open == std::string_view::npos || close == std::string_view::npos) {
            out += text;
            break;
        }
        out += text.substr(0, open);
        const std::string_view factor = text.substr(open + 1, close - open - 1);
        out += std::to_string(n * (factor.empty() ? 1 : std::stoi(std::string(factor))));
        text.remove_prefix(close + 2);
    }
    return out;
}

// The set of `family` for number `n` (0: mixed): its distinct items, every
// true one checked to hold, and the false ones that hold dropped.
FactSet make(const Family& family, int n, std::string name) {
    Candidates candidates;
    family.make(n, candidates);
    FactSet set;
    set.name = std::move(name);
    set.instruction = std::string(family.instruction);
    set.number = n;
    std::unordered_set<std::string> seen;
    for (std::string& item : candidates.trueItems) {
        if (!family.holds(item, n)) throw std::logic_error(set.name + ": the true item " + item + " does not hold");
        if (seen.insert(item).second) set.trueItems.push_back(std::move(item));
    }
    for (std::string& item : candidates.falseItems) {
        if (family.holds(item, n)) continue;  // a slip that happens to be right
        if (seen.insert(item).second) set.falseItems.push_back(std::move(item));
    }
    return set;
}

std::optional<int> number(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || std::to_string(value) != text) return std::nullopt;
    return value;
}

std::string counted(const FactSet& set) {
    return " (" + std::to_string(set.trueItems.size()) + " true, " + std::to_string(set.falseItems.size()) +
           " false items)";
}

}  // namespace

std::shared_ptr<const FactSet> builtInFactSet(std::string_view name) {
    for (const Family& family : kFamilies) {
        if (family.minN == 0) {
            if (family.name == name) return std::make_shared<const FactSet>(make(family, family.n, std::string(name)));
            continue;
        }
        if (!family.mixedDescription.empty() && family.name == name) {
            return std::make_shared<const FactSet>(make(family, 0, std::string(name)));
        }
        const std::string prefix = std::string(family.name) + "-";
        if (name.substr(0, prefix.size()) != prefix) continue;
        const auto n = number(name.substr(prefix.size()));
        if (n && *n >= family.minN && *n <= family.maxN) {
            return std::make_shared<const FactSet>(make(family, *n, std::string(name)));
        }
    }
    return nullptr;
}

std::vector<FactSetName> builtInFactSetNames() {
    std::vector<FactSetName> names;
    for (const Family& family : kFamilies) {
        const std::string name(family.name);
        if (family.minN == 0) {
            names.push_back({name, fill(family.description, family.n) + counted(make(family, family.n, name))});
            continue;
        }
        if (!family.mixedDescription.empty()) {
            names.push_back({name, std::string(family.mixedDescription) + counted(make(family, 0, name))});
        }
        for (int n = family.minN; n <= family.maxN; ++n) {
            const std::string numbered = name + "-" + std::to_string(n);
            names.push_back({numbered, fill(family.description, n) + counted(make(family, n, numbered))});
        }
    }
    return names;
}

std::string factSetFamilies() {
    std::string names;
    const auto add = [&](const std::string& name) { names += (names.empty() ? "" : ", ") + name; };
    for (const Family& family : kFamilies) {
        const std::string name(family.name);
        if (family.minN == 0 || !family.mixedDescription.empty()) add(name);
        if (family.minN != 0) add(name + "-N (N " + std::to_string(family.minN) + "-" + std::to_string(family.maxN) + ")");
    }
    return names;
}

}  // namespace mazesheet::core
