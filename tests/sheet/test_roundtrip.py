# SPDX-License-Identifier: MIT
"""Round trip through an independent reader (openpyxl): for many seeds,
algorithms, masks and both styles, rebuild each maze from the workbook's
borders (or black fills) and check it against the command line's own block
text and stats, and check what docs/MANUAL.md ("The worksheet") promises of
the workbook: its sheets, print settings, square cells and properties.

usage: test_roundtrip.py MAZESHEET_BINARY SAMPLES_DIR
"""
import os
import re
import sys
import tempfile

import openpyxl

from sheetcheck import (MAX_DIGIT_WIDTH, Package, attempt, check_door_arrows, check_route, column_widths, diff_lines,
                        excel_column_pixels, parse_area, parse_mask, read_maze, read_stats, rectangle, report, require,
                        run_ok, split_block_text, N, E, S, W)

PAPER_CODE = {"a4": 9, "letter": 1}

# An L shape with a hole: outside cells inside the bounding box and inside the shape.
L_MASK = """; an L with a hole
XXXXXX
XX..XX
XX..XX
XXXXXX
XXX...
XXX...
"""


class Case:
    def __init__(self, name, args, region, style="borders", paper="a4", orientation="portrait", count=1,
                 perfect=True, auto_ends=True, solutions="hidden", title=None, solution_path="line",
                 streamed=False):
        self.name = name
        self.args = args
        self.region = region
        self.style = style
        self.paper = paper
        self.orientation = orientation  # the orientation expected in the workbook
        self.count = count
        self.perfect = perfect
        self.auto_ends = auto_ends
        self.solutions = solutions  # hidden | none | answers
        self.title = title
        self.solution_path = solution_path  # line (a route picture) | shade (filled path cells)
        self.streamed = streamed  # rows written as they come (libxlsxwriter's constant_memory): inline strings


def algorithms(binary):
    """Every algorithm the program has (its own table, one per line)."""
    listing = run_ok(binary, ["--list-algorithms"]).stdout
    names = [line.split("\t")[0] for line in listing.splitlines() if line.strip()]
    require(len(names) >= 11, f"--list-algorithms lists {len(names)} algorithms: {names}")
    return names


