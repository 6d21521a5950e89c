#pragma once
// Writes a file so that a reader only ever sees the old file or the whole new
// one: content goes to a temporary file beside the target, which replaces the
// target on commit() and is deleted if commit() is never reached, or by the
// signal handlers (signals.hpp) if a signal ends the run first.
#include <cstdio>
#include <string>
#include <string_view>

namespace mazesheet::cli {

class AtomicFile {
public:
    // Creates the temporary file now, so an unwritable directory fails before
    // any work is done. Throws std::runtime_error naming the target.
    explicit AtomicFile(std::string target);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    const std::string& target() const { return target_; }
    const std::string& temporaryPath() const { return temporary_; }

    // Tells the signal handlers this file is the one being written now.
    void startWriting();
    void append(std::string_view content);  // adds to the temporary file
    void commit();                          // renames the temporary file over the target

private:
    std::string target_;
    std::string temporary_;
    std::FILE* appending_ = nullptr;
    bool committed_ = false;
    int slot_ = -1;  // in the signal handlers' list of temporary files
};

// The temporary file's name for a target called `name` (no directory) in a
// directory whose names hold at most `nameMax` bytes: ".NAME.tmp-XXXXXX",
// with NAME shortened if it would not fit.
std::string temporaryName(const std::string& name, std::size_t nameMax);

}  // namespace mazesheet::cli
