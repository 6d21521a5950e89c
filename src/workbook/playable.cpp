// SPDX-License-Identifier: MIT
#include "workbook/playable.hpp"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/topology/hex.hpp"
#include "workbook/a1.hpp"
#include "workbook/fact_cells.hpp"
#include "page/hex_bricks.hpp"
#include "page/looks.hpp"
#include "page/text_rules.hpp"

namespace mazesheet::workbook {

using page::PathMap;

namespace {

using core::CellPos;
using core::Side;

// Roles in the maze sheet's hidden role block (the units digit; +10 marks
// the way, written only with `reveal`).
constexpr int kMarkable = 1;
constexpr int kJointAcross = 2;  // an open wall block between two cells of a row (blocks style)
constexpr int kJointDown = 3;    // ... of a column
constexpr int kBrickRight = 4;   // a hex maze's brick: its right cell (kMarkable its left)
constexpr int kOnTheWay = 10;

// Summary cells on the Check sheet: labels in row 0, values in row 1.
enum Summary {
    kMarks,
    kStartDegree,
    kFinishDegree,
    kTwos,
    kBranches,
    kIsolated,
    kShort,
    kCrossings,
    kShortest,
    kCount
};
// Each summary's label, in the page's language.
constexpr page::WordKey kSummaryLabels[] = {"check-marks",    "check-start-neighbours", "check-finish-neighbours",
                                            "check-twos",     "check-branches",         "check-lone-marks",
                                            "check-loose-ends", "check-at-wall",        "check-shortest"};
static_assert(std::size(kSummaryLabels) == kCount, "a label for every column");
constexpr int kSummaryRow = 1;

std::string quoted(std::string_view text) {
    std::string out = "\"";
    for (const char c : text) {
        out += c;
        if (c == '"') out += '"';
    }
    return out + "\"";
}

// A facts maze's cell is marked by choosing its item with the mark in front
// (the cell's drop-down), so the item stays in view.
std::string markedItem(const std::string& ref) { return "LEFT(" + ref + ",1)=" + quoted(kFactMark); }

// Where things are: a maze cell on the sheet; its role, that many rows
// further down the maze sheet (hidden); and the Check sheet's blocks (each
// the shape of the maze's grid: degrees at the maze's own addresses, wall
// crossings and, with facts, marks further down).
struct Geometry {
    bool blocks = false;
    bool bricks = false;  // a hex maze: each cell a brick of two sheet cells, p's degree in its left one
    bool markBlock = false;  // marks counted from a block of 1s (facts, bricks), not by COUNTA
    int firstRow = 0;  // the maze's first row and column on the maze sheet
    int firstCol = 0;
    int gridRows = 0;
    int gridCols = 0;
    int roleOffset = 0;   // on the maze sheet
    int crossOffset = 0;  // on the Check sheet
    int markOffset = 0;

    int row(CellPos p) const { return firstRow + (blocks ? 2 * p.row + 1 : p.row); }
    int col(CellPos p) const { return firstCol + (blocks ? 2 * p.col + 1 : bricks ? page::brickCol(p) : p.col); }
};

// The judgement's parts for one maze, with their values before anything is
// marked (S and F hold their letters, so they count as marked).
class Judge {
public:
    Judge(const core::Puzzle& puzzle, const Geometry& geometry, std::string mazeSheet, std::string checkSheet,
          bool facts)
        : puzzle_(puzzle), maze_(puzzle.maze), g_(geometry), mazeSheet_(std::move(mazeSheet)),
          checkSheet_(std::move(checkSheet)), facts_(facts) {}

    bool markedNow(CellPos p) const { return p == puzzle_.start || p == puzzle_.finish; }
    bool endpoint(CellPos p) const { return markedNow(p); }

    std::vector<CellPos> across(CellPos p, bool open) const {
        std::vector<CellPos> out;
        if (g_.bricks) {
            const core::HexCells cells(maze_.region());
            const std::uint32_t i = maze_.region().index(p.col, p.row);
            for (const auto way : core::HexCells::kAllWays) {
                const std::uint32_t n = cells.neighbour(i, way);
                if (n != core::kNoCell && cells.isOpen(maze_, i, way) == open) out.push_back(maze_.region().position(n));
            }
            return out;
        }
        for (const Side side : core::kSides) {
            if (maze_.hasNeighbour(p, side) && maze_.isOpen(p, side) == open) out.push_back(core::step(p, side));
        }
        return out;
    }

