# SPDX-License-Identifier: MIT
"""A real client: LibreOffice prints small workbooks to PDF (headless, with
a private profile), poppler renders the pages, and the pictures are
measured: one page per maze sheet and none for hidden solutions, square
cells within 2 %, the maze filling at least 70 % of the page's width or
height, every wall drawn where the maze has one and none where it has not,
and the answer sheet's path shaded.

Teaching mode's workbooks (--steps, every algorithm) print one page per step
and one for the maze sheet; the last step's page is measured like a maze
page (its legend lines blanked first), and on every other step's page each
cell prints in the fill its sheet gives it, on the same grid.

usage: test_print.py MAZESHEET_BINARY SAMPLES_DIR [KEEP_DIR]
(KEEP_DIR keeps the PDFs and PNGs for looking at.)
"""
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import openpyxl

from sheetcheck import (Package, attempt, block_text_region, parse_area, parse_mask, rectangle, report,
                        require, run_ok, split_block_text)

DPI = 100
PAGE_POINTS = {("a4", "portrait"): (595, 842), ("a4", "landscape"): (842, 595),
               ("letter", "portrait"): (612, 792), ("letter", "landscape"): (792, 612)}


class Job:
    def __init__(self, name, args, region, style, paper, orientation, mazes, answers=False, detailed=None,
                 text_args=None, steps=0):
        self.name = name
        self.args = args
        self.region = region
        self.style = style
        self.paper = paper
        self.orientation = orientation
        self.mazes = mazes          # pages expected
        self.answers = answers      # print the answers workbook instead
        self.detailed = detailed or mazes  # pages measured in detail (the rest are counted)
        self.text_args = text_args or args  # the same mazes as block text (the reference)
        self.steps = steps          # teaching mode: step pages before the maze page


def jobs(binary, masks):
    with open(os.path.join(masks, "heart.txt")) as f:
        heart = parse_mask(f.read())
    with open(os.path.join(masks, "cat.txt")) as f:
        cat = parse_mask(f.read())
    return [
        Job("borders-20x20-a4", ["-s", "20x20", "--seed", "21"], rectangle(20, 20), "borders", "a4", "portrait", 1),
        Job("blocks-30x12-letter", ["-s", "30x12", "-a", "kruskal", "--seed", "22", "--style", "blocks",
                                    "--paper", "letter"], rectangle(30, 12), "blocks", "letter", "landscape", 1),
        Job("borders-12x16-count2", ["-s", "12x16", "-a", "wilson", "--seed", "23", "--count", "2"],
            rectangle(12, 16), "borders", "a4", "portrait", 2),
        Job("heart-borders", ["--mask", os.path.join(masks, "heart.txt"), "--seed", "24"], heart, "borders",
            "a4", "landscape", 1),
        Job("blocks-10x14-answers", ["-s", "10x14", "-a", "prim", "--seed", "25", "--style", "blocks"],
            rectangle(10, 14), "blocks", "a4", "portrait", 1, answers=True),
        # Shrunk to about 70 %: squareness and walls must survive the scaling.
        Job("borders-90x60-shrunk", ["-s", "90x60", "-a", "kruskal", "--seed", "27"], rectangle(90, 60),
            "borders", "a4", "landscape", 1),
        Job("blocks-45x30-shrunk", ["-s", "45x30", "-a", "hunt-and-kill", "--seed", "28", "--style", "blocks"],
            rectangle(45, 30), "blocks", "a4", "landscape", 1),
        Job("borders-30x30-answers", ["-s", "30x30", "-a", "growing-tree", "--seed", "26"],
            rectangle(30, 30), "borders", "a4", "portrait", 1, answers=True),
        # Every shipped layout template prints on one page per maze.
        Job("template-small", ["--template", "small", "--seed", "31"], rectangle(10, 14), "borders", "a4",
            "portrait", 1),
        Job("template-medium", ["--template", "medium", "--seed", "32"], rectangle(20, 28), "borders", "a4",
            "portrait", 1),
        Job("template-large", ["--template", "large", "--seed", "33"], rectangle(40, 28), "borders", "a4",
            "landscape", 1),
        Job("template-small-letter", ["--template", "small-letter", "--seed", "34"], rectangle(10, 13), "borders",
            "letter", "portrait", 1),
        Job("template-medium-letter", ["--template", "medium-letter", "--seed", "35"], rectangle(20, 26),
            "borders", "letter", "portrait", 1),
        Job("template-large-letter", ["--template", "large-letter", "--seed", "36"], rectangle(36, 28), "borders",
            "letter", "landscape", 1),
        # (Its answers go to template-class-set-answers.xlsx beside it; the
        # block text needs the same options without the answers.)
        Job("template-class-set", ["--template", "class-set", "--seed", "37"], rectangle(15, 20), "borders", "a4",
            "portrait", 25, detailed=2, text_args=["-s", "15x20", "--count", "25", "--seed", "37"]),
        # Playable sheets print like the others.
        Job("playable-borders", ["-s", "14x10", "--seed", "38", "--playable"], rectangle(14, 10), "borders", "a4",
            "landscape", 1, text_args=["-s", "14x10", "--seed", "38"]),
        Job("playable-blocks", ["-s", "10x12", "-a", "wilson", "--seed", "39", "--playable", "--style", "blocks"],
            rectangle(10, 12), "blocks", "a4", "portrait", 1,
            text_args=["-s", "10x12", "-a", "wilson", "--seed", "39", "--style", "blocks"]),
        Job("heart-answers", ["--mask", os.path.join(masks, "heart.txt"), "--seed", "29", "--count", "2"], heart,
            "borders", "a4", "landscape", 2, answers=True),
        # Shapes: a shipped mask by name, and block letters (region read from their block text).
        Job("cat-blocks", ["--mask", "cat", "--seed", "31", "--style", "blocks"], cat, "blocks", "a4", "portrait", 1),
        Job("letters-borders", ["--mask-text", "Mia", "--seed", "30"], None, "borders", "a4", "landscape", 1),
    ] + steps_jobs(binary)


