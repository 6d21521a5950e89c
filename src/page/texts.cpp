// SPDX-License-Identifier: MIT
#include "page/texts.hpp"

#include <algorithm>

#include "core/facts/facts.hpp"
#include "core/numbers.hpp"
#include "page/text_rules.hpp"

namespace mazesheet::page {

std::string infoOf(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const Texts& words) {
    const std::string seed = std::to_string(puzzle.seed);
    if (count == 1) return fillIn(words["info-one"], {{"seed", seed}});
    return fillIn(words["info-of-set"], {{"number", std::to_string(index + 1)}, {"count", std::to_string(count)}, {"seed", seed}});
}

std::string titleOf(const PageSettings& settings) {
    return settings.title.empty() ? std::string(settings.texts["default-title"]) : settings.title;
}

std::string factInstruction(const core::FactSet& set, const Texts& words) {
    // A teacher's file's default line is translated too; its own line stays.
    const std::string text(words.instruction(set.instruction));
    return set.fromFile ? text : fillIn(text, {{"n", std::to_string(set.number)}});
}

PageTexts pageTexts(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const PageSettings& settings,
                    PageRole role, WayDrawn way) {
    const Texts& words = settings.texts;
    const bool answer = role == PageRole::Answer;
    PageTexts text;
    text.title = titleOf(settings) + std::string(answer ? words["solution-suffix"] : "");
    text.infoLeft = answer ? words["answer-key-line"] : words["name-date-line"];
    // Facts show the way as a shaded band under their items, whatever `way` says.
    const bool line = way == WayDrawn::Line && puzzle.facts == nullptr;
    text.caption = answer ? (line ? words["route-caption"] : words["solution-caption"])
                          : !settings.playable ? (puzzle.facts != nullptr ? factInstruction(puzzle.facts->set(), words)
                                                                          : words["maze-caption"])
                          : puzzle.facts != nullptr ? words["play-facts-caption"]
                                                    : words["play-caption"];
    text.infoRight = infoOf(puzzle, index, count, words);
    text.footerLeft = fillIn(puzzle.braid > 0 ? words["footer-braided"] : words["footer-made"],
                             {{"algorithm", puzzle.algorithm},
                              {"seed", std::to_string(puzzle.seed)},
                              {"braid", core::generalDecimal(puzzle.braid)}});
    const core::Region& region = puzzle.maze.region();
    text.footerCentre = region.grid() == core::GridKind::Circle
                            ? fillIn(words["footer-rings"], {{"rings", std::to_string(region.height())}})
                            : fillIn(region.isRectangle() ? words["footer-size"] : words["footer-mask-size"],
                                     {{"width", std::to_string(puzzle.maze.width())},
                                      {"height", std::to_string(puzzle.maze.height())}});
    text.footerRight = words["credit"];
    return text;
}

HeadingSize headingSize(const PageTexts& maze, const PageTexts& answer, std::size_t verdictChars) {
    HeadingSize size;
    size.titleChars = std::max(textChars(maze.title), textChars(answer.title));
    size.infoChars = std::max(textChars(maze.infoLeft), textChars(answer.infoLeft)) + textChars(maze.infoRight);
    size.verdictChars = verdictChars;
    // A playable sheet's caption row has the verdict on its right.
    if (verdictChars > 0) size.infoChars = std::max(size.infoChars, textChars(maze.caption) + verdictChars);
    return size;
}

}  // namespace mazesheet::page
