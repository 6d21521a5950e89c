// SPDX-License-Identifier: MIT
#include "capabilities.hpp"

#include "core/errors.hpp"

namespace mazesheet::cli {

std::string formatsWith(const Capability& capability) { return render::extensionsWhere(capability.has); }

void requireCapability(const render::Writer& writer, const char* input, const Capability& capability,
                       std::string_view why) {
    if (capability.has(writer)) return;
    throw core::InputError(input, "needs an --output that " + std::string(capability.what) + " (" +
                                      formatsWith(capability) + "), not " + std::string(writer.name) +
                                      (why.empty() ? "" : ": " + std::string(why)));
}

}  // namespace mazesheet::cli
