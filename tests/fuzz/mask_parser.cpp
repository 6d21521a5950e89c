// libFuzzer target: the mask parser (core::Region::fromMaskText) on any bytes.
// It must accept or refuse with core::InputError("mask"), never crash, and
// what it accepts must be one 4-connected region within the size limits.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/errors.hpp"
#include "core/region.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace mazesheet::core;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const Region region = Region::fromMaskText(text);
        if (region.cellCount() == 0 || region.cellCount() > kMaxCells) std::abort();
        // Blank lines are rows too: a grid may be far larger than its text,
        // but never past the core's limit.
        if (region.width() < 1 || region.height() < 1 || region.gridSize() > kMaxCells) std::abort();
    } catch (const InputError& e) {
        if (e.input() != "mask") std::abort();
    }
    return 0;
}
