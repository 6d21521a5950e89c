#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Regenerates samples/: example workbooks and the PNG pictures of their
LibreOffice prints that README shows, and the printed pages of the circle,
hex and triangle grids.

    scripts/samples.py [MAZESHEET]      (default build/src/cli/mazesheet)

Needs LibreOffice (soffice), poppler (pdftoppm) and python3-openpyxl, which
scripts/install-deps.sh --tests installs. Every sample has a fixed seed, so
the workbooks come out byte-identical each time; the pictures depend on the
LibreOffice and font versions that print them.
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLES = os.path.join(ROOT, "samples")
sys.path.insert(0, os.path.join(ROOT, "tests", "sheet"))

import openpyxl  # noqa: E402

from sheetcheck import Package, decode_png_rgb, encode_png, parse_area, split_block_text  # noqa: E402
from test_play import RECALC_PROFILE, Maze  # noqa: E402

# (name, arguments): each writes samples/NAME.xlsx (and NAME-key.xlsx when
# it has --answers), printed to samples/NAME-print.png (the first page).
WORKBOOKS = [
    ("maze-20x20", ["-s", "20x20", "--seed", "2024"]),
    ("small", ["--template", "small", "--seed", "101", "--title", "Find the way home"]),
    ("medium", ["--template", "medium", "--seed", "102"]),
    ("large", ["--template", "large", "--seed", "103", "-a", "kruskal"]),
    ("heart", ["--mask", "heart", "--seed", "104", "-a", "wilson", "--title", "A heart"]),
    ("blocks", ["-s", "15x12", "--seed", "105", "--style", "blocks", "-a", "prim"]),
    ("class-set", ["--template", "class-set", "--count", "4", "--seed", "106"]),
]
# Facts mazes: (name, arguments, share of the printed page's height kept), run
# from the repository (the fact file's path as written); their pictures are
# cropped to the print, at a resolution that shows the items.
FACTS = [
    ("facts-times", ["--template", "medium", "--facts", "times", "--seed", "107"], 0.5),
    ("facts-spelling", ["--template", "small", "--facts", "samples/spelling.txt", "--seed", "108"], 1.0),
]
# The other grids, drawn by the PDF writer: samples/grid-NAME.png is the
# worksheet's first page.
GRIDS = [
    ("grid-circle", ["--grid", "circle", "-s", "12", "--seed", "2026", "--title", "A round maze"]),
    ("grid-hex", ["--grid", "hex", "-s", "18x20", "--seed", "2026", "-a", "wilson", "--title", "Hexagons"]),
    ("grid-triangle", ["--grid", "triangle", "-s", "28x16", "--seed", "2026", "--title", "Triangles"]),
]
# Extra pictures: the answer key's first page, and a solved playable sheet.
KEY = "class-set"
PLAYABLE = ("playable", ["-s", "12x9", "--seed", "2024", "--playable"])


def run(args, **kwargs):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kwargs)


def print_pdf(files, outdir, profile):
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    run([soffice, f"-env:UserInstallation=file://{profile}", "--headless", "--norestore", "--convert-to", "pdf",
         "--outdir", outdir] + files)


def first_page_png(pdf, target):
    run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", pdf, target[:-4]])


def cropped_png(pdf, target, keep):
    """The first page at 90 dpi, cropped to what is printed, its top `keep` share."""
    run(["pdftoppm", "-png", "-r", "90", "-f", "1", "-l", "1", "-singlefile", pdf, target[:-4]])
    width, height, rows = decode_png_rgb(open(target, "rb").read())
    ink = [(x, y) for y in range(height) for x in range(width) if min(rows[y][x]) < 200]
    left, right = min(x for x, _ in ink) - 8, max(x for x, _ in ink) + 8
    top, bottom = min(y for _, y in ink) - 8, max(y for _, y in ink) + 8
    bottom = top + int((bottom - top) * keep)
    with open(target, "wb") as f:
        f.write(encode_png([row[left:right] for row in rows[top:bottom]], 2, 8))


def solve(binary, workbook, text_args, out):
    """A copy of a playable workbook with its way marked, as a student would."""
    with tempfile.TemporaryDirectory() as tmp:
        text = os.path.join(tmp, "maze.txt")
        run([binary] + text_args + ["-o", text])
        maze = Maze(split_block_text(open(text).read())[0])
    _, (r1, c1, _, _) = parse_area(Package(workbook).names["Maze"]["Maze"])
    wb = openpyxl.load_workbook(workbook)
    for col, row in maze.path()[1:-1]:
        wb["Maze"].cell(row=r1 + row, column=c1 + col).value = "x"
    wb.save(out)


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "src", "cli", "mazesheet"))
    os.makedirs(SAMPLES, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="mazesheet-samples-") as tmp:
        books = []
        for name, args in WORKBOOKS:
            target = os.path.join(SAMPLES, name + ".xlsx")
            key = ["--answers", os.path.join(SAMPLES, name + "-key.xlsx")] if name == KEY else []
            run([binary] + args + ["-o", target] + key, cwd=tmp)
            books.append(target)
        books.append(os.path.join(SAMPLES, KEY + "-key.xlsx"))

        name, args = PLAYABLE
        playable = os.path.join(SAMPLES, name + ".xlsx")
        run([binary] + args + ["-o", playable])
        solved = os.path.join(tmp, name + "-solved.xlsx")
        solve(binary, playable, [a for a in args if a != "--playable"], solved)

        # Plain prints, then the solved sheet recalculated on load (as a
        # student's LibreOffice shows it after typing).
        print_pdf(books, tmp, os.path.join(tmp, "profile"))
        profile = os.path.join(tmp, "recalc-profile")
        os.makedirs(os.path.join(profile, "user"))
        with open(os.path.join(profile, "user", "registrymodifications.xcu"), "w") as f:
            f.write(RECALC_PROFILE)
        print_pdf([solved], tmp, profile)

        facts = []
        for name, args, keep in FACTS:
            target = os.path.join(SAMPLES, name + ".xlsx")
            run([binary] + args + ["-o", target], cwd=ROOT)
            facts.append((target, keep))
        print_pdf([t for t, _ in facts], tmp, os.path.join(tmp, "profile"))
        for target, keep in facts:
            stem = os.path.basename(target)[:-5]
            cropped_png(os.path.join(tmp, stem + ".pdf"), os.path.join(SAMPLES, stem + "-print.png"), keep)
            print("wrote", os.path.relpath(os.path.join(SAMPLES, stem + "-print.png"), ROOT))

        for name, args in GRIDS:
            pdf = os.path.join(tmp, name + ".pdf")
            run([binary] + args + ["-o", pdf])
            first_page_png(pdf, os.path.join(SAMPLES, name + ".png"))
            print("wrote", os.path.relpath(os.path.join(SAMPLES, name + ".png"), ROOT))

        for book in books + [solved]:
            stem = os.path.basename(book)[:-5]
            first_page_png(os.path.join(tmp, stem + ".pdf"), os.path.join(SAMPLES, stem + "-print.png"))
            print("wrote", os.path.relpath(os.path.join(SAMPLES, stem + "-print.png"), ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
