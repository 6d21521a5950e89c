// SPDX-License-Identifier: MIT
#include "grid.hpp"

#include <numbers>

#include "errors.hpp"

namespace mazesheet::core {

std::string_view gridName(GridKind kind) {
    for (const GridName& grid : kGridNames) {
        if (grid.kind == kind) return grid.name;
    }
    return "square";
}

std::string gridNames() {
    std::string names;
    for (const GridName& grid : kGridNames) names += (names.empty() ? "" : ", ") + std::string(grid.name);
    return names;
}

GridKind findGrid(std::string_view name) {
    for (const GridName& grid : kGridNames) {
        if (grid.name == name) return grid.kind;
    }
    throw InputError("grid", "expected " + gridNames() + ", got '" + std::string(name) + "'");
}

GridExtent gridExtent(GridKind kind, int width, int height) {
    switch (kind) {
        case GridKind::Hex: {
            const double side = 1 / std::numbers::sqrt3;
            return {width + (height > 1 ? 0.5 : 0.0), 2 * side + 1.5 * side * (height - 1)};
        }
        case GridKind::Triangle: return {(width + 1) / 2.0, std::numbers::sqrt3 / 2 * height};
        case GridKind::Circle: return {2.0 * height, 2.0 * height};
        case GridKind::Square: break;
    }
    return {static_cast<double>(width), static_cast<double>(height)};
}

double factTextShare(GridKind kind) {
    switch (kind) {
        case GridKind::Triangle: return 0.45;
        case GridKind::Hex:
        case GridKind::Circle: return 0.8;
        case GridKind::Square: break;
    }
    return 1.0;
}

std::vector<std::uint32_t> circleRingSizes(int rings) {
    std::vector<std::uint32_t> sizes;
    for (int ring = 0; ring < rings; ++ring) {
        if (ring == 0) {
            sizes.push_back(1);
            continue;
        }
        // The ring's inner edge is `ring` cells from the centre; a cell of
        // the ring inside, split `ratio` ways, should be about one cell wide
        // there. Only a product and a quotient: the same double on every
        // machine, so the same rings.
        const double length = 2.0 * std::numbers::pi * static_cast<double>(ring);
        const double ratio = length / static_cast<double>(sizes.back());
        const auto split = static_cast<std::uint32_t>(ratio + 0.5);
        sizes.push_back(sizes.back() * (split < 1 ? 1 : split));
    }
    return sizes;
}

}  // namespace mazesheet::core
