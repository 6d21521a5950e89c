#pragma once
// The cell formats of a workbook, made once each and shared by all sheets:
// maze cells by their look (walls, mark, path), blocks by kind, and the
// heading and caption text. The workbook's default font is set here too
// (units.hpp says why it is Courier New 10).
#include <xlsxwriter.h>

#include <map>
#include <utility>

#include "sheet/cell_look.hpp"
#include "sheet/xlsx.hpp"

namespace mazesheet::sheet {

inline constexpr const char* kTextFont = "Calibri";  // heading and letters (Carlito in LibreOffice)
inline constexpr lxw_color_t kStartFill = 0xC6EFCE;
inline constexpr lxw_color_t kStartInk = 0x006100;
inline constexpr lxw_color_t kFinishFill = 0xFFC7CE;
inline constexpr lxw_color_t kFinishInk = 0x9C0006;
inline constexpr lxw_color_t kPathFill = 0xFFD966;
inline constexpr lxw_color_t kWallFill = LXW_COLOR_BLACK;  // libxlsxwriter's black (0 means "no colour")

// Formats are cached by look and font size; the order they are made in (and
// so every style index in the file) depends only on the input.
class Formats {
public:
    // Sets the workbook's default font (Excel's column width unit).
    explicit Formats(xlsx::Workbook& workbook);

    // A maze cell in the borders style: thick borders on its closed sides.
    lxw_format* border(BorderLook look, double markPt);
    // A wall, path, start or finish block (open and outside blocks have none).
    lxw_format* block(Block kind, double markPt);

    enum class Text { Title, InfoLeft, InfoRight, Caption };
    lxw_format* text(Text role, double pt);

private:
    lxw_format* plain();
    lxw_format* mark(Mark which, double pt);

    xlsx::Workbook& workbook_;
    std::map<std::pair<int, double>, lxw_format*> borders_;
    std::map<std::pair<int, double>, lxw_format*> blocks_;
    std::map<std::pair<int, double>, lxw_format*> texts_;
};

}  // namespace mazesheet::sheet
