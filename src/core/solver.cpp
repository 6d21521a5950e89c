// SPDX-License-Identifier: MIT
#include "solver.hpp"

#include <algorithm>
#include <array>
#include <type_traits>

#include "side_array.hpp"
#include "topology.hpp"

namespace mazesheet::core {

namespace {

// A first-in first-out queue of cell indices that holds only the cells
// waiting (a ring that doubles when full): a breadth-first search's
// frontier, far smaller than the maze.
class Frontier {
public:
    bool empty() const { return size_ == 0; }
    std::size_t size() const { return size_; }
    [[gnu::always_inline]] void push(std::uint32_t cell) {
        if (size_ == ring_.size()) grow();
        ring_[(head_ + size_) & mask_] = cell;
        ++size_;
    }
    [[gnu::always_inline]] std::uint32_t pop() {
        const std::uint32_t cell = ring_[head_];
        head_ = (head_ + 1) & mask_;
        --size_;
        return cell;
    }

private:
    void grow() {
        std::vector<std::uint32_t> bigger(std::max<std::size_t>(64, ring_.size() * 2));
        for (std::size_t k = 0; k < size_; ++k) bigger[k] = ring_[(head_ + k) & mask_];
        ring_.swap(bigger);
        head_ = 0;
        mask_ = ring_.size() - 1;
    }
    std::vector<std::uint32_t> ring_;
    std::size_t head_ = 0;
    std::size_t size_ = 0;
    std::size_t mask_ = 0;
};

// Breadth-first search in the memory of a bit per cell and the frontier
// (plus the way of each cell that leads back to the cell it was reached
// from, when `parents` is given: two bits a cell on the square grid, four
// on the others): calls reached(cell, distance) for every cell reachable
// from `sources` (a range of CellPos), nearest first, in the order a plain
// queue meets them; reached returns true to stop early.
template <class Cells, typename Sources, typename Reached>
[[gnu::always_inline]] inline void search(const Cells cells, const Maze& maze, const Sources& sources, Reached reached,
                                          typename Cells::WayArray* parents = nullptr) {
    BitVector seen(maze.region().gridSize());
    Frontier frontier;
    const auto expand = [&](std::uint32_t current) __attribute__((always_inline)) {
        // Inlined, as the search's whole loop is: a call a cell cost 5 %
        // of a square maze's run when the search became a template.
        const auto visit = [&](std::uint32_t next, typename Cells::Way back) __attribute__((always_inline)) {
            if (seen.test(next)) return;
            seen.set(next);
            if (parents) parents->set(next, back);
            frontier.push(next);
        };
        cells.forEachPassage(maze, current, visit);
    };
    std::uint32_t distance = 0;
    if constexpr (std::is_same_v<Sources, Path>) {
        // The first level is read from the path twice (mark, then expand)
        // instead of being queued: the detour search starts from the whole
        // solution, a seventh of a backtracker maze's cells, and queued it
        // took more than half a byte per cell. The order is the queue's; a
        // hand-made path that repeats a cell reports it twice.
        for (const CellPos from : sources) {
            if (maze.contains(from)) seen.set(maze.region().index(from.col, from.row));
        }
        for (const CellPos from : sources) {
            if (!maze.contains(from)) continue;
            const std::uint32_t origin = maze.region().index(from.col, from.row);
            if (reached(origin, distance)) return;
            expand(origin);
        }
        ++distance;
    } else {
        for (const CellPos from : sources) {
            if (!maze.contains(from)) continue;
            const std::uint32_t origin = maze.region().index(from.col, from.row);
            if (seen.test(origin)) continue;
            seen.set(origin);
            frontier.push(origin);
        }
    }
    for (; !frontier.empty(); ++distance) {
        for (std::size_t level = frontier.size(); level > 0; --level) {
            const std::uint32_t current = frontier.pop();
            if (reached(current, distance)) return;
            expand(current);
        }
    }
}

// search() on the maze's own grid.
template <typename Sources, typename Reached>
void search(const Maze& maze, const Sources& sources, Reached reached) {
    withCells(maze.region(), [&](const auto& cells) { search(cells, maze, sources, reached); });
}

// Distances from one cell of a tree (a perfect maze), in fewer
// instructions than search(): a cell can only be met again by turning back,
// so each cell carries the side it was entered by instead of the search
// keeping a bit per cell, and the walk follows a corridor without queueing
// it, keeping only the other ways of each fork. Depth first, so cells come
// in no particular order, but each with its exact distance (a tree has one
// path). Endpoint placement runs three of these on every maze. Returns
// false, having stopped early, if it met more cells than the region holds:
// the maze has a loop and only search() is right for it. Only cells marked
// in `wanted` go to reached(): the walk tests the bit itself, and the rare
// call stays out of its loop, whose state then fits in registers.
// Not inlined: inside distancesTo its loop state spilled to the stack.
//
// Branch pruning, for several searches between the cells of one set (the
// ends): with Pruning::Mark, where `wanted` holds every end, the walk also
// notes in `skip` the first cell of every branch (a subtree as seen from
// `origin`) that holds no end; with Pruning::Skip it does not enter such
// cells. A later search from one of the ends meets a marked subtree only
// through its first cell (an end is never inside one), so it finds every
// end at the same distance while walking only the part of the tree that
// joins the ends: about a fifth to a third of a backtracker maze and a
// twentieth of most others', between two opposite sides.
enum class Pruning { None, Mark, Skip };

template <Pruning kPruning, typename Reached>
[[gnu::noinline]] bool searchTree(const Maze& maze, std::uint32_t origin, BitView wanted, Reached reached,
                                  BitVector* skip = nullptr) {
    const auto width = static_cast<std::uint32_t>(maze.width());
    const Maze::Walls walls = maze.walls();
    struct Fork {
        std::uint32_t cell;
        std::uint32_t distance;
        Side entered;
    };
    std::vector<Fork> forks;
    // Mark: the branches being walked, each inside the one below it.
    struct Branch {
        std::uint32_t first;    // its first cell
        std::uint32_t pending;  // ways of its last fork not yet finished
        bool holdsEnd;
    };
    std::vector<Branch> branches;
    if constexpr (kPruning == Pruning::Mark) branches.push_back({origin, 0, false});
    // The top branch met its last dead end: it is finished, and so is each
    // branch below whose last way it was.
    const auto finishBranches = [&] {
        for (;;) {
            const Branch done = branches.back();
            branches.pop_back();
            if (branches.empty()) return;  // the origin's: never skipped
            if (!done.holdsEnd) skip->set(done.first);
            Branch& outer = branches.back();
            outer.holdsEnd = outer.holdsEnd || done.holdsEnd;
            if (--outer.pending > 0) return;
        }
    };
    const BitView skipped = kPruning == Pruning::Skip ? skip->view() : BitView(nullptr);
    std::size_t budget = maze.region().cellCount();
    constexpr unsigned kNoSide = 4;
    // stepIndex() as a table made once: called through the switch for every
    // cell, it cost this search 2 M more instructions at 300x300.
    const std::int64_t moves[4] = {-std::int64_t{width}, 1, std::int64_t{width}, -1};  // by Side
    const auto onwardFrom = [&](std::uint32_t cell, unsigned side) {
        return static_cast<std::uint32_t>(cell + moves[side]);
    };
    std::uint32_t i = origin;
    std::uint32_t distance = 0;
    unsigned back = kNoSide;
    for (;;) {
        if (budget-- == 0) return false;
        if constexpr (kPruning == Pruning::Mark) {
            // Every end is wanted here (measureDistances), and the walk goes
            // on to the whole tree's last dead end, so every branch is finished.
            if (wanted.test(i)) {
                branches.back().holdsEnd = true;
                reached(i, distance);
            }
        } else if (wanted.test(i) && reached(i, distance)) {
            return true;
        }
        // A set wall bit always joins two region cells (maze.hpp), and the
        // last column's east bit is never set, so i - 1 needs no column test.
        unsigned open = walls.passages(i, width, i > 0, i >= width) & ~(1U << back);
        if constexpr (kPruning == Pruning::Skip) {
            for (unsigned ways = open; ways != 0; ways &= ways - 1) {
                const auto side = static_cast<unsigned>(__builtin_ctz(ways));
                if (skipped.test(onwardFrom(i, side))) open &= ~(1U << side);
            }
        }
        if (open == 0) {  // a dead end: on from the latest fork's next way
            if constexpr (kPruning == Pruning::Mark) finishBranches();
            if (forks.empty()) return true;
            const Fork fork = forks.back();
            forks.pop_back();
            i = fork.cell;
            distance = fork.distance;
            back = static_cast<unsigned>(fork.entered);
            if constexpr (kPruning == Pruning::Mark) branches.push_back({i, 0, false});
            continue;
        }
        const auto first = static_cast<unsigned>(__builtin_ctz(open));
        const unsigned rest = open & (open - 1);
        if constexpr (kPruning == Pruning::Mark) {
            if (rest != 0) {  // a fork: this branch ends in one per way
                branches.back().pending = static_cast<std::uint32_t>(__builtin_popcount(open));
                branches.push_back({onwardFrom(i, first), 0, false});
            }
        }
        for (unsigned ways = rest; ways != 0; ways &= ways - 1) {
            const auto side = static_cast<unsigned>(__builtin_ctz(ways));
            forks.push_back({onwardFrom(i, side), distance + 1, opposite(static_cast<Side>(side))});
        }
        i = onwardFrom(i, first);
        back = static_cast<unsigned>(opposite(static_cast<Side>(first)));
        ++distance;
    }
}

// True if the tree walk (searchTree, the square grid's) may measure the maze.
bool isTree(const Maze& maze) {
    return maze.region().grid() == GridKind::Square && maze.passageCount() + 1 == maze.region().cellCount();
}

}  // namespace

std::vector<std::uint32_t> distancesFrom(const Maze& maze, CellPos from) { return distancesFrom(maze, {&from, 1}); }

std::vector<std::uint32_t> distancesFrom(const Maze& maze, std::span<const CellPos> sources) {
    std::vector<std::uint32_t> distance(maze.region().gridSize(), kUnreachable);
    search(maze, sources, [&](std::uint32_t cell, std::uint32_t d) {
        distance[cell] = d;
        return false;
    });
    return distance;
}

namespace {

// distancesTo, and EndDistances's searches: `pruning` is how the tree search
// uses `ends` and `skip`. Returns false if the tree search met a loop (the
// distances are then the plain search's, and `skip` is not to be trusted).
bool measureDistances(const Maze& maze, CellPos from, std::span<const CellPos> cells, bool tree, Pruning pruning,
                      const BitVector* ends, BitVector* skip, std::vector<std::uint32_t>& distance) {
    distance.assign(cells.size(), kUnreachable);
    // A bit per cell says "wanted"; only those are looked up among `cells`.
    // Marking branches needs every end met, so there all ends are wanted
    // (those not among `cells` find no place in `where`).
    const bool wantsEnds = pruning == Pruning::Mark;
    BitVector wanted(wantsEnds ? 0 : maze.region().gridSize());
    std::vector<std::pair<std::uint32_t, std::size_t>> where;  // (grid index, position in cells)
    where.reserve(cells.size());
    for (std::size_t k = 0; k < cells.size(); ++k) {
        if (!maze.contains(cells[k])) continue;
        const std::uint32_t i = maze.region().index(cells[k].col, cells[k].row);
        if (!wantsEnds) wanted.set(i);
        where.push_back({i, k});
    }
    std::sort(where.begin(), where.end());
    std::size_t left = where.size();
    const BitView wantedBits = wantsEnds ? ends->view() : wanted.view();  // tested for every cell met
    // Out of line: the searches call it for wanted cells only.
    const auto measure = [&](std::uint32_t cell, std::uint32_t d) __attribute__((noinline)) {
        for (auto it = std::lower_bound(where.begin(), where.end(), std::pair{cell, std::size_t{0}});
             it != where.end() && it->first == cell; ++it) {
            distance[it->second] = d;
            --left;
        }
        return left == 0;
    };
    if (maze.contains(from) && tree) {
        const std::uint32_t origin = maze.region().index(from.col, from.row);
        const bool finished =
            pruning == Pruning::Mark   ? searchTree<Pruning::Mark>(maze, origin, wantedBits, measure, skip)
            : pruning == Pruning::Skip ? searchTree<Pruning::Skip>(maze, origin, wantedBits, measure, skip)
                                       : searchTree<Pruning::None>(maze, origin, wantedBits, measure);
        if (finished) return true;
    }
    // Not a tree (braided), or a loop met in a disconnected region: start over.
    std::fill(distance.begin(), distance.end(), kUnreachable);
    left = where.size();
    search(maze, std::span<const CellPos>(&from, 1),
           [&](std::uint32_t cell, std::uint32_t d) { return wantedBits.test(cell) && measure(cell, d); });
    return !tree || !maze.contains(from);
}

}  // namespace

std::vector<std::uint32_t> distancesTo(const Maze& maze, CellPos from, std::span<const CellPos> cells) {
    std::vector<std::uint32_t> distance;
    measureDistances(maze, from, cells, isTree(maze), Pruning::None, nullptr, nullptr, distance);
    return distance;
}

EndDistances::EndDistances(const Maze& maze, std::span<const CellPos> ends)
    : maze_(maze), ends_(maze.region().gridSize()), tree_(isTree(maze)) {
    for (const CellPos& end : ends) {
        if (maze.contains(end)) ends_.set(maze.region().index(end.col, end.row));
    }
}

std::vector<std::uint32_t> EndDistances::from(CellPos origin, std::span<const CellPos> cells) {
    const auto isEnd = [&](const CellPos& p) { return maze_.contains(p) && ends_.test(maze_.region().index(p.col, p.row)); };
    // Skipping is right only between ends (see searchTree).
    const bool betweenEnds = isEnd(origin) && std::all_of(cells.begin(), cells.end(), isEnd);
    Pruning pruning = Pruning::None;
    if (tree_ && betweenEnds && !loopMet_) {
        pruning = skipReady_ ? Pruning::Skip : Pruning::Mark;
        if (pruning == Pruning::Mark && skip_.size() == 0) skip_ = BitVector(maze_.region().gridSize());
    }
    std::vector<std::uint32_t> distance;
    const bool treeWalked = measureDistances(maze_, origin, cells, tree_, pruning, &ends_, &skip_, distance);
    if (pruning == Pruning::Mark) skipReady_ = treeWalked;
    if (!treeWalked) {  // a loop in a region of several parts: no branches to trust
        loopMet_ = true;
        skip_ = BitVector();
    }
    return distance;
}

namespace {

template <typename Sources>
std::uint32_t farthestFrom(const Maze& maze, const Sources& sources) {
    std::uint32_t farthest = 0;
    search(maze, sources, [&](std::uint32_t, std::uint32_t d) {
        farthest = d;  // cells come nearest first
        return false;
    });
    return farthest;
}

}  // namespace

std::uint32_t farthestDistance(const Maze& maze, std::span<const CellPos> sources) {
    return farthestFrom(maze, sources);
}

std::uint32_t farthestDistance(const Maze& maze, const Path& sources) { return farthestFrom(maze, sources); }

namespace {

// The way from `from` to `to` on the maze's grid, made from the parents a
// search leaves: each cell's way back to the cell it was reached from.
template <class Cells>
Path pathBetween(const Cells cells, const Maze& maze, CellPos from, CellPos to) {
    const std::uint32_t target = maze.region().index(to.col, to.row);
    typename Cells::WayArray parents(maze.region().gridSize());
    std::uint32_t length = kUnreachable;
    search(
        cells, maze, std::span<const CellPos>(&from, 1),
        [&](std::uint32_t cell, std::uint32_t d) __attribute__((always_inline)) {
            if (cell != target) return false;
            length = d;
            return true;  // every cell of the path already knows its parent
        },
        &parents);
    if (length == kUnreachable) return {};
    if constexpr (Cells::kKind == GridKind::Square) {
        // The parents lead from `to` back to `from`: that way round, then turned.
        Path backwards(to);
        backwards.reserve(length);
        for (std::uint32_t at = target, k = 0; k < length; ++k) {
            const Side back = parents.get(at);
            backwards.extend(back);
            at = cells.across(at, back);
        }
        return backwards.reversed();
    } else {
        std::vector<CellPos> way(length + 1);
        for (std::uint32_t at = target, k = length;; --k) {
            way[k] = maze.region().position(at);
            if (k == 0) break;
            at = cells.across(at, parents.get(at));
        }
        return Path::through(std::move(way));
    }
}

}  // namespace

Path shortestPath(const Maze& maze, CellPos from, CellPos to) {
    if (!maze.contains(to) || !maze.contains(from)) return {};
    return withCells(maze.region(), [&](const auto& cells) { return pathBetween(cells, maze, from, to); });
}

bool onBoundary(const Maze& maze, CellPos cell) {
    if (!maze.contains(cell)) return false;
    const std::uint32_t i = maze.region().index(cell.col, cell.row);
    return withCells(maze.region(), [&](const auto& cells) { return cells.onOutline(i); });
}

std::vector<CellPos> boundaryCells(const Maze& maze) {
    std::vector<CellPos> boundary;
    withCells(maze.region(), [&](const auto& cells) {
        for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
            if (cells.inside(i) && cells.onOutline(i)) boundary.push_back(maze.region().position(i));
        }
    });
    return boundary;
}

