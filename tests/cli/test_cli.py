#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The command line as a user meets it: text and stats output, --count, and a
catalogue of bad inputs (exit status 2 or 1, one line on stderr, no file left
behind). Usage: test_cli.py PATH_TO_MAZESHEET"""
import json
import os
import re
import subprocess
import sys
import tempfile

MAZESHEET = os.path.abspath(sys.argv[1])
MASKS = os.path.join(os.path.dirname(__file__), "..", "..", "templates", "masks")
failures = []


def run(*args, cwd=None):
    return subprocess.run([MAZESHEET, *args], capture_output=True, text=True, cwd=cwd, timeout=120,
                          errors="surrogateescape")


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def parse_block(text):
    """Rebuild a maze from block text: cells, open sides, start, finish."""
    rows = text.split("\n")
    height, width = (len(rows) - 1) // 2, (len(rows[0]) - 1) // 2
    cells, passages, doors = set(), set(), []
    start = finish = None
    for r in range(height):
        for c in range(width):
            ch = rows[2 * r + 1][2 * c + 1]
            if ch == ".":
                continue
            cells.add((c, r))
            if ch == "S":
                start = (c, r)
            if ch == "F":
                finish = (c, r)
    for (c, r) in cells:
        for dc, dr in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            wall = rows[2 * r + 1 + dr][2 * c + 1 + dc]
            if wall == " ":
                if (c + dc, r + dr) in cells:
                    passages.add(frozenset({(c, r), (c + dc, r + dr)}))
                else:
                    doors.append((c, r))
    return width, height, cells, passages, doors, start, finish


def neighbours(passages):
    adjacency = {}
    for p in passages:
        a, b = tuple(p)
        adjacency.setdefault(a, []).append(b)
        adjacency.setdefault(b, []).append(a)
    return adjacency


def measure_block(text):
    """Solution length, decision points, dead ends and longest detour of a
    perfect maze in block text, counted here from its walls."""
    width, height, cells, passages, doors, start, finish = parse_block(text)
    adjacency = neighbours(passages)
    parent, queue = {start: None}, [start]
    for cell in queue:
        for n in adjacency.get(cell, []):
            if n not in parent:
                parent[n] = cell
                queue.append(n)
    path = [finish]
    while path[-1] != start:
        path.append(parent[path[-1]])
    path.reverse()
    decisions = sum(1 for k, cell in enumerate(path[:-1])
                    if len([n for n in adjacency.get(cell, []) if k == 0 or n != path[k - 1]]) >= 2)
    dead_ends = sum(1 for cell in cells if len(adjacency.get(cell, [])) == 1)
    depth, queue = {cell: 0 for cell in path}, list(path)
    for cell in queue:
        for n in adjacency.get(cell, []):
            if n not in depth:
                depth[n] = depth[cell] + 1
                queue.append(n)
    return {"solution_length": len(path), "decision_points": decisions, "dead_ends": dead_ends,
            "longest_detour": max(depth.values()), "cells": len(cells)}


def connected(cells, passages):
    if not cells:
        return False
    adjacency = {cell: [] for cell in cells}
    for p in passages:
        a, b = tuple(p)
        adjacency[a].append(b)
        adjacency[b].append(a)
    seen, stack = set(), [next(iter(cells))]
    while stack:
        cell = stack.pop()
        if cell in seen:
            continue
        seen.add(cell)
        stack.extend(adjacency[cell])
    return len(seen) == len(cells)


with tempfile.TemporaryDirectory() as tmp:
    # Block text to standard output, with stats to a file.
    stats_path = os.path.join(tmp, "stats.jsonl")
    result = run("-s", "15x9", "-a", "kruskal", "--seed", "42", "-o", "-", "--stats", stats_path)
    check(result.returncode == 0, f"text to stdout exits 0 ({result.returncode}: {result.stderr})")
    check("seed 42" in result.stderr, "the seed is reported on stderr")
    width, height, cells, passages, doors, start, finish = parse_block(result.stdout)
    check((width, height) == (15, 9), "block text is (2W+1)x(2H+1)")
    check(len(passages) == len(cells) - 1 and connected(cells, passages), "text output is a perfect maze")
    check(sorted(doors) == sorted([start, finish]), "doors only at start and finish")
    stats = [json.loads(line) for line in open(stats_path)]
    check(len(stats) == 1, "one stats line")
    s = stats[0]
    for key in ("index", "seed", "algorithm", "width", "height", "cells", "passages", "dead_ends",
                "solution_length", "start", "finish"):
        check(key in s, f"stats has {key}")
    check(s["seed"] == 42 and s["algorithm"] == "kruskal" and s["cells"] == 135 and s["passages"] == 134,
          "stats values")
    check(tuple(s["start"]) == (start[0] + 1, start[1] + 1), "stats start matches the S in the text")
    check(tuple(s["finish"]) == (finish[0] + 1, finish[1] + 1), "stats finish matches the F in the text")

    # Same seed, same bytes; a text file equals standard output.
    again = run("-s", "15x9", "-a", "kruskal", "--seed", "42", "-o", os.path.join(tmp, "m.txt"))
    check(again.returncode == 0 and open(os.path.join(tmp, "m.txt")).read() == result.stdout,
          "a .txt file holds the same block text as standard output")

    # --count: mazes separated by one empty line, each reproducible from its own seed.
    result = run("-s", "6x4", "-a", "wilson", "--seed", "7", "--count", "3", "-o", "-", "--stats",
                 os.path.join(tmp, "c.jsonl"))
    blocks = result.stdout.split("\n\n")
    check(result.returncode == 0 and len(blocks) == 3, "--count 3 gives three blocks")
    seeds = [json.loads(line)["seed"] for line in open(os.path.join(tmp, "c.jsonl"))]
    check(len(set(seeds)) == 3 and seeds[0] == 7, f"three different seeds, the first is the base ({seeds})")
    if len(blocks) == 3 and len(seeds) == 3:
        for k in range(3):
            single = run("-s", "6x4", "-a", "wilson", "--seed", str(seeds[k]), "-o", "-").stdout
            check(single.rstrip("\n") == blocks[k].rstrip("\n"), f"maze {k + 1} reproduces from its own seed")

    # A mask fills exactly the marked cells.
    result = run("--mask", os.path.join(MASKS, "heart.txt"), "-a", "wilson", "--seed", "3", "-o", "-")
    width, height, cells, passages, doors, start, finish = parse_block(result.stdout)
    check(result.returncode == 0 and len(cells) == 294 and connected(cells, passages)
          and len(passages) == len(cells) - 1, "heart mask maze is perfect over its 294 cells")

    # SVG and help.
    result = run("-s", "5x5", "-o", os.path.join(tmp, "m.svg"), "--seed", "1")
    check(result.returncode == 0 and open(os.path.join(tmp, "m.svg")).read().startswith("<svg"), "svg output")
    result = run("--help")
    check(result.returncode == 0 and "--algorithm" in result.stdout and "Examples:" in result.stdout, "--help")
    check(run("--version").stdout.startswith("mazesheet "), "--version")
    # --help teaches: every option in one of the sections, in this order, each
    # value's default shown, nothing wider than 80 columns.
    sections = [line[:-1] for line in result.stdout.splitlines() if line and line[0] != " " and line.endswith(":")]
    check(sections[:6] == ["Output", "Maze", "Page", "Classroom", "Teaching", "Information"] and "Other options" not in sections,
          f"--help's sections: {sections}")
    wide = [line for line in result.stdout.splitlines() if len(line) > 80]
    check(wide == [], f"--help fits 80 columns: {wide}")
    for option, default in (("--size", "20x20"), ("--seed", "random"), ("--count", "1"), ("--braid", "0"),
                            ("--title", "Maze"), ("--output", "maze.xlsx")):
        found = re.search(r"^  (-\w,)?" + option + r" .*?(?=^  -|^$)", result.stdout, re.M | re.S)
        entry = found.group(0) if found else ""
        check(f"(default: {default}" in " ".join(entry.split()), f"--help shows {option}'s default {default}: {entry!r}")
    listing = [line.split("\t") for line in run("--list-algorithms").stdout.splitlines()]
    check(len(listing) >= 11 and all(len(fields) == 4 for fields in listing)
          and all(fields[0] in result.stdout for fields in listing), "--list-algorithms: every algorithm, in --help too")

    # Layout templates: every shipped one is listed and loads; options on the
    # command line win over the template's.
    listed = [line.split("\t") for line in run("--list-templates").stdout.splitlines()]
    names = [fields[0] for fields in listed]
    check({"small", "medium", "large", "small-letter", "medium-letter", "large-letter", "class-set"} <= set(names)
          and all(len(fields) == 2 and fields[1] for fields in listed), f"--list-templates: {names}")
    for name in names:
        tpl = run("--template", name, "--seed", "3", "-o", os.path.join(tmp, f"t-{name}.xlsx"),
                  "--answers", os.path.join(tmp, f"t-{name}-key.xlsx"), "--stats", os.path.join(tmp, "t.jsonl"))
        sizes = {(s["width"], s["height"]) for s in map(json.loads, open(os.path.join(tmp, "t.jsonl")))}
        check(tpl.returncode == 0 and len(sizes) == 1, f"--template {name}: exit {tpl.returncode} {tpl.stderr.strip()}")
        declared = [line for line in open(os.path.join(MASKS, "..", name + ".toml")) if line.startswith("size")]
        want = tuple(int(v) for v in declared[0].split('"')[1].split("x"))
        check(sizes == {want}, f"--template {name}: mazes {sizes}, the template says {want}")
    over = run("--template", "large", "-s", "7x5", "--seed", "3", "-o", "-", "--stats", os.path.join(tmp, "o.jsonl"))
    stat = json.loads(open(os.path.join(tmp, "o.jsonl")).readline())
    check(over.returncode == 0 and (stat["width"], stat["height"]) == (7, 5), "-s on the command line wins")
    klass = run("--template", "class-set", "--seed", "4", "-o", "-")
    check(klass.returncode == 2 and "--answer-key" in klass.stderr, "class-set's answers need a workbook output")
    # A template writes no file its user did not name: class-set's mazes go
    # to -o alone, and a template naming a file to write is refused.
    own = os.path.join(tmp, "own")
    os.makedirs(own)
    klass = run("--template", "class-set", "--seed", "4", "-o", "class.xlsx", "-q", cwd=own)
    check(klass.returncode == 0 and sorted(os.listdir(own)) == ["class-answers.xlsx", "class.xlsx"],
          f"--template class-set writes -o and its key beside it: {os.listdir(own)} {klass.stderr!r}")
    # A page played on screen has no key: the template's is left out.
    klass = run("--template", "class-set", "--seed", "4", "-o", "class.html", "-q", cwd=own)
    check(klass.returncode == 0 and sorted(os.listdir(own)) == ["class-answers.xlsx", "class.html", "class.xlsx"],
          f"--template class-set -o class.html writes it alone: {os.listdir(own)} {klass.stderr!r}")
    os.remove(os.path.join(own, "class.html"))
    with open(os.path.join(own, "victim.conf"), "w") as f:
        f.write("keep me\n")
    os.remove(os.path.join(own, "class-answers.xlsx"))
    os.remove(os.path.join(own, "class.xlsx"))
    for key, flag in (("stats", "--stats"), ("output", "--output"), ("answers", "--answers")):
        hostile = os.path.join(own, key + ".toml")
        with open(hostile, "w") as f:
            f.write(f'size = "6x6"\n{key} = "victim.conf"\n')
        listing = sorted(os.listdir(own))
        result = run("--template", hostile, "-o", "m.xlsx", cwd=own)
        check(result.returncode == 2 and result.stderr.count("\n") == 1
              and f"line 2: {key} cannot be set by a template" in result.stderr and f"give {flag}" in result.stderr,
              f"a template naming {key} is refused, naming the key: {result.stderr!r}")
        check(open(os.path.join(own, "victim.conf")).read() == "keep me\n" and sorted(os.listdir(own)) == listing,
              f"a template naming {key}: no file written or replaced ({os.listdir(own)})")
    mine = os.path.join(tmp, "mine.toml")
    open(mine, "w").write('# my layout\nsize = "9x6"\nstyle = "blocks"\n')
    result = run("--template", mine, "--seed", "5", "-o", "-")
    check(result.returncode == 0 and len(result.stdout.split("\n")[0]) == 2 * 9 + 1, "a template file of one's own")

    # An algorithm's parameter reaches it, and the label reproduces it.
    quarter = run("-s", "12x12", "-a", "growing-tree:0.25", "--seed", "5", "-o", "-", "--stats", stats_path)
    label = json.loads(open(stats_path).readline())["algorithm"]
    check(quarter.returncode == 0 and label == "growing-tree:newest=0.25", f"parameter label in stats: {label}")
    again = run("-s", "12x12", "-a", label, "--seed", "5", "-o", "-")
    default = run("-s", "12x12", "-a", "growing-tree", "--seed", "5", "-o", "-")
    check(again.stdout == quarter.stdout and default.stdout != quarter.stdout,
          "the label reproduces the maze, and the parameter changes it")

    # --difficulty: the level's size and algorithm unless given, its measures
    # in --stats (checked against a recount from the block text), and an
    # accepted maze reproduced from the seed it reports.
    def level_run(*args):
        result = run(*args, "-o", "-", "--stats", stats_path)
        lines = [json.loads(line) for line in open(stats_path)] if result.returncode == 0 else []
        return result, lines

    plain = json.loads(open(stats_path).readline())
    check("decision_points" in plain and "longest_detour" in plain and "difficulty" not in plain,
          f"stats without --difficulty: the measures, no level ({plain})")
    recipes = {"easy": (8, 8, "backtracker"), "medium": (15, 15, "growing-tree:newest=0.7"), "hard": (30, 30, "wilson")}
    for level, (w, h, algorithm) in recipes.items():
        result, lines = level_run("--difficulty", level, "--seed", "3")
        check(result.returncode == 0 and len(lines) == 1, f"--difficulty {level}: exit 0 ({result.stderr})")
        if lines:
            s = lines[0]
            check((s["width"], s["height"], s["algorithm"], s["difficulty"]) == (w, h, algorithm, level),
                  f"--difficulty {level}: the level's size and algorithm in stats ({s})")
            recount = measure_block(result.stdout)
            check(all(s[key] == value for key, value in recount.items()),
                  f"--difficulty {level}: stats measures match a recount of the text ({s} vs {recount})")
            check(f", {level}, " in result.stderr, f"--difficulty {level}: the level is reported ({result.stderr})")
    check(run("--difficulty", "HARD", "--seed", "3", "-o", "-").returncode == 0, "level names ignore case")

    # A seed whose own maze is outside easy's band: the maze made is another
    # candidate's, and its reported seed makes it again, with the level or with
    # just what the sheet prints (algorithm, size, seed).
    for seed in range(1, 60):
        first, lines = level_run("--difficulty", "easy", "--seed", str(seed))
        if lines and lines[0]["seed"] != seed:
            break
    accepted = lines[0]["seed"]
    check(accepted != seed, "some easy seed is replaced by a candidate inside the band")
    check(f"seed {accepted}" in first.stderr, "the accepted maze's seed is reported on stderr")
    again, lines = level_run("--difficulty", "easy", "--seed", str(accepted))
    check(again.stdout == first.stdout and lines and lines[0]["seed"] == accepted,
          "--difficulty easy --seed ACCEPTED makes the same maze")
    check(run("-s", "8x8", "-a", "backtracker", "--seed", str(accepted), "-o", "-").stdout == first.stdout,
          "the sheet's algorithm, size and seed make the same maze without --difficulty")

    # --count: every maze in the band, each with its own seed that reproduces it.
    result = run("--difficulty", "medium", "--seed", "11", "--count", "4", "-o", "-", "--stats", stats_path)
    lines = [json.loads(line) for line in open(stats_path)]
    blocks = result.stdout.split("\n\n")
    check(result.returncode == 0 and len(lines) == 4 and all(l["difficulty"] == "medium" for l in lines)
          and len({l["seed"] for l in lines}) == 4, "--count 4 --difficulty medium: four different medium mazes")
    if len(lines) == 4 and len(blocks) == 4:
        single = run("--difficulty", "medium", "--seed", str(lines[2]["seed"]), "-o", "-").stdout
        check(single.rstrip("\n") == blocks[2].rstrip("\n"), "maze 3 of a medium set reproduces from its seed")

    # Given options win over the level's recipe; the band still applies.
    _, lines = level_run("--difficulty", "medium", "-s", "12x10", "--seed", "2")
    check(lines and (lines[0]["width"], lines[0]["height"], lines[0]["algorithm"]) == (12, 10, "growing-tree:newest=0.7"),
          "--size wins over the level's size")
    _, lines = level_run("--difficulty", "easy", "-a", "hunt-and-kill", "--seed", "2")
    check(lines and (lines[0]["width"], lines[0]["algorithm"], lines[0]["difficulty"]) == (8, "hunt-and-kill", "easy"),
          "-a wins over the level's algorithm")
    result, lines = level_run("--difficulty", "medium", "--mask", os.path.join(MASKS, "heart.txt"), "--seed", "2")
    check(lines and lines[0]["cells"] == 294 and lines[0]["difficulty"] == "medium", "a level on a mask")

    # Masks are UTF-8 text: a byte order mark is no cells, an accent one cell.
    plain = run("--mask", os.path.join(MASKS, "heart.txt"), "--seed", "3", "-o", "-")
    bom_mask = os.path.join(tmp, "bom.txt")
    with open(bom_mask, "wb") as f:
        f.write(b"\xef\xbb\xbf" + open(os.path.join(MASKS, "heart.txt"), "rb").read())
    with_bom = run("--mask", bom_mask, "--seed", "3", "-o", "-")
    check(with_bom.returncode == 0 and with_bom.stdout == plain.stdout, "a UTF-8 byte order mark is not part of the mask")
    accents = os.path.join(tmp, "accents.txt")
    with open(accents, "w", encoding="utf-8") as f:
        f.write("\u00e9\u00e9\u00e9\n\u2588.\u2588\n\u2588\u2588\u2588\n")
    result = run("--mask", accents, "--seed", "1", "-o", "-")
    width, height, cells, passages, doors, start, finish = parse_block(result.stdout) if result.returncode == 0 \
        else (0, 0, set(), set(), [], None, None)
    check((width, height, len(cells)) == (3, 3, 8), f"one character is one cell: {width}x{height}, {len(cells)} cells")
    latin1 = os.path.join(tmp, "latin1.txt")
    with open(latin1, "wb") as f:
        f.write(b"XXX\nX\xe9X\n")

    # Bad input catalogue: status, one line on stderr, nothing left behind.
    mask_two = os.path.join(tmp, "two.txt")
    open(mask_two, "w").write("XX..\n..XX\n")
    existing = os.path.join(tmp, "existing.txt")
    bad_template = os.path.join(tmp, "bad.toml")
    open(bad_template, "w").write('size = "5x5"\ncolour = "red"\n')
    bad = [
        (["-s", "0x5"], 2, "--size"),
        (["-s", "abc"], 2, "--size"),
        (["-s", "100000x100000"], 2, "too large"),
        (["-a", "dfs"], 2, "unknown algorithm"),
        (["-a", "growing-tree:2"], 2, "--algorithm: growing-tree newest must be a number from 0 to 1"),
        (["-a", "kruskal:0.5"], 2, "--algorithm: kruskal has no parameters"),
        (["--mask", mask_two], 2, "2 separate regions"),
        (["--mask", os.path.join(tmp, "nope.txt")], 2, "--mask"),
        (["--mask", os.path.join(MASKS, "heart.txt"), "-a", "eller"], 2, "full rectangles only"),
        (["--start", "3,3", "--finish", "3,3"], 2, "--start: the same cell as the finish"),
        (["--start", "40,2"], 2, "--start: 40,2 is not a cell"),
        (["--start", "nowhere"], 2, "--start"),
        (["--braid", "1.5"], 2, "--braid"),
        (["--difficulty", "extreme"], 2, "--difficulty: expected easy, medium, hard, got 'extreme'"),
        (["--difficulty", "hard", "-s", "4x4"], 2, "--difficulty: none of 1000 mazes tried (16 cells)"),
        (["--difficulty", "hard", "--braid", "1"], 2, "--difficulty: none of"),
        (["--difficulty", "easy", "-a", "kruskal", "-s", "12x12", "--seed", "1"], 2, "inside easy's band"),
        (["--count", "0"], 2, "--count"),
        (["--seed", "-4"], 2, "--seed"),
        (["--frobnicate"], 2, "frobnicate"),
        (["--playable", "-o", os.path.join(tmp, "p.txt")], 2, "--playable: needs an --output that can hold formulas"),
        (["--playable", "-s", "101x100", "-o", os.path.join(tmp, "p.xlsx")], 2,
         "--playable: a maze of 10100 cells is too large"),
        (["--no-timer", "-o", os.path.join(tmp, "p.xlsx")], 2, "--no-timer: needs an --output that is played on screen (.html"),
        (["--no-moves", "-o", os.path.join(tmp, "p.svg")], 2, "--no-moves: needs an --output that is played on screen"),
        (["-s", "101x100", "-o", os.path.join(tmp, "p.html")], 2,
         "--size: a maze of 10100 cells is too large to play on screen"),
        (["--answers", os.path.join(tmp, "k.html"), "-o", os.path.join(tmp, "p.html")], 2,
         "--answers: needs an --output that can carry answers"),
        (["--answer-key", "-o", os.path.join(tmp, "p.html")], 2, "--answer-key: needs an --output that can carry answers"),
        (["--facts", "times-7", "-o", os.path.join(tmp, "p.html")], 2, "--facts: needs an --output that shows facts"),
        (["--template", "huge"], 2, "--template huge: no shipped template has that name"),
        (["--template", "smal"], 2, "--template smal: no shipped template has that name; did you mean small?"),
        (["--mask", "hart"], 2, "--mask hart: no shipped mask has that name; did you mean heart?"),
        (["--poster", "0x3", "-o", os.path.join(tmp, "p.pdf")], 2, "--poster: expected 1 to 20 sheets across and down"),
        (["--poster", "big", "-o", os.path.join(tmp, "p.pdf")], 2, "--poster: expected COLSxROWS sheets"),
        (["--poster", "2x2", "-o", os.path.join(tmp, "p.xlsx")], 2, "--poster: needs an --output that prints posters"),
        (["--poster", "2x2", "--per-page", "2", "-o", os.path.join(tmp, "p.pdf")], 2, "leave out --per-page"),
        (["-s", "1000x1000", "-o", os.path.join(tmp, "big.svg")], 2, "--size: its cells would print 0.17 mm"),
        (["--template", os.path.join(tmp, "no-such.toml")], 2, "--template"),
        (["--template", bad_template], 2, "'colour' is not an option"),
        (["--style", "neon"], 2, "--style"),
        (["-s", "1x1"], 2, "single cell"),
        (["-o", os.path.join(tmp, "maze.docx")], 2, ".docx"),
        (["--mask", latin1], 2, "line 2, column 2: not UTF-8 text"),
        (["-o", os.path.join(tmp, "t.svg"), "--title", "a\x01b"], 2, "U+0001 is a control character"),
        (["-o", os.path.join(tmp, "t.svg"), "--title", "\udced\udca0\udc80"], 2, "--title: at character 1 (byte 1): not valid UTF-8"),
        (["-o", os.path.join(tmp, "t.svg"), "--title", "\uffff"], 2, "U+FFFF is not a character XML"),
        (["-o", os.path.join(tmp, "missing", "m.txt")], 1, "cannot write"),
        (["-o", os.path.join(existing, "m.txt")], 1, "cannot write"),
    ]
    open(existing, "w").write("keep me\n")
    for args, status, words in bad:
        before = sorted(os.listdir(tmp))
        target = ["-o", existing] if "-o" not in args else []
        result = run("-s", "10x10", *args, *target) if "-s" not in args else run(*args, *target)
        after = sorted(os.listdir(tmp))
        label = " ".join(args)
        check(result.returncode == status, f"{label}: exit {result.returncode}, expected {status}")
        lines = result.stderr.strip().split("\n")
        check(len(lines) == 1 and words in lines[0], f"{label}: one line naming '{words}': {result.stderr!r}")
        check(before == after, f"{label}: no file created ({set(after) - set(before)})")
        check(open(existing).read() == "keep me\n", f"{label}: existing output untouched")

    # Two names for one file are refused before any work (else the answer key
    # would overwrite the workbook, stats an output, a maze its mask).
    same = os.path.join(tmp, "same")
    os.makedirs(os.path.join(same, "sub"))
    with open(os.path.join(same, "a.xlsx"), "wb") as f:
        f.write(b"the students' workbook\n")
    with open(os.path.join(same, "m.txt"), "w") as f:
        f.write("XXX\nXXX\n")
    os.symlink("a.xlsx", os.path.join(same, "link.xlsx"))
    os.link(os.path.join(same, "m.txt"), os.path.join(same, "hard.txt"))
    with open(os.path.join(same, "tpl.txt"), "w") as f:
        f.write('size = "6x6"\n')
    for args, later, earlier in (
        (["-o", "a.xlsx", "--answers", "./a.xlsx"], "--answers", "--output"),
        (["-o", "sub/../a.xlsx", "--answers", "a.xlsx"], "--answers", "--output"),
        (["-o", "a.xlsx", "--stats", "./a.xlsx"], "--stats", "--output"),
        (["-o", "x.xlsx", "--answers", "k.xlsx", "--stats", "./k.xlsx"], "--stats", "--answers"),
        (["-o", "new.xlsx", "--answers", "./sub/../new.xlsx"], "--answers", "--output"),  # neither exists yet
        (["-o", "gone/../n.xlsx", "--answers", "n.xlsx"], "--answers", "--output"),  # nor does gone/
        (["-o", "link.xlsx", "--answers", "a.xlsx"], "--answers", "--output"),  # a symbolic link
        (["-o", "m.txt", "--mask", "m.txt"], "--output", "--mask"),
        (["-o", "./sub/../m.txt", "--mask", "m.txt"], "--output", "--mask"),
        (["-o", "hard.txt", "--mask", "m.txt"], "--output", "--mask"),  # a hard link
        (["-o", "s.txt", "--mask", "m.txt", "--stats", "m.txt"], "--stats", "--mask"),
        (["-o", os.path.join(same, "a.xlsx"), "--answers", "a.xlsx"], "--answers", "--output"),
        (["--template", "tpl.txt", "-o", "./tpl.txt"], "--output", "--template"),  # a template is read too
        (["--mask", "heart", "-o", os.path.join(MASKS, "heart.txt")], "--output", "--mask"),  # a shipped mask
    ):
        kept = [os.path.join(same, n) for n in ("a.xlsx", "m.txt", "tpl.txt")] + [os.path.join(MASKS, "heart.txt")]
        before = {name: open(name, "rb").read() for name in kept}
        listing = sorted(os.listdir(same))
        result = run("-s", "5x5", "--seed", "1", *args, cwd=same)
        label = " ".join(args)
        lines = result.stderr.splitlines()
        check(result.returncode == 2, f"{label}: exit {result.returncode}, expected 2")
        check(len(lines) == 1 and lines[0].startswith("mazesheet: " + later) and earlier in lines[0]
              and "same file" in lines[0], f"{label}: one line naming {later} and {earlier}: {result.stderr!r}")
        check(sorted(os.listdir(same)) == listing, f"{label}: no file made")
        check(all(open(n, "rb").read() == b for n, b in before.items()), f"{label}: files kept")
    # Different files stay allowed, spelt alike or not.
    result = run("-s", "5x5", "--seed", "1", "-o", "sub/a.xlsx", "--answers", "a-key.xlsx", "--stats", "sub/a.jsonl",
                 cwd=same)
    check(result.returncode == 0, f"outputs in different files are fine: {result.stderr!r}")

    # Sizes users can open: past 30 million cells a warning comes
    # at once, before the work; past 50 million only --force writes it. The
    # runs are stopped with SIGTERM once the warning is read.
    import signal
    for args, expected in ((["-s", "2000x2000", "--count", "4"], "32,000,000 cells in 8 sheets"),
                           (["-s", "6000x6000", "--force"], "72,000,000 cells in 2 sheets")):
        big = subprocess.Popen([MAZESHEET, *args, "-o", os.path.join(tmp, "big.xlsx")], stderr=subprocess.PIPE,
                               text=True)
        first = big.stderr.readline()
        big.send_signal(signal.SIGTERM)
        big.communicate(timeout=60)
        check(first.startswith("mazesheet: warning: the workbook will hold " + expected)
              and "a minute or more to open" in first, f"{' '.join(args)}: warned before the work: {first!r}")
        check(not os.path.exists(os.path.join(tmp, "big.xlsx")), f"{' '.join(args)}: stopped, nothing written")

    # Messages echo user text escaped, on one line: a newline in --mask, -a,
    # -o or --start makes no second line, and no escape sequence reaches the terminal.
    hostile = "x\ny\x1b[31m\u202e\x9b"
    for args, words in (
        (["-a", hostile], "unknown algorithm 'x\\ny\\x1b[31m\\u202e\\u009b'"),
        (["--start", hostile], "--start: expected"),
        (["--mask", os.path.join(tmp, hostile)], "--mask"),
        (["-o", os.path.join(tmp, "no such " + hostile, "m.txt")], "cannot write"),
        (["-o", os.path.join(tmp, hostile + ".docx")], "--output"),
        (["--frobnicate" + hostile], "frobnicate"),
        (["--mask", os.path.join(tmp, "bad\udcff.txt")], "bad\\xff.txt"),
    ):
        result = run("-s", "5x5", *args)
        label = " ".join(args).encode("unicode_escape").decode()
        check(result.returncode in (1, 2), f"{label}: refused ({result.returncode})")
        check(result.stderr.count("\n") == 1 and result.stderr.endswith("\n"), f"{label}: one line: {result.stderr!r}")
        check(not any(ord(c) < 0x20 and c != "\n" or 0x7f <= ord(c) <= 0x9f or c in "\u202e\u2028"
                      for c in result.stderr), f"{label}: no control characters reach the terminal: {result.stderr!r}")
        check(words in result.stderr, f"{label}: names the problem ('{words}'): {result.stderr!r}")
    written = run("-s", "5x5", "-o", os.path.join(tmp, "new\nline.txt"))
    check(written.returncode == 0 and written.stderr.count("\n") == 1 and "new\\nline.txt" in written.stderr,
          f"the report line escapes the path it names: {written.stderr!r}")

    # Templates and numbers: messages say what is wrong without repeating a
    # file's contents, name the option, and quote the number as given.
    templates = os.path.join(tmp, "templates")
    os.makedirs(templates)

    def template(name, content):
        path = os.path.join(templates, name)
        with open(path, "wb") as f:
            f.write(content)
        return path

    passwd = template("passwd", b"root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n")
    huge_key = template("huge-key.toml", b"k" * 60000 + b" = 1\n")
    empty_seed = template("empty.toml", b'seed = ""\n')
    svg = os.path.join(tmp, "n.svg")
    for args, words, status in (
        (["--template", passwd], f"--template {passwd}: line 1: expected option = value (or a # comment)", 2),
        (["--template", template("section.toml", b'[section]\nsize = "5x5"\n')],
         "line 1: a template has no [sections]; write option = value lines only", 2),
        (["--template", templates], f"--template {templates}: is a folder, not a file", 2),
        (["--template", huge_key], "line 1: 'kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk... (60,000 bytes)' is not an option", 2),
        (["--template", template("typo.toml", b'syze = "5x5"\n')], "line 1: 'syze' is not an option; did you mean size?", 2),
        (["--template", template("twice.toml", b'size = "5x5"\nsize = "6x6"\n')], "line 2: size is set twice", 2),
        (["--template", template("switch.toml", b'playable = maybe\n')], "line 1: playable is a switch: true or false", 2),
        (["--template", empty_seed], "line 1: seed is empty", 2),
        (["--template", "small.toml"], "--template small.toml: cannot read it: no such file; shipped templates are "
                                       "bare names: --template small", 2),
        (["--steps", "99999999999999999999", "-o", svg],
         "--steps: expected a whole number from 1 to 100, got '99999999999999999999'", 2),
        (["--steps", "0x10", "-o", svg], "--steps: expected a whole number from 1 to 100, got '0x10'", 2),
        (["--count", "0x10", "-o", svg], "--count: expected a whole number from 1 to 1000, got '0x10'", 2),
        (["--seed", "0x10"], "--seed: expected a whole number from 0 to 18446744073709551615, got '0x10'", 2),
        (["--braid", "0x1p-1"], "--braid: expected a fraction from 0 to 1, got '0x1p-1'", 2),
        (["--list-algoritms"], "--list-algoritms is not an option; did you mean --list-algorithms?", 2),
        (["--mask", os.path.join(templates)], "is a folder, not a file", 2),
    ):
        result = run("-s", "5x5", *args, *([] if "-o" in args else ["-o", existing]))
        label = " ".join(args)[:80]
        check(result.returncode == status and result.stderr.count("\n") == 1 and words in result.stderr,
              f"{label}: exit {status}, one line with '{words}': {result.returncode} {result.stderr[:300]!r}")
        check(len(result.stderr) < 400, f"{label}: a short message ({len(result.stderr)} bytes)")
        check("root:" not in result.stderr and "nologin" not in result.stderr, f"{label}: no file contents echoed")
    dir_png = os.path.join(templates, "d.png")
    os.makedirs(dir_png)
    result = run("--mask", dir_png, "-o", existing)
    check(result.returncode == 2 and f"--mask {dir_png}: is a folder, not a file" in result.stderr,
          f"a folder as a PNG mask: {result.stderr!r}")
    # Empty values are refused, not taken as absent (or as 0).
    for option in ("--seed", "--difficulty", "--answers", "--stats", "--mask", "--title", "--braid", "--count",
                   "--template", "--steps", "--mask-text"):
        result = run("-s", "5x5", "-o", existing, option, "")
        check(result.returncode == 2 and f"{option}: the value is empty" in result.stderr,
              f"{option} '': refused: {result.returncode} {result.stderr!r}")
    # Numbers are decimal everywhere: "010" is ten.
    result = run("-s", "3x3", "--count", "010", "--seed", "1", "-o", "-")
    check(result.returncode == 0 and len(result.stdout.strip("\n").split("\n\n")) == 10, "--count 010 makes ten mazes")
    # A UTF-8 byte order mark starts a template written by some editors.
    bom = template("bom.toml", b'\xef\xbb\xbfsize = "7x4"\n')
    result = run("--template", bom, "--seed", "1", "-o", "-")
    check(result.returncode == 0 and result.stdout.split("\n")[0] == "#" * 15, f"a template with a BOM: {result.stderr!r}")
    # A '#' or ',' inside a quoted title is the title's (CLI11's reader cut it at '#').
    quoted = template("quoted.toml", b'title = "No # 3, or 4"  # a note\n')
    result = run("--template", quoted, "-s", "4x4", "-o", os.path.join(tmp, "q.svg"))
    check(result.returncode == 0 and "No # 3, or 4</text>" in open(os.path.join(tmp, "q.svg")).read(),
          f"a quoted title keeps its '#' and ',': {result.stderr!r}")
    # The closing line names every file written.
    result = run("-s", "5x5", "-o", os.path.join(tmp, "w.txt"), "--stats", os.path.join(tmp, "w.jsonl"))
    check(result.returncode == 0 and f"wrote {tmp}/w.txt and {tmp}/w.jsonl: 1 maze" in result.stderr,
          f"the closing line names the stats file: {result.stderr!r}")
    result = run("-s", "5x5", "-o", os.path.join(tmp, "w.xlsx"), "--answers", os.path.join(tmp, "wk.xlsx"), "--stats", "-")
    check(result.returncode == 0 and f"wrote {tmp}/w.xlsx, {tmp}/wk.xlsx and standard output: 1 maze" in result.stderr,
          f"the closing line names all three: {result.stderr!r}")
    # --braid's message quotes the number as given, not as "%f" prints it.
    for value in ("2", "1.0000000001"):
        result = run("--braid", value, "-o", existing)
        check(result.returncode == 2 and result.stderr.rstrip("\n").endswith("--braid: expected a fraction from 0 to 1, got " + value),
              f"--braid {value} says {value}: {result.stderr!r}")
    # Excel's cell limit counts UTF-16 units: an emoji is two.
    emoji = "\U0001F600"
    result = run("-s", "5x5", "-o", os.path.join(tmp, "e.xlsx"), "--title", emoji * 20000)
    check(result.returncode == 2 and "--title: is longer than an Excel cell holds: 40000 UTF-16 units" in result.stderr,
          f"a title of 20,000 emoji is refused: {result.stderr[:200]!r}")
    result = run("-s", "5x5", "-o", os.path.join(tmp, "e.xlsx"), "--title", emoji * 16000)
    check(result.returncode == 0, f"a title of 16,000 emoji (32,000 units) fits: {result.stderr[:200]!r}")

    # Every format that can carry an answer key (as the program's own refusal
    # lists them) records whose key it is: a key written for one worksheet
    # is not replaced by another's, and stays as it was; its own worksheet
    # may write it again. Names with characters XML and PDF quote, and
    # accents, come back as they were.
    refused = run("--answer-key", "-o", os.path.join(tmp, "a.jsonl"))
    key_formats = re.findall(r"\.[a-z]+", refused.stderr.split("(", 1)[-1].split(")", 1)[0])
    check(".xlsx" in key_formats and len(key_formats) >= 2, f"formats that carry answers: {refused.stderr!r}")
    keys = os.path.join(tmp, "keys")
    os.mkdir(keys)
    for extension in key_formats:
        mine, other = f"3b & <c> (1) 100%{extension}", f"\u0160\u00e1rka's{extension}"
        key = os.path.join(keys, "key" + extension)
        first = run("-s", "5x4", "--seed", "3", "-o", os.path.join(keys, mine), "--answers", key)
        before = open(key, "rb").read() if first.returncode == 0 else b""
        result = run("-s", "5x4", "--seed", "4", "-o", os.path.join(keys, other), "--answers", key)
        check(first.returncode == 0 and result.returncode == 2 and
              f"key{extension} holds the answers to {mine}, not to {other}" in result.stderr and
              open(key, "rb").read() == before, f"a {extension} key of another worksheet is kept: {result.stderr!r}")
        again = run("-s", "5x4", "--seed", "5", "-o", os.path.join(keys, mine), "--answers", key)
        check(again.returncode == 0 and open(key, "rb").read() != before,
              f"a {extension} key is written again for its own worksheet: {again.stderr!r}")

    # Standard output that cannot be written is a failure (--stats - to a full
    # disk, and --help and --list-algorithms too).
    for args in (["-s", "5x5", "-o", "-"], ["-s", "5x5", "-o", os.path.join(tmp, "s.txt"), "--stats", "-"],
                 ["--help"], ["--version"], ["--list-algorithms"]):
        with open("/dev/full", "w") as full:
            result = subprocess.run([MAZESHEET, *args], stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
        lines = result.stderr.splitlines()
        check(result.returncode == 1 and len(lines) == 1 and "standard output: disk full" in lines[0],
              f"{' '.join(args)} > /dev/full: exit 1, one line: {result.returncode} {result.stderr!r}")

print(f"{len(failures) == 0 and 'all' or len(failures)} cli checks {'passed' if not failures else 'failed'}")
sys.exit(1 if failures else 0)
