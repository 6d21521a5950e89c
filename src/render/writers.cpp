// The table of output formats. A new format: its file (a write function with
// Writer's signature) and one row here.
#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "render/writer.hpp"

namespace mazesheet {

// Each format's entry points, in its own file.
namespace sheet {
void checkWorkbook(const core::Region&, const render::RenderOptions&);
void writeWorkbook(core::PuzzleSource&, const render::RenderOptions&, render::Sink&,
                   std::vector<std::string>&);
void writeStepsWorkbook(const core::Puzzle&, const core::CarvingSteps&, const render::RenderOptions&, render::Sink&,
                        std::vector<std::string>&);
}  // namespace sheet
namespace text {
void writeBlockText(core::PuzzleSource&, const render::RenderOptions&, render::Sink&,
                    std::vector<std::string>&);
void writeStats(core::PuzzleSource&, const render::RenderOptions&, render::Sink&, std::vector<std::string>&);
void checkSvg(const core::Region&, const render::RenderOptions&);
void writeSvg(core::PuzzleSource&, const render::RenderOptions&, render::Sink&, std::vector<std::string>&);
void writeStepsSvg(const core::Puzzle&, const core::CarvingSteps&, const render::RenderOptions&, render::Sink&,
                   std::vector<std::string>&);
}  // namespace text

namespace render {

namespace {

const std::vector<Writer>& table() {
    static const std::vector<Writer> writers = {
        {"xlsx", ".xlsx workbook: mazes, hidden answers, one printed page each", {".xlsx"}, 0, true, true, false,
         sheet::checkWorkbook, sheet::writeWorkbook, sheet::writeStepsWorkbook},
        {"text", ".txt block text (- writes it to standard output)", {".txt"}, 0, false, false, true, nullptr,
         text::writeBlockText, nullptr},
        {"svg", ".svg picture of one maze (with --steps: an animation of its carving)", {".svg"}, 1, true, false,
         false, text::checkSvg, text::writeSvg, text::writeStepsSvg},
        {"stats", ".jsonl measurements, one JSON object per maze", {".jsonl"}, 0, false, false, false, nullptr,
         text::writeStats, nullptr},
    };
    return writers;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

}  // namespace

std::span<const Writer> allWriters() { return table(); }

const Writer* writerForPath(std::string_view path) {
    const std::string name = lower(path.substr(path.rfind('/') == std::string_view::npos ? 0 : path.rfind('/') + 1));
    for (const Writer& writer : table()) {
        for (const std::string_view extension : writer.extensions) {
            if (name.ends_with(extension)) return &writer;
        }
    }
    return nullptr;
}

const Writer* findWriter(std::string_view name) {
    for (const Writer& writer : table()) {
        if (writer.name == name) return &writer;
    }
    return nullptr;
}

const Writer& standardOutputWriter() {
    for (const Writer& writer : table()) {
        if (writer.standardOutput) return writer;
    }
    throw std::logic_error("no writer writes standard output");
}

}  // namespace render
}  // namespace mazesheet
