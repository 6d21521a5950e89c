#include "sheet/formats.hpp"

#include <stdexcept>

#include "sheet/units.hpp"

namespace mazesheet::sheet {

namespace {

constexpr uint8_t kFixedPitchFamily = 3;  // "modern" in the OOXML font family numbering

// The workbook's default font (see units.hpp: it is what keeps cells square).
void setDefaultFont(lxw_format* format) {
    format_set_font_name(format, units::kDefaultFont);
    format_set_font_size(format, units::kDefaultFontPt);
    format_set_font_family(format, kFixedPitchFamily);
}

void fill(lxw_format* format, lxw_color_t colour) {
    format_set_pattern(format, LXW_PATTERN_SOLID);
    format_set_bg_color(format, colour);
}

}  // namespace

Formats::Formats(xlsx::Workbook& workbook) : workbook_(workbook) {
    setDefaultFont(workbook_.defaultFormat());
}

lxw_format* Formats::border(BorderLook look, double markPt) {
    lxw_format*& format = borders_[{look.key(), markPt}];
    if (format != nullptr) return format;
    format = look.mark != Mark::None ? mark(look.mark, markPt) : plain();
    if (look.path && look.mark == Mark::None) fill(format, kPathFill);
    const auto closed = [&](core::Side side) { return (look.closed >> static_cast<int>(side)) & 1U; };
    if (closed(core::Side::North)) format_set_top(format, LXW_BORDER_THICK);
    if (closed(core::Side::East)) format_set_right(format, LXW_BORDER_THICK);
    if (closed(core::Side::South)) format_set_bottom(format, LXW_BORDER_THICK);
    if (closed(core::Side::West)) format_set_left(format, LXW_BORDER_THICK);
    return format;
}

lxw_format* Formats::block(Block kind, double markPt) {
    lxw_format*& format = blocks_[{static_cast<int>(kind), markPt}];
    if (format != nullptr) return format;
    switch (kind) {
        case Block::Wall: format = plain(); fill(format, kWallFill); break;
        case Block::Path: format = plain(); fill(format, kPathFill); break;
        case Block::Start: format = mark(Mark::Start, markPt); break;
        case Block::Finish: format = mark(Mark::Finish, markPt); break;
        case Block::Open:
        case Block::Outside: throw std::logic_error("open and outside blocks carry no format");
    }
    return format;
}

lxw_format* Formats::text(Text role, double pt) {
    lxw_format*& format = texts_[{static_cast<int>(role), pt}];
    if (format != nullptr) return format;
    format = workbook_.addFormat();
    format_set_font_name(format, kTextFont);
    format_set_font_size(format, pt);
    format_set_align(format, role == Text::InfoRight ? LXW_ALIGN_RIGHT : LXW_ALIGN_LEFT);
    format_set_align(format, LXW_ALIGN_VERTICAL_BOTTOM);
    if (role == Text::Title) format_set_bold(format);
    return format;
}

// Blank cells keep the default font, so the file holds no font it does not show.
lxw_format* Formats::plain() {
    lxw_format* format = workbook_.addFormat();
    setDefaultFont(format);
    return format;
}

lxw_format* Formats::mark(Mark which, double pt) {
    lxw_format* format = workbook_.addFormat();
    format_set_font_name(format, kTextFont);
    format_set_font_size(format, pt);
    format_set_bold(format);
    format_set_align(format, LXW_ALIGN_CENTER);
    format_set_align(format, LXW_ALIGN_VERTICAL_CENTER);
    format_set_font_color(format, which == Mark::Start ? kStartInk : kFinishInk);
    fill(format, which == Mark::Start ? kStartFill : kFinishFill);
    return format;
}

}  // namespace mazesheet::sheet
