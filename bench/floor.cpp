// SPDX-License-Identifier: MIT
/* The floor: what any libxlsxwriter-based tool must spend to write a maze
 * sheet of W x H cells. It writes the same cells mazesheet writes for
 * `mazesheet -s WxH --no-solution` (the heading strings, every maze cell
 * blank with one of 16 thick-border formats, the S and F strings, the row
 * heights and column widths, constant-memory mode as mazesheet uses it)
 * straight through libxlsxwriter, with no maze behind them.
 *
 *   build/bench/mazesheet-floor W H OUT.xlsx [WALLS [PICTURE.png]]
 *
 * WALLS is a file of W x H bytes, row by row, each the cell's closed sides
 * (1 north, 2 east, 4 south, 8 west): the walls of the maze mazesheet
 * wrote, so the floor writes the very same cell formats and deflate meets
 * the very same sheet XML (bench/scale.py makes it from mazesheet's block
 * text). It is read a row at a time, so the floor's memory stays what
 * libxlsxwriter needs, and read again from its start when it holds fewer
 * rows than the sheet (a tall case's walls, repeated). Without WALLS each cell's format comes from a fixed
 * pattern of period 16, which compresses better than a maze's walls do.
 *
 * PICTURE makes it the floor of the default workbook (`mazesheet -s WxH`,
 * the maze sheet and its hidden solution sheet): a second, hidden sheet
 * with the same cells and the PNG given (the answer picture mazesheet drew
 * for the same maze, taken from its workbook) over the maze's cells. WALLS
 * "-" with a picture keeps the pattern.
 */
#include <stdio.h>
#include <stdlib.h>
#include <xlsxwriter.h>

#include <string.h>

#include <vector>

namespace {

struct Looks {
    lxw_format *walls[16];
    lxw_format *text;
};

/* One maze sheet: what mazesheet writes for the maze (and again for its solution). */
int writeSheet(lxw_worksheet *sheet, const Looks &looks, int width, int height, FILE *wallsFile, const char *wallsName,
               const char *title) {
    std::vector<unsigned char> rowWalls((size_t)width);
    lxw_format *const *walls = looks.walls;
    lxw_format *text = looks.text;
    if (wallsFile) rewind(wallsFile);
    worksheet_gridlines(sheet, LXW_HIDE_ALL_GRIDLINES);
    worksheet_fit_to_pages(sheet, 1, 1);
    worksheet_set_column(sheet, 0, 0, 1, NULL);
    worksheet_set_column(sheet, 1, (lxw_col_t)width, 1, NULL);
    worksheet_set_column(sheet, (lxw_col_t)width + 1, (lxw_col_t)width + 1, 1, NULL);
    worksheet_write_string(sheet, 0, 0, title, text);
    worksheet_write_string(sheet, 1, 0, "Name: ______________________    Date: ______________", text);
    worksheet_write_string(sheet, 1, (lxw_col_t)width + 1, "seed 1", text);
    worksheet_set_row_pixels(sheet, 2, 12, NULL);
    worksheet_set_row_pixels(sheet, 3, 8, NULL);
    const lxw_row_t first = 4;
    for (int r = 0; r < height; ++r) {
        if (wallsFile) {
            size_t got = fread(rowWalls.data(), 1, rowWalls.size(), wallsFile);
            if (got == 0 && r > 0) {  /* every row used: again from the first */
                rewind(wallsFile);
                got = fread(rowWalls.data(), 1, rowWalls.size(), wallsFile);
            }
            if (got != rowWalls.size()) {
                fprintf(stderr, "mazesheet-floor: %s is not whole rows of %d bytes\n", wallsName, width);
                return 2;
            }
        } else {
            for (int c = 0; c < width; ++c) rowWalls[(size_t)c] = (unsigned char)((r * 7 + c * 13) & 15);
        }
        worksheet_set_row_pixels(sheet, first + (lxw_row_t)r, 8, NULL);
        for (int c = 0; c < width; ++c) {
            lxw_format *format = walls[rowWalls[(size_t)c] & 15u];
            const lxw_row_t row = first + (lxw_row_t)r;
            const lxw_col_t col = 1 + (lxw_col_t)c;
            if (r == height - 1 && c == 0) worksheet_write_string(sheet, row, col, "S", format);
            else if (r == 0 && c == width - 1) worksheet_write_string(sheet, row, col, "F", format);
            else worksheet_write_blank(sheet, row, col, format);
        }
    }
    worksheet_set_row_pixels(sheet, first + (lxw_row_t)height, 8, NULL);
    worksheet_write_string(sheet, first + (lxw_row_t)height + 1, 0, "Start at S and find the way to F.", text);
    return 0;
}

/* A PNG's width and height, from its header. */
bool pictureSize(const std::vector<unsigned char> &png, double &width, double &height) {
    if (png.size() < 24 || memcmp(png.data() + 12, "IHDR", 4) != 0) return false;
    const auto big = [&](size_t at) {
        return (double)((uint32_t)png[at] << 24 | (uint32_t)png[at + 1] << 16 | (uint32_t)png[at + 2] << 8 | png[at + 3]);
    };
    width = big(16);
    height = big(20);
    return width > 0 && height > 0;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc < 4 || argc > 6) {
        fprintf(stderr, "usage: mazesheet-floor WIDTH HEIGHT OUT.xlsx [WALLS|- [PICTURE.png]]\n");
        return 2;
    }
    const int width = atoi(argv[1]);
    const int height = atoi(argv[2]);
    if (width < 1 || height < 1) return 2;
    FILE *wallsFile = nullptr;
    if (argc >= 5 && strcmp(argv[4], "-") != 0 && !(wallsFile = fopen(argv[4], "rb"))) {
        perror(argv[4]);
        return 2;
    }
    std::vector<unsigned char> picture;
    if (argc == 6) {
        FILE *in = fopen(argv[5], "rb");
        if (!in) {
            perror(argv[5]);
            return 2;
        }
        unsigned char buffer[65536];
        size_t got = 0;
        while ((got = fread(buffer, 1, sizeof buffer, in)) > 0) picture.insert(picture.end(), buffer, buffer + got);
        fclose(in);
    }
    const int sheets = picture.empty() ? 1 : 2;

