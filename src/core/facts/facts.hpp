// SPDX-License-Identifier: MIT
#pragma once
// The items on a puzzle's cells: a true item on every cell of the route, a
// false one on every other cell. What a page draws: item(cell) for a
// cell's text.
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "core/path.hpp"
#include "core/rng.hpp"
#include "fact_set.hpp"

namespace mazesheet::core {

class Facts {
public:
    // Deals `set`'s items to the cells of `region`: a true item to each cell
    // of `route`, a false one to each other cell, drawing only from `rng`.
    // Items are dealt like cards, every chosen item once before any twice;
    // when one kind must repeat (more route cells than true items, say),
    // the other repeats as often, using fewer distinct items, so that a
    // repeated item is no hint which kind it is.
    Facts(std::shared_ptr<const FactSet> set, const Region& region, const Path& route, Rng& rng);

    // The text on grid cell `index` (row * width + col); empty outside the region.
    std::string_view item(std::uint32_t index) const;
    // True if the cell's item is a true one (a route cell).
    bool isTrue(std::uint32_t index) const { return (cells_[index] & kTrueBit) != 0 && cells_[index] != kOutside; }
    const FactSet& set() const { return *set_; }
    // How many distinct items of each kind are on the cells.
    std::size_t distinctTrue() const { return distinctTrue_; }
    std::size_t distinctFalse() const { return distinctFalse_; }

private:
    static constexpr std::uint32_t kTrueBit = 0x8000'0000U;
    static constexpr std::uint32_t kOutside = 0xFFFF'FFFFU;
    std::shared_ptr<const FactSet> set_;
    // Per grid cell: kTrueBit | index into set_->trueItems, an index into
    // falseItems, or kOutside.
    std::vector<std::uint32_t> cells_;
    std::size_t distinctTrue_ = 0;
    std::size_t distinctFalse_ = 0;
};

}  // namespace mazesheet::core
