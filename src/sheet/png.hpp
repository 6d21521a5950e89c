// SPDX-License-Identifier: MIT
#pragma once
// Encodes a workbook::Picture as PNG bytes (palette colours, index 0
// transparent), for the backend to embed.
#include <string>

#include "workbook/plan.hpp"

namespace mazesheet::sheet {

// Deterministic: no time or text chunks, fixed compression.
std::string encodePng(const workbook::Picture& picture);

}  // namespace mazesheet::sheet
