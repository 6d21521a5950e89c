#include "atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace mazesheet::cli {

namespace {

std::runtime_error failure(const std::string& target, int error) {
    return std::runtime_error("cannot write " + target + ": " + std::strerror(error));
}

std::string directoryOf(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string baseName(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace

AtomicFile::AtomicFile(std::string target) : target_(std::move(target)) {
    struct stat info {};
    if (stat(target_.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
        throw std::runtime_error("cannot write " + target_ + ": it is a directory");
    }
    std::string pattern = directoryOf(target_) + "/." + baseName(target_) + ".tmp-XXXXXX";
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    const int fd = mkstemp(buffer.data());
    if (fd < 0) throw failure(target_, errno);
    // mkstemp creates the file private (0600); give it the permissions a
    // plain new file would get under the user's umask.
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, static_cast<mode_t>(0666 & ~mask));
    close(fd);
    temporary_.assign(buffer.data());
}

AtomicFile::~AtomicFile() {
    if (appending_ != nullptr) std::fclose(appending_);
    if (!committed_ && !temporary_.empty()) std::remove(temporary_.c_str());
}

void AtomicFile::append(std::string_view content) {
    if (appending_ == nullptr) {
        appending_ = std::fopen(temporary_.c_str(), "wb");
        if (appending_ == nullptr) throw failure(target_, errno);
    }
    if (std::fwrite(content.data(), 1, content.size(), appending_) != content.size()) throw failure(target_, errno);
}

void AtomicFile::commit() {
    if (appending_ != nullptr) {
        std::FILE* file = appending_;
        appending_ = nullptr;
        const bool flushed = std::fflush(file) == 0;
        const int error = errno;
        if (std::fclose(file) != 0 || !flushed) throw failure(target_, flushed ? errno : error);
    }
    if (std::rename(temporary_.c_str(), target_.c_str()) != 0) throw failure(target_, errno);
    committed_ = true;
}

}  // namespace mazesheet::cli
