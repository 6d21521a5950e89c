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

std::string_view wordIn(const Language& language, std::string_view key) {
    for (const Word& word : language.words) {
        if (word.key == key) return word.text;
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

TEST_CASE("languages: English first, each code once, found by its code", "[language]") {
    REQUIRE(allLanguages().front()->code == "en");
    std::set<std::string_view> codes;
    std::string listed;
    for (const Language* language : allLanguages()) {
        INFO(language->code);
        CHECK(codes.insert(language->code).second);
        CHECK(findLanguage(language->code) == language);
        CHECK(language->code.size() == 2);  // ISO 639-1
        CHECK_FALSE(language->name.empty());
        listed += (listed.empty() ? "" : language == allLanguages().back() ? " or " : ", ") + std::string(language->code);
    }
    CHECK(codes.size() >= 2);
    CHECK(findLanguage("xx") == nullptr);
    CHECK(languageCodes() == listed);
    CHECK(PageSettings{}.texts["default-title"] == "Maze");  // English unless asked
    CHECK(PageSettings{}.texts.language == "en");
}

TEST_CASE("languages: every English word once, not empty, with English's placeholders", "[language]") {
    const Language& english = *allLanguages().front();
    CHECK(english.words.data() == std::data(languages::kEnglishWords));
    for (const Language* language : allLanguages()) {
        for (const Word& reference : languages::kEnglishWords) {
            INFO(language->code << " word " << reference.key << ": " << reference.text);
            const auto count = std::count_if(language->words.begin(), language->words.end(),
                                             [&](const Word& w) { return w.key == reference.key; });
            CHECK(count == 1);
            const std::string_view text = wordIn(*language, reference.key);
            CHECK_FALSE(text.empty());
            CHECK(placeholders(text) == placeholders(reference.text));
            CHECK_NOTHROW(checkHeadingText(std::string(text), "text"));  // strict UTF-8, one line, XML characters
        }
        CHECK(language->words.size() == std::size(languages::kEnglishWords));  // no word English lacks
        CHECK_NOTHROW(textsIn(*language));
        CHECK(textsIn(*language).language == language->code);
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
            CHECK(wording.text.find(texts["start-mark"]) != std::string_view::npos);
            CHECK(wording.text.find(texts["finish-mark"]) != std::string_view::npos);
        }
        CHECK(translated == words);
    }
}

TEST_CASE("languages: words that fit where they go", "[language]") {
    for (const Language* language : allLanguages()) {
        INFO(language->code);
        const Texts t = textsIn(*language);
        const std::string_view start = t["start-mark"], finish = t["finish-mark"];
        // The captions and verdicts name the marks the maze shows.
        CHECK(textChars(start) == 1);
        CHECK(textChars(finish) == 1);
        CHECK(start != finish);
        for (const std::string_view text : {t["maze-caption"], t["solution-caption"], t["route-caption"],
                                            t["play-caption"], t["verdict-empty"]}) {
            INFO(text);
            CHECK(text.find(start) != std::string_view::npos);
            CHECK(text.find(finish) != std::string_view::npos);
        }
        CHECK(t["check-start-neighbours"].find(start) != std::string_view::npos);
        CHECK(t["check-finish-neighbours"].find(finish) != std::string_view::npos);
        // A sheet name: at most 31 characters with a class set's " 1000",
        // none of : \ / ? * [ ], and no apostrophe at either end.
        const std::string step = fillIn(t["sheet-step"], {{"step", "100"}});
        for (const std::string_view name : {t["sheet-maze"], t["sheet-solution"], t["sheet-check"], std::string_view(step)}) {
            INFO(name);
            CHECK(textChars(name) + 5 <= 31);
            CHECK(name.find_first_of(":\\/?*[]") == std::string_view::npos);
            CHECK(name.front() != '\'');
            CHECK(name.back() != '\'');
        }
        CHECK(std::set<std::string_view>{t["sheet-maze"], t["sheet-solution"], t["sheet-check"]}.size() == 3);
        // A footer part must start with a letter: Excel's "&8" font size
        // would take a leading digit as part of the size.
        for (const std::string_view footer : {t["footer-size"], t["footer-mask-size"], t["credit"]}) {
            INFO(footer);
            CHECK(static_cast<unsigned char>(footer.front()) > '9');
            CHECK(footer.front() != '{');
        }
        CHECK(t["footer-made"].starts_with("{algorithm}"));  // algorithm names start with a letter
        CHECK(t["footer-braided"].starts_with("{algorithm}"));
        // Six verdicts, each its own, and a switch whose two answers differ.
        CHECK(std::set<std::string_view>{t["verdict-empty"], t["verdict-solved"], t["verdict-wall"],
                                         t["verdict-extra"], t["verdict-shorter"], t["verdict-go-on"]}
                  .size() == 6);
        CHECK(t["reveal-no"] != t["reveal-yes"]);
        // The page played on screen: its help names both marks, the distance
        // the finish's; four directions, each its own.
        CHECK(t["play-help"].find(t["start-mark"]) != std::string_view::npos);
        CHECK(t["play-help"].find(t["finish-mark"]) != std::string_view::npos);
        CHECK(t["play-distance"].find(t["finish-mark"]) != std::string_view::npos);
        CHECK(t["play-ask-distance"].find(t["finish-mark"]) != std::string_view::npos);
        CHECK(std::set<std::string_view>{t["play-up"], t["play-right"], t["play-down"], t["play-left"]}.size() == 4);
    }
}

TEST_CASE("fillIn replaces every placeholder, and only those", "[language]") {
    CHECK(fillIn("Step {step} of {steps}", {{"step", "3"}, {"steps", "6"}}) == "Step 3 of 6");
    CHECK(fillIn("no keys", {{"a", "1"}}) == "no keys");
}
