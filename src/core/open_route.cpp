// SPDX-License-Identifier: MIT
// A random walk from the start that takes a step only where the route stays
// chordless (the new cell touches no route cell but the one it comes from)
// and the finish stays reachable through cells that touch no route cell but
// the new end. That second rule keeps a finishing path open at every step:
// the shortest such path is chordless itself, and its first cell is a step
// the walk may take. So the walk never gets stuck, and never backtracks.
// Of a few walks the longest is kept: one walk's route is often the
// shortest way (a fifth of the cells), a poor puzzle (bench/README.md).
#include "open_route.hpp"

#include <array>
#include <stdexcept>
#include <vector>

#include "maze.hpp"

namespace mazesheet::core {

namespace {

constexpr int kWalks = 6;
constexpr std::uint32_t kNone = 0xFFFF'FFFFU;

// Each grid cell's neighbours in the region, across each side (kNone where
// there is none): made once for all the walks.
using Neighbours = std::vector<std::array<std::uint32_t, 4>>;

Neighbours neighboursOf(const Region& region) {
    Neighbours table(region.gridSize());
    for (std::uint32_t i = 0; i < table.size(); ++i) {
        const CellPos p = region.position(i);
        for (const Side side : kSides) {
            const CellPos q = step(p, side);
            table[i][static_cast<std::size_t>(side)] = region.contains(q) ? region.index(q.col, q.row) : kNone;
        }
    }
    return table;
}

class RouteWalk {
public:
    RouteWalk(const Neighbours& neighbours, std::uint32_t start)
        : neighbours_(neighbours), onRoute_(neighbours.size()), touching_(neighbours.size(), 0),
          reached_(neighbours.size(), 0) {
        add(start);
    }

    // True if `next`, beside the route's end, keeps the route chordless: it
    // is off the route and touches no route cell but the end.
    bool chordless(std::uint32_t next) const { return !onRoute_.test(next) && touching_[next] == 1; }

    // Marks the cells from which `finish` is reachable through cells that
    // touch no route cell (a breadth-first search from the finish).
    void searchFrom(std::uint32_t finish) {
        ++searchMark_;
        queue_.clear();
        if (!isFree(finish)) return;
        queue_.push_back(finish);
        reached_[finish] = searchMark_;
        for (std::size_t k = 0; k < queue_.size(); ++k) {
            for (const std::uint32_t n : neighbours_[queue_[k]]) {
                if (n == kNone || reached_[n] == searchMark_ || !isFree(n)) continue;
                reached_[n] = searchMark_;
                queue_.push_back(n);
            }
        }
    }

    // After searchFrom(finish): true if stepping to `next` keeps the finish
    // in reach (it is the finish, or beside a cell the search reached).
    bool reaches(std::uint32_t next, std::uint32_t finish) const {
        if (next == finish) return true;
        for (const std::uint32_t n : neighbours_[next]) {
            if (n != kNone && reached_[n] == searchMark_) return true;
        }
        return false;
    }

    void add(std::uint32_t i) {
        onRoute_.set(i);
        for (const std::uint32_t n : neighbours_[i]) {
            if (n != kNone) ++touching_[n];
        }
    }

private:
    bool isFree(std::uint32_t i) const { return !onRoute_.test(i) && touching_[i] == 0; }

    const Neighbours& neighbours_;
    BitVector onRoute_;
    std::vector<std::uint8_t> touching_;  // route cells beside each cell
    std::vector<std::uint32_t> reached_;  // the search that reached each cell last
    std::uint32_t searchMark_ = 0;
    std::vector<std::uint32_t> queue_;
};

Path oneWalk(const Region& region, const Neighbours& neighbours, CellPos start, CellPos finish, Rng& rng) {
    const std::uint32_t target = region.index(finish.col, finish.row);
    std::uint32_t at = region.index(start.col, start.row);
    RouteWalk walk(neighbours, at);
    Path route(start);
    while (at != target) {
        Side choices[4];
        unsigned count = 0;
        for (const Side side : kSides) {
            const std::uint32_t next = neighbours[at][static_cast<std::size_t>(side)];
            if (next != kNone && walk.chordless(next)) choices[count++] = side;
        }
        // A step that keeps the finish in reach always exists (see above):
        // when only one step is chordless, it is that one.
        if (count > 1) {
            walk.searchFrom(target);
            unsigned kept = 0;
            for (unsigned k = 0; k < count; ++k) {
                if (walk.reaches(neighbours[at][static_cast<std::size_t>(choices[k])], target)) {
                    choices[kept++] = choices[k];
                }
            }
            count = kept;
        }
        if (count == 0) throw std::logic_error("openRoute: no step keeps the finish in reach");
        const Side side = choices[count == 1 ? 0 : rng.below(count)];
        route.extend(side);
        at = neighbours[at][static_cast<std::size_t>(side)];
        walk.add(at);
    }
    return route;
}

}  // namespace

Path openRoute(const Region& region, CellPos start, CellPos finish, Rng& rng) {
    const Neighbours neighbours = neighboursOf(region);
    Path best = oneWalk(region, neighbours, start, finish, rng);
    for (int k = 1; k < kWalks; ++k) {
        Path next = oneWalk(region, neighbours, start, finish, rng);
        if (next.size() > best.size()) best = std::move(next);
    }
    return best;
}

}  // namespace mazesheet::core
