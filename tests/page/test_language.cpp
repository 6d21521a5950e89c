// SPDX-License-Identifier: MIT
// The language tables: every language has every phrase and every legend
// line, with the same {placeholders} as English, and words that fit where
// they go (sheet names, footers, the marks the captions name).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

#include "core/facts/fact_set.hpp"
#include "core/generator.hpp"
#include "page/language.hpp"
#include "page/settings.hpp"
#include "page/text_rules.hpp"

using namespace mazesheet;
using namespace mazesheet::page;

namespace {

std::set<std::string> placeholders(std::string_view text) {
    std::set<std::string> keys;
    for (auto open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
        const auto close = text.find('}', open);
        if (close == std::string_view::npos) break;
        keys.insert(std::string(text.substr(open, close - open + 1)));
    }
    return keys;
}

std::string_view phraseIn(const Language& language, Phrase phrase) {
    for (const Wording& wording : language.phrases) {
        if (wording.phrase == phrase) return wording.text;
    }
    return {};
}

// Every legend line an algorithm's step pictures can show, in English.
std::set<std::string_view> allLegendWords() {
    std::set<std::string_view> words;
    for (const core::Generator* generator : core::allGenerators()) {
        for (const core::LegendEntry& entry : generator->legend()) words.insert(entry.words);
    }
    return words;
}

}  // namespace

TEST_CASE("languages: English first, then at least cs, de, es, fr, pl and vi", "[language]") {
    REQUIRE(allLanguages().front()->code == "en");
    std::set<std::string_view> codes;
    for (const Language* language : allLanguages()) CHECK(codes.insert(language->code).second);
    for (const char* code : {"en", "cs", "de", "es", "fr", "pl", "vi"}) CHECK(findLanguage(code) != nullptr);
    CHECK(findLanguage("xx") == nullptr);
    CHECK(languageCodes() == "en, cs, de, es, fr, pl or vi");
    CHECK(PageSettings{}.texts.defaultTitle == "Maze");  // English unless asked
}

TEST_CASE("languages: every phrase once, not empty, with English's placeholders", "[language]") {
    const Language& english = *allLanguages().front();
    for (const Language* language : allLanguages()) {
        for (std::size_t k = 0; k < kPhrases; ++k) {
            const auto phrase = static_cast<Phrase>(k);
            INFO(language->code << " phrase " << k << ": " << phraseIn(english, phrase));
            const auto count = std::count_if(language->phrases.begin(), language->phrases.end(),
                                             [phrase](const Wording& w) { return w.phrase == phrase; });
            CHECK(count == 1);
            const std::string_view text = phraseIn(*language, phrase);
            CHECK_FALSE(text.empty());
            CHECK(placeholders(text) == placeholders(phraseIn(english, phrase)));
            CHECK_NOTHROW(checkHeadingText(std::string(text), "text"));  // strict UTF-8, one line, XML characters
        }
        CHECK(language->phrases.size() == kPhrases);
        CHECK_NOTHROW(textsIn(*language));
    }
}

TEST_CASE("languages: every legend line of every algorithm, and no other", "[language]") {
    const std::set<std::string_view> words = allLegendWords();
    REQUIRE(words.size() >= 20);
    for (const Language* language : allLanguages()) {
        INFO(language->code);
        if (language->code == "en") {
            CHECK(language->legends.empty());  // core's words are English
            continue;
        }
        std::set<std::string_view> translated;
        for (const CoreWording& wording : language->legends) {
            INFO(wording.english);
            CHECK(words.count(wording.english) == 1);  // a line some algorithm shows
            CHECK(translated.insert(wording.english).second);
            CHECK_FALSE(wording.text.empty());
            CHECK(placeholders(wording.text).empty());
        }
        CHECK(translated == words);
        const Texts texts = textsIn(*language);
        for (const std::string_view english : words) CHECK(texts.legend(english) != english);
    }
}

// Every instruction a fact set gives: the built-in sets' and a teacher's
// file's default, as core writes them (English, {n} unfilled).
std::set<std::string> allInstructions() {
    std::set<std::string> words;
    for (const core::FactSetName& set : core::builtInFactSetNames()) {
        words.insert(core::builtInFactSet(set.name)->instruction);
    }
    words.insert(core::readFactSet("[true]\na\n[false]\nb\n", "f").instruction);
    return words;
}

