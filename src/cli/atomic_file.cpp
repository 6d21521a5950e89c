#include "atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <vector>

#include "core/errors.hpp"
#include "signals.hpp"

namespace mazesheet::cli {

namespace {

std::runtime_error failure(const std::string& target, int error) {
    return std::runtime_error("cannot write " + target + ": " + core::systemErrorText(error));
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

constexpr std::string_view kTemporaryMark = ".tmp-XXXXXX";

}  // namespace

std::string temporaryName(const std::string& name, std::size_t nameMax) {
    // "." + NAME + ".tmp-XXXXXX" must fit where NAME alone fits: a long
    // name is cut (on a character boundary, so the temporary file's name is
    // still UTF-8); mkstemp's six random characters keep it unique.
    const std::size_t room = nameMax > kTemporaryMark.size() + 2 ? nameMax - kTemporaryMark.size() - 1 : 1;
    std::size_t keep = std::min(name.size(), room);
    while (keep > 0 && keep < name.size() && (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80) --keep;
    return "." + name.substr(0, keep) + std::string(kTemporaryMark);
}

AtomicFile::AtomicFile(std::string target) : target_(std::move(target)) {
    struct stat info {};
    if (stat(target_.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
        throw std::runtime_error("cannot write " + target_ + ": it is a directory");
    }
    const std::string directory = directoryOf(target_);
    const long nameMax = pathconf(directory.c_str(), _PC_NAME_MAX);
    const std::size_t nameLimit = nameMax > 0 ? static_cast<std::size_t>(nameMax) : 255;
    const std::string pattern = directory + "/" + temporaryName(baseName(target_), nameLimit);
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    // Created and registered for removal as one step: a signal in between
    // would leave the file behind.
    const signals::Held held;
    const int fd = mkstemp(buffer.data());
    if (fd < 0) throw failure(target_, errno);
    // mkstemp creates the file private (0600); give it the permissions a
    // plain new file would get under the user's umask.
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, static_cast<mode_t>(0666 & ~mask));
    close(fd);
    temporary_.assign(buffer.data());
    slot_ = signals::track(temporary_, target_);
}

AtomicFile::~AtomicFile() {
    if (appending_ != nullptr) std::fclose(appending_);
    if (!committed_ && !temporary_.empty()) {
        const signals::Held held;
        std::remove(temporary_.c_str());
        signals::untrack(slot_);
    }
}

void AtomicFile::startWriting() { signals::writing(slot_); }

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
    const signals::Held held;
    if (std::rename(temporary_.c_str(), target_.c_str()) != 0) throw failure(target_, errno);
    committed_ = true;
    signals::untrack(slot_);
}

}  // namespace mazesheet::cli
