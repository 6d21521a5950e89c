// SPDX-License-Identifier: MIT
#include "steps.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <string>

#include "carve_events.hpp"
#include "errors.hpp"
#include "topology.hpp"

namespace mazesheet::core {

namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

class EventCounter final : public CarveObserver {
public:
    void operator()(const CarveEvent&) override { ++count; }
    std::size_t count = 0;
};

// A cell's own state; the walker, the hunt's row and the chamber being
// divided are drawn over it.
enum class State : std::uint8_t { Unvisited, Done, Active, Frontier, Walk, Set, Pending };

// The sets of cells joined by passages (union by size), and which set holds
// which of the kSetColours colours: a colour stays with its set from picture
// to picture while the set stays among the largest, and a merged set keeps
// the colour of its larger part.
class Sets {
public:
    explicit Sets(std::size_t cells) : parent_(cells), size_(cells, 1), colour_(cells, -1) {
        for (std::size_t i = 0; i < cells; ++i) parent_[i] = static_cast<std::uint32_t>(i);
        holder_.fill(kNone);
    }

    std::uint32_t find(std::uint32_t x) {
        while (parent_[x] != x) {
            parent_[x] = parent_[parent_[x]];
            x = parent_[x];
        }
        return x;
    }

    void unite(std::uint32_t a, std::uint32_t b) {
        a = find(a);
        b = find(b);
        if (a == b) return;
        if (size_[a] < size_[b] || (size_[a] == size_[b] && b < a)) std::swap(a, b);
        parent_[b] = a;
        size_[a] += size_[b];
        if (colour_[b] >= 0) {
            if (colour_[a] < 0) give(a, colour_[b]);
            else holder_[static_cast<std::size_t>(colour_[b])] = kNone;
            colour_[b] = -1;
        }
    }

    // Colours the kSetColours largest of `roots` (ties: the lower root),
    // keeping the colours they have; the other sets lose theirs.
    void recolour(std::vector<std::uint32_t> roots) {
        std::sort(roots.begin(), roots.end(), [this](std::uint32_t x, std::uint32_t y) {
            return size_[x] != size_[y] ? size_[x] > size_[y] : x < y;
        });
        const std::size_t coloured = std::min<std::size_t>(roots.size(), kSetColours);
        for (std::size_t k = coloured; k < roots.size(); ++k) drop(roots[k]);
        const auto largest = roots.begin() + static_cast<std::ptrdiff_t>(coloured);
        for (const std::uint32_t root : holder_) {
            if (root != kNone && std::find(roots.begin(), largest, root) == largest) drop(root);
        }
        for (std::size_t k = 0; k < coloured; ++k) {
            if (colour_[roots[k]] >= 0) continue;
            const auto free = std::find(holder_.begin(), holder_.end(), kNone);
            give(roots[k], static_cast<int>(free - holder_.begin()));
        }
    }

    int colour(std::uint32_t root) const { return colour_[root]; }

private:
    void give(std::uint32_t root, int slot) {
        colour_[root] = static_cast<std::int8_t>(slot);
        holder_[static_cast<std::size_t>(slot)] = root;
    }
    void drop(std::uint32_t root) {
        if (colour_[root] < 0) return;
        holder_[static_cast<std::size_t>(colour_[root])] = kNone;
        colour_[root] = -1;
    }

    std::vector<std::uint32_t> parent_;
    std::vector<std::uint32_t> size_;
    std::vector<std::int8_t> colour_;  // by root
    std::array<std::uint32_t, kSetColours> holder_{};
};

// Follows the events of one carving and takes a picture after the events
// whose count is in `moments`.
class Recorder final : public CarveObserver {
public:
    Recorder(const Maze& maze, std::vector<std::size_t> moments, std::vector<CarvingStep>& out)
        : maze_(maze), width_(static_cast<std::uint32_t>(maze.width())), moments_(std::move(moments)), out_(out),
          state_(maze.region().gridSize(), State::Unvisited), walkAt_(maze.region().gridSize(), kNone),
          sets_(maze.region().gridSize()) {
        if (maze.region().grid() != GridKind::Square) tableNeighbours();
        takeDuePictures();
    }