def algorithms(binary):
    """Every algorithm the program lists (--list-algorithms), in its order."""
    listed = subprocess.run([binary, "--list-algorithms"], capture_output=True, text=True, check=True).stdout
    names = [line.split("\t")[0] for line in listed.splitlines()]
    require(len(names) >= 2, f"--list-algorithms lists the algorithms: {names}")
    return names


def steps_jobs(binary):
    """Every algorithm's carving in three steps (pages: the steps, then the maze)."""
    out = []
    for i, algorithm in enumerate(algorithms(binary)):
        style = ("borders", "blocks")[i % 2]
        # (10 cells wide: at 8 the maze prints at 70.0-70.7 % of an A4 page,
        # the door-arrow columns and the legend's rows taking room.)
        size = (10, 7)
        args = ["-s", f"{size[0]}x{size[1]}", "-a", algorithm, "--seed", str(50 + i), "--style", style]
        # The orientation is the workbook's (test_steps checks the sheets agree).
        out.append(Job(f"steps-{algorithm}-{style}", args + ["--steps", "3"], rectangle(*size), style, "a4",
                       None, 4, text_args=args, steps=3))
    return out


def legend_top(words, legend_lines):
    """The printed legend's top: its first line's words, found in reading order."""
    first = legend_lines[0].split()
    texts = [w[0] for w in words]
    for i in range(len(texts) - len(first) + 1):
        if texts[i:i + len(first)] == first:
            return words[i]
    raise AssertionError(f"the legend line {legend_lines[0]!r} is not on the page")


