#pragma once
// Encodes a page::Picture as PNG bytes (palette colours, index 0
// transparent), for the backend to embed.
#include <string>

#include "page/plan.hpp"

namespace mazesheet::sheet {

// Deterministic: no time or text chunks, fixed compression.
std::string encodePng(const page::Picture& picture);

}  // namespace mazesheet::sheet
