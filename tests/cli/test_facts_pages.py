#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Facts drawn on the page (SVG and PDF), checked from the outside. The SVG is
read back with Python's XML parser: every maze cell holds its item (one line
or two) once, inside the cell's box, no other text stands in the maze, the
items are the --stats items, and the items this test evaluates as true are
exactly the route's cells (the way from S to F read from block text). The
PDF's words (pdftotext -bbox) stand where the SVG's text does, within a
point, and inside their cells; the text size on the medium and small
templates is measured. Same seed, same bytes.
Usage: test_facts_pages.py PATH_TO_MAZESHEET"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from checklist import check, finish
from fact_truth import parse_block, read_fact_file, truth

MAZESHEET = os.path.abspath(sys.argv[1])
SVG = "{http://www.w3.org/2000/svg}"
MM = 72 / 25.4


def run(*args):
    return subprocess.run([MAZESHEET, *args], capture_output=True, text=True, timeout=120)


def route(block):
    """The cells of the way from S to F along passages (block text, a perfect maze)."""
    _, _, _, open_to, start, finish = parse_block(block)
    before, queue = {start: None}, [start]
    for cell in queue:
        for n in open_to[cell]:
            if n not in before:
                before[n] = cell
                queue.append(n)
    cells, here = set(), finish
    while here is not None:
        cells.add(here)
        here = before[here]
    return cells


def read_svg(path, blocks):
    """The maze's grid (x, y, unit) and its texts [(x, baseline, size, text)] inside the grid."""
    root = ET.parse(path).getroot()
    grid = None
    for group in root.iter(SVG + "g"):
        m = re.fullmatch(r"matrix\(([\d.]+) 0 0 [\d.]+ ([\d.]+) ([\d.]+)\)", group.get("transform", ""))
        if m:
            grid = (float(m[2]), float(m[3]), float(m[1]))
            break
    texts = [(float(t.get("x")), float(t.get("y")), float(t.get("font-size")), t.get("text-anchor"), t.text)
             for t in root.iter(SVG + "text")]
    return grid, texts


def cell_box(grid, col, row, blocks):
    """A maze cell's box in points: (left, top, right, bottom)."""
    x, y, unit = grid
    c, r = (2 * col + 1, 2 * row + 1) if blocks else (col, row)
    return x + c * unit, y + r * unit, x + (c + 1) * unit, y + (r + 1) * unit


def check_svg(label, svg_path, block, stats, custom=None, blocks=False, walls=True):
    """Checks the items drawn in one SVG against the stats and the route; returns (grid, lines, size)."""
    width, height, cells, _, start, finish = parse_block(block)
    grid, texts = read_svg(svg_path, blocks)
    check(grid is not None, f"{label}: the maze's grid")
    if grid is None:
        return None, {}, 0
    left, top = grid[0], grid[1]
    right = left + grid[2] * (2 * width + 1 if blocks else width)
    bottom = top + grid[2] * (2 * height + 1 if blocks else height)
    in_maze = [t for t in texts if left <= t[0] <= right and top <= t[1] <= bottom]
    # S and F keep their letters (their items are true: leaving them out tells nothing).
    for cell, letter in ((start, "S"), (finish, "F")):
        box = cell_box(grid, *cell, blocks)
        inside = [t for t in in_maze if box[0] < t[0] < box[2] and box[1] < t[1] < box[3]]
        check([t[4] for t in inside] == [letter], f"{label}: cell {cell} shows {[t[4] for t in inside]}, not {letter}")
        in_maze = [t for t in in_maze if t not in inside]
    sizes = {t[2] for t in in_maze}
    check(len(sizes) == 1, f"{label}: one text size for the maze's items, not {sorted(sizes)}")
    size = min(sizes) if sizes else 0
    lines = {}
    for x, y, pt, anchor, text in in_maze:
        check(anchor == "middle", f"{label}: {text!r} is centred")
        # Its line stands in the cell: the anchor and the text's height (ascent 0.8, descent 0.25 of its size).
        found = [p for p in cells if cell_box(grid, *p, blocks)[0] < x < cell_box(grid, *p, blocks)[2]
                 and cell_box(grid, *p, blocks)[1] <= y - 0.8 * pt and y + 0.25 * pt <= cell_box(grid, *p, blocks)[3]]
        check(len(found) == 1, f"{label}: {text!r} at {x},{y} is inside one maze cell")
        if found:
            lines.setdefault(found[0], []).append((y, x, text))
    true_cells = {start, finish}
    for (col, row) in cells - {start, finish}:
        item = stats["items"][row][col]
        drawn = [text for _, _, text in sorted(lines.get((col, row), []))]
        joined = {"".join(drawn), " ".join(drawn)}
        check(1 <= len(drawn) <= 2 and item in joined, f"{label}: cell {col},{row} shows {drawn}, its item is {item!r}")
        if len(drawn) == 2:
            xs = [x for _, x, _ in lines[(col, row)]]
            check(abs(xs[0] - xs[1]) < 0.01, f"{label}: cell {col},{row}'s two lines share a centre")
        # The item as drawn, evaluated: built-in items have no spaces; a teacher's is one of the file's.
        shown = "".join(drawn)
        if custom is not None:
            shown = next((j for j in ("".join(drawn), " ".join(drawn)) if j in custom[0] | custom[1]), None)
            check(shown is not None, f"{label}: cell {col},{row} shows {drawn}, none of the file's items")
        if shown is not None and drawn and truth(stats["facts"], shown, custom):
            true_cells.add((col, row))
    if walls:
        check(true_cells == route(block), f"{label}: the true items drawn are exactly the route's cells")
    return grid, lines, size


