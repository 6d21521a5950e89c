// SPDX-License-Identifier: MIT
#include "masks.hpp"

#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <filesystem>
#include <ostream>

#include "core/errors.hpp"
#include "input_files.hpp"
#include "messages.hpp"
#include "nearest_name.hpp"
#include "data_files.hpp"
#include "shapes/letter_mask.hpp"
#include "shapes/picture_mask.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

constexpr const char* kMaskFolder = "masks";
constexpr const char* kMaskExtension = ".txt";  // mask files: an input, not an output format

// Mask text: every cell is one character (at most four bytes of UTF-8),
// every row ends in "\n" or "\r\n"; the largest valid mask is the most
// cells in the longest rows, with room for comments.
constexpr std::uint64_t kMaxCharBytes = 4;
constexpr std::uint64_t kMaxMaskLine = kMaxCharBytes * core::kMaxSide + 4;  // a byte order mark and '\r'
constexpr std::uint64_t kMaxMaskText =
    kMaxCharBytes * core::kMaxCells + 2 * std::uint64_t{core::kMaxSide} + 1024 * 1024;

std::string maskTextLimit() {
    return "a mask of " + groupedDigits(core::kMaxCells) + " cells, the most there may be, takes at most " +
           groupedDigits(kMaxMaskText) + " bytes";
}

// A mask text file, given to the parser a line at a time: a large mask's
// text is never held whole (only its longest line).
core::Region readMaskText(const std::string& path) {
    InputFile in(path, "mask");
    in.limit(kMaxMaskText, maskTextLimit());
    core::MaskTextReader reader;
    const std::string tooLong = "is longer than a mask's row can be (at most " + groupedDigits(core::kMaxSide) +
                                " characters)";
    for (std::string line; in.readLine(line, kMaxMaskLine, tooLong);) reader.addLine(line);
    return reader.finish();
}

// A PNG mask: its header says how large the file may be before the rest is read.
core::Region readPicture(const std::string& path) {
    InputFile in(path, "mask");
    std::string png = in.read(shapes::kPictureHeaderBytes);
    const std::uint64_t largest = shapes::largestPictureFile(png);
    in.limit(largest, "its header's picture takes at most " + groupedDigits(largest) + " bytes");
    png += in.readRest();
    return shapes::pictureMask(png);
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
    const std::string meant = didYouMean(name, listDataFiles(kMaskFolder, kMaskExtension));
    if (!meant.empty()) throw InputError("mask", "no shipped mask has that name" + meant + " (--list-masks lists them)");
    throw InputError("mask", "no shipped mask has that name; there are " + names +
                                 " (--list-masks describes them; a file called " + name + " is ./" + name + ")");
}

// The first comment line of a mask file, without its ';'.
std::string description(const std::string& path) {
    InputFile in(path, "mask");
    in.limit(kMaxMaskText, maskTextLimit());
    for (std::string line; in.readLine(line, kMaxMaskLine, "is too long");) {
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
    if (access(path.c_str(), F_OK) != 0) {
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

namespace {

core::Region readMask(const Options& options) {
    if (options.maskText) return shapes::letterMask(*options.maskText);
    if (isMaskName(options.maskPath)) return readMaskText(shippedMaskPath(options.maskPath));
    if (isPicturePath(options.maskPath)) return readPicture(options.maskPath);
    return readMaskFile(options.maskPath);
}

}  // namespace

core::Region loadRegion(const Options& options) {
    if (options.maskPath.empty() && !options.maskText) {
        return core::Region::onGrid(options.grid, options.width, options.height);
    }
    const core::Region mask = readMask(options);
    // A mask is drawn in squares; another grid takes the cells whose centres fall in it.
    return options.grid == core::GridKind::Square ? mask : mask.reshaped(options.grid);
}

void listMasks(std::ostream& out) {
    for (const auto& name : listDataFiles(kMaskFolder, kMaskExtension)) {
        const auto path = findDataFile(kMaskFolder, name, kMaskExtension);
        if (!path) continue;
        const core::Region region = readMaskText(*path);
        out << name << "\t" << region.width() << "x" << region.height() << "\t" << region.cellCount() << " cells\t"
            << description(*path) << "\n";
    }
}

}  // namespace mazesheet::cli
