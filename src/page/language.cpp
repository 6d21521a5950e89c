// SPDX-License-Identifier: MIT
#include "page/language.hpp"

#include <algorithm>
#include <stdexcept>

#include "page/settings.hpp"

namespace mazesheet::page {

namespace languages {
// Each language's table and its name, in its own file (languages/CODE.cpp).
extern const Language english, czech, german, spanish, french, polish, vietnamese;
}  // namespace languages

namespace {

// The languages, English first: the one list --language, its help, the
// web page's choices and the completion read.
constexpr const Language* kLanguages[] = {&languages::english, &languages::czech,  &languages::german,
                                          &languages::spanish, &languages::french, &languages::polish,
                                          &languages::vietnamese};

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

Texts englishTexts() { return {"en", languages::kEnglishWords, {}, {}}; }

Texts textsIn(const Language& language) {
    for (const Word& english : languages::kEnglishWords) {
        const auto same = [&](const Word& word) { return word.key == english.key; };
        if (std::none_of(language.words.begin(), language.words.end(), same)) {
            throw std::logic_error("language " + std::string(language.code) + ": no word " + std::string(english.key));
        }
    }
    return {language.code, language.words, language.legends, language.instructions};
}

std::string fillIn(std::string_view text, std::initializer_list<std::pair<std::string_view, std::string_view>> values) {
    std::string pattern(text);
    for (const auto& [key, value] : values) {
        const std::string braced = "{" + std::string(key) + "}";
        for (auto at = pattern.find(braced); at != std::string::npos; at = pattern.find(braced, at + value.size())) {
            pattern.replace(at, braced.size(), value);
        }
    }
    return pattern;
}

}  // namespace mazesheet::page
