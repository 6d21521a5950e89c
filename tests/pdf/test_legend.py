# SPDX-License-Identifier: MIT
"""Teaching mode's legend clear of the footer: on every step page of the PDF
(facts and plain mazes, both styles, A4 and Letter), on the animated SVG's
first frame (librsvg) and on the workbook's step sheets as LibreOffice and
gnumeric print them, the legend's lowest ink
(its swatches and words, read from the pixels at 150 dpi, its last line also
by pdftotext -bbox) ends at least MIN_GAP_MM above the top of the footer's
words (pdftotext -bbox). The footer is the page's last line of words.

usage: test_legend.py MAZESHEET_BINARY
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sheet"))
from sheetcheck import attempt, report, require, run_ok  # noqa: E402

from pages import render  # noqa: E402

MIN_GAP_MM = 3.0  # about the heading's gap row (12 px, 3.2 mm)
DPI = 150
WHITE = 235  # a pixel lighter than this in every channel is paper
MM_PER_PT = 25.4 / 72


def words_by_page(pdf):
    """[[(xMin, yMin, xMax, yMax, word)]] in points, a list per page."""
    out = subprocess.run(["pdftotext", "-bbox", pdf, "-"], capture_output=True, text=True, check=True).stdout
    pages = []
    for page in out.split("<page ")[1:]:
        pages.append([(float(a), float(b), float(c), float(d), w) for a, b, c, d, w in
                      re.findall(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
                                 page)])
    return pages


def legend_gaps(pdf):
    """For each step page (its title says "Step"): (page number, the gap in
    mm between the legend's lowest ink and the footer's top, the legend's last
    line of words)."""
    gaps = []
    images = render(pdf, DPI)
    for number, (words, image) in enumerate(zip(words_by_page(pdf), images), start=1):
        if not any(w[4] == "Step" for w in words):
            continue
        footer_top = max(w[1] for w in words)
        footer = [w for w in words if w[1] > footer_top - 1.0]
        top = min(w[1] for w in footer)
        above = [w for w in words if w[3] <= top + 0.5]
        require(above, f"page {number}: nothing above the footer")
        last_line = max(w[3] for w in above)
        line = " ".join(w[4] for w in sorted(above, key=lambda w: w[0]) if w[3] > last_line - 1.0)
        # The lowest ink above the footer's words, scanning up from their top.
        y = int(top * DPI / 72) - 1
        while y > 0:
            row = image.rgb[3 * y * image.width:3 * (y + 1) * image.width]
            if min(row) < WHITE:
                break
            y -= 1
        ink_bottom = (y + 1) * 72 / DPI
        gap = (top - max(ink_bottom, last_line)) * MM_PER_PT
        gaps.append((number, gap, line))
    require(gaps, "no step page")
    return gaps


def check_gaps(pdf):
    gaps = legend_gaps(pdf)
    close = [(n, round(g, 2), line) for n, g, line in gaps if g < MIN_GAP_MM]
    require(not close, f"legend within {MIN_GAP_MM} mm of the footer (page, mm, its last line): {close}")
    return f"{len(gaps)} step pages, the legend {min(g for _, g, _ in gaps):.1f} mm or more above the footer"


def main():
    binary = os.path.abspath(sys.argv[1])
    results = []
    cases = [
        ("facts", ["--facts", "times-7", "--seed", "1", "--steps", "3"]),
        ("facts-small", ["--facts", "times-7", "-s", "5x6", "--seed", "13", "--steps", "4"]),
        ("facts-blocks-letter", ["--facts", "compare-20", "--style", "blocks", "--paper", "letter", "--seed", "2",
                                 "--steps", "2"]),
        ("plain", ["-s", "15x10", "-a", "kruskal", "--seed", "3", "--steps", "3"]),
    ]
    with tempfile.TemporaryDirectory(prefix="mazesheet-legend-") as tmp:
        books = []
        for name, args in cases:
            pdf = os.path.join(tmp, name + ".pdf")
            run_ok(binary, args + ["-o", pdf])
            attempt(results, f"{name}: the PDF", lambda pdf=pdf: check_gaps(pdf))
            svg = os.path.join(tmp, name + ".svg")
            run_ok(binary, args + ["-o", svg])
            # librsvg draws the animation's first frame, as a browser shows it before it plays.
            subprocess.run(["rsvg-convert", "-f", "pdf", "-o", svg + ".pdf", svg], check=True, capture_output=True)
            attempt(results, f"{name}: the SVG (librsvg)", lambda pdf=svg + ".pdf": check_gaps(pdf))
            book = os.path.join(tmp, name + ".xlsx")
            run_ok(binary, args + ["-o", book])
            books.append((name, book))
        soffice = shutil.which("soffice") or shutil.which("libreoffice")
        require(soffice, "LibreOffice (soffice) is not installed")
        printed = os.path.join(tmp, "lo")
        subprocess.run([soffice, f"-env:UserInstallation=file://{os.path.join(tmp, 'profile')}", "--headless",
                        "--norestore", "--convert-to", "pdf", "--outdir", printed] + [b for _, b in books],
                       capture_output=True, timeout=600, check=True)
        for name, book in books:
            pdf = os.path.join(printed, name + ".pdf")
            attempt(results, f"{name}: the workbook in LibreOffice's print", lambda pdf=pdf: check_gaps(pdf))
        ssconvert = shutil.which("ssconvert")
        if ssconvert is not None:
            for name, book in books:
                pdf = os.path.join(tmp, name + "-gnumeric.pdf")
                subprocess.run([ssconvert, book, pdf], capture_output=True, timeout=120, check=True)
                attempt(results, f"{name}: the workbook in gnumeric's print", lambda pdf=pdf: check_gaps(pdf))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
