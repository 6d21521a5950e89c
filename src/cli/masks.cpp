#include "masks.hpp"

#include <cctype>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>

#include "core/errors.hpp"
#include "data_files.hpp"
#include "shapes/letter_mask.hpp"
#include "shapes/picture_mask.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

constexpr const char* kMaskFolder = "masks";
constexpr const char* kMaskExtension = ".txt";

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("mask", "cannot read it: " + core::systemErrorText(errno));
    std::ostringstream content;
    content << in.rdbuf();
    if (in.bad()) throw InputError("mask", "cannot read it: " + core::systemErrorText(errno));
    return content.str();
}

// A mask text file, given to the parser a line at a time: a large mask's
// text is never held whole (only its longest line).
core::Region readMaskText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("mask", "cannot read it: " + core::systemErrorText(errno));
    core::MaskTextReader reader;
    for (std::string line; std::getline(in, line);) reader.addLine(line);
    if (in.bad()) throw InputError("mask", "cannot read it: " + core::systemErrorText(errno));
    return reader.finish();
}

std::string shippedNames() {
    std::string names;
    for (const auto& name : listDataFiles(kMaskFolder, kMaskExtension)) names += (names.empty() ? "" : ", ") + name;
    return names;
}

// A shipped mask's file; the error lists the names there are.
std::string shippedMaskPath(const std::string& name) {
    if (const auto path = findDataFile(kMaskFolder, name, kMaskExtension)) return *path;
    const std::string names = shippedNames();
    if (names.empty()) {
        throw InputError("mask", "no shipped masks were found (no templates folder; MAZESHEET_TEMPLATES can name one)");
    }
    throw InputError("mask", "no shipped mask has that name; there are " + names +
                                 " (--list-masks describes them; a file called " + name + " is ./" + name + ")");
}

// The first comment line of a mask file, without its ';'.
std::string description(const std::string& text) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line.front() != ';') continue;
        const auto first = line.find_first_not_of("; \t");
        const auto last = line.find_last_not_of(" \t\r");
        return first == std::string::npos ? std::string() : line.substr(first, last - first + 1);
    }
    return {};
}

// A mask file; if it cannot be read but its name is a shipped mask's
// ("heart.txt" outside the templates folder), the error says so.
core::Region readMaskFile(const std::string& path) {
    std::ifstream probe(path, std::ios::binary);
    if (!probe) {
        const std::string stem = std::filesystem::path(path).stem().string();
        if (isMaskName(stem) && findDataFile(kMaskFolder, stem, kMaskExtension)) {
            throw InputError("mask", "cannot read it; the shipped mask of that name is --mask " + stem);
        }
    }
    return readMaskText(path);
}

// A .png path (in any case) is a picture mask; anything else is mask text.
bool isPicturePath(const std::string& path) {
    if (path.size() < 4) return false;
    std::string extension = path.substr(path.size() - 4);
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return extension == ".png";
}

}  // namespace

std::string maskFilePath(const std::string& value) {
    if (value.empty() || !isMaskName(value)) return value;
    return findDataFile(kMaskFolder, value, kMaskExtension).value_or(value);
}

bool isMaskName(const std::string& value) {
    return !value.empty() && value.find('/') == std::string::npos && value.find('.') == std::string::npos;
}

core::Region loadRegion(const Options& options) {
    if (options.maskText) return shapes::letterMask(*options.maskText);
    if (options.maskPath.empty()) return core::Region::rectangle(options.width, options.height);
    if (isMaskName(options.maskPath)) return readMaskText(shippedMaskPath(options.maskPath));
    if (isPicturePath(options.maskPath)) return shapes::pictureMask(readFile(options.maskPath));
    return readMaskFile(options.maskPath);
}

void listMasks(std::ostream& out) {
    for (const auto& name : listDataFiles(kMaskFolder, kMaskExtension)) {
        const auto path = findDataFile(kMaskFolder, name, kMaskExtension);
        if (!path) continue;
        const std::string text = readFile(*path);
        const core::Region region = core::Region::fromMaskText(text);
        out << name << "\t" << region.width() << "x" << region.height() << "\t" << region.cellCount() << " cells\t"
            << description(text) << "\n";
    }
}

}  // namespace mazesheet::cli
