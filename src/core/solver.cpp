#include "solver.hpp"

#include <algorithm>
#include <array>
#include <type_traits>

#include "side_array.hpp"

namespace mazesheet::core {

namespace {

// A first-in first-out queue of cell indices that holds only the cells
// waiting (a ring that doubles when full): a breadth-first search's
// frontier, far smaller than the maze.
class Frontier {
public:
    bool empty() const { return size_ == 0; }
    std::size_t size() const { return size_; }
    void push(std::uint32_t cell) {
        if (size_ == ring_.size()) grow();
        ring_[(head_ + size_) & mask_] = cell;
        ++size_;
    }
    std::uint32_t pop() {
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

// Visits the open neighbours of grid index i, with the side of the
// neighbour that leads back to i.
template <typename Visit>
void forEachPassage(const Maze& maze, std::uint32_t i, Visit visit) {
    const auto width = static_cast<std::uint32_t>(maze.width());
    const std::uint32_t col = i % width;
    if (maze.eastOpen(i)) visit(i + 1, Side::West);
    if (maze.southOpen(i)) visit(i + width, Side::North);
    if (col > 0 && maze.eastOpen(i - 1)) visit(i - 1, Side::East);
    if (i >= width && maze.southOpen(i - width)) visit(i - width, Side::South);
}

// Breadth-first search in the memory of a bit per cell and the frontier
// (plus two bits per cell when `parents` is given: the side of each cell
// that leads back to the cell it was reached from): calls reached(cell,
// distance) for every cell reachable from `sources` (a range of CellPos),
// nearest first, in the order a plain queue meets them; reached returns true
// to stop early.
template <typename Sources, typename Reached>
void search(const Maze& maze, const Sources& sources, Reached reached, SideArray* parents = nullptr) {
    BitVector seen(maze.region().gridSize());
    Frontier frontier;
    const auto expand = [&](std::uint32_t current) {
        forEachPassage(maze, current, [&](std::uint32_t next, Side back) {
            if (seen.test(next)) return;
            seen.set(next);
            if (parents) parents->set(next, back);
            frontier.push(next);
        });
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
template <typename Reached>
[[gnu::noinline]] bool searchTree(const Maze& maze, std::uint32_t origin, BitView wanted, Reached reached) {
    const auto width = static_cast<std::uint32_t>(maze.width());
    const Maze::Walls walls = maze.walls();
    struct Fork {
        std::uint32_t cell;
        std::uint32_t distance;
        Side entered;
    };
    std::vector<Fork> forks;
    std::size_t budget = maze.region().cellCount();
    constexpr unsigned kNoSide = 4;
    // stepIndex() as a table made once: called through the switch for every
    // cell, it cost this search 2 M more instructions at 300x300.
    const std::int64_t moves[4] = {-std::int64_t{width}, 1, std::int64_t{width}, -1};  // by Side
    const auto onwardFrom = [&](std::uint32_t cell, Side side) {
        return static_cast<std::uint32_t>(cell + moves[static_cast<unsigned>(side)]);
    };
    std::uint32_t i = origin;
    std::uint32_t distance = 0;
    unsigned back = kNoSide;
    for (;;) {
        if (budget-- == 0) return false;
        if (wanted.test(i) && reached(i, distance)) return true;
        // A set wall bit always joins two region cells (maze.hpp), and the
        // last column's east bit is never set, so i - 1 needs no column test.
        const unsigned open = walls.passages(i, width, i > 0, i >= width) & ~(1U << back);
        if (open == 0) {  // a dead end: on from the latest fork's next way
            if (forks.empty()) return true;
            const Fork fork = forks.back();
            forks.pop_back();
            i = fork.cell;
            distance = fork.distance;
            back = static_cast<unsigned>(fork.entered);
            continue;
        }
        const auto first = static_cast<unsigned>(__builtin_ctz(open));
        for (unsigned rest = open & (open - 1); rest != 0; rest &= rest - 1) {
            const auto side = static_cast<Side>(__builtin_ctz(rest));
            forks.push_back({onwardFrom(i, side), distance + 1, opposite(side)});
        }
        const auto onward = static_cast<Side>(first);
        i = onwardFrom(i, onward);
        back = static_cast<unsigned>(opposite(onward));
        ++distance;
    }
}

bool isTree(const Maze& maze) { return maze.passageCount() + 1 == maze.region().cellCount(); }

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

std::vector<std::uint32_t> distancesTo(const Maze& maze, CellPos from, std::span<const CellPos> cells) {
    std::vector<std::uint32_t> distance(cells.size(), kUnreachable);
    // A bit per cell says "wanted"; only those are looked up among `cells`.
    BitVector wanted(maze.region().gridSize());
    std::vector<std::pair<std::uint32_t, std::size_t>> where;  // (grid index, position in cells)
    where.reserve(cells.size());
    for (std::size_t k = 0; k < cells.size(); ++k) {
        if (!maze.contains(cells[k])) continue;
        const std::uint32_t i = maze.region().index(cells[k].col, cells[k].row);
        wanted.set(i);
        where.push_back({i, k});
    }
    std::sort(where.begin(), where.end());
    std::size_t left = where.size();
    const BitView wantedBits = wanted.view();  // a plain pointer: tested for every cell met
    // Out of line: the searches call it for wanted cells only.
    const auto measure = [&](std::uint32_t cell, std::uint32_t d) __attribute__((noinline)) {
        for (auto it = std::lower_bound(where.begin(), where.end(), std::pair{cell, std::size_t{0}});
             it != where.end() && it->first == cell; ++it) {
            distance[it->second] = d;
            --left;
        }
        return left == 0;
    };
    const auto reached = [&](std::uint32_t cell, std::uint32_t d) { return wantedBits.test(cell) && measure(cell, d); };
    if (maze.contains(from) && isTree(maze) &&
        searchTree(maze, maze.region().index(from.col, from.row), wantedBits, measure)) {
        return distance;
    }
    // Not a tree (braided), or a loop met in a disconnected region: start over.
    std::fill(distance.begin(), distance.end(), kUnreachable);
    left = where.size();
    search(maze, std::span<const CellPos>(&from, 1), reached);
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

Path shortestPath(const Maze& maze, CellPos from, CellPos to) {
    if (!maze.contains(to) || !maze.contains(from)) return {};
    const std::uint32_t target = maze.region().index(to.col, to.row);
    SideArray parents(maze.region().gridSize());
    std::uint32_t length = kUnreachable;
    search(
        maze, std::span<const CellPos>(&from, 1),
        [&](std::uint32_t cell, std::uint32_t d) {
            if (cell != target) return false;
            length = d;
            return true;  // every cell of the path already knows its parent
        },
        &parents);
    if (length == kUnreachable) return {};
    // The parents lead from `to` back to `from`: that way round, then turned.
    Path backwards(to);
    backwards.reserve(length);
    const auto width = static_cast<std::uint32_t>(maze.width());
    for (std::uint32_t at = target, k = 0; k < length; ++k) {
        const Side back = parents.get(at);
        backwards.extend(back);
        at = stepIndex(at, back, width);
    }
    return backwards.reversed();
}

bool onBoundary(const Maze& maze, CellPos cell) {
    if (!maze.contains(cell)) return false;
    for (Side s : kSides) {
        if (!maze.hasNeighbour(cell, s)) return true;
    }
    return false;
}

CellPos farthestBoundaryCellFrom(const Maze& maze, CellPos from) {
    // The farthest boundary cell, the first in row-major order among equals.
    CellPos best = from;
    std::uint32_t bestDistance = 0;
    std::uint32_t bestIndex = 0;
    search(maze, std::span<const CellPos>(&from, 1), [&](std::uint32_t cell, std::uint32_t d) {
        if (d == 0 || (d == bestDistance && cell > bestIndex)) return false;
        const CellPos p = maze.region().position(cell);
        if (!onBoundary(maze, p)) return false;
        best = p;
        bestDistance = d;
        bestIndex = cell;
        return false;
    });
    return best;
}

std::pair<CellPos, CellPos> farthestBoundaryPair(const Maze& maze) {
    CellPos first{-1, -1};
    for (int row = 0; row < maze.height() && first.col < 0; ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            if (onBoundary(maze, {col, row})) {
                first = {col, row};
                break;
            }
        }
    }
    const CellPos a = farthestBoundaryCellFrom(maze, first);
    const CellPos b = farthestBoundaryCellFrom(maze, a);
    const bool aFirst = a.row < b.row || (a.row == b.row && a.col <= b.col);
    return aFirst ? std::pair{a, b} : std::pair{b, a};
}

Side doorSide(const Maze& maze, CellPos cell) {
    constexpr std::array<Side, 4> preference = {Side::West, Side::North, Side::East, Side::South};
    Side best = Side::West;
    int bestDistance = -1;  // -1: none found yet
    bool bestIsExit = false;
    for (Side side : preference) {
        if (maze.hasNeighbour(cell, side)) continue;
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

}  // namespace mazesheet::core
