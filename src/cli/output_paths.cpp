// SPDX-License-Identifier: MIT
#include "output_paths.hpp"

#include <sys/stat.h>

#include <filesystem>
#include <system_error>

#include "core/errors.hpp"
#include "input_files.hpp"

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

namespace fs = std::filesystem;

// `path` with its own symbolic links followed as far as they lead: a
// dangling link names the file writing through it would make.
fs::path followLinks(fs::path path) {
    constexpr int kMaxLinks = 40;  // as the system's own limit (ELOOP)
    for (int depth = 0; depth < kMaxLinks; ++depth) {
        struct stat info {};
        if (lstat(path.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) break;
        std::error_code error;
        const fs::path target = fs::read_symlink(path, error);
        if (error) break;
        path = target.is_absolute() ? target : path.parent_path() / target;
    }
    return path;
}

Identity identify(const std::string& path) {
    Identity identity;
    struct stat info {};
    if (stat(path.c_str(), &info) == 0) {
        identity.exists = true;
        identity.device = info.st_dev;
        identity.inode = info.st_ino;
        return identity;
    }
    std::error_code error;
    const fs::path followed = followLinks(path);
    fs::path resolved = fs::weakly_canonical(fs::absolute(followed, error), error);
    if (error) resolved = fs::absolute(followed, error).lexically_normal();
    identity.resolved = resolved.string();
    return identity;
}

bool isOutput(const NamedFile& file) {
    return file.input == "output" || file.input == "answers" || file.input == "stats";
}

// What to do instead, for the message.
std::string instead(const NamedFile& file) {
    if (file.input == "stats") {
        return "leave out --stats for no measures, or give --stats - to write them to standard output";
    }
    if (file.input == "output") return "give a file's path, or -o - for standard output";
    return "give a file's path";
}

std::string consequence(const NamedFile& earlier, const NamedFile& later) {
    if (earlier.input == "mask" || later.input == "mask") return "writing it would overwrite the mask";
    return "one would overwrite the other; give each output its own file";
}

}  // namespace

void refuseSpecialOutputs(const std::vector<NamedFile>& files) {
    for (const NamedFile& file : files) {
        if (!isOutput(file) || file.path.empty() || file.path == "-") continue;
        struct stat info {};
        if (stat(file.path.c_str(), &info) != 0 || S_ISDIR(info.st_mode)) continue;
        if (const char* kind = specialFileKind(info.st_mode)) {
            throw core::InputError(file.input, file.path + " is " + kind +
                                                   ", not a file: mazesheet writes an output as a new file renamed "
                                                   "over the old one, which would replace the " +
                                                   (S_ISFIFO(info.st_mode) ? "pipe" : S_ISSOCK(info.st_mode) ? "socket" : "device") +
                                                   " itself; " + instead(file));
        }
    }
}

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
