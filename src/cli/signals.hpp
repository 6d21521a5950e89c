// SPDX-License-Identifier: MIT
#pragma once
// What a signal does to a run: no temporary file is left behind and no
// previous output is touched. The command line registers each temporary
// output file here, and each run record (atomic_file.hpp); a handler
// removes the live files, the records last (unlink is async-signal-safe,
// the paths are C strings made beforehand), and then
//   SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
//   SIGPROF, SIGXCPU (ulimit -t), SIGPWR, SIGSTKFLT, SIGIO and the real-time
//   signals (every signal whose default ends the process and that another
//   process or a limit sends):
//                            prints one line and dies by the same signal
//                            (the shell sees 128 + the signal's number);
//   SIGPIPE:                 dies by it silently (the reader went away);
//   SIGXFSZ (ulimit -f):     prints one line naming the output being
//                            written and exits with status 1, a failure
//                            while working.
// Signals of the program's own faults (SIGSEGV, SIGABRT, ...) keep their
// default: the next run removes what such a run left (by its record).
#include <signal.h>

#include <cstddef>
#include <string>

namespace mazesheet::cli::signals {

// Installs the handlers (leaving alone a signal the run was started with
// ignored, as nohup does with SIGHUP). Messages go to a copy of standard
// error made now, so they still reach the user while a library's own
// messages on standard error are being captured.
void install();

// Registers a temporary file to remove if a signal ends the run, and the
// output it stands for (named in messages). Returns its slot, or -1 when
// every slot is taken (then it is only removed by its owner).
int track(const std::string& temporaryPath, const std::string& target);
// Registers a run record, removed after every temporary file (the record
// is what proves them mazesheet's to a later run). Returns its slot or -1.
int trackRecord(const std::string& path);
// Forgets a slot (the file was renamed or removed).
void untrack(int slot);
// The output being written now, for SIGXFSZ's message.
void writing(int slot);
// A terminal status line of `width` characters is on screen (the progress
// bar; 0: none): a message first clears it.
void statusLineShown(std::size_t width);

// Holds the handled signals while alive, so that a group of renames (or a
// file's creation and its registration) happens whole or not at all.
class Held {
public:
    Held();
    ~Held();
    Held(const Held&) = delete;
    Held& operator=(const Held&) = delete;

private:
    sigset_t saved_;  // the mask before
};

}  // namespace mazesheet::cli::signals
