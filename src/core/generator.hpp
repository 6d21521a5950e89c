#pragma once
// One interface for every maze-carving algorithm. Each algorithm lives in its
// own file under generators/ and is found by name through the registry.
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "maze.hpp"
#include "rng.hpp"

namespace mazesheet::core {

class Generator {
public:
    virtual ~Generator() = default;
    // The name used on the command line and in stats ("kruskal").
    virtual std::string_view name() const = 0;
    // False for algorithms whose rules are defined on rows and columns of a
    // full rectangle (eller, sidewinder, binary-tree, division).
    virtual bool supportsMasks() const = 0;
    // Turns a maze with every wall closed into a perfect maze over its region,
    // drawing randomness only from `rng`. Never recurses.
    virtual void carve(Maze& maze, Rng& rng) const = 0;
};

// All algorithms, in the order the help text lists them.
std::span<const Generator* const> allGenerators();
// nullptr if no algorithm has that name.
const Generator* findGenerator(std::string_view name);
// "a, b, c" of every name (for help and error messages).
std::string generatorNames(bool maskCapableOnly = false);

// Factories, one per file under generators/.
std::unique_ptr<Generator> makeBacktracker();
std::unique_ptr<Generator> makeKruskal();
std::unique_ptr<Generator> makePrim();
std::unique_ptr<Generator> makeWilson();
std::unique_ptr<Generator> makeEller();
std::unique_ptr<Generator> makeAldousBroder();
std::unique_ptr<Generator> makeHuntAndKill();
std::unique_ptr<Generator> makeSidewinder();
std::unique_ptr<Generator> makeBinaryTree();
// newestShare in [0,1]: probability of continuing from the newest active
// cell (1 = backtracker) instead of a random one (0 = simplified Prim).
std::unique_ptr<Generator> makeGrowingTree(double newestShare = 0.5);
std::unique_ptr<Generator> makeDivision();

}  // namespace mazesheet::core
