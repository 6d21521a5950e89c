// SPDX-License-Identifier: MIT
#include "output_paths.hpp"

#include <sys/stat.h>

#include <filesystem>
#include <system_error>

#include "core/errors.hpp"

namespace mazesheet::cli {

namespace {

// What a path names: an existing file by device and inode, a file still to
// be made by its resolved, normalised path.
struct Identity {
    bool exists = false;
    dev_t device = 0;
    ino_t inode = 0;
    std::string resolved;

    bool operator==(const Identity& other) const {
        if (exists != other.exists) return false;
        return exists ? device == other.device && inode == other.inode : resolved == other.resolved;
    }
};

Identity identify(const std::string& path) {
    Identity identity;
    struct stat info {};
    if (stat(path.c_str(), &info) == 0) {
        identity.exists = true;
        identity.device = info.st_dev;
        identity.inode = info.st_ino;
        return identity;
    }
    namespace fs = std::filesystem;
    std::error_code error;
    fs::path resolved = fs::weakly_canonical(fs::absolute(path, error), error);
    if (error) resolved = fs::absolute(path, error).lexically_normal();
    identity.resolved = resolved.string();
    return identity;
}

std::string consequence(const NamedFile& earlier, const NamedFile& later) {
    if (earlier.input == "mask" || later.input == "mask") return "writing it would overwrite the mask";
    return "one would overwrite the other; give each output its own file";
}

}  // namespace

void refuseSameFiles(const std::vector<NamedFile>& files) {
    std::vector<Identity> identities;
    for (const NamedFile& file : files) identities.push_back(file.path == "-" ? Identity{} : identify(file.path));
    for (std::size_t later = 0; later < files.size(); ++later) {
        if (files[later].path == "-" || files[later].path.empty()) continue;
        for (std::size_t earlier = 0; earlier < later; ++earlier) {
            if (files[earlier].path == "-" || files[earlier].path.empty()) continue;
            if (identities[earlier] == identities[later]) {
                throw core::InputError(files[later].input, files[later].path + " is the same file as --" +
                                                               files[earlier].input + " " + files[earlier].path + "; " +
                                                               consequence(files[earlier], files[later]));
            }
        }
    }
}

}  // namespace mazesheet::cli