def cases(binary, masks, tmp):
    out = []
    sizes = [(12, 9), (9, 14), (20, 20), (7, 7), (16, 11), (10, 10)]
    for i, algorithm in enumerate(algorithms(binary)):
        for j, style in enumerate(("borders", "blocks")):
            w, h = sizes[(i + j) % len(sizes)]
            seed = 1000 + 17 * i + j
            orientation = "landscape" if w > h else "portrait"
            out.append(Case(f"{algorithm}-{style}-{w}x{h}",
                            ["-s", f"{w}x{h}", "-a", algorithm, "--seed", str(seed), "--style", style],
                            rectangle(w, h), style, orientation=orientation))
    l_mask = os.path.join(tmp, "l.txt")
    with open(l_mask, "w") as f:
        f.write(L_MASK)
    masks = [("heart", os.path.join(masks, "heart.txt"), "backtracker", "borders"),
             ("heart", os.path.join(masks, "heart.txt"), "wilson", "blocks"),
             ("ring", os.path.join(masks, "ring.txt"), "kruskal", "borders"),
             ("ring", os.path.join(masks, "ring.txt"), "prim", "blocks"),
             ("star", os.path.join(masks, "star.txt"), "hunt-and-kill", "borders"),
             ("star", os.path.join(masks, "star.txt"), "growing-tree", "blocks"),
             ("l", l_mask, "aldous-broder", "borders"),
             ("l", l_mask, "backtracker", "blocks")]
    for k, (name, path, algorithm, style) in enumerate(masks):
        with open(path) as f:
            region = parse_mask(f.read())
        # Auto orientation prints the cells larger: the heading takes height
        # from the page, so a shape up to about 15 % wider than tall (the
        # star, 28x27) still prints larger upright.
        orientation = "landscape" if region[0] > 1.1 * region[1] else "portrait"
        out.append(Case(f"mask-{name}-{algorithm}-{style}",
                        ["--mask", path, "-a", algorithm, "--seed", str(77 + k), "--style", style],
                        region, style, orientation=orientation))
    for style in ("borders", "blocks"):
        out.append(Case(f"braid-{style}", ["-s", "15x15", "-a", "kruskal", "--seed", "5", "--braid", "0.5",
                                           "--style", style], rectangle(15, 15), style, perfect=False))
        out.append(Case(f"corners-{style}", ["-s", "12x9", "--seed", "8", "--start", "top-left",
                                             "--finish", "bottom-right", "--style", style],
                        rectangle(12, 9), style, orientation="landscape"))
        out.append(Case(f"interior-{style}", ["-s", "12x9", "--seed", "9", "--start", "5,5", "--finish", "8,6",
                                              "--style", style], rectangle(12, 9), style,
                        orientation="landscape", auto_ends=False))
    out.append(Case("letter-landscape", ["-s", "10x10", "--seed", "11", "--paper", "letter",
                                         "--orientation", "landscape"], rectangle(10, 10), paper="letter",
                    orientation="landscape"))
    out.append(Case("a4-portrait-wide", ["-s", "40x12", "--seed", "12", "--orientation", "portrait"],
                    rectangle(40, 12), orientation="portrait"))
    out.append(Case("auto-wide", ["-s", "40x15", "--seed", "13", "--style", "blocks"], rectangle(40, 15),
                    "blocks", orientation="landscape"))
    out.append(Case("auto-tall-letter", ["-s", "12x30", "--seed", "14", "--paper", "letter"], rectangle(12, 30),
                    paper="letter", orientation="portrait"))
    out.append(Case("count-3", ["-s", "10x8", "-a", "prim", "--seed", "15", "--count", "3"], rectangle(10, 8),
                    orientation="landscape", count=3))
    out.append(Case("count-2-no-solution", ["-s", "9x9", "--seed", "16", "--count", "2", "--style", "blocks",
                                            "--no-solution"], rectangle(9, 9), "blocks", count=2, solutions="none"))
    out.append(Case("count-2-answers", ["-s", "8x11", "-a", "wilson", "--seed", "17", "--count", "2"],
                    rectangle(8, 11), count=2, solutions="answers"))
    # Enough cells (54,000) for a class set of small mazes to be streamed,
    # each sheet's row buffers given back once it is written.
    out.append(Case("count-30-streamed", ["-s", "30x30", "-a", "kruskal", "--seed", "28", "--count", "30"],
                    rectangle(30, 30), count=30, streamed=True))
    out.append(Case("answers-blocks", ["-s", "6x6", "--seed", "18", "--style", "blocks"], rectangle(6, 6),
                    "blocks", solutions="answers"))
    out.append(Case("title", ["-s", "8x8", "--seed", "19", "--title", "Class 3B & friends: find the way!"],
                    rectangle(8, 8), title="Class 3B & friends: find the way!"))
    out.append(Case("tiny", ["-s", "2x1", "--seed", "20"], rectangle(2, 1), orientation="landscape"))
    # Large enough (3,000 cells) that its print was once split into print
    # titles and an area, which gnumeric does not honour: one area now.
    out.append(Case("one-print-area", ["-s", "60x50", "--seed", "27"], rectangle(60, 50), orientation="landscape"))
    for style, size in (("borders", (11, 8)), ("blocks", (8, 11))):
        out.append(Case(f"shaded-path-{style}", ["-s", f"{size[0]}x{size[1]}", "--seed", "22", "--style", style,
                                                  "--solution-path", "shade"],
                        rectangle(*size), style, orientation="landscape" if size[0] > size[1] else "portrait",
                        solution_path="shade"))
    out.append(Case("shaded-path-answers", ["-s", "7x7", "-a", "wilson", "--seed", "23", "--solution-path", "shade",
                                            "--braid", "0.4"], rectangle(7, 7), solutions="answers", perfect=False,
                    solution_path="shade"))
    # Playable workbooks are the students': their answers go to the key
    # beside them (NAME-answers.xlsx).
    out.append(Case("playable-borders", ["-s", "9x7", "--seed", "25", "--playable"], rectangle(9, 7),
                    orientation="landscape", solutions="answers"))
    out.append(Case("playable-blocks-answers", ["-s", "7x9", "-a", "kruskal", "--seed", "26", "--playable",
                                                "--style", "blocks", "--count", "2"], rectangle(7, 9), "blocks",
                    count=2, solutions="answers"))
    out.append(Case("farthest", ["-s", "9x9", "--seed", "24", "--start", "farthest"], rectangle(9, 9),
                    auto_ends=False))
    out.append(Case("algorithm-parameter", ["-s", "10x10", "-a", "growing-tree:0.25", "--seed", "21"],
                    rectangle(10, 10)))
    return out


