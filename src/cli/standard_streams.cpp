// SPDX-License-Identifier: MIT
#include "standard_streams.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "core/errors.hpp"

namespace mazesheet::cli {

namespace {

bool outputClosed = false;

}  // namespace

bool openClosedStandardStreams() {
    for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        // open() takes the lowest free number: this one.
        const int opened = ::open("/dev/null", fd == STDERR_FILENO ? O_WRONLY : O_RDONLY);
        if (opened != fd) return false;
        if (fd == STDOUT_FILENO) outputClosed = true;
    }
    return true;
}

bool standardOutputClosed() { return outputClosed; }

std::string standardOutputProblem(int error) {
    return outputClosed ? "it was closed when mazesheet started" : core::systemErrorText(error);
}

}  // namespace mazesheet::cli
