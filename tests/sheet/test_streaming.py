# SPDX-License-Identifier: MIT
"""Streamed mazes: with a row-local algorithm, no solution sheet
and fixed endpoints, mazesheet carves each row as it writes it. Checked
here: the streamed workbook equals the one carved whole in memory (the same
options plus --stats, which needs the whole maze), byte for byte; read back
with openpyxl in read-only mode (row by row, as a reader of a huge file
would) the maze is perfect with its doors at the corners asked for; and the
command line takes the streamed path where the maze allows it (beyond the
in-memory limit, only the open-time check refuses)."""
import os
import sys
import tempfile

import openpyxl

from sheetcheck import E, N, OPPOSITE, S, STEP, W, Package, attempt, parse_area, report, require, run, run_ok

BINARY = sys.argv[1]
WIDTH, HEIGHT = 12, 90  # a small tall case
FIXED = ["--no-solution", "--start", "top-left", "--finish", "bottom-right"]


def read_streamed(path, style):
    """The walls of the maze sheet, read in read-only mode."""
    wb = openpyxl.load_workbook(path, read_only=True)
    require(wb.sheetnames == ["Maze"], f"sheets {wb.sheetnames}")
    ws = wb["Maze"]
    _, (r1, c1, r2, c2) = parse_area(Package(path).names["Maze"]["Maze"])
    looks = {}
    none = {N: None, E: None, S: None, W: None}
    for dr, row in enumerate(ws.iter_rows(min_row=r1, max_row=r2, min_col=c1, max_col=c2)):
        for dc, cell in enumerate(row):
            value = getattr(cell, "value", None)
            if style == "borders":
                b = getattr(cell, "border", None)
                sides = {N: b.top.style, E: b.right.style, S: b.bottom.style, W: b.left.style} if b else none
                looks[(dc, dr)] = (sides, value)
            else:
                f = getattr(cell, "fill", None)
                looks[(dc, dr)] = (f.fgColor.rgb if f is not None and f.fill_type else None, value)
    wb.close()
    return looks


def open_sides_of(looks, style):
    """Maze cell -> its open sides, and the S and F cells."""
    sides, marks = {}, {}
    for r in range(HEIGHT):
        for c in range(WIDTH):
            if style == "borders":
                borders, value = looks.get((c, r), ({N: None, E: None, S: None, W: None}, None))
                sides[(c, r)] = {side for side, line in borders.items() if line is None}
            else:
                value = looks.get((2 * c + 1, 2 * r + 1), (None, None))[1]
                sides[(c, r)] = set()
                for side, (dc, dr) in STEP.items():
                    fill, _ = looks.get((2 * c + 1 + dc, 2 * r + 1 + dr), (None, None))
                    if fill in (None, "00000000") or not fill.endswith("000000"):
                        sides[(c, r)].add(side)
            if value in ("S", "F"):
                marks[value] = (c, r)
    return sides, marks


def check_perfect(sides, marks):
    passages = 0
    for (c, r), open_sides in sides.items():
        for side in open_sides:
            dc, dr = STEP[side]
            q = (c + dc, r + dr)
            if q in sides:
                require(OPPOSITE[side] in sides[q], f"the wall between {(c, r)} and {q} is open on one side only")
                passages += 1
    passages //= 2
    cells = WIDTH * HEIGHT
    require(passages == cells - 1, f"{passages} passages for {cells} cells: not a tree")
    seen, todo = {(0, 0)}, [(0, 0)]
    while todo:
        c, r = todo.pop()
        for side in sides[(c, r)]:
            dc, dr = STEP[side]
            q = (c + dc, r + dr)
            if q in sides and q not in seen:
                seen.add(q)
                todo.append(q)
    require(len(seen) == cells, f"{len(seen)} of {cells} cells reachable")
    require(marks.get("S") == (0, 0) and marks.get("F") == (WIDTH - 1, HEIGHT - 1), f"S and F at {marks}")
    require(W in sides[(0, 0)] or N in sides[(0, 0)], "no door beside S")
    require(E in sides[(WIDTH - 1, HEIGHT - 1)] or S in sides[(WIDTH - 1, HEIGHT - 1)], "no door beside F")


def main():
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for algorithm in ("eller", "sidewinder", "binary-tree"):
            for style in ("borders", "blocks"):
                def case(algorithm=algorithm, style=style):
                    streamed = os.path.join(tmp, f"{algorithm}-{style}-streamed.xlsx")
                    whole = os.path.join(tmp, f"{algorithm}-{style}-whole.xlsx")
                    args = ["-s", f"{WIDTH}x{HEIGHT}", "-a", algorithm, "--seed", "41", "--style", style, *FIXED]
                    run_ok(BINARY, [*args, "-o", streamed])
                    run_ok(BINARY, [*args, "-o", whole, "--stats", os.path.join(tmp, "stats.jsonl")])
                    with open(streamed, "rb") as a, open(whole, "rb") as b:
                        require(a.read() == b.read(), "the streamed workbook differs from the one carved whole")
                    looks = read_streamed(streamed, style)
                    check_perfect(*open_sides_of(looks, style))
                    return "same bytes as in memory; a perfect maze read back row by row"
                attempt(results, f"{algorithm}, {style}", case)

        # 120 million cells: over the in-memory limit of 100 million, so the
        # streamed path is the only one that gets as far as the open-time check.
        def decision():
            huge = ["-s", "200x600000", "-o", os.path.join(tmp, "huge.xlsx")]
            streamed = run(BINARY, [*huge, "-a", "eller", *FIXED])
            require(streamed.returncode == 2 and "--force" in streamed.stderr and "hold in memory" not in streamed.stderr,
                    f"streamed: {streamed.returncode} {streamed.stderr.strip()}")
            for other in (["-a", "eller", "--no-solution"], ["-a", "backtracker", *FIXED], ["-a", "eller", *FIXED[1:]]):
                whole = run(BINARY, [*huge, *other])
                require(whole.returncode == 2 and "too large to hold in memory" in whole.stderr and
                        whole.stderr.startswith("mazesheet: --size:"), f"{other}: {whole.stderr.strip()}")
            require(not os.path.exists(os.path.join(tmp, "huge.xlsx")), "a refused run left a file")
            return "eller with fixed corners and no solution streams; auto endpoints, backtracker or a solution do not"
        attempt(results, "which runs stream", decision)
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
