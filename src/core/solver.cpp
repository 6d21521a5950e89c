#include "solver.hpp"

#include <array>

namespace mazesheet::core {

namespace {

// Visits the open neighbours of grid index i.
template <typename Visit>
void forEachPassage(const Maze& maze, std::uint32_t i, Visit visit) {
    const auto width = static_cast<std::uint32_t>(maze.width());
    const std::uint32_t col = i % width;
    if (maze.eastOpen(i)) visit(i + 1);
    if (maze.southOpen(i)) visit(i + width);
    if (col > 0 && maze.eastOpen(i - 1)) visit(i - 1);
    if (i >= width && maze.southOpen(i - width)) visit(i - width);
}

std::vector<std::uint32_t> bfs(const Maze& maze, std::span<const CellPos> sources, std::vector<std::uint32_t>* parent) {
    const std::size_t size = maze.region().gridSize();
    std::vector<std::uint32_t> distance(size, kUnreachable);
    if (parent) parent->assign(size, kUnreachable);
    std::vector<std::uint32_t> queue;
    queue.reserve(maze.region().cellCount());
    for (const CellPos from : sources) {
        if (!maze.contains(from)) continue;
        const std::uint32_t origin = maze.region().index(from.col, from.row);
        if (distance[origin] == 0) continue;
        distance[origin] = 0;
        queue.push_back(origin);
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const std::uint32_t current = queue[head];
        forEachPassage(maze, current, [&](std::uint32_t next) {
            if (distance[next] != kUnreachable) return;
            distance[next] = distance[current] + 1;
            if (parent) (*parent)[next] = current;
            queue.push_back(next);
        });
    }
    return distance;
}

}  // namespace

std::vector<std::uint32_t> distancesFrom(const Maze& maze, CellPos from) { return bfs(maze, {&from, 1}, nullptr); }

std::vector<std::uint32_t> distancesFrom(const Maze& maze, std::span<const CellPos> sources) {
    return bfs(maze, sources, nullptr);
}

std::vector<CellPos> shortestPath(const Maze& maze, CellPos from, CellPos to) {
    std::vector<std::uint32_t> parent;
    const auto distance = bfs(maze, {&from, 1}, &parent);
    if (!maze.contains(to)) return {};
    std::uint32_t at = maze.region().index(to.col, to.row);
    if (distance[at] == kUnreachable) return {};
    std::vector<CellPos> path(distance[at] + 1);
    for (std::size_t k = path.size(); k-- > 0;) {
        path[k] = maze.region().position(at);
        at = parent[at];
    }
    return path;
}

bool onBoundary(const Maze& maze, CellPos cell) {
    if (!maze.contains(cell)) return false;
    for (Side s : kSides) {
        if (!maze.hasNeighbour(cell, s)) return true;
    }
    return false;
}

CellPos farthestBoundaryCellFrom(const Maze& maze, CellPos from) {
    const auto distance = distancesFrom(maze, from);
    CellPos best = from;
    std::uint32_t bestDistance = 0;
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            const std::uint32_t d = distance[maze.region().index(col, row)];
            if (d == kUnreachable || d <= bestDistance || !onBoundary(maze, {col, row})) continue;
            bestDistance = d;
            best = {col, row};
        }
    }
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

std::size_t countTurns(const std::vector<CellPos>& path) {
    std::size_t turns = 0;
    for (std::size_t k = 2; k < path.size(); ++k) {
        const int dc1 = path[k - 1].col - path[k - 2].col;
        const int dr1 = path[k - 1].row - path[k - 2].row;
        const int dc2 = path[k].col - path[k - 1].col;
        const int dr2 = path[k].row - path[k - 1].row;
        turns += (dc1 != dc2 || dr1 != dr2);
    }
    return turns;
}

}  // namespace mazesheet::core