def check_structure(maze, stat, perfect, auto_ends, where):
    cells = maze.cells
    require(stat["cells"] == len(cells), f"{where}: {len(cells)} cells, stats say {stat['cells']}")
    require(maze.reachable(maze.start) == cells, f"{where}: not every cell of the mask is reachable from the start")
    passages = maze.passages()
    require(passages == stat["passages"], f"{where}: {passages} passages, stats say {stat['passages']}")
    if perfect:
        require(passages == len(cells) - 1, f"{where}: {passages} passages over {len(cells)} cells is not perfect")
    dead_ends = sum(1 for p in cells if len(list(maze.neighbours(p))) == 1)
    require(dead_ends == stat["dead_ends"], f"{where}: {dead_ends} dead ends, stats say {stat['dead_ends']}")
    require(list(maze.start) == [stat["start"][0] - 1, stat["start"][1] - 1], f"{where}: Start is not stats' start")
    require(list(maze.finish) == [stat["finish"][0] - 1, stat["finish"][1] - 1], f"{where}: Finish is not stats'")
    doors = maze.doors()
    door_cells = [p for p, _ in doors]
    require(all(p in (maze.start, maze.finish) for p in door_cells),
            f"{where}: a door that is not at the start or finish: {doors}")
    require(len(set(door_cells)) == len(door_cells), f"{where}: more than one door on one cell: {doors}")
    if auto_ends:
        require(sorted(door_cells) == sorted([maze.start, maze.finish]),
                f"{where}: start and finish should each have one door, doors are {doors}")
        # Opposite sides of the cells' bounding box: left and right, or top
        # and bottom when the cells span more rows than columns.
        cols = [c for c, _ in cells]
        rows = [r for _, r in cells]
        vertical = max(rows) - min(rows) > max(cols) - min(cols)
        sides = dict((p, side) for p, side in doors)
        if vertical:
            ok = maze.start[1] == min(rows) and maze.finish[1] == max(rows) and \
                sides[maze.start] == N and sides[maze.finish] == S
        else:
            ok = maze.start[0] == min(cols) and maze.finish[0] == max(cols) and \
                sides[maze.start] == W and sides[maze.finish] == E
        require(ok, f"{where}: start {maze.start} and finish {maze.finish} (doors {doors}) are not on opposite sides")
        if max(cols) - min(cols) >= 2 or max(rows) - min(rows) >= 2:
            require(abs(maze.start[0] - maze.finish[0]) + abs(maze.start[1] - maze.finish[1]) > 1,
                    f"{where}: start and finish are neighbours")


