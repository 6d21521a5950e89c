// SPDX-License-Identifier: MIT
#pragma once
// Answer keys and the workbooks they answer. A key implied by a template,
// by --answers with no path or by --playable is named from its workbook
// (3b.xlsx -> 3b-answers.xlsx, in the same folder), so two class sets in one
// folder keep both keys. Every key records the workbook it answers (each
// format where it can: render::Writer::answersFor), and a run refuses to
// replace a key recorded for another workbook's mazes.
#include <string>

#include "render/writer.hpp"

namespace mazesheet::cli {

// "sub/3b.xlsx" -> "sub/3b-answers.xlsx" (the extension kept as written).
std::string impliedKeyPath(const std::string& workbook);

// The workbook as its key names it: its path from the key's folder
// ("3b.xlsx" beside it, "../3b.xlsx" from a subfolder).
std::string workbookSeenFromKey(const std::string& workbook, const std::string& key);

// Throws core::InputError("answers") when `key` is an answer key of
// `format` recorded for another workbook than `workbook` (as
// workbookSeenFromKey gives it; the format reads its record back,
// Writer::answersFor). A file that is not a recorded key (missing, another
// file, an older key) is replaced as any output is.
void refuseOtherWorkbooksKey(const std::string& key, const std::string& workbook, const render::Writer& format);

}  // namespace mazesheet::cli
