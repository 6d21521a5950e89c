// SPDX-License-Identifier: MIT
#pragma once
// How the facts' items sit in a maze's cells, for every output format: one
// text size for the whole maze (sums in a dozen sizes would read as a hint
// which ones the program found long), the largest at which every item fits
// its cell, each on one line or, where that fits better, broken in two
// before its '=' (or '<', '>') or at its middle space:
//
//     12×12=144   ->   12×12
//                      =144
//
// Sizes are estimates from character counts (no font here): a character is
// taken as kFactCharEm of the text size wide, a generous average for digits,
// signs and the letters of the built-in and teachers' sets.
#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "core/facts/fact_set.hpp"

namespace mazesheet::page {

inline constexpr double kFactCharEm = 0.6;    // a character's width, in ems
inline constexpr double kFactLineEm = 1.15;   // a line's height, in ems
inline constexpr double kFactRoom = 0.84;     // the share of a cell's side text may use
inline constexpr double kFactMostEm = 0.45;   // one line is at most this share of the cell's height

// An item as printed: one line (second empty) or two.
struct FactLines {
    std::string first;
    std::string second;
    bool twoLines() const { return !second.empty(); }
};

// The one size for a maze whose cells are `cellPt` square: the largest at
// which every item of `items` fits (one line or two). In the same units as
// `cellPt` (design points, or printed points if given printed ones).
double factTextPt(std::span<const std::string_view> items, double cellPt);

// factTextPt a tenth of a point down: the size every writer draws (a
// workbook keeps a short number) and the command line sizes mazes by.
double factPrintPt(std::span<const std::string_view> items, double cellPt);

// The size for every maze of `set` in cells of `cellPt`: factPrintPt over
// all the set's items, not only those one maze drew, so that every maze of
// a class set prints them alike, at the size the command line chose the
// maze's size by (page/fact_size.hpp).
double factSetTextPt(const core::FactSet& set, double cellPt);

// How `item` prints at `textPt` in a cell of `cellPt`: on one line if it
// fits, else broken in two (where that is possible at all).
FactLines factLines(std::string_view item, double textPt, double cellPt);

}  // namespace mazesheet::page
