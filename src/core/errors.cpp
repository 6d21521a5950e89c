// SPDX-License-Identifier: MIT
#include "errors.hpp"

#include <cerrno>
#include <cstring>

namespace mazesheet::core {

std::string systemErrorText(int error) {
    switch (error) {
        case ENOSPC: return "disk full (no space left on device)";
        case EDQUOT: return "disk quota exceeded";
        case EFBIG: return "file too large (over the file size limit, ulimit -f, or what the file system allows)";
        case EMFILE: return "too many open files (the limit of open files, ulimit -n, was reached)";
        case ENFILE: return "too many open files on the system";
        default: return std::strerror(error);
    }
}

}  // namespace mazesheet::core
