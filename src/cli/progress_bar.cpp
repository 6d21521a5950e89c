// SPDX-License-Identifier: MIT
#include "progress_bar.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "messages.hpp"
#include "signals.hpp"

namespace mazesheet::cli {

namespace {

constexpr auto kQuietStart = std::chrono::seconds(1);          // runs shorter than this show nothing
constexpr auto kRedrawEvery = std::chrono::milliseconds(200);  // at most five times a second
constexpr std::size_t kBarWidth = 20;

std::string duration(double seconds) {
    const auto whole = static_cast<long long>(std::llround(seconds));
    char text[32];
    if (whole >= 3600) {
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", whole / 3600, whole / 60 % 60, whole % 60);
    } else {
        std::snprintf(text, sizeof text, "%lld:%02lld", whole / 60, whole % 60);
    }
    return text;
}

std::size_t terminalWidth(int fd) {
    winsize size{};
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 10) return size.ws_col;
    return 80;
}

}  // namespace

std::string ProgressBar::line(const std::string& label, std::size_t item, std::size_t count, const std::string& stage,
                              double fraction, double elapsedSeconds, double leftSeconds, std::size_t width) {
    std::string what = printable(label);
    if (count > 1) what += " " + std::to_string(item) + " of " + std::to_string(count);
    if (!stage.empty()) what += (what.empty() ? "" : ": ") + stage;
    std::string percent;
    std::string bar;
    if (fraction >= 0) {
        const double f = std::clamp(fraction, 0.0, 1.0);
        const auto filled = static_cast<std::size_t>(f * kBarWidth);
        char digits[8];
        std::snprintf(digits, sizeof digits, " %3d%%", static_cast<int>(f * 100));
        percent = digits;
        bar = " [" + std::string(filled, '#') + std::string(kBarWidth - filled, '.') + "]";
    }
    // An estimate under a second is no estimate: the stage is not over (the
    // last cells of a random walk take longest), so show the time spent.
    const std::string time =
        leftSeconds >= 1.0 ? " about " + duration(leftSeconds) + " left" : " " + duration(elapsedSeconds);
    // One line, never wrapped (a wrapped line cannot be rewritten with '\r'):
    // on a narrow terminal the bar goes first, then the end of the description.
    const std::size_t room = width > 1 ? width - 1 : 0;
    std::string text = "mazesheet: " + what + percent + bar + time;
    if (text.size() > room) text = "mazesheet: " + what + percent + time;
    if (text.size() > room) text.resize(room);
    return text;
}

ProgressBar::ProgressBar(bool wanted) : started_(Clock::now()) {
    jobStarted_ = stageStarted_ = lastDraw_ = started_;
    if (!wanted || !isatty(STDERR_FILENO)) return;
    // A copy: the workbook backend borrows standard error's descriptor while
    // libxlsxwriter runs, and the bar must still reach the terminal.
    fd_ = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (fd_ < 0) return;
#ifndef __EMSCRIPTEN__  // WebAssembly has no threads here: the bar moves only when the work reports
    // The ticker must never run the signal handlers: only the main thread
    // may, so that signals held around the final renames stay held.
    sigset_t all;
    sigset_t before;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &before);
    ticker_ = std::thread([this] { tick(); });  // NOLINT: joined in finish()
    pthread_sigmask(SIG_SETMASK, &before, nullptr);
#endif
}

ProgressBar::~ProgressBar() { finish(); }

void ProgressBar::finish() {
    {
        const std::lock_guard lock(mutex_);
        if (fd_ < 0) return;
        stopping_ = true;
        clearLocked();
    }
    wake_.notify_all();
    if (ticker_.joinable()) ticker_.join();
    close(fd_);
    fd_ = -1;
}

void ProgressBar::tick() {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
        wake_.wait_for(lock, kRedrawEvery);
        if (!stopping_) drawLocked(false);
    }
}

void ProgressBar::job(std::string label, std::size_t count) {
    const std::lock_guard lock(mutex_);
    label_ = std::move(label);
    count_ = std::max<std::size_t>(count, 1);
    item_ = 1;
    stage_.clear();
    stageFraction_ = -1;
    itemFraction_ = 0;
    jobStarted_ = stageStarted_ = Clock::now();
    drawLocked(false);
}

void ProgressBar::item(std::size_t k) {
    const std::lock_guard lock(mutex_);
    item_ = k;
    itemFraction_ = 0;
    drawLocked(false);
}

void ProgressBar::stage(std::string_view name) {
    const std::lock_guard lock(mutex_);
    stage_ = name;
    stageFraction_ = -1;
    stageStarted_ = Clock::now();
    drawLocked(false);
}

void ProgressBar::advance(double done, double total) {
    const std::lock_guard lock(mutex_);
    if (total <= 0) return;
    stageFraction_ = std::clamp(done / total, 0.0, 1.0);
    itemFraction_ = std::max(itemFraction_, stageFraction_);
    drawLocked(false);
}

void ProgressBar::drawLocked(bool force) {
    if (fd_ < 0 || stopping_) return;
    const auto now = Clock::now();
    if (now - started_ < kQuietStart) return;
    if (!force && shown_ > 0 && now - lastDraw_ < kRedrawEvery) return;
    lastDraw_ = now;
    // Several items: the bar is the whole job, items done plus the known part
    // of this one. One item: the bar is the current stage, when it is known.
    double fraction = stageFraction_;
    auto since = stageStarted_;
    if (count_ > 1) {
        fraction = (static_cast<double>(item_ - 1) + itemFraction_) / static_cast<double>(count_);
        since = jobStarted_;
    }
    const double elapsed = std::chrono::duration<double>(now - since).count();
    const double left = fraction >= 0.01 && elapsed >= 1.0 ? elapsed * (1.0 - fraction) / fraction : -1.0;
    const std::string text = line(label_, item_, count_, stage_, fraction, elapsed, left, terminalWidth(fd_));
    std::string out = "\r" + text;
    if (text.size() < shown_) out += std::string(shown_ - text.size(), ' ') + "\r" + text;
    shown_ = text.size();
    signals::statusLineShown(shown_);
    [[maybe_unused]] const auto written = write(fd_, out.data(), out.size());
}

void ProgressBar::clearLocked() {
    if (fd_ < 0 || shown_ == 0) return;
    const std::string out = "\r" + std::string(shown_, ' ') + "\r";
    [[maybe_unused]] const auto written = write(fd_, out.data(), out.size());
    shown_ = 0;
    signals::statusLineShown(0);
}

}  // namespace mazesheet::cli
