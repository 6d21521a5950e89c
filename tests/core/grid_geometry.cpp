// SPDX-License-Identifier: MIT
#include "grid_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <numbers>
#include <set>
#include <utility>
#include <vector>

namespace mazesheet::test {

using core::CellPos;
using core::GridKind;
using core::Region;

namespace {

// A point on the page, rounded to a millionth so that corners computed
// from two cells compare equal.
using Point = std::pair<long long, long long>;
Point point(double x, double y) { return {std::llround(x * 1e6), std::llround(y * 1e6)}; }

// The corners of a hex or triangle cell (hexagons of side 1 with a point
// up, odd rows shifted right by half; triangles of side 1, the first
// pointing up).
std::set<Point> corners(GridKind grid, int col, int row) {
    std::set<Point> out;
    if (grid == GridKind::Hex) {
        const double cx = std::numbers::sqrt3 * (col + 0.5 + (row % 2 != 0 ? 0.5 : 0.0));
        const double cy = 1.5 * row;
        for (int k = 0; k < 6; ++k) {
            const double angle = std::numbers::pi / 6 + k * std::numbers::pi / 3;
            out.insert(point(cx + std::cos(angle), cy + std::sin(angle)));
        }
        return out;
    }
    const double h = std::numbers::sqrt3 / 2;
    const bool up = (col + row) % 2 == 0;
    if (up) {
        out = {point((col + 1) / 2.0, row * h), point(col / 2.0, (row + 1) * h), point(col / 2.0 + 1, (row + 1) * h)};
    } else {
        out = {point(col / 2.0, row * h), point(col / 2.0 + 1, row * h), point((col + 1) / 2.0, (row + 1) * h)};
    }
    return out;
}

// Whether two cells of a circle share a side: a piece of the circle
// between two rings, or a spoke in one ring. Ring r spans radii r .. r + 1
// (the centre 0 .. 1) and its cell c the turns c / n .. (c + 1) / n.
bool circleCellsTouch(const Region& region, CellPos a, CellPos b) {
    if (a.row > b.row) std::swap(a, b);
    const auto span = [&](CellPos p) {
        const double n = region.ringSize(p.row);
        return std::pair{p.col / n, (p.col + 1) / n};
    };
    const auto [a0, a1] = span(a);
    const auto [b0, b1] = span(b);
    if (a.row == b.row) {
        const double n = region.ringSize(a.row);
        if (n < 2 || a.col == b.col) return false;
        const int apart = std::abs(a.col - b.col);
        return apart == 1 || apart == static_cast<int>(n) - 1;
    }
    if (b.row != a.row + 1) return false;
    return std::min(a1, b1) - std::max(a0, b0) > 1e-12;  // an arc of the ring between them
}

}  // namespace

bool touch(const Region& region, CellPos a, CellPos b) {
    if (region.grid() == GridKind::Circle) return circleCellsTouch(region, a, b);
    std::set<Point> shared;
    const auto ca = corners(region.grid(), a.col, a.row);
    const auto cb = corners(region.grid(), b.col, b.row);
    std::set_intersection(ca.begin(), ca.end(), cb.begin(), cb.end(), std::inserter(shared, shared.begin()));
    return shared.size() == 2;
}


double spanningTrees(const Region& region) {
    std::vector<CellPos> cells;
    for (int row = 0; row < region.height(); ++row) {
        for (int col = 0; col < region.width(); ++col) {
            if (region.contains(col, row)) cells.push_back({col, row});
        }
    }
    // The Laplacian without its first row and column, and its determinant
    // by elimination.
    const std::size_t n = cells.size() - 1;
    std::vector<std::vector<double>> m(n, std::vector<double>(n, 0.0));
    for (std::size_t a = 0; a < cells.size(); ++a) {
        for (std::size_t b = a + 1; b < cells.size(); ++b) {
            if (!touch(region, cells[a], cells[b])) continue;
            if (a > 0) m[a - 1][a - 1] += 1;
            if (b > 0) m[b - 1][b - 1] += 1;
            if (a > 0 && b > 0) {
                m[a - 1][b - 1] -= 1;
                m[b - 1][a - 1] -= 1;
            }
        }
    }
    double determinant = 1;
    for (std::size_t k = 0; k < n; ++k) {
        std::size_t pivot = k;
        for (std::size_t r = k + 1; r < n; ++r) {
            if (std::abs(m[r][k]) > std::abs(m[pivot][k])) pivot = r;
        }
        if (m[pivot][k] == 0) return 0;
        if (pivot != k) {
            std::swap(m[pivot], m[k]);
            determinant = -determinant;
        }
        determinant *= m[k][k];
        for (std::size_t r = k + 1; r < n; ++r) {
            const double f = m[r][k] / m[k][k];
            for (std::size_t c = k; c < n; ++c) m[r][c] -= f * m[k][c];
        }
    }
    return std::round(determinant);
}

}  // namespace mazesheet::test
