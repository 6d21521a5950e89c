# SPDX-License-Identifier: MIT
"""Posters and the legibility rule, read back from the pixels.

- A 200x200 maze on 3x3 A4 sheets (--poster 3x3): each PDF page rendered
  (pdftoppm, 150 dpi), cut along its cut marks (found in the pixels: the
  outermost short lines in its top and left bands), the tiles laid side by
  side, and every wall of the assembled maze compared with the block text
  of the same seed: the walls meet across the joins. Also a file per sheet
  for SVG, named A1 .. C3.
- -s 1000x1000 -o big.pdf (and .svg) is refused with one line; the largest
  maze that one A4 page still takes (470x470) and a 1000x1000 poster on 4x4
  sheets print every passage at least half the cell's pitch wide (300 dpi).
- The same warning words from the workbook, the PDF and the SVG.

usage: test_poster.py MAZESHEET_BINARY [KEEP_DIR]
"""
import os
import subprocess
import sys
import tempfile

import numpy

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "sheet"))
from pages import Page, read_borders  # noqa: E402
from sheetcheck import attempt, report, require, run, run_ok  # noqa: E402

MM = 25.4


def pages_of(pdf, dpi, first=None, last=None):
    """The PDF's pages as height x width x 3 arrays."""
    with tempfile.TemporaryDirectory() as tmp:
        args = ["pdftoppm", "-r", str(dpi)]
        if first:
            args += ["-f", str(first), "-l", str(last or first)]
        subprocess.run(args + [pdf, os.path.join(tmp, "p")], check=True)
        out = []
        for name in sorted(os.listdir(tmp), key=lambda n: int(n.rsplit("-", 1)[1].split(".")[0])):
            data = open(os.path.join(tmp, name), "rb").read()
            magic, size, depth, pixels = data.split(b"\n", 3)
            width, height = map(int, size.split())
            out.append(numpy.frombuffer(pixels, dtype=numpy.uint8).reshape(height, width, 3))
        return out


def dark(image, level=128):
    return image.max(axis=2) < level


def cut_lines(image, dpi):
    """The tile's edges from its cut marks: short lines in the outer 3 mm of
    the band above and beside the tile (0.5 inch margins), whose outermost
    dark columns (rows) are the tile's left and right (top and bottom)."""
    margin = round(0.5 * dpi)
    strip = round(3 * dpi / MM)
    ink = dark(image)
    columns = numpy.nonzero(ink[margin:margin + strip, :].any(axis=0))[0]
    rows = numpy.nonzero(ink[:, margin:margin + strip].any(axis=1))[0]
    require(len(columns) >= 2 and len(rows) >= 2, "no cut marks in the band")
    return columns[0], rows[0], columns[-1], rows[-1]


def maze_box(image):
    """The maze's outer walls: the columns and rows that are dark over 90 %
    of the longest such line (a door is one cell of 200)."""
    ink = dark(image, 80)
    cols, rows = ink.sum(axis=0), ink.sum(axis=1)
    wall_cols = numpy.nonzero(cols > 0.9 * cols.max())[0]
    wall_rows = numpy.nonzero(rows > 0.9 * rows.max())[0]
    return int(wall_cols[0]), int(wall_rows[0]), int(wall_cols[-1]), int(wall_rows[-1])


def as_page(image, dpi):
    height, width, _ = image.shape
    return Page(width, height, numpy.ascontiguousarray(image).tobytes(), dpi)


