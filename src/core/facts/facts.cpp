// SPDX-License-Identifier: MIT
#include "facts.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/errors.hpp"
#include "core/grid.hpp"
#include "core/numbers.hpp"

namespace mazesheet::core {

namespace {

std::size_t ceilDiv(std::size_t a, std::size_t b) { return (a + b - 1) / b; }

// Shuffles `v[from..]` (Fisher-Yates, the portable Rng).
void shuffle(std::vector<std::uint32_t>& v, std::size_t from, Rng& rng) {
    for (std::size_t i = v.size(); i > from + 1; --i) {
        const std::size_t j = from + rng.below(static_cast<std::uint32_t>(i - from));
        std::swap(v[i - 1], v[j]);
    }
}

// `count` items from `chosen` distinct ones, dealt in rounds: each round
// is every chosen item once in a new order, and a round never starts with
// the item the one before ended with.
std::vector<std::uint32_t> deal(std::vector<std::uint32_t> chosen, std::size_t count, Rng& rng) {
    std::vector<std::uint32_t> dealt;
    dealt.reserve(count);
    while (dealt.size() < count) {
        shuffle(chosen, 0, rng);
        if (!dealt.empty() && chosen.size() > 1 && chosen.front() == dealt.back()) {
            std::swap(chosen.front(), chosen[1 + rng.below(static_cast<std::uint32_t>(chosen.size() - 1))]);
        }
        for (const std::uint32_t item : chosen) {
            if (dealt.size() == count) break;
            dealt.push_back(item);
        }
    }
    return dealt;
}

// `count` distinct indices below `pool`, at random.
std::vector<std::uint32_t> choose(std::size_t pool, std::size_t count, Rng& rng) {
    std::vector<std::uint32_t> indices(pool);
    std::iota(indices.begin(), indices.end(), 0U);
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t j = i + rng.below(static_cast<std::uint32_t>(pool - i));
        std::swap(indices[i], indices[j]);
    }
    indices.resize(count);
    return indices;
}

}  // namespace

Facts::Facts(std::shared_ptr<const FactSet> set, const Region& region, const Path& route, Rng& rng)
    : set_(std::move(set)), cells_(region.gridSize(), kOutside) {
    BitVector onRoute(region.gridSize());
    for (const CellPos p : route) onRoute.set(region.index(p.col, p.row));
    const std::size_t trueCells = route.size();
    const std::size_t falseCells = region.cellCount() - trueCells;

    // As many distinct items as the cells take, then the same rate of
    // repeats for both kinds: the kind that must repeat more sets it.
    std::size_t useTrue = std::min(trueCells, set_->trueItems.size());
    std::size_t useFalse = std::min(falseCells, set_->falseItems.size());
    if (trueCells > 0 && falseCells > 0) {
        if (trueCells * useFalse > falseCells * useTrue) {
            useFalse = std::min(useFalse, ceilDiv(falseCells * useTrue, trueCells));
        } else if (falseCells * useTrue > trueCells * useFalse) {
            useTrue = std::min(useTrue, ceilDiv(trueCells * useFalse, falseCells));
        }
    }
    distinctTrue_ = useTrue;
    distinctFalse_ = useFalse;
    const auto trueDealt = deal(choose(set_->trueItems.size(), useTrue, rng), trueCells, rng);
    const auto falseDealt =
        falseCells == 0 ? std::vector<std::uint32_t>{} : deal(choose(set_->falseItems.size(), useFalse, rng), falseCells, rng);

    std::size_t k = 0;
    for (const CellPos p : route) cells_[region.index(p.col, p.row)] = kTrueBit | trueDealt[k++];
    k = 0;
    for (std::uint32_t i = 0; i < cells_.size(); ++i) {
        if (region.containsIndex(i) && !onRoute.test(i)) cells_[i] = falseDealt[k++];
    }
}

std::string_view Facts::item(std::uint32_t index) const {
    const std::uint32_t cell = cells_[index];
    if (cell == kOutside) return {};
    if ((cell & kTrueBit) != 0) return set_->trueItems[cell & ~kTrueBit];
    return set_->falseItems[cell];
}

