# SPDX-License-Identifier: MIT
"""Facts in workbooks, read back with openpyxl: for every built-in set, a
teacher's list, both styles, a mask, --no-walls and a class set, the items
are read from the maze sheet's cells and evaluated HERE (tests/cli/fact_truth.py,
never the program's code), and then: the true items are exactly the cells
of the way from S to F through the walls read from the same sheet (the
shortest way; --no-walls: the one chain of true cells), no false item is
true, the items are those --stats lists, the answer page shades exactly the
true cells under the items (no route picture over them), every item cell
has one look whatever its kind (nothing but the item tells a true one), one
text size, two-line items broken and wrapped. Also the size a facts maze
gets from a template and the warning for items printing small. Every
workbook passes /work/shared/validate-xlsx.sh where it exists.

usage: test_facts_sheet.py MAZESHEET_BINARY
"""
import os
import subprocess
import sys
import tempfile

import openpyxl

from sheetcheck import (Package, attempt, block_text_region, full_tests, read_maze, read_stats, report, require, run, run_ok,
                        split_block_text)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from fact_truth import read_fact_file, truth  # noqa: E402

VALIDATOR = "/work/shared/validate-xlsx.sh"

SPELLING = """# Spelling, week 3
[instruction]
Follow the words spelt right.
[true]
because
friend
café
ice cream
necessary
separate
[false]
becuase
freind
cafe
ise cream
neccessary
seperate
definately
beleive
recieve
tommorow
goverment
"""


def validate(paths):
    if not os.path.exists(VALIDATOR):
        return
    result = subprocess.run([VALIDATOR, *paths], capture_output=True, text=True)
    require(result.returncode == 0, f"validate-xlsx: {result.stdout.strip()} {result.stderr.strip()}")


def item_of(value):
    """An item as the cell holds it: one line, or two joined where it was broken
    (before a relation sign, or at a space)."""
    require(isinstance(value, str) and value, f"a maze cell holds {value!r}, not an item")
    if "\n" not in value:
        return value
    first, second = value.split("\n")
    return first + second if second[0] in "=<>" else first + " " + second


def one_way(maze, allowed):
    """The cells of S..F over `allowed` when they form one chain, else None."""
    walked, here = [maze.start], maze.start
    while here != maze.finish:
        on = [n for n in maze.neighbours(here) if n in allowed and n not in walked]
        if len(on) != 1:
            return None
        here = on[0]
        walked.append(here)
    return walked


def shortest(maze):
    distance, queue = {maze.start: 0}, [maze.start]
    for cell in queue:
        for n in maze.neighbours(cell):
            if n not in distance:
                distance[n] = distance[cell] + 1
                queue.append(n)
    return distance.get(maze.finish, -2) + 1


def look(cell):
    """What a cell looks like apart from its walls."""
    f, a = cell.font, cell.alignment
    fill = cell.fill.fgColor.rgb if cell.fill is not None and cell.fill.patternType == "solid" else None
    return (f.name, f.sz, bool(f.b), f.color.rgb if f.color is not None else None, fill, a.horizontal, a.vertical,
            bool(a.wrap_text), cell.protection.locked)


def sheet_cell(ws, maze, p):
    r0, c0 = maze.origin
    if maze.style == "blocks":
        return ws.cell(row=r0 + 2 * p[1] + 1, column=c0 + 2 * p[0] + 1)
    return ws.cell(row=r0 + p[1], column=c0 + p[0])


def check_workbook(binary, tmp, label, facts_args, style="borders", custom=None, open_grid=False, count=1):
    base = os.path.join(tmp, label)
    args = [*facts_args, "--style", style, "--seed", "11", "--count", str(count)]
    run_ok(binary, [*args, "-o", base + ".xlsx", "--answers", base + "-answers.xlsx", "--stats", base + ".jsonl"])
    run_ok(binary, [*args, "-o", base + ".txt"])
    validate([base + ".xlsx", base + "-answers.xlsx"])
    texts = split_block_text(open(base + ".txt").read())
    stats = read_stats(base + ".jsonl")
    book = openpyxl.load_workbook(base + ".xlsx")
    key = openpyxl.load_workbook(base + "-answers.xlsx")
    package, key_package = Package(base + ".xlsx"), Package(base + "-answers.xlsx")
    mazes = [ws for ws in book.worksheets if ws.sheet_state == "visible"]
    solutions = [ws for ws in key.worksheets if ws.sheet_state == "visible"]
    require(len(mazes) == len(solutions) == count, f"{label}: {len(mazes)} maze and {len(solutions)} answer sheets")
    name = stats[0]["facts"]
    sizes, true_total = set(), 0
    for k, (ws, answer) in enumerate(zip(mazes, solutions)):
        where = f"{label} maze {k + 1}"
        region = block_text_region("\n".join(texts[k]))
        maze = read_maze(ws, package, region, style, items=True)
        solved = read_maze(answer, key_package, region, style, items=True)
        require(maze.text == solved.text, f"{where}: the answer page's maze differs from the maze sheet's")
        true_cells, looks = set(), set()
        for p in sorted(region[2]):
            if p in (maze.start, maze.finish):
                continue
            cell = sheet_cell(ws, maze, p)
            item = item_of(cell.value)
            require(item == stats[k]["items"][p[1]][p[0]], f"{where}: cell {p} shows {item!r}, --stats says "
                                                           f"{stats[k]['items'][p[1]][p[0]]!r}")
            require(("\n" in cell.value) <= bool(cell.alignment.wrap_text), f"{where}: a two-line item does not wrap")
            require(sheet_cell(answer, solved, p).value == cell.value, f"{where}: the answer page's item at {p} differs")
            if truth(name, item, custom):
                true_cells.add(p)
            looks.add(look(cell))
            sizes.add(cell.font.sz)
        true_cells |= {maze.start, maze.finish}  # S and F show their letters; their items are true (--stats)
        for end in (maze.start, maze.finish):
            require(truth(name, stats[k]["items"][end[1]][end[0]], custom), f"{where}: the item under {end} is false")
        require(len(looks) == 1, f"{where}: item cells look {len(looks)} ways: {sorted(looks, key=str)[:3]}")
        way = one_way(maze, true_cells)
        require(way is not None and set(way) == true_cells,
                f"{where}: the true items are not one way from S to F ({len(true_cells)} true cells)")
        if open_grid:
            require(all(len(list(maze.neighbours(p))) == sum((p[0] + dc, p[1] + dr) in region[2] for dc, dr in
                                                            ((1, 0), (0, 1), (-1, 0), (0, -1))) for p in region[2]),
                    f"{where}: --no-walls draws an inner wall")
        else:
            require(len(way) == shortest(maze), f"{where}: the true cells are not the shortest way")
        require(len(way) == stats[k]["solution_length"], f"{where}: the way is not the solution's length")
        require(solved.shaded == true_cells, f"{where}: the answer page shades {len(solved.shaded)} cells, "
                                             f"the true items are {len(true_cells)}")
        require(not maze.shaded - {maze.start, maze.finish}, f"{where}: the maze sheet shades cells")
        require(not key_package.pictures(answer.title), f"{where}: a picture lies over the answer's items")
        true_total += len(true_cells)
    require(len(sizes) == 1, f"{label}: items in {len(sizes)} text sizes: {sorted(sizes)}")
    return f"{count} maze(s), {true_total} true cells, text {sizes.pop()} pt"


