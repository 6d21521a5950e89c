#pragma once
// Plans one maze sheet (a maze, or its solution) as page data: the heading,
// the maze in either style, the caption, the page setup and the defined
// names Maze, Start and Finish.
#include <memory>
#include <optional>
#include <string>
#include <span>
#include <vector>

#include "core/puzzle.hpp"
#include "page/layout.hpp"
#include "page/looks.hpp"
#include "page/plan.hpp"
#include "page/playable.hpp"

namespace mazesheet::page {

enum class SheetRole { Maze, HiddenSolution, PrintedSolution };

// The words on a sheet; none depends on the layout, so the layout can be
// sized to them.
struct SheetTexts {
    std::string title;
    std::string infoLeft;
    std::string infoRight;
    std::string caption;
    std::string footerLeft;
    std::string footerCentre;
    std::string footerRight;
};

// Maze `index` (0-based) of `count`.
SheetTexts sheetTexts(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const PageSettings& settings,
                      SheetRole role);

// Room the heading needs: the longer of the maze's and the solution's texts,
// so both sheets share one layout and the maze sits at the same cells.
// `captionRightChars`: text on the caption row's right (a playable sheet's
// verdict), 0 for none.
HeadingSize headingSize(const SheetTexts& maze, const SheetTexts& solution, std::size_t captionRightChars = 0);

// Which sides of the ring around the maze hold a door's arrow (a door at the
// grid's edge; a mask's door inside the grid has its arrow in the grid).
DoorRing doorRing(const core::Puzzle& puzzle);

// The cell formats a maze sheet uses, made once per workbook and mark size.
class MazeFormats {
public:
    MazeFormats(FormatTable& table, const CellFormat& plain, const PageSettings& settings, const Layout& layout);
    FormatId border(int lookKey) const { return border_[static_cast<std::size_t>(lookKey)]; }
    // border() for every look key, for a loop over a row's cells.
    std::span<const FormatId> borders() const { return border_; }
    FormatId block(int kind) const { return block_[static_cast<std::size_t>(kind)]; }
    FormatId title, infoLeft, infoRight, caption;
    FormatId startArrow, finishArrow;
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
    virtual FormatId cell(core::CellPos p, const BorderLook& look) const = 0;
    // Blocks style: an Open block (a cell or the passage between two), or
    // the Start or Finish block; nothing leaves an open block unwritten.
    virtual std::optional<FormatId> block(int x, int y, Block kind) const = 0;
};

struct MazeSheetInput {
    const core::Puzzle* puzzle = nullptr;  // must outlive the plan
    std::string name;                      // the sheet's name
    SheetRole role = SheetRole::Maze;
    Layout layout;
    SheetTexts texts;
    MazeFormats formats;
    std::shared_ptr<const PageSettings> settings;
    // Solution sheets: the route line, or nothing to shade the path instead.
    std::optional<Picture> route;
    // Playable maze sheets: the verdict, rules and the teacher's switch.
    std::shared_ptr<const PlayableMaze> play;
    // Teaching mode's step sheets: the cells' colours, and the rows of the
    // legend (layout.captionRows of them) in place of the caption.
    std::shared_ptr<const CellPaint> paint;
    std::vector<std::vector<Cell>> legend;
};

// The solution sheets' route line (nothing: shade the path), made once and
// shared by a maze's solution sheet and answer key.
std::optional<Picture> solutionRoute(const core::Puzzle& puzzle, const Layout& layout, const PageSettings& settings);

SheetPlan planMazeSheet(MazeSheetInput input);

}  // namespace mazesheet::page
