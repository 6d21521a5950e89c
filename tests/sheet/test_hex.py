# SPDX-License-Identifier: MIT
"""Hex mazes in workbooks: each hexagon a brick of two cells, odd rows
shifted right by one cell. Checked against `-o maze.json` of the same
options and seed, never against the program's own idea of the bricks:

- every wall between two hexagons and every outline wall but the doors is
  the border the brick draws there (the left cell's top and bottom are the
  north-west and south-west walls, the right cell's the north-east and
  south-east ones, the brick's sides its west and east walls), read with
  openpyxl, on several sizes and seeds, braided, a mask and letters, a
  class set with its key, two mazes to a page, a template's grid; no line
  inside a brick, no look outside the bricks but the doors' marks; S and F
  in their bricks;
- the hidden answer (and the key's printed one) shades exactly the bricks
  of the JSON's route;
- a brick prints as wide as its hexagon and as high as a row of hexagons
  (columns half a hexagon, rows sqrt(3)/2 of one); LibreOffice prints the
  worksheet and its key on one page each; validate-xlsx.sh passes;
- playable sheets: marks typed in either cell of a brick (or both) are
  judged by LibreOffice and gnumeric (each copy by one in turn, both with
  MAZESHEET_FULL_TESTS=1) and, where node and npm are installed, by
  HyperFormula: every verdict; only the bricks' cells take input; the
  students' file holds no trace of the way, the key does;
- teaching mode's step sheets: bricks in one colour each, walls only
  opening, the last step the JSON's maze;
- refusals in one line: circle and triangle workbooks name the formats
  that draw them; facts on hex workbooks.

usage: test_hex.py MAZESHEET_BINARY MASKS_DIR [BUILD_DIR]
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import warnings

import openpyxl

from sheetcheck import (ARROWS, Package, attempt, border_sides, in_turn, is_shaded, parse_area, report, require,
                        run, run_ok)
from test_play import (EMPTY, EXTRA, GO_ON, SHORTER, SOLVED, WALL, gnumeric_recalculate, libreoffice_recalculate,
                       shortest_way)

HERE = os.path.dirname(os.path.abspath(__file__))
VALIDATOR = "/work/shared/validate-xlsx.sh"
WAYS = ("north-east", "east", "south-east", "south-west", "west", "north-west")
# Which border of which cell of a brick draws each wall: (right cell?, side).
BORDER = {"north-west": (False, "N"), "south-west": (False, "S"), "west": (False, "W"),
          "north-east": (True, "N"), "south-east": (True, "S"), "east": (True, "E")}


class HexMaze:
    """One maze of a -o maze.json document, with the hex grid's geometry
    worked out here from rows and columns."""

    def __init__(self, doc):
        require(doc["grid"] == "hex", f"a {doc['grid']} maze")
        self.width, self.height = doc["width"], doc["height"]
        self.pos = {c["id"]: (c["col"], c["row"]) for c in doc["cells"]}
        self.cells = set(self.pos.values())
        self.passages = {frozenset((self.pos[a], self.pos[b])) for a, b in doc["passages"]}
        self.doors = {(self.pos[d["cell"]], d["edge"]) for d in doc["doors"]}
        self.start, self.finish = self.pos[doc["start"]], self.pos[doc["finish"]]
        self.route = [self.pos[i] for i in doc["route"]]
        for c in doc["cells"]:
            p = self.pos[c["id"]]
            mine = {self.toward(p, w) for w in WAYS} & self.cells
            require({self.pos[n] for n in c["neighbours"]} == mine, f"cell {p}: the JSON's neighbours are not the grid's")

    @staticmethod
    def toward(p, way):
        c, r = p
        odd = r % 2
        return {"east": (c + 1, r), "west": (c - 1, r), "north-east": (c + odd, r - 1),
                "north-west": (c - 1 + odd, r - 1), "south-east": (c + odd, r + 1),
                "south-west": (c - 1 + odd, r + 1)}[way]

    def closed(self, p, way):
        q = self.toward(p, way)
        if q in self.cells:
            return frozenset((p, q)) not in self.passages
        return (p, way) not in self.doors

    def adjacent(self, a, b):
        return any(self.toward(a, w) == b for w in WAYS)

    def neighbours(self, p):
        return [q for w in WAYS if (q := self.toward(p, w)) in self.cells and frozenset((p, q)) in self.passages]

    def path(self, avoid=frozenset()):
        return shortest_way(self.start, self.finish, self.neighbours, avoid)


def make(binary, tmp, name, args, extra=()):
    """The workbook (and any key `extra` asks for) and the JSON of the same
    options; returns (workbook path, [HexMaze])."""
    book = os.path.join(tmp, name + ".xlsx")
    doc = os.path.join(tmp, name + ".json")
    grid = [] if "--template" in args else ["--grid", "hex"]  # a template's `grid = hex`
    run_ok(binary, grid + args + ["-o", book] + list(extra))
    if "--steps" in args:  # the finished maze's graph
        at = args.index("--steps")
        args = args[:at] + args[at + 2:]
    run_ok(binary, ["--grid", "hex"] + args + ["-o", doc])
    with open(doc, encoding="utf-8") as f:
        return book, [HexMaze(m) for m in json.load(f)["mazes"]]


def maze_names(package, sheet):
    """The sheet's mazes by their defined names: [(suffix, (row, col) of its top-left)], 1-based."""
    names = package.names.get(sheet, {})
    found = []
    for name, text in sorted(names.items()):
        if name == "Maze" or (name.startswith("Maze_") and name[5:].isdigit()):
            _, (r1, c1, r2, c2) = parse_area(text)
            found.append((name[4:], (r1, c1, r2, c2)))
    return found