def built_in_sets(binary):
    listing = run_ok(binary, ["--list-facts"]).stdout
    return [line.split("\t")[0] for line in listing.splitlines() if line.strip()]


def check_sizes(binary, tmp, words):
    """A template's size is the most a facts maze gets; a typed size is kept, with a warning when it prints small."""
    out = []
    for template, facts, most in (("medium", "times", (12, 15)), ("small", words, (10, 14)),
                                  ("large", "add-20", (15, 12))):
        stats = os.path.join(tmp, f"size-{template}.jsonl")
        result = run_ok(binary, ["--template", template, "--facts", facts, "-o", os.path.join(tmp, "s.xlsx"),
                                 "--stats", stats])
        s = read_stats(stats)[0]
        require(s["width"] <= most[0] and s["height"] <= most[1], f"--template {template}: {s['width']}x{s['height']}")
        require("warning" not in result.stderr, f"--template {template}: {result.stderr.strip()}")
        out.append(f"{template} {facts}: {s['width']}x{s['height']}")
    many = os.path.join(tmp, "long-words.txt")
    open(many, "w").write("[true]\n" + "".join(f"extraordinary{i}\n" for i in range(23)) +
                          "[false]\n" + "".join(f"extraordinery{i}\n" for i in range(45)))
    typed = run(binary, ["--facts", many, "-s", "12x15", "-o", os.path.join(tmp, "t.xlsx")])
    require(typed.returncode == 0 and "warning: the facts print only" in typed.stderr,
            f"-s 12x15 with long words: {typed.stderr.strip()!r}")
    medium = run(binary, ["--template", "medium", "--facts", "times", "-s", "20x28", "-o", os.path.join(tmp, "u.xlsx")])
    require(medium.returncode == 2 and "facts stay legible" in medium.stderr, f"-s 20x28: {medium.stderr.strip()!r}")
    return "; ".join(out)


def main():
    binary = os.path.abspath(sys.argv[1])
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        words = os.path.join(tmp, "spelling.txt")
        open(words, "w", encoding="utf-8").write(SPELLING)
        custom = read_fact_file(words)
        names = built_in_sets(binary)
        if not full_tests():  # a sample: each family's widest set, and the first of the numbered ones
            names = [n for n in names if not n[-1].isdigit() or n.endswith(("-20", "-100", "-7")) or n == "bonds-10"]
        for name in names:
            attempt(results, f"--facts {name}", lambda name=name: check_workbook(binary, tmp, name, ["--facts", name]))
        attempt(results, "a teacher's list", lambda: check_workbook(binary, tmp, "words", ["--facts", words, "-s", "5x6"],
                                                                    custom=custom))
        attempt(results, "a teacher's list, blocks", lambda: check_workbook(
            binary, tmp, "words-blocks", ["--facts", words, "-s", "5x6"], style="blocks", custom=custom))
        attempt(results, "blocks style", lambda: check_workbook(binary, tmp, "blocks", ["--facts", "times-7"],
                                                                style="blocks"))
        attempt(results, "--no-walls", lambda: check_workbook(binary, tmp, "open", ["--facts", "add-20", "--no-walls"],
                                                              open_grid=True))
        attempt(results, "--no-walls, blocks", lambda: check_workbook(
            binary, tmp, "open-blocks", ["--facts", "compare-100", "--no-walls"], style="blocks", open_grid=True))
        mask = os.path.join(tmp, "plus.txt")
        open(mask, "w").write("..##..\n..##..\n######\n######\n..##..\n..##..\n")
        attempt(results, "a mask", lambda: check_workbook(binary, tmp, "mask", ["--facts", "bonds-10", "--mask", mask]))
        attempt(results, "a class set", lambda: check_workbook(binary, tmp, "set", ["--facts", "divide", "-s", "6x7"],
                                                               count=3))
        attempt(results, "sizes", lambda: check_sizes(binary, tmp, words))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
