// SPDX-License-Identifier: MIT
// The .xlsx wrapper files defined names and print areas in libxlsxwriter's
// sorted list itself (xlsx::Workbook::defineName, setPrintArea); the
// workbook must be the very file libxlsxwriter's own calls make.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sheet/xlsx.hpp"

using namespace mazesheet;

namespace {

std::string fileBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

struct Sheet {
    std::string name;
    std::string scope;  // quoted for formulas
    bool printArea;
};

std::vector<Sheet> sheets() {
    std::vector<Sheet> out;
    for (int k = 1; k <= 40; ++k) {
        out.push_back({"Maze " + std::to_string(k), "'Maze " + std::to_string(k) + "'", k % 3 != 0});
        out.push_back({"Solution " + std::to_string(k), "'Solution " + std::to_string(k) + "'", false});
    }
    out.push_back({"Plain", "Plain", true});
    return out;
}

const std::vector<std::string> kNames = {"Maze", "Start", "Finish", "Verdict", "a_name", "Zed"};

std::string formulaFor(const Sheet& sheet, std::size_t k) { return "=" + sheet.scope + "!$B$" + std::to_string(k + 5); }

}  // namespace

TEST_CASE("defined names filed by the wrapper make libxlsxwriter's own file", "[names]") {
    char directory[] = "/tmp/mazesheet-names-test-XXXXXX";
    REQUIRE(mkdtemp(directory) != nullptr);
    const std::string ours = std::string(directory) + "/ours.xlsx";
    const std::string theirs = std::string(directory) + "/theirs.xlsx";
    workbook::DocumentProperties properties;
    properties.created = 1'000'000'000;
    {
        sheet::xlsx::Workbook workbook(ours, "ours.xlsx", {});
        workbook.setProperties(properties);
        for (const Sheet& sheet : sheets()) {
            lxw_worksheet* ws = workbook.addWorksheet(sheet.name);
            worksheet_write_number(ws, 0, 0, 1, nullptr);
            if (sheet.printArea) workbook.setPrintArea(ws, {0, 0, 30, 12});
            for (std::size_t k = 0; k < kNames.size(); ++k) {
                workbook.defineName(ws, sheet.scope, kNames[k], formulaFor(sheet, k));
            }
        }
        workbook.close();
    }
    {
        lxw_workbook* workbook = workbook_new(theirs.c_str());
        lxw_doc_properties lxwProperties{};
        lxwProperties.created = properties.created;
        workbook_set_properties(workbook, &lxwProperties);
        for (const Sheet& sheet : sheets()) {
            lxw_worksheet* ws = workbook_add_worksheet(workbook, sheet.name.c_str());
            worksheet_write_number(ws, 0, 0, 1, nullptr);
            if (sheet.printArea) worksheet_print_area(ws, 0, 0, 30, 12);
            for (std::size_t k = 0; k < kNames.size(); ++k) {
                const std::string name = sheet.scope + "!" + kNames[k];
                REQUIRE(workbook_define_name(workbook, name.c_str(), formulaFor(sheet, k).c_str()) == LXW_NO_ERROR);
            }
        }
        REQUIRE(workbook_close(workbook) == LXW_NO_ERROR);
    }
    const std::string a = fileBytes(ours);
    CHECK(a.size() > 1000);
    CHECK(a == fileBytes(theirs));
    std::remove(ours.c_str());
    std::remove(theirs.c_str());
    rmdir(directory);
}
