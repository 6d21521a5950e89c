# SPDX-License-Identifier: MIT
"""Shapes through the command line: the shipped masks (listed, found by
name, each one piece and sized for a page, each one's maze read back from a
workbook with openpyxl and filling exactly its cells), block-letter masks,
PNG picture masks in every colour type and bit depth, and the terminal
preview read back against the block text of the same maze.

usage: test_shapes.py MAZESHEET_BINARY MASKS_DIR
"""
import os
import sys
import tempfile

import openpyxl

from sheetcheck import (Package, attempt, block_text_region, encode_png, parse_mask, read_maze, report, require, run,
                        run_ok)

# Shapes that must stay shipped under these names (others may be added).
REQUIRED = {"heart", "ring", "star", "circle", "diamond", "house", "apple", "tree", "cat"}


def one_piece(cells):
    if not cells:
        return False
    seen, todo = set(), [min(cells)]
    while todo:
        c, r = todo.pop()
        if (c, r) in seen:
            continue
        seen.add((c, r))
        todo += [q for q in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)) if q in cells]
    return seen == cells


def workbook_maze(binary, args, region, style, tmp, name):
    """The maze a workbook shows (read with openpyxl), checked against the
    block text of the same command: it must be that maze, perfect, over
    exactly the region's cells."""
    book = os.path.join(tmp, name + ".xlsx")
    run_ok(binary, args + ["--style", style, "-o", book])
    reference = run_ok(binary, args + ["-o", "-"]).stdout.rstrip("\n").split("\n")
    package = Package(book)
    ws = openpyxl.load_workbook(book)[package.sheets[0][0]]
    maze = read_maze(ws, package, region, style)  # fails on any look outside the region
    require(maze.text == reference, f"{name}: the workbook's maze differs from the block text")
    require(maze.reachable(maze.start) == region[2], f"{name}: not every cell of the shape is reachable")
    require(maze.passages() == len(region[2]) - 1, f"{name}: {maze.passages()} passages over {len(region[2])} cells")
    return maze


# ---------------------------------------------------------------- shipped masks

def check_listing(binary, masks):
    files = sorted(f[:-4] for f in os.listdir(masks) if f.endswith(".txt"))
    lines = run_ok(binary, ["--list-masks"]).stdout.splitlines()
    require([line.split("\t")[0] for line in lines] == files, f"--list-masks lists {lines}, the folder has {files}")
    require(REQUIRED <= set(files), f"missing shapes: {sorted(REQUIRED - set(files))}")
    for line in lines:
        name, size, cells, description = line.split("\t")
        with open(os.path.join(masks, name + ".txt")) as f:
            width, height, mask = parse_mask(f.read())
        require(size == f"{width}x{height}" and cells == f"{len(mask)} cells",
                f"--list-masks says {size}, {cells} for {name}; the file has {width}x{height}, {len(mask)} cells")
        require(description and description[0].isupper(), f"{name}: no description: {line!r}")
    return f"{len(lines)} masks"


def check_shipped(binary, masks, name, k, tmp):
    """A shipped mask: one piece, sized for a page, usable by name, and its maze fills exactly it."""
    path = os.path.join(masks, name + ".txt")
    with open(path) as f:
        region = parse_mask(f.read())
    width, height, cells = region
    require(one_piece(cells), f"{name}: the mask is not one 4-connected region")
    require(20 <= width <= 40 and 15 <= height <= 40, f"{name}: {width}x{height} is not 20-40 across and up to 40 down")
    args = ["--mask", name, "-a", ("backtracker", "wilson", "kruskal", "prim")[k % 4], "--seed", str(300 + k)]
    by_path = run_ok(binary, args[:1] + [path] + args[2:] + ["-o", "-"]).stdout
    require(run_ok(binary, args + ["-o", "-"]).stdout == by_path, f"{name}: --mask {name} differs from --mask {path}")
    maze = workbook_maze(binary, args, region, ("borders", "blocks")[k % 2], tmp, "shipped-" + name)
    return f"{width}x{height}, {len(cells)} cells, start {maze.start}, finish {maze.finish}"


# ---------------------------------------------------------------- letter masks

