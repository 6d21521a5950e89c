// SPDX-License-Identifier: MIT
#include "input_files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/errors.hpp"
#include "messages.hpp"

namespace mazesheet::cli {

using core::InputError;

namespace {

constexpr std::size_t kChunk = 64 * 1024;

// Why a file that is not a regular file is not read, or "" for a regular
// file.
std::string notAFile(mode_t mode) {
    const char* kind = specialFileKind(mode);
    if (kind == nullptr) return "";
    if (S_ISDIR(mode)) return "is a folder, not a file";
    return std::string("is ") + kind + ", not a file; mazesheet reads only regular files";
}

}  // namespace

const char* specialFileKind(mode_t mode) {
    if (S_ISREG(mode)) return nullptr;
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

InputFile::InputFile(const std::string& path, std::string input) : input_(std::move(input)) {
    struct stat info {};
    if (stat(path.c_str(), &info) != 0) throw InputError(input_, "cannot read it: " + core::systemErrorText(errno));
    if (const std::string why = notAFile(info.st_mode); !why.empty()) throw InputError(input_, why);
    // Non-blocking, in case the path was made a FIFO since: opening one
    // would wait for a writer. The open file is checked again.
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
    if (fd_ < 0) throw InputError(input_, "cannot read it: " + core::systemErrorText(errno));
    const bool opened = fstat(fd_, &info) == 0;
    const int error = errno;
    if (!opened || !notAFile(info.st_mode).empty()) {
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

std::string InputFile::readAt(std::uint64_t offset, std::size_t count) {
    if (offset >= size_ || offset > maxBytes_) return {};
    count = static_cast<std::size_t>(std::min<std::uint64_t>({count, size_ - offset, maxBytes_ - offset}));
    std::string out(count, '\0');
    std::size_t done = 0;
    while (done < count) {
        const ssize_t n = ::pread(fd_, out.data() + done, count - done, static_cast<off_t>(offset + done));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw InputError(input_, "cannot read it: " + core::systemErrorText(errno));
        if (n == 0) break;
        done += static_cast<std::size_t>(n);
    }
    out.resize(done);
    return out;
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
