// SPDX-License-Identifier: MIT
// Teaching mode's core: carving with an observer draws the same random
// numbers and carves the same maze; the events tell the truth about the
// maze; the pictures are N moments of one carving, the walls only grow (only
// shrink: division's open passages), the last is the finished maze, and
// every colour shown is in the algorithm's legend.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include "core/carve_events.hpp"
#include "core/errors.hpp"
#include "core/generator.hpp"
#include "core/puzzle.hpp"
#include "core/steps.hpp"
#include "core/topology.hpp"
#include "maze_checks.hpp"

using namespace mazesheet::core;

namespace {

std::vector<Region> regionsFor(const Generator& generator) {
    std::vector<Region> regions = {Region::rectangle(2, 1), Region::rectangle(1, 7), Region::rectangle(5, 4),
                                   Region::rectangle(12, 9), Region::rectangle(20, 6)};
    if (generator.supportsMasks()) {
        std::ifstream in(std::string(MAZESHEET_MASKS) + "/heart.txt");
        std::ostringstream text;
        text << in.rdbuf();
        regions.push_back(Region::fromMaskText(text.str()));
        regions.push_back(Region::fromMaskText("XXXXXXX\n......X\nXXXXX.X\nX...X.X\nX.XXX.X\nX.....X\nXXXXXXX\n"));
    }
    return regions;
}

// Checks each event against the maze it describes, as it happens.
class CheckingObserver final : public CarveObserver {
public:
    explicit CheckingObserver(const Maze& maze) : maze_(maze) {}
    void operator()(const CarveEvent& e) override {
        ++count;
        const Region& region = maze_.region();
        using K = CarveEvent::Kind;
        if (e.kind == K::Hunt) {
            if (e.cell >= static_cast<std::uint32_t>(maze_.height())) fault = "a hunt row outside the maze";
            return;
        }
        if (e.kind == K::Chamber) {
            const CellPos p = region.position(e.cell);
            if (e.width < 1 || e.height < 1 || p.col + static_cast<int>(e.width) > maze_.width() ||
                p.row + static_cast<int>(e.height) > maze_.height()) {
                fault = "an empty chamber, or one outside the maze";
            }
            return;
        }
        if (e.cell >= region.gridSize() || !region.containsIndex(e.cell)) {
            fault = "an event about a cell outside the region";
            return;
        }
        const CellPos p = region.position(e.cell);
        const bool wall = e.kind == K::Carve || e.kind == K::Merge || e.kind == K::Build;
        if (wall && !maze_.hasNeighbour(p, e.side())) fault = "a wall event on the region's edge";
        else if ((e.kind == K::Carve || e.kind == K::Merge) && !maze_.isOpen(p, e.side())) fault = "a Carve on a closed wall";
        else if (e.kind == K::Build && maze_.isOpen(p, e.side())) fault = "a Build on an open wall";
    }
    std::size_t count = 0;
    std::string fault;

private:
    const Maze& maze_;
};

bool subsetOfPassages(const Maze& a, const Maze& b) {  // every passage of a is open in b
    for (int r = 0; r < a.height(); ++r) {
        for (int c = 0; c < a.width(); ++c) {
            if (!a.contains({c, r})) continue;
            for (const Side side : {Side::East, Side::South}) {
                if (a.hasNeighbour({c, r}, side) && a.isOpen({c, r}, side) && !b.isOpen({c, r}, side)) return false;
            }
        }
    }
    return true;
}

bool hasPassage(const Maze& maze, CellPos p) {
    for (const Side side : kSides) {
        if (maze.hasNeighbour(p, side) && maze.isOpen(p, side)) return true;
    }
    return false;
}

std::set<StepLook> legendLooks(const Generator& generator) {
    std::set<StepLook> looks;
    for (const LegendEntry& entry : generator.legend()) {
        if (entry.look == StepLook::Set) {
            for (int k = 0; k < kSetColours; ++k) looks.insert(setLook(k));
        } else {
            looks.insert(entry.look);
        }
    }
    return looks;
}

PuzzleSpec specFor(const Region& region, const Generator& generator, std::uint64_t seed) {
    return PuzzleSpec{region, &generator, seed, 0.0, {}, {}};
}

}  // namespace

