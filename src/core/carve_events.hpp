// SPDX-License-Identifier: MIT
#pragma once
// What a carving function reports while it works, for teaching mode (which
// shows the carving step by step; core/steps.hpp turns the events into
// pictures of the maze at chosen moments).
//
// Every carving function is a template over its observer:
//     template <class Events>
//     void NAME(Maze&, Rng&, std::span<const double> parameters, Events& events);
// and calls `events(CarveEvent::...)` after the changes it makes, in its own
// order of work (moving the work to suit the events cost the backtracker 6 %
// more instructions). Two rules keep every picture taken between two events
// true: the cells a new passage reaches are reported (Push, Visit, Group, ...)
// before the passage's own Carve or Merge event, and no later than the next
// wall changes; and where pictures colour sets (kruskal, eller), nothing is
// reported between a wall change and its event. Plain
// generation passes NoEvents, whose call is empty and inlines to nothing, so
// the plain carving compiles to the code it had without events; teaching
// mode passes a CarveObserver. Observers only watch: they never touch the
// maze or the random generator, so the same seed carves the same maze with
// and without one.
#include <cstdint>

#include "maze.hpp"

namespace mazesheet::core {

struct CarveEvent {
    enum class Kind : std::uint8_t {
        Carve,     // the wall on `way` of `cell` opened
        Merge,     // ... opened, joining two sets of cells (kruskal, eller)
        Build,     // the wall on `way` of `cell` was built (division starts with none)
        Visit,     // `cell` has its place in the maze for good
        Push,      // `cell` joined the working list: stack, active list, current run
        Pop,       // `cell` left the working list: finished
        Frontier,  // `cell` borders the maze and can join it next (prim)
        Group,     // `cell` is in the maze and belongs to a set still to be joined (kruskal, eller)
        Walk,      // a loop-erased random walk stepped onto `cell` (wilson)
        Walker,    // the random walker (or the walk's head) stands on `cell`
        Hunt,      // the hunt scans row `cell` for a cell beside the maze (hunt-and-kill)
        Chamber,   // the chamber whose top-left cell is `cell`, `width` x `height` cells, was taken off the
                   // stack: divided next if at least 2 x 2, else finished (its cells are Visited next)
    };

    Kind kind = Kind::Visit;
    // The wall's way out of `cell`: a Side on the square grid, the grid's
    // own way number on the others (core/topology.hpp).
    std::uint8_t way = 0;
    std::uint32_t cell = 0;  // a cell index (row * width + col), or a row for Hunt
    std::uint32_t width = 0;  // Chamber only
    std::uint32_t height = 0;

    Side side() const { return static_cast<Side>(way); }

    static constexpr CarveEvent at(Kind kind, std::uint32_t cell) { return {kind, 0, cell, 0, 0}; }
    static constexpr CarveEvent wall(Kind kind, std::uint32_t cell, Side side) {
        return {kind, static_cast<std::uint8_t>(side), cell, 0, 0};
    }
    static constexpr CarveEvent wall(Kind kind, std::uint32_t cell, std::uint8_t way) { return {kind, way, cell, 0, 0}; }
    static constexpr CarveEvent chamber(std::uint32_t topLeft, std::uint32_t width, std::uint32_t height) {
        return {Kind::Chamber, 0, topLeft, width, height};
    }
};

// Plain generation: every event is dropped at compile time. `enabled` lets a
// carving function skip loops that exist only to report.
struct NoEvents {
    static constexpr bool enabled = false;
    constexpr void operator()(const CarveEvent&) const noexcept {}
};

// Teaching mode: one virtual call per event.
class CarveObserver {
public:
    static constexpr bool enabled = true;
    virtual ~CarveObserver() = default;
    virtual void operator()(const CarveEvent& event) = 0;
};

}  // namespace mazesheet::core
