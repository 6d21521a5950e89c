# SPDX-License-Identifier: MIT
"""Playable worksheets, judged by real spreadsheet engines: marks are typed
into copies of the workbook (openpyxl), LibreOffice headless recalculates
them (recalculation on load forced through its profile) and so does
gnumeric's ssconvert where it is installed, and the verdicts are read back.
Nothing here re-implements the formulas: every verdict comes from an engine.

Also checked: the verdict the file shows before any recalculation (its
cached value), the protection (only the maze cells take input, and in the
teacher's key the switch), that the students' workbook holds no trace of
the way (the key beside it holds the answer and the switch), and in
LibreOffice's print the marks and the revealed way by their colours.

usage: test_play.py MAZESHEET_BINARY MASKS_DIR
"""
import gzip
import os
import shutil
import subprocess
import sys
import tempfile
from collections import deque

import xml.etree.ElementTree as ET

import openpyxl

from sheetcheck import (NS, Package, attempt, full_tests, in_turn, parse_area, report, require, run_ok,
                        split_block_text)

SOLVED = "Solved!"
EMPTY = "Mark your way from S to F."
WALL = "That crosses a wall."
EXTRA = "Extra marks: take some away."
SHORTER = "That works, but a shorter way exists."
GO_ON = "Keep going."

RECALC_PROFILE = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema"
           xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