def brick(origin, p, right=False):
    return origin[0] + p[1], origin[1] + 2 * p[0] + p[1] % 2 + (1 if right else 0)


def sheet_walls(ws, origin, cells):
    """{(hexagon, way): the wall drawn} as the bricks' borders show them."""
    drawn = {}
    for p in cells:
        left = border_sides(ws.cell(*brick(origin, p)))
        right = border_sides(ws.cell(*brick(origin, p, True)))
        require(left["E"] is None and right["W"] is None, f"{ws.title}: a line inside the brick of {p}")
        for way in WAYS:
            on_right, side = BORDER[way]
            style = (right if on_right else left)[side]
            require(style in (None, "thick"), f"{ws.title}: {p} {way} border is {style}")
            drawn[(p, way)] = style is not None
    return drawn


def check_maze(ws, package, maze, suffix, area, shaded_route):
    """The walls, doors, S and F of one maze on a sheet, against its JSON;
    shaded bricks exactly the route's (`shaded_route`) or the ends'."""
    r1, c1, r2, c2 = area
    require((r2 - r1 + 1, c2 - c1 + 1) == (maze.height, 2 * maze.width + 1),
            f"{ws.title}: Maze{suffix} is {r2 - r1 + 1}x{c2 - c1 + 1}, expected {maze.height}x{2 * maze.width + 1}")
    origin = (r1, c1)
    drawn = sheet_walls(ws, origin, maze.cells)
    for (p, way), closed in drawn.items():
        want = maze.closed(p, way)
        require(closed == want, f"{ws.title}: hexagon {p}'s {way} wall is {'missing' if want else 'drawn where it is open'}")
    walls = len(drawn)
    mine = {brick(origin, p, right) for p in maze.cells for right in (False, True)}
    for r in range(r1, r2 + 1):
        for c in range(c1, c2 + 1):
            if (r, c) in mine:
                continue
            x = ws.cell(r, c)
            plain = not any(border_sides(x).values()) and (x.fill is None or x.fill.patternType is None)
            require(plain and x.value in (None, "S", "F", *ARROWS),
                    f"{ws.title}!{x.coordinate} is outside the bricks but has a look of its own")
    for name, letter, p in (("Start", "S", maze.start), ("Finish", "F", maze.finish)):
        _, (r, c, _, _) = parse_area(package.names[ws.title][name + suffix])
        require(ws.cell(r, c).value == letter and (r, c) in (brick(origin, p), brick(origin, p, True)),
                f"{ws.title}: {name}{suffix} is not the {letter} of hexagon {p}")
    arrows = sum(1 for row in ws.iter_rows() for x in row if x.value in ARROWS)
    shaded = {p for p in maze.cells if is_shaded(ws.cell(*brick(origin, p)))}
    halves = {p for p in maze.cells if is_shaded(ws.cell(*brick(origin, p, True)))}
    require(shaded == halves, f"{ws.title}: a brick shaded in one cell only: {sorted(shaded ^ halves)[:4]}")
    want = set(maze.route) if shaded_route else {maze.start, maze.finish}
    require(shaded == want, f"{ws.title}: shaded bricks {sorted(shaded ^ want)[:6]} differ from "
                            f"{'the route' if shaded_route else 'S and F'}")
    return walls, arrows


