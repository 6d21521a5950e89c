#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The circle, hex and triangle grids, checked from the outside through
-o maze.json. For every grid, every algorithm --list-grids says carves it,
several sizes and seeds (and masks on hex and triangle grids):

- each cell's neighbours are the cells whose shapes share a side with it,
  worked out HERE from the cells' rows (rings) and columns: hexagons with a
  point at the top, odd rows shifted right by half; triangles pointing up
  where col + row is even; a circle's ring r between radii r and r + 1, its
  cells equal arcs going round from column 0;
- the passages join neighbours and make a spanning tree of the cells;
- the route runs from start to finish along passages and is the tree's
  one path between them;
- each door is on an edge of its cell that faces out of the maze;
- the same options and seed give the same bytes.

Also: --list-grids, the size rules of circles, and refusals (one line, exit
2, no file) for what cannot be: .txt and .xlsx for other grids, eller on a
hex grid, a mask on a circle.
Usage: test_grids.py PATH_TO_MAZESHEET"""
import json
import math
import os
import subprocess
import sys
import tempfile
from collections import deque

MAZESHEET = os.path.abspath(sys.argv[1])
FULL = os.environ.get("MAZESHEET_FULL_TESTS", "0") not in ("", "0")
failures = []


def run(*args, cwd=None):
    return subprocess.run([MAZESHEET, *args], capture_output=True, text=True, timeout=300, cwd=cwd)


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)
    return condition


SQRT3 = math.sqrt(3)


def key(x, y):
    return (round(x * 1e6), round(y * 1e6))


def hex_corners(col, row):
    cx = SQRT3 * (col + 0.5 + (0.5 if row % 2 else 0.0))
    cy = 1.5 * row
    return {key(cx + math.cos(math.pi / 6 + k * math.pi / 3), cy + math.sin(math.pi / 6 + k * math.pi / 3))
            for k in range(6)}


def triangle_corners(col, row):
    h = SQRT3 / 2
    if (col + row) % 2 == 0:  # pointing up
        return {key((col + 1) / 2, row * h), key(col / 2, (row + 1) * h), key(col / 2 + 1, (row + 1) * h)}
    return {key(col / 2, row * h), key(col / 2 + 1, row * h), key((col + 1) / 2, (row + 1) * h)}


def edges_of(corners):
    """A polygon's sides, as pairs of corners, from its corners around its centre."""
    points = sorted(corners)
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    around = sorted(points, key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
    return {frozenset((around[k], around[(k + 1) % len(around)])) for k in range(len(around))}


def geometry(maze):
    """Each cell's geometric neighbours and its sides on the outline (as
    compass directions of the side's outward normal, or 'outward')."""
    cells = maze["cells"]
    grid = maze["grid"]
    neighbours = {c["id"]: set() for c in cells}
    outline = {c["id"]: [] for c in cells}
    if grid == "circle":
        rings = {}
        for c in cells:
            rings.setdefault(c["ring"], []).append(c)
        size = {r: len(v) for r, v in rings.items()}
        last = max(rings)
        by_pos = {(c["ring"], c["col"]): c["id"] for c in cells}
        for c in cells:
            r, k = c["ring"], c["col"]
            n = size[r]
            if n > 1:
                for other in ((k + 1) % n, (k - 1) % n):
                    if other != k:
                        neighbours[c["id"]].add(by_pos[(r, other)])
            if r + 1 in rings:
                m = size[r + 1]
                lo, hi = k / n, (k + 1) / n
                for j in range(m):
                    if min(hi, (j + 1) / m) - max(lo, j / m) > 1e-12:
                        neighbours[c["id"]].add(by_pos[(r + 1, j)])
                        neighbours[by_pos[(r + 1, j)]].add(c["id"])
            if r == last:
                outline[c["id"]].append("outward")
        return neighbours, outline
    corners_of = hex_corners if grid == "hex" else triangle_corners
    edge_owner = {}
    cell_edges = {}
    for c in cells:
        es = edges_of(corners_of(c["col"], c["row"]))
        cell_edges[c["id"]] = es
        for e in es:
            edge_owner.setdefault(e, []).append(c["id"])
    for e, owners in edge_owner.items():
        if len(owners) == 2:
            a, b = owners
            neighbours[a].add(b)
            neighbours[b].add(a)
    for c in cells:
        corners = corners_of(c["col"], c["row"])
        cx = sum(p[0] for p in corners) / len(corners)
        cy = sum(p[1] for p in corners) / len(corners)
        for e in cell_edges[c["id"]]:
            if len(edge_owner[e]) != 1:
                continue
            (x1, y1), (x2, y2) = tuple(e)
            mx, my = (x1 + x2) / 2 - cx, (y1 + y2) / 2 - cy  # from the centre to the side's middle (y down)
            angle = math.degrees(math.atan2(-my, mx)) % 360  # 0 east, 90 north
            names = {0: "east", 60: "north-east", 90: "north", 120: "north-west", 180: "west", 240: "south-west",
                     270: "south", 300: "south-east", 30: "north-east", 150: "north-west", 210: "south-west",
                     330: "south-east"}
            nearest = min(names, key=lambda a: min(abs(a - angle), 360 - abs(a - angle)))
            outline[c["id"]].append((nearest, names[nearest]))
    return neighbours, outline


def door_faces_out(grid, edge, sides):
    """The door's edge name names one of the cell's sides on the outline."""
    if grid == "circle":
        return edge == "outward" and "outward" in sides
    if grid == "hex":
        return any(name == edge for _, name in sides)
    # A triangle's slanted sides face north-east and so on; its ways are
    # the compass sides: west and east are its slanted sides' halves.
    wanted = {"north": {"north"}, "south": {"south"}, "east": {"north-east", "south-east", "east"},
              "west": {"north-west", "south-west", "west"}}[edge]
    return any(name in wanted for _, name in sides)


def check_maze(label, maze):
    cells = maze["cells"]
    n = len(cells)
    ids = [c["id"] for c in cells]
    check(ids == list(range(n)), f"{label}: ids are 0..{n - 1} in order")
    check(maze["cell_count"] == n, f"{label}: cell_count is the cells listed")
    place = "ring" if maze["grid"] == "circle" else "row"
    check(len({(c[place], c["col"]) for c in cells}) == n, f"{label}: every cell at its own place")
    neighbours, outline = geometry(maze)
    wrong = [c["id"] for c in cells if set(c["neighbours"]) != neighbours[c["id"]]]
    check(not wrong, f"{label}: neighbours differ from the shapes' at cells {wrong[:5]}")
    passages = [tuple(p) for p in maze["passages"]]
    check(len(passages) == len(set(passages)), f"{label}: no passage listed twice")
    check(all(a < b and b in neighbours[a] for a, b in passages), f"{label}: every passage joins neighbours")
    check(len(passages) == n - 1, f"{label}: {len(passages)} passages for {n} cells: not a tree's count")
    tree = {i: [] for i in range(n)}
    for a, b in passages:
        tree[a].append(b)
        tree[b].append(a)
    # The tree's one path from start to finish, by a search from the start.
    start, finish = maze["start"], maze["finish"]
    came = {start: None}
    queue = deque([start])
    while queue:
        at = queue.popleft()
        for nxt in tree[at]:
            if nxt not in came:
                came[nxt] = at
                queue.append(nxt)
    check(len(came) == n, f"{label}: the passages reach {len(came)} of {n} cells")
    path = []
    at = finish
    while at is not None and at in came:
        path.append(at)
        at = came[at]
    path.reverse()
    check(maze["route"] == path, f"{label}: the route is not the tree's path from start to finish")
    check(start != finish, f"{label}: start and finish differ")
    for door in maze["doors"]:
        check(door["cell"] in (start, finish), f"{label}: a door at a cell that is neither end")
        check(door_faces_out(maze["grid"], door["edge"], outline[door["cell"]]),
              f"{label}: door {door} is not on an edge of its cell on the outline {outline[door['cell']]}")
    if maze["grid"] == "circle":
        centre = next(c["id"] for c in cells if c["ring"] == 0)
        if start == centre:
            check(len(maze["doors"]) == 1, f"{label}: from the centre, one door (out through the rim)")
    else:
        check(len(maze["doors"]) == 2, f"{label}: two doors")


def algorithms_of():
    listing = run("--list-grids")
    check(listing.returncode == 0, "--list-grids runs")
    grids = {}
    for line in listing.stdout.splitlines():
        name, size, algorithms, summary = line.split("\t")
        grids[name] = algorithms.split(", ")
    check(list(grids) == ["square", "circle", "hex", "triangle"], f"--list-grids lists the grids: {list(grids)}")
    return grids


def main():
    grids = algorithms_of()
    check("sidewinder" in grids["circle"] and "eller" not in grids["hex"], "--list-grids: who carves what")
    sizes = {"circle": ["2", "5", "9x9"], "hex": ["1x2", "7x5", "13x9"], "triangle": ["2x1", "9x4", "17x8"]}
    seeds = [1, 2, 3] if FULL else [1, 2]
    checked = 0
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "maze.json")
        for grid, algorithms in grids.items():
            if grid == "square":
                continue
            for algorithm in algorithms:
                for size in sizes[grid]:
                    for seed in seeds:
                        label = f"{grid} {algorithm} {size} seed {seed}"
                        result = run("--grid", grid, "-a", algorithm, "-s", size, "--seed", str(seed), "-o", out, "-q")
                        if not check(result.returncode == 0, f"{label}: exit {result.returncode}: {result.stderr}"):
                            continue
                        with open(out, encoding="utf-8") as f:
                            document = json.load(f)
                        check(len(document["mazes"]) == 1, f"{label}: one maze")
                        check_maze(label, document["mazes"][0])
                        checked += 1
        # Braided mazes are no trees: only the neighbours and the doors are checked there.
        for grid in ("circle", "hex", "triangle"):
            for extra, what in ((["--start", "across"], "across"), (["--start", "farthest"], "farthest"),
                                (["--mask", "heart"], "heart"), (["--mask-text", "Zoë"], "letters")):
                if grid == "circle" and what in ("heart", "letters"):
                    continue
                label = f"{grid} {what}"
                result = run("--grid", grid, "-a", "wilson", "--seed", "4", *extra, "-o", out, "-q")
                if check(result.returncode == 0, f"{label}: exit {result.returncode}: {result.stderr}"):
                    with open(out, encoding="utf-8") as f:
                        check_maze(label, json.load(f)["mazes"][0])
                    checked += 1
        # A class set: one document, every maze in it.
        result = run("--grid", "hex", "--count", "3", "--seed", "9", "-o", out, "-q")
        with open(out, encoding="utf-8") as f:
            mazes = json.load(f)["mazes"]
        check([m["index"] for m in mazes] == [1, 2, 3], "a class set's mazes in one document")
        for m in mazes:
            check_maze(f"class set maze {m['index']}", m)
        # The same bytes for the same options and seed.
        for grid in ("circle", "hex", "triangle"):
            a, b = os.path.join(folder, "a.json"), os.path.join(folder, "b.json")
            run("--grid", grid, "--seed", "77", "--braid", "0.5", "-o", a, "-q")
            run("--grid", grid, "--seed", "77", "--braid", "0.5", "-o", b, "-q")
            with open(a, "rb") as fa, open(b, "rb") as fb:
                check(fa.read() == fb.read(), f"{grid}: same seed, same bytes")
        # A circle's size is its rings, one number or NxN; both give the same maze.
        a, b = os.path.join(folder, "a.json"), os.path.join(folder, "b.json")
        run("--grid", "circle", "-s", "7", "--seed", "3", "-o", a, "-q")
        run("--grid", "circle", "-s", "7x7", "--seed", "3", "-o", b, "-q")
        with open(a, encoding="utf-8") as fa, open(b, encoding="utf-8") as fb:
            ma, mb = json.load(fa)["mazes"][0], json.load(fb)["mazes"][0]
        check(ma == mb and ma["rings"] == 7, "-s 7 and -s 7x7 make the same 7-ring circle")
        # Refused in one line, exit 2, nothing written.
        for args, words in ((["--grid", "hex", "-o", "x.txt"], "--grid:"),
                            (["--grid", "circle", "-o", "x.xlsx"], "--grid:"),
                            (["--grid", "triangle", "-o", "x.xlsx"], "--grid:"),
                            (["--grid", "hex", "-a", "eller", "-o", "x.json"], "--algorithm:"),
                            (["--grid", "circle", "--mask", "heart", "-o", "x.json"], "--mask heart:"),
                            (["--grid", "circle", "-s", "12x10", "-o", "x.json"], "--size:"),
                            (["--grid", "circle", "--start", "top-left", "-o", "x.json"], "--start:"),
                            (["--grid", "octagon", "-o", "x.json"], "--grid:"),
                            (["--grid", "hex", "--preview", "-o", "x.json"], "--preview:"),
                            # A picture past 1000x1000 squares' room names only what draws the grid.
                            (["--grid", "circle", "-s", "501", "-o", "x.png"], "--size: a PNG picture draws at most"),
                            (["--grid", "triangle", "-s", "2000x1200", "-o", "x.png"], "--size:"),
                            (["--grid", "hex", "-s", "1200x1200", "-o", "x.png"], "--size:")):
            work = tempfile.mkdtemp(dir=folder)
            result = run(*args, cwd=work)
            lines = result.stderr.strip().splitlines()
            check(result.returncode == 2 and len(lines) == 1 and lines[0].startswith("mazesheet: " + words),
                  f"{args}: one line starting {words!r}, exit 2; got {result.returncode} {result.stderr!r}")
            check(os.listdir(work) == [], f"{args}: nothing written ({os.listdir(work)})")
            if args[-1] == "x.png":
                suggested = lines[0].rsplit("write a larger maze as ", 1)[-1]
                check(".txt" not in suggested and (".xlsx" in suggested) == (args[1] == "hex"),
                      f"{args}: names the formats that draw the grid: {suggested!r}")
    check(checked > 100, f"only {checked} mazes checked")
    print(f"{checked} mazes checked")
    if failures:
        print(f"{len(failures)} failures")
        sys.exit(1)


main()