"""


def shortest_way(start, finish, neighbours, avoid=frozenset()):
    """A shortest way from start to finish through neighbours(p), never
    through a passage in avoid (frozensets of two cells), as cells; None if
    there is none. Breadth first, neighbours in sorted order."""
    prev = {start: None}
    queue = deque([start])
    while queue:
        p = queue.popleft()
        for q in sorted(neighbours(p)):
            if q not in prev and frozenset({p, q}) not in avoid:
                prev[q] = p
                queue.append(q)
    if finish not in prev:
        return None
    way, p = [], finish
    while p is not None:
        way.append(p)
        p = prev[p]
    return way[::-1]


class Maze:
    """A maze rebuilt from its block text: cells, passages, S and F."""

    def __init__(self, lines):
        self.lines = lines
        self.height, self.width = (len(lines) - 1) // 2, (len(lines[0]) - 1) // 2
        self.cells = {(c, r) for r in range(self.height) for c in range(self.width)
                      if lines[2 * r + 1][2 * c + 1] != "."}
        for p in self.cells:
            ch = lines[2 * p[1] + 1][2 * p[0] + 1]
            if ch == "S":
                self.start = p
            if ch == "F":
                self.finish = p

    def open(self, p, q):
        return self.lines[p[1] + q[1] + 1][p[0] + q[0] + 1] == " "

    def neighbours(self, p):
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            q = (p[0] + dc, p[1] + dr)
            if q in self.cells and self.open(p, q):
                yield q

    def path(self, avoid=frozenset()):
        """A shortest way from S to F (avoiding some passages), as cells."""
        return shortest_way(self.start, self.finish, self.neighbours, avoid)


def grid_adjacent(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def marking_cases(maze, braided):
    """(name, marked cells, expected verdict) for one maze."""
    way = maze.path()
    inner = way[1:-1]
    cases = [("right way", inner, SOLVED), ("nothing marked", [], EMPTY)]
    if len(inner) >= 3:
        middle = len(inner) // 2
        cases.append(("one cell short", inner[:middle] + inner[middle + 1:], GO_ON))
    # Two pieces of the way with a gap of two cells whose ends do not touch.
    for k in range(1, len(inner) - 3):
        if not grid_adjacent(inner[k - 1], inner[k + 2]):
            cases.append(("two pieces", inner[:k] + inner[k + 2:], GO_ON))
            break
    # Through a wall: the way folds back beside itself; skip the fold.
    index = {p: i for i, p in enumerate(way)}
    for i, a in enumerate(way):
        shortcut = [b for b in way[i + 3:] if grid_adjacent(a, b) and not maze.open(a, b)]
        if shortcut:
            j = index[shortcut[0]]
            cases.append(("through a wall", [p for p in way[1:i + 1] + way[j:-1] if p not in (maze.start, maze.finish)],
                          WALL))
            break
    # One extra mark in a side passage.
    on_way = set(way)
    for p in inner:
        side = [q for q in maze.neighbours(p) if q not in on_way]
        if side:
            cases.append(("an extra mark", inner + side[:1], EXTRA))
            break
    if braided:
        # Longer correct ways: the shortest one with one of its passages
        # avoided. Marks are cells, not steps: a longer way whose cells have
        # a passage between two of them that it does not take (a shortcut)
        # looks like a branch, and is told to lose some marks.
        found = set()
        for a, b in zip(way, way[1:]):
            longer = maze.path(avoid={frozenset({a, b})})
            if longer is None or len(longer) <= len(way):
                continue
            position = {p: i for i, p in enumerate(longer)}
            shortcut = any(abs(position[p] - position[q]) > 1 for p in longer for q in maze.neighbours(p)
                           if q in position)
            kind = "a longer way with a shortcut across it" if shortcut else "a longer way"
            if kind not in found:
                found.add(kind)
                cases.append((kind, longer[1:-1], EXTRA if shortcut else SHORTER))
        require("a longer way" in found, "the braided maze has no longer way without shortcuts: choose another seed")
    return cases


class Workbook:
    """A playable workbook made by mazesheet, with its mazes' block texts."""

    def __init__(self, binary, tmp, name, args, style, answers=False):
        self.name, self.style = name, style
        self.facts = "--facts" in args  # cells hold items, marked by choosing "✔ item"
        self.path = os.path.join(tmp, name + ".xlsx")
        text = os.path.join(tmp, name + ".txt")
        # The key goes beside the workbook unless --answers names it.
        self.key_path = os.path.join(tmp, name + ("-key.xlsx" if answers else "-answers.xlsx"))
        key = ["--answers", self.key_path] if answers else []
        run_ok(binary, args + ["--playable", "-o", self.path] + key)
        run_ok(binary, args + ["-o", text])
        with open(text) as f:
            self.mazes = [Maze(lines) for lines in split_block_text(f.read())]
        self.package = Package(self.path)
        self.key = Package(self.key_path)
        self.maze_sheets = [n for n, state in self.package.sheets if n.startswith("Maze")]
        self.editable = {}  # path -> the workbook as openpyxl loaded it, for the marked copies

    def address(self, sheet, cell):
        _, (r1, c1, _, _) = parse_area(self.package.names[sheet]["Maze"])
        if self.style == "blocks":
            return r1 + 2 * cell[1] + 1, c1 + 2 * cell[0] + 1
        return r1 + cell[1], c1 + cell[0]

    def named_cell(self, sheet, name, package=None):
        _, (r, c, _, _) = parse_area((package or self.package).names[sheet][name])
        return r, c

    def filled(self, out, sheet, marks, reveal=None):
        """A copy with `marks` typed into maze `sheet` (with the teacher's
        switch set: a copy of the teacher's key, which has the switch). Each
        source is loaded once; each copy's cells are put back after it is
        saved."""
        source = self.path if reveal is None else self.key_path
        if source not in self.editable:
            self.editable[source] = openpyxl.load_workbook(source)
        wb = self.editable[source]
        ws = wb[sheet]
        typed = {self.address(sheet, cell): "x" if k % 2 else "o" for k, cell in enumerate(marks)}  # any character
        if self.facts:  # the item with the mark, as the cell's drop-down offers it
            typed = {(r, c): FACT_MARK + " " + ws.cell(row=r, column=c).value for (r, c) in typed}
        if reveal is not None:
            typed[self.named_cell(sheet, "Reveal", self.key)] = reveal
        before = {(r, c): ws.cell(row=r, column=c).value for r, c in typed}
        for (r, c), value in typed.items():
            ws.cell(row=r, column=c).value = value
        wb.save(out)
        for (r, c), value in before.items():
            ws.cell(row=r, column=c).value = value
        return out