def check_book(path, mazes, key=None, per_sheet=1):
    """Every maze sheet and every solution sheet ("Solution ...", hidden in
    the workbook or printed in the key) of a workbook and its key against
    the JSON's mazes: each maze on a maze sheet (a playable key's too) and,
    unless the workbook holds no answer, on a solution sheet."""
    warnings.filterwarnings("ignore", message="Workbook contains no default style")
    lines = []
    for book_path, is_key in ((path, False), (key, True)):
        if book_path is None:
            continue
        package = Package(book_path)
        wb = openpyxl.load_workbook(book_path)
        seen = {False: 0, True: 0}
        walls = 0
        for sheet, state in package.sheets:
            areas = maze_names(package, sheet)
            if not areas:
                continue
            solution = sheet.startswith("Solution")
            require(state == ("hidden" if solution and not is_key else "visible"), f"{book_path}: {sheet} is {state}")
            first = seen[solution]
            require(len(areas) == min(per_sheet, len(mazes) - first), f"{sheet}: {len(areas)} mazes")
            for k, (suffix, area) in enumerate(areas):
                w, arrows = check_maze(wb[sheet], package, mazes[first + k], suffix, area, solution)
                walls += w
                require(arrows == 2 * len(areas), f"{sheet}: {arrows} door arrows for {len(areas)} mazes")
            seen[solution] += len(areas)
        answers = len(mazes) if is_key or key is None else 0
        require(seen[True] == answers, f"{book_path}: answers for {seen[True]} mazes, expected {answers}")
        lines.append(f"{os.path.basename(book_path)}: {seen[False]} maze and {seen[True]} answer pages, {walls} walls")
    return "; ".join(lines)


def check_steps(binary, tmp):
    """Teaching mode's step sheets: each brick's two cells in one colour,
    walls only opening from step to step, the last step the JSON's maze."""
    path, (maze,) = make(binary, tmp, "steps", ["-s", "6x5", "-a", "kruskal", "--seed", "12", "--steps", "4"])
    package = Package(path)
    wb = openpyxl.load_workbook(path)
    steps = [s for s, _ in package.sheets if s.startswith("Step")]
    require(len(steps) == 4, f"{len(steps)} step sheets")
    before = None
    for sheet in steps:
        ws = wb[sheet]
        _, (r1, c1, _, _) = parse_area(package.names[sheet]["Maze"])
        drawn = sheet_walls(ws, (r1, c1), maze.cells)
        for p in maze.cells:
            fills = [ws.cell(*brick((r1, c1), p, right)).fill.fgColor.rgb for right in (False, True)]
            require(fills[0] == fills[1], f"{sheet}: the brick of {p} in two colours {fills}")
        if before is not None:
            require(all(before[k] or not drawn[k] for k in drawn), f"{sheet}: a wall built again")
        before = drawn
    wrong = [k for k, closed in before.items() if closed != maze.closed(*k)]
    require(not wrong, f"the last step is not the maze: {wrong[:4]}")
    return f"{len(steps)} step sheets; the last one the JSON's maze"


def validate(paths):
    if not os.path.exists(VALIDATOR):
        return "validate-xlsx.sh absent: skipped"
    result = subprocess.run([VALIDATOR, *paths], capture_output=True, text=True)
    require(result.returncode == 0, f"validate-xlsx: {result.stdout.strip()[-400:]} {result.stderr.strip()[-400:]}")
    return f"{len(paths)} workbooks valid"


