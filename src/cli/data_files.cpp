// SPDX-License-Identifier: MIT
#include "data_files.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace mazesheet::cli {

namespace {

namespace fs = std::filesystem;

bool isDirectory(const fs::path& path) {
    std::error_code error;
    return fs::is_directory(path, error);
}

fs::path programDirectory() {
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : self.parent_path();
}

}  // namespace

std::string templatesDirectory() {
    if (const char* overridden = std::getenv("MAZESHEET_TEMPLATES"); overridden != nullptr && *overridden != '\0') {
        return overridden;
    }
    const fs::path installed = programDirectory() / ".." / "share" / "mazesheet" / "templates";
    if (!programDirectory().empty() && isDirectory(installed)) return fs::weakly_canonical(installed).string();
    if (isDirectory(MAZESHEET_SOURCE_TEMPLATES)) return MAZESHEET_SOURCE_TEMPLATES;
    return {};
}

std::optional<std::string> findDataFile(const std::string& subfolder, const std::string& name,
                                        const std::string& extension) {
    if (name.empty() || name.find('/') != std::string::npos || name == "." || name == "..") return std::nullopt;
    const std::string root = templatesDirectory();
    if (root.empty()) return std::nullopt;
    const fs::path file = fs::path(root) / subfolder / (name + extension);
    std::error_code error;
    if (!fs::is_regular_file(file, error)) return std::nullopt;
    return file.string();
}

std::vector<std::string> listDataFiles(const std::string& subfolder, const std::string& extension) {
    std::vector<std::string> names;
    const std::string root = templatesDirectory();
    if (root.empty()) return names;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(fs::path(root) / subfolder, error)) {
        if (entry.is_regular_file(error) && entry.path().extension() == extension) {
            names.push_back(entry.path().stem().string());
        }
    }
    std::sort(names.begin(), names.end());
    return names;
}

}  // namespace mazesheet::cli