def sheet_fills(xlsx, sheet, style):
    """{(col, row): 'RRGGBB'} of a step sheet's maze cells (white where unfilled)."""
    package = Package(xlsx)
    ws = openpyxl.load_workbook(xlsx)[sheet]
    _, (r1, c1, r2, c2) = parse_area(package.names[sheet]["Maze"])
    fills = {}
    blocks = style == "blocks"
    for r in range((r2 - r1) // 2 if blocks else r2 - r1 + 1):
        for c in range((c2 - c1) // 2 if blocks else c2 - c1 + 1):
            cell = ws.cell(row=r1 + (2 * r + 1 if blocks else r), column=c1 + (2 * c + 1 if blocks else c))
            solid = cell.fill is not None and cell.fill.patternType == "solid"
            fills[(c, r)] = cell.fill.fgColor.rgb[2:] if solid else "FFFFFF"
    legend_row = r2 + 2
    lines = []
    while True:
        texts = [str(c.value) for c in ws[legend_row] if c.value is not None]
        if not texts:
            break
        lines.append(texts[0])
        legend_row += 1
    return fills, lines


STEP_COLOURS = []


def check_steps_job(job, pdf, book, work):
    """Step pages: the last measured as a maze page, the others' cell colours."""
    stem = os.path.join(work, f"{job.name}-all")
    subprocess.run(["pdftoppm", "-r", str(DPI), "-f", "1", "-l", str(job.steps), pdf, stem], check=True)
    colour_pages = [Rgb(os.path.join(work, n)) for n in sorted(os.listdir(work))
                    if n.startswith(f"{job.name}-all-") and n.endswith(".ppm")]
    require(len(colour_pages) == job.steps, f"{job.name}: {len(colour_pages)} step pages rendered")
    with open(book[:-5] + ".txt") as f:
        reference = split_block_text(f.read())[0]
    # The last step is the finished maze: measure it as a maze page, with
    # the legend's lines (whose swatches are dark) blanked below the maze.
    _, lines = sheet_fills(book, f"Step {job.steps}", job.style)
    gray_stem = os.path.join(work, f"{job.name}-last")
    subprocess.run(["pdftoppm", "-gray", "-r", str(DPI), "-f", str(job.steps), "-l", str(job.steps), pdf, gray_stem],
                   check=True)
    img = Gray(next(os.path.join(work, n) for n in os.listdir(work) if n.startswith(f"{job.name}-last")))
    words = word_boxes(pdf, job.steps)
    top = legend_top(words, lines)
    row_px = 22 * DPI / 96 + 2  # a legend row prints 22 px (96 dpi) high, its words at its bottom
    blank_from = int(top[4] - row_px)
    pixels = bytearray(img.pixels)
    pixels[blank_from * img.width:] = b"\xff" * (len(pixels) - blank_from * img.width)
    img.pixels = bytes(pixels)
    ox, oy, pitch_x, pitch_y = check_page_picture(job, img, words, reference, None, None,
                                                  f"{job.name} page {job.steps}")
    width, height, cells = job.region
    for page in range(1, job.steps + 1):
        fills, _ = sheet_fills(book, f"Step {page}", job.style)
        rgb = colour_pages[page - 1]
        wrong = []
        for (c, r) in sorted(cells):
            # A point a quarter into the cell: clear of its walls and of S and F.
            if job.style == "blocks":
                x, y = int(ox + (2 * c + 1.3) * pitch_x), int(oy + (2 * r + 1.3) * pitch_y)
            else:
                x, y = int(ox + (c + 0.25) * pitch_x), int(oy + (r + 0.25) * pitch_y)
            want = tuple(int(fills[(c, r)][i:i + 2], 16) for i in (0, 2, 4))
            got = rgb.at(x, y)
            if max(abs(a - b) for a, b in zip(want, got)) > 24:
                wrong.append(((c, r), fills[(c, r)], got))
        require(not wrong, f"{job.name} page {page}: cells print other colours than their sheet's fill: {wrong[:4]}")
        STEP_COLOURS.append((job.name, page, len({fills[p] for p in cells})))


# ---------------------------------------------------------------- pictures

class Rgb:
    """A binary PPM, for the colour of the answer key's line."""

    def __init__(self, path):
        data = open(path, "rb").read()
        fields, i = [], 0
        while len(fields) < 4:
            while data[i:i + 1].isspace():
                i += 1
            j = i
            while not data[j:j + 1].isspace():
                j += 1
            fields.append(data[i:j])
            i = j
        require(fields[0] == b"P6", f"{path} is not a binary PPM")
        self.width, self.height = int(fields[1]), int(fields[2])
        self.pixels = data[i + 1:i + 1 + 3 * self.width * self.height]

    def at(self, x, y):
        k = 3 * (y * self.width + x)
        return tuple(self.pixels[k:k + 3])

    def route(self, x, y):
        r, g, b = self.at(x, y)
        return r > 150 and g < 150 and b < 110 and r - g > 60


class Gray:
    def __init__(self, path):
        data = open(path, "rb").read()
        fields, i = [], 0
        while len(fields) < 4:
            while data[i:i + 1].isspace():
                i += 1
            j = i
            while not data[j:j + 1].isspace():
                j += 1
            fields.append(data[i:j])
            i = j
        require(fields[0] == b"P5", f"{path} is not a binary PGM")
        self.width, self.height = int(fields[1]), int(fields[2])
        self.pixels = data[i + 1:i + 1 + self.width * self.height]

    def at(self, x, y):
        return self.pixels[y * self.width + x]

    def dark(self, x, y):
        return self.at(x, y) < 128

    def without_route(self, colour):
        """The page with the answer key's line painted white: walls only."""
        pixels = bytearray(self.pixels)
        for y in range(self.height):
            for x in range(self.width):
                if colour.route(x, y):
                    pixels[y * self.width + x] = 255
        self.pixels = bytes(pixels)
        return self


def word_boxes(pdf, page):
    """Words LibreOffice printed on a page, as (text, x0, y0, x1, y1) in pixels."""
    out = subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), "-bbox", pdf, "-"],
                         capture_output=True, text=True, check=True).stdout
    scale = DPI / 72.0
    words = []
    for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>', out):
        x0, y0, x1, y1 = (float(v) * scale for v in m.groups()[:4])
        words.append((html.unescape(m.group(5)), x0, y0, x1, y1))
    return words