TEST_CASE("an observer changes nothing: same random draws, same maze, truthful events", "[steps]") {
    for (const Generator* generator : allGenerators()) {
        DYNAMIC_SECTION(generator->name()) {
            int runs = 0;
            for (const Region& region : regionsFor(*generator)) {
                for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                    INFO(generator->name() << " " << region.width() << "x" << region.height() << " seed " << seed);
                    Maze plain(region);
                    Rng plainRng(seed);
                    generator->carve(plain, plainRng);
                    Maze observed(region);
                    Rng observedRng(seed);
                    CheckingObserver observer(observed);
                    generator->carve(observed, observedRng, observer);
                    CHECK(observer.fault.empty());
                    CHECK(observer.count > 0);
                    REQUIRE(observed.sameWalls(plain));
                    CHECK(observedRng.next() == plainRng.next());  // the same number of draws
                    ++runs;
                }
            }
            CHECK(runs >= 60);
        }
    }
}

TEST_CASE("aldous-broder's steps taken many at a time walk where single steps do", "[steps]") {
    // Observed carving takes every step alone (each is a picture's event);
    // plain carving takes up to 32 at once inside finished 32x32 tiles,
    // which needs a maze at least three tiles across.
    const Generator* generator = findGenerator("aldous-broder");
    REQUIRE(generator != nullptr);
    std::string ring;  // a ring 200 cells across, 60 wide: tiles full, tiles outside, tiles on its edges
    for (int row = 0; row < 200; ++row) {
        for (int col = 0; col < 200; ++col) {
            const int dx = col - 100;
            const int dy = row - 100;
            ring += dx * dx + dy * dy >= 40 * 40 && dx * dx + dy * dy < 100 * 100 ? 'X' : '.';
        }
        ring += '\n';
    }
    struct NothingObserver final : CarveObserver {
        void operator()(const CarveEvent&) override {}
    };
    for (const Region& region : {Region::rectangle(200, 160), Region::rectangle(97, 300), Region::fromMaskText(ring)}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            INFO(region.width() << "x" << region.height() << " seed " << seed);
            Maze plain(region);
            Rng plainRng(seed);
            generator->carve(plain, plainRng);
            Maze observed(region);
            Rng observedRng(seed);
            NothingObserver observer;
            generator->carve(observed, observedRng, observer);
            REQUIRE(observed.sameWalls(plain));
            CHECK(observedRng.next() == plainRng.next());
        }
    }
}

TEST_CASE("steps: N pictures evenly spaced by events, walls monotone, the last the finished maze", "[steps]") {
    for (const Generator* generator : allGenerators()) {
        DYNAMIC_SECTION(generator->name()) {
            const bool division = generator->name() == "division";
            const std::set<StepLook> allowed = legendLooks(*generator);
            for (const Region& region : regionsFor(*generator)) {
                for (const int n : {1, 2, 5, 17}) {
                    const std::uint64_t seed = 40u + static_cast<std::uint64_t>(n);
                    INFO(generator->name() << " " << region.width() << "x" << region.height() << " steps " << n);
                    const PuzzleSpec spec = specFor(region, *generator, seed);
                    const CarvingSteps steps = recordSteps(spec, n);
                    REQUIRE(steps.steps.size() == static_cast<std::size_t>(n));
                    CHECK(steps.totalEvents == countEvents(spec));
                    for (std::size_t k = 0; k + 1 < steps.steps.size(); ++k) {
                        const std::size_t due = ((k + 1) * steps.totalEvents + steps.steps.size() - 1) / steps.steps.size();
                        CHECK(steps.steps[k].events == due);
                    }
                    CHECK(steps.steps.back().events == steps.totalEvents);

                    Maze finished(region);
                    Rng rng(seed);
                    generator->carve(finished, rng);
                    CHECK(steps.steps.back().walls.sameWalls(finished));
                    CHECK(steps.steps.back().cellsDone == region.cellCount());
                    CHECK(makePuzzle(spec).maze.passageCount() == finished.passageCount());

                    for (std::size_t k = 0; k < steps.steps.size(); ++k) {
                        const CarvingStep& step = steps.steps[k];
                        INFO("step " << k + 1);
                        CHECK(mazesheet::test::wallFault(step.walls).empty());
                        if (k + 1 < steps.steps.size()) {
                            const Maze& next = steps.steps[k + 1].walls;
                            // Carving only opens walls; division only builds them.
                            CHECK((division ? subsetOfPassages(next, step.walls) : subsetOfPassages(step.walls, next)));
                            CHECK(step.cellsDone <= steps.steps[k + 1].cellsDone);
                        }
                        std::size_t done = 0;
                        for (int r = 0; r < region.height(); ++r) {
                            for (int c = 0; c < region.width(); ++c) {
                                if (!region.contains(c, r)) continue;
                                const StepLook look = step.looks[region.index(c, r)];
                                CHECK(allowed.count(look) == 1);
                                done += look == StepLook::Done || isSetLook(look);
                                // A cell with a passage has been reached (division
                                // starts open, and nothing is unvisited there).
                                if (division || hasPassage(step.walls, {c, r})) CHECK(look != StepLook::Unvisited);
                            }
                        }
                        // Overlays (walker, hunt row, chamber) never sit on a cell
                        // that counts as done, except the walker on a visited cell.
                        CHECK(step.cellsDone >= done);
                    }
                    for (const StepLook look : steps.steps.back().looks) {
                        if (look != StepLook::Unvisited) CHECK(look == StepLook::Done);
                    }
                }
            }
        }
    }
}

