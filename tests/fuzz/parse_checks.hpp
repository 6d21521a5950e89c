// SPDX-License-Identifier: MIT
#pragma once
// What cli::parseCommandLine must give the fuzz targets whatever their
// input: an exit status (0 only where the input may ask for help or a
// list, 2 with one clean line "mazesheet: ..."), or complete options and no
// message. A failed check aborts (libFuzzer's finding).
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/options.hpp"

namespace fuzz {

inline bool hasControl(const std::string& text) {
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) return true;
    }
    return false;
}

// parseCommandLine on `words` (argv[0] first): its status, and what it
// said on standard error.
struct Parsed {
    std::optional<int> status;
    std::string message;
};

inline Parsed parseWords(std::vector<std::string> words, mazesheet::cli::Options& options) {
    std::vector<char*> argv;
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    std::ostringstream out;
    std::ostringstream err;
    const auto status =
        mazesheet::cli::parseCommandLine(static_cast<int>(words.size()), argv.data(), options, out, err);
    return {status, err.str()};
}

inline void checkParsed(const std::optional<int>& status, const mazesheet::cli::Options& options,
                        const std::string& message, bool mayStopFine) {
    if (status) {
        if (*status != 2 && !(mayStopFine && *status == 0)) std::abort();
        if (*status == 2 && (message.rfind("mazesheet: ", 0) != 0 || message.find('\n') != message.size() - 1)) {
            std::abort();
        }
        if (hasControl(message.substr(0, message.empty() ? 0 : message.size() - 1))) std::abort();
    } else {
        if (options.writer == nullptr || options.algorithm.generator == nullptr || !message.empty()) std::abort();
        if (options.count < 1 || options.count > mazesheet::cli::kMaxCount) std::abort();
    }
}

}  // namespace fuzz
