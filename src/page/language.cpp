// SPDX-License-Identifier: MIT
#include "page/language.hpp"

#include <stdexcept>

#include "page/languages/languages.hpp"
#include "page/settings.hpp"

namespace mazesheet::page {

namespace {

constexpr const Language* kLanguages[] = {&languages::english, &languages::czech,  &languages::german,
                                          &languages::spanish, &languages::french, &languages::polish,
                                          &languages::vietnamese};

// Where each phrase goes in Texts.
std::string* field(Texts& t, Phrase phrase) {
    using P = Phrase;
    switch (phrase) {
        case P::DefaultTitle: return &t.defaultTitle;
        case P::SolutionSuffix: return &t.solutionSuffix;
        case P::NameDateLine: return &t.nameDateLine;
        case P::AnswerKeyLine: return &t.answerKeyLine;
        case P::MazeCaption: return &t.mazeCaption;
        case P::SolutionCaption: return &t.solutionCaption;
        case P::RouteCaption: return &t.routeCaption;
        case P::PlayCaption: return &t.playCaption;
        case P::PlayFactsCaption: return &t.playFactsCaption;
        case P::StartMark: return &t.startMark;
        case P::FinishMark: return &t.finishMark;
        case P::InfoOne: return &t.infoOne;
        case P::InfoOfSet: return &t.infoOfSet;
        case P::FooterMade: return &t.footerMade;
        case P::FooterBraided: return &t.footerBraided;
        case P::FooterSize: return &t.footerSize;
        case P::FooterMaskSize: return &t.footerMaskSize;
        case P::Credit: return &t.credit;
        case P::VerdictEmpty: return &t.verdictEmpty;
        case P::VerdictSolved: return &t.verdictSolved;
        case P::VerdictWall: return &t.verdictWall;
        case P::VerdictExtra: return &t.verdictExtra;
        case P::VerdictShorter: return &t.verdictShorter;
        case P::VerdictGoOn: return &t.verdictGoOn;
        case P::RevealLabel: return &t.revealLabel;
        case P::RevealNo: return &t.revealNo;
        case P::RevealYes: return &t.revealYes;
        case P::CheckMarks:
        case P::CheckStartNeighbours:
        case P::CheckFinishNeighbours:
        case P::CheckTwos:
        case P::CheckBranches:
        case P::CheckLoneMarks:
        case P::CheckLooseEnds:
        case P::CheckAtWall:
        case P::CheckShortest:
            return &t.checkLabels[static_cast<std::size_t>(phrase) - static_cast<std::size_t>(P::CheckMarks)];
        case P::SheetMaze: return &t.sheetMaze;
        case P::SheetSolution: return &t.sheetSolution;
        case P::SheetCheck: return &t.sheetCheck;
        case P::SheetStep: return &t.sheetStep;
        case P::StepHeading: return &t.stepHeading;
        case P::StepSubject: return &t.stepSubject;
        case P::DocAnswersSuffix: return &t.docAnswersSuffix;
        case P::DocSubject: return &t.docSubject;
        case P::DocAnswersSubject: return &t.docAnswersSubject;
        case P::DocKeywords: return &t.docKeywords;
        case P::DocCommentOne: return &t.docCommentOne;
        case P::DocCommentSet: return &t.docCommentSet;
        case P::PlayHelp: return &t.playHelp;
        case P::PlayRestart: return &t.playRestart;
        case P::PlayMoves: return &t.playMoves;
        case P::PlayTime: return &t.playTime;
        case P::PlayMazeNumber: return &t.playMazeNumber;
        case P::PlayWhere: return &t.playWhere;
        case P::PlayWays: return &t.playWays;
        case P::PlayUp:
        case P::PlayRight:
        case P::PlayDown:
        case P::PlayLeft:
            return &t.playDirections[static_cast<std::size_t>(phrase) - static_cast<std::size_t>(P::PlayUp)];
        case P::PlayDistance: return &t.playDistance;
        case P::PlayAskDistance: return &t.playAskDistance;
        case P::kCount: break;
    }
    throw std::logic_error("language: no such phrase");
}

}  // namespace

std::span<const Language* const> allLanguages() { return kLanguages; }

const Language* findLanguage(std::string_view code) {
    for (const Language* language : kLanguages) {
        if (language->code == code) return language;
    }
    return nullptr;
}

std::string languageCodes() {
    std::string codes;
    const std::size_t count = std::size(kLanguages);
    for (std::size_t i = 0; i < count; ++i) {
        codes += (i == 0 ? "" : i + 1 == count ? " or " : ", ") + std::string(kLanguages[i]->code);
    }
    return codes;
}

Texts textsIn(const Language& language) {
    Texts texts;
    std::size_t found = 0;
    for (std::size_t k = 0; k < kPhrases; ++k) {
        const auto phrase = static_cast<Phrase>(k);
        for (const Wording& wording : language.phrases) {
            if (wording.phrase != phrase) continue;
            *field(texts, phrase) = wording.text;
            ++found;
            break;
        }
    }
    if (found != kPhrases) {
        throw std::logic_error("language " + std::string(language.code) + ": " + std::to_string(kPhrases - found) +
                               " phrases missing");
    }
    texts.language = language.code;
    texts.legends = language.legends;
    texts.instructions = language.instructions;
    return texts;
}

std::string fillIn(std::string pattern, std::initializer_list<std::pair<std::string_view, std::string_view>> values) {
    for (const auto& [key, value] : values) {
        const std::string braced = "{" + std::string(key) + "}";
        for (auto at = pattern.find(braced); at != std::string::npos; at = pattern.find(braced, at + value.size())) {
            pattern.replace(at, braced.size(), value);
        }
    }
    return pattern;
}

}  // namespace mazesheet::page
