// SPDX-License-Identifier: MIT
// Answer keys: names implied from the workbook, the workbook every key
// format records and reads back (Writer::answersFor), and the readers that
// find that record (on real keys and on damaged files, which must read as
// "no record", never crash).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <utility>

#include "cli/answer_key.hpp"
#include "core/errors.hpp"
#include "sheet/zip_member.hpp"
#include "writers/writers.hpp"

using namespace mazesheet;
using namespace mazesheet::cli;
using mazesheet::sheet::readZipMember;

namespace {

const std::string kGolden = MAZESHEET_GOLDEN;  // tests/golden/files

std::string bytesOf(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A file's bytes, read as a format reads an old key.
class MemoryFile final : public render::FileReader {
public:
    explicit MemoryFile(std::string bytes) : bytes_(std::move(bytes)) {}
    std::uint64_t size() const override { return bytes_.size(); }
    std::optional<std::string> read(std::uint64_t offset, std::size_t count) const override {
        if (offset > bytes_.size() || count > bytes_.size() - offset) return std::nullopt;
        return bytes_.substr(static_cast<std::size_t>(offset), count);
    }

private:
    std::string bytes_;
};

const render::Writer& formatOf(const std::string& path) {
    const render::Writer* writer = render::writerForPath(path);
    REQUIRE(writer != nullptr);
    return *writer;
}

// A golden answer key of each format that records one, and the workbook
// it answers (tests/golden/golden.py's cases).
const std::pair<const char*, const char*> kGoldenKeys[] = {
    {"class-set-key.xlsx", "class-set.xlsx"},
    {"svg-key.svg", "svg-maze.svg"},
    {"pdf-key.pdf", "pdf.pdf"},
    {"png-key.png", "png.png"},
};

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

TEST_CASE("every key format records whose key it is, or says why not") {
    for (const render::Writer* writer : render::allWriters()) {
        INFO(writer->name);
        if (!writer->answerKey) {
            CHECK(writer->answersFor == nullptr);
            CHECK(writer->keyUnrecorded.empty());
            continue;
        }
        CHECK((writer->answersFor != nullptr) != !writer->keyUnrecorded.empty());
        if (writer->answersFor == nullptr) continue;
        const auto golden = std::find_if(std::begin(kGoldenKeys), std::end(kGoldenKeys), [&](const auto& key) {
            return render::writerForPath(key.first) == writer;
        });
        REQUIRE(golden != std::end(kGoldenKeys));  // a golden key of this format, read back below
    }
}

TEST_CASE("a key's record is read back from the file, in every key format") {
    for (const auto& [file, workbook] : kGoldenKeys) {
        INFO(file);
        const std::string key = kGolden + "/" + file;
        const render::Writer& format = formatOf(key);
        CHECK(format.answersFor(MemoryFile(bytesOf(key))) == workbook);
        CHECK_NOTHROW(refuseOtherWorkbooksKey(key, kGolden + "/" + workbook, format));
        try {
            refuseOtherWorkbooksKey(key, kGolden + "/3c" + std::string(format.extensions.front()), format);
            FAIL("another workbook's key was not refused");
        } catch (const core::InputError& e) {
            CHECK(e.input() == "answers");
            CHECK(e.message().find("holds the answers to " + std::string(workbook) + ", not to 3c") != std::string::npos);
        }
        CHECK_NOTHROW(refuseOtherWorkbooksKey(kGolden + "/no-such-file" + std::string(format.extensions.front()),
                                              "other.xlsx", format));
    }
    // A workbook, an SVG or a PDF that is not a key (no record) may be replaced.
    for (const char* plain : {"borders.xlsx", "svg.svg", "pdf-blocks-per-page.pdf"}) {
        INFO(plain);
        const render::Writer& format = formatOf(plain);
        CHECK(format.answersFor(MemoryFile(bytesOf(kGolden + "/" + plain))) == std::nullopt);
        CHECK_NOTHROW(refuseOtherWorkbooksKey(kGolden + "/" + plain, "other.xlsx", format));
    }
    const std::string xlsxKey = bytesOf(kGolden + "/class-set-key.xlsx");
    const auto custom = readZipMember(MemoryFile(xlsxKey), "docProps/custom.xml", 1 << 20);
    REQUIRE(custom);
    CHECK(custom->find("name=\"Answers for\"") != std::string::npos);
    CHECK(readZipMember(MemoryFile(xlsxKey), "no/such/part.xml", 1 << 20) == std::nullopt);
    CHECK(readZipMember(MemoryFile(xlsxKey), "docProps/custom.xml", 10) == std::nullopt);  // larger than allowed
}

TEST_CASE("damaged or foreign files read as holding no record, in every key format") {
    for (const auto& [file, workbook] : kGoldenKeys) {
        INFO(file);
        const render::Writer& format = formatOf(file);
        const std::string whole = bytesOf(kGolden + "/" + file);
        REQUIRE(whole.size() > 1000);
        // Cut at every length near both ends and in steps through the middle.
        for (std::size_t length = 0; length < whole.size(); length += length < 100 || whole.size() - length < 400 ? 1 : 97) {
            const auto record = format.answersFor(MemoryFile(whole.substr(0, length)));
            CHECK((!record || *record == workbook));
        }
        // Every byte of the first 600 and the last 600 flipped in turn (the
        // SVG's record, the ZIP directory, the PDF's trailer and tables).
        for (std::size_t at = 0; at < whole.size(); at = at + 1 == 600 ? whole.size() - 600 : at + 1) {
            std::string damaged = whole;
            damaged[at] = static_cast<char>(damaged[at] ^ 0xFF);
            CHECK_NOTHROW(format.answersFor(MemoryFile(damaged)));
        }
        CHECK(format.answersFor(MemoryFile("not a key at all")) == std::nullopt);
        const std::string path = temporaryFile("cut" + std::string(format.extensions.front()), whole.substr(0, 100));
        CHECK_NOTHROW(refuseOtherWorkbooksKey(path, "other.xlsx", format));
        std::remove(path.c_str());
    }
}