def door_letters(words):
    """The S or F beside each door's arrow, outside the maze: the largest
    S or F word near each arrow word (a maze cell's own is smaller)."""
    found = []
    for arrow in (w for w in words if w[0] in "\u2190\u2191\u2192\u2193"):
        reach = 3.0 * (arrow[4] - arrow[2])
        near = [w for w in words if w[0] in ("S", "F") and abs(w[1] + w[3] - arrow[1] - arrow[3]) / 2 <= reach
                and abs(w[2] + w[4] - arrow[2] - arrow[4]) / 2 <= reach]
        if near:
            found.append(max(near, key=lambda w: w[4] - w[2]))
    return found


def maze_box(img, words):
    """Bounding box of the dark pixels that are not heading or footer text
    nor the doors' marks."""
    beside_doors = door_letters(words)

    def maze_letter(word):
        # S and F inside the maze stand on a line of their own; the heading's
        # "from S to F" does not.
        t, _, y0, _, y1 = word
        return t in ("S", "F") and word not in beside_doors and \
            all(o[0] in ("S", "F") for o in words if o[2] < y1 and o[4] > y0)

    blocked = [(int(x0) - 3, int(y0) - 3, int(x1) + 3, int(y1) + 3) for (t, x0, y0, x1, y1) in words
               if not maze_letter((t, x0, y0, x1, y1))]
    xs0, ys0, xs1, ys1 = img.width, img.height, -1, -1
    for y in range(img.height):
        row = img.pixels[y * img.width:(y + 1) * img.width]
        first = next((x for x in range(img.width) if row[x] < 128 and not inside(x, y, blocked)), None)
        if first is None:
            continue
        last = next(x for x in range(img.width - 1, -1, -1) if row[x] < 128 and not inside(x, y, blocked))
        xs0, xs1 = min(xs0, first), max(xs1, last)
        ys0, ys1 = min(ys0, y), max(ys1, y)
    require(xs1 >= 0, "no maze found on the page")
    return xs0, ys0, xs1 + 1, ys1 + 1


def inside(x, y, boxes):
    return any(a <= x <= c and b <= y <= d for a, b, c, d in boxes)