TEST_CASE("steps: every colour of an algorithm's legend shows up in its pictures", "[steps]") {
    for (const Generator* generator : allGenerators()) {
        INFO(generator->name());
        const CarvingSteps steps = recordSteps(specFor(Region::rectangle(24, 14), *generator, 7), 40);
        std::set<StepLook> shown;
        for (const CarvingStep& step : steps.steps) shown.insert(step.looks.begin(), step.looks.end());
        for (const LegendEntry& entry : generator->legend()) {
            INFO(entry.words);
            if (entry.look == StepLook::Set) CHECK(shown.count(setLook(0)) == 1);
            else CHECK(shown.count(entry.look) == 1);
        }
    }
}

TEST_CASE("steps: a set colour marks one set of joined cells, the largest sets get colours", "[steps]") {
    for (const char* name : {"kruskal", "eller"}) {
        INFO(name);
        const Region region = Region::rectangle(18, 12);
        const CarvingSteps steps = recordSteps(specFor(region, *findGenerator(name), 3), 12);
        int pictures = 0;
        for (const CarvingStep& step : steps.steps) {
            // The sets: cells joined through passages (flood fill).
            std::vector<int> component(region.gridSize(), -1);
            std::vector<std::size_t> sizes;
            for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
                if (component[i] >= 0) continue;
                const int id = static_cast<int>(sizes.size());
                sizes.push_back(0);
                std::vector<std::uint32_t> todo{i};
                component[i] = id;
                while (!todo.empty()) {
                    const CellPos p = region.position(todo.back());
                    todo.pop_back();
                    ++sizes.back();
                    for (const Side side : kSides) {
                        if (!step.walls.hasNeighbour(p, side) || !step.walls.isOpen(p, side)) continue;
                        const CellPos q = mazesheet::core::step(p, side);
                        const auto j = region.index(q.col, q.row);
                        if (component[j] < 0) {
                            component[j] = id;
                            todo.push_back(j);
                        }
                    }
                }
            }
            std::map<StepLook, int> setOfColour;
            std::map<int, StepLook> colourOfSet;
            std::size_t smallestColoured = region.gridSize(), largestGrey = 0;
            for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
                const StepLook look = step.looks[i];
                const int set = component[i];
                if (isSetLook(look)) {
                    CHECK(setOfColour.emplace(look, set).first->second == set);     // one set per colour
                    CHECK(colourOfSet.emplace(set, look).first->second == look);    // one colour per set
                    smallestColoured = std::min(smallestColoured, sizes[static_cast<std::size_t>(set)]);
                } else if (look == StepLook::OtherSet) {
                    largestGrey = std::max(largestGrey, sizes[static_cast<std::size_t>(set)]);
                }
            }
            CHECK(setOfColour.size() <= static_cast<std::size_t>(kSetColours));
            if (largestGrey > 0) {
                CHECK(setOfColour.size() == static_cast<std::size_t>(kSetColours));
                CHECK(largestGrey <= smallestColoured);
            }
            pictures += !setOfColour.empty();
        }
        CHECK(pictures >= 8);
    }
}

namespace {

// The sets of cells joined by passages on any grid (flood fill through its
// own neighbours): each cell's set, and each set's size.
std::pair<std::vector<int>, std::vector<std::size_t>> joinedSets(const Maze& maze) {
    const Region& region = maze.region();
    std::vector<int> component(region.gridSize(), -1);
    std::vector<std::size_t> sizes;
    withCells(region, [&](const auto& cells) {
        for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
            if (!region.containsIndex(i) || component[i] >= 0) continue;
            const int id = static_cast<int>(sizes.size());
            sizes.push_back(0);
            std::vector<std::uint32_t> todo{i};
            component[i] = id;
            while (!todo.empty()) {
                const std::uint32_t at = todo.back();
                todo.pop_back();
                ++sizes.back();
                cells.forEachPassage(maze, at, [&](std::uint32_t next, auto) {
                    if (component[next] < 0) {
                        component[next] = id;
                        todo.push_back(next);
                    }
                });
            }
        }
    });
    return {component, sizes};
}

}  // namespace

