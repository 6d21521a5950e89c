// SPDX-License-Identifier: MIT
#pragma once
// Every maze-carving algorithm, behind one interface. Each algorithm is a
// function template in its own file under generators/ and one row in
// registry.cpp's table (name, summary, mask support, parameters, the legend
// of its step pictures); help, tests and benchmarks all read that table.
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "carve_events.hpp"
#include "maze.hpp"
#include "rng.hpp"
#include "step_looks.hpp"

namespace mazesheet::core {

// A setting of one algorithm (growing-tree's share of newest picks), chosen
// as "name:value" or "name:parameter=value" (see chooseAlgorithm).
struct Parameter {
    std::string_view name;
    std::string_view meaning;  // one line for help
    double defaultValue;
    double min;
    double max;
};

// Turns a maze with every wall closed into a perfect maze over its region,
// drawing randomness only from `rng`; one value per parameter. Never recurses.
// The two instantiations of an algorithm's template: plain (events dropped)
// and observed (teaching mode); both carve the same maze from the same seed.
using CarveFunction = void (*)(Maze& maze, Rng& rng, std::span<const double> parameters, NoEvents& events);
using ObservedCarveFunction = void (*)(Maze& maze, Rng& rng, std::span<const double> parameters,
                                       CarveObserver& events);

class RowCarver;  // row_carving.hpp
// Row-local algorithms: the same carving a row at a time, owning `rng`.
using RowCarverFunction = std::unique_ptr<RowCarver>(const Maze& maze, Rng rng, std::span<const double> parameters);

// A row of the table.
struct Algorithm {
    std::string_view name;     // on the command line and in stats ("kruskal")
    std::string_view summary;  // one line for help: what the mazes look like
    // False for algorithms whose rules are defined on rows and columns of a
    // full rectangle (eller, sidewinder, binary-tree, division).
    bool supportsMasks;
    // The grids it carves (gridBit): every one for the algorithms that only
    // need each cell's neighbours, the square (and the circle, where a row
    // has a natural form as a ring) for those written on rows.
    unsigned grids;
    std::span<const Parameter> parameters;
    CarveFunction carve;
    ObservedCarveFunction carveObserved;
    // What the step pictures' colours mean for this algorithm, in legend order.
    std::span<const LegendEntry> legend;
    // Row-local algorithms (eller, sidewinder, binary-tree), which can carve
    // a streamed maze (row_carving.hpp); null for the others.
    RowCarverFunction* rows;
};

// An algorithm with its parameter values.
class Generator {
public:
    // The defaults of every parameter.
    explicit Generator(const Algorithm& algorithm);
    // `values`: one per parameter, each within its range.
    Generator(const Algorithm& algorithm, std::vector<double> values);

    std::string_view name() const { return algorithm_->name; }
    std::string_view summary() const { return algorithm_->summary; }
    bool supportsMasks() const { return algorithm_->supportsMasks; }
    bool carves(GridKind grid) const { return (algorithm_->grids & gridBit(grid)) != 0; }
    std::span<const Parameter> parameters() const { return algorithm_->parameters; }
    const std::vector<double>& parameterValues() const { return values_; }
    void carve(Maze& maze, Rng& rng) const {
        NoEvents none;
        algorithm_->carve(maze, rng, values_, none);
    }
    // The same carving, reporting every step to `events`.
    void carve(Maze& maze, Rng& rng, CarveObserver& events) const {
        algorithm_->carveObserved(maze, rng, values_, events);
    }
    std::span<const LegendEntry> legend() const { return algorithm_->legend; }
    // True if it can carve a row at a time (a streamed maze).
    bool carvesByRows() const { return algorithm_->rows != nullptr; }
    // Its row carver (carvesByRows() must be true), drawing from `rng`: row
    // by row it carves what carve(maze, rng) carves.
    std::unique_ptr<RowCarver> rowCarver(const Maze& maze, Rng rng) const;

    // What reproduces this generator on the command line: the name, plus the
    // parameters that differ from their defaults ("growing-tree:newest=0.25").
    std::string label() const;

private:
    const Algorithm* algorithm_;
    std::vector<double> values_;
};

// All algorithms with default parameters, in the order help lists them.
std::span<const Generator* const> allGenerators();
// nullptr if no algorithm has that name.
const Generator* findGenerator(std::string_view name);
// "a, b, c" of every name (for help and error messages).
std::string generatorNames(bool maskCapableOnly = false);
// The same of those that carve `grid`.
std::string generatorNames(GridKind grid);

// An algorithm as the user chose it: "growing-tree", "growing-tree:0.25" (the
// first parameter) or "growing-tree:newest=0.25[,other=1]". Throws
// InputError("algorithm") for an unknown name, parameter or value.
struct AlgorithmChoice {
    const Generator* generator = nullptr;        // points into `configured` or the table
    std::shared_ptr<const Generator> configured;  // set when parameters were given
};
AlgorithmChoice chooseAlgorithm(std::string_view text);

}  // namespace mazesheet::core
