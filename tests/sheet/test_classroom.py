# SPDX-License-Identifier: MIT
"""Classroom-safe files (docs/CLASSROOM.md).

1. The README's playable recipes, run as written, give students' workbooks
   that hold no answer. Checked part by part: no solution sheet, no hidden
   sheet but the Check sheets, no picture or drawing part, no drop-down, no
   defined name but Maze, Start, Finish and Verdict (and the print area);
   then, for each maze, the same maze (its seed) is made again with other
   ends (--start/--finish on the same sides, so the page's layout is the
   same) and every part is compared with the first: the route moves far
   from the ends, so a file that showed the route anywhere (a cell, a
   formula, a format, a conditional format, a name, a picture) would
   differ there; the two may differ only at the ends and their neighbours,
   in the Start and Finish names, and in the Check sheet's row of totals
   (the shortest way's length). The same comparison run on the teacher's
   keys must find the route, so it can fail.
2. Answer keys named from their workbook: two class sets in one folder keep
   both keys, -o sub/x.xlsx puts the key in sub/, --answers with no path and
   answer-key (the class-set template) likewise; each key records the
   workbook it answers, and a run refuses to replace a key recorded for
   another workbook (one line, exit 2, the key unchanged).

usage: test_classroom.py MAZESHEET_BINARY README
"""
import os
import re
import shlex
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import deque
from itertools import zip_longest

from sheetcheck import NS, Package, attempt, cell_ref, parse_area, report, require, run, run_ok

INTERFACE_NAMES = {"Maze", "Start", "Finish", "Verdict", "_xlnm.Print_Area", "_xlnm.Print_Titles"}
FIRST_ROW, FIRST_COL = 4, 1  # the maze's first sheet row and column (0-based), page/layout.hpp


def readme_recipes(readme):
    """The README's mazesheet command lines (in ```sh blocks) that make playable workbooks."""
    recipes, in_block = [], False
    for line in open(readme, encoding="utf-8"):
        if line.startswith("```"):
            in_block = line.strip() == "```sh"
            continue
        if in_block and line.startswith("mazesheet ") and "--playable" in line:
            recipes.append(shlex.split(line, comments=True)[1:])
    return recipes


def option(args, name):
    return args[args.index(name) + 1] if name in args else None


def without(args, *names, flags=()):
    """args without the options `names` (and their values) and the flags."""
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a in names:
            skip = True
            continue
        if a not in flags:
            out.append(a)
    return out


# ---------------------------------------------------------------- the maze, from its block text

class Maze:
    def __init__(self, text):
        self.lines = text.rstrip("\n").split("\n")
        self.height, self.width = (len(self.lines) - 1) // 2, (len(self.lines[0]) - 1) // 2
        self.cells = {(c, r) for r in range(self.height) for c in range(self.width)
                      if self.lines[2 * r + 1][2 * c + 1] != "."}
        for p in self.cells:
            mark = self.lines[2 * p[1] + 1][2 * p[0] + 1]
            if mark == "S":
                self.start = p
            elif mark == "F":
                self.finish = p

    def neighbours(self, p):
        c, r = p
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            q = (c + dc, r + dr)
            if q in self.cells and self.lines[2 * r + 1 + dr][2 * c + 1 + dc] == " ":
                yield q

    def route(self, a, b):
        before, todo = {a: None}, deque([a])
        while todo:
            p = todo.popleft()
            for q in self.neighbours(p):
                if q not in before:
                    before[q] = p
                    todo.append(q)
        path, p = [], b
        while p is not None:
            path.append(p)
            p = before[p]
        return path[::-1]


def chebyshev(p, q):
    return max(abs(p[0] - q[0]), abs(p[1] - q[1]))


