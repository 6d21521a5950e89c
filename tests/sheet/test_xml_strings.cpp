// SPDX-License-Identifier: MIT
// Every string the .xlsx wrapper hands libxlsxwriter, which writes it into
// XML as it is, passes the one XML rule (page::xmlText) first: a byte that
// is not UTF-8 or a character XML 1.0 forbids is shown as an escape, never
// written raw, whatever reaches the wrapper.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <array>
#include <cstdio>
#include <string>

#include "page/text_rules.hpp"
#include "sheet/xlsx.hpp"

using namespace mazesheet;

namespace {

// One part of the package, read back by unzip.
std::string part(const std::string& path, const std::string& member) {
    const std::string command = "unzip -p '" + path + "' '" + member + "'";
    std::FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string bytes;
    std::array<char, 4096> buffer{};
    std::size_t n = 0;
    while ((n = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) bytes.append(buffer.data(), n);
    REQUIRE(pclose(pipe) == 0);
    return bytes;
}

}  // namespace

TEST_CASE("the workbook's strings pass the XML rule before libxlsxwriter writes them", "[xml]") {
    char directory[] = "/tmp/mazesheet-xml-test-XXXXXX";
    REQUIRE(mkdtemp(directory) != nullptr);
    const std::string path = std::string(directory) + "/strings.xlsx";
    workbook::DocumentProperties properties;
    properties.title = "\xDC" "bung";
    properties.comments = "bell \x07";
    properties.custom = {{"Answers for", "Sch\xFCler/a\x01" "b.xlsx"}, {"na\xFFme", "\xEF\xBF\xBF"}};
    {
        sheet::xlsx::Workbook workbook(path, "strings.xlsx", {});
        workbook.setProperties(properties);
        // A sheet name's shown form holds a backslash, which no sheet name
        // may: such a name is refused, not written.
        CHECK_THROWS_WITH(workbook.addWorksheet("Maze \x02"), Catch::Contains("sheet name"));
        lxw_worksheet* sheet = workbook.addWorksheet("Maze 1");
        workbook.defineName(sheet, "'Maze 1'", "Start", "='Maze 1'!$B$5");
        workbook.close();
    }
    const std::string custom = part(path, "docProps/custom.xml");
    CHECK_THAT(custom, Catch::Contains("<vt:lpwstr>Sch\\xfcler/a\\x01b.xlsx</vt:lpwstr>"));
    CHECK_THAT(custom, Catch::Contains("name=\"na\\xffme\"><vt:lpwstr>\\uFFFF</vt:lpwstr>"));
    const std::string core = part(path, "docProps/core.xml");
    CHECK_THAT(core, Catch::Contains("<dc:title>\\xdcbung</dc:title>"));
    CHECK_THAT(core, Catch::Contains("bell \\x07"));
    const std::string book = part(path, "xl/workbook.xml");
    CHECK_THAT(book, Catch::Contains("'Maze 1'!$B$5"));
    for (const std::string& xml : {custom, core, book, part(path, "docProps/app.xml")}) CHECK(page::isXmlText(xml));
    std::remove(path.c_str());
    rmdir(directory);
}
