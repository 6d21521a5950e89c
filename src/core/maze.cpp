// SPDX-License-Identifier: MIT
#include "maze.hpp"

#include <algorithm>
#include <stdexcept>

namespace mazesheet::core {

Maze::Maze(Region region)
    : region_(std::move(region)),
      east_(region_.gridSize()),
      south_(region_.gridSize()),
      third_(region_.grid() == GridKind::Hex ? region_.gridSize() : 0) {}

Maze::Maze(Region region, int windowRows)
    : region_(std::move(region)),
      east_(static_cast<std::size_t>(std::min(windowRows, region_.height())) * static_cast<std::size_t>(region_.width())),
      south_(east_.size()),
      windowRows_(windowRows) {}

Maze Maze::window(Region region, int rows) {
    if (rows < 1) throw std::logic_error("Maze::window: no rows");
    return Maze(std::move(region), rows);
}

void Maze::slideWindow() {
    if (!isWindow()) throw std::logic_error("slideWindow: not a window");
    const auto width = static_cast<std::size_t>(this->width());
    east_.dropFront(width);
    south_.dropFront(width);
    ++firstRow_;
    offset_ = static_cast<std::uint32_t>(firstRow_) * static_cast<std::uint32_t>(width);
}

bool Maze::isOpen(CellPos p, Side side) const {
    if (!contains(p)) return false;
    if (!hasNeighbour(p, side)) {
        for (const auto& door : doors_) {
            if (door.cell == p && door.side == side) return true;
        }
        return false;
    }
    switch (side) {
        case Side::East: return eastOpen(region_.index(p.col, p.row));
        case Side::South: return southOpen(region_.index(p.col, p.row));
        case Side::West: return eastOpen(region_.index(p.col - 1, p.row));
        case Side::North: return southOpen(region_.index(p.col, p.row - 1));
    }
    return false;
}

void Maze::setPassage(CellPos p, Side side, bool open) {
    switch (side) {
        case Side::East: east_.assign(region_.index(p.col, p.row) - offset_, open); break;
        case Side::South: south_.assign(region_.index(p.col, p.row) - offset_, open); break;
        case Side::West: east_.assign(region_.index(p.col - 1, p.row) - offset_, open); break;
        case Side::North: south_.assign(region_.index(p.col, p.row - 1) - offset_, open); break;
    }
    changed(1);
}

void Maze::watch(Progress* progress) {
    progress_ = progress;
    reported_ = 0;
    // About 500 reports per maze, each after at least 1,024 walls.
    reportEvery_ = std::clamp<std::uint64_t>(region_.cellCount() / 512, 1024, 1 << 16);
    countdown_ = progress != nullptr ? reportEvery_ : ~std::uint64_t{0};
}

void Maze::report(std::uint64_t walls) {
    reported_ += reportEvery_ - countdown_ + walls;  // every wall since the last report
    countdown_ = reportEvery_;
    const double passages = static_cast<double>(region_.cellCount()) - 1.0;
    if (progress_ != nullptr) progress_->advance(std::min(static_cast<double>(reported_), passages), passages);
}

void Maze::openAllInterior() {
    for (int row = 0; row < height(); ++row) {
        for (int col = 0; col < width(); ++col) {
            if (!region_.contains(col, row)) continue;
            const auto i = region_.index(col, row);
            east_.assign(i - offset_, region_.contains(col + 1, row));
            south_.assign(i - offset_, region_.contains(col, row + 1));
        }
    }
}

std::size_t Maze::passageCount() const { return east_.count() + south_.count() + third_.count(); }

bool Maze::sameWalls(const Maze& other) const {
    return width() == other.width() && height() == other.height() && east_ == other.east_ &&
           south_ == other.south_ && third_ == other.third_ && doors_ == other.doors_;
}

}  // namespace mazesheet::core
