# SPDX-License-Identifier: MIT
"""S, F and the door arrows are at least 5 mm on paper, whatever the cell
size, measured in the print.

"5 mm" is the ink: a letter's height (its capital) and an arrow's length
along the way it points. Each case's workbook is printed by LibreOffice
(headless), and the same mazes written as PDF by mazesheet and as SVG
(rendered to PDF by librsvg); poppler renders each first page at 300 dpi.
Every arrow beside a door is found by its word box (pdftotext -bbox), its
letter is the S or F word next to it, and the coloured ink (the start's
green, the finish's red: no wall or heading is coloured) inside each box is
measured. A glyph a cell cuts off measures short, so this also finds
marks clipped to a maze row's height.

usage: test_door_marks.py MAZESHEET_BINARY [KEEP_DIR]
"""
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile

from sheetcheck import attempt, report, require, run_ok
from test_print import Rgb

DPI = 300
MIN_MM = 5.0
ARROWS = {"\u2190": "across", "\u2192": "across", "\u2191": "down", "\u2193": "down"}
LETTERS = ("S", "F")

# name, options, mazes on the first page, whether SVG and PDF can be written
CASES = [
    ("default-a4", ["-s", "20x20", "--seed", "21"], 1, True),
    ("blocks-letter", ["--style", "blocks", "--paper", "letter", "--seed", "5"], 1, True),
    ("letters-mia", ["--mask-text", "Mia", "--seed", "30"], 1, True),
    ("small-cells-100x100", ["-s", "100x100", "--seed", "3"], 1, True),
    ("class-set-6-a-page", ["--template", "class-set", "--per-page", "6", "--seed", "37"], 6, False),
    ("class-set-6-a-page-files", ["-s", "15x20", "--count", "6", "--per-page", "6", "--seed", "37"], 6, True),
    ("playable", ["--mask", "heart", "--playable", "--seed", "4"], 1, False),
]

MEASURED = []


def word_boxes(pdf):
    """Words on the first page, as (text, x0, y0, x1, y1) in points."""
    out = subprocess.run(["pdftotext", "-f", "1", "-l", "1", "-bbox", pdf, "-"], capture_output=True, text=True,
                         check=True).stdout
    return [(html.unescape(m.group(5)), *(float(v) for v in m.groups()[:4]))
            for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>',
                                 out)]


class Picture(Rgb):
    """The first page at DPI."""

    def __init__(self, pdf, stem):
        subprocess.run(["pdftoppm", "-r", str(DPI), "-f", "1", "-l", "1", "-singlefile", pdf, stem], check=True)
        super().__init__(stem + ".ppm")

    def coloured_ink(self, x, y):
        """The marks' green or red (and their anti-aliased edges); not black
        walls, not grey text, not the pale fills of the S and F cells."""
        r, g, b = self.at(x, y)
        return max(r, g, b) - min(r, g, b) > 40 and min(r, g, b) < 170

    def ink_mm(self, box):
        """Width and height (mm) of the coloured ink inside a word box (points)."""
        _, x0, y0, x1, y1 = box
        k = DPI / 72.0
        xs, ys = [], []
        for y in range(max(0, int(y0 * k)), min(self.height, int(y1 * k) + 1)):
            for x in range(max(0, int(x0 * k)), min(self.width, int(x1 * k) + 1)):
                if self.coloured_ink(x, y):
                    xs.append(x)
                    ys.append(y)
        if not xs:
            return 0.0, 0.0
        mm = 25.4 / DPI
        return (max(xs) - min(xs) + 1) * mm, (max(ys) - min(ys) + 1) * mm


def centre(box):
    return (box[1] + box[3]) / 2, (box[2] + box[4]) / 2


def check_marks(pdf, stem, mazes, where):
    """Each door's arrow and its letter, on the first page, at least MIN_MM."""
    words = word_boxes(pdf)
    picture = Picture(pdf, stem)
    arrows = [w for w in words if w[0] in ARROWS]
    letters = [w for w in words if w[0] in LETTERS]
    require(len(arrows) == 2 * mazes, f"{where}: {len(arrows)} door arrows on the first page, expected {2 * mazes}")
    for arrow in arrows:
        ax, ay = centre(arrow)
        reach = 3.0 * (arrow[4] - arrow[2])

        def near(word):
            wx, wy = centre(word)
            return abs(wx - ax) <= reach and abs(wy - ay) <= reach

        # The mark's letter: the largest S or F beside the arrow (a maze
        # cell's own S or F may stand near it too, smaller).
        beside = sorted((w for w in letters if near(w)), key=lambda w: w[4] - w[2], reverse=True)
        require(beside, f"{where}: no S or F beside the arrow {arrow[0]} at ({ax:.0f}, {ay:.0f}) pt")
        letter = beside[0]
        width, height = picture.ink_mm(arrow)
        length = width if ARROWS[arrow[0]] == "across" else height
        _, letter_height = picture.ink_mm(letter)
        MEASURED.append((where, arrow[0], length, letter[0], letter_height))
        require(length >= MIN_MM, f"{where}: the arrow {arrow[0]} at ({ax:.0f}, {ay:.0f}) pt prints "
                                  f"{length:.2f} mm long (under {MIN_MM} mm)")
        require(letter_height >= MIN_MM, f"{where}: the {letter[0]} beside the arrow at ({ax:.0f}, {ay:.0f}) pt "
                                         f"prints {letter_height:.2f} mm high (under {MIN_MM} mm)")


def main():
    binary = os.path.abspath(sys.argv[1])
    keep = sys.argv[2] if len(sys.argv) > 2 else None
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    require(soffice, "LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui")
    rsvg = shutil.which("rsvg-convert")
    require(rsvg, "rsvg-convert is not installed: apt-get install librsvg2-bin")
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-doors-") as tmp:
        work = keep or tmp
        os.makedirs(work, exist_ok=True)
        books = []
        for name, args, _, files in CASES:
            base = os.path.join(work, name)
            run_ok(binary, args + ["-o", base + ".xlsx"], cwd=work)
            books.append(base + ".xlsx")
            if files:
                run_ok(binary, args + ["-o", base + "-mazesheet.pdf"], cwd=work)
                run_ok(binary, args + ["-o", base + ".svg"], cwd=work)
                subprocess.run([rsvg, "-f", "pdf", "-o", base + "-svg.pdf", base + ".svg"], check=True)
        convert = subprocess.run([soffice, f"-env:UserInstallation=file://{tmp}/lo-profile", "--headless",
                                  "--norestore", "--convert-to", "pdf", "--outdir", work] + books,
                                 capture_output=True, text=True, timeout=600)
        require(convert.returncode == 0, f"soffice failed: {convert.stderr.strip()}")
        for name, _, mazes, files in CASES:
            base = os.path.join(work, name)
            prints = [("LibreOffice's print", base + ".pdf")]
            if files:
                prints += [("the PDF", base + "-mazesheet.pdf"), ("the SVG", base + "-svg.pdf")]
            for what, pdf in prints:
                where = f"{name}, {what}"
                stem = pdf[:-4] + "-page"
                attempt(results, where, lambda pdf=pdf, stem=stem, mazes=mazes, where=where:
                        check_marks(pdf, stem, mazes, where))
    for where, arrow, length, letter, height in MEASURED:
        print(f"  {where}: arrow {arrow} {length:.2f} mm long, {letter} {height:.2f} mm high")
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
