// SPDX-License-Identifier: MIT
#pragma once
// Playable maze sheets: a student types any character into the cells of
// their way from S to F (the only unlocked cells of the protected sheet),
// conditional formatting colours the marks, and a formula judges them.
//
// The judgement rests on the maze's topology only. A hidden "Check" sheet
// holds, for each maze cell, the number of marked cells it opens onto
// (counted only when it is marked itself; S and F count as marked: their
// letters are in the cells). Let X be the marked cells with S and F, and L
// the length of a shortest way (cells, S and F included). The sheet says
// "Solved!" exactly when S and F have one marked neighbour each, every other
// marked cell has two, and |X| = L. Why that is exact:
//   - Those degrees make X a path from S to F plus cycles apart from it (in
//     the passages between marked cells, S lies on a component whose cells
//     have at most two neighbours: a path; its other end has one neighbour,
//     so it is F; every other component has all degrees 2: a cycle).
//   - The path has at least L cells, so |X| = L leaves no room for cycles
//     and makes the path a shortest one.
//   - Every shortest way passes: it has exactly L cells, and a shortest path
//     has no passage between two of its cells that are not consecutive (that
//     would be a shortcut), so the degrees are 1, 2, ..., 2, 1.
// In a perfect maze (a tree) there are no cycles and one way, so this is
// "the marks are exactly the way". In a braided maze a longer correct way
// gets "a shorter way exists" (when no passage joins two of its cells that
// it does not take: marks are cells, so such a shortcut reads as a branch,
// and the student is told to take marks away).
//
// The other verdicts are hints from the same counts: nothing marked yet; a
// marked cell with three or more marked neighbours, or none (extra marks);
// every loose end (a marked cell with fewer marked neighbours than a way
// needs) faces another loose end across a wall (the marks go through a
// wall); otherwise the way is not finished yet. On square cells a gap of
// one cell never looks like a wall crossing (its two ends are two steps
// apart, never neighbours); on a hex grid three cells can meet at a point,
// and a gap whose two ends touch across a wall does read as marks through
// that wall.
//
// A hex maze's cell is a brick of two sheet cells (page/hex_bricks.hpp):
// it is marked when either of them holds anything, both turn blue, and
// the Check sheet counts marked bricks from a block of 1s (COUNTA would
// count a brick marked in both cells twice) and their marked neighbours
// over the six ways.
//
// With `reveal`, the workbook carries the answer anyway (the teacher's
// answer key), and a drop-down "no / yes" below the printed page colours the
// way through conditional formatting; without it (the students' copy) neither
// the drop-down nor any cell tells which cells are on the way.
//
// The colouring rules and the facts' drop-downs read only their own sheet:
// a cell's role (a mark, an open wall block, on the way) and a facts cell's
// two choices stand in hidden rows below the maze sheet's page. A rule or a
// drop-down naming another sheet is refused by Excel 2007 and stored by
// later Excels in an extension list that other readers skip; a defined name
// would still leave a drop-down's choices on a hidden sheet, which Google
// Sheets is reported to drop. Hidden rows of a protected sheet stay hidden.
#include <map>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/settings.hpp"
#include "workbook/plan.hpp"

namespace mazesheet::workbook {

struct PlayableMaze {
    bool reveal = false;
    int verdictRow = 0;  // on the maze sheet
    int verdictCol = 0;
    int revealRow = 0;   // the teacher's drop-down (with `reveal`)
    int revealCol = 0;
    std::string verdictFormula;
    std::string verdictNow;  // its value before anything is marked
    std::vector<ConditionalFormat> rules;
    std::vector<Validation> validations;
    // The maze sheet's rows below the page that the rules and drop-downs
    // read, by row; rows firstHiddenRow..lastHiddenRow are hidden.
    std::map<int, std::vector<Cell>> hiddenRows;
    int firstHiddenRow = 0;
    int lastHiddenRow = -1;
    SheetPlan checkSheet;  // hidden
};

// Facts mazes (--facts): each maze cell holds its item, and the student
// marks it by choosing, from the cell's drop-down, the item with this mark
// in front ("✔ 7×8=56"); nothing else can be typed there, so the item stays
// in view. A cell is marked when its text starts with the mark. The two
// choices of each cell stand in the maze sheet's hidden rows; true and false
// cells have the same formats, drop-downs and formulas (the sheet shows no
// answer).
inline constexpr char kFactMark[] = "\u2714";  // ✔, three bytes of UTF-8

class FactCells;

// Throws core::InputError("playable") for a maze too large to judge by
// formulas quickly (over kMaxPlayableCells cells).
void checkPlayable(const core::Region& region);
inline constexpr std::size_t kMaxPlayableCells = 10'000;

// The formulas, rules and Check sheet for a maze sheet called `mazeSheet`.
// The puzzle must outlive the plan.
PlayableMaze planPlayable(const core::Puzzle& puzzle, const page::PageLayout& layout,
                          const page::PageSettings& settings, FormatTable& formats, const std::string& mazeSheet,
                          const std::string& checkSheet, bool reveal, const FactCells* facts = nullptr);

// The longest verdict, for sizing the caption row.
std::size_t longestVerdict(const page::Texts& texts);

}  // namespace mazesheet::workbook
