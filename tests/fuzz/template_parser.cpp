// SPDX-License-Identifier: MIT
// libFuzzer target: layout templates. The input is a template's text, given
// to the command line as `--template FILE` (written to a temporary file),
// and to the template grammar alone. parseCommandLine must return an exit
// status (2, with one short clean line) or complete options; the grammar
// must accept or refuse with a short message, and what it accepts must read
// back the same once written out again with every value in quotes.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "cli/options.hpp"
#include "cli/template_file.hpp"
#include "core/errors.hpp"
#include "parse_checks.hpp"

namespace {

// The file the command line reads: made once per process, removed at its
// end. In memory (/dev/shm) where there is one: rewriting a file on ext4
// flushes it to disk each time, which made a run 50 ms.
class TemplateFile {
public:
    TemplateFile() {
        if (access("/dev/shm", W_OK) != 0) path_ = "/tmp" + path_.substr(path_.find('/', 1));
        const int fd = mkstemp(path_.data());
        if (fd < 0) std::abort();
        close(fd);
    }
    ~TemplateFile() { unlink(path_.c_str()); }
    const std::string& path() const { return path_; }

private:
    std::string path_ = "/dev/shm/mazesheet-fuzz-template-XXXXXX";
};

const std::string& templateFile() {
    static const TemplateFile file;
    return file.path();
}

std::string quoted(const std::string& value) {
    std::string out = "\"";
    for (const char c : value) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

void checkGrammar(const std::string& text) {
    using namespace mazesheet;
    std::vector<cli::TemplateEntry> entries;
    try {
        entries = cli::parseTemplate(text);
    } catch (const core::InputError& e) {
        if (e.input() != "template" || e.message().rfind("line ", 0) != 0 || e.message().size() > 300) std::abort();
        return;
    }
    std::string again;
    for (const cli::TemplateEntry& entry : entries) {
        if (entry.option.empty() || entry.value.empty() || entry.line == 0) std::abort();
        again += entry.option + " = " + quoted(entry.value) + "\n";
    }
    const std::vector<cli::TemplateEntry> reread = cli::parseTemplate(again);
    if (reread.size() != entries.size()) std::abort();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (reread[i].option != entries[i].option || reread[i].value != entries[i].value) std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace mazesheet;
    const std::string text(reinterpret_cast<const char*>(data), size);
    checkGrammar(text);

    std::ofstream(templateFile(), std::ios::binary | std::ios::trunc) << text;
    cli::Options options;
    const fuzz::Parsed parsed = fuzz::parseWords({"mazesheet", "--template", templateFile(), "-o", "-"}, options);
    fuzz::checkParsed(parsed.status, options, parsed.message, false);
    // Shortened however long the template's names or values are (a message
    // quotes about 900 bytes at most, each shown as 6 at most).
    if (parsed.message.size() > 6000) std::abort();
    if (!parsed.status && (options.output != "-" || !options.answersPath.empty() || !options.statsPath.empty())) std::abort();
    return 0;
}