def door_ring(maze):
    """Which sides of the grid's ring hold a door arrow (page::doorRing):
    (a door beyond the first or last column, beyond the first or last row).
    The page's layout depends on it."""
    columns = rows = False
    for c, r in (maze.start, maze.finish):
        x, y = 2 * c + 1, 2 * r + 1
        columns = columns or (c == 0 and maze.lines[y][x - 1] == " ") or \
            (c == maze.width - 1 and maze.lines[y][x + 1] == " ")
        rows = rows or (r == 0 and maze.lines[y - 1][x] == " ") or \
            (r == maze.height - 1 and maze.lines[y + 1][x] == " ")
    return columns, rows


def other_ends(maze, made_with):
    """Other ends for the same maze (one end kept, the other moved) whose
    route leaves the first route far from every end, with doors that keep
    the same ring (so the same layout): (start, finish, cells moved)."""
    s1, f1 = maze.start, maze.finish
    r1 = set(maze.route(s1, f1))
    candidates = []
    for p in sorted(maze.cells):
        for s2, f2 in ((s1, p), (p, f1)):
            if p in (s1, f1) or min(chebyshev(p, s1), chebyshev(p, f1)) < 4:
                continue
            ends = (s1, f1, s2, f2)
            moved = {q for q in r1 ^ set(maze.route(s2, f2)) if min(chebyshev(q, e) for e in ends) > 2}
            # An inner cell gets no door, so the ring stays the kept end's:
            # those first.
            outer = any((p[0] + dc, p[1] + dr) not in maze.cells for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)))
            if len(moved) >= 5:
                candidates.append((outer, -len(moved), s2, f2, moved))
    # Both ends moved along the sides their doors are on (a corner end given
    # by --start may take another door side than the automatic one).
    sides = {(-1, 0): "W", (0, -1): "N", (1, 0): "E", (0, 1): "S"}

    def door_side(p):
        for (dc, dr), name in sides.items():
            if maze.lines[2 * p[1] + 1 + dr][2 * p[0] + 1 + dc] == " " and (p[0] + dc, p[1] + dr) not in maze.cells:
                return dc, dr
        return None

    def along(end):
        side = door_side(end)
        if side is None:
            return []
        return [p for p in maze.cells if (p[0] + side[0], p[1] + side[1]) not in maze.cells
                and chebyshev(p, end) >= 4 and sum((p[0] + dc, p[1] + dr) in maze.cells for dc, dr in sides) >= 3]

    for s2 in along(s1)[:12]:
        for f2 in along(f1)[:12]:
            ends = (s1, f1, s2, f2)
            moved = {q for q in r1 ^ set(maze.route(s2, f2)) if min(chebyshev(q, e) for e in ends) > 2}
            if len(moved) >= 5:
                candidates.append((False, -len(moved), s2, f2, moved))
    # Keeping either end, or moving both: the best of each, in turn.
    candidates.sort()
    kept_start = [c for c in candidates if c[2] == s1]
    kept_finish = [c for c in candidates if c[3] == f1]
    moved_both = [c for c in candidates if c[2] != s1 and c[3] != f1]
    tries = [c for group in zip_longest(kept_start[:20], kept_finish[:20], moved_both[:20]) for c in group if c]
    for _, _, s2, f2, moved in tries:
        other = made_with(s2, f2)
        if door_ring(other) == door_ring(maze):
            return s2, f2, moved
    raise AssertionError("no other ends move the route far enough with the same layout")


# ---------------------------------------------------------------- the parts, compared

def shared_strings(package):
    part = package.parts.get("xl/sharedStrings.xml")
    if part is None:
        return []
    return ["".join(t.text or "" for t in si.iter(f"{{{NS['m']}}}t")) for si in ET.fromstring(part)]


