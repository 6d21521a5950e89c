#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Golden files: small pinned outputs (workbooks, block text, SVG, stats) that
every build must reproduce, compared part by part the way libxlsxwriter's
functional tests compare with files Excel made.

    golden.py MAZESHEET                 compare (ctest runs this)
    golden.py MAZESHEET --update        rewrite the golden files after an
                                        intended change (then look at the diff)

A workbook is compared member by member: the same members, and each XML
member equal after canonicalisation (attribute order and insignificant white
space do not matter; every element, attribute and text does). A failure names
the member and shows the first differing lines. Text outputs and PDFs compare
exactly (a PDF's difference is shown in qpdf's uncompressed form); PDFs and
PNG pictures pin the fonts of Debian 12's fonts-crosextra-carlito and the
cairo, Pango and libpng that draw and encode them.

To add a case, add a line to CASES; --update writes its files.
"""
import difflib
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = os.path.join(HERE, "files")
MASK = os.path.join(HERE, "l-mask.txt")
PICTURE = os.path.join(HERE, "arrow-mask.png")  # a 12x7 palette PNG: an arrow

# (name, arguments, outputs): the command runs in an empty directory, and
# every output it names there is compared with files/<output>.
CASES = [
    ("borders", ["-s", "8x6", "--seed", "1", "-o", "borders.xlsx"], ["borders.xlsx"]),
    ("blocks-title-letter", ["-s", "7x5", "-a", "kruskal", "--seed", "2", "--style", "blocks", "--paper", "letter",
                             "--title", "Fish & <chips>", "-o", "blocks-title-letter.xlsx"],
     ["blocks-title-letter.xlsx"]),
    ("mask-braid", ["--mask", MASK, "-a", "wilson", "--seed", "3", "--braid", "0.3", "-o", "mask-braid.xlsx",
                    "--stats", "mask-braid.jsonl"], ["mask-braid.xlsx", "mask-braid.jsonl"]),
    ("class-set", ["-s", "6x5", "-a", "prim", "--seed", "4", "--count", "2", "-o", "class-set.xlsx",
                   "--answers", "class-set-key.xlsx"], ["class-set.xlsx", "class-set-key.xlsx"]),
    ("no-solution-portrait", ["-s", "9x4", "-a", "eller", "--seed", "5", "--no-solution", "--orientation", "portrait",
                              "--start", "top-left", "--finish", "2,3", "-o", "no-solution-portrait.xlsx"],
     ["no-solution-portrait.xlsx"]),
    ("blocks-corners", ["-s", "5x6", "-a", "hunt-and-kill", "--seed", "6", "--style", "blocks", "--start",
                        "bottom-left", "--finish", "top-right", "--no-solution", "-o", "blocks-corners.xlsx"],
     ["blocks-corners.xlsx"]),
    ("playable", ["-s", "5x4", "-a", "wilson", "--seed", "12", "--playable", "-o", "playable.xlsx"],
     ["playable.xlsx", "playable-answers.xlsx"]),
    ("playable-blocks-key", ["-s", "4x3", "--seed", "13", "--playable", "--style", "blocks", "-o",
                             "playable-blocks.xlsx", "--answers", "playable-blocks-key.xlsx"],
     ["playable-blocks.xlsx", "playable-blocks-key.xlsx"]),
    ("text", ["-s", "6x4", "-a", "sidewinder", "--seed", "7", "--count", "2", "-o", "text.txt", "--stats",
              "text.jsonl"], ["text.txt", "text.jsonl"]),
    ("text-mask", ["--mask", MASK, "-a", "growing-tree", "--seed", "8", "-o", "text-mask.txt"], ["text-mask.txt"]),
    ("text-parameter", ["-s", "6x5", "-a", "growing-tree:0.25", "--seed", "11", "-o", "text-parameter.txt",
                        "--stats", "text-parameter.jsonl"], ["text-parameter.txt", "text-parameter.jsonl"]),
    # Seed 5's own maze is outside easy's band: this pins the candidate stream too.
    ("difficulty", ["--difficulty", "easy", "--seed", "5", "-o", "difficulty.txt", "--stats", "difficulty.jsonl"],
     ["difficulty.txt", "difficulty.jsonl"]),
    ("svg", ["-s", "5x5", "-a", "division", "--seed", "9", "--title", "A & B", "-o", "svg.svg"], ["svg.svg"]),
    ("svg-mask", ["--mask", MASK, "-a", "aldous-broder", "--seed", "10", "--braid", "1", "-o", "svg-mask.svg"],
     ["svg-mask.svg"]),
    # Teaching mode: step sheets before the maze, and the animated picture.
    ("steps", ["-s", "5x4", "-a", "kruskal", "--seed", "14", "--steps", "3", "-o", "steps.xlsx"], ["steps.xlsx"]),
    ("steps-blocks-answers", ["-s", "4x4", "-a", "hunt-and-kill", "--seed", "15", "--steps", "4", "--style", "blocks",
                              "-o", "steps-blocks.xlsx", "--answers", "steps-blocks-key.xlsx"],
     ["steps-blocks.xlsx", "steps-blocks-key.xlsx"]),
    ("steps-svg", ["--mask", MASK, "-a", "wilson", "--seed", "16", "--steps", "5", "--title", "Wilson & walks",
                   "-o", "steps.svg"], ["steps.svg"]),
    ("pdf", ["-s", "6x5", "-a", "prim", "--seed", "17", "--title", "Šárka & Zoë", "-o", "pdf.pdf", "--answers",
             "pdf-key.pdf"], ["pdf.pdf", "pdf-key.pdf"]),
    ("png", ["-s", "6x5", "-a", "prim", "--seed", "17", "--dpi", "50", "-o", "png.png", "--answers", "png-key.png"],
     ["png.png", "png-key.png"]),
    ("png-maze-only", ["-s", "5x4", "--seed", "19", "--style", "blocks", "--dpi", "72", "--maze-only", "-o",
                       "png-maze-only.png"], ["png-maze-only.png"]),
    ("pdf-blocks-per-page", ["-s", "4x4", "-a", "sidewinder", "--seed", "18", "--style", "blocks", "--count", "3",
                             "--per-page", "2", "-o", "pdf-blocks-per-page.pdf"], ["pdf-blocks-per-page.pdf"]),
    ("per-page", ["-s", "5x4", "-a", "eller", "--seed", "19", "--count", "3", "--per-page", "2", "-o", "per-page.xlsx",
                  "--answers", "per-page-key.xlsx"], ["per-page.xlsx", "per-page-key.xlsx"]),
    ("svg-key", ["-s", "5x4", "--seed", "20", "--style", "blocks", "-o", "svg-maze.svg", "--answers", "svg-key.svg"],
     ["svg-key.svg"]),
    ("text-letters", ["--mask-text", "Hi!", "-a", "kruskal", "--seed", "12", "-o", "text-letters.txt"],
     ["text-letters.txt"]),
    ("text-picture", ["--mask", PICTURE, "-a", "prim", "--seed", "13", "-o", "text-picture.txt"], ["text-picture.txt"]),
    # The class's language (a students' workbook and its key), and accented letters.
    ("language-vi", ["-s", "5x4", "--seed", "17", "--language", "vi", "--playable", "-o", "language-vi.xlsx"],
     ["language-vi.xlsx", "language-vi-answers.xlsx"]),
    ("language-cs-steps-svg", ["-s", "5x4", "-a", "kruskal", "--seed", "18", "--language", "cs", "--steps", "3",
                               "-o", "language-cs.svg"], ["language-cs.svg"]),
    ("text-accents", ["--mask-text", "\u0160\u00e1rka Nguy\u1ec5n Zo\u00eb", "-a", "kruskal", "--seed", "19", "-o",
                      "text-accents.txt"], ["text-accents.txt"]),
    # Facts: items in the cells (two-line ones wrapped), the key shading the way, and a
    # playable sheet whose cells offer their item with a mark.
    ("facts", ["--facts", "times-12", "-s", "4x3", "--seed", "21", "-o", "facts.xlsx", "--answers", "facts-key.xlsx"],
     ["facts.xlsx", "facts-key.xlsx"]),
    ("facts-playable-blocks", ["--facts", "compare-20", "-s", "3x3", "--seed", "22", "--style", "blocks", "--playable",
                               "-o", "facts-playable.xlsx"], ["facts-playable.xlsx", "facts-playable-answers.xlsx"]),
    # The other grids as graphs (-o maze.json) and measures, and a square maze's graph.
    ("json-square", ["-s", "4x3", "-a", "wilson", "--seed", "23", "-o", "json-square.json"], ["json-square.json"]),
    ("json-circle", ["--grid", "circle", "-s", "4", "-a", "sidewinder", "--seed", "24", "-o", "json-circle.json",
                     "--stats", "json-circle.jsonl"], ["json-circle.json", "json-circle.jsonl"]),
    ("json-circle-across", ["--grid", "circle", "-s", "3", "--start", "across", "--seed", "25", "--braid", "0.5",
                            "-o", "json-circle-across.json"], ["json-circle-across.json"]),
    ("json-hex", ["--grid", "hex", "-s", "5x4", "-a", "kruskal", "--seed", "26", "--count", "2", "-o", "json-hex.json",
                  "--stats", "json-hex.jsonl"], ["json-hex.json", "json-hex.jsonl"]),
    ("json-hex-mask", ["--grid", "hex", "--mask", MASK, "-a", "prim", "--seed", "27", "-o", "json-hex-mask.json"],
     ["json-hex-mask.json"]),
    ("json-triangle", ["--grid", "triangle", "-s", "6x3", "-a", "aldous-broder", "--seed", "28", "--facts", "add-10",
                       "-o", "json-triangle.json"], ["json-triangle.json"]),
    # The other grids drawn on pages: each grid in SVG, PDF and PNG, keys (the way as a line, and
    # shaded), a circle entered across the rim, facts on hexagons, two triangles to a page.
    ("svg-circle", ["--grid", "circle", "-s", "4", "-a", "wilson", "--seed", "30", "-o", "svg-circle.svg",
                    "--answers", "svg-circle-key.svg"], ["svg-circle.svg", "svg-circle-key.svg"]),
    ("svg-hex-facts", ["--grid", "hex", "-s", "4x3", "--facts", "add-10", "--seed", "31", "--solution-path", "shade",
                       "-o", "svg-hex.svg", "--answers", "svg-hex-key.svg"], ["svg-hex.svg", "svg-hex-key.svg"]),
    ("svg-triangle", ["--grid", "triangle", "-s", "6x3", "--seed", "32", "-o", "svg-triangle.svg"],
     ["svg-triangle.svg"]),
    ("pdf-circle-across", ["--grid", "circle", "-s", "5", "--start", "across", "--seed", "33", "-o", "pdf-circle.pdf",
                           "--answers", "pdf-circle-key.pdf"], ["pdf-circle.pdf", "pdf-circle-key.pdf"]),
    ("pdf-triangle-per-page", ["--grid", "triangle", "-s", "6x4", "--count", "2", "--per-page", "2", "--seed", "34",
                               "-o", "pdf-triangle.pdf"], ["pdf-triangle.pdf"]),
    ("steps-circle", ["--grid", "circle", "-s", "3", "-a", "kruskal", "--seed", "36", "--steps", "3", "-o",
                      "steps-circle.svg"], ["steps-circle.svg"]),
    # A hex maze in a workbook: bricks of two cells, its hidden answer and key; a playable one.
    ("xlsx-hex", ["--grid", "hex", "-s", "5x4", "-a", "wilson", "--seed", "37", "-o", "xlsx-hex.xlsx", "--answers",
                  "xlsx-hex-key.xlsx"], ["xlsx-hex.xlsx", "xlsx-hex-key.xlsx"]),
    ("xlsx-hex-playable", ["--grid", "hex", "-s", "4x3", "--seed", "38", "--playable", "-o", "xlsx-hex-play.xlsx"],
     ["xlsx-hex-play.xlsx", "xlsx-hex-play-answers.xlsx"]),
    ("png-hex", ["--grid", "hex", "-s", "5x4", "--seed", "35", "--dpi", "50", "-o", "png-hex.png", "--answers",
                 "png-hex-key.png"], ["png-hex.png", "png-hex-key.png"]),
    # Each grid in each page format: the ones above leave a hex PDF and a
    # circle's and a triangle's PNG.
    ("pdf-hex", ["--grid", "hex", "-s", "5x4", "-a", "hunt-and-kill", "--seed", "39", "-o", "pdf-hex.pdf",
                 "--answers", "pdf-hex-key.pdf"], ["pdf-hex.pdf", "pdf-hex-key.pdf"]),
    ("png-circle", ["--grid", "circle", "-s", "4", "--seed", "40", "--dpi", "50", "-o", "png-circle.png"],
     ["png-circle.png"]),
    ("png-triangle", ["--grid", "triangle", "-s", "6x3", "-a", "growing-tree", "--seed", "41", "--dpi", "50",
                      "-o", "png-triangle.png"], ["png-triangle.png"]),
    # The page played on screen: a maze with a title to escape, and a shaped class set in French
    # without its clock.
    ("play-html", ["-s", "5x4", "-a", "wilson", "--seed", "23", "--title", "Fish & <chips> </script>", "-o",
                   "play.html"], ["play.html"]),
    ("play-html-mask-set", ["--mask", MASK, "--seed", "24", "--count", "2", "--language", "fr", "--no-timer",
                            "-o", "play-set.html"], ["play-set.html"]),
]


def canonical(data):
    """An XML part as canonical lines, so a diff points at the element."""
    text = ET.canonicalize(data.decode("utf-8"), strip_text=True)
    return text.replace("><", ">\n<").split("\n")


def members(path):
    with zipfile.ZipFile(path) as z:
        return {name: z.read(name) for name in z.namelist()}


def first_diff(expected, actual, limit=12):
    lines = list(difflib.unified_diff(expected, actual, "golden", "now", n=1, lineterm=""))
    return "\n".join(lines[:limit]) + ("\n..." if len(lines) > limit else "")


def qdf_lines(path):
    """A PDF's objects uncompressed, one per line, to show where two differ."""
    result = subprocess.run(["qpdf", "--qdf", "--object-streams=disable", path, "-"], capture_output=True)
    return result.stdout.decode("latin-1").split("\n")


