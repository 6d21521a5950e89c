// SPDX-License-Identifier: MIT
// libFuzzer target: the command line's parser. The input is the arguments,
// separated by NUL bytes. parseCommandLine must return an exit status (0 or
// 2) or a complete set of options, print at most one line of error, and
// never exit the process; every message must come out of cli::printable
// free of control characters.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "cli/messages.hpp"
#include "cli/options.hpp"
#include "parse_checks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace mazesheet;
    std::vector<std::string> words{"mazesheet"};
    std::string word;
    for (std::size_t i = 0; i < size && words.size() < 40; ++i) {
        if (data[i] == 0) {
            words.push_back(word);
            word.clear();
        } else {
            word += static_cast<char>(data[i]);
        }
    }
    if (!word.empty()) words.push_back(word);
    cli::Options options;
    const fuzz::Parsed parsed = fuzz::parseWords(words, options);
    fuzz::checkParsed(parsed.status, options, parsed.message, true);
    // The escape rule on its own: whatever the bytes, one clean line.
    if (fuzz::hasControl(cli::printable(std::string(reinterpret_cast<const char*>(data), size)))) std::abort();
    return 0;
}
