// SPDX-License-Identifier: MIT
#pragma once
// Everything about how a maze page looks that is not the maze itself: paper,
// style, heading sizes, texts, colours. One value with today's look as its
// defaults; a layout template (a config file of options) only fills it in.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/step_looks.hpp"
#include "page/language.hpp"

namespace mazesheet::page {

enum class Style { Borders, Blocks };
enum class Paper { A4, Letter };
enum class Orientation { Auto, Portrait, Landscape };

// The names users give these (command line, templates, the web page's
// lists), first the default, each with a few words saying what it is.
template <typename Enum>
struct Named {
    std::string_view name;
    Enum value;
    std::string_view description;
};
inline constexpr Named<Style> kStyleNames[] = {{"borders", Style::Borders, "walls as lines"},
                                               {"blocks", Style::Blocks, "walls as blocks"}};
inline constexpr Named<Paper> kPaperNames[] = {{"a4", Paper::A4, "A4, 210 x 297 mm"},
                                               {"letter", Paper::Letter, "Letter, 8.5 x 11 in"}};
inline constexpr Named<Orientation> kOrientationNames[] = {{"auto", Orientation::Auto, "follows the maze"},
                                                           {"portrait", Orientation::Portrait, "portrait, upright"},
                                                           {"landscape", Orientation::Landscape, "landscape, sideways"}};
// Mazes a printed page may hold (PageSettings::mazesPerPage).
inline constexpr Named<int> kMazesPerPage[] = {{"1", 1, "one maze a page"},
                                               {"2", 2, "two mazes a page"},
                                               {"4", 4, "four mazes a page"},
                                               {"6", 6, "six mazes a page, for young children"}};

// 0xRRGGBB.
using Colour = std::uint32_t;

// Teaching mode's step pictures: a colour for each look a cell can have
// while the maze is carved (core::StepLook). The looks one algorithm shows
// together are Okabe and Ito's colours for colour-blind readers, and stay
// apart in grey (at least 40 of 255 between any two of one legend: printed
// in black and white, the legend still reads).
struct StepColours {
    // The seed macros' black, a shade lighter than the walls, which are
    // black: in the blocks style a wall block and an unvisited cell block
    // stay apart.
    Colour unvisited = 0x404040;
    Colour done = 0xFFFFFF;     // no fill in a workbook: the last step looks like the maze sheet
    Colour active = 0x56B4E9;   // sky blue: on the stack, in the active list, the current run
    Colour frontier = 0xE69F00;  // orange
    Colour walk = 0x56B4E9;     // sky blue
    Colour walker = 0xD55E00;   // vermillion
    Colour hunt = 0xF0E442;     // yellow
    Colour pending = 0xCCCCCC;  // light grey: chambers waiting
    Colour chamber = 0x56B4E9;  // sky blue: the chamber being divided
    Colour otherSet = 0xA6A6A6;
    // The largest sets, in this order: Paul Tol's light scheme, then four
    // of his muted ones. No twelve colours stay apart for every reader; the
    // walls do (two sets never share an open passage).
    std::array<Colour, core::kSetColours> sets = {0x77AADD, 0xEE8866, 0xEEDD88, 0xFFAABB, 0x99DDFF, 0x44BB99,
                                                  0xBBCC33, 0xAAAA00, 0xCC6677, 0xAA4499, 0xDDCC77, 0x88CCEE};

