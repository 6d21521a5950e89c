// SPDX-License-Identifier: MIT
#pragma once
#include <cstdint>
#include <limits>

namespace mazesheet::core {

// Where a way out of a cell leads to no cell of the region.
inline constexpr std::uint32_t kNoCell = std::numeric_limits<std::uint32_t>::max();

}  // namespace mazesheet::core
