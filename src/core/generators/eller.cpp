// Eller's algorithm: the maze is built one row at a time, remembering only
// which cells of the current row are already connected (O(width) state), so
// memory does not grow with the height.
#include <vector>

#include "cells.hpp"

namespace mazesheet::core {
namespace {

class Eller final : public detail::NamedGenerator {
public:
    Eller() : NamedGenerator("eller", false) {}

    void carve(Maze& maze, Rng& rng) const override {
        const auto width = static_cast<std::uint32_t>(maze.width());
        const auto height = static_cast<std::uint32_t>(maze.height());
        // Each cell of the row carries a set label below `width`; cells with
        // one label are already connected through earlier rows.
        std::vector<std::uint32_t> label(width), parent(width), remaining(width);
        std::vector<std::uint8_t> goesDown(width);
        for (std::uint32_t c = 0; c < width; ++c) label[c] = c;

        const auto find = [&parent](std::uint32_t x) {
            while (parent[x] != x) {
                parent[x] = parent[parent[x]];  // path halving
                x = parent[x];
            }
            return x;
        };

        for (std::uint32_t row = 0; row < height; ++row) {
            const std::uint32_t rowStart = row * width;
            const bool lastRow = row + 1 == height;
            for (std::uint32_t l = 0; l < width; ++l) parent[l] = l;

            // Join neighbours of different sets: at random, or all on the last row.
            for (std::uint32_t c = 0; c + 1 < width; ++c) {
                const std::uint32_t a = find(label[c]);
                const std::uint32_t b = find(label[c + 1]);
                if (a != b && (lastRow || rng.coin())) {
                    maze.carveEast(rowStart + c);
                    parent[b] = a;
                }
            }
            if (lastRow) break;

            // Each set continues downward from a random subset of its cells,
            // at least one: the last cell of a set goes down if none did.
            for (std::uint32_t l = 0; l < width; ++l) {
                remaining[l] = 0;
                goesDown[l] = 0;
            }
            for (std::uint32_t c = 0; c < width; ++c) {
                label[c] = find(label[c]);
                ++remaining[label[c]];
            }
            std::uint32_t freeLabel = 0;
            for (std::uint32_t c = 0; c < width; ++c) {
                const std::uint32_t l = label[c];
                --remaining[l];
                if (rng.coin() || (remaining[l] == 0 && !goesDown[l])) {
                    maze.carveSouth(rowStart + c);
                    goesDown[l] = 1;
                } else {
                    label[c] = width;  // gets a fresh set below
                }
            }
            // Fresh labels: any label no continuing set uses. There are
            // always enough, since each continuing set holds a cell.
            for (std::uint32_t c = 0; c < width; ++c) {
                if (label[c] != width) continue;
                while (goesDown[freeLabel]) ++freeLabel;
                label[c] = freeLabel++;
            }
        }
    }
};

}  // namespace

std::unique_ptr<Generator> makeEller() { return std::make_unique<Eller>(); }

}  // namespace mazesheet::core
