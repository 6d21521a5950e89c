// SPDX-License-Identifier: MIT
#pragma once
// The files a run reads (a template, a mask, a fact file, an answer key's
// record): regular files only, each read no further than the most its
// input can validly hold. A FIFO would block the run forever and a device
// such as /dev/zero would feed it forever, so anything but a regular file
// (a folder, a FIFO, a device, a socket; a symbolic link counts as what it
// points to; /dev/stdin is what standard input is) is refused before it is
// opened. Every refusal is a core::InputError naming the input.
#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <string>

namespace mazesheet::cli {

// What a file of type `mode` (stat's st_mode) is when it is not a regular
// file, for messages ("a named pipe (FIFO)", "a device", "a socket", "a
// folder"), or nullptr for a regular file.
const char* specialFileKind(mode_t mode);

class InputFile {
public:
    // Opens `path` for `input` ("template", "mask"). Throws
    // core::InputError(input) if it is not a regular file or cannot be read.
    InputFile(const std::string& path, std::string input);
    ~InputFile();
    InputFile(const InputFile&) = delete;
    InputFile& operator=(const InputFile&) = delete;

    // Refuses the file if it is larger than `maxBytes`, or grows past it
    // while it is read; `limitText` says what the limit is, for the message
    // ("a template holds at most 65,536 bytes").
    void limit(std::uint64_t maxBytes, const std::string& limitText);

    // The file's size when it was opened.
    std::uint64_t size() const { return size_; }
    // Up to `count` bytes from `offset` (fewer at the end of the file),
    // apart from the reading position of read() and readLine(). Within the
    // limit, as those are.
    std::string readAt(std::uint64_t offset, std::size_t count);

    // Up to `count` more bytes (fewer at the end of the file).
    std::string read(std::size_t count);
    // The rest of the file.
    std::string readRest();
    // The next line, without its '\n'; false at the end of the file. A line
    // over `maxLine` bytes is refused: `tooLong` says why ("line N" is put
    // before it).
    bool readLine(std::string& line, std::size_t maxLine, const std::string& tooLong);

private:
    // Fills buffer_ with the next bytes; false at the end of the file.
    bool fill();

    int fd_ = -1;
    std::string input_;
    std::uint64_t size_ = 0;
    std::uint64_t maxBytes_ = UINT64_MAX;
    std::string limitText_;
    std::uint64_t consumed_ = 0;  // bytes read from the file so far
    std::size_t lines_ = 0;
    std::string buffer_;  // read, not yet handed out
    std::size_t bufferAt_ = 0;
};

}  // namespace mazesheet::cli
