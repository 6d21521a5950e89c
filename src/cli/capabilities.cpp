// SPDX-License-Identifier: MIT
#include "capabilities.hpp"

#include "core/errors.hpp"

namespace mazesheet::cli {

namespace {

template <core::GridKind grid>
bool drawsOn(const render::Writer& writer) {
    return (writer.grids & core::gridBit(grid)) != 0;
}

inline constexpr Capability kDrawsSquares{"draws square mazes", drawsOn<core::GridKind::Square>};
inline constexpr Capability kDrawsCircles{"draws circle mazes", drawsOn<core::GridKind::Circle>};
inline constexpr Capability kDrawsHexes{"draws hex mazes", drawsOn<core::GridKind::Hex>};
inline constexpr Capability kDrawsTriangles{"draws triangle mazes", drawsOn<core::GridKind::Triangle>};

}  // namespace

const Capability& drawsGrid(core::GridKind grid) {
    switch (grid) {
        case core::GridKind::Circle: return kDrawsCircles;
        case core::GridKind::Hex: return kDrawsHexes;
        case core::GridKind::Triangle: return kDrawsTriangles;
        case core::GridKind::Square: break;
    }
    return kDrawsSquares;
}

std::string formatsWith(const Capability& capability) { return render::extensionsWhere(capability.has); }

void requireCapability(const render::Writer& writer, const char* input, const Capability& capability,
                       std::string_view why) {
    if (capability.has(writer)) return;
    throw core::InputError(input, "needs an --output that " + std::string(capability.what) + " (" +
                                      formatsWith(capability) + "), not " + std::string(writer.name) +
                                      (why.empty() ? "" : ": " + std::string(why)));
}

}  // namespace mazesheet::cli