std::pair<CellPos, std::uint32_t> farthestOf(std::span<const CellPos> candidates,
                                             std::span<const std::uint32_t> distance) {
    CellPos best = candidates.front();
    std::uint32_t bestDistance = 0;
    bool found = false;
    for (std::size_t k = 0; k < candidates.size(); ++k) {
        const std::uint32_t d = distance[k];
        if (d == kUnreachable || (found && d <= bestDistance)) continue;
        best = candidates[k];
        bestDistance = d;
        found = true;
    }
    return {best, bestDistance};
}

CellPos farthestBoundaryCellFrom(const Maze& maze, CellPos from) {
    // distancesTo walks a perfect maze's tree depth first (a breadth-first
    // search's frontier took a third of a byte a cell more) and searches a
    // braided one; the boundary, in row-major order, gives the rule for equals.
    std::vector<CellPos> boundary = boundaryCells(maze);
    std::erase(boundary, from);
    if (boundary.empty() || !maze.contains(from)) return from;
    return farthestOf(boundary, distancesTo(maze, from, boundary)).first;
}

std::pair<CellPos, CellPos> farthestBoundaryPair(const Maze& maze) {
    const std::vector<CellPos> boundary = boundaryCells(maze);
    const CellPos first = boundary.empty() ? CellPos{-1, -1} : boundary.front();
    const CellPos a = farthestBoundaryCellFrom(maze, first);
    const CellPos b = farthestBoundaryCellFrom(maze, a);
    const bool aFirst = a.row < b.row || (a.row == b.row && a.col <= b.col);
    return aFirst ? std::pair{a, b} : std::pair{b, a};
}