    // Whether p is marked: anything typed in it (a brick: in either of its
    // cells); with facts, its item chosen with the mark (S and F are always
    // marked).
    std::string marked(CellPos p) const {
        const std::string ref = sheetRef(mazeSheet_, g_.row(p), g_.col(p));
        if (g_.bricks) {
            if (endpoint(p)) return "1=1";  // no bare TRUE: HyperFormula reads #NAME?
            return "LEN(" + ref + ")+LEN(" + sheetRef(mazeSheet_, g_.row(p), g_.col(p) + 1) + ")>0";
        }
        if (!facts_) return "LEN(" + ref + ")>0";
        return endpoint(p) ? "1=1" : markedItem(ref);
    }
    std::string unmarked(CellPos p) const {
        return facts_ || g_.bricks ? "NOT(" + marked(p) + ")"
                                   : "LEN(" + sheetRef(mazeSheet_, g_.row(p), g_.col(p)) + ")=0";
    }

    // How many marked cells p opens onto, when p is marked.
    Cell degree(CellPos p) const {
        std::string sum = "0";
        int now = 0;
        for (const CellPos q : across(p, true)) {
            sum += "+(" + marked(q) + ")";
            now += markedNow(q);
        }
        const std::string formula = "IF(" + unmarked(p) + ",0," + sum + ")";
        return Cell::formulaNumber(g_.col(p), kDefaultFormat, formula, markedNow(p) ? now : 0);
    }
    int degreeNow(CellPos p) const {
        if (!markedNow(p)) return 0;
        int n = 0;
        for (const CellPos q : across(p, true)) n += markedNow(q);
        return n;
    }

    int needed(CellPos p) const { return endpoint(p) ? 1 : 2; }

    // A loose end: a marked cell with fewer marked neighbours than a way
    // needs (S and F one, the others two).
    std::string loose(CellPos p) const {
        return "AND(" + marked(p) + "," + cellRef(g_.row(p), g_.col(p)) + "<" + std::to_string(needed(p)) + ")";
    }
    bool looseNow(CellPos p) const { return markedNow(p) && degreeNow(p) < needed(p); }

    // 1 when p is a loose end with another loose end on the other side of
    // one of its walls: the marks would join there if the wall were open.
    // Nothing when p has no inner wall.
    std::optional<Cell> crossing(CellPos p) const {
        const auto walled = across(p, false);
        if (walled.empty()) return std::nullopt;
        std::string otherSide;
        for (const CellPos q : walled) otherSide += (otherSide.empty() ? "" : ",") + loose(q);
        const std::string formula = "IF(AND(" + loose(p) + ",OR(" + otherSide + ")),1,0)";
        return Cell::formulaNumber(g_.col(p), kDefaultFormat, formula, crossingNow(p));
    }
    int crossingNow(CellPos p) const {
        const auto walled = across(p, false);
        return looseNow(p) && std::any_of(walled.begin(), walled.end(), [&](CellPos q) { return looseNow(q); });
    }