def resolved_styles(package):
    """Each cell style index as what it draws (the style's number depends on
    the order in which the workbook first used it)."""
    styles = ET.fromstring(package.parts["xl/styles.xml"])
    pools = {}
    for pool, item in (("fonts", "font"), ("fills", "fill"), ("borders", "border"), ("numFmts", "numFmt")):
        node = styles.find(f"m:{pool}", NS)
        pools[item] = [ET.tostring(e, encoding="unicode") for e in node] if node is not None else []
    out = []
    for xf in styles.find("m:cellXfs", NS):
        own = ET.tostring(xf, encoding="unicode")
        parts = [pools["font"][int(xf.get("fontId", 0))], pools["fill"][int(xf.get("fillId", 0))],
                 pools["border"][int(xf.get("borderId", 0))]]
        for key in ("fontId", "fillId", "borderId"):
            own = re.sub(rf' {key}="\d+"', "", own)
        out.append(own + "".join(parts))
    return out


def sheet_cells(package, sheet, names):
    """{(row, col): (style, type, value, formula)} of a sheet, 0-based, with
    the sheet names in formulas made neutral (a class set's 'Maze 3' is a
    single maze's 'Maze')."""
    strings = shared_strings(package)
    styles = resolved_styles(package)
    root = ET.fromstring(package.parts[package.sheet_part(sheet)])
    out = {}
    for c in root.iter(f"{{{NS['m']}}}c"):
        row, col = (n - 1 for n in cell_ref(c.get("r")))
        f = c.find("m:f", NS)
        v = c.find("m:v", NS)
        inline = c.find("m:is", NS)
        value = v.text if v is not None else None
        if c.get("t") == "s":
            value = strings[int(value)]
        if inline is not None:
            value = "".join(t.text or "" for t in inline.iter(f"{{{NS['m']}}}t"))
        formula = f.text if f is not None else None
        if formula:
            for name in names:
                formula = formula.replace(f"'{name}'!", "'SHEET'!")
        style = styles[int(c.get("s", 0))]
        out[(row, col)] = (style, c.get("t") if c.get("t") != "inlineStr" else "s", value, formula)
    return out


def sheet_rest(package, sheet, names):
    """A sheet's XML without its cells, sheet names made neutral."""
    root = ET.fromstring(package.parts[package.sheet_part(sheet)])
    for data in root.findall("m:sheetData", NS) + root.findall("m:mergeCells", NS):
        root.remove(data)  # (merged cells hold the doors' marks, which follow the ends)
    for view in root.iter(f"{{{NS['m']}}}sheetView"):
        view.attrib.pop("tabSelected", None)  # the first sheet of a set is the selected one
    text = ET.tostring(root, encoding="unicode")
    for name in names:
        text = text.replace(f"'{name}'!", "'SHEET'!").replace(f"{name}!", "SHEET!")
    return text


