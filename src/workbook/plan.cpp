// SPDX-License-Identifier: MIT
#include "workbook/plan.hpp"

#include <stdexcept>

namespace mazesheet::workbook {

FormatId FormatTable::intern(const CellFormat& format) {
    // Plans intern their formats once up front (a few hundred at most), so
    // a linear search is enough and keeps ids in the order formats were made.
    for (std::size_t i = 0; i < formats_.size(); ++i) {
        if (formats_[i] == format) return static_cast<FormatId>(i);
    }
    // The top two ids mean "the default format" and "no cell".
    if (formats_.size() >= kNoCell) throw std::length_error("too many cell formats");
    formats_.push_back(format);
    return static_cast<FormatId>(formats_.size() - 1);
}

}  // namespace mazesheet::workbook