    std::string summary(Summary which, bool absolute = true) const {
        return sheetRef(checkSheet_, kSummaryRow, static_cast<int>(which), absolute);
    }
    std::string local(Summary which) const { return cellRef(kSummaryRow, static_cast<int>(which), true); }

private:
    const core::Puzzle& puzzle_;
    const core::Maze& maze_;
    Geometry g_;
    std::string mazeSheet_;
    std::string checkSheet_;
    bool facts_ = false;
};

std::vector<CellPos> cellsOf(const core::Maze& maze) {
    std::vector<CellPos> cells;
    for (int r = 0; r < maze.height(); ++r) {
        for (int c = 0; c < maze.width(); ++c) {
            if (maze.contains({c, r})) cells.push_back({c, r});
        }
    }
    return cells;
}

// In order: solved; nothing marked; branches or lone marks; every loose end
// faces another across a wall (the marks go through walls); a longer way
// (braided mazes); anything else is a way not finished yet.
std::string verdictFormula(const Judge& judge, const page::Texts& texts) {
    const std::string m = judge.summary(kMarks);
    const std::string s = judge.summary(kStartDegree);
    const std::string f = judge.summary(kFinishDegree);
    const std::string twos = judge.summary(kTwos);
    const std::string crossings = judge.summary(kCrossings);
    const std::string aWay = "AND(" + s + "=1," + f + "=1," + twos + "=" + m + "-2)";
    return "IF(AND(" + aWay + "," + m + "=" + judge.summary(kShortest) + ")," + quoted(texts["verdict-solved"]) + ",IF(" + m +
           "<=2," + quoted(texts["verdict-empty"]) + ",IF(" + judge.summary(kBranches) + "+" + judge.summary(kIsolated) +
           ">0," + quoted(texts["verdict-extra"]) + ",IF(AND(" + crossings + ">0," + crossings + "=" +
           judge.summary(kShort) + ")," + quoted(texts["verdict-wall"]) + ",IF(" + aWay + "," +
           quoted(texts["verdict-shorter"]) + "," + quoted(texts["verdict-go-on"]) + ")))))";
}

}  // namespace

void checkPlayable(const core::Region& region) {
    if (region.cellCount() > kMaxPlayableCells) {
        throw core::InputError("playable", "a maze of " + std::to_string(region.cellCount()) +
                                               " cells is too large to play in a spreadsheet (at most " +
                                               std::to_string(kMaxPlayableCells) + ", e.g. 100x100)");
    }
}

std::size_t longestVerdict(const page::Texts& texts) {
    using page::textChars;
    return std::max({textChars(texts["verdict-empty"]), textChars(texts["verdict-solved"]), textChars(texts["verdict-wall"]),
                     textChars(texts["verdict-extra"]), textChars(texts["verdict-shorter"]), textChars(texts["verdict-go-on"])});
}

namespace {

using CheckRows = std::map<int, std::vector<Cell>>;

// The Check sheet's blocks for every cell (a row per maze row): its degree,
// its crossing, its role (and in the blocks style the open wall blocks'
// roles), and with facts whether it is marked; and what the counts over
// them are while nothing is marked.
struct CheckBlocks {
    CheckRows rows;
    CheckRows hidden;  // the maze sheet's hidden rows: the roles
    int twos = 0, threes = 0, ones = 0, crossings = 0, looseEnds = 0;
};

CheckBlocks checkBlocks(const core::Puzzle& puzzle, const Geometry& g, const Judge& judge,
                        const std::vector<CellPos>& cells, bool reveal, int markOffset) {
    const core::Maze& maze = puzzle.maze;
    const PathMap way(puzzle);
    CheckBlocks blocks;
    const auto put = [&blocks](int row, Cell cell) { blocks.rows[row].push_back(std::move(cell)); };
    const auto hide = [&blocks](int row, Cell cell) { blocks.hidden[row].push_back(std::move(cell)); };
    for (const CellPos p : cells) {
        put(g.row(p), judge.degree(p));
        const int d = judge.degreeNow(p);
        blocks.twos += d == 2;
        blocks.threes += d >= 3;
        blocks.ones += d >= 1;
        if (auto cross = judge.crossing(p)) put(g.crossOffset + g.row(p), std::move(*cross));
        blocks.crossings += judge.crossingNow(p);
        blocks.looseEnds += judge.looseNow(p);
        if (judge.endpoint(p)) continue;
        const int onTheWay = reveal && way.visits(p) ? kOnTheWay : 0;
        hide(g.roleOffset + g.row(p), Cell::numberCell(g.col(p), kDefaultFormat, kMarkable + onTheWay));
        if (g.bricks) hide(g.roleOffset + g.row(p), Cell::numberCell(g.col(p) + 1, kDefaultFormat, kBrickRight + onTheWay));
    }
    if (g.blocks) {  // the open wall blocks between cells, coloured when both cells are marked
        for (const CellPos p : cells) {
            for (const Side side : {Side::East, Side::South}) {
                if (!maze.hasNeighbour(p, side) || !maze.isOpen(p, side)) continue;
                const bool east = side == Side::East;
                const bool used = east ? way.usesEast(p) : way.usesSouth(p);
                const int role = (east ? kJointAcross : kJointDown) + (reveal && used ? kOnTheWay : 0);
                hide(g.roleOffset + g.row(p) + (east ? 0 : 1), Cell::numberCell(g.col(p) + (east ? 1 : 0), kDefaultFormat, role));
            }
        }
    }
    // Facts and bricks: a block of 1 for each marked cell (S and F too),
    // summed; a sum over a range of LEFT()s would need array evaluation,
    // which gnumeric does not give SUMPRODUCT in a .xlsx, and COUNTA would
    // count a brick marked in both its cells twice.
    if (g.markBlock) {
        for (const CellPos p : cells) {
            put(markOffset + g.row(p), Cell::formulaNumber(g.col(p), kDefaultFormat, "IF(" + judge.marked(p) + ",1,0)",
                                                           judge.markedNow(p) ? 1 : 0));
        }
    }
    return blocks;
}

// The Check sheet's summary row: the counts the verdict reads, as formulas
// over the blocks, with their values while nothing is marked; and whether
// that counts as solved (never, but for a maze of S and F alone).
struct SummaryRow {
    std::vector<Cell> cells;
    bool solvedNow = false;
};

SummaryRow summaryOf(const core::Puzzle& puzzle, const Geometry& g, const Judge& judge, const CheckBlocks& blocks,
                  const std::string& mazeSheet, int markOffset) {
    const int sDegree = judge.degreeNow(puzzle.start);
    const int fDegree = judge.degreeNow(puzzle.finish);
    const std::string degrees = cellRef(g.firstRow, g.firstCol, true) + ":" +
                                cellRef(g.firstRow + g.gridRows - 1, g.firstCol + g.gridCols - 1, true);
    const std::string crossRange = cellRef(g.crossOffset + g.firstRow, g.firstCol, true) + ":" +
                                   cellRef(g.crossOffset + g.firstRow + g.gridRows - 1,
                                           g.firstCol + g.gridCols - 1, true);
    const std::string mazeRange = sheetRef(mazeSheet, g.firstRow, g.firstCol, true) + ":" +
                                  cellRef(g.firstRow + g.gridRows - 1, g.firstCol + g.gridCols - 1, true);
    const std::string markRange = cellRef(markOffset + g.firstRow, g.firstCol, true) + ":" +
                                  cellRef(markOffset + g.firstRow + g.gridRows - 1, g.firstCol + g.gridCols - 1, true);
    const std::string S = judge.local(kStartDegree), F = judge.local(kFinishDegree), M = judge.local(kMarks);
    const auto atLeast = [](const std::string& ref, int n) { return "(" + ref + ">=" + std::to_string(n) + ")"; };
    const int marksNow = 2;
    const int n2 = blocks.twos - (sDegree == 2) - (fDegree == 2);
    const int branchesNow = blocks.threes - (sDegree >= 3) - (fDegree >= 3) + (sDegree >= 2) + (fDegree >= 2);
    const int isolatedNow = marksNow - 2 - (blocks.ones - (sDegree >= 1) - (fDegree >= 1));
    SummaryRow summary;
    summary.cells = {
        Cell::formulaNumber(kMarks, kDefaultFormat, g.markBlock ? "SUM(" + markRange + ")" : "COUNTA(" + mazeRange + ")",
                            marksNow),
        Cell::formulaNumber(kStartDegree, kDefaultFormat, cellRef(g.row(puzzle.start), g.col(puzzle.start)), sDegree),
        Cell::formulaNumber(kFinishDegree, kDefaultFormat, cellRef(g.row(puzzle.finish), g.col(puzzle.finish)), fDegree),
        Cell::formulaNumber(kTwos, kDefaultFormat, "COUNTIF(" + degrees + ",2)-(" + S + "=2)-(" + F + "=2)", n2),
        Cell::formulaNumber(kBranches, kDefaultFormat,
                            "COUNTIF(" + degrees + ",\">=3\")-" + atLeast(S, 3) + "-" + atLeast(F, 3) + "+" +
                                atLeast(S, 2) + "+" + atLeast(F, 2),
                            branchesNow),
        Cell::formulaNumber(kIsolated, kDefaultFormat,
                            M + "-2-(COUNTIF(" + degrees + ",\">=1\")-" + atLeast(S, 1) + "-" + atLeast(F, 1) + ")",
                            isolatedNow),
        Cell::formulaNumber(kShort, kDefaultFormat,
                            "(" + S + "<1)+(" + F + "<1)+" + M + "-2-(COUNTIF(" + degrees + ",\">=2\")-" + atLeast(S, 2) +
                                "-" + atLeast(F, 2) + ")",
                            blocks.looseEnds),
        Cell::formulaNumber(kCrossings, kDefaultFormat, "SUM(" + crossRange + ")", blocks.crossings),
        Cell::numberCell(kShortest, kDefaultFormat, static_cast<double>(puzzle.metrics.solutionLength)),
    };
    summary.solvedNow = sDegree == 1 && fDegree == 1 && n2 == marksNow - 2 &&
                        marksNow == static_cast<int>(puzzle.metrics.solutionLength);
    return summary;
}

// Marks, the way (shown by the teacher), and in the blocks style the open
// wall blocks between two marked cells, all keyed by the role block.
void addMarkRules(PlayableMaze& play, const Geometry& g, const page::PageSettings& settings, FormatTable& formats,
                  bool facts) {
    const page::Texts& t = settings.texts;
    CellFormat markFill;
    markFill.fill = settings.colours.marked;
    CellFormat revealFill;
    revealFill.fill = settings.colours.revealed;
    const Range mazeCells{g.firstRow, g.firstCol, g.firstRow + g.gridRows - 1, g.firstCol + g.gridCols - 1};
    const std::string here = cellRef(g.firstRow, g.firstCol);
    const std::string roleCode = cellRef(g.roleOffset + g.firstRow, g.firstCol);
    const std::string role = "MOD(" + roleCode + ",10)";
    const auto near = [&](int dr, int dc) {
        const std::string ref = cellRef(g.firstRow + dr, g.firstCol + dc);
        if (!facts) return "LEN(" + ref + ")>0";
        return "OR(" + markedItem(ref) + ",EXACT(" + ref + "," + quoted(t["start-mark"]) + "),EXACT(" + ref + "," +
               quoted(t["finish-mark"]) + "))";
    };
    if (play.reveal) {
        play.rules.push_back({mazeCells,
                              "AND(" + cellRef(play.revealRow, play.revealCol, true) + "=" + quoted(t["reveal-yes"]) + "," +
                                  roleCode + ">=" + std::to_string(kOnTheWay) + ")",
                              formats.intern(revealFill)});
        play.validations.push_back({{play.revealRow, play.revealCol, play.revealRow, play.revealCol},
                                    {std::string(t["reveal-no"]), std::string(t["reveal-yes"])},
                                    {}});
    }
    const FormatId mark = formats.intern(markFill);
    if (g.bricks) {  // both cells of a brick marked in either
        const std::string right = cellRef(g.firstRow, g.firstCol + 1);
        const std::string left = cellRef(g.firstRow, g.firstCol - 1);
        play.rules.push_back({mazeCells,
                              "AND(" + role + "=" + std::to_string(kMarkable) + ",LEN(" + here + ")+LEN(" + right + ")>0)",
                              mark});
        play.rules.push_back({mazeCells,
                              "AND(" + role + "=" + std::to_string(kBrickRight) + ",LEN(" + left + ")+LEN(" + here + ")>0)",
                              mark});
        return;
    }
    const std::string markedHere = facts ? markedItem(here) : "LEN(" + here + ")>0";
    play.rules.push_back({mazeCells, "AND(" + markedHere + "," + role + "=" + std::to_string(kMarkable) + ")", mark});
    if (g.blocks) {
        play.rules.push_back(
            {mazeCells, "AND(" + role + "=" + std::to_string(kJointAcross) + "," + near(0, -1) + "," + near(0, 1) + ")", mark});
        play.rules.push_back(
            {mazeCells, "AND(" + role + "=" + std::to_string(kJointDown) + "," + near(-1, 0) + "," + near(1, 0) + ")", mark});
    }
}

// Facts: each cell's two choices, a hidden row each below the roles on the
// maze sheet: its item, and the item marked. Every cell has the same two,
// true item or false. Returns the last hidden row.
int addFactChoices(PlayableMaze& play, CheckRows& hidden, const core::Puzzle& puzzle, const Geometry& g,
                   const Judge& judge, const std::vector<CellPos>& cells, const FactCells& facts, int lastHidden) {
    int row = lastHidden + 2;
    for (const CellPos p : cells) {
        if (judge.endpoint(p)) continue;
        const std::string item = facts.text(puzzle, p);
        hidden[row].push_back(Cell::textCell(0, kDefaultFormat, item));
        hidden[row].push_back(Cell::textCell(1, kDefaultFormat, std::string(kFactMark) + " " + item));
        play.validations.push_back({{g.row(p), g.col(p), g.row(p), g.col(p)},
                                    {},
                                    cellRef(row, 0, true) + ":" + cellRef(row, 1, true)});
        lastHidden = row++;
    }
    return lastHidden;
}

}  // namespace

PlayableMaze planPlayable(const core::Puzzle& puzzle, const page::PageLayout& layout,
                          const page::PageSettings& settings, FormatTable& formats, const std::string& mazeSheet,
                          const std::string& checkSheet, bool reveal, const FactCells* facts) {
    const page::MazePlace& place = layout.maze();
    Geometry g;
    g.blocks = settings.style == page::Style::Blocks;
    g.bricks = puzzle.maze.region().grid() == core::GridKind::Hex;
    if (g.bricks && facts != nullptr) throw std::logic_error("planPlayable: a hex maze's bricks take no facts");
    g.markBlock = facts != nullptr || g.bricks;
    g.firstRow = place.firstRow;
    g.firstCol = place.firstCol;
    g.gridRows = place.gridRows;
    g.gridCols = place.gridCols;
    // The hidden rows start a row below the teacher's switch (below the page).
    const int firstHidden = layout.lastRow + 3;
    g.roleOffset = firstHidden - g.firstRow;
    g.crossOffset = place.gridRows + 2;
    g.markOffset = 2 * (place.gridRows + 2);
    const int markOffset = g.markOffset;
    const Judge judge(puzzle, g, mazeSheet, checkSheet, facts != nullptr);
    const std::vector<CellPos> cells = cellsOf(puzzle.maze);

    // The Check sheet and the maze sheet's hidden rows, made up front (a
    // playable maze is small).
    CheckBlocks blocks = checkBlocks(puzzle, g, judge, cells, reveal, markOffset);
    SummaryRow summary = summaryOf(puzzle, g, judge, blocks, mazeSheet, markOffset);

    PlayableMaze play;
    play.reveal = reveal;
    play.verdictRow = layout.verdict.row;
    play.verdictCol = layout.verdict.col;
    play.revealRow = layout.lastRow + 1;
    play.revealCol = layout.lastCol;
    play.verdictFormula = verdictFormula(judge, settings.texts);
    const page::Texts& t = settings.texts;
    play.verdictNow = summary.solvedNow ? t["verdict-solved"] : t["verdict-empty"];
    addMarkRules(play, g, settings, formats, facts != nullptr);

    SheetPlan& check = play.checkSheet;
    check.name = checkSheet;
    check.hidden = true;
    check.page.paper = layout.paper;
    check.rowCount = g.firstRow + (g.markBlock ? markOffset : g.crossOffset) + g.gridRows;
    check.cellsHint = 3.0 * static_cast<double>(cells.size());
    std::vector<Cell> labels;
    for (int k = 0; k < kCount; ++k) {
        labels.push_back(Cell::textCell(k, kDefaultFormat, t[kSummaryLabels[k]]));
    }
    CheckRows& rows = blocks.rows;
    int lastHidden = g.roleOffset + g.firstRow + g.gridRows - 1;
    if (facts) lastHidden = addFactChoices(play, blocks.hidden, puzzle, g, judge, cells, *facts, lastHidden);
    rows[0] = std::move(labels);
    rows[kSummaryRow] = std::move(summary.cells);
    const auto byColumn = [](const Cell& a, const Cell& b) { return a.col < b.col; };
    for (auto& [row, list] : rows) std::sort(list.begin(), list.end(), byColumn);
    for (auto& [row, list] : blocks.hidden) std::sort(list.begin(), list.end(), byColumn);
    play.hiddenRows = std::move(blocks.hidden);
    play.firstHiddenRow = firstHidden;
    play.lastHiddenRow = lastHidden;
    auto shared = std::make_shared<const CheckRows>(std::move(rows));
    check.rows = [shared](int index, Row& out) {
        const auto found = shared->find(index);
        if (found != shared->end()) out.cells = found->second;
    };
    return play;
}

}  // namespace mazesheet::workbook
