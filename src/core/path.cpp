// SPDX-License-Identifier: MIT
#include "path.hpp"

#include <cstdlib>
#include <stdexcept>

namespace mazesheet::core {

namespace {

Side sideTowards(CellPos from, CellPos to) {
    const int dc = to.col - from.col;
    const int dr = to.row - from.row;
    if (std::abs(dc) + std::abs(dr) != 1) throw std::invalid_argument("Path: cells that are not neighbours");
    if (dc != 0) return dc > 0 ? Side::East : Side::West;
    return dr > 0 ? Side::South : Side::North;
}

}  // namespace

Path::Path(std::span<const CellPos> cells) {
    if (cells.empty()) return;
    *this = Path(cells.front());
    reserve(cells.size() - 1);
    for (std::size_t k = 1; k < cells.size(); ++k) extend(sideTowards(cells[k - 1], cells[k]));
}

Path Path::through(std::vector<CellPos> cells) {
    Path path;
    if (cells.empty()) return path;
    path.front_ = cells.front();
    path.back_ = cells.back();
    path.cells_ = cells.size();
    if (cells.size() > 1) path.listed_ = std::move(cells);
    return path;
}

Path Path::reversed() const {
    if (empty()) return {};
    if (listed()) return through(std::vector<CellPos>(listed_.rbegin(), listed_.rend()));
    Path path(back_);
    path.reserve(steps());
    for (std::size_t k = steps(); k-- > 0;) path.extend(opposite(step(k)));
    return path;
}

std::vector<CellPos> Path::cells() const { return std::vector<CellPos>(begin(), end()); }

}  // namespace mazesheet::core
