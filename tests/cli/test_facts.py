#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Facts on the route, checked from the outside: the maze is read back from
block text and its items from --stats, every item is evaluated HERE (the
arithmetic parsed and done in Python, a teacher's file read by this script's
own reader), and then: the true items are exactly the route's cells (walls:
the shortest way from S to F along passages; --no-walls: every passage open
and exactly one way from S to F over true cells, counted by a search), no
false item is true, every built-in set keeps to its range, same seed same
bytes, and bad input is refused with one line and no file.
Usage: test_facts.py PATH_TO_MAZESHEET"""
import json
import os
import re
import subprocess
import sys
import tempfile

from fact_truth import block_facts, in_range, maze_lines, parse_block, read_fact_file, truth

MAZESHEET = os.path.abspath(sys.argv[1])
failures = []


def run(*args):
    return subprocess.run([MAZESHEET, *args], capture_output=True, text=True, timeout=120)


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def ways(open_to, allowed, here, goal, used, limit=2):
    """Simple paths from here to goal over `allowed` cells, counted up to `limit`."""
    if here == goal:
        return 1
    found = 0
    for n in open_to[here]:
        if n in allowed and n not in used:
            used.add(n)
            found += ways(open_to, allowed, n, goal, used, limit - found)
            used.discard(n)
            if found >= limit:
                break
    return found


def check_maze(label, block, stats, custom=None, open_grid=False):
    """Checks one maze; returns the number of true cells."""
    width, height, cells, open_to, start, finish = parse_block(block)
    items = stats["items"]
    check(len(items) == height and all(len(row) == width for row in items), f"{label}: items cover the grid")
    name = stats["facts"]
    shown = block_facts(block)
    check(shown is not None and shown[0] != "" and shown[1] == items,
          f"{label}: the block text ends in what to follow and the items --stats lists, a row a line")
    true_cells = set()
    for r in range(height):
        for c in range(width):
            item = items[r][c]
            if (c, r) not in cells:
                check(item is None, f"{label}: no item outside the mask at {c},{r}")
                continue
            is_true = truth(name, item, custom)
            if is_true:
                true_cells.add((c, r))
            if custom is None:
                check(in_range(name, item, is_true), f"{label}: {item} is outside {name}'s range")
    check(start in true_cells and finish in true_cells, f"{label}: S and F carry true items")
    # The shortest way along passages, by breadth-first search.
    distance, queue = {start: 0}, [start]
    for cell in queue:
        for n in open_to[cell]:
            if n not in distance:
                distance[n] = distance[cell] + 1
                queue.append(n)
    if open_grid:
        every = all(len(open_to[(c, r)]) == sum((c + dc, r + dr) in cells for dc, dr in
                                                ((1, 0), (0, 1), (-1, 0), (0, -1))) for (c, r) in cells)
        check(every, f"{label}: --no-walls opens every passage")
        check(ways(open_to, true_cells, start, finish, {start}) == 1,
              f"{label}: exactly one way from S to F over true cells")
        # ...and no true cell off it: walk it (one true cell on from each).
        walked, here, before = {start}, start, None
        while here != finish:
            on = [n for n in open_to[here] if n in true_cells and n != before]
            check(len(on) == 1, f"{label}: a true cell at {here} with {len(on)} true ways on")
            if len(on) != 1:
                break
            before, here = here, on[0]
            walked.add(here)
        check(walked == true_cells, f"{label}: every true cell is on the one way")
    else:
        # The route's cells in order along passages: each true cell leads
        # to exactly one unvisited true cell, the walk is a shortest way.
        walked, here = [start], start
        while here != finish:
            on = [n for n in open_to[here] if n in true_cells and n not in walked]
            check(len(on) == 1, f"{label}: the true cells branch or stop at {here} ({len(on)} ways on)")
            if len(on) != 1:
                break
            here = on[0]
            walked.append(here)
        check(set(walked) == true_cells, f"{label}: the true items are exactly the route's cells")
        check(len(walked) == distance.get(finish, -2) + 1, f"{label}: the route is a shortest way from S to F")
    check(stats["solution_length"] == len(true_cells), f"{label}: solution_length counts the true cells")
    return len(true_cells)


def maze_run(tmp, label, *args):
    """Block text and stats of a run; [(block, stats)] per maze."""
    text, jsonl = os.path.join(tmp, "f.txt"), os.path.join(tmp, "f.jsonl")
    result = run(*args, "-o", text, "--stats", jsonl)
    check(result.returncode == 0, f"{label}: exit {result.returncode} {result.stderr.strip()}")
    if result.returncode != 0:
        return []
    blocks = open(text).read().rstrip("\n").split("\n\n")
    stats = [json.loads(line) for line in open(jsonl, encoding="utf-8")]
    check(len(blocks) == len(stats), f"{label}: a stats line per maze")
    return list(zip(blocks, stats))


with tempfile.TemporaryDirectory() as tmp:
    shape = os.path.join(tmp, "shape.txt")
    open(shape, "w").write("; a notched shape\nxxxxxxx\nxx.xx.x\nxxxxxxx\n.xxxxx.\nxxxxxxx\nxxx.xxx\n")

    # Every built-in set, on walls and on an open grid, sizes, algorithms, masks.
    listing = [line.split("\t") for line in run("--list-facts").stdout.splitlines()]
    check(listing and all(len(fields) == 2 and fields[1] for fields in listing),
          "--list-facts: a name and a description a line")
    # The list is every set the refusal of an unknown name promises
    # ("there are add-10, ..., times-N (N 2-12), ..."), each once.
    promised = set()
    families = re.search(r"there are (.*) \(--list-facts", run("--facts", "nosuch", "-o", "-").stderr).group(1)
    for family in families.split(", "):
        numbered = re.fullmatch(r"(.*)-N \(N (\d+)-(\d+)\)", family)
        if numbered:
            promised |= {f"{numbered.group(1)}-{n}" for n in range(int(numbered.group(2)), int(numbered.group(3)) + 1)}
        else:
            promised.add(family)
    names = [fields[0] for fields in listing]
    check(len(set(names)) == len(names) and set(names) == promised,
          f"--list-facts lists every set the messages promise: {sorted(set(names) ^ promised)}")
    algorithms = ["backtracker", "kruskal", "eller", "wilson", "prim", "division", "sidewinder"]
    for k, (name, _) in enumerate(listing):
        size = f"{3 + k % 10}x{4 + k % 12}"
        algorithm = "wilson" if k % 4 == 3 else algorithms[k % len(algorithms)]  # masks need one that fills them
        walls = ["-a", algorithm] + (["--braid", "0.5"] if k % 5 == 0 else [])
        for open_grid in (False, True):
            args = ["--facts", name, "--seed", str(1000 + k), "-s", size]
            args += ["--no-walls"] if open_grid else walls
            if k % 4 == 3:
                args = [a for a in args if a != "-s" and a != size]
                args += ["--mask", shape]
            for block, stats in maze_run(tmp, f"{name} {' '.join(args)}", *args):
                check_maze(f"{name} ({' '.join(args)})", block, stats, open_grid=open_grid)

    # The open grid over many seeds, sizes and shapes.
    routes = []
    for seed in range(1, 41):
        size = f"{2 + seed % 11}x{2 + (seed * 7) % 14}"
        args = ["--facts", "times", "--no-walls", "--seed", str(seed)]
        args += ["--mask", shape] if seed % 5 == 0 else ["-s", size]
        if seed % 3 == 0:
            args += ["--start", "farthest", "--finish", "farthest"]
        for block, stats in maze_run(tmp, " ".join(args), *args):
            routes.append(check_maze(" ".join(args), block, stats, open_grid=True))
    check(len(routes) == 40 and len(set(routes)) > 10, f"open-grid routes of many lengths: {sorted(set(routes))}")

    # A teacher's file: UTF-8 words, a byte-order mark, CRLF, comments.
    words = os.path.join(tmp, "spelling.txt")
    right = ["because", "friend", "caf\u00e9", "Stra\u00dfe", "\u03bb\u03ad\u03be\u03b7", "necessary", "separate",
             "rhythm", "believe", "receive", "weird", "island"]
    wrong = ["becuase", "freind", "cafe", "Strasse", "\u03bb\u03b5\u03be\u03b7", "neccessary", "seperate", "rythm",
             "beleive", "recieve", "wierd", "iland", "becaus", "frend", "nesessary", "separat", "rhythem",
             "believ", "receeve", "weerd", "ilsand", "frieind", "seperete", "beleve"]
    open(words, "wb").write(("\ufeff# Spelling, week 3\r\n[instruction]\r\nFollow the words spelt right.\r\n"
                             "[true]\r\n" + "\r\n".join(right) + "\r\n\r\n[false]\r\n# misspelt\r\n" +
                             "\r\n".join(wrong) + "\r\n").encode("utf-8"))
    custom = read_fact_file(words)
    check(custom == (set(right), set(wrong)), "this test's reader reads the file")
    for seed in range(1, 9):
        for open_grid in (False, True):
            args = ["--facts", words, "--seed", str(seed), "-s", "8x12"] + (["--no-walls"] if open_grid else [])
            for block, stats in maze_run(tmp, f"spelling {seed}", *args):
                check_maze(f"spelling seed {seed} open {open_grid}", block, stats, custom=custom,
                           open_grid=open_grid)
                check(stats["facts"] == words, "stats name the file")
                check(block_facts(block)[0] == "Follow the words spelt right.", "block text: the file's instruction")

    # A class set: each maze's items, and maze 2 again from its own seed.
    mazes = maze_run(tmp, "class set", "--facts", "sub-20", "--count", "3", "--seed", "77", "-s", "6x7")
    for k, (block, stats) in enumerate(mazes):
        check_maze(f"class set maze {k + 1}", block, stats)
    if len(mazes) == 3:
        again = maze_run(tmp, "maze 2", "--facts", "sub-20", "--seed", str(mazes[1][1]["seed"]), "-s", "6x7")
        check(again and again[0][1]["items"] == mazes[1][1]["items"] and again[0][0] == mazes[1][0],
              "maze 2 of a class set comes back from its own seed, items and all")

    # Same seed, same bytes; facts never change a seed's maze.
    first = run("--facts", "times-7", "--seed", "9", "-s", "9x11", "-o", "-", "--stats", os.path.join(tmp, "a.jsonl"))
    second = run("--facts", "times-7", "--seed", "9", "-s", "9x11", "-o", "-", "--stats", os.path.join(tmp, "b.jsonl"))
    plain = run("--seed", "9", "-s", "9x11", "-o", "-", "--stats", os.path.join(tmp, "c.jsonl"))
    check(first.stdout == second.stdout and open(os.path.join(tmp, "a.jsonl"), "rb").read() ==
          open(os.path.join(tmp, "b.jsonl"), "rb").read(), "same seed, byte-identical text and stats")
    check(maze_lines(first.stdout) == maze_lines(plain.stdout), "--facts leaves the seed's maze as it is")
    with_facts = json.loads(open(os.path.join(tmp, "a.jsonl")).read())
    without = json.loads(open(os.path.join(tmp, "c.jsonl")).read())
    check({k: v for k, v in with_facts.items() if k not in ("facts", "items")} == without,
          "stats keep every field and value, and add facts and items")

    # The default size, a level, a template.
    default = maze_run(tmp, "default size", "--facts", "add-10", "--seed", "3")
    check(default and (default[0][1]["width"], default[0][1]["height"]) == (8, 10), "facts default to 8x10")
    for level in ("easy", "medium", "hard"):
        leveled = maze_run(tmp, f"--difficulty {level}", "--facts", "compare-20", "--difficulty", level, "--seed", "4")
        if leveled:
            check(leveled[0][1].get("difficulty") == level and leveled[0][1]["width"] == 8,
                  f"--difficulty {level} measures an 8x10 facts maze")
            check_maze(f"--difficulty {level}", *leveled[0])
    small = maze_run(tmp, "--template small", "--template", "small", "--facts", "even", "--seed", "2")
    check(small and (small[0][1]["width"], small[0][1]["height"]) == (10, 14), "--template small's 10x14 takes facts")

    # Bad input: exit 2, one line naming the option, no file left.
    few = os.path.join(tmp, "few.txt")
    open(few, "w").write("[true]\ncat\ndog\n[false]\nkat\ndogg\n")
    bad_line = os.path.join(tmp, "bad.txt")
    open(bad_line, "w").write("[true]\ncat\n[false]\ncat\n")
    not_utf8 = os.path.join(tmp, "latin1.txt")
    open(not_utf8, "wb").write(b"[true]\ncaf\xe9\n[false]\ncafe\n")
    for args, expected in [
        (["--facts", "tims-7"], "--facts: no built-in set is called 'tims-7'; did you mean times-7?"),
        (["--facts", "xyzzy"], "--facts: no built-in set is called 'xyzzy'; there are add-10,"),
        (["--facts", "times-13"], "--facts: no built-in set is called 'times-13'"),
        (["--facts", "times-7", "-s", "20x20"], "--size: 20x20: facts stay legible in print"),
        (["--facts", "times-7", "--template", "medium", "-s", "20x28"], "--size: 20x28: facts stay legible"),
        (["--facts", few, "-s", "6x6"], f"--facts {few}: a maze of 36 cells needs at least 5 true and 9 false items"),
        (["--facts", bad_line], f"--facts {bad_line}: line 4: 'cat' is in [true] and in [false] (line 2)"),
        (["--facts", not_utf8], f"--facts {not_utf8}: line 2: not valid UTF-8 at byte 4"),
        (["--facts", os.path.join(tmp, "missing.txt")], "--facts " + os.path.join(tmp, "missing.txt") +
         ": cannot read it"),
        (["--no-walls", "-s", "5x5"], "--no-walls: needs facts on the cells"),
        (["--no-walls", "--facts", "add-10", "-a", "kruskal"], "--no-walls: an open grid is not carved"),
        (["--no-walls", "--facts", "add-10", "--braid", "0.3"], "--no-walls: an open grid has no dead ends"),
        (["--no-walls", "--facts", "add-10", "--difficulty", "easy"], "--no-walls: a difficulty level measures"),
    ]:
        target = os.path.join(tmp, "refused.txt")
        result = run(*args, "-o", target)
        check(result.returncode == 2 and result.stderr.startswith("mazesheet: " + expected)
              and result.stderr.count("\n") == 1 and not os.path.exists(target),
              f"{args}: exit {result.returncode}, {result.stderr.strip()!r}")
    same = run("--facts", words, "-o", words)
    check(same.returncode == 2 and "--output" in same.stderr and open(words, "rb").read().startswith(b"\xef\xbb\xbf"),
          f"the fact file is never an output: {same.stderr.strip()}")

if failures:
    print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