def libreoffice_recalculate(files, outdir, profile_root):
    """Each file through LibreOffice with recalculation forced, saved as .xlsx."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    require(soffice, "LibreOffice (soffice) is not installed")
    user = os.path.join(profile_root, "user")
    os.makedirs(user, exist_ok=True)
    with open(os.path.join(user, "registrymodifications.xcu"), "w") as f:
        f.write(RECALC_PROFILE)
    os.makedirs(outdir, exist_ok=True)
    result = subprocess.run([soffice, f"-env:UserInstallation=file://{profile_root}", "--headless", "--norestore",
                             "--convert-to", "xlsx", "--outdir", outdir] + files,
                            capture_output=True, text=True, timeout=600)
    require(result.returncode == 0, f"soffice failed: {result.stderr.strip()}")
    return {f: os.path.join(outdir, os.path.basename(f)) for f in files}


def gnumeric_recalculate(files, outdir):
    """The same through gnumeric's ssconvert (None when it is not installed)."""
    ssconvert = shutil.which("ssconvert")
    if ssconvert is None:
        return None
    os.makedirs(outdir, exist_ok=True)
    out = {}
    for f in files:
        target = os.path.join(outdir, os.path.basename(f))
        result = subprocess.run([ssconvert, "--recalc", f, target], capture_output=True, text=True, timeout=120)
        require(result.returncode == 0 and os.path.exists(target), f"ssconvert {f}: {result.stderr.strip()[-300:]}")
        out[f] = target
    return out


def verdict(path, sheet, book):
    wb = openpyxl.load_workbook(path, data_only=True, read_only=True)
    r, c = book.named_cell(sheet, "Verdict")
    said = wb[sheet].cell(row=r, column=c).value
    wb.close()
    return said


FACT_MARK = "\u2714"

REVEALED = (0xF0, 0xE4, 0x42)
MARKED = (0x56, 0xB4, 0xE9)
START = (0xC6, 0xEF, 0xCE)


def grey(rgb):
    """The grey poppler prints a colour in (-gray)."""
    return round(0.3 * rgb[0] + 0.59 * rgb[1] + 0.11 * rgb[2])


def colour_areas(pdf, workdir, gray=False):
    """Pixels of the revealed way's, the marks' and the start's colours on the
    printed page (the start cell is one cell: the unit of area); with `gray`,
    of their grey levels on the page printed in grey (poppler's -gray, as a
    black and white printer would)."""
    stem = os.path.join(workdir, os.path.basename(pdf)[:-4] + ("-gray" if gray else ""))
    subprocess.run(["pdftoppm", "-r", "60", "-f", "1", "-l", "1"] + (["-gray"] if gray else []) + [pdf, stem],
                   check=True)
    image = next(os.path.join(workdir, n) for n in os.listdir(workdir)
                 if n.startswith(os.path.basename(stem) + "-") and n.endswith(".pgm" if gray else ".ppm"))
    data = open(image, "rb").read()
    header = data.split(b"\n", 3)
    width, height = (int(v) for v in header[1].split())
    pixels = header[3]
    counts = {REVEALED: 0, MARKED: 0, START: 0}
    if gray:
        levels = {colour: grey(colour) for colour in counts}
        for value in pixels[:width * height]:
            for colour, level in levels.items():
                if abs(value - level) <= 1:  # solid fills print exactly: 214 the way, 217 the finish
                    counts[colour] += 1
    else:
        for k in range(0, 3 * width * height, 3):
            rgb = (pixels[k], pixels[k + 1], pixels[k + 2])
            for colour in counts:
                if all(abs(a - b) <= 10 for a, b in zip(rgb, colour)):
                    counts[colour] += 1
    require(counts[START] > 0, "no start cell found in the print")
    return {"revealed": counts[REVEALED] / counts[START], "marked": counts[MARKED] / counts[START]}


