// SPDX-License-Identifier: MIT
#include "workbook/a1.hpp"

namespace mazesheet::workbook {

std::string cellRef(int row, int col, bool absolute) {
    std::string letters;
    for (int n = col + 1; n > 0; n = (n - 1) / 26) letters.insert(letters.begin(), static_cast<char>('A' + (n - 1) % 26));
    const std::string dollar = absolute ? "$" : "";
    return dollar + letters + dollar + std::to_string(row + 1);
}

std::string sheetRef(const std::string& sheetName, int row, int col, bool absolute) {
    return quotedSheet(sheetName) + "!" + cellRef(row, col, absolute);
}

std::string quotedSheet(const std::string& sheetName) {
    std::string out = "'";
    for (const char ch : sheetName) {
        out += ch;
        if (ch == '\'') out += '\'';
    }
    return out + "'";
}

}  // namespace mazesheet::workbook