TEST_CASE("steps on circle, hex and triangle grids: the pictures of every algorithm that carves them",
          "[steps][grids]") {
    for (const GridKind grid : {GridKind::Circle, GridKind::Hex, GridKind::Triangle}) {
        const std::vector<Region> regions = grid == GridKind::Circle
                                                ? std::vector<Region>{Region::onGrid(grid, 2, 2), Region::onGrid(grid, 6, 6)}
                                                : std::vector<Region>{Region::onGrid(grid, 3, 2), Region::onGrid(grid, 11, 7)};
        for (const Generator* generator : allGenerators()) {
            if (!generator->carves(grid)) continue;
            const std::set<StepLook> allowed = legendLooks(*generator);
            for (const Region& region : regions) {
                INFO(gridName(grid) << " " << generator->name() << " " << region.width() << "x" << region.height());
                const PuzzleSpec spec = specFor(region, *generator, 61);
                const CarvingSteps steps = recordSteps(spec, 6);
                REQUIRE(steps.steps.size() == 6);
                Maze finished(region);
                Rng rng(61);
                generator->carve(finished, rng);
                CHECK(steps.steps.back().walls.sameWalls(finished));
                CHECK(steps.steps.back().cellsDone == region.cellCount());
                for (std::size_t k = 0; k < steps.steps.size(); ++k) {
                    const CarvingStep& step = steps.steps[k];
                    if (k + 1 < steps.steps.size()) {
                        CHECK(step.walls.passageCount() <= steps.steps[k + 1].walls.passageCount());
                        CHECK(step.cellsDone <= steps.steps[k + 1].cellsDone);
                    }
                    for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
                        if (region.containsIndex(i)) CHECK(allowed.count(step.looks[i]) == 1);
                    }
                }
            }
        }
        // Kruskal's set colours: each marks one set of cells joined through
        // the grid's own neighbours (the pictures follow each Merge across).
        const Region region = grid == GridKind::Circle ? Region::onGrid(grid, 7, 7) : Region::onGrid(grid, 14, 9);
        const CarvingSteps steps = recordSteps(specFor(region, *findGenerator("kruskal"), 3), 12);
        int pictures = 0;
        for (const CarvingStep& step : steps.steps) {
            const auto [component, sizes] = joinedSets(step.walls);
            std::map<StepLook, int> setOfColour;
            std::map<int, StepLook> colourOfSet;
            for (std::uint32_t i = 0; i < region.gridSize(); ++i) {
                if (!region.containsIndex(i) || !isSetLook(step.looks[i])) continue;
                INFO(gridName(grid) << " cell " << i);
                CHECK(setOfColour.emplace(step.looks[i], component[i]).first->second == component[i]);
                CHECK(colourOfSet.emplace(component[i], step.looks[i]).first->second == step.looks[i]);
            }
            pictures += !setOfColour.empty();
        }
        CHECK(pictures >= 8);
    }
}

TEST_CASE("steps: the number of steps, the maze's size and braiding are checked", "[steps]") {
    const PuzzleSpec spec = specFor(Region::rectangle(10, 10), *findGenerator("prim"), 1);
    CHECK_NOTHROW(checkSteps(spec, 1));
    CHECK_NOTHROW(checkSteps(spec, kMaxSteps));
    REQUIRE_THROWS_WITH(checkSteps(spec, 0), Catch::StartsWith("steps: expected 1 to 100, got 0"));
    REQUIRE_THROWS_WITH(checkSteps(spec, kMaxSteps + 1), Catch::StartsWith("steps: expected 1 to 100"));
    const PuzzleSpec large = specFor(Region::rectangle(101, 100), *findGenerator("prim"), 1);
    REQUIRE_THROWS_WITH(checkSteps(large, 5), Catch::StartsWith("steps: a maze of 10100 cells is too large"));
    PuzzleSpec braided = spec;
    braided.braid = 0.5;
    REQUIRE_THROWS_WITH(checkSteps(braided, 5), Catch::StartsWith("braid: "));
    REQUIRE_THROWS_AS(recordSteps(braided, 5), InputError);
}