def check_colours(book, sheet, cases, printed, workdir):
    """In LibreOffice's print, the areas coloured as revealed way and as marks
    are as many cells (blocks) as expected: the teacher's switch and the
    marks work through conditional formatting. Printed in grey, their grey
    levels are as many cells again: without colour they stay apart."""
    require(abs(grey(REVEALED) - grey(MARKED)) >= 40 and abs(grey(REVEALED) - grey(START)) >= 3,
            "the revealed way, the marks and the start are too close in grey to tell apart")
    lines = []
    for name, expected in cases:
        for gray in (False, True):
            areas = colour_areas(printed[name], workdir, gray)
            for kind in ("revealed", "marked"):
                want = expected[kind]
                got = areas[kind]
                require(abs(got - want) <= max(0.6, 0.12 * want),
                        f"{name}{' in grey' if gray else ''}: {got:.1f} cells' worth of {kind}, expected {want}")
        lines.append(f"{name}: revealed {areas['revealed']:.1f}, marked {areas['marked']:.1f} cells (also in grey)")
    return "; ".join(lines)


def check_fact_choices(book, sheet, root):
    """A facts maze's drop-downs: one on each maze cell but S and F, all
    alike: its item and the item marked, from hidden rows of the same
    sheet below its page."""
    wb = openpyxl.load_workbook(book.path)
    maze = book.mazes[book.maze_sheets.index(sheet)]
    expected = {book.address(sheet, p) for p in maze.cells if p not in (maze.start, maze.finish)}
    seen = set()
    for v in root.iter(f"{{{NS['m']}}}dataValidation"):
        require(v.get("type") == "list", f"{sheet}: a drop-down of type {v.get('type')}")
        _, (r, c, r2, c2) = parse_area(f"'{sheet}'!" + v.get("sqref"))
        require((r, c) == (r2, c2) and (r, c) in expected, f"{sheet}: a drop-down on {v.get('sqref')}")
        formula = v.find("m:formula1", NS).text
        require("!" not in formula, f"{sheet}: choices from another sheet: {formula}")
        _, (sr, sc, sr2, sc2) = parse_area(f"'{sheet}'!" + formula)
        require(sr == sr2 and sc2 == sc + 1, f"{sheet}: choices from {formula}")
        _, (_, _, last_printed, _) = parse_area(book.package.names[sheet]["_xlnm.Print_Area"])
        ws = wb[sheet]
        require(sr > last_printed and ws.row_dimensions[sr].hidden, f"{sheet}: choices in row {sr}, not hidden below the page")
        item = ws.cell(row=r, column=c).value
        choices = [ws.cell(row=sr, column=sc).value, ws.cell(row=sr, column=sc2).value]
        require(choices == [item, FACT_MARK + " " + item], f"{sheet}: cell {r},{c} offers {choices} for {item!r}")
        seen.add((r, c))
    require(seen == expected, f"{sheet}: {len(seen)} drop-downs on {len(expected)} item cells")


def rules_and_drop_downs(package, sheet):
    """The formulas of a sheet's colouring rules and its drop-downs' sources."""
    root = ET.fromstring(package.parts[package.sheet_part(sheet)])
    rules = [f.text for r in root.iter(f"{{{NS['m']}}}cfRule") for f in r.iter(f"{{{NS['m']}}}formula")]
    sources = [v.find("m:formula1", NS).text for v in root.iter(f"{{{NS['m']}}}dataValidation")]
    return rules, sources


