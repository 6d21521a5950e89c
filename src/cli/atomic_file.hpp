// SPDX-License-Identifier: MIT
#pragma once
// Writes files so that a reader only ever sees the old files or all the new
// ones: content goes to a temporary file beside each target, and
// commitAll() replaces the targets together or not at all. A temporary file
// is deleted if it is never committed, or by the signal handlers
// (signals.hpp) if a signal ends the run first.
//
// Two runs writing the same files at once never mix them: commitAll holds
// an exclusive lock (flock) on each target's folder while it replaces the
// targets, so one run's replacements all happen before or all after the
// other's. The last run to commit wins, whole.
//
// A run that is killed outright (SIGKILL, a crash, a power cut) cannot
// delete its temporary files. Each run keeps, in every folder where it
// makes them, a run record (".mazesheet-run-XXXXXX"): a marker line and a
// line per temporary file it made there (its inode and name), locked for as
// long as the run lasts. The next run that writes into the folder removes
// the files an ended run's record lists, then the record
// (removeAbandonedTemporaries); a file no record lists is never removed,
// whatever its name.
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mazesheet::cli {

class RunRecord;

class AtomicFile {
public:
    // Creates the temporary file now, so an unwritable directory fails before
    // any work is done, and lists it in the run's record in that folder (made
    // with the first). Throws std::runtime_error naming the target: also for a
    // target that is a folder, a device, a FIFO or a socket.
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
    int fd_ = -1;  // the temporary file, open
    Replaced replaced_ = Replaced::Not;
    int slot_ = -1;  // in the signal handlers' list of temporary files
    std::shared_ptr<RunRecord> record_;  // the run's record in the target's folder
};

// Replaces each file's target with its temporary file, all or none: every
// target is checked first (not a folder or a device, its temporary file
// still there, its folder writable), and a replacement that fails even so
// puts back the targets replaced before it. A target that existed is
// replaced in one step (renameat2's exchange, or a hard link kept to it),
// so a reader never finds it missing. The targets' folders are locked
// first (waiting for another run's commit to end), then the signals held
// (signals::Held) while the targets are replaced. Throws std::runtime_error
// naming the output that failed and every output left as it was.
void commitAll(const std::vector<AtomicFile*>& files);

// The temporary file's name for a target called `name` (no directory) in a
// directory whose names hold at most `nameMax` bytes: ".NAME.tmp-XXXXXX",
// with NAME shortened if it would not fit.
std::string temporaryName(const std::string& name, std::size_t nameMax);

// The run records' names: ".mazesheet-run-" and six random characters.
inline constexpr std::string_view kRunRecordPrefix = ".mazesheet-run-";

// Removes what ended runs left in `directory`: for each run record there
// that is a regular file of this user's, not locked (a run locks its record
// until it ends, and the system drops the lock however it ends) and opens
// with the marker line, every file it lists that is still there under that
// name, this user's, a regular file with the listed inode; then the record.
// Best effort: what cannot be removed is left. Returns how many files it
// removed (records not counted).
std::size_t removeAbandonedTemporaries(const std::string& directory);

// Test hook, inert unless set: MAZESHEET_TEST_COMMIT_DELAY_MS=N makes
// commitAll wait N milliseconds after each replacement but the last, so a
// test can interleave two runs' commits at will (tests/cli/test_hostile.py).
inline constexpr const char* kCommitDelayVariable = "MAZESHEET_TEST_COMMIT_DELAY_MS";

}  // namespace mazesheet::cli
