// SPDX-License-Identifier: MIT
// The table of algorithms: the one list that help, tests and benchmarks read.
// A new algorithm is one file under generators/ (a carving function template,
// instantiated there for NoEvents and CarveObserver) and one row here, with
// the legend of its step pictures.
#include <algorithm>
#include <optional>
#include <stdexcept>

#include "errors.hpp"
#include "generator.hpp"
#include "numbers.hpp"
#include "row_carving.hpp"

namespace mazesheet::core {

// The carving functions, one per file under generators/, each instantiated
// there for NoEvents and CarveObserver.
namespace generators {
template <class Events> void backtracker(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void kruskal(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void prim(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void wilson(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void eller(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void aldousBroder(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void huntAndKill(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void sidewinder(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void binaryTree(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void growingTree(Maze&, Rng&, std::span<const double>, Events&);
template <class Events> void division(Maze&, Rng&, std::span<const double>, Events&);
// Row-local algorithms also carve a row at a time (streamed mazes).
RowCarverFunction ellerRows, sidewinderRows, binaryTreeRows;
}  // namespace generators

namespace {

constexpr Parameter kGrowingTree[] = {
    {"newest", "share of steps from the newest cell: 1 is the backtracker, 0 is prim-like", 0.5, 0.0, 1.0},
};

// The legends of the step pictures: what each colour means, the way the
// literature draws each algorithm's state.
using L = StepLook;
constexpr LegendEntry kStackLegend[] = {
    {L::Unvisited, "not visited yet"}, {L::Active, "on the stack"}, {L::Done, "finished: off the stack"}};
constexpr LegendEntry kSetsLegend[] = {{L::Unvisited, "no passage yet: a set of its own"},
                                       {L::Set, "a colour per set of joined cells (the 12 largest)"},
                                       {L::OtherSet, "the smaller sets"},
                                       {L::Done, "finished: all in one set"}};
constexpr LegendEntry kPrimLegend[] = {
    {L::Unvisited, "not in the maze"}, {L::Frontier, "frontier: beside the maze"}, {L::Done, "in the maze"}};
constexpr LegendEntry kWilsonLegend[] = {
    {L::Unvisited, "not in the maze"}, {L::Walk, "the current random walk, loops erased"}, {L::Done, "in the maze"}};
constexpr LegendEntry kEllerLegend[] = {{L::Unvisited, "rows not reached yet"},
                                        {L::Set, "a colour per set of joined cells (the 12 largest)"},
                                        {L::OtherSet, "the smaller sets"},
                                        {L::Done, "finished: all in one set"}};
constexpr LegendEntry kAldousBroderLegend[] = {
    {L::Unvisited, "not visited yet"}, {L::Walker, "the random walker"}, {L::Done, "visited: in the maze"}};
constexpr LegendEntry kHuntAndKillLegend[] = {{L::Unvisited, "not visited yet"},
                                              {L::Walker, "the head of the walk"},
                                              {L::Hunt, "the row the hunt scans"},
                                              {L::Done, "visited: in the maze"}};
constexpr LegendEntry kSidewinderLegend[] = {
    {L::Unvisited, "not reached yet"}, {L::Active, "the current run"}, {L::Done, "finished"}};
constexpr LegendEntry kBinaryTreeLegend[] = {{L::Unvisited, "not reached yet"}, {L::Done, "opened north or west"}};
constexpr LegendEntry kGrowingTreeLegend[] = {
    {L::Unvisited, "not visited yet"}, {L::Active, "in the active list"}, {L::Done, "finished: off the list"}};
constexpr LegendEntry kDivisionLegend[] = {{L::Pending, "waiting to be divided"},
                                           {L::Chamber, "the chamber being divided"},
                                           {L::Done, "finished: one cell wide or high"}};

using generators::aldousBroder, generators::backtracker, generators::binaryTree, generators::division,
    generators::eller, generators::growingTree, generators::huntAndKill, generators::kruskal, generators::prim,
    generators::sidewinder, generators::wilson, generators::ellerRows, generators::sidewinderRows,
    generators::binaryTreeRows;
using O = CarveObserver;
constexpr unsigned kSquare = gridBit(GridKind::Square);
constexpr unsigned kSquareAndCircle = gridBit(GridKind::Square) | gridBit(GridKind::Circle);
using N = NoEvents;

constexpr Algorithm kTable[] = {
    {"backtracker", "depth-first search: long winding corridors, few dead ends", true, kEveryGrid, {}, backtracker<N>,
     backtracker<O>, kStackLegend, nullptr},
    {"kruskal", "random walls joined across disjoint sets: many short dead ends", true, kEveryGrid, {}, kruskal<N>, kruskal<O>,
     kSetsLegend, nullptr},
    {"prim", "random frontier cells: the most short dead ends, a branching look", true, kEveryGrid, {}, prim<N>, prim<O>,
     kPrimLegend, nullptr},
    {"wilson", "loop-erased random walks: a uniformly random maze", true, kEveryGrid, {}, wilson<N>, wilson<O>, kWilsonLegend, nullptr},
    {"eller", "row by row in the memory of one row: uniform-looking texture", false, kSquare, {}, eller<N>, eller<O>,
     kEllerLegend, ellerRows},
    {"aldous-broder", "random walk: a uniformly random maze (slowest)", true, kEveryGrid, {}, aldousBroder<N>, aldousBroder<O>,
     kAldousBroderLegend, nullptr},
    {"hunt-and-kill", "random walk, then a scan for a cell beside the maze: long corridors", true, kEveryGrid, {},
     huntAndKill<N>, huntAndKill<O>, kHuntAndKillLegend, nullptr},
    {"sidewinder", "runs along rows opening north: an open top row, vertical bias", false, kSquareAndCircle, {}, sidewinder<N>,
     sidewinder<O>, kSidewinderLegend, sidewinderRows},
    {"binary-tree", "each cell opens north or west: open top row and left column", false, kSquareAndCircle, {}, binaryTree<N>,
     binaryTree<O>, kBinaryTreeLegend, binaryTreeRows},
    {"growing-tree", "between prim and backtracker, by the share of newest picks", true, kEveryGrid, kGrowingTree,
     growingTree<N>, growingTree<O>, kGrowingTreeLegend, nullptr},
    {"division", "recursive division: long straight walls, rooms within rooms", false, kSquare, {}, division<N>, division<O>,
     kDivisionLegend, nullptr},
};

struct Registry {
    std::vector<std::unique_ptr<Generator>> owned;
    std::vector<const Generator*> view;
    Registry() {
        for (const Algorithm& algorithm : kTable) {
            owned.push_back(std::make_unique<Generator>(algorithm));
            view.push_back(owned.back().get());
        }
    }
};

const Registry& registry() {
    static const Registry instance;
    return instance;
}

std::vector<double> defaults(const Algorithm& algorithm) {
    std::vector<double> values;
    for (const Parameter& p : algorithm.parameters) values.push_back(p.defaultValue);
    return values;
}

}  // namespace

Generator::Generator(const Algorithm& algorithm) : Generator(algorithm, defaults(algorithm)) {}

Generator::Generator(const Algorithm& algorithm, std::vector<double> values)
    : algorithm_(&algorithm), values_(std::move(values)) {
    if (values_.size() != algorithm.parameters.size()) throw std::logic_error("wrong number of parameter values");
}

std::unique_ptr<RowCarver> Generator::rowCarver(const Maze& maze, Rng rng) const {
    if (algorithm_->rows == nullptr) throw std::logic_error(std::string(name()) + " does not carve by rows");
    return algorithm_->rows(maze, rng, values_);
}

std::string Generator::label() const {
    std::string text(name());
    const auto params = parameters();
    const auto values = parameterValues();
    bool first = true;
    for (std::size_t i = 0; i < params.size() && i < values.size(); ++i) {
        if (values[i] == params[i].defaultValue) continue;
        text += (first ? ":" : ",") + std::string(params[i].name) + "=" + shortestDecimal(values[i]);
        first = false;
    }
    return text;
}

std::span<const Generator* const> allGenerators() { return registry().view; }

const Generator* findGenerator(std::string_view name) {
    for (const Generator* g : allGenerators()) {
        if (g->name() == name) return g;
    }
    return nullptr;
}

std::string generatorNames(bool maskCapableOnly) {
    std::string names;
    for (const Generator* g : allGenerators()) {
        if (maskCapableOnly && !g->supportsMasks()) continue;
        if (!names.empty()) names += ", ";
        names += g->name();
    }
    return names;
}

std::string generatorNames(GridKind grid) {
    std::string names;
    for (const Generator* g : allGenerators()) {
        if (!g->carves(grid)) continue;
        if (!names.empty()) names += ", ";
        names += g->name();
    }
    return names;
}

AlgorithmChoice chooseAlgorithm(std::string_view text) {
    const auto colon = text.find(':');
    const std::string_view name = text.substr(0, colon);
    const Generator* generator = findGenerator(name);
    if (generator == nullptr) {
        throw InputError("algorithm", "unknown algorithm '" + std::string(name) + "'; choose one of: " + generatorNames());
    }
    if (colon == std::string_view::npos) return {generator, nullptr};

    const auto params = generator->parameters();
    if (params.empty()) throw InputError("algorithm", std::string(name) + " has no parameters");
    std::vector<double> values = generator->parameterValues();
    std::string_view rest = text.substr(colon + 1);
    bool positional = true;
    std::size_t next = 0;
    while (true) {
        const auto comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        const auto equals = item.find('=');
        std::size_t index = next;
        std::string_view valueText = item;
        if (equals != std::string_view::npos) {
            positional = false;
            const std::string_view key = item.substr(0, equals);
            valueText = item.substr(equals + 1);
            index = params.size();
            for (std::size_t i = 0; i < params.size(); ++i) {
                if (params[i].name == key) index = i;
            }
            if (index == params.size()) {
                std::string known;
                for (const Parameter& p : params) known += (known.empty() ? "" : ", ") + std::string(p.name);
                throw InputError("algorithm", std::string(name) + " has no parameter '" + std::string(key) +
                                                  "'; it has: " + known);
            }
        } else if (!positional || index >= params.size()) {
            throw InputError("algorithm", "too many values for " + std::string(name) + " in '" + std::string(text) + "'");
        }
        const Parameter& p = params[index];
        const auto value = parseDecimal(valueText);
        if (!value || *value < p.min || *value > p.max) {
            throw InputError("algorithm", std::string(name) + " " + std::string(p.name) + " must be a number from " +
                                              shortestDecimal(p.min) + " to " + shortestDecimal(p.max) + ", got '" +
                                              std::string(valueText) + "'");
        }
        values[index] = *value;
        next = index + 1;
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
    }
    const Algorithm& algorithm = *std::find_if(std::begin(kTable), std::end(kTable),
                                               [&](const Algorithm& a) { return a.name == generator->name(); });
    auto configured = std::make_shared<const Generator>(algorithm, std::move(values));
    return {configured.get(), configured};
}

}  // namespace mazesheet::core
