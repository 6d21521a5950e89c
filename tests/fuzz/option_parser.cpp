// libFuzzer target: the command line's parser. The input is the arguments,
// separated by NUL bytes. parseCommandLine must return an exit status (0 or
// 2) or a complete set of options, print at most one line of error, and
// never exit the process; every message must come out of cli::printable
// free of control characters.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "cli/messages.hpp"
#include "cli/options.hpp"

namespace {

bool hasControl(const std::string& text) {
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7F) return true;
    }
    return false;
}

}  // namespace

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
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);

    cli::Options options;
    std::ostringstream out;
    std::ostringstream err;
    const auto status = cli::parseCommandLine(static_cast<int>(words.size()), argv.data(), options, out, err);
    const std::string message = err.str();
    if (status) {
        if (*status != 0 && *status != 2) std::abort();
        if (*status == 2 && (message.rfind("mazesheet: ", 0) != 0 || message.find('\n') != message.size() - 1)) {
            std::abort();  // one line, "mazesheet: ..."
        }
        if (hasControl(message.substr(0, message.size() - 1))) std::abort();
    } else {
        if (options.writer == nullptr || options.algorithm.generator == nullptr || !message.empty()) std::abort();
        if (options.count < 1 || options.count > cli::kMaxCount) std::abort();
    }
    // The escape rule on its own: whatever the bytes, one clean line.
    if (hasControl(cli::printable(std::string(reinterpret_cast<const char*>(data), size)))) std::abort();
    return 0;
}