def compare_file(golden, produced):
    """None if equal, else a description of the first difference."""
    if golden.endswith(".pdf"):
        with open(golden, "rb") as a, open(produced, "rb") as b:
            if a.read() == b.read():
                return None
        return first_diff(qdf_lines(golden), qdf_lines(produced))
    if golden.endswith(".png"):
        with open(golden, "rb") as a, open(produced, "rb") as b:
            want, got = a.read(), b.read()
        return None if want == got else f"{len(want)} bytes pinned, {len(got)} now (look at both pictures)"
    if golden.endswith(".xlsx"):
        want, got = members(golden), members(produced)
        if sorted(want) != sorted(got):
            return f"members differ: only golden {sorted(set(want) - set(got))}, only now {sorted(set(got) - set(want))}"
        for name in sorted(want):
            if name.endswith(".xml") or name.endswith(".rels"):
                a, b = canonical(want[name]), canonical(got[name])
            else:
                a, b = [want[name].hex()], [got[name].hex()]
            if a != b:
                return f"member {name}:\n{first_diff(a, b)}"
        return None
    with open(golden, encoding="utf-8") as f:
        a = f.read().split("\n")
    with open(produced, encoding="utf-8") as f:
        b = f.read().split("\n")
    return None if a == b else first_diff(a, b)


