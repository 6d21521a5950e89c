// SPDX-License-Identifier: MIT
// Eller's algorithm: the maze is built one row at a time, remembering only
// which cells of the current row are already connected (O(width) state), so
// memory does not grow with the height.
// Steps: each row's cells join sets (Group), joins across sets (Merge) and
// the passages down (Carve); a set is the cells its passages connect.
#include <vector>

#include "carving.hpp"
#include "core/row_carving.hpp"

namespace mazesheet::core {
namespace {

// Fair coin flips from whole 64-bit draws, held in locals so the hot loop
// keeps them in registers (the generator's own bit cache lives in memory that
// the compiler must assume the maze's bit words may alias). The flips are
// still the generator's bits in order, so results stay deterministic.
class Coins {
public:
    explicit Coins(Rng& rng) : rng_(&rng) {}
    bool flip() {
        if (left_ == 0) {
            word_ = rng_->next();
            left_ = 64;
        }
        const bool heads = word_ & 1U;
        word_ >>= 1;
        --left_;
        return heads;
    }

private:
    Rng* rng_;
    std::uint64_t word_ = 0;
    unsigned left_ = 0;
};

// The carving, a row per call: whole mazes call it for every row, streamed
// ones (row_carving.hpp) as a writer reaches each row.
class EllerRows {
public:
    EllerRows(const Maze& maze, Rng& rng)
        : coins_(rng),
          width_(static_cast<std::uint32_t>(maze.width())),
          height_(static_cast<std::uint32_t>(maze.height())),
          label_(width_),
          parent_(width_),
          remaining_(width_),
          firstDown_(width_) {
        for (std::uint32_t c = 0; c < width_; ++c) label_[c] = c;
    }

    template <class Events>
    void carveRow(Maze& maze, std::uint32_t row, Events& events);

private:
    Coins coins_;
    std::uint32_t width_;
    std::uint32_t height_;
    // Each cell of the row carries a set label below `width`; cells with
    // one label are already connected through earlier rows.
    std::vector<std::uint32_t> label_, parent_, remaining_, firstDown_;
};

template <class Events>
void EllerRows::carveRow(Maze& maze, std::uint32_t row, Events& events) {
    using K = CarveEvent::Kind;
    constexpr std::uint32_t kNone = ~std::uint32_t{0};
    const std::uint32_t width = width_;
    Coins coins = coins_;  // a local for the hot loop (see Coins)
    std::uint32_t* const label = label_.data();
    std::uint32_t* const parent = parent_.data();
    std::uint32_t* const remaining = remaining_.data();
    std::uint32_t* const firstDown = firstDown_.data();
    const auto find = [parent](std::uint32_t x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];  // path halving
            x = parent[x];
        }
        return x;
    };

    const std::uint32_t rowStart = row * width;
    const bool lastRow = row + 1 == height_;
    for (std::uint32_t l = 0; l < width; ++l) parent[l] = l;
    if constexpr (Events::enabled) {
        for (std::uint32_t c = 0; c < width; ++c) detail::report(events, K::Group, rowStart + c);
    }

    // Join neighbours of different sets: at random, or all on the last
    // row. Branch-free, since the coin is unpredictable by design.
    std::uint32_t left = find(label[0]);
    for (std::uint32_t c = 0; c + 1 < width; ++c) {
        const std::uint32_t right = find(label[c + 1]);
        const bool join = (left != right) & (lastRow | coins.flip());
        maze.carveEastIf(rowStart + c, join);
        if (join) events(CarveEvent::wall(K::Merge, rowStart + c, Side::East));
        parent[right] = join ? left : parent[right];
        left = join ? left : right;
    }
    if (!lastRow) {
        // Each set continues downward from a random subset of its cells,
        // at least one: the last cell of a set goes down if none did.
        for (std::uint32_t l = 0; l < width; ++l) {
            remaining[l] = 0;
            firstDown[l] = kNone;
        }
        for (std::uint32_t c = 0; c < width; ++c) {
            label[c] = find(label[c]);
            ++remaining[label[c]];
        }
        // Next row's labels: a continuing set is named after the column of
        // its first cell that went down, a new cell after its own column;
        // these never collide, since that column's cell went down.
        for (std::uint32_t c = 0; c < width; ++c) {
            const std::uint32_t l = label[c];
            --remaining[l];
            const bool down = coins.flip() | ((remaining[l] == 0) & (firstDown[l] == kNone));
            if (down) detail::report(events, K::Group, rowStart + width + c);  // the cell below joins the set
            maze.carveSouthIf(rowStart + c, down);
            if (down) events(CarveEvent::wall(K::Carve, rowStart + c, Side::South));
            firstDown[l] = (down & (firstDown[l] == kNone)) ? c : firstDown[l];
            label[c] = down ? firstDown[l] : c;
        }
        maze.carvedAbout(width);  // a perfect maze has about one passage per cell
    }
    coins_ = coins;
}

}  // namespace

namespace generators {

template <class Events>
void eller(Maze& maze, Rng& rng, std::span<const double>, Events& events) {
    carveEveryRow<EllerRows>(maze, rng, events);
}

template void eller(Maze&, Rng&, std::span<const double>, NoEvents&);
template void eller(Maze&, Rng&, std::span<const double>, CarveObserver&);

std::unique_ptr<RowCarver> ellerRows(const Maze& maze, Rng rng, std::span<const double>) {
    return ownedRowCarver<EllerRows>(maze, rng);
}

}  // namespace generators
}  // namespace mazesheet::core