def check_proportions(path):
    """A brick (two maze columns) about as wide as its hexagon for a row
    sqrt(3)/2 of it high: width / height = 2 / sqrt(3)."""
    package = Package(path)
    wb = openpyxl.load_workbook(path)
    sheet = package.sheets[0][0]
    ws = wb[sheet]
    (_, (r1, c1, r2, c2)), = maze_names(package, sheet)[:1]
    widths = {}
    for dim in ws.column_dimensions.values():
        if dim.width is not None and dim.min is not None:
            for col in range(dim.min, dim.max + 1):
                widths[col] = dim.width
    col_px = {round(widths[c] * 8) for c in range(c1, c2 + 1)}
    row_px = {round(ws.row_dimensions[r].height * 4 / 3) for r in range(r1, r2 + 1)}
    require(len(col_px) == 1 and len(row_px) == 1, f"maze columns {col_px}, rows {row_px} px")
    ratio = 2 * col_px.pop() / row_px.pop()
    require(abs(ratio - 2 / 3 ** 0.5) < 0.04, f"a brick is {ratio:.3f} times as wide as high, not 1.155")
    return f"a brick {ratio:.3f} times as wide as high"


def check_one_page(paths, tmp):
    """LibreOffice prints each workbook's printable sheets on one page each."""
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    require(soffice, "LibreOffice (soffice) is not installed")
    out = os.path.join(tmp, "print")
    profile = os.path.join(tmp, "print-profile")
    result = subprocess.run([soffice, f"-env:UserInstallation=file://{profile}", "--headless", "--norestore",
                             "--convert-to", "pdf", "--outdir", out] + paths, capture_output=True, text=True, timeout=600)
    require(result.returncode == 0, f"soffice: {result.stderr.strip()}")
    pages = []
    for path in paths:
        pdf = os.path.join(out, os.path.basename(path)[:-5] + ".pdf")
        info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
        count = int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))
        printable = sum(1 for _, state in Package(path).sheets if state == "visible")
        require(count == printable, f"{os.path.basename(path)}: {count} pages for {printable} sheets")
        pages.append(f"{os.path.basename(path)} {count}")
    return ", ".join(pages)


# ---------------------------------------------------------------- playing

def marking_cases(maze, braided):
    """(name, marked hexagons, expected verdict), from the JSON's route."""
    way = maze.route
    require(maze.path() is not None and len(maze.path()) == len(way), "the JSON's route is not a shortest way")
    inner = way[1:-1]
    cases = [("right way", inner, SOLVED), ("nothing marked", [], EMPTY)]
    # A one-brick gap whose two ends do not touch (on a hex grid they may:
    # that reads as a way through the wall between them, below).
    for k in range(1, len(inner) - 1):
        if not maze.adjacent(inner[k - 1], inner[k + 1]):
            cases.append(("one brick short", inner[:k] + inner[k + 1:], GO_ON))
            break
    for k in range(1, len(inner) - 1):
        if maze.adjacent(inner[k - 1], inner[k + 1]):
            cases.append(("one brick short, its ends touching across a wall", inner[:k] + inner[k + 1:], WALL))
            break
    for k in range(1, len(inner) - 3):
        if not maze.adjacent(inner[k - 1], inner[k + 2]):
            cases.append(("two pieces", inner[:k] + inner[k + 2:], GO_ON))
            break
    index = {p: i for i, p in enumerate(way)}
    for i, a in enumerate(way):
        shortcut = [b for b in way[i + 3:] if maze.adjacent(a, b) and frozenset((a, b)) not in maze.passages]
        if shortcut:
            j = index[shortcut[0]]
            marks = [p for p in way[1:i + 1] + way[j:-1] if p not in (maze.start, maze.finish)]
            cases.append(("through a wall", marks, WALL))
            break
    on_way = set(way)
    for p in inner:
        side = [q for q in maze.neighbours(p) if q not in on_way]
        if side:
            cases.append(("an extra mark", inner + side[:1], EXTRA))
            break
    if braided:
        # Two of each kind where there are, so that sampled engines in turn
        # each meet "a shorter way exists" (sheetcheck.in_turn).
        found = {}
        for a, b in zip(way, way[1:]):
            longer = maze.path(avoid={frozenset((a, b))})
            if longer is None or len(longer) <= len(way):
                continue
            position = {p: i for i, p in enumerate(longer)}
            shortcut = any(abs(position[p] - position[q]) > 1 for p in longer for q in maze.neighbours(p)
                           if q in position)
            kind = "a longer way with a shortcut across it" if shortcut else "a longer way"
            if longer[1:-1] not in found.setdefault(kind, []) and len(found[kind]) < 2:
                found[kind].append(longer[1:-1])
                cases.append((f"{kind} {len(found[kind])}", longer[1:-1], EXTRA if shortcut else SHORTER))
        require(len(found.get("a longer way", [])) == 2,
                "the braided maze has no two longer ways without shortcuts: choose another seed")
    return cases