def run_case(binary, workdir, args):
    result = subprocess.run([binary] + args, cwd=workdir, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"exit {result.returncode}: {result.stderr.strip()}")


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    binary = os.path.abspath(sys.argv[1])
    update = "--update" in sys.argv[2:]
    failures = 0
    with tempfile.TemporaryDirectory(prefix="mazesheet-golden-") as tmp:
        if update:
            os.makedirs(FILES, exist_ok=True)
            known = {out for _, _, outs in CASES for out in outs}
            for stale in sorted(set(os.listdir(FILES)) - known):
                os.remove(os.path.join(FILES, stale))
                print(f"removed {stale} (no case makes it)")
        for name, args, outputs in CASES:
            workdir = os.path.join(tmp, name)
            os.makedirs(workdir)
            try:
                run_case(binary, workdir, args)
            except RuntimeError as e:
                print(f"FAIL {name}: {e}")
                failures += 1
                continue
            for out in outputs:
                produced, golden = os.path.join(workdir, out), os.path.join(FILES, out)
                if update:
                    shutil.copyfile(produced, golden)
                    print(f"wrote {os.path.relpath(golden)}")
                    continue
                if not os.path.exists(golden):
                    print(f"FAIL {name}: no golden file {out} (run with --update to make it)")
                    failures += 1
                    continue
                difference = compare_file(golden, produced)
                if difference:
                    print(f"FAIL {name}: {out} differs from the golden file; {difference}")
                    failures += 1
                else:
                    print(f"ok   {name}: {out}")
    if update:
        return 0
    print(f"{failures} of the golden comparisons failed" if failures else "all golden files match")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