    Colour of(core::StepLook look) const {
        using L = core::StepLook;
        switch (look) {
            case L::Unvisited: return unvisited;
            case L::Done: return done;
            case L::Active: return active;
            case L::Frontier: return frontier;
            case L::Walk: return walk;
            case L::Walker: return walker;
            case L::Hunt: return hunt;
            case L::Pending: return pending;
            case L::Chamber: return chamber;
            case L::OtherSet: return otherSet;
            case L::Set: break;
        }
        return sets[static_cast<std::size_t>(static_cast<int>(look) - static_cast<int>(L::Set)) % sets.size()];
    }
};

// True for a fill dark enough that text on it must be white.
constexpr bool isDark(Colour c) {
    const unsigned r = (c >> 16) & 0xFF, g = (c >> 8) & 0xFF, b = c & 0xFF;
    return 299 * r + 587 * g + 114 * b < 128'000;
}

struct Colours {
    Colour startFill = 0xC6EFCE;
    Colour startInk = 0x006100;
    Colour finishFill = 0xFFC7CE;
    Colour finishInk = 0x9C0006;
    // The answer, the marks and the way shown stay apart in grey (a black
    // and white printer) and for colour-blind readers (Okabe and Ito's
    // orange, sky blue and yellow; the route a dark vermillion).
    Colour pathFill = 0xE69F00;  // the shaded solution path (SolutionPath::Shade): a mid grey
    Colour route = 0xD9480F;     // the solution's line (SolutionPath::Line): a dark grey in black and white
    Colour marked = 0x56B4E9;    // playable sheets: the cells a student marked (mid grey)
    Colour revealed = 0xF0E442;  // playable sheets: the way, when the teacher shows it (light grey)
    Colour wall = 0x000000;
    StepColours steps;
};

// How a solution sheet shows the way from start to finish.
enum class SolutionPath {
    Line,   // a line through the middle of the corridors (a picture over the maze)
    Shade,  // every cell (and block) of the path filled
};
inline constexpr Named<SolutionPath> kSolutionPathNames[] = {
    {"line", SolutionPath::Line, "a line through the corridors"},
    {"shade", SolutionPath::Shade, "every cell of the way shaded"}};

// Page margins in inches, as Excel stores them.
struct Margins {
    double left = 0.5;
    double right = 0.5;
    double top = 0.5;
    double bottom = 0.4;
};

// The heading, caption and footer as they should print, whatever the scale
// that fits the maze to the page (pixels at 96 dpi, points).
struct HeadingSizes {
    double titleRowPx = 32;
    double infoRowPx = 24;
    double gapRowPx = 12;
    double captionRowPx = 22;
    double footerRowPx = 16;
    double titlePt = 18;
    double infoPt = 11;
    double captionPt = 10;
    double minTitlePt = 8;  // a long title shrinks to this, then runs on
    double footerPt = 8;
    // A generous average advance of the heading font, in em: used only to
    // leave the heading enough room.
    double headingEm = 0.6;
    // The S and F letters, and the letters beside the doors, as a fraction
    // of the cell size in points (a line of a door's letter, 1.3 em, then
    // fits a cell, so large cells need no larger ring around the maze).
    double markScale = 0.45;
    double arrowScale = 0.55;
    // Beside each door its letter and arrow print at least this large,
    // whatever the cell size, so each is 5 mm on paper: the letter's
    // height (Carlito's and Calibri's capitals are 0.644 em high: 22.5 pt
    // prints them 5.1 mm) and the arrow's length (0.84 em: 17.5 pt, 5.2 mm).
    // The arrow is the smaller font: it is the wider glyph, and sets the
    // width of the columns beside the maze.
    double doorLetterPt = 22.5;
    double doorArrowPt = 17.5;
};

// The words of a page in one language (page/language.hpp: one table per
// language), found by key: texts["maze-caption"]. {braces} are filled in.
struct Texts {
    std::string_view language;  // its code (ISO 639-1), which text shaping is told
    std::span<const Word> words;
    // Teaching mode's legends and the fact sets' instructions, keyed by
    // core's English words.
    std::span<const CoreWording> legends;
    std::span<const CoreWording> instructions;

    // The word `key` in this language (English's, should the table lack
    // it: the language test finds none missing). The tables are static:
    // the text lives as long as the program.
    std::string_view operator[](WordKey key) const {
        for (const Word& word : words) {
            if (word.key == key.key()) return word.text;
        }
        for (const Word& word : languages::kEnglishWords) {
            if (word.key == key.key()) return word.text;
        }
        return {};
    }
    // The legend line for core's English words (the words themselves
    // when the language has none; the language test finds none missing).
    std::string_view legend(std::string_view english) const { return translated(legends, english); }
    // A fact set's instruction, keyed by core's English words; a teacher's
    // own line (no translation) as it stands.
    std::string_view instruction(std::string_view english) const { return translated(instructions, english); }

private:
    static std::string_view translated(std::span<const CoreWording> table, std::string_view english) {
        for (const CoreWording& wording : table) {
            if (wording.english == english) return wording.text;
        }
        return english;
    }
};

// What an answer key calls the workbook it answers, in every format (a
// workbook's custom property, an SVG's metadata, a PDF's keywords): the
// file's interface, in English.
inline constexpr std::string_view kAnswersFor = "Answers for";

// A maze printed over several sheets of paper that a class cuts along their
// marks and assembles (page/poster.hpp); 1x1 is one page.
struct Poster {
    int across = 1;  // sheets side by side
    int down = 1;    // rows of sheets
    bool any() const { return across * down > 1; }
    int sheets() const { return across * down; }
};

struct PageSettings {
    Style style = Style::Borders;
    Paper paper = Paper::A4;
    Orientation orientation = Orientation::Auto;
    std::string title;  // heading above the maze; texts.defaultTitle when empty
    std::string textFont = "Calibri";  // heading, caption and the S and F letters
    Margins margins;
    HeadingSizes heading;
    Texts texts = englishTexts();
    Colours colours;
    SolutionPath solutionPath = SolutionPath::Line;
    // Maze sheets students solve in the file: the maze cells take marks and a
    // formula judges them (page/playable.hpp).
    bool playable = false;
    // Mazes printed on one page (1, 2, 4 or 6), each with its number and
    // seed: young children's worksheets carry several small mazes.
    int mazesPerPage = 1;
    // An answer key records the workbook it answers (the command line's
    // name for it, from the key's folder; kAnswersFor names the record);
    // empty: none.
    std::string answersFor;
    // The route line's width as a fraction of a maze cell (borders style) or
    // of a block (blocks style, where corridors are one block wide).
    double routeWidthCell = 0.3;
    double routeWidthBlock = 0.6;
    // Legibility warnings below these; --poster auto keeps cells at least this large.
    double minLegibleMm = 3.0;
    Poster poster;
    // The one sheet of a poster a file shows (formats of one page a file:
    // a file per sheet), counted row by row from the top left; -1: every sheet.
    int posterSheet = -1;
    // The page played on screen (.html): a clock and a count of moves
    // beside the maze, each of which the teacher may leave out.
    bool playTimer = true;
    bool playMoves = true;
};

}  // namespace mazesheet::page
