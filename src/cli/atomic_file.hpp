// SPDX-License-Identifier: MIT
#pragma once
// Writes files so that a reader only ever sees the old files or all the new
// ones: content goes to a temporary file beside each target, and
// commitAll() replaces the targets together or not at all. A temporary file
// is deleted if it is never committed, or by the signal handlers
// (signals.hpp) if a signal ends the run first.
//
// A run that is killed outright (SIGKILL, a crash, a power cut) cannot
// delete its temporary files; the next run that writes into the same
// folder does, once they are clearly abandoned (removeAbandonedTemporaries).
#include <cstdio>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::cli {

class AtomicFile {
public:
    // Creates the temporary file now, so an unwritable directory fails before
    // any work is done, and holds a lock on it while the run lasts. Throws
    // std::runtime_error naming the target.
    explicit AtomicFile(std::string target);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    const std::string& target() const { return target_; }
    const std::string& temporaryPath() const { return temporary_; }

    // Tells the signal handlers this file is the one being written now.
    void startWriting();
    void append(std::string_view content);  // adds to the temporary file

private:
    friend void commitAll(const std::vector<AtomicFile*>& files);

    // How the target was replaced, to undo it or finish it.
    enum class Replaced { Not, New, Exchanged, Linked, Renamed };

    void finishAppending();
    void checkReplaceable() const;  // throws with errno's reason
    void replace();                 // throws with errno's reason
    bool undo() noexcept;           // the old target back; false if it could not be
    void settle() noexcept;         // the old target's copy removed

    std::string target_;
    std::string temporary_;
    std::string backup_;  // the old target's second name while Linked
    std::FILE* appending_ = nullptr;
    int lock_ = -1;  // the temporary file, open and locked
    Replaced replaced_ = Replaced::Not;
    int slot_ = -1;  // in the signal handlers' list of temporary files
};

// Replaces each file's target with its temporary file, all or none: every
// target is checked first (not a folder, its temporary file still there,
// its folder writable), and a replacement that fails even so puts back the
// targets replaced before it. A target that existed is replaced in one
// step (renameat2's exchange, or a hard link kept to it), so a reader never
// finds it missing. Throws std::runtime_error naming the output that failed
// and every output left as it was. Hold the signals (signals::Held) around it.
void commitAll(const std::vector<AtomicFile*>& files);

// The temporary file's name for a target called `name` (no directory) in a
// directory whose names hold at most `nameMax` bytes: ".NAME.tmp-XXXXXX",
// with NAME shortened if it would not fit.
std::string temporaryName(const std::string& name, std::size_t nameMax);

// A file in a folder is an abandoned temporary file of an earlier run, to
// remove, when all of these hold:
//   - its name is ".NAME.EXT.tmp-XXXXXX", EXT an output format's extension
//     and XXXXXX six letters or digits (what mkstemp makes);
//   - it is a regular file of this user's;
//   - no process holds a lock on it: a run locks each of its temporary
//     files until it ends, and the system drops the lock however it ends;
//   - it has not changed for kAbandonedAfterSeconds: a run that has made
//     its file but not yet locked it, or one of an earlier mazesheet that
//     did not lock, is not taken for one that has ended.
inline constexpr std::time_t kAbandonedAfterSeconds = 15 * 60;

// Removes the abandoned temporary files in `directory` (best effort: a file
// that cannot be removed is left). Returns how many were removed.
std::size_t removeAbandonedTemporaries(const std::string& directory);

}  // namespace mazesheet::cli