TEST_CASE("languages: every fact set's instruction, with its {n} and the page's marks", "[language]") {
    const std::set<std::string> words = allInstructions();
    REQUIRE(words.size() >= 10);
    for (const Language* language : allLanguages()) {
        INFO(language->code);
        if (language->code == "en") {
            CHECK(language->instructions.empty());  // core's words are English
            continue;
        }
        const Texts texts = textsIn(*language);
        std::set<std::string> translated;
        for (const CoreWording& wording : language->instructions) {
            INFO(wording.english);
            CHECK(words.count(std::string(wording.english)) == 1);  // an instruction some set gives
            CHECK(translated.insert(std::string(wording.english)).second);
            CHECK(placeholders(wording.text) == placeholders(wording.english));
            // It names the ends by the letters this language's page shows.
            CHECK(wording.text.find(texts.startMark) != std::string_view::npos);
            CHECK(wording.text.find(texts.finishMark) != std::string_view::npos);
        }
        CHECK(translated == words);
    }
}

TEST_CASE("languages: words that fit where they go", "[language]") {
    for (const Language* language : allLanguages()) {
        INFO(language->code);
        const Texts t = textsIn(*language);
        // The captions and verdicts name the marks the maze shows.
        CHECK(textChars(t.startMark) == 1);
        CHECK(textChars(t.finishMark) == 1);
        CHECK(t.startMark != t.finishMark);
        for (const std::string* text : {&t.mazeCaption, &t.solutionCaption, &t.routeCaption, &t.playCaption,
                                        &t.verdictEmpty, &t.checkLabels[1], &t.checkLabels[2]}) {
            INFO(*text);
            const bool both = text->find(t.startMark) != std::string::npos && text->find(t.finishMark) != std::string::npos;
            CHECK((both || text == &t.checkLabels[1] || text == &t.checkLabels[2]));
        }
        CHECK(t.checkLabels[1].find(t.startMark) != std::string::npos);
        CHECK(t.checkLabels[2].find(t.finishMark) != std::string::npos);
        // A sheet name: at most 31 characters with a class set's " 1000",
        // none of : \ / ? * [ ], and no apostrophe at either end.
        for (const std::string& name : {t.sheetMaze, t.sheetSolution, t.sheetCheck, fillIn(t.sheetStep, {{"step", "100"}})}) {
            INFO(name);
            CHECK(textChars(name) + 5 <= 31);
            CHECK(name.find_first_of(":\\/?*[]") == std::string::npos);
            CHECK(name.front() != '\'');
            CHECK(name.back() != '\'');
        }
        CHECK(std::set<std::string>{t.sheetMaze, t.sheetSolution, t.sheetCheck}.size() == 3);
        // A footer part must start with a letter: Excel's "&8" font size
        // would take a leading digit as part of the size.
        for (const std::string& footer : {t.footerSize, t.footerMaskSize, t.credit}) {
            INFO(footer);
            CHECK(static_cast<unsigned char>(footer.front()) > '9');
            CHECK(footer.front() != '{');
        }
        CHECK(t.footerMade.rfind("{algorithm}", 0) == 0);  // algorithm names start with a letter
        CHECK(t.footerBraided.rfind("{algorithm}", 0) == 0);
        // Six verdicts, each its own, and a switch whose two answers differ.
        CHECK(std::set<std::string>{t.verdictEmpty, t.verdictSolved, t.verdictWall, t.verdictExtra, t.verdictShorter,
                                    t.verdictGoOn}
                  .size() == 6);
        CHECK(t.revealNo != t.revealYes);
        // The page played on screen: its help names both marks, the distance
        // the finish's; four directions, each its own.
        CHECK(t.playHelp.find(t.startMark) != std::string::npos);
        CHECK(t.playHelp.find(t.finishMark) != std::string::npos);
        CHECK(t.playDistance.find(t.finishMark) != std::string::npos);
        CHECK(t.playAskDistance.find(t.finishMark) != std::string::npos);
        CHECK(std::set<std::string>(t.playDirections.begin(), t.playDirections.end()).size() == 4);
    }
}

TEST_CASE("fillIn replaces every placeholder, and only those", "[language]") {
    CHECK(fillIn("Step {step} of {steps}", {{"step", "3"}, {"steps", "6"}}) == "Step 3 of 6");
    CHECK(fillIn("no keys", {{"a", "1"}}) == "no keys");
}
