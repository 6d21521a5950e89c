# SPDX-License-Identifier: MIT
"""One page layout under every writer: the same request written as a
workbook (printed by LibreOffice), as an SVG (drawn by librsvg, an
independent renderer) and as a PDF puts each maze at the same place on the
paper. Each maze's box (the extent of its walls, found on the rendered page
at 144 dpi) agrees within a printer's point (plus half a pixel of
rendering), for a default maze, the blocks style on Letter, a shape, and
four mazes on a page.

usage: test_positions.py MAZESHEET_BINARY
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "sheet"))
sys.path.insert(0, HERE)

import pages  # noqa: E402
from sheetcheck import attempt, report, require, run_ok  # noqa: E402

DPI = 144
TOLERANCE_PT = 1.0 + 0.5 * 72 / DPI
MASKS = os.path.join(HERE, "..", "..", "templates", "masks")


def boxes(pdf, count):
    """Each page's maze boxes in points."""
    found = []
    for page in pages.render(pdf, DPI):
        found.append([tuple(page.points(v) for v in box) for box in pages.maze_boxes(page, count)])
    return found


def check(binary, tmp, name, args, mazes):
    base = os.path.join(tmp, name)
    run_ok(binary, args + ["-o", base + ".xlsx", "--no-solution", "-q"])
    run_ok(binary, args + ["-o", base + ".svg", "-q"])
    run_ok(binary, args + ["-o", base + ".pdf", "-q"])
    out = os.path.join(tmp, "printed")
    subprocess.run(["soffice", "--headless", "--norestore", "--convert-to", "pdf", "--outdir", out, base + ".xlsx"],
                   check=True, capture_output=True, timeout=300)
    subprocess.run(["rsvg-convert", "-f", "pdf", "-o", base + "-svg.pdf", base + ".svg"], check=True)
    printed = {"workbook": boxes(os.path.join(out, name + ".pdf"), mazes)[0],
               "svg": boxes(base + "-svg.pdf", mazes)[0],
               "pdf": boxes(base + ".pdf", mazes)[0]}
    require(all(len(b) == mazes for b in printed.values()),
            f"mazes found: {', '.join(f'{k} {len(v)}' for k, v in printed.items())}, expected {mazes}")
    worst = 0.0
    for k in range(mazes):
        for writer in ("workbook", "svg"):
            for a, b in zip(printed[writer][k], printed["pdf"][k]):
                worst = max(worst, abs(a - b))
                require(abs(a - b) <= TOLERANCE_PT,
                        f"maze {k + 1}: {writer} at {[round(v, 1) for v in printed[writer][k]]} pt, "
                        f"pdf at {[round(v, 1) for v in printed['pdf'][k]]} pt")
    return f"{mazes} maze(s) within {worst:.2f} pt in all three"


def main():
    binary = os.path.abspath(sys.argv[1])
    results = []
    cases = [
        ("default", ["--seed", "1"], 1),
        ("blocks-letter", ["-s", "25x18", "--seed", "2", "--style", "blocks", "--paper", "letter"], 1),
        ("heart", ["--mask", os.path.join(MASKS, "heart.txt"), "--seed", "3"], 1),
        ("four", ["-s", "8x10", "--seed", "4", "--count", "4", "--per-page", "4"], 4),
    ]
    with tempfile.TemporaryDirectory(prefix="mazesheet-positions-") as tmp:
        for name, args, mazes in cases:
            attempt(results, name, lambda n=name, a=args, m=mazes: check(binary, tmp, n, a, m))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
