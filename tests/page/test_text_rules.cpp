// SPDX-License-Identifier: MIT
// The text rule every writer uses for titles: strict UTF-8 of characters
// XML 1.0 allows, one line (other text makes a workbook no reader opens).
#include <catch2/catch.hpp>
#include <string>

#include "core/errors.hpp"
#include "page/text_rules.hpp"

using mazesheet::core::InputError;
using mazesheet::page::checkHeadingText;
using mazesheet::page::checkXmlText;
using mazesheet::page::isXmlChar;

namespace {

std::string refusal(const std::string& text) {
    try {
        checkHeadingText(text, "title");
    } catch (const InputError& e) {
        CHECK(e.input() == "title");
        return e.message();
    }
    return "accepted";
}

}  // namespace

TEST_CASE("headings: any character XML allows, counted as characters") {
    CHECK(checkHeadingText("", "title") == 0);
    CHECK(checkHeadingText("Friday puzzle", "title") == 13);
    CHECK(checkHeadingText("caf\xC3\xA9 \xE2\x80\x94 \xE8\xBF\xB7\xE5\xAE\xAB", "title") == 9);
    CHECK(checkHeadingText("\xF0\x9F\x98\x80", "title") == 1);                  // U+1F600, outside the BMP
    CHECK(checkHeadingText("\xEF\xBF\xBD", "title") == 1);                      // U+FFFD, the last BMP Char
    CHECK(checkHeadingText("\xF4\x8F\xBF\xBF", "title") == 1);                  // U+10FFFF, the last code point
    CHECK(checkHeadingText("\xED\x9F\xBF\xEE\x80\x80", "title") == 2);          // U+D7FF and U+E000 around the gap
    CHECK(checkHeadingText("<&>\"'", "title") == 5);                            // escaped by each writer
}

TEST_CASE("headings: malformed UTF-8 is refused with where and why") {
    CHECK_THAT(refusal("ab\xED\xA0\x80"), Catch::Contains("surrogate") && Catch::Contains("character 3 (byte 3)"));
    CHECK_THAT(refusal("\xED\xBF\xBF"), Catch::Contains("surrogate"));
    CHECK_THAT(refusal("\xF4\x90\x80\x80"), Catch::Contains("above U+10FFFF"));
    CHECK_THAT(refusal("\xF7\xBF\xBF\xBF"), Catch::Contains("above U+10FFFF"));
    CHECK_THAT(refusal("\xC0\xBC"), Catch::Contains("overlong"));                // '<' in two bytes
    CHECK_THAT(refusal("\xE0\x80\xBC"), Catch::Contains("overlong"));
    CHECK_THAT(refusal("\xF0\x80\x80\xBC"), Catch::Contains("overlong"));
    CHECK_THAT(refusal("x\xC3"), Catch::Contains("cut off") && Catch::Contains("character 2 (byte 2)"));
    CHECK_THAT(refusal("\xC3(x"), Catch::Contains("cut off"));
    CHECK_THAT(refusal("\x80"), Catch::Contains("continuation byte"));
    CHECK_THAT(refusal("\xFF"), Catch::Contains("never starts"));
    CHECK_THAT(refusal("\xF8\x88\x80\x80\x80"), Catch::Contains("never starts"));
}

TEST_CASE("headings: characters XML cannot hold, and control characters, are refused") {
    CHECK_THAT(refusal("x\xEF\xBF\xBF"), Catch::Contains("at character 2 (byte 2): U+FFFF") && Catch::Contains("XML"));
    CHECK_THAT(refusal("\xEF\xBF\xBE"), Catch::Contains("U+FFFE") && Catch::Contains("XML"));
    CHECK_THAT(refusal(std::string("a\0b", 3)), Catch::Contains("U+0000") && Catch::Contains("control"));
    CHECK_THAT(refusal("a\x01" "b"), Catch::Contains("U+0001") && Catch::Contains("control"));
    CHECK_THAT(refusal("a\tb"), Catch::Contains("U+0009") && Catch::Contains("one line"));
    CHECK_THAT(refusal("a\nb"), Catch::Contains("U+000A"));
    CHECK_THAT(refusal("a\x7F"), Catch::Contains("U+007F"));
    CHECK_THAT(refusal("a\xC2\x9B"), Catch::Contains("U+009B"));  // C1 control: CSI on some terminals
}

TEST_CASE("XML text outside headings may hold tabs and line breaks, still only XML characters") {
    CHECK(checkXmlText("a\tb\nc\r", "text") == 6);
    CHECK_THROWS_AS(checkXmlText("a\x0B", "text"), InputError);
    CHECK_THROWS_AS(checkXmlText("\xEF\xBF\xBF", "text"), InputError);
    // The production, exhaustively over the code space.
    std::size_t allowed = 0;
    for (char32_t c = 0; c <= 0x10FFFF; ++c) allowed += isXmlChar(c) ? 1 : 0;
    CHECK(allowed == 3 + (0xD7FF - 0x20 + 1) + (0xFFFD - 0xE000 + 1) + (0x10FFFF - 0x10000 + 1));
}

TEST_CASE("xmlText: what XML may not hold is shown as an escape, the rest kept") {
    using mazesheet::page::isXmlText;
    using mazesheet::page::xmlText;
    CHECK(xmlText("Friday puzzle") == "Friday puzzle");
    CHECK(xmlText("caf\xC3\xA9 \xF0\x9F\x98\x80 <&>") == "caf\xC3\xA9 \xF0\x9F\x98\x80 <&>");  // markup is the writer's
    CHECK(isXmlText("tab\tand\nline"));
    CHECK(xmlText("\xDC" "bung.xlsx") == "\\xdcbung.xlsx");               // Latin-1 "Übung": each bad byte
    CHECK(xmlText("Sch\xFCler/3b.xlsx") == "Sch\\xfcler/3b.xlsx");
    CHECK(xmlText("a\x01" "b") == "a\\x01b");                              // a control character
    CHECK(xmlText("\x1B[31m") == "\\x1b[31m");
    CHECK(xmlText("\xEF\xBF\xBE|\xEF\xBF\xBF") == "\\uFFFE|\\uFFFF");        // not characters
    CHECK(xmlText("\xED\xA0\x80") == "\\xed\\xa0\\x80");                    // a surrogate: three bad bytes
    CHECK(xmlText("\xC0\xBC") == "\\xc0\\xbc");                             // an overlong '<'
    CHECK(xmlText("cut \xE2\x82") == "cut \\xe2\\x82");
    for (const char* text : {"\xDC", "a\x01", "\xEF\xBF\xBE", "\xF5", "x\x7F\xC2\x80"}) {
        const std::string shown = xmlText(text);
        CHECK(isXmlText(shown));
        CHECK_NOTHROW(checkXmlText(shown, "test"));
        CHECK(isXmlText(text) == (shown == text));
    }
    CHECK(isXmlText("x\x7F\xC2\x80"));  // DEL and C1 controls are XML 1.0 characters
}