class PlayBook:
    def __init__(self, binary, tmp, name, args):
        self.name = name
        self.path, self.mazes = make(binary, tmp, name, args, ["--playable"])
        self.key_path = self.path[:-5] + "-answers.xlsx"
        self.package = Package(self.path)
        self.key = Package(self.key_path)
        self.sheets = [s for s, state in self.package.sheets if state == "visible"]
        self.wb = openpyxl.load_workbook(self.path)

    def origin(self, sheet):
        _, (r1, c1, _, _) = parse_area(self.package.names[sheet]["Maze"])
        return r1, c1

    def filled(self, out, sheet, marks, both=False):
        """A copy with each marked brick's left or right cell typed in, in
        turn (both cells with `both`)."""
        ws = self.wb[sheet]
        origin = self.origin(sheet)
        typed = {}
        for k, p in enumerate(marks):
            for right in ((False, True) if both else (k % 2 == 1,)):
                typed[brick(origin, p, right)] = "x" if right else "o"
        for (r, c), value in typed.items():
            ws.cell(r, c).value = value
        self.wb.save(out)
        for r, c in typed:
            ws.cell(r, c).value = None
        return out

    def verdict_cell(self, sheet):
        _, (r, c, _, _) = parse_area(self.package.names[sheet]["Verdict"])
        return r, c


def verdict(path, sheet, cell):
    wb = openpyxl.load_workbook(path, data_only=True, read_only=True)
    said = wb[sheet].cell(row=cell[0], column=cell[1]).value
    wb.close()
    return said


def check_protection_and_roles(book):
    """Only the bricks' cells but S's and F's take input; the students' file
    shows no cell of the way, the key's switch colours exactly the route."""
    maze = book.mazes[0]
    sheet = book.sheets[0]
    origin = book.origin(sheet)
    expected = {brick(origin, p, right) for p in maze.cells if p not in (maze.start, maze.finish)
                for right in (False, True)}
    _, (reveal_row, reveal_col, _, _) = parse_area(book.key.names[sheet]["Reveal"])
    for path, switch in ((book.path, set()), (book.key_path, {(reveal_row, reveal_col)})):
        ws = openpyxl.load_workbook(path)[sheet]
        require(ws.protection.sheet, f"{path}: not protected")
        unlocked = {(c.row, c.column) for row in ws.iter_rows() for c in row if c.has_style and not c.protection.locked}
        require(unlocked == expected | switch, f"{os.path.basename(path)}: unlocked cells differ from the bricks' "
                                               f"(and the teacher's switch) {sorted(unlocked ^ (expected | switch))[:6]}")
    require(not any(state == "hidden" and not s.startswith("Check") for s, state in book.package.sheets),
            "the students' workbook has a hidden sheet besides Check")

    def roles(path):
        ws = openpyxl.load_workbook(path)[sheet]
        _, (_, _, last, _) = parse_area(book.package.names[sheet]["_xlnm.Print_Area"])
        return {(c.row, c.column): c.value for row in ws.iter_rows(min_row=last + 1) for c in row
                if isinstance(c.value, (int, float)) and c.value >= 10}
    require(not roles(book.path), "the students' workbook marks cells of the way")
    on_way = roles(book.key_path)
    want = {brick(origin, p, right) for p in maze.route if p not in (maze.start, maze.finish) for right in (False, True)}
    require(on_way and want, "no way in the key")
    shift = min(r for r, _ in on_way) - min(r for r, _ in want)  # the role block's rows below the maze's
    got = {(r - shift, c) for r, c in on_way}
    require(got == want, f"the key's way differs from the route's bricks: {sorted(got ^ want)[:6]}")
    return f"{len(expected)} cells take input; the key's switch knows the {len(want) // 2} bricks of the way"


