// SPDX-License-Identifier: MIT
#pragma once
// How far a long job has come, told to whoever shows it (the command line's
// progress bar). The libraries call it from their long loops only every few
// tens of thousands of steps, and not at all when nobody watches (a null
// pointer), so it costs nothing worth measuring.
#include <string_view>

namespace mazesheet::core {

class Progress {
public:
    virtual ~Progress() = default;
    // A stage of the job begins ("carving", "solving", "writing rows"); how
    // far it has come is unknown until advance().
    virtual void stage(std::string_view name) = 0;
    // `done` of the stage's `total` steps are done.
    virtual void advance(double done, double total) = 0;
};

}  // namespace mazesheet::core
