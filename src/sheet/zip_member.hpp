// SPDX-License-Identifier: MIT
#pragma once
// One member of a ZIP archive read back (an .xlsx is one): enough to read a
// small part such as docProps/custom.xml, not a general unzip.
#include <cstddef>
#include <optional>
#include <string>

#include "render/writer.hpp"

namespace mazesheet::sheet {

// The bytes of `member` in the ZIP archive `file`, or nullopt when the
// file cannot be read, is not a ZIP archive this reader understands (no
// ZIP64, stored or deflated members only), has no such member, or the
// member is larger than `maxBytes`.
std::optional<std::string> readZipMember(const render::FileReader& file, const std::string& member,
                                         std::size_t maxBytes);

}  // namespace mazesheet::sheet
