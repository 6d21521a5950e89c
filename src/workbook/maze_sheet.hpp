// SPDX-License-Identifier: MIT
#pragma once
// Plans one maze sheet (a maze, or its solution) on a page layout: the
// heading, the maze in either style, the door marks, the caption, the page
// setup and the defined names Maze, Start and Finish.
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/looks.hpp"
#include "page/texts.hpp"
#include "workbook/plan.hpp"
#include "workbook/playable.hpp"

namespace mazesheet::workbook {

class FactCells;

enum class SheetRole { Maze, HiddenSolution, PrintedSolution };

// The page role a sheet role prints as.
constexpr page::PageRole pageRole(SheetRole role) {
    return role == SheetRole::Maze ? page::PageRole::Maze : page::PageRole::Answer;
}

// The cell formats a maze sheet uses, made once per workbook and layout.
class MazeFormats {
public:
    MazeFormats(FormatTable& table, const CellFormat& plain, const page::PageSettings& settings,
                const page::PageLayout& layout);
    FormatId border(int lookKey) const { return border_[static_cast<std::size_t>(lookKey)]; }
    // border() for every look key, for a loop over a row's cells.
    std::span<const FormatId> borders() const { return border_; }
    FormatId block(int kind) const { return block_[static_cast<std::size_t>(kind)]; }
    FormatId title, infoLeft, infoRight, caption, label, footerLeft, footerCentre, footerRight;
    FormatId startArrow, finishArrow;
    FormatId startLetter, finishLetter;  // the S or F beside a door's arrow
    // Playable sheets: maze cells that take marks, the verdict, the teacher's switch.
    FormatId openCell, verdict, revealLabel, revealValue;
    FormatId borderUnlocked(int lookKey) const { return borderUnlocked_[static_cast<std::size_t>(lookKey)]; }

private:
    std::vector<FormatId> border_;
    std::vector<FormatId> borderUnlocked_;
    std::vector<FormatId> block_;
};

// Colours of a sheet's own for the maze's cells (teaching mode's step
// sheets): the format of each maze cell or block, given the look the maze
// sheet would give it.
class CellPaint {
public:
    virtual ~CellPaint() = default;
    // Borders style: maze cell p.
    virtual FormatId cell(core::CellPos p, const page::BorderLook& look) const = 0;
    // A hex maze: the left or right cell of hexagon p's brick.
    virtual FormatId brick(core::CellPos p, bool right) const = 0;
    // Blocks style: an Open block (a cell or the passage between two), or
    // the Start or Finish block; nothing leaves an open block unwritten.
    virtual std::optional<FormatId> block(int x, int y, page::Block kind) const = 0;
};

// One maze on a sheet: its puzzle, where it stands, and what is drawn over it.
struct SheetMaze {
    const core::Puzzle* puzzle = nullptr;  // must outlive the plan
    std::size_t place = 0;                 // index into the layout's mazes
    std::string label = {};                // above it, when several mazes share the sheet
    std::string nameSuffix = {};           // of its defined names: "" or "_2"
    // Solution sheets: the route line, or nothing to shade the path instead.
    std::optional<Picture> route = std::nullopt;
};

// What planMazeSheet plans a sheet from; filled by name (a field left out
// is none of it).
struct MazeSheetInput {
    std::vector<SheetMaze> mazes = {};
    std::string name = {};  // the sheet's name
    SheetRole role = SheetRole::Maze;
    std::shared_ptr<const page::PageLayout> layout = nullptr;
    page::PageTexts texts = {};
    MazeFormats formats;  // always given
    std::shared_ptr<const page::PageSettings> settings = nullptr;
    // Playable maze sheets (one maze): the verdict, rules and the teacher's switch.
    std::shared_ptr<const PlayableMaze> play = nullptr;
    // Teaching mode's step sheets: the cells' colours, and the rows of the
    // legend (layout->captionRows of them) in place of the caption.
    std::shared_ptr<const CellPaint> paint = nullptr;
    std::vector<std::vector<Cell>> legend = {};
    // Facts mazes: the items in the maze's cells (workbook/fact_cells.hpp).
    std::shared_ptr<const FactCells> facts = nullptr;
};

// The solution sheets' route line over the maze at `place` (nothing: shade
// the path), made once and shared by a maze's solution sheet and answer key.
std::optional<Picture> solutionRoute(const core::Puzzle& puzzle, const page::PageLayout& layout,
                                     const page::MazePlace& place, const page::PageSettings& settings);

SheetPlan planMazeSheet(MazeSheetInput input);

// Warnings about printing the layout from a spreadsheet: below these scales
// LibreOffice and Excel give up fitting to one page.
std::vector<std::string> printScaleWarnings(const page::PageLayout& layout);

// Below this fit-to-page scale LibreOffice gives up and prints on several
// pages (measured: a maze needing 6 % printed at 6 % on 2 pages).
inline constexpr double kLibreOfficeMinScale = 0.12;

}  // namespace mazesheet::workbook
