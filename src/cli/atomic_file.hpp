#pragma once
// Writes a file so that a reader only ever sees the old file or the whole new
// one: content goes to a temporary file beside the target, which replaces the
// target on commit() and is deleted if commit() is never reached.
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

    void append(std::string_view content);  // adds to the temporary file
    void commit();                          // renames the temporary file over the target

private:
    std::string target_;
    std::string temporary_;
    std::FILE* appending_ = nullptr;
    bool committed_ = false;
};

}  // namespace mazesheet::cli
