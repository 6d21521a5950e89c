// SPDX-License-Identifier: MIT
#pragma once
// The words a worksheet and its file show, in the language of the class that
// uses it. Each language is a table of its own (languages/CODE.cpp): a text
// for every Phrase, and the teaching-mode legends keyed by their English
// words (core's registry writes them in English). Compiled in rather than
// read from files: every front end (the command line, the browser build,
// the fuzzers, the library) has every language without a data folder, and
// a table that lacks a phrase fails the test that reads them all.
//
// Not translated: the defined names Maze, Start, Finish and Verdict and the
// custom document properties' names (the file's interface, read by
// programs), algorithm names (given back to -a), and messages on the
// terminal.
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>

namespace mazesheet::page {

struct Texts;

// Every word on a page and in a workbook that is not the user's own. Texts
// in {braces} are filled in (fillIn); the rest is taken as it stands.
enum class Phrase : std::uint8_t {
    DefaultTitle,     // the heading when no --title is given
    SolutionSuffix,   // after the title on solution sheets
    NameDateLine,
    AnswerKeyLine,    // the solution sheets' line in place of name and date
    MazeCaption,
    SolutionCaption,  // shaded path
    RouteCaption,     // route line
    PlayCaption,      // playable sheets
    PlayFactsCaption, // playable facts sheets: the mark is chosen from each cell's list
    StartMark,        // the letter in the start cell
    FinishMark,
    InfoOne,          // {seed}
    InfoOfSet,        // {number} {count} {seed}
    FooterMade,       // {algorithm} {seed}: starts with a letter (a footer's font size swallows digits)
    FooterBraided,    // {algorithm} {seed} {braid}
    FooterSize,       // {width} {height}: starts with a letter
    FooterMaskSize,   // {width} {height}
    Credit,           // the footer's right part
    VerdictEmpty,
    VerdictSolved,
    VerdictWall,
    VerdictExtra,
    VerdictShorter,
    VerdictGoOn,
    RevealLabel,      // the teacher's switch on the answer key's playable sheets
    RevealNo,
    RevealYes,
    CheckMarks,       // the hidden Check sheet's column labels
    CheckStartNeighbours,
    CheckFinishNeighbours,
    CheckTwos,
    CheckBranches,
    CheckLoneMarks,
    CheckLooseEnds,
    CheckAtWall,
    CheckShortest,
    SheetMaze,        // sheet names (a number follows in a class set)
    SheetSolution,
    SheetCheck,
    SheetStep,        // {step}
    StepHeading,      // {step} {steps} {done} {cells}
    StepSubject,      // {algorithm}
    DocAnswersSuffix, // after the title in an answer key's properties
    DocSubject,
    DocAnswersSubject,
    DocKeywords,      // {algorithm}
    DocCommentOne,    // {algorithm} {seeds}
    DocCommentSet,    // {count} {algorithm} {seeds}
    PlayHelp,         // the page played on screen (.html): how to play
    PlayRestart,      // its buttons and counters
    PlayMoves,        // {moves}
    PlayTime,         // {time}
    PlayMazeNumber,   // the chooser of a class set's maze
    PlayWhere,        // {row} {column}: said after each move
    PlayWays,         // {ways}: the open directions (PlayUp...), joined by ", "
    PlayUp,
    PlayRight,
    PlayDown,
    PlayLeft,
    PlayDistance,     // {steps}: how far the finish is along the passages
    PlayAskDistance,  // the button that says it
    kCount
};
inline constexpr std::size_t kPhrases = static_cast<std::size_t>(Phrase::kCount);

struct Wording {
    Phrase phrase;
    std::string_view text;
};

// Words core writes in English (a teaching-mode legend line, a fact set's
// instruction) and their translation.
struct CoreWording {
    std::string_view english;
    std::string_view text;
};

struct Language {
    std::string_view code;  // ISO 639-1: "cs"
    std::string_view name;  // in the language itself: "čeština"
    std::span<const Wording> phrases;
    std::span<const CoreWording> legends;
    // The built-in fact sets' instructions ("Follow the multiples of {n}
    // from S to F."), keyed by core's English words before {n} is filled.
    std::span<const CoreWording> instructions;
};

// Every language, English (the default) first.
std::span<const Language* const> allLanguages();
// The language with this code, or null.
const Language* findLanguage(std::string_view code);
// "en, cs, de, es, fr, pl or vi", for help and messages.
std::string languageCodes();

// The texts of a page in `language`; throws std::logic_error if its table
// lacks a phrase (the language test reads every table).
Texts textsIn(const Language& language);

// `pattern` with each {key} replaced by its value.
std::string fillIn(std::string pattern, std::initializer_list<std::pair<std::string_view, std::string_view>> values);

}  // namespace mazesheet::page