def check_engines_read(book, by_libreoffice, workdir):
    """LibreOffice and gnumeric read every colouring rule and drop-down of
    the workbook, from the same sheet: LibreOffice's own .xlsx of it holds
    them all again, and gnumeric's own file format (its .xlsx writer drops
    rules) holds a condition for each rule and a list for each drop-down."""
    said = []
    for sheet in book.maze_sheets:
        rules, sources = rules_and_drop_downs(book.package, sheet)
        require(rules, f"{sheet}: no colouring rules")
        lo_rules, lo_sources = rules_and_drop_downs(Package(by_libreoffice), sheet)
        require(sorted(lo_rules) == sorted(rules) and sorted(lo_sources) == sorted(sources),
                f"{sheet}: LibreOffice kept {len(lo_rules)} of {len(rules)} rules, {len(lo_sources)} of {len(sources)} "
                f"drop-downs")
        said.append(f"{sheet}: {len(rules)} rules, {len(sources)} drop-downs")
    ssconvert = shutil.which("ssconvert")
    if ssconvert is None:
        return "; ".join(said) + " (LibreOffice; gnumeric is not installed)"
    native = os.path.join(workdir, book.name + ".gnumeric")
    subprocess.run([ssconvert, book.path, native], capture_output=True, check=True, timeout=120)
    with gzip.open(native) as f:
        root = ET.fromstring(f.read())
    gnm = "{http://www.gnumeric.org/v10.dtd}"
    for sheet in root.iter(gnm + "Sheet"):
        name = sheet.find(gnm + "Name").text
        if name not in book.maze_sheets:
            continue
        rules, sources = rules_and_drop_downs(book.package, name)
        conditions = [e.text for c in sheet.iter(gnm + "Condition") for e in c.iter(gnm + "Expression0")]
        lists = [e.text for v in sheet.iter(gnm + "Validation") if v.get("Type") == "GNM_VALIDATION_TYPE_IN_LIST"
                 for e in v.iter(gnm + "Expression0")]
        require(len(lists) == len(sources) and all("!" not in e for e in lists),
                f"{name}: gnumeric read {len(lists)} drop-downs of {len(sources)}: {lists[:2]}")
        # gnumeric keeps a rule once for each piece of the area it applies to.
        require(conditions and len(conditions) % len(rules) == 0 and all("!" not in e for e in conditions),
                f"{name}: gnumeric read conditions {conditions[:3]} for rules {rules}")
    return "; ".join(said) + ", read by LibreOffice and gnumeric"


def check_no_answer(book):
    """The students' workbook carries no answer: no solution sheet, no
    teacher's switch, and nothing on the Check sheet or in the maze sheet's
    hidden rows (the cells' roles) marks the way; the key has each maze's
    solution and the switch."""
    names = [n for n, _ in book.package.sheets]
    require(not any(n.startswith("Solution") for n in names), f"solution sheets in the maze workbook: {names}")
    for sheet in book.maze_sheets:
        require("Reveal" not in book.package.names[sheet], f"{sheet} has a teacher's switch")
        root = ET.fromstring(book.package.parts[book.package.sheet_part(sheet)])
        if book.facts:
            check_fact_choices(book, sheet, root)
        else:
            require(root.find("m:dataValidations", NS) is None, f"{sheet} has a drop-down")
        rules = [f.text for f in root.iter(f"{{{NS['m']}}}formula")]
        require(rules and not any(">=10" in r for r in rules), f"{sheet} has a rule that shows the way: {rules}")
    wb = openpyxl.load_workbook(book.path)
    checks = [n for n in names if n.startswith("Check")]
    require(len(checks) == len(book.maze_sheets), f"check sheets {checks}")
    numbers = [c.value for n in checks for row in wb[n].iter_rows(min_row=3) for c in row
               if isinstance(c.value, (int, float))]
    for sheet in book.maze_sheets:
        _, (_, _, last_printed, _) = parse_area(book.package.names[sheet]["_xlnm.Print_Area"])
        roles = [c.value for row in wb[sheet].iter_rows(min_row=last_printed + 1) for c in row
                 if isinstance(c.value, (int, float))]
        require(roles, f"{sheet}: no roles below the page")
        numbers += roles
    require(numbers and max(numbers) < 10,
            f"a role code of 10 or more (the way) on a Check sheet or below a maze sheet's page: {max(numbers)}")
    key_names = [n for n, state in book.key.sheets if state == "visible"]
    require(all("Reveal" in book.key.names[s] for s in book.maze_sheets)
            and all(s.replace("Maze", "Solution") in key_names for s in book.maze_sheets),
            f"the key {key_names} lacks a solution or the teacher's switch")
    return f"{len(names)} sheets: {', '.join(names)}; the key: {', '.join(key_names)}"


