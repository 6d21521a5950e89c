# SPDX-License-Identifier: MIT
"""Teaching mode (--steps N) read back with independent readers: openpyxl for
the workbook, the XML of the animated SVG.

For every algorithm, in both styles: the workbook's sheets are Step 1 .. Step
N, then Maze and its hidden Solution; every step sheet passes the maze-sheet
checks (names Maze, Start and Finish, walls drawn on both sides, S and F,
door arrows, page setup, square cells); the open passages only grow from
step to step (division, which builds walls, only shrink); the last step is
the finished maze (the block text of the same seed); the heading says the
step and how many cells are done, which is the number of cells coloured as
done; every fill is explained by the legend, and each set colour marks one
set of joined cells; the SVG's frames show the same colours and walls.

usage: test_steps.py MAZESHEET_BINARY SAMPLES_DIR
"""
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import deque

import openpyxl

from sheetcheck import (E, N, OPPOSITE, S, STEP, W, Package, attempt, check_door_arrows, diff_lines, parse_area,
                        parse_mask, read_maze, rectangle, report, require, run, run_ok, split_block_text)
from test_roundtrip import algorithms, check_page, check_square

START_FILL, FINISH_FILL = "FFC6EFCE", "FFFFC7CE"
# Legend lines whose cells count as done besides the unfilled ones: every
# set colour (sets are cells in the maze still to be joined), the smaller
# sets, and the walker, who stands on a visited cell.
COUNTED_AS_DONE = ("the smaller sets", "the random walker", "the head of the walk")
HEADING = re.compile(r"Step (\d+) of (\d+): (\d+) of (\d+) cells done")


class Case:
    def __init__(self, name, args, region, style, steps, solutions="hidden"):
        self.name = name
        self.args = args
        self.region = region
        self.style = style
        self.steps = steps
        self.solutions = solutions  # hidden | none | answers
        self.paper = "letter" if "letter" in args else "a4"
        self.orientation = None     # read from the first step sheet: every step shares it


def cases(binary, masks):
    out = []
    sizes = [(9, 7), (7, 9), (12, 5), (6, 6)]
    counts = [5, 3, 8, 4, 6, 2]
    for i, algorithm in enumerate(algorithms(binary)):
        style = ("borders", "blocks")[i % 2]
        w, h = sizes[i % len(sizes)]
        steps = counts[i % len(counts)]
        out.append(Case(f"{algorithm}-{style}-{w}x{h}-{steps}",
                        ["-s", f"{w}x{h}", "-a", algorithm, "--seed", str(300 + i), "--style", style,
                         "--steps", str(steps)], rectangle(w, h), style, steps))
    with open(os.path.join(masks, "heart.txt")) as f:
        heart = parse_mask(f.read())
    out.append(Case("heart-wilson-blocks", ["--mask", os.path.join(masks, "heart.txt"), "-a", "wilson", "--seed", "5",
                                            "--style", "blocks", "--steps", "4"], heart, "blocks", 4))
    out.append(Case("one-step", ["-s", "5x4", "-a", "prim", "--seed", "6", "--steps", "1"], rectangle(5, 4),
                    "borders", 1))
    # More steps than events: pictures repeat, the count is still what was asked.
    out.append(Case("more-steps-than-events", ["-s", "2x1", "--seed", "7", "--steps", "12"], rectangle(2, 1),
                    "borders", 12))
    out.append(Case("no-solution-letter", ["-s", "8x6", "-a", "eller", "--seed", "8", "--steps", "3",
                                           "--no-solution", "--paper", "letter", "--title", "Eller & rows"],
                    rectangle(8, 6), "borders", 3, solutions="none"))
    out.append(Case("answers-blocks", ["-s", "6x5", "-a", "division", "--seed", "9", "--steps", "3", "--style",
                                       "blocks"], rectangle(6, 5), "blocks", 3, solutions="answers"))
    return out


def rgb(cell):
    fill = cell.fill
    if fill is None or fill.patternType != "solid":
        return None
    return fill.fgColor.rgb


def passages(maze):
    """The open walls between two maze cells, as frozensets of the two cells."""
    return {frozenset({p, q}) for p in maze.cells for q in maze.neighbours(p)}


