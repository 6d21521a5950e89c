// SPDX-License-Identifier: MIT
#pragma once
// A workbook answer key's record of the workbook it answers, read back
// from its docProps/custom.xml (workbook::kAnswersForProperty, written
// there by libxlsxwriter).
#include <optional>
#include <string>

#include "render/writer.hpp"

namespace mazesheet::sheet {

// The workbook `file` records it answers; nullopt for a file that is not
// such a key (no record, not a workbook, damaged).
std::optional<std::string> workbookAnswersFor(const render::FileReader& file);

}  // namespace mazesheet::sheet
