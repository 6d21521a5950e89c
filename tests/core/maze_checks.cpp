// SPDX-License-Identifier: MIT
#include "maze_checks.hpp"

#include <vector>

namespace mazesheet::test {

using core::CellPos;
using core::Side;

std::size_t reachableCells(const core::Maze& maze) {
    std::vector<char> seen(static_cast<std::size_t>(maze.width()) * maze.height(), 0);
    std::vector<CellPos> stack;
    for (int row = 0; row < maze.height() && stack.empty(); ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            if (maze.contains({col, row})) {
                stack.push_back({col, row});
                seen[static_cast<std::size_t>(row) * maze.width() + col] = 1;
                break;
            }
        }
    }
    std::size_t count = 0;
    while (!stack.empty()) {
        const CellPos p = stack.back();
        stack.pop_back();
        ++count;
        for (Side s : core::kSides) {
            if (!maze.hasNeighbour(p, s) || !maze.isOpen(p, s)) continue;
            const CellPos n = core::step(p, s);
            auto& flag = seen[static_cast<std::size_t>(n.row) * maze.width() + n.col];
            if (!flag) {
                flag = 1;
                stack.push_back(n);
            }
        }
    }
    return count;
}

std::string wallFault(const core::Maze& maze) {
    for (int row = 0; row < maze.height(); ++row) {
        for (int col = 0; col < maze.width(); ++col) {
            const CellPos p{col, row};
            const auto index = maze.region().index(col, row);
            const std::string where = std::to_string(col) + "," + std::to_string(row);
            if (!maze.contains(p)) {
                if (maze.eastOpen(index) || maze.southOpen(index)) return "passage from outside cell " + where;
                continue;
            }
            if (maze.eastOpen(index) && !maze.contains({col + 1, row})) return "east passage leaves region at " + where;
            if (maze.southOpen(index) && !maze.contains({col, row + 1})) return "south passage leaves region at " + where;
            for (Side s : core::kSides) {
                if (!maze.hasNeighbour(p, s)) continue;
                if (maze.isOpen(p, s) != maze.isOpen(core::step(p, s), core::opposite(s))) {
                    return "asymmetric wall at " + where;
                }
            }
        }
    }
    return "";
}

bool isPerfect(const core::Maze& maze) {
    const std::size_t cells = maze.region().cellCount();
    return maze.passageCount() == cells - 1 && reachableCells(maze) == cells;
}

std::uint64_t digest(const core::Maze& maze) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    const auto mix = [&hash](unsigned byte) {
        hash ^= byte;
        hash *= 0x100000001b3ULL;
    };
    for (std::uint32_t i = 0; i < static_cast<std::uint32_t>(maze.width() * maze.height()); ++i) {
        mix((maze.eastOpen(i) ? 1U : 0U) | (maze.southOpen(i) ? 2U : 0U));
    }
    return hash;
}

}  // namespace mazesheet::test
