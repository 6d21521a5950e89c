// SPDX-License-Identifier: MIT
#pragma once
// The progress bar on a terminal: what the run is doing, how far it has
// come and about how long is left, for runs that take more than a second.
// It draws only when standard error is a terminal (and --quiet was not
// given), on one line that it rewrites with '\r' at most five times a second
// and clears before any message. A ticker thread redraws it while a stage
// reports nothing (solving, zipping), so the elapsed time still moves.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "core/progress.hpp"

namespace mazesheet::cli {

class ProgressBar final : public core::Progress {
public:
    // Draws only if `wanted` and standard error is a terminal.
    explicit ProgressBar(bool wanted);
    // Clears the line.
    ~ProgressBar() override;
    ProgressBar(const ProgressBar&) = delete;
    ProgressBar& operator=(const ProgressBar&) = delete;

    // A job begins: `count` items ("maze", 25: "maze 3 of 25"), or one
    // thing ("writing key.xlsx", 1).
    void job(std::string label, std::size_t count);
    // Item k (1-based) of the job begins.
    void item(std::size_t k);
    void stage(std::string_view name) override;
    void advance(double done, double total) override;
    // Removes the line and stops drawing (before the closing messages).
    void finish();

    // The line for these facts, without the "\r" and padding; exposed for
    // tests. `fraction` < 0: unknown. `left` < 0: no estimate.
    static std::string line(const std::string& label, std::size_t item, std::size_t count, const std::string& stage,
                            double fraction, double elapsedSeconds, double leftSeconds, std::size_t width);

private:
    using Clock = std::chrono::steady_clock;
    void drawLocked(bool force);
    void clearLocked();
    void tick();

    int fd_ = -1;  // a copy of standard error, or -1 when not drawing
    std::mutex mutex_;
    std::condition_variable wake_;
    bool stopping_ = false;
    std::thread ticker_;
    Clock::time_point started_;
    Clock::time_point jobStarted_;
    Clock::time_point stageStarted_;
    Clock::time_point lastDraw_;
    std::string label_;
    std::size_t count_ = 1;
    std::size_t item_ = 1;
    std::string stage_;
    double stageFraction_ = -1;  // of the current stage, -1 unknown
    double itemFraction_ = 0;    // of the current item, as far as known
    std::size_t shown_ = 0;      // characters on the line now
};

}  // namespace mazesheet::cli
