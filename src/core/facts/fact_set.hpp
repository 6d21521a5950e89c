// SPDX-License-Identifier: MIT
#pragma once
// Sets of facts for a maze's cells: true items for the route, false ones for
// every other cell ("7×8=56" and "7×8=54", "because" and "becuase"). The
// built-in sets are one table (fact_sets.cpp): a family of sets per row,
// each family's items made in its own file (sums.cpp, tables.cpp,
// numbers.cpp) and every item checked by evaluating it (statements.hpp). A
// teacher's own set is read from text (fact_file.cpp).
#include <cstddef>
#include <memory>
#include <string>
#include <utility>
#include <string_view>
#include <vector>

#include "core/region.hpp"

namespace mazesheet::core {

struct FactSet {
    std::string name;         // "times-7", or the file's path
    // One line telling the student what to follow, in English for a
    // built-in set with {n} standing for `number` (pages translate it
    // first: "Follow the multiples of {n} from S to F."), or a teacher's own.
    std::string instruction;
    int number = 0;  // a built-in set's number (multiples-7: 7); 0 for none
    // Distinct items; no item is in both lists.
    std::vector<std::string> trueItems;
    std::vector<std::string> falseItems;
    // A teacher's file, which must hold enough items (checkFactSupply);
    // a built-in set repeats its items on a maze with more cells than it
    // has items (see dealFacts).
    bool fromFile = false;
};

// Facts must be legible in print: at least about 3.5 mm high, a cell
// holding up to two lines ("12×12=" over "144"). That needs cells of about
// 15 mm, and the printable area of A4 and Letter with the heading (about
// 185 x 227 mm at the least) holds 12 x 15 of them. A maze's bounding grid
// with facts is kept to that, either way round.
inline constexpr int kFactsMaxShortSide = 12;
inline constexpr int kFactsMaxLongSide = 15;
// The size a facts maze gets when none is given: cells of about 23 mm on
// A4 portrait, room for a long word.
inline constexpr int kFactsDefaultWidth = 8;
inline constexpr int kFactsDefaultHeight = 10;
// A teacher's item: one line of at most this many characters.
inline constexpr std::size_t kMaxItemChars = 40;
// A teacher's file: at most this many bytes.
inline constexpr std::size_t kMaxFactFileBytes = 1 << 20;

// The built-in set called `name` ("times-7", "add-20"), made now (every item
// evaluated), or null if there is none of that name.
std::shared_ptr<const FactSet> builtInFactSet(std::string_view name);

// Every built-in set's name and a line describing it, in the table's order.
struct FactSetName {
    std::string name;
    std::string description;
};
std::vector<FactSetName> builtInFactSetNames();
// "add-10, add-20, ..., times, times-2, ..." for messages: the families
// with a number once, as "times-N".
std::string factSetFamilies();

// A teacher's set from the text of a fact file (docs/FACTS.md): sections
// [true] and [false] of an item a line, an optional [instruction] line,
// '#' comments, blank lines, a UTF-8 byte-order mark at the start. Throws
// InputError("facts") naming the line for anything else.
FactSet readFactSet(std::string_view text, std::string name);

// Throws InputError for a region too large for legible facts
// (InputError(region.input())), or a teacher's set with too few items for
// the region's cells (InputError("facts"), saying how many are needed).
void checkFactSupply(const Region& region, const FactSet& set);
// The most cells a maze may have for `set`'s items (a teacher's file: a
// true item for every 8 cells, a false one for every 4); 0: no limit.
std::size_t mostFactCells(const FactSet& set);
// The largest width x height (most cells; of those the shape nearest the
// given one) of at most `width` by `height` and `cells` cells.
std::pair<int, int> largestWithin(int width, int height, std::size_t cells);

}  // namespace mazesheet::core