    void operator()(const CarveEvent& e) override {
        apply(e);
        ++events_;
        takeDuePictures();
    }

    // The carving is over: every cell is in its place, nothing is drawn over it.
    void finish() {
        for (std::uint32_t i = 0; i < state_.size(); ++i) {
            if (maze_.region().containsIndex(i)) state_[i] = State::Done;
        }
        walker_ = huntRow_ = kNone;
        chamberCols_ = chamberRows_ = 0;
        picture();
    }

private:
    using K = CarveEvent::Kind;

    // The cell a passage leads to: a step on squares, the table on other grids.
    std::uint32_t across(std::uint32_t cell, std::uint8_t way) const {
        if (neighbours_.empty()) return stepIndex(cell, static_cast<Side>(way), width_);
        return neighbours_[cell * kWayRoom + way];
    }

    // Every cell's neighbour each way, once (teaching mode's mazes are small).
    void tableNeighbours() {
        withCells(maze_.region(), [this](const auto& cells) {
            using Cells = std::decay_t<decltype(cells)>;
            static_assert(Cells::kMaxWays <= kWayRoom);
            neighbours_.assign(std::size_t{cells.gridSize()} * kWayRoom, kNone);
            for (std::uint32_t i = 0; i < cells.gridSize(); ++i) {
                if (!cells.inside(i)) continue;
                for (const auto way : Cells::kAllWays) {
                    neighbours_[i * kWayRoom + static_cast<std::uint32_t>(way)] = cells.neighbour(i, way);
                }
            }
        });
    }

    void apply(const CarveEvent& e) {
        switch (e.kind) {
            case K::Carve:
            case K::Merge: sets_.unite(e.cell, across(e.cell, e.way)); break;
            case K::Build: break;  // the walls are read from the maze itself
            case K::Visit:
            case K::Pop: state_[e.cell] = State::Done; break;
            case K::Push: state_[e.cell] = State::Active; break;
            case K::Frontier: state_[e.cell] = State::Frontier; break;
            case K::Group: state_[e.cell] = State::Set; break;
            case K::Walk: walk(e.cell); break;
            case K::Walker: walker_ = e.cell; break;
            case K::Hunt: huntRow_ = e.cell; break;
            case K::Chamber:
                chamberCell_ = e.cell;
                chamberCols_ = e.width;
                chamberRows_ = e.height;
                forChamber([this](std::uint32_t i) { state_[i] = State::Pending; });
                break;
        }
    }

    // A loop-erased walk: stepping back onto the walk erases the loop just
    // closed. A walk that joined the maze (its cells are Done) is over.
    void walk(std::uint32_t cell) {
        if (!walk_.empty() && state_[walk_.back()] != State::Walk) {
            for (const std::uint32_t c : walk_) walkAt_[c] = kNone;
            walk_.clear();
        }
        if (walkAt_[cell] != kNone) {
            while (walk_.back() != cell) {
                state_[walk_.back()] = State::Unvisited;
                walkAt_[walk_.back()] = kNone;
                walk_.pop_back();
            }
            return;
        }
        walkAt_[cell] = static_cast<std::uint32_t>(walk_.size());
        walk_.push_back(cell);
        state_[cell] = State::Walk;
    }

    template <typename F>
    void forChamber(F f) const {
        for (std::uint32_t r = 0; r < chamberRows_; ++r) {
            for (std::uint32_t c = 0; c < chamberCols_; ++c) f(chamberCell_ + r * width_ + c);
        }
    }

    void takeDuePictures() {
        while (next_ < moments_.size() && moments_[next_] == events_) {
            picture();
            ++next_;
        }
    }