def check_solution(sol, stat, perfect, where, package, case):
    shortest = sol.shortest_path(sol.start, sol.finish)
    require(len(shortest) == stat["solution_length"],
            f"{where}: shortest path {len(shortest)} cells, stats say {stat['solution_length']}")
    if case.solution_path == "line":
        require(sol.shaded == {sol.start, sol.finish},
                f"{where}: cells filled besides S and F: {sorted(sol.shaded - {sol.start, sol.finish})[:5]}")
        check_route(package, where.split("/", 1)[1], sol, stat["solution_length"], where)
        return
    require(not package.pictures(where.split("/", 1)[1]), f"{where}: a picture on a shaded solution sheet")
    shaded = sol.shaded
    require(len(shaded) == stat["solution_length"],
            f"{where}: {len(shaded)} shaded cells, the solution has {stat['solution_length']}")
    # The shaded cells form one chain from start to finish along passages.
    chain = [sol.start]
    seen = {sol.start}
    while chain[-1] != sol.finish:
        nxt = [q for q in sol.neighbours(chain[-1]) if q in shaded and q not in seen]
        require(len(nxt) == 1, f"{where}: the shaded path branches or breaks at {chain[-1]}")
        chain.append(nxt[0])
        seen.add(nxt[0])
    require(seen == shaded, f"{where}: shaded cells off the start-finish path: {sorted(shaded - seen)[:5]}")
    if perfect:
        require(chain == shortest, f"{where}: the shaded path is not the maze's only path")
    if sol.shaded_joints is not None:
        joints = {frozenset({a, b}) for a, b in zip(chain, chain[1:])}
        require(sol.shaded_joints == joints, f"{where}: shaded passages between blocks differ from the path")


def check_page(ws, package, case, printable, maze_area, where):
    require(ws.sheet_view.showGridLines is False, f"{where}: gridlines are shown")
    ps = ws.page_setup
    require(ps.paperSize is not None and int(ps.paperSize) == PAPER_CODE[case.paper],
            f"{where}: paper {ps.paperSize}, expected {case.paper}")
    require(ps.orientation == case.orientation, f"{where}: orientation {ps.orientation}, expected {case.orientation}")
    require(ws.sheet_properties.pageSetUpPr is not None and ws.sheet_properties.pageSetUpPr.fitToPage,
            f"{where}: not fit to page")
    for v, what in ((ps.fitToWidth, "wide"), (ps.fitToHeight, "tall")):
        require(v in (None, 1, "1"), f"{where}: fit to {v} pages {what}, expected 1")
    require(ws.print_options.horizontalCentered and ws.print_options.verticalCentered, f"{where}: not centred")
    area = package.names.get(ws.title, {}).get("_xlnm.Print_Area")
    if not printable:
        require(area is None, f"{where}: a hidden solution sheet has a print area ({area})")
        return
    require(area is not None, f"{where}: no print area")
    _, (r1, c1, r2, c2) = parse_area(area)
    mr1, mc1, mr2, mc2 = maze_area
    # The page is one print area: print titles (rows repeated at the top)
    # are not printed by gnumeric, which then starts mid-page.
    titles = package.names.get(ws.title, {}).get("_xlnm.Print_Titles")
    require(titles is None, f"{where}: print titles {titles}: gnumeric prints without them")
    require(r1 == 1 and c1 <= mc1 and r2 >= mr2 and c2 >= mc2,
            f"{where}: print area {area} does not cover the heading and the maze")
    # LibreOffice leaves trailing rows without text out of its fit-to-page
    # sum (and then cuts them off): the print area must end with text.
    last = [c.value for c in ws[r2] if isinstance(c.value, str) and c.value.strip()]
    require(last, f"{where}: the print area's last row {r2} has no text")


SIZES = []