def read_legend(ws, maze_area, count_rows):
    """[(swatch colours, words)] from the rows below the maze's door row: in
    each row, swatches (each starting with a thick left border, maybe several
    cells wide) and then their words, perhaps several entries side by side."""
    _, c1, r2, _ = maze_area
    legend = []
    for r in range(r2 + 2, r2 + 2 + count_rows):
        swatches = []
        for cell in ws[r]:
            if cell.value is not None:
                legend.append((swatches, str(cell.value)))
                swatches = []
            elif cell.border.top.style == "thick" and cell.column >= c1 and cell.border.left.style == "thick":
                swatches.append(rgb(cell))
        require(not swatches, f"{ws.title}: swatches without words in row {r}")
    return legend


def cell_fill(ws, maze, p):
    r0, c0 = maze.origin
    if maze.style == "blocks":
        return rgb(ws.cell(row=r0 + 2 * p[1] + 1, column=c0 + 2 * p[0] + 1))
    return rgb(ws.cell(row=r0 + p[1], column=c0 + p[0]))


def components(maze):
    seen, out = {}, []
    for p in sorted(maze.cells):
        if p in seen:
            continue
        seen[p] = len(out)
        out.append({p})
        queue = deque([p])
        while queue:
            a = queue.popleft()
            for b in maze.neighbours(a):
                if b not in seen:
                    seen[b] = seen[p]
                    out[-1].add(b)
                    queue.append(b)
    return seen


def check_step_sheet(ws, package, case, k, maze, legend, where):
    """The colours of one step sheet; returns (cells done, fills by cell)."""
    single = {}
    multi = False
    for swatches, words in legend:
        require(words, f"{where}: a legend line without words")
        if len(swatches) == 1:
            single[swatches[0]] = words
        else:
            multi = True
            require(len(swatches) >= 1, f"{where}: the sets' legend line has no swatch")
    set_colours = {}
    fills = {}
    done = 0
    for p in sorted(maze.cells):
        fill = cell_fill(ws, maze, p)
        fills[p] = fill
        mark = p in (maze.start, maze.finish)
        if fill is None or (mark and fill == (START_FILL if p == maze.start else FINISH_FILL)):
            done += 1
        elif fill in single:
            done += single[fill] in COUNTED_AS_DONE
        else:
            require(multi, f"{where}: cell {p} is filled {fill}, which the legend does not explain")
            set_colours.setdefault(fill, set()).add(p)
            done += 1
    require(len(set_colours) <= 12, f"{where}: {len(set_colours)} set colours, at most 12")
    owner = components(maze)
    for fill, cells in set_colours.items():
        sets = {owner[p] for p in cells}
        require(len(sets) == 1, f"{where}: colour {fill} marks cells of {len(sets)} different sets")
    return done, fills


def check_blocks_joints(ws, maze, fills, where):
    """Blocks style: an open block between two cells of one colour has it too."""
    if maze.style != "blocks":
        return
    r0, c0 = maze.origin
    for p in maze.cells:
        for side in (E, S):
            q = (p[0] + STEP[side][0], p[1] + STEP[side][1])
            if q not in maze.cells or side not in maze.open[p]:
                continue
            joint = rgb(ws.cell(row=r0 + 2 * p[1] + 1 + STEP[side][1], column=c0 + 2 * p[0] + 1 + STEP[side][0]))
            marks = (START_FILL, FINISH_FILL, None)
            same = fills[p] == fills[q] and fills[p] not in marks
            require(joint == (fills[p] if same else None),
                    f"{where}: the passage between {p} and {q} is filled {joint}, its cells {fills[p]} and {fills[q]}")