def line_thickness(img, box):
    """Thickness of the outer wall: dark run lengths inward from the box's edges."""
    x0, y0, x1, y1 = box
    runs = []
    for k in range(1, 20):
        y = y0 + (y1 - y0) * k // 20
        if img.dark(x0, y):
            n = 0
            while img.dark(x0 + n, y):
                n += 1
            runs.append(n)
        x = x0 + (x1 - x0) * k // 20
        if img.dark(x, y0):
            n = 0
            while img.dark(x, y0 + n):
                n += 1
            runs.append(n)
    require(runs, "cannot find the outer wall")
    runs.sort()
    return runs[len(runs) // 2]


def dark_fraction(img, points):
    points = list(points)
    return sum(1 for x, y in points if img.dark(x, y)) / len(points)


# ---------------------------------------------------------------- checks

MEASURED = []
ROUTES = []
TEXT_SIZES = []
VERDICT_SIZES = []


def check_page_picture(job, img, words, reference, route, colour, where):
    width, height, cells = job.region
    page_w, page_h = img.width, img.height
    x0, y0, x1, y1 = maze_box(img, words)
    bw, bh = x1 - x0, y1 - y0
    cols = [c for c, _ in cells]
    rows = [r for _, r in cells]
    c_lo, r_lo = min(cols), min(rows)
    span_c, span_r = max(cols) - c_lo + 1, max(rows) - r_lo + 1
    if job.style == "blocks":
        t = 0.0
        pitch_x, pitch_y = bw / (2 * span_c + 1), bh / (2 * span_r + 1)
        ox, oy = x0 - (2 * c_lo) * pitch_x, y0 - (2 * r_lo) * pitch_y
    else:
        t = line_thickness(img, (x0, y0, x1, y1))
        pitch_x, pitch_y = (bw - t) / span_c, (bh - t) / span_r
        ox, oy = x0 + t / 2 - c_lo * pitch_x, y0 + t / 2 - r_lo * pitch_y
    squareness = pitch_x / pitch_y - 1
    fill_w, fill_h = bw / page_w, bh / page_h
    MEASURED.append((where, pitch_x, pitch_y, squareness, fill_w, fill_h, t))
    require(abs(squareness) <= 0.02,
            f"{where}: cells print {pitch_x:.2f} x {pitch_y:.2f} px ({squareness * 100:+.2f} %), not square")
    require(max(fill_w, fill_h) >= 0.70,
            f"{where}: the maze fills {fill_w * 100:.0f} % of the page width and {fill_h * 100:.0f} % of its height")

    # The heading and footer print at their sizes whatever the scale (an
    # 18 pt title's word box is about 23 pt high, an 8 pt footer's about 10).
    to_pt = 72.0 / DPI
    top = min(words, key=lambda w: w[2])
    bottom = max(words, key=lambda w: w[4])
    title_pt, footer_pt = (top[4] - top[2]) * to_pt, (bottom[4] - bottom[2]) * to_pt
    TEXT_SIZES.append((where, title_pt, footer_pt))
    require(18 <= title_pt <= 30, f"{where}: the title '{top[0]}' prints {title_pt:.1f} pt high")
    require(7 <= footer_pt <= 13, f"{where}: the footer '{bottom[0]}' prints {footer_pt:.1f} pt high")
    if "--playable" in job.args:
        # The verdict ("Mark your way from S to F." before any mark) prints
        # at the title's size.
        verdict = [w for w in words if w[0] == "Mark"]
        require(len(verdict) == 1, f"{where}: the verdict's first word 'Mark' found {len(verdict)} times")
        verdict_pt = (verdict[0][4] - verdict[0][2]) * to_pt
        VERDICT_SIZES.append((where, verdict_pt, title_pt))
        require(verdict_pt >= 0.95 * title_pt,
                f"{where}: the verdict prints {verdict_pt:.1f} pt high, the title {title_pt:.1f} pt")

    mismatches = []
    if job.style == "blocks":
        unit = max(1, int(min(pitch_x, pitch_y) / 5))
        for ly, line in enumerate(reference):
            for lx, ch in enumerate(line):
                if ch in "SF":
                    continue
                cx = int(ox + (lx + 0.5) * pitch_x)
                cy = int(oy + (ly + 0.5) * pitch_y)
                f = dark_fraction(img, ((cx + dx, cy + dy) for dx in (-unit, 0, unit) for dy in (-unit, 0, unit)))
                drawn = f > 0.8
                if (ch == "#") != drawn or 0.2 < f <= 0.8:
                    mismatches.append((lx, ly, ch, round(f, 2)))
    else:
        # Every wall position, inner and outer: a line along it iff '#'.
        for ly, line in enumerate(reference):
            for lx, ch in enumerate(line):
                if (lx + ly) % 2 == 0 or ch == ".":
                    continue  # cells and corners; nothing to draw outside the mask
                if ly % 2 == 1:  # a vertical wall at x = boundary lx/2
                    x = ox + (lx // 2) * pitch_x
                    ya = oy + (ly // 2) * pitch_y
                    pts = [(int(round(x)) + dx, int(ya + k * pitch_y / 10)) for k in range(3, 8) for dx in (-1, 0, 1)]
                else:  # a horizontal wall at y = boundary ly/2
                    y = oy + (ly // 2) * pitch_y
                    xa = ox + (lx // 2) * pitch_x
                    pts = [(int(xa + k * pitch_x / 10), int(round(y)) + dy) for k in range(3, 8) for dy in (-1, 0, 1)]
                f = dark_fraction(img, pts)
                drawn = f > 0.25
                if (ch == "#") != drawn:
                    mismatches.append((lx, ly, ch, round(f, 2)))
    require(not mismatches, f"{where}: {len(mismatches)} walls printed where the maze has none or missing "
                            f"where it has one (line col, line, char, dark fraction): {mismatches[:6]}")

    if route is not None:
        check_route_print(job, colour, route, reference, (ox, oy, pitch_x, pitch_y), where)
    return ox, oy, pitch_x, pitch_y


def check_route_print(job, colour, route, reference, grid, where):
    """The answer key's line, measured in the print: route-coloured at the
    centre of every path cell (not S and F) and of nothing else, one connected
    line through all of them, reaching the edges of S and F."""
    ox, oy, pitch_x, pitch_y = grid
    width, height, cells = job.region
    start, finish = route[0], route[-1]
    path = set(route)

    def centre(c, r):
        if job.style == "blocks":
            return int(ox + (2 * c + 1.5) * pitch_x), int(oy + (2 * r + 1.5) * pitch_y)
        return int(ox + (c + 0.5) * pitch_x), int(oy + (r + 0.5) * pitch_y)

    wrong = []
    for (c, r) in cells:
        if (c, r) in (start, finish):
            continue
        on_line = colour.route(*centre(c, r))
        if on_line != ((c, r) in path):
            wrong.append(((c, r), colour.at(*centre(c, r))))
    require(not wrong, f"{where}: the line is missing from path cells or drawn on others: {wrong[:6]}")
    inner = [p for p in path if p not in (start, finish)]
    if not inner:
        return
    # One connected line: a flood fill over line-coloured pixels from one
    # path cell's centre reaches every other path cell's centre.
    seed = centre(*inner[0])
    seen, stack = {seed}, [seed]
    while stack:
        x, y = stack.pop()
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if q not in seen and 0 <= q[0] < colour.width and 0 <= q[1] < colour.height and colour.route(*q):
                seen.add(q)
                stack.append(q)
    missing = [p for p in inner if centre(*p) not in seen]
    require(not missing, f"{where}: the line breaks: {len(missing)} path cells are not connected to the rest, "
                         f"first {missing[:4]}")
    # It reaches S's and F's edges: on the way from each end's centre to its
    # path neighbour's, the line is there just beyond the end's cell (the
    # wall block between them in the blocks style).
    for end, neighbour in ((start, route[1]), (finish, route[-2])):
        (ex, ey), (nx, ny) = centre(*end), centre(*neighbour)
        t = 0.5 if job.style == "blocks" else 0.6  # blocks: the wall block's centre; borders: just past the edge
        point = (int(ex + t * (nx - ex)), int(ey + t * (ny - ey)))
        require(point in seen, f"{where}: the line does not reach the {'start' if end == start else 'finish'} "
                               f"(nothing at {point} between {end} and {neighbour})")
    ROUTES.append((where, len(inner), len(seen)))


def solution_path(reference):
    """The cells from S to F through the block text (a perfect maze: unique)."""
    grid = reference
    start = next((x, y) for y, line in enumerate(grid) for x, ch in enumerate(line) if ch == "S")
    prev = {start: None}
    queue = [start]
    end = None
    while queue:
        x, y = queue.pop(0)
        if grid[y][x] == "F":
            end = (x, y)
            break
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            wx, wy, nx, ny = x + dx, y + dy, x + 2 * dx, y + 2 * dy
            if 0 <= ny < len(grid) and 0 <= nx < len(grid[ny]) and grid[wy][wx] == " " and (nx, ny) not in prev:
                prev[(nx, ny)] = (x, y)
                queue.append((nx, ny))
    path, p = [], end
    while p is not None:
        path.append(((p[0] - 1) // 2, (p[1] - 1) // 2))
        p = prev[p]
    return path[::-1]


def pdf_pages(pdf):
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    w, h = (float(v) for v in re.search(r"Page size:\s+([\d.]+) x ([\d.]+)", info).groups())
    return pages, (round(w), round(h))


def main():
    binary, masks = os.path.abspath(sys.argv[1]), sys.argv[2]
    keep = sys.argv[3] if len(sys.argv) > 3 else None
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    require(soffice, "LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui")
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-print-") as tmp:
        work = keep or tmp
        os.makedirs(work, exist_ok=True)
        all_jobs = jobs(binary, masks)
        books = []
        for job in all_jobs:
            base = os.path.join(work, job.name)
            answers = ["--answers", base + "-answers.xlsx"] if job.answers else []
            run_ok(binary, job.args + ["-o", base + ".xlsx"] + answers, cwd=work)
            run_ok(binary, job.text_args + ["-o", base + ".txt"], cwd=work)
            if job.region is None:
                with open(base + ".txt") as f:
                    job.region = block_text_region(f.read())
            books.append(base + ("-answers.xlsx" if job.answers else ".xlsx"))
        started = time.monotonic()
        profile = "file://" + os.path.join(tmp, "lo-profile")
        convert = subprocess.run([soffice, f"-env:UserInstallation={profile}", "--headless", "--norestore",
                                  "--convert-to", "pdf", "--outdir", work] + books,
                                 capture_output=True, text=True, timeout=600)
        print(f"LibreOffice printed {len(books)} workbooks in {time.monotonic() - started:.1f} s")
        require(convert.returncode == 0, f"soffice failed: {convert.stderr.strip()}")
        for job, book in zip(all_jobs, books):
            def check_job(job=job, book=book):
                pdf = book[:-5] + ".pdf"
                require(os.path.exists(pdf), f"{job.name}: LibreOffice wrote no PDF")
                pages, size = pdf_pages(pdf)
                if job.orientation is None:
                    job.orientation = openpyxl.load_workbook(book)["Step 1"].page_setup.orientation
                require(pages == job.mazes, f"{job.name}: {pages} pages printed, expected {job.mazes} "
                                            f"(one per maze sheet, none for hidden solutions)")
                expected_size = PAGE_POINTS[(job.paper, job.orientation)]
                require(size == expected_size, f"{job.name}: page {size} pt, expected {job.paper} {job.orientation}")
                if job.steps:
                    check_steps_job(job, pdf, book, work)
                    return
                with open(book.replace("-answers.xlsx", ".xlsx")[:-5] + ".txt") as f:
                    references = split_block_text(f.read())
                for page in range(1, job.detailed + 1):
                    stem = os.path.join(work, f"{job.name}-page")
                    subprocess.run(["pdftoppm", "-gray", "-r", str(DPI), "-f", str(page), "-l", str(page), pdf, stem],
                                   check=True)
                    pgm = next(os.path.join(work, n) for n in sorted(os.listdir(work))
                               if n.startswith(f"{job.name}-page-") and n.endswith(".pgm")
                               and int(n.rsplit("-", 1)[1][:-4]) == page)
                    img = Gray(pgm)
                    reference = references[page - 1]
                    route = colour = None
                    if job.answers:
                        route = solution_path(reference)
                        subprocess.run(["pdftoppm", "-r", str(DPI), "-f", str(page), "-l", str(page), pdf,
                                        stem + "-colour"], check=True)
                        ppm = next(os.path.join(work, n) for n in sorted(os.listdir(work))
                                   if n.startswith(f"{job.name}-page-colour-") and n.endswith(".ppm")
                                   and int(n.rsplit("-", 1)[1][:-4]) == page)
                        colour = Rgb(ppm)
                        img = img.without_route(colour)
                    check_page_picture(job, img, word_boxes(pdf, page), reference, route, colour,
                                       f"{job.name} page {page}")
                    if keep:
                        subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", str(page), "-l", str(page), pdf,
                                        stem + "-view"], check=True)

            attempt(results, job.name, check_job)
    for where, px, py, sq, fw, fh, t in MEASURED:
        print(f"  {where}: cell {px:.2f} x {py:.2f} px at {DPI} dpi ({sq * 100:+.2f} %), "
              f"maze {fw * 100:.1f} % of page width, {fh * 100:.1f} % of height, wall {t:g} px")
    for where, cells, pixels in ROUTES:
        print(f"  {where}: the answer key's line joins all {cells} path cells between S and F ({pixels} pixels)")
    for name, page, colours in STEP_COLOURS:
        print(f"  {name} page {page}: every cell prints its sheet's fill ({colours} colours)")
    for where, title_pt, footer_pt in TEXT_SIZES:
        print(f"  {where}: title word box {title_pt:.1f} pt high, footer {footer_pt:.1f} pt")
    for where, verdict_pt, title_pt in VERDICT_SIZES:
        print(f"  {where}: verdict word box {verdict_pt:.1f} pt high, title {title_pt:.1f} pt")
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