def check_square(ws, package, maze_area, where):
    require(package.default_font in MAX_DIGIT_WIDTH, f"{where}: unknown default font {package.default_font}")
    mdw = MAX_DIGIT_WIDTH[package.default_font]
    r1, c1, r2, c2 = maze_area
    widths = column_widths(ws)
    col_px = {excel_column_pixels(widths.get(c, 8.43), mdw) for c in range(c1, c2 + 1)}
    row_pt = {ws.row_dimensions[r].height for r in range(r1, r2 + 1)}
    require(len(col_px) == 1, f"{where}: maze columns differ in width: {sorted(col_px)} px")
    require(len(row_pt) == 1 and None not in row_pt, f"{where}: maze rows differ in height: {sorted(row_pt)}")
    px_w = col_px.pop()
    px_h = row_pt.pop() * 96 / 72
    require(abs(px_w - px_h) <= 0.02 * px_h, f"{where}: cells are {px_w} x {px_h:.2f} px in Excel, not square")
    SIZES.append((where, px_w, px_h))


def heading_text(ws, maze_top_row):
    texts = []
    for row in ws.iter_rows(min_row=1, max_row=maze_top_row - 1):
        texts += [str(c.value) for c in row if c.value is not None]
    return " | ".join(texts)


def footer_text(ws, print_area_last_row):
    """The footer: the text of the print area's last row (the page's foot)."""
    row = next(ws.iter_rows(min_row=print_area_last_row, max_row=print_area_last_row))
    return " ".join(str(c.value) for c in row if c.value is not None)


def check_maze_sheet(wb, package, case, k, stat, reference, sheet_name, role):
    """role: maze | hidden-solution | printed-solution. Returns the rebuilt maze."""
    ws = wb[sheet_name]
    where = f"{case.name}/{sheet_name}"
    maze = read_maze(ws, package, case.region, case.style)
    require(maze.text == reference, f"{where}: the sheet's maze differs from the block text: "
                                    f"{diff_lines(maze.text, reference)}")
    check_structure(maze, stat, case.perfect, case.auto_ends, where)
    check_door_arrows(ws, maze, where)
    _, maze_area = parse_area(package.names[sheet_name]["Maze"])
    if role == "maze":
        require(maze.shaded == {maze.start, maze.finish},
                f"{where}: shaded cells on the maze sheet besides start and finish: "
                f"{sorted(maze.shaded - {maze.start, maze.finish})[:5]}")
        require(ws.sheet_state == "visible", f"{where}: the maze sheet is {ws.sheet_state}")
        require(not package.pictures(sheet_name), f"{where}: a picture on the maze sheet")
    else:
        check_solution(maze, stat, case.perfect, where, package, case)
        expected_state = "hidden" if role == "hidden-solution" else "visible"
        require(ws.sheet_state == expected_state, f"{where}: state {ws.sheet_state}, expected {expected_state}")
    check_page(ws, package, case, role != "hidden-solution", maze_area, where)
    check_square(ws, package, maze_area, where)
    heading = heading_text(ws, maze_area[0])
    require(f"seed {stat['seed']}" in heading, f"{where}: the heading does not show seed {stat['seed']}: {heading}")
    if case.count > 1:
        require(f"Maze {k + 1} of {case.count}" in heading, f"{where}: heading lacks 'Maze {k + 1} of {case.count}'")
    if role == "maze":
        require("Name:" in heading and "Date:" in heading, f"{where}: no name and date line: {heading}")
    if case.title:
        require(case.title in heading, f"{where}: the title is not in the heading: {heading}")
    area = package.names.get(ws.title, {}).get("_xlnm.Print_Area")
    footer = footer_text(ws, parse_area(area)[1][2] if area else ws.max_row)
    require(stat["algorithm"] in footer and f"seed {stat['seed']}" in footer,
            f"{where}: the footer lacks the algorithm and seed: {footer}")
    return maze