def maze_cell(row, col, blocks, grid_rows, roles_from=None):
    """The maze cell a sheet cell (0-based) stands for, on a maze sheet (its
    page, or the cells' roles in the hidden rows from `roles_from`) or any
    block of the Check sheet (each block the maze grid's shape)."""
    r = row - FIRST_ROW
    if roles_from is not None and row >= roles_from:
        r = row - roles_from
    while r >= grid_rows + 2:  # the Check sheet's crossing and mark blocks
        r -= grid_rows + 2
    c = col - FIRST_COL
    return ((c - 1) // 2, (r - 1) // 2) if blocks else (c, r)


def door_mark(cell):
    """No cell, or a door's arrow or letter: a glyph, no formula."""
    return cell is None or (cell[3] is None and isinstance(cell[2], str) and len(cell[2]) <= 2)


def same_seed_line(x, y):
    """The info row of a class set's sheet ("Maze 3 of 25, seed N") against a
    single maze's ("seed N"): the same seed at the end."""
    texts = [t[2] for t in (x, y) if t and t[2]]
    ends = [re.search(r"(\d+)$", t) for t in texts]
    return len(texts) == 2 and all(ends) and ends[0].group(1) == ends[1].group(1)


def differences(first, second, k, maze, ends, blocks, bases):
    """Where the workbooks of one maze with two pairs of ends differ, beyond
    what the ends explain; [] when nothing else differs. `bases`: the maze,
    solution and check sheets' names (the language's), before a set's " k"."""
    a, b = Package(first), Package(second)
    suffix = f" {k + 1}" if k is not None else ""
    names_a = [n for n, _ in a.sheets]
    names_b = [n for n, _ in b.sheets]
    problems = []
    grid_rows = 2 * maze.height + 1 if blocks else maze.height
    maze_base, solution_base, check_base = bases
    for base in bases:
        sa, sb = base + suffix, base
        if sa not in names_a and sb not in names_b:
            continue
        if (sa in names_a) != (sb in names_b):
            problems.append(f"{sa}: in one workbook only")
            continue
        if sheet_rest(a, sa, names_a) != sheet_rest(b, sb, names_b):
            problems.append(f"{sa}: the sheet's settings, conditional formats or drop-downs differ")
        ca, cb = sheet_cells(a, sa, names_a), sheet_cells(b, sb, names_b)
        roles_from = None  # the maze sheet's roles: hidden rows from two below the teacher's switch's row
        if base == maze_base:
            roles_from = parse_area(a.names[sa]["_xlnm.Print_Area"])[1][2] + 2
        for at in sorted(set(ca) | set(cb)):
            if ca.get(at) == cb.get(at):
                continue
            row, col = at
            if base == check_base and row == 1:
                continue  # the totals: the shortest way's length, the ends' counts
            if base == maze_base and row == 1 and same_seed_line(ca.get(at), cb.get(at)):
                continue  # "Maze 3 of 25, seed N" against "seed N"
            if row >= FIRST_ROW:
                p = maze_cell(row, col, blocks, grid_rows, roles_from)
                if min(chebyshev(p, e) for e in ends) <= 2:
                    continue
                if p not in maze.cells and door_mark(ca.get(at)) and door_mark(cb.get(at)):
                    continue  # a door's arrow or letter, outside the maze: where the ends are
            shown = [(v[1], v[2], v[3], hash(v[0]) % 1000) if v else None for v in (ca.get(at), cb.get(at))]
            problems.append(f"{sa} row {row + 1} column {col + 1}: {shown[0]} / {shown[1]}")
        na = {n: t for n, t in a.names.get(sa, {}).items() if n not in ("Start", "Finish")}
        nb = {n: t for n, t in b.names.get(sb, {}).items() if n not in ("Start", "Finish")}
        unqualified = lambda names: {n: re.sub(r"(?:'(?:[^']|'')+'|[^'!,]+)!", "", t) for n, t in names.items()}
        if unqualified(na) != unqualified(nb):
            problems.append(f"{sa}: defined names differ: {na} / {nb}")
        if len(a.pictures(sa)) != len(b.pictures(sb)) or any(
                pa[2] != pb[2] for pa, pb in zip(a.pictures(sa), b.pictures(sb))):
            problems.append(f"{sa}: pictures differ")
    return problems


def route_free(path, bases):
    """The parts of a students' workbook: nothing that could only be an answer."""
    package = Package(path)
    maze_base, solution_base, check_base = bases
    names = [n for n, _ in package.sheets]
    require(not any(n.startswith(solution_base) for n in names), f"{path}: solution sheets {names}")
    hidden = [n for n, state in package.sheets if state != "visible"]
    require(all(n.startswith(check_base) for n in hidden), f"{path}: hidden sheets {hidden}")
    visible = [n for n, state in package.sheets if state == "visible"]
    require(visible and all(n.startswith(maze_base) for n in visible), f"{path}: sheets {visible}")
    media = [p for p in package.parts if re.search(r"(drawings|media|vmlDrawing|comments)", p)]
    require(not media, f"{path}: pictures or drawings {media}")
    for name in names:
        root = ET.fromstring(package.parts[package.sheet_part(name)])
        require(root.find("m:dataValidations", NS) is None, f"{path}/{name}: a drop-down")
        extra = set(package.names.get(name, {})) - INTERFACE_NAMES
        require(not extra, f"{path}/{name}: defined names {extra}")
    require(not package.global_names, f"{path}: workbook names {package.global_names}")
    return package


def check_recipe(binary, tmp, recipe, n):
    """A README playable recipe, run as written: its students' workbook holds
    no answer, and the key beside it holds the answer and the switch."""
    folder = os.path.join(tmp, f"recipe-{n}")
    os.makedirs(folder)
    run_ok(binary, recipe, cwd=folder)
    output = option(recipe, "-o") or option(recipe, "--output") or "maze.xlsx"
    student = os.path.join(folder, output)
    key = student[:-5] + "-answers.xlsx"
    # The sheets' names in the workbook's language, from the key's first
    # maze: its playable sheet, its solution, its Check sheet.
    key_package = Package(key) if os.path.exists(key) else None
    names = [n for n, _ in key_package.sheets[:3]] if key_package else ["Maze 1", "Solution 1", "Check 1"]
    bases = tuple(re.sub(r" 1$", "", n) for n in names)
    package = route_free(student, bases)
    require(key_package, f"no key {os.path.basename(key)} beside {output}")
    require(key_package.custom_properties().get("Answers for") == output, f"{key} does not name {output}")
    require(key_package.sheets[1][1] == "visible" and "Reveal" in key_package.names[names[0]],
            f"{key}: no printable solution or no teacher's switch: {key_package.sheets[:3]}")
    props = package.custom_properties()
    seeds = [props["Seed"]] if "Seed" in props else \
        [props[f"Seed {k + 1}"] for k in range(sum(1 for name in props if name.startswith("Seed ")))]
    single = len(seeds) == 1 and "Seed" in props
    blocks = props.get("Style") == "blocks"
    base = without(recipe, "-o", "--output", "--count", "--seed")
    compared, moved_total = 0, 0
    for k, seed in enumerate(seeds[:3]):  # a class set: its first three mazes
        as_text = without(base, flags=("--playable",)) + ["--seed", seed, "-o", "-"]
        maze = Maze(run_ok(binary, as_text, cwd=folder).stdout)

        def made_with(s2, f2, as_text=as_text):
            moved_ends = ["--start", f"{s2[0] + 1},{s2[1] + 1}", "--finish", f"{f2[0] + 1},{f2[1] + 1}"]
            return Maze(run_ok(binary, as_text + moved_ends, cwd=folder).stdout)

        s2, f2, moved = other_ends(maze, made_with)
        moved_total += len(moved)
        ends = (maze.start, maze.finish, s2, f2)
        alternative = os.path.join(folder, f"other-{k}.xlsx")
        run_ok(binary, base + ["--seed", seed, "--start", f"{s2[0] + 1},{s2[1] + 1}",
                               "--finish", f"{f2[0] + 1},{f2[1] + 1}", "-o", alternative], cwd=folder)
        problems = differences(student, alternative, None if single else k, maze, ends, blocks, bases)
        require(not problems, f"{output}: something besides the ends changes with the route: {problems[:5]}")
        # The comparison finds the route where a file shows it: in the keys.
        shown = differences(key, alternative[:-5] + "-answers.xlsx", None if single else k, maze, ends, blocks,
                            bases)
        require(shown, "the comparison does not see the route even in the teacher's keys")
        compared += 1
    return (f"{' '.join(recipe)}: {len(package.sheets)} sheets, no answer; {compared} mazes compared with others "
            f"whose routes move {moved_total} cells away from the ends")


# ---------------------------------------------------------------- keys named from their workbook

def check_keys(binary, tmp):
    folder = os.path.join(tmp, "keys")
    os.makedirs(os.path.join(folder, "sub"))

    def key_of(path):
        package = Package(os.path.join(folder, path))
        return package.custom_properties()

    run_ok(binary, ["--template", "class-set", "--seed", "1", "-s", "5x5", "-o", "3b.xlsx"], cwd=folder)
    run_ok(binary, ["--template", "class-set", "--seed", "2", "-s", "5x5", "-o", "3c.xlsx"], cwd=folder)
    for name in ("3b", "3c"):
        book, key = key_of(name + ".xlsx"), key_of(name + "-answers.xlsx")
        require(key.get("Answers for") == name + ".xlsx", f"{name}-answers.xlsx names {key.get('Answers for')}")
        seeds = {k: v for k, v in book.items() if k.startswith("Seed")}
        require(len(seeds) == 25 and seeds == {k: v for k, v in key.items() if k.startswith("Seed")},
                f"{name}-answers.xlsx answers other mazes than {name}.xlsx")
    require(not os.path.exists(os.path.join(folder, "answer-key.xlsx")), "a fixed answer-key.xlsx was written")

    run_ok(binary, ["-s", "4x4", "--seed", "3", "--answers", "-o", "sub/x.xlsx"], cwd=folder)
    require(os.path.exists(os.path.join(folder, "sub", "x-answers.xlsx"))
            and key_of("sub/x-answers.xlsx").get("Answers for") == "x.xlsx", "-o sub/x.xlsx: the key is not in sub/")
    run_ok(binary, ["-s", "4x4", "--seed", "3", "--answer-key", "-o", "sub/y.XLSX"], cwd=folder)
    require(os.path.exists(os.path.join(folder, "sub", "y-answers.XLSX")), "--answer-key: no sub/y-answers.XLSX")
    run_ok(binary, ["-s", "4x4", "--seed", "3", "--playable", "--no-solution", "-o", "alone.xlsx"], cwd=folder)
    require(not os.path.exists(os.path.join(folder, "alone-answers.xlsx")), "--no-solution still wrote a key")

    # A named key is refused when it answers another workbook, and replaced
    # when it answers this one.
    run_ok(binary, ["-s", "4x4", "--seed", "4", "-o", "a.xlsx", "--answers", "sub/k.xlsx"], cwd=folder)
    require(key_of("sub/k.xlsx").get("Answers for") == "../a.xlsx", "the key does not name ../a.xlsx")
    before = open(os.path.join(folder, "sub", "k.xlsx"), "rb").read()
    refused = run(binary, ["-s", "4x4", "--seed", "5", "-o", "b.xlsx", "--answers", "sub/k.xlsx"], cwd=folder)
    require(refused.returncode == 2 and refused.stderr.count("\n") == 1
            and refused.stderr.startswith("mazesheet: --answers: sub/k.xlsx holds the answers to ../a.xlsx"),
            f"another workbook's key: exit {refused.returncode}, {refused.stderr!r}")
    require(open(os.path.join(folder, "sub", "k.xlsx"), "rb").read() == before, "the refused key was changed")
    require(not os.path.exists(os.path.join(folder, "b.xlsx")), "the refused run wrote its workbook")
    run_ok(binary, ["-s", "4x4", "--seed", "6", "-o", "a.xlsx", "--answers", "sub/k.xlsx"], cwd=folder)
    require(open(os.path.join(folder, "sub", "k.xlsx"), "rb").read() != before, "the same workbook's key was kept")
    stdout = run(binary, ["--template", "class-set", "-o", "-"], cwd=folder)
    require(stdout.returncode == 2 and "--answer-key: needs an --output that can carry answers" in stdout.stderr,
            f"class-set to standard output: {stdout.stderr.strip()}")
    return "3b-answers.xlsx and 3c-answers.xlsx kept; sub/x-answers.xlsx; another workbook's key refused"


def main():
    binary, readme = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    results = []
    recipes = readme_recipes(readme)
    with tempfile.TemporaryDirectory(prefix="mazesheet-classroom-") as tmp:
        attempt(results, "the README has playable recipes", lambda: require(recipes, "none found") or len(recipes))
        for n, recipe in enumerate(recipes):
            attempt(results, f"README recipe {n + 1}: no answer in the students' workbook",
                    lambda recipe=recipe, n=n: check_recipe(binary, tmp, recipe, n))
        attempt(results, "answer keys named from their workbook", lambda: check_keys(binary, tmp))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