    lxw_workbook_options options{};
    options.constant_memory = (double)width * height >= 10000 ? LXW_TRUE : LXW_FALSE;
    lxw_workbook *workbook = workbook_new_opt(argv[3], &options);
    if (!workbook) return 1;

    /* The 16 wall looks of a maze cell: thick borders on its closed sides. */
    Looks looks{};
    lxw_format **walls = looks.walls;
    for (int mask = 0; mask < 16; ++mask) {
        walls[mask] = workbook_add_format(workbook);
        format_set_font_name(walls[mask], "Courier New");
        format_set_font_size(walls[mask], 10);
        if (mask & 1) format_set_top(walls[mask], LXW_BORDER_THICK);
        if (mask & 2) format_set_right(walls[mask], LXW_BORDER_THICK);
        if (mask & 4) format_set_bottom(walls[mask], LXW_BORDER_THICK);
        if (mask & 8) format_set_left(walls[mask], LXW_BORDER_THICK);
    }
    looks.text = workbook_add_format(workbook);
    format_set_font_name(looks.text, "Calibri");
    format_set_font_size(looks.text, 11);

    lxw_worksheet *maze = workbook_add_worksheet(workbook, "Maze");
    if (int failed = writeSheet(maze, looks, width, height, wallsFile, argv[4], "Maze")) return failed;
    if (sheets == 2) {
        lxw_worksheet *solution = workbook_add_worksheet(workbook, "Solution");
        if (int failed = writeSheet(solution, looks, width, height, wallsFile, argv[4], "Maze (solution)")) return failed;
        double pictureWidth = 0, pictureHeight = 0;
        if (!pictureSize(picture, pictureWidth, pictureHeight)) {
            fprintf(stderr, "mazesheet-floor: %s is not a PNG\n", argv[5]);
            return 2;
        }
        /* Over the maze's cells: columns of width 1 are 12 pixels to libxlsxwriter, streamed rows 20. */
        lxw_image_options place{};
        place.x_scale = width * 12.0 / pictureWidth;
        place.y_scale = height * (options.constant_memory ? 20.0 : 8.0) / pictureHeight;
        place.object_position = LXW_OBJECT_MOVE_AND_SIZE;
        worksheet_insert_image_buffer_opt(solution, 4, 1, picture.data(), picture.size(), &place);
        worksheet_hide(solution);
    }
    if (wallsFile) fclose(wallsFile);
    return workbook_close(workbook) == LXW_NO_ERROR ? 0 : 1;
}
