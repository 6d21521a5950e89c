// SPDX-License-Identifier: MIT
// Recursive division, with an explicit stack of chambers: start with no
// inner walls, split a chamber with a wall that has one gap, repeat on both
// halves until chambers are one cell wide or tall.
// Steps: each chamber taken off the stack, the walls built, and the cells
// of chambers too narrow to split (finished).
#include <vector>

#include "carving.hpp"

namespace mazesheet::core {
namespace {

struct Chamber {
    int col, row, width, height;
};

}  // namespace

namespace generators {

template <class Events>
void division(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    using K = CarveEvent::Kind;
    const Region& region = maze.region();
    maze.openAllInterior();
    std::vector<Chamber> stack{{0, 0, maze.width(), maze.height()}};
    while (!stack.empty()) {
        const Chamber c = stack.back();
        stack.pop_back();
        const auto reportChamber = [&] {
            events(CarveEvent::chamber(region.index(c.col, c.row), static_cast<std::uint32_t>(c.width),
                                       static_cast<std::uint32_t>(c.height)));
        };
        if (c.width < 2 || c.height < 2) {
            if constexpr (Events::enabled) {
                reportChamber();
                for (int row = c.row; row < c.row + c.height; ++row) {
                    for (int col = c.col; col < c.col + c.width; ++col) {
                        detail::report(events, K::Visit, region.index(col, row));
                    }
                }
            }
            continue;
        }
        reportChamber();
        const bool horizontal = c.height > c.width || (c.height == c.width && rng.coin());
        if (horizontal) {
            // Wall along the south side of row c.row + k, gap at one column.
            const int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(c.height - 1)));
            const int gap = c.col + static_cast<int>(rng.below(static_cast<std::uint32_t>(c.width)));
            for (int col = c.col; col < c.col + c.width; ++col) {
                if (col != gap) {
                    maze.build({col, c.row + k}, Side::South);
                    detail::reportWall(events, K::Build, region.index(col, c.row + k), Side::South);
                }
            }
            stack.push_back({c.col, c.row, c.width, k + 1});
            stack.push_back({c.col, c.row + k + 1, c.width, c.height - k - 1});
        } else {
            const int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(c.width - 1)));
            const int gap = c.row + static_cast<int>(rng.below(static_cast<std::uint32_t>(c.height)));
            for (int row = c.row; row < c.row + c.height; ++row) {
                if (row != gap) {
                    maze.build({c.col + k, row}, Side::East);
                    detail::reportWall(events, K::Build, region.index(c.col + k, row), Side::East);
                }
            }
            stack.push_back({c.col, c.row, k + 1, c.height});
            stack.push_back({c.col + k + 1, c.row, c.width - k - 1, c.height});
        }
    }
}

template void division(Maze&, Rng&, std::span<const double>, NoEvents&);
template void division(Maze&, Rng&, std::span<const double>, CarveObserver&);

}  // namespace generators
}  // namespace mazesheet::core