    void picture() {
        const Region& region = maze_.region();
        std::vector<std::uint32_t> roots;
        for (std::uint32_t i = 0; i < state_.size(); ++i) {
            if (state_[i] == State::Set) roots.push_back(sets_.find(i));
        }
        std::sort(roots.begin(), roots.end());
        roots.erase(std::unique(roots.begin(), roots.end()), roots.end());
        sets_.recolour(roots);

        CarvingStep step{maze_, std::vector<StepLook>(state_.size(), StepLook::Unvisited), events_, 0};
        for (std::uint32_t i = 0; i < state_.size(); ++i) {
            if (!region.containsIndex(i)) continue;
            step.looks[i] = look(i);
            step.cellsDone += state_[i] == State::Done || state_[i] == State::Set;
        }
        forChamber([&](std::uint32_t i) {
            if (state_[i] == State::Pending) step.looks[i] = StepLook::Chamber;
        });
        if (huntRow_ != kNone) {
            for (std::uint32_t i = huntRow_ * width_; i < (huntRow_ + 1) * width_; ++i) {
                if (region.containsIndex(i) && state_[i] == State::Unvisited) step.looks[i] = StepLook::Hunt;
            }
        }
        if (walker_ != kNone) step.looks[walker_] = StepLook::Walker;
        out_.push_back(std::move(step));
    }

    StepLook look(std::uint32_t i) {
        switch (state_[i]) {
            case State::Unvisited: return StepLook::Unvisited;
            case State::Done: return StepLook::Done;
            case State::Active: return StepLook::Active;
            case State::Frontier: return StepLook::Frontier;
            case State::Walk: return StepLook::Walk;
            case State::Pending: return StepLook::Pending;
            case State::Set: {
                const int colour = sets_.colour(sets_.find(i));
                return colour >= 0 ? setLook(colour) : StepLook::OtherSet;
            }
        }
        return StepLook::Unvisited;
    }

    static constexpr std::uint32_t kWayRoom = 9;  // ways out of a cell at most (a circle's)

    const Maze& maze_;
    std::uint32_t width_;
    std::vector<std::uint32_t> neighbours_;  // other grids: cell * kWayRoom + way
    std::vector<std::size_t> moments_;
    std::vector<CarvingStep>& out_;
    std::size_t next_ = 0;
    std::size_t events_ = 0;
    std::vector<State> state_;
    std::vector<std::uint32_t> walk_;
    std::vector<std::uint32_t> walkAt_;  // index in walk_, or kNone
    Sets sets_;
    std::uint32_t walker_ = kNone;
    std::uint32_t huntRow_ = kNone;
    std::uint32_t chamberCell_ = 0, chamberCols_ = 0, chamberRows_ = 0;
};

}  // namespace

void checkSteps(const PuzzleSpec& spec, long long count) {
    if (count < 1 || count > kMaxSteps) {
        throw InputError("steps", "expected 1 to " + std::to_string(kMaxSteps) + ", got " + std::to_string(count));
    }
    if (spec.region.cellCount() > kMaxStepCells) {
        throw InputError("steps", "a maze of " + std::to_string(spec.region.cellCount()) +
                                      " cells is too large to show step by step (at most " +
                                      std::to_string(kMaxStepCells) + ", e.g. 100x100)");
    }
    if (spec.braid > 0) {
        throw InputError("braid", "steps show how a perfect maze is carved; braiding is not carving, so leave it at 0");
    }
}

Puzzle stepState(const Puzzle& finished, const CarvingStep& step) {
    Maze walls = step.walls;
    for (const Door& door : finished.maze.doors()) walls.addDoor(door);
    return Puzzle{std::move(walls), finished.start,     finished.finish, {}, {}, finished.seed, finished.algorithm,
                  finished.braid,   finished.difficulty};
}

std::size_t countEvents(const PuzzleSpec& spec) {
    Maze maze(spec.region);
    Rng rng(spec.seed);
    EventCounter counter;
    spec.generator->carve(maze, rng, counter);
    return counter.count;
}

CarvingSteps recordSteps(const PuzzleSpec& spec, int count) {
    checkPuzzleSpec(spec);
    checkSteps(spec, count);
    CarvingSteps result;
    result.legend = spec.generator->legend();
    result.totalEvents = countEvents(spec);
    // Steps 1 .. N-1 after ceil(k * E / N) events; step N when it is over.
    std::vector<std::size_t> moments;
    const auto n = static_cast<std::size_t>(count);
    for (std::size_t k = 1; k < n; ++k) moments.push_back((k * result.totalEvents + n - 1) / n);

    Maze maze(spec.region);
    Rng rng(spec.seed);
    Recorder recorder(maze, std::move(moments), result.steps);
    spec.generator->carve(maze, rng, recorder);
    recorder.finish();
    return result;
}

}  // namespace mazesheet::core