def check_properties(package, stats, where):
    core = package.core_properties()
    require(core.get("created") == "2000-01-01T00:00:00Z", f"{where}: creation date {core.get('created')} not fixed")
    description = core.get("description", "")
    require("mazesheet" in description and stats[0]["algorithm"] in description,
            f"{where}: properties do not name the generator and algorithm: {description}")
    for s in stats:
        require(str(s["seed"]) in description, f"{where}: properties lack seed {s['seed']}")
    custom = package.custom_properties()
    require(custom.get("Generator") == "mazesheet", f"{where}: custom property Generator is {custom.get('Generator')}")
    require(custom.get("Algorithm") == stats[0]["algorithm"], f"{where}: custom property Algorithm wrong")
    if len(stats) == 1:
        require(custom.get("Seed") == str(stats[0]["seed"]), f"{where}: custom property Seed wrong")
    else:
        for s in stats:
            require(custom.get(f"Seed {s['index']}") == str(s["seed"]), f"{where}: custom Seed {s['index']} wrong")


def names(case, prefix):
    return [prefix] if case.count == 1 else [f"{prefix} {k + 1}" for k in range(case.count)]


def check_case(binary, tmp, case):
    base = os.path.join(tmp, case.name)
    xlsx, answers, txt = base + ".xlsx", base + "-answers.xlsx", base + ".txt"
    playable = "--playable" in case.args
    # A playable workbook's key is implied: the same name, beside it.
    extra = ["--answers", answers] if case.solutions == "answers" and not playable else []
    result = run_ok(binary, case.args + ["-o", xlsx, "--stats", base + "-wb.jsonl"] + extra)
    warnings = [line for line in result.stderr.splitlines() if "warning" in line]
    require(not warnings, f"{case.name}: unexpected warnings: {warnings}")
    # The same mazes as block text (a text file cannot be played).
    run_ok(binary, [a for a in case.args if a != "--playable"] + ["-o", txt, "--stats", base + "-txt.jsonl"])
    stats = read_stats(base + "-wb.jsonl")
    require(stats == read_stats(base + "-txt.jsonl"), f"{case.name}: stats differ between .xlsx and .txt runs")
    require(len(stats) == case.count, f"{case.name}: {len(stats)} stats lines for {case.count} mazes")
    with open(txt) as f:
        references = split_block_text(f.read())
    require(len(references) == case.count, f"{case.name}: {len(references)} mazes in the block text")

    package = Package(xlsx)
    streamed = "xl/sharedStrings.xml" not in package.parts
    require(streamed == case.streamed, f"{case.name}: streamed {streamed}, expected {case.streamed}")
    wb = openpyxl.load_workbook(xlsx)
    maze_names = names(case, "Maze")
    solution_names = names(case, "Solution")
    expected = []
    for m, s, c in zip(maze_names, solution_names, names(case, "Check")):
        expected += [m, s] if case.solutions == "hidden" else [m]
        expected += [c] if playable else []
    require([n for n, _ in package.sheets] == expected, f"{case.name}: sheets {package.sheets}, expected {expected}")
    if playable:
        require(all(state == "hidden" for n, state in package.sheets if n.startswith("Check")),
                f"{case.name}: a Check sheet is visible")
    require(package.active_tab == 0 and package.sheets[0][1] == "visible", f"{case.name}: first sheet not active")
    check_properties(package, stats, case.name)

    answer_wb = answer_package = None
    if case.solutions == "answers":
        answer_package = Package(answers)
        answer_wb = openpyxl.load_workbook(answers)
        # A playable set's key: each playable sheet (with the teacher's
        # switch), its solution, its Check sheet.
        expected = [n for m, s, c in zip(maze_names, solution_names, names(case, "Check"))
                    for n in ((m, s, c) if playable else (s,))]
        require([n for n, _ in answer_package.sheets] == expected,
                f"{case.name}: answer sheets {answer_package.sheets}, expected {expected}")
        check_properties(answer_package, stats, case.name + " answers")
    else:
        require(not os.path.exists(answers), f"{case.name}: an answers file appeared without --answers")

    for k in range(case.count):
        maze = check_maze_sheet(wb, package, case, k, stats[k], references[k], maze_names[k], "maze")
        for name in ("Maze", "Start", "Finish"):
            if case.solutions == "hidden":
                sol_names = package.names[solution_names[k]]
            elif case.solutions == "answers":
                sol_names = answer_package.names[solution_names[k]]
            else:
                break
            require(parse_area(sol_names[name])[1] == parse_area(package.names[maze_names[k]][name])[1],
                    f"{case.name}: {name} is at another address on {solution_names[k]}")
        if case.solutions == "hidden":
            sol = check_maze_sheet(wb, package, case, k, stats[k], references[k], solution_names[k],
                                   "hidden-solution")
            require(sol.open == maze.open, f"{case.name}: the solution sheet's walls differ")
        elif case.solutions == "answers":
            sol = check_maze_sheet(answer_wb, answer_package, case, k, stats[k], references[k], solution_names[k],
                                   "printed-solution")
            require(sol.open == maze.open, f"{case.name}: the answer sheet's walls differ")

    # Each maze of a class set is reproduced by its own seed alone.
    if case.count > 1:
        for k, stat in enumerate(stats):
            args = [a for a in case.args if a != "--playable"]
            i = args.index("--count")
            del args[i:i + 2]
            i = args.index("--seed")
            args[i + 1] = str(stat["seed"])
            single = base + f"-seed{k + 1}.txt"
            run_ok(binary, args + ["-o", single])
            with open(single) as f:
                require(split_block_text(f.read()) == [references[k]],
                        f"{case.name}: --seed {stat['seed']} does not reproduce maze {k + 1}")


