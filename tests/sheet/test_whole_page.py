# SPDX-License-Identifier: MIT
"""Every reader prints the whole page: a large borders maze (50x50) and a
long --mask-text maze, each printed by LibreOffice (soffice) and by
gnumeric (ssconvert), have on their first page the title, the name line and
both doors (each door's arrow and its S or F found by pdftotext's word
boxes, and each in its own colour in the pixels: the start's green, the
finish's red).

A print split into print titles and a print area (a LibreOffice speed-up
once used from 2,500 cells) fails here: gnumeric ignores print titles and
started its print in the middle of the maze, with no title, name line or
start door.

Sampled (docs/TESTING.md): the fast run prints each workbook with one
reader, in turn; --full (MAZESHEET_FULL_TESTS) with both.

usage: test_whole_page.py MAZESHEET_BINARY [KEEP_DIR]
"""
import os
import shutil
import subprocess
import sys
import tempfile

from sheetcheck import attempt, in_turn, report, require, run_ok
from test_door_marks import DPI, Picture, centre, word_boxes

CASES = [
    ("borders-50x50", ["-s", "50x50", "--seed", "1"]),
    ("mask-text-long", ["--mask-text", "Happy birthday Mia", "--seed", "2"]),
]
READERS = ("LibreOffice", "gnumeric")
ARROWS = ("\u2190", "\u2192", "\u2191", "\u2193")
GREEN = (0x00, 0x61, 0x00)  # page::Colours::startInk
RED = (0x9C, 0x00, 0x06)    # finishInk


def ink_near(picture, box, colour):
    """Pixels of `colour` (within 60 per channel) inside a word box (points)."""
    _, x0, y0, x1, y1 = box
    k = DPI / 72.0
    count = 0
    for y in range(max(0, int(y0 * k)), min(picture.height, int(y1 * k) + 1)):
        for x in range(max(0, int(x0 * k)), min(picture.width, int(x1 * k) + 1)):
            if all(abs(a - b) <= 60 for a, b in zip(picture.at(x, y), colour)):
                count += 1
    return count


def check_print(pdf, stem, where):
    words = word_boxes(pdf)
    text = " ".join(w[0] for w in words)
    require(any(w[0] == "Maze" for w in words), f"{where}: no title 'Maze' on the first page: {text[:200]!r}")
    require(any(w[0].startswith("Name:") for w in words), f"{where}: no name line on the first page")
    arrows = [w for w in words if w[0] in ARROWS]
    require(len(arrows) == 2, f"{where}: {len(arrows)} door arrows on the first page, expected 2")
    letters = [w for w in words if w[0] in ("S", "F")]
    require(any(w[0] == "S" for w in letters) and any(w[0] == "F" for w in letters),
            f"{where}: the S or the F is missing from the first page")
    picture = Picture(pdf, stem)
    inks = sorted(((ink_near(picture, a, GREEN), ink_near(picture, a, RED)) for a in arrows), reverse=True)
    require(inks[0][0] > 20, f"{where}: no arrow printed in the start's green (ink {inks})")
    require(max(red for _, red in inks) > 20, f"{where}: no arrow printed in the finish's red (ink {inks})")
    top = min(centre(a)[1] for a in arrows)
    title = [w for w in words if w[0] == "Maze"][0]
    require(centre(title)[1] < top, f"{where}: the title stands below a door arrow")
    return f"title, name line, {len(arrows)} arrows, S and F"


def print_with(reader, book, work, tmp):
    out = os.path.join(work, reader)
    os.makedirs(out, exist_ok=True)
    pdf = os.path.join(out, os.path.basename(book)[:-5] + ".pdf")
    if reader == "LibreOffice":
        soffice = shutil.which("soffice") or shutil.which("libreoffice")
        require(soffice, "LibreOffice (soffice) is not installed")
        run = subprocess.run([soffice, f"-env:UserInstallation=file://{tmp}/lo-profile", "--headless", "--norestore",
                              "--convert-to", "pdf", "--outdir", out, book], capture_output=True, text=True,
                             timeout=600)
    else:
        ssconvert = shutil.which("ssconvert")
        require(ssconvert, "gnumeric's ssconvert is not installed")
        run = subprocess.run([ssconvert, book, pdf], capture_output=True, text=True, timeout=600)
    require(run.returncode == 0 and os.path.exists(pdf), f"{reader} did not print {book}: {run.stderr.strip()}")
    return pdf


def main():
    binary = os.path.abspath(sys.argv[1])
    keep = sys.argv[2] if len(sys.argv) > 2 else None
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-whole-page-") as tmp:
        work = keep or tmp
        os.makedirs(work, exist_ok=True)
        readers = in_turn(CASES, lambda case: "workbook", READERS)
        for (name, args), chosen in zip(CASES, readers):
            book = os.path.join(work, name + ".xlsx")
            run_ok(binary, args + ["-o", book], cwd=work)
            for reader in chosen:
                where = f"{name}, {reader}'s print"

                def check(reader=reader, book=book, where=where, name=name):
                    pdf = print_with(reader, book, work, tmp)
                    return check_print(pdf, os.path.join(work, reader, name + "-page"), where)

                attempt(results, where, check)
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