def pdf_words(path):
    """The words pdftotext finds, [(xMin, yMin, xMax, yMax, word)] in points."""
    out = subprocess.run(["pdftotext", "-bbox", path, "-"], capture_output=True, text=True, check=True).stdout
    return [(float(m[1]), float(m[2]), float(m[3]), float(m[4]), m[5]) for m in
            re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>', out)]


def unescape(text):
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").replace("&quot;", '"')


def check_pdf(label, pdf_path, grid, lines, blocks):
    """Every line of the SVG's items is a run of the PDF's words at the same place (within a point),
    inside its cell; the baselines' offsets agree."""
    words = [w for w in pdf_words(pdf_path)]
    offsets = []
    for cell, cell_lines in lines.items():
        box = cell_box(grid, *cell, blocks)
        for y, x, text in cell_lines:
            # The PDF's words on this line: their boxes hold the SVG's baseline.
            on = sorted(w for w in words if w[1] < y < w[3] + 1 and box[0] - 1 <= w[0] and w[2] <= box[2] + 1)
            said = " ".join(unescape(w[4]) for w in on)
            check(said == text, f"{label}: the PDF has {said!r} where the SVG has {text!r} (cell {cell})")
            if said != text:
                continue
            centre = (on[0][0] + on[-1][2]) / 2
            check(abs(centre - x) <= 1, f"{label}: {text!r} is centred at {centre:.2f} in the PDF, {x:.2f} in the SVG")
            check(box[0] <= on[0][0] and on[-1][2] <= box[2] and box[1] <= on[0][1] and on[0][3] <= box[3],
                  f"{label}: {text!r} stays inside its cell in the PDF")
            offsets.append(on[0][3] - y)
    check(offsets and max(offsets) - min(offsets) <= 1,
          f"{label}: the PDF's lines stand at the SVG's baselines within a point ({min(offsets or [0]):.2f}.."
          f"{max(offsets or [0]):.2f})")


def outputs(tmp, label, *args, pdf=True):
    """Block text, stats, SVG (and PDF) of one maze; each file made twice to compare the bytes."""
    text, jsonl = os.path.join(tmp, "m.txt"), os.path.join(tmp, "m.jsonl")
    result = run(*args, "-o", text, "--stats", jsonl)
    check(result.returncode == 0, f"{label}: exit {result.returncode} {result.stderr.strip()}")
    made = {"block": open(text).read().rstrip("\n") if result.returncode == 0 else None}
    made["stats"] = json.loads(open(jsonl, encoding="utf-8").readline()) if result.returncode == 0 else None
    for kind in ("svg", "pdf") if pdf else ("svg",):
        # The same names in two folders: a key records the file it answers.
        folders = [os.path.join(tmp, f"run{k}") for k in (1, 2)]
        for folder in folders:
            os.makedirs(folder, exist_ok=True)
        paths = [os.path.join(folder, f"m.{kind}") for folder in folders]
        keys = [os.path.join(folder, f"m-key.{kind}") for folder in folders]
        for path, key in zip(paths, keys):
            result = run(*args, "-o", path, "--answers", key)
            check(result.returncode == 0, f"{label} {kind}: exit {result.returncode} {result.stderr.strip()}")
        check(all(os.path.exists(p) for p in paths + keys) and
              open(paths[0], "rb").read() == open(paths[1], "rb").read() and
              open(keys[0], "rb").read() == open(keys[1], "rb").read(), f"{label} {kind}: same seed, same bytes")
        made[kind], made[kind + "-key"] = paths[0], keys[0]
    return made


with tempfile.TemporaryDirectory() as tmp:
    # A build without the PDF writer (the browser's) checks the SVG alone.
    has_pdf = shutil.which("pdftotext") is not None and run("-s", "2x2", "-o", os.path.join(tmp, "x.pdf")).returncode == 0
    words = os.path.join(tmp, "spelling.txt")
    right = ["because", "friend", "caf\u00e9", "Stra\u00dfe", "rhythm", "believe", "ice cream", "weird", "island",
             "said"]
    wrong = ["becuase", "freind", "cafe", "Strasse", "rythm", "beleive", "ice creem", "wierd", "iland", "sed",
             "becaus", "frend", "rhythem", "believ", "weerd", "ilsand", "frieind", "beleve", "sayd", "iceland"]
    open(words, "w", encoding="utf-8").write("[true]\n" + "\n".join(right) + "\n[false]\n" + "\n".join(wrong) + "\n")
    custom = read_fact_file(words)
    cases = [
        ("times-7", ["--facts", "times-7", "--seed", "5"], None, False),
        ("times", ["--facts", "times", "--seed", "6", "-s", "12x15"], None, False),
        ("compare-100 blocks", ["--facts", "compare-100", "--seed", "7", "-s", "6x7", "--style", "blocks"], None, True),
        ("sub-20 letter", ["--facts", "sub-20", "--seed", "8", "-s", "7x5", "--paper", "letter"], None, False),
        ("spelling", ["--facts", words, "--seed", "9", "-s", "6x8"], custom, False),
        ("divide shaded", ["--facts", "divide", "--seed", "10", "-s", "5x6", "--solution-path", "shade"], None, False),
    ]
    for label, args, teacher, blocks in cases:
        made = outputs(tmp, label, *args, pdf=has_pdf)
        if made["block"] is None:
            continue
        for kind in ("svg", "svg-key"):
            if not os.path.exists(made[kind]):
                continue
            grid, lines, _ = check_svg(f"{label} {kind}", made[kind], made["block"], made["stats"], teacher, blocks)
            if has_pdf and grid is not None:
                check_pdf(f"{label} {kind[3:] or 'maze'} pdf", made["pdf" + kind[3:]], grid, lines, blocks)

    # An open grid: the items, and no wall inside the outline.
    made = outputs(tmp, "no walls", "--facts", "add-20", "--no-walls", "--seed", "11", "-s", "6x7", pdf=False)
    if made["block"] is not None and os.path.exists(made["svg"]):
        check_svg("no walls", made["svg"], made["block"], made["stats"], walls=False)
        path = ET.parse(made["svg"]).getroot().find(f".//{SVG}g/{SVG}path")
        moves = re.findall(r"M([\d.]+) ([\d.]+)([hv])(-?[\d.]+)", path.get("d") if path is not None else "")
        inner = [m for m in moves if (m[2] == "h" and 0 < float(m[1]) < 7) or (m[2] == "v" and 0 < float(m[0]) < 6)]
        check(moves and not inner, f"no walls: only the outline is drawn ({len(inner)} inner walls)")
        blocks = outputs(tmp, "no walls blocks", "--facts", "add-20", "--no-walls", "--seed", "11", "-s", "6x7",
                         "--style", "blocks", pdf=False)
        root = ET.parse(blocks["svg"]).getroot()
        walls = [r for r in root.iter(SVG + "rect") if r.get("fill") == "#000000"]
        inside = [r for r in walls if 0 < float(r.get("x")) < 13 and 0 < float(r.get("y")) < 15
                  and float(r.get("x")) + float(r.get("width")) < 13 and float(r.get("y")) + float(r.get("height")) < 15]
        check(walls and not inside, f"no walls blocks: no wall block inside the outline ({len(inside)})")

    # The templates' sizes: the facts' text size on paper.
    # A spelling list of words up to six letters (a longer word makes every item smaller: measured, not held).
    short = os.path.join(tmp, "short-words.txt")
    right = ["said", "friend", "went", "there", "their", "where", "were", "would", "could", "should", "people",
             "little", "water", "after", "again", "house", "mother", "father", "school", "many"]
    wrong = ["sed", "freind", "frend", "thare", "thier", "wher", "whear", "wer", "wood", "wuld", "cud", "coud",
             "shuld", "shoud", "peple", "pepole", "litle", "littel", "watter", "warter", "afta", "aftre", "agen",
             "agian", "howse", "hous", "muther", "mothr", "farther", "fathr", "skool", "scool", "meny", "mani",
             "sayd", "wnet"]
    open(short, "w", encoding="utf-8").write("[true]\n" + "\n".join(right) + "\n[false]\n" + "\n".join(wrong) + "\n")
    for template, args in (("medium", ["--facts", "times-7", "-s", "12x15"]), ("small", ["--facts", short])):
        made = outputs(tmp, template, "--template", template, *args, "--seed", "12", pdf=False)
        if made["block"] is None or not os.path.exists(made["svg"]):
            continue
        _, _, size = check_svg(template, made["svg"], made["block"], made["stats"],
                               read_fact_file(short) if template == "small" else None)
        print(f"{template}: facts at {size} pt = {size / MM:.2f} mm")
        check(size / MM >= 3.5, f"--template {template}: facts {size / MM:.2f} mm high, at least 3.5 mm")

    # Items too long to print 3.5 mm high in their cells: a warning, and the file all the same.
    long_words = os.path.join(tmp, "long-words.txt")
    open(long_words, "w").write("[true]\n" + "".join(f"rightwords{c}\n" for c in "abcdefghijklmnopqr") + "[false]\n" +
                                "".join(f"wrongwords{c}\n" for c in "abcdefghijklmnopqrstuvwxyz0123456789"))
    # (Without a typed size the maze is made small enough for them: no warning there.)
    for items, size, warned in ((long_words, ["-s", "8x12"], True), (long_words, [], False), (short, [], False)):
        target = os.path.join(tmp, "warned.svg")
        result = run("--template", "small", "--facts", items, *size, "--seed", "14", "-o", target)
        said = [line for line in result.stderr.splitlines() if "warning: the facts print only" in line]
        check(result.returncode == 0 and len(said) == (1 if warned else 0) and os.path.exists(target),
              f"{os.path.basename(items)} on small: {'a' if warned else 'no'} size warning: {result.stderr.strip()!r}")

    # Teaching mode: every frame of the carving shows the cells' items, the same in each.
    made = outputs(tmp, "steps", "--facts", "times-7", "--seed", "13", "-s", "5x6", pdf=False)
    target = os.path.join(tmp, "steps.svg")
    result = run("--facts", "times-7", "--seed", "13", "-s", "5x6", "--steps", "4", "-o", target)
    check(result.returncode == 0, f"--steps with --facts: exit {result.returncode} {result.stderr.strip()}")
    if result.returncode == 0 and made["stats"] is not None:
        ends = parse_block(made["block"])[4:]
        # S and F show their letters (larger than the items), not their items.
        items = sorted(item for r, row in enumerate(made["stats"]["items"]) for c, item in enumerate(row)
                       if (c, r) not in ends)
        frames = [g for g in ET.parse(target).getroot().iter(SVG + "g") if g.get("id", "").startswith("step")]
        check(len(frames) == 4, f"--steps 4: {len(frames)} frames")
        for frame in frames:
            texts = [t for t in frame.iter(SVG + "text") if t.get("text-anchor") == "middle"]
            size = max({t.get("font-size") for t in texts}, key=lambda v: sum(t.get("font-size") == v for t in texts))
            lines = [t.text for t in sorted((t for t in texts if t.get("font-size") == size),
                                            key=lambda t: (float(t.get("x")), float(t.get("y"))))]
            cells, k = [], 0
            while k < len(lines):
                # A cell's second line starts with its sign ("=56"), so it joins the line above it.
                if k + 1 < len(lines) and lines[k + 1][:1] in "=<>":
                    cells.append(lines[k] + lines[k + 1])
                    k += 2
                else:
                    cells.append(lines[k])
                    k += 1
            check(sorted(cells) == items, f"--steps: frame {frame.get('id')} shows the {len(items)} items")

sys.exit(finish())
