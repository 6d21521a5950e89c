// SPDX-License-Identifier: MIT
#include "signals.hpp"

#include <fcntl.h>
#include <limits.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>

#include "messages.hpp"

namespace mazesheet::cli::signals {

namespace {

// Everything the handler reads is here, made before any signal can use it.
struct Slot {
    char temporary[PATH_MAX];
    char sizeLimitMessage[PATH_MAX + 160];  // SIGXFSZ's line for this output
    volatile sig_atomic_t live;
    volatile sig_atomic_t record;  // a run record: removed last
};
// -o, --answers, --stats and a record for each one's folder, with room to spare.
constexpr int kSlots = 12;
Slot slots[kSlots];
volatile sig_atomic_t writingSlot = -1;
volatile sig_atomic_t statusLine = 0;  // its width
int messageFd = STDERR_FILENO;

struct Handled {
    int number;
    const char* name;
};
constexpr Handled kHandled[] = {
    {SIGINT, "SIGINT"},       {SIGTERM, "SIGTERM"},     {SIGHUP, "SIGHUP"},   {SIGPIPE, "SIGPIPE"},
    {SIGXFSZ, "SIGXFSZ"},     {SIGQUIT, "SIGQUIT"},     {SIGUSR1, "SIGUSR1"}, {SIGUSR2, "SIGUSR2"},
    {SIGALRM, "SIGALRM"},     {SIGVTALRM, "SIGVTALRM"}, {SIGPROF, "SIGPROF"}, {SIGXCPU, "SIGXCPU"},
#ifdef SIGPWR
    {SIGPWR, "SIGPWR"},
#endif
#ifdef SIGSTKFLT
    {SIGSTKFLT, "SIGSTKFLT"},
#endif
#ifdef SIGIO
    {SIGIO, "SIGIO"},
#endif
};

// The real-time signals end a process by default too; named by number.
bool realTime(int number) {
#ifdef SIGRTMIN
    return number >= SIGRTMIN && number <= SIGRTMAX;
#else
    (void)number;
    return false;
#endif
}

template <typename Each>
void forEachHandled(Each each) {
    for (const Handled& h : kHandled) each(h.number);
#ifdef SIGRTMIN
    for (int number = SIGRTMIN; number <= SIGRTMAX; ++number) each(number);
#endif
}

void handledSet(sigset_t& set) {
    sigemptyset(&set);
    forEachHandled([&set](int number) { sigaddset(&set, number); });
}

void put(const char* text) {
    std::size_t left = std::strlen(text);
    while (left > 0) {
        const ssize_t n = ::write(messageFd, text, left);
        if (n <= 0) return;
        text += n;
        left -= static_cast<std::size_t>(n);
    }
}

// Overwrites the progress bar with spaces (no escape sequences: any
// terminal understands a carriage return).
void clearStatusLine() {
    static const char spaces[] = "                                                                ";
    put("\r");
    for (sig_atomic_t left = statusLine; left > 0; left -= 64) put(left >= 64 ? spaces : spaces + (64 - left));
    put("\r");
}

// Removes every live temporary file, then the run records; true if there
// was a temporary file.
bool removeTemporaries() {
    bool removed = false;
    for (const sig_atomic_t records : {0, 1}) {
        for (Slot& slot : slots) {
            if (slot.live && slot.record == records) {
                ::unlink(slot.temporary);
                slot.live = 0;
                removed = removed || records == 0;
            }
        }
    }
    return removed;
}

// "SIGRTMIN+3" for a real-time signal, into `out`.
void putRealTimeName(int number) {
#ifdef SIGRTMIN
    char name[24] = "SIGRTMIN+";
    int offset = number - SIGRTMIN;
    char digits[8];
    int count = 0;
    do {
        digits[count++] = static_cast<char>('0' + offset % 10);
        offset /= 10;
    } while (offset > 0 && count < 7);
    std::size_t at = std::strlen(name);
    while (count > 0) name[at++] = digits[--count];
    name[at] = '\0';
    put(name);
#else
    (void)number;
#endif
}

void onSignal(int number) {
    const bool removed = removeTemporaries();
    if (number != SIGPIPE) {
        if (statusLine > 0) clearStatusLine();
        if (number == SIGXFSZ) {
            const int slot = writingSlot;
            put(slot >= 0 ? slots[slot].sizeLimitMessage
                          : "mazesheet: a file grew past the file size limit (ulimit -f); no output was changed\n");
            ::_exit(1);
        }
        put("mazesheet: stopped by ");
        for (const Handled& h : kHandled) {
            if (h.number == number) put(h.name);
        }
        if (realTime(number)) putRealTimeName(number);
        put(removed ? "; its unfinished files are removed and no output was changed\n" : "\n");
    }
    // Die by the same signal, so whoever started us sees why.
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(number, &fallback, nullptr);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, number);
    ::raise(number);
    sigprocmask(SIG_UNBLOCK, &only, nullptr);
}

// A line for the handler; a very long one is cut, still ending the line.
void copyLine(char* out, std::size_t size, const std::string& line) {
    const std::size_t n = std::min(line.size(), size - 1);
    std::memcpy(out, line.data(), n);
    out[n] = '\0';
    if (n > 0) out[n - 1] = '\n';
}

}  // namespace

void install() {
    const int copy = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (copy >= 0) messageFd = copy;
    struct sigaction action {};
    action.sa_handler = onSignal;
    handledSet(action.sa_mask);  // one handler at a time
    forEachHandled([&action](int number) {
        struct sigaction before {};
        if (sigaction(number, nullptr, &before) != 0 || before.sa_handler == SIG_IGN) return;
        sigaction(number, &action, nullptr);
    });
}

namespace {

// Takes a free slot for `path` (a record: removed last); -1 if none is free.
int takeSlot(const std::string& path, const std::string& sizeLimitLine, bool record) {
    if (path.size() >= PATH_MAX) return -1;
    const Held held;
    for (int i = 0; i < kSlots; ++i) {
        Slot& slot = slots[i];
        if (slot.live) continue;
        std::memcpy(slot.temporary, path.c_str(), path.size() + 1);
        slot.sizeLimitMessage[0] = '\0';
        if (!sizeLimitLine.empty()) copyLine(slot.sizeLimitMessage, sizeof slot.sizeLimitMessage, sizeLimitLine);
        slot.record = record ? 1 : 0;
        slot.live = 1;
        return i;
    }
    return -1;
}

}  // namespace

int track(const std::string& temporaryPath, const std::string& target) {
    return takeSlot(temporaryPath,
                    "mazesheet: " + printable("cannot write " + target) +
                        ": the file size limit (ulimit -f) was reached; no output was changed\n",
                    false);
}

int trackRecord(const std::string& path) { return takeSlot(path, "", true); }

void untrack(int slot) {
    if (slot < 0 || slot >= kSlots) return;
    slots[slot].live = 0;
    if (writingSlot == slot) writingSlot = -1;
}

void writing(int slot) { writingSlot = slot; }

void statusLineShown(std::size_t width) { statusLine = static_cast<sig_atomic_t>(std::min<std::size_t>(width, 4096)); }

Held::Held() : saved_{} {
    sigset_t set;
    handledSet(set);
    sigprocmask(SIG_BLOCK, &set, &saved_);
}

Held::~Held() { sigprocmask(SIG_SETMASK, &saved_, nullptr); }

}  // namespace mazesheet::cli::signals