namespace {

// Another grid's maze too large for legible facts: how much room it takes
// in squares, its cells holding less text than squares do (grid.hpp).
void checkGridFactRoom(const Region& region) {
    const GridExtent extent = gridExtent(region.grid(), region.width(), region.height());
    const double share = factTextShare(region.grid());
    const double shortSide = std::min(extent.width, extent.height) / share;
    const double longSide = std::max(extent.width, extent.height) / share;
    constexpr double kSlack = 1e-9;
    if (shortSide <= kFactsMaxShortSide + kSlack && longSide <= kFactsMaxLongSide + kSlack) return;
    const std::string grid(gridName(region.grid()));
    const std::string size = region.grid() == GridKind::Circle
                                 ? std::to_string(region.height()) + " rings"
                                 : std::to_string(region.width()) + "x" + std::to_string(region.height());
    throw InputError(region.input(), "a " + grid + " maze of " + size +
                                         ": facts stay legible in print (about 3.5 mm high) in the room of " +
                                         std::to_string(kFactsMaxShortSide) + " x " +
                                         std::to_string(kFactsMaxLongSide) + " square cells, either way round, and " +
                                         "its cells take the room of " + fixedDecimal(shortSide, 1) + " x " +
                                         fixedDecimal(longSide, 1) + "; choose a smaller size");
}

}  // namespace

void checkFactSupply(const Region& region, const FactSet& set) {
    const int shortSide = std::min(region.width(), region.height());
    const int longSide = std::max(region.width(), region.height());
    if (region.grid() != GridKind::Square) {
        checkGridFactRoom(region);
    } else if (shortSide > kFactsMaxShortSide || longSide > kFactsMaxLongSide) {
        const std::string size = std::to_string(region.width()) + "x" + std::to_string(region.height());
        throw InputError(region.input(),
                         std::string(region.isRectangle() ? size : "the mask is " + size) +
                             ": facts stay legible in print (about 3.5 mm high) on at most " +
                             std::to_string(kFactsMaxShortSide) + " x " + std::to_string(kFactsMaxLongSide) +
                             " cells, either way round; choose a smaller size");
    }
    const std::size_t most = mostFactCells(set);
    const std::size_t cells = region.cellCount();
    if (most == 0 || cells <= most) return;
    const auto [width, height] = largestWithin(region.width(), region.height(), most);
    throw InputError("facts",
                     "a maze of " + std::to_string(cells) + " cells needs at least " + std::to_string(ceilDiv(cells, 8)) +
                         " true and " + std::to_string(ceilDiv(cells, 4)) +
                         " false items (a true item for every 8 cells, a false one for every 4); the file's " +
                         std::to_string(set.trueItems.size()) + " true and " + std::to_string(set.falseItems.size()) +
                         " false fill " + std::to_string(most) + " cells: " +
                         (region.isRectangle() ? "-s " + std::to_string(width) + "x" + std::to_string(height) + " works"
                                               : "a smaller mask works") +
                         ", or add items");
}

std::size_t mostFactCells(const FactSet& set) {
    // A route takes a fifth to a half of the cells in most mazes: a true
    // item for every 8 cells keeps each to about 4 uses on such a route,
    // and a false one for every 4 does on the other cells.
    if (!set.fromFile) return 0;
    return std::min(8 * set.trueItems.size(), 4 * set.falseItems.size());
}

std::pair<int, int> largestWithin(int width, int height, std::size_t cells) {
    std::pair<int, int> best{1, 1};
    double bestShape = 1e9;
    for (int w = 1; w <= width; ++w) {
        const auto h = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(height), cells / static_cast<std::size_t>(w)));
        if (h < 1) break;
        const double shape = std::abs(std::log(static_cast<double>(w) / h) - std::log(static_cast<double>(width) / height));
        const long long area = static_cast<long long>(w) * h;
        const long long bestArea = static_cast<long long>(best.first) * best.second;
        if (area > bestArea || (area == bestArea && shape < bestShape)) {
            best = {w, h};
            bestShape = shape;
        }
    }
    return best;
}

}  // namespace mazesheet::core