def hyperformula_verdicts(build, copies, tmp):
    """{path: verdict} by HyperFormula, or None where node and npm are missing."""
    if not build or not (shutil.which("node") and shutil.which("npm")):
        return None
    from test_facts_engines import hyperformula
    request = [(path, [(sheet, cell[0] - 1, cell[1] - 1)]) for path, sheet, cell in copies]
    values = hyperformula(build, request, tmp)
    return {path: values[path][0] for path, _, _ in copies}


def main():
    binary, masks = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    build = os.path.abspath(sys.argv[3]) if len(sys.argv) > 3 else None
    heart = os.path.join(masks, "heart.txt")
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-hex-") as tmp:
        made = []
        template = os.path.join(tmp, "hex-template.toml")
        with open(template, "w") as f:
            f.write('grid = "hex"\nsize = "8x6"\nalgorithm = "prim"\n')
        cases = [
            ("5x4", ["-s", "5x4", "--seed", "1"], [], 1),
            ("12x9 wilson", ["-s", "12x9", "-a", "wilson", "--seed", "7"], [], 1),
            ("default size", ["--seed", "9", "-a", "kruskal"], [], 1),
            ("one column", ["-s", "1x6", "--seed", "3"], [], 1),
            ("one row", ["-s", "7x1", "--seed", "4"], [], 1),
            ("braided", ["-s", "9x8", "--braid", "0.5", "--seed", "11"], [], 1),
            ("heart mask", ["--mask", heart, "-a", "prim", "--seed", "5"], [], 1),
            ("letters", ["--mask-text", "Hi", "--seed", "6"], [], 1),
            ("class set and key", ["-s", "6x5", "--count", "3", "--seed", "8"], ["--answers", "KEY"], 1),
            ("two to a page", ["-s", "6x5", "--count", "4", "--per-page", "2", "--seed", "10"], ["--answer-key"], 2),
            ("a template", ["--template", template, "--seed", "13"], [], 1),
        ]
        for name, args, extra, per_sheet in cases:
            def walls(name=name, args=args, extra=extra, per_sheet=per_sheet):
                stem = name.replace(" ", "-")
                key = None
                if "KEY" in extra:
                    key = os.path.join(tmp, stem + "-key.xlsx")
                    extra = [key if a == "KEY" else a for a in extra]
                elif "--answer-key" in extra:
                    key = os.path.join(tmp, stem + "-answers.xlsx")
                path, mazes = make(binary, tmp, stem, args, extra)
                made.extend([path] + ([key] if key else []))
                return check_book(path, mazes, key, per_sheet)
            attempt(results, f"walls and answers: {name}", walls)
        attempt(results, "teaching mode's step sheets", lambda: check_steps(binary, tmp))
        made.append(os.path.join(tmp, "steps.xlsx"))
        attempt(results, "validate-xlsx", lambda: validate(made))
        wilson = os.path.join(tmp, "12x9-wilson.xlsx")
        attempt(results, "a brick's proportions", lambda: check_proportions(wilson))
        attempt(results, "printed on one page each (LibreOffice)",
                lambda: check_one_page([wilson, os.path.join(tmp, "class-set-and-key-key.xlsx")], tmp))

        # Refusals: one line, exit 2, nothing written.
        for args, flag, words in (
                (["--grid", "circle"], "--grid:", [".svg", ".pdf", "circle"]),
                (["--grid", "triangle"], "--grid:", [".svg", ".pdf", "triangle"]),
                (["--grid", "hex", "--facts", "times-7"], "--facts:", ["hex", ".svg"]),
                (["--grid", "hex", "--style", "blocks"], "--style:", ["hex"])):
            def refused(args=args, flag=flag, words=words):
                work = tempfile.mkdtemp(dir=tmp)
                result = run(binary, args + ["-o", "x.xlsx"], cwd=work)
                lines = result.stderr.strip().splitlines()
                require(result.returncode == 2 and len(lines) == 1 and lines[0].startswith("mazesheet: " + flag),
                        f"exit {result.returncode}: {result.stderr!r}")
                require(all(w in lines[0] for w in words), f"{lines[0]!r} does not name {words}")
                require(os.listdir(work) == [], f"wrote {os.listdir(work)}")
                return lines[0]
            attempt(results, f"refused: {' '.join(args)} -o x.xlsx", refused)

        # Playable: verdicts from real engines.
        books = [PlayBook(binary, tmp, "play", ["-s", "6x5", "--seed", "31"]),
                 PlayBook(binary, tmp, "play-braided", ["-s", "7x6", "-a", "kruskal", "--seed", "32", "--braid", "0.6"]),
                 PlayBook(binary, tmp, "play-heart", ["--mask", heart, "-a", "wilson", "--seed", "33"])]
        attempt(results, "playable: walls, and the answers in the key only",
                lambda: "; ".join(check_book(b.path, b.mazes, b.key_path) for b in books))
        attempt(results, "playable: validate-xlsx", lambda: validate([p for b in books for p in (b.path, b.key_path)]))
        attempt(results, "playable: protection and the way's roles", lambda: check_protection_and_roles(books[0]))
        copies = []  # (book, sheet, case, path, expected)
        for book in books:
            sheet = book.sheets[0]
            for case, marks, expected in marking_cases(book.mazes[0], book.name == "play-braided"):
                out = os.path.join(tmp, f"{book.name}-{case.replace(' ', '-').replace(',', '')}.xlsx")
                copies.append((book, sheet, case, book.filled(out, sheet, marks), expected))
            both = book.filled(os.path.join(tmp, f"{book.name}-both-cells.xlsx"), sheet, book.mazes[0].route[1:-1],
                               both=True)
            copies.append((book, sheet, "right way, both cells of each brick", both, SOLVED))
        engines = ["LibreOffice"] + (["gnumeric"] if shutil.which("ssconvert") else [])
        judges = in_turn(copies, lambda copy: copy[4], engines)
        by_lo = libreoffice_recalculate([c[3] for c, by in zip(copies, judges) if "LibreOffice" in by],
                                        os.path.join(tmp, "lo"), os.path.join(tmp, "lo-profile"))
        by_gnumeric = gnumeric_recalculate([c[3] for c, by in zip(copies, judges) if "gnumeric" in by],
                                           os.path.join(tmp, "gnumeric")) or {}
        by_hf = hyperformula_verdicts(build, [(c[3], c[1], c[0].verdict_cell(c[1])) for c in copies], tmp)
        seen = {}
        for (book, sheet, case, path, expected), by in zip(copies, judges):
            def judged(book=book, sheet=sheet, path=path, expected=expected, by=by):
                said = {}
                for engine, recalculated in (("LibreOffice", by_lo), ("gnumeric", by_gnumeric)):
                    if engine in by and path in recalculated:
                        said[engine] = verdict(recalculated[path], sheet, book.verdict_cell(sheet))
                if by_hf is not None:
                    said["HyperFormula"] = by_hf[path]
                require(said, "no engine judged it")
                for engine, text in said.items():
                    require(text == expected, f"{engine} says {text!r}, expected {expected!r}")
                    seen.setdefault(engine, set()).add(text)
                return ", ".join(f"{e}: {t}" for e, t in said.items())
            attempt(results, f"{book.name}: {case}", judged)

        def every_verdict():
            want = {SOLVED, EMPTY, GO_ON, WALL, EXTRA, SHORTER}
            for engine in engines + (["HyperFormula"] if by_hf is not None else []):
                require(seen.get(engine, set()) == want, f"{engine} gave {sorted(seen.get(engine, set()))}")
            return f"{', '.join(sorted(seen))}: every verdict"
        attempt(results, "every engine gives every verdict", every_verdict)
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
