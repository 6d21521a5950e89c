// SPDX-License-Identifier: MIT
#include "output_options.hpp"

#include "render/writer.hpp"

namespace mazesheet::cli {

std::string outputHelp() {
    std::string help = "Where to write; the extension picks the format:";
    for (const render::Writer* writer : render::allWriters()) help += "\n" + std::string(writer->description);
    return help;
}

}  // namespace mazesheet::cli