def check_letters(binary, tmp):
    out = run_ok(binary, ["--mask-text", "Mia", "--seed", "5", "-o", "-"]).stdout
    width, height, cells = block_text_region(out)
    require((width, height) == (60, 28), f"'Mia' is {width}x{height} cells, expected 60x28 (scale 4)")
    require(run_ok(binary, ["--mask-text", "MIA", "--seed", "5", "-o", "-"]).stdout == out,
            "lower case is not drawn as capitals")
    require(run_ok(binary, ["--mask-text", " Mia  ", "--seed", "5", "-o", "-"]).stdout == out,
            "surrounding spaces change the maze")
    # Columns 20-23 are the gap between M (0-19) and I (24-35): only the thin bridge crosses it.
    gap = sorted(p for p in cells if 20 <= p[0] <= 23)
    require(len(gap) == 4 and len({r for _, r in gap}) == 1, f"the M-I gap holds {gap}, expected one bridge row")
    letters = ["--mask-text", "Hi 2!", "--seed", "6"]
    region = block_text_region(run_ok(binary, letters + ["-o", "-"]).stdout)
    workbook_maze(binary, letters, region, "borders", tmp, "letters")
    return f"'Mia' {width}x{height}, {len(cells)} cells"


# The font's letters as they should look (strokes only; the thin lines that
# join accents and letters are not strokes), each cut to its drawn rows: the
# letters a name is read back with, accented ones beside their plain forms.
FONT = {
    "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
    "G": [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
    "K": ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
    "N": ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
    "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
    "S": [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
    "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "Y": ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
    "Z": ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
    "À": [".#...", "..#..", ".....", ".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "Á": ["...#.", "..#..", ".....", ".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "Ä": [".#.#.", ".....", ".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "É": ["...#.", "..#..", ".....", "#####", "#....", "#....", "####.", "#....", "#....", "#####"],
    "Ê": ["..#..", ".#.#.", ".....", "#####", "#....", "#....", "####.", "#....", "#....", "#####"],
    "Ë": [".#.#.", ".....", "#####", "#....", "#....", "####.", "#....", "#....", "#####"],
    "Ñ": [".#..#", "#.##.", ".....", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
    "Ö": [".#.#.", ".....", ".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "Ú": ["...#.", "..#..", ".....", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "Ü": [".#.#.", ".....", "#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "Ý": ["...#.", "..#..", ".....", "#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
    "Ř": [".#.#.", "..#..", ".....", "####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
    "Š": [".#.#.", "..#..", ".....", ".####", "#....", "#....", ".###.", "....#", "....#", "####."],
    "Ž": [".#.#.", "..#..", ".....", "#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
    "Ễ": [".#..#", "#.##.", ".....", "..#..", ".#.#.", ".....", "#####", "#....", "#....", "####.", "#....", "#....",
           "#####"],
}
FONT["Ễ"] = FONT.pop("Ễ")


def read_letters(width, height, cells):
    """The text a letter mask spells: font pixels are squares of `scale`
    cells (a stroke fills its square, nothing else does), letters are runs
    of columns with strokes, a space is a wider gap, and each letter is
    the one of FONT whose strokes it has."""
    for scale in (4, 3, 2):
        if width % scale or height % scale:
            continue
        columns, rows = width // scale, height // scale
        stroke = [[all((x * scale + i, y * scale + j) in cells for i in range(scale) for j in range(scale))
                   for x in range(columns)] for y in range(rows)]
        inked = [any(stroke[y][x] for y in range(rows)) for x in range(columns)]
        text, x, gap = "", 0, 0
        while x < columns:
            if not inked[x]:
                gap, x = gap + 1, x + 1
                continue
            end = x
            while end < columns and inked[end]:
                end += 1
            glyph = ["".join("#" if stroke[y][c] else "." for c in range(x, end)) for y in range(rows)]
            while glyph and "#" not in glyph[0]:
                glyph.pop(0)
            while glyph and "#" not in glyph[-1]:
                glyph.pop()
            found = [letter for letter, shape in FONT.items() if shape == glyph]
            if len(found) != 1:
                break
            text += (" " if gap > 1 else "") + found[0]
            x, gap = end, 0
        else:
            return text
    return None


def check_accented_letters(binary, tmp):
    """A name with accents (Czech, Vietnamese, Dutch/French) is one maze,
    and its letters, accents included, read back from the block text."""
    name = ["--mask-text", "Šárka Nguyễn Zoë", "--seed", "8"]
    region = block_text_region(run_ok(binary, name + ["-o", "-"]).stdout)
    require(one_piece(region[2]), "the name's mask is not one region")
    maze = workbook_maze(binary, name, region, "blocks", tmp, "accented")
    text = read_letters(*region)
    require(text == "ŠÁRKA NGUYỄN ZOË", f"the maze reads {text!r}")
    decomposed = run_ok(binary, ["--mask-text", "S\u030cárka Nguye\u0302\u0303n Zoe\u0308", "--seed", "8", "-o", "-"])
    require(block_text_region(decomposed.stdout) == region, "decomposed accents draw other letters")
    refused = run(binary, ["--mask-text", "Zo\u01eb", "-o", "-"])
    require(refused.returncode == 2 and "has no '\u01eb' (U+01EB)" in refused.stderr,
            f"a letter the font lacks: {refused.stderr.strip()}")
    return f"read back {text!r} from {region[0]}x{region[1]} cells, {maze.passages()} passages"


# ---------------------------------------------------------------- picture masks

# Cells '#', background '.', and 'x': pixels that look dark but are not cells
# (transparent, or just lighter than the threshold).
PICTURE = ["############",
           "#x..#x..#x.#",
           "#.#.#.#.#.##",
           "#.#.#.#.#..#",
           "#.#x..#x..##",
           "############"]
EXPECTED = {(x, y) for y, row in enumerate(PICTURE) for x, ch in enumerate(row) if ch == "#"}

# (name, colour type, bit depth, pixel for '#', '.', 'x', PLTE, tRNS, interlaced)
FORMATS = [
    ("grey 1-bit", 0, 1, 0, 1, 1, None, None, False),
    ("grey 2-bit", 0, 2, 1, 3, 2, None, None, False),            # 85 dark, 170 light
    ("grey 4-bit", 0, 4, 7, 15, 8, None, None, False),           # 119 dark, 136 light
    ("grey 8-bit near mid-grey", 0, 8, 127, 255, 128, None, None, False),
    ("grey 8-bit, tRNS", 0, 8, 0, 255, 9, None, b"\0\x09", False),
    ("grey 16-bit near mid-grey", 0, 16, 127 * 257, 65535, 128 * 257, None, None, False),
    ("RGB 8-bit", 2, 8, (120, 0, 0), (0, 255, 0), (0, 0, 1), None, b"\0\0\0\0\0\x01", False),
    ("RGB 16-bit", 2, 16, (0, 0, 40000), (65535, 65535, 0), (65535, 65535, 65535), None, None, False),
    ("palette 1-bit", 3, 1, 1, 0, 0, [(255, 255, 255), (0, 0, 0)], None, False),
    ("palette 2-bit, tRNS", 3, 2, 1, 0, 2, [(255, 255, 255), (0, 0, 0), (0, 0, 0)], b"\xff\xff\x00", False),
    ("palette 4-bit", 3, 4, 5, 2, 9, [(0, 0, 0)] * 2 + [(250, 250, 200)] * 3 + [(20, 30, 90)] + [(140, 140, 140)] * 4,
     None, False),
    ("palette 8-bit", 3, 8, 200, 3, 77, [(255, 255, 255)] * 200 + [(10, 10, 10)], b"\xff" * 77 + b"\x00", False),
    ("grey+alpha 8-bit", 4, 8, (0, 255), (255, 255), (0, 0), None, None, False),
    ("grey+alpha 16-bit", 4, 16, (0, 65535), (65535, 65535), (0, 0), None, None, False),
    ("RGBA 8-bit", 6, 8, (20, 20, 20, 255), (255, 255, 255, 255), (0, 0, 0, 60), None, None, False),
    ("RGBA 16-bit", 6, 16, (0, 0, 0, 65535), (65535, 0, 65535, 65535), (0, 0, 0, 0), None, None, False),
    ("grey 8-bit, interlaced", 0, 8, 0, 255, 200, None, None, True),
    ("palette 2-bit, interlaced", 3, 2, 1, 0, 2, [(255, 255, 255), (0, 0, 0), (0, 0, 0)], b"\xff\xff\x00", True),
    ("RGBA 8-bit, interlaced", 6, 8, (0, 0, 0, 255), (0, 0, 0, 0), (0, 0, 0, 0), None, None, True),
]


def check_pictures(binary, tmp):
    for name, colour, depth, cell, background, decoy, palette, transparency, interlace in FORMATS:
        pixel = {"#": cell, ".": background, "x": decoy}
        data = encode_png([[pixel[ch] for ch in row] for row in PICTURE], colour, depth, palette, transparency, interlace)
        path = os.path.join(tmp, name.replace(" ", "-").replace(",", "") + ".png")
        with open(path, "wb") as f:
            f.write(data)
        result = run(binary, ["--mask", path, "--seed", "1", "-o", "-"])
        require(result.returncode == 0, f"{name}: exit {result.returncode}: {result.stderr.strip()}")
        got = block_text_region(result.stdout)[2]
        require(got == EXPECTED, f"{name}: cells {sorted(got ^ EXPECTED)} differ from the picture's dark pixels")
    picture = os.path.join(tmp, "grey-8-bit-near-mid-grey.png")
    workbook_maze(binary, ["--mask", picture, "--seed", "2"], (len(PICTURE[0]), len(PICTURE), EXPECTED), "blocks", tmp,
                  "picture")
    return f"{len(FORMATS)} PNG formats"


# ---------------------------------------------------------------- preview

def preview_walls(preview, width):
    """(cells marked S/F/path, east walls, south walls) read from a preview."""
    rows = preview.rstrip("\n").split("\n")
    step = width + 1

    def at(y, x):
        return rows[y][x] if x < len(rows[y]) else " "

    height = (len(rows) - 1) // 2
    columns = max(len(row) for row in rows) // step
    east, south, marks = set(), set(), {}
    for r in range(height):
        for c in range(columns):
            if at(2 * r + 1, (c + 1) * step) == "\u2502":
                east.add((c, r))
            if at(2 * r + 2, c * step + 1) == "\u2500":
                south.add((c, r))
            mark = at(2 * r + 1, c * step + 1 + (width - 1) // 2)
            if mark != " ":
                marks[(c, r)] = mark
    return marks, east, south


def block_walls(block):
    rows = block.rstrip("\n").split("\n")
    _, _, cells = block_text_region(block)
    east = {(c, r) for (c, r) in cells if rows[2 * r + 1][2 * c + 2] == "#"}
    south = {(c, r) for (c, r) in cells if rows[2 * r + 2][2 * c + 1] == "#"}
    marks = {(c, r): rows[2 * r + 1][2 * c + 1] for (c, r) in cells if rows[2 * r + 1][2 * c + 1] in "SF"}
    return cells, marks, east, south


def check_preview(binary, tmp):
    args = ["--mask", "heart", "-a", "kruskal", "--seed", "8"]
    block = run_ok(binary, args + ["-o", "-"]).stdout
    cells, ends, east, south = block_walls(block)
    book = os.path.join(tmp, "preview.xlsx")
    wide = {**os.environ, "COLUMNS": "120"}
    shown = run(binary, args + ["--preview-solution", "-o", book], env=wide)
    require(shown.returncode == 0 and os.path.exists(book), f"--preview with -o FILE: {shown.stderr.strip()}")
    marks, p_east, p_south = preview_walls(shown.stdout, 3)
    require(p_east & cells == east and p_south & cells == south, "the preview's walls differ from the block text's")
    require({p: m for p, m in marks.items() if m in "SF"} == ends, "S and F are not where the block text has them")
    path = {p for p, m in marks.items() if m == "\u2022"}
    require(path and one_piece(path | set(ends)), "the dotted path does not join S and F")
    require("mazesheet: wrote" in shown.stderr and "\u2502" not in shown.stderr, "the preview went to standard error")
    # Block text on standard output: the preview moves to standard error; a narrow terminal gets compact cells.
    narrow = run(binary, args + ["--preview", "-o", "-"], env={**os.environ, "COLUMNS": "80"})
    require(narrow.returncode == 0 and narrow.stdout == block, "with -o - standard output must stay block text")
    picture = narrow.stderr[:narrow.stderr.index("mazesheet: wrote")]
    require(max(len(line) for line in picture.split("\n")) == 2 * 25 + 1, "a 25-wide heart in 80 columns is not compact")
    marks, p_east, p_south = preview_walls(picture, 1)
    require(p_east & cells == east and p_south & cells == south and marks == ends,
            "the compact preview differs from the block text")
    return f"{len(path)} path cells dotted"


def main():
    binary, masks = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-shapes-") as tmp:
        attempt(results, "--list-masks", lambda: check_listing(binary, masks))
        names = sorted(f[:-4] for f in os.listdir(masks) if f.endswith(".txt"))
        for k, name in enumerate(names):
            attempt(results, f"shipped mask {name}", lambda name=name, k=k: check_shipped(binary, masks, name, k, tmp))
        attempt(results, "letter masks", lambda: check_letters(binary, tmp))
        attempt(results, "accented letter masks", lambda: check_accented_letters(binary, tmp))
        attempt(results, "picture masks", lambda: check_pictures(binary, tmp))
        attempt(results, "preview", lambda: check_preview(binary, tmp))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
