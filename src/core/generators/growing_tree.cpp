// Growing tree: keep a list of active cells; carve from the newest one with
// probability newestShare, else from a random one. newestShare = 1 is the
// recursive backtracker, 0 is simplified Prim; values between mix textures.
#include <algorithm>
#include <vector>

#include "cells.hpp"

namespace mazesheet::core {
namespace {

class GrowingTree final : public detail::NamedGenerator {
public:
    explicit GrowingTree(double newestShare)
        : NamedGenerator("growing-tree", true), newestShare_(std::clamp(newestShare, 0.0, 1.0)) {}

    void carve(Maze& maze, Rng& rng) const override {
        const detail::Cells cells(maze);
        BitVector visited(cells.gridSize());
        std::vector<std::uint32_t> active;
        const std::uint32_t first = cells.randomCell(rng);
        visited.set(first);
        active.push_back(first);
        while (!active.empty()) {
            const bool newest = newestShare_ >= 1.0 || (newestShare_ > 0.0 && rng.chance(newestShare_));
            const std::size_t pick =
                newest ? active.size() - 1 : rng.below(static_cast<std::uint32_t>(active.size()));
            const std::uint32_t cell = active[pick];
            Side options[4];
            const std::uint32_t count = cells.sidesWhere(cell, visited, false, options);
            if (count == 0) {
                // Order matters ("newest" is the back), so erase in place.
                active.erase(active.begin() + static_cast<std::ptrdiff_t>(pick));
                continue;
            }
            const Side side = options[count == 1 ? 0 : rng.below(count)];
            detail::carveIndex(maze, cell, side, cells.width());
            const std::uint32_t next = cells.neighbour(cell, side);
            visited.set(next);
            active.push_back(next);
        }
    }

private:
    double newestShare_;
};

}  // namespace

std::unique_ptr<Generator> makeGrowingTree(double newestShare) { return std::make_unique<GrowingTree>(newestShare); }

}  // namespace mazesheet::core