# (size, style, words every expected warning line contains); the workbook is
# still written and still reads back as a maze of the right size.
WARNING_CASES = [
    ("20x20", "borders", []),
    ("120x90", "borders", [["under 3 mm"]]),
    ("60x45", "blocks", [["wall blocks", "under 3 mm"]]),
    ("1200x10", "borders", [["under 3 mm"], ["LibreOffice cannot fit below 12 %", "several pages"]]),
    ("1400x10", "borders", [["under 3 mm"], ["LibreOffice cannot fit below 12 %", "Excel not below 10 %"]]),
]


def check_warnings(binary, tmp, size, style, expected):
    target = os.path.join(tmp, f"warn-{size}-{style}.xlsx")
    result = run_ok(binary, ["-s", size, "--seed", "30", "--style", style, "-o", target])
    lines = [line for line in result.stderr.splitlines() if "warning" in line]
    require(len(lines) == len(expected), f"{size} {style}: warnings {lines}, expected {len(expected)}")
    for line, words in zip(lines, expected):
        require(line.startswith("mazesheet: warning: "), f"{size}: not a warning line: {line}")
        for word in words:
            require(word in line, f"{size} {style}: warning lacks '{word}': {line}")
    package = Package(target)
    w, h = (int(v) for v in size.split("x"))
    cols, rows = (2 * w + 1, 2 * h + 1) if style == "blocks" else (w, h)
    _, (r1, c1, r2, c2) = parse_area(package.names["Maze"]["Maze"])
    require((r2 - r1 + 1, c2 - c1 + 1) == (rows, cols), f"{size}: Maze range {r2 - r1 + 1}x{c2 - c1 + 1}")


def main():
    binary, masks = sys.argv[1], sys.argv[2]
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-roundtrip-") as tmp:
        for case in cases(binary, masks, tmp):
            attempt(results, case.name, lambda: check_case(binary, tmp, case))
        for size, style, expected in WARNING_CASES:
            attempt(results, f"warnings {size} {style}", lambda: check_warnings(binary, tmp, size, style, expected))
    sizes = sorted({(w, round(h, 2)) for _, w, h in SIZES})
    print("Excel cell sizes seen (px wide x px high):", ", ".join(f"{w}x{h}" for w, h in sizes))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
