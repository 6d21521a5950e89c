# SPDX-License-Identifier: MIT
"""Facts mazes printed by LibreOffice: a times-table maze on the medium
template and a spelling maze (a teacher's file) on the small one. In each
print (and its answer key's):

- every item's words are found by pdftotext, and every one prints at least
  3.5 mm: its size is the height of its word box (pdftotext -bbox) over the
  height per point of the title's box in the same print, whose size
  pdftohtml reports (in thirds of a point at zoom 3); the title and the
  items are set in the same font, so their boxes grow alike with the size;
- the answer key shades exactly the cells of the true items: each item is
  put together from its printed lines and evaluated HERE (the sums done in
  Python, the words looked up in the test's own reading of the file), and
  the paper just above its text is sampled in the key's PNG for the shade;
  as many shaded items as the way has cells between S and F.

usage: test_facts_print.py MAZESHEET_BINARY
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

import openpyxl

from sheetcheck import attempt, decode_png_rgb, read_stats, report, require, run_ok

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from fact_truth import read_fact_file, truth  # noqa: E402

MIN_MM = 3.5
MM_PER_PT = 25.4 / 72
DPI = 100

SPELLING = """[instruction]
Follow the words spelt right.
[true]
because
friend
necessary
separate
beautiful
believe
receive
different
library
February
Wednesday
[false]
becuase
freind
neccessary
seperate
beautifull
beleive
recieve
diffrent
libary
Febuary
Wensday
tommorow
enviroment
goverment
definately
"""


def print_pdf(books, outdir, profile):
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    require(soffice, "LibreOffice (soffice) is not installed: apt-get install libreoffice-calc-nogui")
    result = subprocess.run([soffice, f"-env:UserInstallation=file://{profile}", "--headless", "--norestore",
                             "--convert-to", "pdf", "--outdir", outdir] + books, capture_output=True, text=True,
                            timeout=600)
    require(result.returncode == 0, f"soffice failed: {result.stderr.strip()}")
    return [os.path.join(outdir, os.path.basename(b)[:-5] + ".pdf") for b in books]


def words_of(pdf):
    """[(text, xMin, yMin, xMax, yMax)] in points, from pdftotext -bbox."""
    out = subprocess.run(["pdftotext", "-bbox", pdf, "-"], capture_output=True, text=True, check=True).stdout
    words = []
    for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', out):
        words.append((m[5].replace("&amp;", "&"), *(float(m[k]) for k in range(1, 5))))
    return words


def title_points(pdf, title):
    """The printed size of the title, in points (pdftohtml, zoom 3)."""
    out = subprocess.run(["pdftohtml", "-xml", "-i", "-stdout", "-zoom", "3", pdf], capture_output=True, text=True,
                         check=True).stdout
    root = ET.fromstring(out)
    sizes = {f.get("id"): int(f.get("size")) / 3 for f in root.iter("fontspec")}
    for t in root.iter("text"):
        if "".join(t.itertext()).strip() == title:
            return sizes[t.get("font")]
    require(False, f"{pdf}: no title {title!r} in the print")


def items_in_print(words, cell_lines):
    """The printed words of every item, put back together: for each item
    (its lines as the cell holds them), a word box per word. Returns
    [(item, [boxes])], each printed word used once."""
    free = list(words)
    found = []
    for item, lines in cell_lines:
        boxes = []
        for k, line in enumerate(lines):
            for w in line.split(" "):
                candidates = [b for b in free if b[0] == w]
                if boxes and candidates:
                    # The next word of the same item: the nearest to its first.
                    x, y = boxes[0][1], boxes[0][2]
                    candidates.sort(key=lambda b: abs(b[1] - x) + abs(b[2] - y))
                require(candidates, f"the word {w!r} of {item!r} is not in the print")
                boxes.append(candidates[0])
                free.remove(candidates[0])
        found.append((item, boxes))
    return found


def pixel(png, x_pt, y_pt):
    width, height, rows = png
    x, y = int(x_pt * DPI / 72), int(y_pt * DPI / 72)
    return rows[min(max(y, 0), height - 1)][min(max(x, 0), width - 1)]


def check_print(binary, tmp, name, args, custom, title="Maze"):
    base = os.path.join(tmp, name)
    run_ok(binary, [*args, "-o", base + ".xlsx", "--answers", base + "-answers.xlsx", "--stats", base + ".jsonl",
                    "--seed", "3"])
    stats = read_stats(base + ".jsonl")[0]
    wb = openpyxl.load_workbook(base + ".xlsx")
    ws = wb.worksheets[0]
    cells = [c for row in ws.iter_rows() for c in row if isinstance(c.value, str) and c.alignment.wrap_text]
    cell_lines = [(c.value.replace("\n", "" if re.search("\n[=<>]", c.value) else " "), c.value.split("\n"))
                  for c in cells]
    items = [item for row in stats["items"] for item in row if item is not None]
    require(len(cell_lines) == len(items) - 2, f"{name}: {len(cell_lines)} item cells, {len(items)} cells with S and F")
    maze_pdf, key_pdf = print_pdf([base + ".xlsx", base + "-answers.xlsx"], tmp, os.path.join(tmp, "profile"))
    smallest = {}
    for pdf, what in ((maze_pdf, "maze"), (key_pdf, "answer key")):
        words = words_of(pdf)
        title_word = next(w for w in words if w[0] == title)
        per_point = (title_word[4] - title_word[2]) / title_points(pdf, title_word[0] if what == "maze" else
                                                                  title + " (solution)")
        found = items_in_print(words, cell_lines)
        sizes = [(b[4] - b[2]) / per_point * MM_PER_PT for _, boxes in found for b in boxes]
        smallest[what] = min(sizes)
        require(min(sizes) >= MIN_MM, f"{name} {what}: an item prints {min(sizes):.2f} mm high (under {MIN_MM} mm)")
        if what != "answer key":
            continue
        png_base = os.path.join(tmp, name + "-key")
        subprocess.run(["pdftoppm", "-r", str(DPI), "-png", "-singlefile", pdf, png_base], check=True)
        png = decode_png_rgb(open(png_base + ".png", "rb").read())
        shaded_items, true_items = 0, 0
        for item, boxes in found:
            top = min(b[2] for b in boxes)
            height = boxes[0][4] - boxes[0][2]
            x = (boxes[0][1] + boxes[0][3]) / 2
            # Just inside the top of the first line's box: above the glyphs
            # (the box's top is the font's ascent), within the cell.
            r, g, b = pixel(png, x, top + 0.08 * height)
            shaded = not (r > 240 and g > 240 and b > 240)
            is_true = truth(stats["facts"], item, custom)
            require(shaded == is_true, f"{name}: {item!r} is {'true' if is_true else 'false'} but printed "
                                       f"{'shaded' if shaded else 'white'} (rgb {r},{g},{b} at {x:.1f},{top:.1f} pt)")
            shaded_items += shaded
            true_items += is_true
        require(true_items == stats["solution_length"] - 2,
                f"{name}: {true_items} true items, the way has {stats['solution_length'] - 2} cells between S and F")
    return (f"{stats['width']}x{stats['height']}, {len(found)} items, smallest {smallest['maze']:.2f} mm "
            f"(key {smallest['answer key']:.2f} mm), {true_items} true items shaded")


def main():
    binary = os.path.abspath(sys.argv[1])
    results = []
    for tool in ("pdftotext", "pdftohtml", "pdftoppm"):
        require(shutil.which(tool), f"{tool} is not installed: apt-get install poppler-utils")
    with tempfile.TemporaryDirectory(prefix="mazesheet-facts-print-") as tmp:
        words = os.path.join(tmp, "spelling.txt")
        open(words, "w", encoding="utf-8").write(SPELLING)
        attempt(results, "times tables on the medium template",
                lambda: check_print(binary, tmp, "times", ["--template", "medium", "--facts", "times"], None))
        attempt(results, "spelling on the small template",
                lambda: check_print(binary, tmp, "spelling", ["--template", "small", "--facts", words],
                                    read_fact_file(words)))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
