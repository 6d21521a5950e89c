#include <array>

#include "generator.hpp"

namespace mazesheet::core {

namespace {

struct Registry {
    std::array<std::unique_ptr<Generator>, 11> owned{
        makeBacktracker(), makeKruskal(),    makePrim(),       makeWilson(),      makeEller(),   makeAldousBroder(),
        makeHuntAndKill(), makeSidewinder(), makeBinaryTree(), makeGrowingTree(), makeDivision()};
    std::array<const Generator*, 11> view{};
    Registry() {
        for (std::size_t i = 0; i < owned.size(); ++i) view[i] = owned[i].get();
    }
};

const Registry& registry() {
    static const Registry instance;
    return instance;
}

}  // namespace

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

}  // namespace mazesheet::core
