// SPDX-License-Identifier: MIT
#include "input_files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "core/errors.hpp"
#include "messages.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

constexpr std::size_t kChunk = 64 * 1024;

// Why a file that is not a regular file is not read, or nullptr for a
// regular file.
const char* notAFile(mode_t mode) {
    if (S_ISREG(mode)) return nullptr;
    if (S_ISDIR(mode)) return "is a folder, not a file";
    if (S_ISFIFO(mode)) return "is a named pipe (FIFO), not a file; mazesheet reads only regular files";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "is a device, not a file; mazesheet reads only regular files";
    if (S_ISSOCK(mode)) return "is a socket, not a file; mazesheet reads only regular files";
    return "is not a regular file; mazesheet reads only regular files";
}

}  // namespace

InputFile::InputFile(const std::string& path, std::string input) : input_(std::move(input)) {
    struct stat info {};
    if (stat(path.c_str(), &info) != 0) throw InputError(input_, "cannot read it: " + core::systemErrorText(errno));
    if (const char* why = notAFile(info.st_mode)) throw InputError(input_, why);
    // Non-blocking, in case the path was made a FIFO since: opening one
    // would wait for a writer. The open file is checked again.
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd_ < 0) throw InputError(input_, "cannot read it: " + core::systemErrorText(errno));
    const bool opened = fstat(fd_, &info) == 0;
    const int error = errno;
    if (!opened || notAFile(info.st_mode) != nullptr) {
        ::close(fd_);
        throw InputError(input_, opened ? notAFile(info.st_mode) : "cannot read it: " + core::systemErrorText(error));
    }
    size_ = static_cast<std::uint64_t>(info.st_size);
}

InputFile::~InputFile() {
    if (fd_ >= 0) ::close(fd_);
}

void InputFile::limit(std::uint64_t maxBytes, const std::string& limitText) {
    maxBytes_ = maxBytes;
    limitText_ = limitText;
    if (size_ > maxBytes_) {
        throw InputError(input_, "is " + groupedDigits(size_) + " bytes, too large: " + limitText_);
    }
}

bool InputFile::fill() {
    buffer_.erase(0, bufferAt_);
    bufferAt_ = 0;
    const std::size_t had = buffer_.size();
    buffer_.resize(had + kChunk);
    ssize_t n = 0;
    do {
        n = ::read(fd_, buffer_.data() + had, kChunk);
    } while (n < 0 && errno == EINTR);
    if (n < 0) {
        const int error = errno;
        buffer_.resize(had);
        throw InputError(input_, "cannot read it: " + core::systemErrorText(error));
    }
    buffer_.resize(had + static_cast<std::size_t>(n));
    consumed_ += static_cast<std::uint64_t>(n);
    if (consumed_ > maxBytes_) throw InputError(input_, "grew too large while it was read: " + limitText_);
    return n > 0;
}

std::string InputFile::read(std::size_t count) {
    while (buffer_.size() - bufferAt_ < count && fill()) {
    }
    const std::size_t n = std::min(count, buffer_.size() - bufferAt_);
    std::string out = buffer_.substr(bufferAt_, n);
    bufferAt_ += n;
    return out;
}

std::string InputFile::readRest() {
    while (fill()) {
    }
    std::string out = buffer_.substr(bufferAt_);
    bufferAt_ = buffer_.size();
    return out;
}

bool InputFile::readLine(std::string& line, std::size_t maxLine, const std::string& tooLong) {
    std::size_t searched = bufferAt_;
    for (;;) {
        const std::size_t end = buffer_.find('\n', searched);
        if (end != std::string::npos && end - bufferAt_ <= maxLine) {
            line.assign(buffer_, bufferAt_, end - bufferAt_);
            bufferAt_ = end + 1;
            ++lines_;
            return true;
        }
        if (buffer_.size() - bufferAt_ > maxLine) {
            throw InputError(input_, "line " + groupedDigits(lines_ + 1) + " " + tooLong);
        }
        searched = buffer_.size();
        const std::size_t before = bufferAt_;
        if (!fill()) break;
        searched -= before;  // fill() moved the unread bytes to the front
    }
    if (bufferAt_ == buffer_.size()) return false;
    line.assign(buffer_, bufferAt_);
    bufferAt_ = buffer_.size();
    ++lines_;
    return true;
}

}  // namespace mazesheet::cli
