// SPDX-License-Identifier: MIT
#pragma once
// Bad input from the user, tagged with the input it is about ("size",
// "mask", "title", ...). The libraries name inputs, never command-line flags:
// only the command line turns "size" into "--size". Reported with exit
// status 2.
#include <stdexcept>
#include <string>

namespace mazesheet::core {

class InputError : public std::runtime_error {
public:
    // `input` names what was wrong in plain words ("size"); `message` says
    // what and why without repeating it ("0x5 is empty: ...").
    InputError(std::string input, const std::string& message)
        : std::runtime_error(input + ": " + message), input_(std::move(input)), message_(message) {}

    const std::string& input() const { return input_; }
    const std::string& message() const { return message_; }

private:
    std::string input_;
    std::string message_;
};

// A system error number (errno) in words for a message: the common causes
// of a failed write said plainly ("disk full (no space left on device)"),
// anything else as strerror says it.
std::string systemErrorText(int error);

}  // namespace mazesheet::core