def svg_frames(path, region, style):
    """{step: (cell colours, wall segments, heading)} from the animation's
    frames: each frame is a page whose maze is drawn in grid units (cells, or
    blocks in the blocks style, where walls are black blocks)."""
    root = ET.parse(path).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    frames = {}
    for g in root.iter(ns + "g"):
        m = re.fullmatch(r"step(\d+)", g.get("id", ""))
        if not m:
            continue
        grid = next(e for e in g.iter(ns + "g") if e.get("transform", "").startswith("matrix("))
        colours, walls = {}, set()
        for rect in grid.findall(ns + "rect"):
            x, y, w = int(rect.get("x")), int(rect.get("y")), int(rect.get("width"))
            for bx in range(x, x + w):
                if style == "borders":
                    colours[(bx, y)] = rect.get("fill")
                elif bx % 2 == 1 and y % 2 == 1:
                    colours[((bx - 1) // 2, (y - 1) // 2)] = rect.get("fill")
                elif rect.get("fill") == "#000000" and (bx % 2) != (y % 2):
                    walls.add(((bx - 1) // 2, y // 2, "h") if bx % 2 else (bx // 2, (y - 1) // 2, "v"))
        if style == "borders":
            # Each run of walls along a grid line is one stroke: "M0 0h4" is four.
            for x, y, direction, length in re.findall(r"M(\d+) (\d+)([hv])(\d+)", grid.find(ns + "path").get("d")):
                for k in range(int(length)):
                    walls.add((int(x) + k, int(y), direction) if direction == "h" else (int(x), int(y) + k, direction))
        heading = g.find(ns + "text").text
        frames[int(m.group(1))] = (colours, walls, heading)
    return frames


def expected_svg_walls(maze, style):
    """The walls between and around the maze's cells, in the frames' terms
    (the blocks style's outer wall blocks are walls of the cells beside them)."""
    walls = set()
    for (c, r) in maze.cells:
        for side in (N, E, S, W):
            q = (c + STEP[side][0], r + STEP[side][1])
            owns = side in (N, W) or q not in maze.cells
            if not owns or side in maze.open[(c, r)]:
                continue
            x = c + (1 if side == E else 0)
            y = r + (1 if side == S else 0)
            walls.add((x, y, "h" if side in (N, S) else "v"))
    return walls


def check_case(binary, tmp, case):
    base = os.path.join(tmp, case.name)
    xlsx, svg, txt, answers = base + ".xlsx", base + ".svg", base + ".txt", base + "-answers.xlsx"
    extra = ["--answers", answers] if case.solutions == "answers" else []
    result = run_ok(binary, case.args + ["-o", xlsx] + extra)
    require(f", {case.steps} steps" in result.stderr, f"{case.name}: the report does not say the steps: {result.stderr}")
    run_ok(binary, case.args + ["-o", svg])
    plain = [a for i, a in enumerate(case.args) if a != "--steps" and (i == 0 or case.args[i - 1] != "--steps")]
    run_ok(binary, plain + ["-o", txt])
    with open(txt) as f:
        finished = split_block_text(f.read())[0]

    package = Package(xlsx)
    wb = openpyxl.load_workbook(xlsx)
    step_names = [f"Step {k}" for k in range(1, case.steps + 1)]
    expected = step_names + ["Maze"] + (["Solution"] if case.solutions == "hidden" else [])
    require([n for n, _ in package.sheets] == expected, f"{case.name}: sheets {package.sheets}, expected {expected}")
    require(package.active_tab == 0, f"{case.name}: the first step is not the active sheet")
    require(package.custom_properties().get("Steps") == str(case.steps), f"{case.name}: no Steps property")
    if case.solutions == "answers":
        require([n for n, _ in Package(answers).sheets] == ["Solution"], f"{case.name}: the answer key has more sheets")

    frames = svg_frames(svg, case.region, case.style)
    require(sorted(frames) == list(range(1, case.steps + 1)), f"{case.name}: SVG frames {sorted(frames)}")

    previous = previous_done = None
    size = orientation = None
    for k, name in enumerate(step_names, start=1):
        ws = wb[name]
        where = f"{case.name}/{name}"
        maze = read_maze(ws, package, case.region, case.style)
        check_door_arrows(ws, maze, where)
        require(ws.sheet_state == "visible", f"{where}: hidden")
        _, area = parse_area(package.names[name]["Maze"])
        case.orientation = case.orientation or ws.page_setup.orientation
        check_page(ws, package, case, True, area, where)
        check_square(ws, package, area, where)
        this_size = (ws.column_dimensions[openpyxl.utils.get_column_letter(area[1])].width,
                     ws.row_dimensions[area[0]].height)
        require(size is None or this_size == size, f"{where}: cells {this_size}, step 1 has {size}")
        size = this_size

        title = str(ws.cell(row=1, column=1).value)
        m = HEADING.fullmatch(title)
        require(m and int(m.group(1)) == k and int(m.group(2)) == case.steps and
                int(m.group(4)) == len(case.region[2]), f"{where}: heading {title!r}")
        legend_rows = package.names[name].get("_xlnm.Print_Area")
        last_row = parse_area(legend_rows)[1][2]
        # Between the maze's door row and the footer (the print area's last row).
        legend = read_legend(ws, area, last_row - area[2] - 2)
        require(len(legend) >= 2, f"{where}: a legend of {len(legend)} lines")
        done, fills = check_step_sheet(ws, package, case, k, maze, legend, where)
        require(int(m.group(3)) == done, f"{where}: the heading says {m.group(3)} cells done, {done} are coloured done")
        require(previous_done is None or done >= previous_done, f"{where}: fewer cells done than the step before")
        previous_done = done
        check_blocks_joints(ws, maze, fills, where)

        now = passages(maze)
        if previous is not None:
            grows = previous <= now if "division" not in case.args else now <= previous
            require(grows, f"{where}: passages {'built' if 'division' in case.args else 'closed'} against the "
                           f"carving's direction: {sorted(map(sorted, previous ^ now))[:4]}")
        previous = now

        # The same step in the SVG: the same colours and walls.
        colours, walls, svg_heading = frames[k]
        require(svg_heading == title, f"{where}: SVG frame says {svg_heading!r}, the sheet {title!r}")
        for p in maze.cells:
            fill = fills[p]
            want = None if fill is None else "#" + fill[2:].lower()
            require(colours.get(p) == want, f"{where}: cell {p} is {colours.get(p)} in the SVG, {fill} in the sheet")
        require(walls == expected_svg_walls(maze, case.style),
                f"{where}: the SVG frame's walls differ from the sheet's: {sorted(walls ^ expected_svg_walls(maze, case.style))[:4]}")

    last = read_maze(wb[step_names[-1]], package, case.region, case.style)
    require(last.text == finished, f"{case.name}: the last step is not the finished maze: {diff_lines(last.text, finished)}")
    require(previous_done == len(case.region[2]), f"{case.name}: the last step has {previous_done} cells done")
    maze_sheet = read_maze(wb["Maze"], package, case.region, case.style)
    require(maze_sheet.text == finished, f"{case.name}: the Maze sheet differs from the block text")
    return f"{case.steps} steps, {len(case.region[2])} cells, {case.orientation}"


def check_refusals(binary, tmp):
    """--steps with what it cannot show: exit 2, a message naming the option, no file."""
    bad = [(["--steps", "3", "-o", "x.txt"], "--steps: needs an --output that can show the carving"),
           (["--steps", "3", "--count", "2"], "--steps: shows how one maze is carved"),
           (["--steps", "0"], "--steps: expected 1 to 100, got 0"),
           (["--steps", "101"], "--steps: expected 1 to 100, got 101"),
           (["--steps", "3", "-s", "101x100"], "--steps: a maze of 10100 cells is too large"),
           (["--steps", "3", "--braid", "0.5"], "--braid: steps show how a perfect maze is carved"),
           (["--steps", "x"], "--steps")]
    for args, message in bad:
        target = os.path.join(tmp, "refused.xlsx")
        full = args + (["-o", target] if "-o" not in args else [])
        result = run(binary, full, cwd=tmp)
        require(result.returncode == 2, f"{args}: exit {result.returncode}, expected 2")
        require(message in result.stderr, f"{args}: message {result.stderr.strip()!r} lacks {message!r}")
        require(not os.path.exists(target) and not os.path.exists(os.path.join(tmp, "x.txt")),
                f"{args}: a file was left behind")
    return f"{len(bad)} refusals"


def main():
    binary, masks = os.path.abspath(sys.argv[1]), sys.argv[2]
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-steps-") as tmp:
        for case in cases(binary, masks):
            attempt(results, case.name, lambda case=case: check_case(binary, tmp, case))
        attempt(results, "refusals", lambda: check_refusals(binary, tmp))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
