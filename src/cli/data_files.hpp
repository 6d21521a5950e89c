// SPDX-License-Identifier: MIT
#pragma once
// Where the shipped data lives (layout templates, mask shapes): the
// `templates/` folder of the source tree when mazesheet runs from a build
// folder, or share/mazesheet/templates beside an installed program.
#include <optional>
#include <string>
#include <vector>

namespace mazesheet::cli {

// The templates folder in use: $MAZESHEET_TEMPLATES if set, else
// <program>/../share/mazesheet/templates if it exists, else the source
// tree's templates/ (compiled in). Empty if none exists.
std::string templatesDirectory();

// The file `name` + `extension` in `subfolder` of the templates folder
// ("" for the folder itself), if it exists. Names are plain: no '/'.
std::optional<std::string> findDataFile(const std::string& subfolder, const std::string& name,
                                        const std::string& extension);

// The names (without extension) of the files with `extension` there, sorted.
std::vector<std::string> listDataFiles(const std::string& subfolder, const std::string& extension);

}  // namespace mazesheet::cli
