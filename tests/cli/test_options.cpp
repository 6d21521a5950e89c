// The command line's value parsers and how it names inputs in messages.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

#include "cli/masks.hpp"
#include "cli/options.hpp"

using namespace mazesheet;
using mazesheet::cli::parseEndpoint;
using mazesheet::cli::parseSize;

TEST_CASE("sizes: WxH syntax here, limits in the core") {
    CHECK(parseSize("20x20") == std::pair{20LL, 20LL});
    CHECK(parseSize("7X3") == std::pair{7LL, 3LL});
    CHECK(parseSize("0x5") == std::pair{0LL, 5LL});  // core::Region::rectangle refuses it
    CHECK_THROWS_WITH(parseSize("20"), Catch::Contains("expected WIDTHxHEIGHT"));
    CHECK_THROWS_WITH(parseSize("99999999999999999999x2"), Catch::Contains("expected WIDTHxHEIGHT"));
    try {
        parseSize("tenxten");
        FAIL("a size in words was accepted");
    } catch (const core::InputError& e) {
        CHECK(e.input() == "size");
    }
}

TEST_CASE("endpoint values") {
    CHECK(parseEndpoint("top-left", "start").kind == core::Endpoint::Kind::TopLeft);
    const core::Endpoint cell = parseEndpoint("3,4", "start");
    CHECK(cell.kind == core::Endpoint::Kind::Cell);
    CHECK(cell.cell == core::CellPos{2, 3});
    CHECK_THROWS_WITH(parseEndpoint("0,4", "finish"), Catch::StartsWith("finish: ") && Catch::Contains("count from 1"));
    CHECK_THROWS_WITH(parseEndpoint("middle", "start"), Catch::StartsWith("start: expected auto"));
}

TEST_CASE("input errors are reported with the flag that gave the input") {
    cli::Options options;
    CHECK(cli::inputError(core::InputError("size", "0x5 is empty"), options) == "--size: 0x5 is empty");
    options.maskPath = "heart.txt";
    CHECK(cli::inputError(core::InputError("mask", "has 2 separate regions"), options) ==
          "--mask heart.txt: has 2 separate regions");
    cli::Options letters;
    letters.maskText = "Mia";  // a mask drawn from letters is the --mask-text flag's
    CHECK(cli::inputError(core::InputError("mask", "is too large"), letters) == "--mask-text: is too large");
}

TEST_CASE("mask names: a value without '/' or '.' is a shipped mask's name") {
    CHECK(cli::isMaskName("heart"));
    CHECK(cli::isMaskName("my-shape"));
    CHECK_FALSE(cli::isMaskName("heart.txt"));
    CHECK_FALSE(cli::isMaskName("./heart"));
    CHECK_FALSE(cli::isMaskName("masks/heart"));
    CHECK_FALSE(cli::isMaskName("picture.png"));
    CHECK_FALSE(cli::isMaskName(""));
}