def check_assembled(binary, work):
    dpi = 150
    pdf = os.path.join(work, "poster.pdf")
    run_ok(binary, ["-s", "200x200", "--seed", "4", "--poster", "3x3", "-o", pdf], cwd=work)
    run_ok(binary, ["-s", "200x200", "--seed", "4", "-o", os.path.join(work, "poster.txt")], cwd=work)
    text = open(os.path.join(work, "poster.txt")).read()
    sheets = pages_of(pdf, dpi)
    require(len(sheets) == 9, f"{len(sheets)} pages, expected 9")
    tiles = []
    for image in sheets:
        x0, y0, x1, y1 = cut_lines(image, dpi)
        tiles.append(image[y0:y1, x0:x1])
    rows = []
    for r in range(3):
        row = tiles[3 * r:3 * r + 3]
        height = min(t.shape[0] for t in row)
        rows.append(numpy.concatenate([t[:height] for t in row], axis=1))
    width = min(r.shape[1] for r in rows)
    assembled = numpy.concatenate([r[:, :width] for r in rows], axis=0)
    with open(os.path.join(work, "assembled.ppm"), "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (assembled.shape[1], assembled.shape[0]) + assembled.tobytes())
    box = maze_box(assembled)
    wrong = read_borders(as_page(assembled, dpi), box, text)
    seams_x = numpy.cumsum([t.shape[1] for t in tiles[:2]])
    seams_y = numpy.cumsum([tiles[3 * r].shape[0] for r in range(2)])
    require(not wrong, f"{len(wrong)} of 80,400 walls differ from the block text in the assembled poster "
                       f"(seams at x {list(seams_x)}, y {list(seams_y)}); first: {wrong[:5]}")
    pitch = (box[2] - box[0]) / 200
    crossing = sum(1 for x in seams_x if box[0] < x < box[2]) + sum(1 for y in seams_y if box[1] < y < box[3])
    require(crossing >= 3, f"only {crossing} joins cross the maze")
    return f"{len(tiles)} tiles cut at their marks, {crossing} joins across the maze, every wall where the block " \
           f"text has it ({pitch:.1f} px a cell at {dpi} dpi)"


def check_passages(binary, work):
    said = []
    for name, args, cells in (("470x470", ["-s", "470x470"], 470),
                              ("1000x1000-poster", ["-s", "1000x1000", "--poster", "4x4"], 1000)):
        pdf = os.path.join(work, name + ".pdf")
        run_ok(binary, args + ["--seed", "6", "-q", "-o", pdf], cwd=work)
        image = pages_of(pdf, 300, 1)[0]
        poster = "--poster" in args
        if poster:
            # A tile holds part of the maze (its outer walls on two sides
            # only): the pitch comes from the walls instead.
            x0, y0, x1, y1 = cut_lines(image, 300)
            image = image[y0:y1, x0:x1]
        pitch, narrowest = passage_widths(image, None if poster else cells)
        require(narrowest >= 0.5 * pitch, f"{name}: a passage {narrowest} px wide, under half the pitch ({pitch:.2f} px)")
        said.append(f"{name}: pitch {pitch:.2f} px, narrowest passage {narrowest} px")
    return "; ".join(said)


def passage_widths(image, cells):
    """(pitch in px, narrowest light run between two walls) of a maze's
    rows; the pitch from `cells` across the maze's box, or (a poster's
    tile) from the commonest distance between neighbouring walls."""
    ink = dark(image)
    if cells:
        box = maze_box(image)
        pitch = (box[2] - box[0]) / cells
    else:
        h, w = ink.shape
        box = (w // 8, h // 8, 7 * w // 8, 7 * h // 8)
        pitch = None
    runs, distances = [], []
    for y in range(box[1] + 2, box[3] - 1, 3):
        line = ink[y, box[0]:box[2] + 1].astype(numpy.int8)
        change = numpy.flatnonzero(numpy.diff(line))
        falls = [c + 1 for c in change if line[c] == 1]
        rises = [c + 1 for c in change if line[c] == 0]
        for f in falls:
            later = [r for r in rises if r > f]
            if later:
                runs.append(later[0] - f)
        centres = [(f + r) / 2 for f, r in zip(rises, falls[1:] if falls and falls[0] < rises[0] else falls)]
        distances += [b - a for a, b in zip(centres, centres[1:])]
    if pitch is None:
        d = numpy.array(distances)
        pitch = float(numpy.percentile(d[d > 2], 5))
    return pitch, int(min(runs))


def check_refused(binary, work):
    for out in ("big.pdf", "big.svg"):
        result = run(binary, ["-s", "1000x1000", "-o", out], cwd=work)
        lines = result.stderr.strip().splitlines()
        require(result.returncode == 2 and len(lines) == 1 and "--poster auto" in lines[0],
                f"{out}: exit {result.returncode}, {result.stderr.strip()!r}")
        require(not os.path.exists(os.path.join(work, out)), f"{out} was written")
    return lines[0]


def check_same_words(binary, work):
    warnings = {}
    for out in ("words.xlsx", "words.pdf", "words.svg"):
        result = run_ok(binary, ["-s", "100x100", "--seed", "1", "-o", out], cwd=work)
        warnings[out] = [l for l in result.stderr.splitlines() if "maze cells print only" in l]
    texts = {tuple(w) for w in warnings.values()}
    require(len(texts) == 1 and all(len(w) == 1 for w in warnings.values()), f"the warnings differ: {warnings}")
    require("--poster auto" in warnings["words.pdf"][0], f"no --poster in {warnings['words.pdf']}")
    return warnings["words.pdf"][0]


def check_svg_files(binary, work):
    run_ok(binary, ["-s", "60x60", "--seed", "3", "--poster", "3x2", "-o", "wall.svg"], cwd=work)
    names = sorted(n for n in os.listdir(work) if n.startswith("wall-"))
    expected = sorted(f"wall-{c}{r}.svg" for c in "ABC" for r in "12")
    require(names == expected, f"files {names}, expected {expected}")
    return ", ".join(names)


def main():
    binary = os.path.abspath(sys.argv[1])
    keep = sys.argv[2] if len(sys.argv) > 2 else None
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-poster-") as tmp:
        work = keep or tmp
        os.makedirs(work, exist_ok=True)
        attempt(results, "a 200x200 poster on 3x3 A4 sheets, cut and assembled", lambda: check_assembled(binary, work))
        attempt(results, "1000x1000 on one page refused", lambda: check_refused(binary, work))
        attempt(results, "passages at least half the pitch", lambda: check_passages(binary, work))
        attempt(results, "the same warning from every format", lambda: check_same_words(binary, work))
        attempt(results, "an SVG file per sheet", lambda: check_svg_files(binary, work))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
