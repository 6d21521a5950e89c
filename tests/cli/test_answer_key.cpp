// SPDX-License-Identifier: MIT
// Answer keys: names implied from the workbook, the workbook a key records,
// and the ZIP reader that finds that record (on real keys and on damaged
// files, which must read as "no record", never crash).
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "cli/answer_key.hpp"
#include "cli/zip_member.hpp"
#include "core/errors.hpp"

using namespace mazesheet;
using namespace mazesheet::cli;

namespace {

const std::string kGolden = MAZESHEET_GOLDEN;  // tests/golden/files

std::string bytesOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string temporaryFile(const std::string& name, const std::string& bytes) {
    const auto path = std::filesystem::temp_directory_path() / ("mazesheet-test-" + name);
    std::ofstream(path, std::ios::binary) << bytes;
    return path.string();
}

}  // namespace

TEST_CASE("implied keys are named from their workbook, in its folder") {
    CHECK(impliedKeyPath("3b.xlsx") == "3b-answers.xlsx");
    CHECK(impliedKeyPath("sub/x.xlsx") == "sub/x-answers.xlsx");
    CHECK(impliedKeyPath("/tmp/a b/Class.XLSX") == "/tmp/a b/Class-answers.XLSX");
    CHECK(workbookSeenFromKey("3b.xlsx", "3b-answers.xlsx") == "3b.xlsx");
    CHECK(workbookSeenFromKey("a.xlsx", "sub/k.xlsx") == "../a.xlsx");
    CHECK(workbookSeenFromKey("sub/../c.xlsx", "./c-answers.xlsx") == "c.xlsx");
}

TEST_CASE("a key's record is read back from the file") {
    const std::string key = kGolden + "/class-set-key.xlsx";
    const auto custom = readZipMember(key, "docProps/custom.xml", 1 << 20);
    REQUIRE(custom);
    CHECK(custom->find("name=\"Answers for\"") != std::string::npos);
    CHECK(readZipMember(key, "no/such/part.xml", 1 << 20) == std::nullopt);
    CHECK(readZipMember(key, "docProps/custom.xml", 10) == std::nullopt);  // larger than allowed
    CHECK_NOTHROW(refuseOtherWorkbooksKey(key, kGolden + "/class-set.xlsx"));
    try {
        refuseOtherWorkbooksKey(key, kGolden + "/3c.xlsx");
        FAIL("another workbook's key was not refused");
    } catch (const core::InputError& e) {
        CHECK(e.input() == "answers");
        CHECK(e.message().find("holds the answers to class-set.xlsx, not to 3c.xlsx") != std::string::npos);
    }
    // A workbook that is not a key (no record) may be replaced.
    CHECK_NOTHROW(refuseOtherWorkbooksKey(kGolden + "/borders.xlsx", "other.xlsx"));
    CHECK_NOTHROW(refuseOtherWorkbooksKey(kGolden + "/no-such-file.xlsx", "other.xlsx"));
}

TEST_CASE("damaged or foreign files read as holding no record") {
    const std::string whole = bytesOf(kGolden + "/class-set-key.xlsx");
    REQUIRE(whole.size() > 1000);
    // Cut at every length near both ends and in steps through the middle.
    for (std::size_t length = 0; length < whole.size(); length += length < 100 || whole.size() - length < 400 ? 1 : 97) {
        const std::string path = temporaryFile("cut.xlsx", whole.substr(0, length));
        CHECK_NOTHROW(readZipMember(path, "docProps/custom.xml", 1 << 20));
        CHECK_NOTHROW(refuseOtherWorkbooksKey(path, "other.xlsx"));
        std::remove(path.c_str());
    }
    // Every byte of the directory and the end record flipped in turn.
    for (std::size_t at = whole.size() - 600; at < whole.size(); ++at) {
        std::string damaged = whole;
        damaged[at] = static_cast<char>(damaged[at] ^ 0xFF);
        const std::string path = temporaryFile("flipped.xlsx", damaged);
        CHECK_NOTHROW(readZipMember(path, "docProps/custom.xml", 1 << 20));
        std::remove(path.c_str());
    }
    const std::string text = temporaryFile("text.xlsx", "not a zip file at all");
    CHECK(readZipMember(text, "docProps/custom.xml", 1 << 20) == std::nullopt);
    std::remove(text.c_str());
}
