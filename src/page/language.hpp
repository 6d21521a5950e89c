// SPDX-License-Identifier: MIT
#pragma once
// The words a worksheet and its file show, in the language of the class that
// uses it. Each language is a table of its own (languages/CODE.cpp): a text
// for every word's key (English's table, languages/english.hpp, lists the
// keys), and the teaching-mode legends keyed by their English words (core's
// registry writes them in English). The languages are one list
// (language.cpp), which the command line, its help and lists, and so the
// web page and the completion read. Compiled in rather than read from
// files: every front end (the command line, the browser build, the
// fuzzers, the library) has every language without a data folder, and a
// table that lacks a word fails the test that reads them all.
//
// Not translated: the defined names Maze, Start, Finish and Verdict and the
// custom document properties' names (the file's interface, read by
// programs), algorithm names (given back to -a), and messages on the
// terminal.
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "page/languages/english.hpp"
#include "page/word.hpp"

namespace mazesheet::page {

struct Texts;

// A word's key, checked when the code compiles: English's table
// (languages/english.hpp) must have it, so texts["maze-caption"] is found
// in every language (each table has every English key: the language test
// checks), and a mistyped key does not compile.
class WordKey {
public:
    consteval WordKey(const char* key) : key_(key) {  // implicit: texts["maze-caption"]
        bool found = false;
        for (const Word& word : languages::kEnglishWords) found = found || word.key == key_;
        if (!found) throw "no such word in English's table, page/languages/english.hpp";
    }
    constexpr std::string_view key() const { return key_; }

private:
    std::string_view key_;
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
    std::span<const Word> words;  // every key of English's, each once
    std::span<const CoreWording> legends;
    // The built-in fact sets' instructions ("Follow the multiples of {n}
    // from S to F."), keyed by core's English words before {n} is filled.
    std::span<const CoreWording> instructions;
};

// Every language, English (the default) first.
std::span<const Language* const> allLanguages();
// English's texts, the default page's.
Texts englishTexts();
// The language with this code, or null.
const Language* findLanguage(std::string_view code);
// "en, cs, de, es, fr, pl or vi", for help and messages.
std::string languageCodes();

// The texts of a page in `language`; throws std::logic_error if its table
// lacks a word (the language test reads every table).
Texts textsIn(const Language& language);

// `pattern` with each {key} replaced by its value.
std::string fillIn(std::string_view pattern, std::initializer_list<std::pair<std::string_view, std::string_view>> values);

}  // namespace mazesheet::page