Side doorSide(const Maze& maze, CellPos cell) {
    constexpr std::array<Side, 4> preference = {Side::West, Side::North, Side::East, Side::South};
    const std::uint32_t i = maze.region().index(cell.col, cell.row);
    const auto hasDoorEdge = [&](Side side) {
        return withCells(maze.region(), [&](const auto& cells) { return cells.doorWay(i, side).has_value(); });
    };
    Side best = Side::West;
    int bestDistance = -1;  // -1: none found yet
    bool bestIsExit = false;
    for (Side side : preference) {
        if (!hasDoorEdge(side)) continue;
        // Walk straight out: is the grid edge reached without meeting the region?
        int distance = 0;
        bool exit = true;
        for (CellPos p = step(cell, side); p.col >= 0 && p.row >= 0 && p.col < maze.width() && p.row < maze.height();
             p = step(p, side)) {
            ++distance;
            if (maze.contains(p)) {
                exit = false;
                break;
            }
        }
        const bool better = bestDistance < 0 || (exit && !bestIsExit) || (exit == bestIsExit && distance < bestDistance);
        if (better) {
            best = side;
            bestDistance = distance;
            bestIsExit = exit;
        }
    }
    return best;
}

std::size_t countTurns(const Path& path) {
    std::size_t turns = 0;
    for (std::size_t k = 1; k < path.steps(); ++k) turns += path.step(k) != path.step(k - 1);
    return turns;
}

std::size_t countTurns(const Maze& maze, const Path& path) {
    if (!path.listed()) return countTurns(path);
    const Region& region = maze.region();
    return withCells(region, [&](const auto& cells) {
        std::size_t turns = 0;
        unsigned before = ~0U;  // no step yet
        std::uint32_t from = kNoCell;
        for (const CellPos p : path) {
            const std::uint32_t to = region.index(p.col, p.row);
            if (from != kNoCell) {
                for (const auto way : cells.kAllWays) {
                    if (cells.neighbour(from, way) != to) continue;
                    const unsigned heading = cells.heading(from, way);
                    turns += before != ~0U && heading != before;
                    before = heading;
                    break;
                }
            }
            from = to;
        }
        return turns;
    });
}

}  // namespace mazesheet::core
