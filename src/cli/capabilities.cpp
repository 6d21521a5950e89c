// SPDX-License-Identifier: MIT
#include "capabilities.hpp"

#include "core/errors.hpp"

namespace mazesheet::cli {

namespace {

template <core::GridKind grid>
bool drawsOn(const render::Writer& writer) {
    return (writer.grids & core::gridBit(grid)) != 0;
}

template <core::GridKind grid>
bool factsOn(const render::Writer& writer) {
    return writer.facts && drawsOn<grid>(writer) && (writer.factGrids & core::gridBit(grid)) != 0;
}

// A capability for each grid: its words and its test.
struct PerGrid {
    Capability square, circle, hex, triangle;

    const Capability& on(core::GridKind grid) const {
        switch (grid) {
            case core::GridKind::Circle: return circle;
            case core::GridKind::Hex: return hex;
            case core::GridKind::Triangle: return triangle;
            case core::GridKind::Square: break;
        }
        return square;
    }
};

inline constexpr PerGrid kDraws{{"draws square mazes", drawsOn<core::GridKind::Square>},
                                {"draws circle mazes", drawsOn<core::GridKind::Circle>},
                                {"draws hex mazes", drawsOn<core::GridKind::Hex>},
                                {"draws triangle mazes", drawsOn<core::GridKind::Triangle>}};
inline constexpr PerGrid kFactsOn{{"shows facts on square mazes", factsOn<core::GridKind::Square>},
                                  {"shows facts on circle mazes", factsOn<core::GridKind::Circle>},
                                  {"shows facts on hex mazes", factsOn<core::GridKind::Hex>},
                                  {"shows facts on triangle mazes", factsOn<core::GridKind::Triangle>}};

}  // namespace

const Capability& drawsGrid(core::GridKind grid) { return kDraws.on(grid); }
const Capability& showsFactsOn(core::GridKind grid) { return kFactsOn.on(grid); }

std::string formatsWith(const Capability& capability) { return render::extensionsWhere(capability.has); }

void requireCapability(const render::Writer& writer, const char* input, const Capability& capability,
                       std::string_view why) {
    if (capability.has(writer)) return;
    throw core::InputError(input, "needs an --output that " + std::string(capability.what) + " (" +
                                      formatsWith(capability) + "), not " + std::string(writer.name) +
                                      (why.empty() ? "" : ": " + std::string(why)));
}

}  // namespace mazesheet::cli
