#include "page/texts.hpp"

#include <algorithm>
#include <charconv>

namespace mazesheet::page {

namespace {

// printf's "%g", without the locale.
std::string shortDecimal(double value) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 6);
    return std::string(buffer, result.ptr);
}

}  // namespace

std::string titleOf(const PageSettings& settings) {
    return settings.title.empty() ? settings.texts.defaultTitle : settings.title;
}

PageTexts pageTexts(const core::Puzzle& puzzle, std::size_t index, std::size_t count, const PageSettings& settings,
                    PageRole role, WayDrawn way) {
    const Texts& words = settings.texts;
    const bool answer = role == PageRole::Answer;
    PageTexts text;
    text.title = titleOf(settings) + (answer ? words.solutionSuffix : "");
    text.infoLeft = answer ? words.answerKeyLine : words.nameDateLine;
    text.caption = answer ? (way == WayDrawn::Line ? words.routeCaption : words.solutionCaption)
                          : (settings.playable ? words.playCaption : words.mazeCaption);
    text.infoRight = (count > 1 ? "Maze " + std::to_string(index + 1) + " of " + std::to_string(count) + ", " : "") +
                     "seed " + std::to_string(puzzle.seed);
    text.footerLeft = puzzle.algorithm + ", seed " + std::to_string(puzzle.seed);
    if (puzzle.braid > 0) text.footerLeft += ", braid " + shortDecimal(puzzle.braid);
    text.footerCentre = "maze " + std::to_string(puzzle.maze.width()) + " x " + std::to_string(puzzle.maze.height()) +
                        (puzzle.maze.region().isRectangle() ? "" : " (mask)");
    text.footerRight = words.credit;
    return text;
}

HeadingSize headingSize(const PageTexts& maze, const PageTexts& answer, std::size_t verdictChars) {
    HeadingSize size;
    size.titleChars = std::max(maze.title.size(), answer.title.size());
    size.infoChars = std::max(maze.infoLeft.size(), answer.infoLeft.size()) + maze.infoRight.size();
    size.verdictChars = verdictChars;
    // A playable sheet's caption row has the verdict on its right.
    if (verdictChars > 0) size.infoChars = std::max(size.infoChars, maze.caption.size() + verdictChars);
    return size;
}

}  // namespace mazesheet::page