def check_protection(book):
    """Only the maze cells (not S and F) take input, and in the key the
    teacher's switch."""
    for path, package in ((book.path, book.package), (book.key_path, book.key)):
        wb = openpyxl.load_workbook(path)
        for k, sheet in enumerate(book.maze_sheets):
            ws = wb[sheet]
            require(ws.protection.sheet, f"{path}/{sheet} is not protected")
            require(not ws.protection.password, f"{path}/{sheet} has a password")
            maze = book.mazes[k]
            expected = {book.address(sheet, p) for p in maze.cells if p not in (maze.start, maze.finish)}
            if "Reveal" in package.names[sheet]:
                expected.add(book.named_cell(sheet, "Reveal", package))
            unlocked = {(c.row, c.column) for row in ws.iter_rows() for c in row
                        if c.has_style and not c.protection.locked}
            require(unlocked == expected, f"{path}/{sheet}: unlocked cells differ from the maze cells: "
                                          f"{sorted(unlocked ^ expected)[:6]}")
    return f"{len(book.maze_sheets)} sheets protected in the workbook and its key, only the maze cells unlocked"


def main():
    binary, masks = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-play-") as tmp:
        books = [
            Workbook(binary, tmp, "borders", ["-s", "10x8", "--seed", "41"], "borders"),
            Workbook(binary, tmp, "blocks", ["-s", "9x7", "-a", "kruskal", "--seed", "42", "--style", "blocks"], "blocks"),
            Workbook(binary, tmp, "heart", ["--mask", os.path.join(masks, "heart.txt"), "-a", "wilson", "--seed", "43"],
                     "borders"),
            Workbook(binary, tmp, "braided", ["-s", "9x9", "-a", "kruskal", "--seed", "44", "--braid", "0.6"], "borders"),
            Workbook(binary, tmp, "braided-blocks", ["-s", "7x6", "-a", "prim", "--seed", "45", "--braid", "1",
                                                     "--style", "blocks"], "blocks"),
            # A class set large enough (54,000 cells) to be streamed.
            Workbook(binary, tmp, "count", ["-s", "60x60", "-a", "prim", "--seed", "46", "--count", "3"], "borders"),
            Workbook(binary, tmp, "answers", ["-s", "8x8", "-a", "wilson", "--seed", "47", "--style", "blocks"],
                     "blocks", answers=True),
            # Facts: the student chooses "✔ item" in the cells of the way.
            Workbook(binary, tmp, "facts", ["--facts", "times-7", "-s", "6x7", "--seed", "48"], "borders"),
            Workbook(binary, tmp, "facts-blocks", ["--facts", "compare-100", "-s", "5x6", "--seed", "49",
                                                   "--style", "blocks"], "blocks"),
        ]
        filled = []  # (book, sheet, case name, file, expected)
        for book in books:
            braided = book.name.startswith("braided")
            for k, sheet in enumerate(book.maze_sheets):
                if book.name == "count" and k + 1 < len(book.maze_sheets):
                    continue  # the set's last maze is played; the others stay untouched
                for case, marks, expected in marking_cases(book.mazes[k], braided):
                    out = os.path.join(tmp, f"{book.name}-{k}-{case.replace(' ', '-')}.xlsx")
                    filled.append((book, sheet, case, book.filled(out, sheet, marks), expected))

        # The teacher's switch, on and off, with and without marks; the
        # expected areas count cells (and, in the blocks style, the open wall
        # blocks between two coloured cells).
        shows = {}
        for book in (books[0], books[1]):
            maze = book.mazes[0]
            way = maze.path()
            inner = way[1:-1]
            blocks = book.style == "blocks"
            side = next(q for p in inner for q in maze.neighbours(p) if q not in way)
            half = inner[:len(inner) // 2]
            # Blocks: the wall blocks between S and the marked half, and within it.
            joints_half = len(half) if blocks else 0
            whole = len(inner) + (len(way) - 1 if blocks else 0)
            for name, marks, reveal, expected in (
                    ("shown", [], "yes", {"revealed": whole, "marked": 0}),
                    ("hidden", half, "no", {"revealed": 0, "marked": len(half) + joints_half}),
                    ("shown over marks", half + [side], "yes",
                     {"revealed": whole, "marked": 1 + (1 if blocks else 0)})):
                out = os.path.join(tmp, f"{book.name}-reveal-{name.replace(' ', '-')}.xlsx")
                shows.setdefault(book.name, []).append((name, expected, book.filled(out, "Maze", marks, reveal)))

        # Every marked copy is judged by every engine in a full run; otherwise
        # by one, in turn among the copies that expect the same verdict.
        engines = ["LibreOffice"] + (["gnumeric"] if shutil.which("ssconvert") else [])
        judges = in_turn(filled, lambda copy: copy[4], engines)
        recalculated = libreoffice_recalculate([f for (_, _, _, f, _), by in zip(filled, judges) if "LibreOffice" in by]
                                               + [b.path for b in books],
                                               os.path.join(tmp, "lo"), os.path.join(tmp, "lo-profile"))
        soffice = shutil.which("soffice") or shutil.which("libreoffice")
        reveal_files = [f for cases in shows.values() for _, _, f in cases]
        subprocess.run([soffice, f"-env:UserInstallation=file://{os.path.join(tmp, 'lo-profile')}", "--headless",
                        "--norestore", "--convert-to", "pdf", "--outdir", os.path.join(tmp, "pdf")] + reveal_files,
                       capture_output=True, text=True, timeout=600, check=True)
        # gnumeric prints them too (a process each, about a second).
        ssconvert = shutil.which("ssconvert")
        printers = [("LibreOffice", os.path.join(tmp, "pdf"))]
        if ssconvert is not None:
            printers.append(("gnumeric", os.path.join(tmp, "gnumeric-pdf")))
            os.makedirs(printers[-1][1], exist_ok=True)
            for f in reveal_files:
                subprocess.run([ssconvert, f, os.path.join(printers[-1][1], os.path.basename(f)[:-5] + ".pdf")],
                               capture_output=True, timeout=120, check=True)
        for book in (books[0], books[1]):
            for printer, folder in printers:
                printed = {name: os.path.join(folder, os.path.basename(f)[:-5] + ".pdf") for name, _, f in shows[book.name]}
                cases = [(name, expected) for name, expected, _ in shows[book.name]]
                attempt(results, f"{book.name}: the teacher's switch and the marks in {printer}'s print",
                        lambda book=book, cases=cases, printed=printed, folder=folder:
                        check_colours(book, "Maze", cases, printed, folder))
        for book in books:
            if book.name in ("borders", "blocks", "facts", "facts-blocks", "count"):
                attempt(results, f"{book.name}: LibreOffice and gnumeric read the rules and drop-downs",
                        lambda book=book: check_engines_read(book, recalculated[book.path], tmp))
        by_gnumeric = gnumeric_recalculate([f for (_, _, _, f, _), by in zip(filled, judges) if "gnumeric" in by],
                                           os.path.join(tmp, "gnumeric"))
        print("second engine:", "gnumeric ssconvert" if by_gnumeric is not None else "none (gnumeric is not installed)",
              "- every marked copy judged by both" if full_tests() else
              "- each marked copy judged by one engine (MAZESHEET_FULL_TESTS=1: by both)")

        for (book, sheet, case, path, expected), by in zip(filled, judges):
            def judged(book=book, sheet=sheet, path=path, expected=expected, by=by):
                said = []
                for engine, recalculated_by in (("LibreOffice", recalculated), ("gnumeric", by_gnumeric)):
                    if engine in by:
                        value = verdict(recalculated_by[path], sheet, book)
                        require(value == expected, f"{engine} says {value!r}, expected {expected!r}")
                        said.append(f"{engine}: {value}")
                return ", ".join(said)
            attempt(results, f"{book.name}/{sheet}: {case}", judged)

        for book in books:
            def untouched(book=book):
                # The verdict stored in the file (shown before any
                # recalculation) is what LibreOffice computes.
                for sheet in book.maze_sheets:
                    stored = verdict(book.path, sheet, book)
                    computed = verdict(recalculated[book.path], sheet, book)
                    require(stored == computed == EMPTY, f"{sheet}: stored {stored!r}, computed {computed!r}")
                return "stored verdicts match LibreOffice's"
            attempt(results, f"{book.name}: the verdict before anything is marked", untouched)
            attempt(results, f"{book.name}: protection", lambda book=book: check_protection(book))
        for book in books:
            attempt(results, f"{book.name}: the students' workbook carries no answer",
                    lambda book=book: check_no_answer(book))

    return report(results)


if __name__ == "__main__":
    sys.exit(main())
