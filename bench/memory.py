#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Peak memory per maze cell, for every kind of request.

Each request runs at two sizes; its cost per cell is the growth of the
peak resident memory (GNU time's %M) from the smaller to the larger one,
divided by the cells added: what a request spends on each cell beyond what
every run spends (the program, libxlsxwriter's buffers). The aim is at most a
byte a cell. A class set is measured at two counts instead, per maze.

    bench/memory.py                                  # every request (about 25 minutes)
    bench/memory.py --only kruskal mask              # requests whose label holds a word given
    bench/memory.py --before OLD/mazesheet           # a column for another binary, run in turn

Prints a Markdown table. GNU time, not wait4: a child forked from Python
keeps Python's peak across exec. Public tools only: Python's standard
library and /usr/bin/time.
"""
import argparse
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIME = "/usr/bin/time"
ALGORITHMS = ["backtracker", "kruskal", "prim", "wilson", "eller", "aldous-broder", "hunt-and-kill", "sidewinder",
              "binary-tree", "growing-tree", "division"]
STREAMED = ["-a", "eller", "--no-solution", "--start", "top-left", "--finish", "bottom-right"]

# (label, options, sizes: two widths of square mazes, or ("mask", widths) for
# a disc drawn in mask text, or ("count", size, counts) for a class set)
CASES = [(f"{a} .xlsx", ["-a", a], (1000, 2000)) for a in ALGORITHMS] + [
    (".xlsx blocks", ["--style", "blocks"], (500, 1000)),
    (".xlsx shaded path", ["--solution-path", "shade"], (1000, 2000)),
    (".xlsx blocks, shaded path", ["--style", "blocks", "--solution-path", "shade"], (500, 1000)),
    (".xlsx --answers", ["--answers", "key.xlsx"], (1000, 2000)),
    (".xlsx --no-solution", ["--no-solution"], (1000, 2000)),
    (".xlsx --start farthest", ["--start", "farthest"], (1000, 2000)),
    (".xlsx --braid 0.5", ["--braid", "0.5"], (1000, 2000)),
    ("prim .xlsx --braid 0.5", ["-a", "prim", "--braid", "0.5"], (1000, 2000)),
    ("kruskal .xlsx --braid 0.5", ["-a", "kruskal", "--braid", "0.5"], (1000, 2000)),
    (".xlsx and --stats", ["--stats", "stats.jsonl"], (1000, 2000)),
    (".txt", ["-o", "out.txt"], (1000, 3000)),
    (".svg", ["-o", "out.svg"], (1000, 3000)),
    (".jsonl", ["-o", "out.jsonl"], (1000, 3000)),
    (".jsonl --preview-solution", ["-o", "out.jsonl", "--preview-solution"], (500, 1000)),
    ("eller .xlsx streamed", STREAMED, (1000, 2000)),
    ("mask (disc) .xlsx", ["-a", "wilson"], ("mask", (1000, 2000))),
    ("mask (disc) .jsonl", ["-a", "wilson", "-o", "out.jsonl"], ("mask", (1000, 2000))),
    ("class set .xlsx, 20x20", [], ("count", "20x20", (100, 1000))),
    ("class set .jsonl, 20x20", ["-o", "out.jsonl"], ("count", "20x20", (100, 1000))),
]


def disc(folder, side):
    """A mask file of a disc `side` cells across, and its cell count."""
    path = os.path.join(folder, f"disc{side}.txt")
    cells = 0
    with open(path, "w") as f:
        for row in range(side):
            line = "".join("X" if (col - side / 2 + 0.5) ** 2 + (row - side / 2 + 0.5) ** 2 <= (side / 2) ** 2 else "."
                           for col in range(side))
            cells += line.count("X")
            f.write(line + "\n")
    return path, cells


def peak_kib(binary, args, folder):
    """Peak resident KiB of one run; exits on a failed run."""
    report = os.path.join(folder, "peak")
    command = [TIME, "-f", "%M", "-o", report, binary, "-q", "--force", "--seed", "1", *args]
    result = subprocess.run(command, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr}")
    with open(report) as f:
        return int(f.read().split()[-1])


def measure(binary, args, sizes, folder):
    """(small peak KiB, large peak KiB, cost): bytes a cell, or KB a maze for a class set."""
    if not any(a in ("-o", "--output") for a in args):
        args = args + ["-o", "out.xlsx"]
    if sizes[0] == "count":
        _, size, counts = sizes
        small, large = (peak_kib(binary, args + ["-s", size, "--count", str(n)], folder) for n in counts)
        return small, large, (large - small) * 1.024 / (counts[1] - counts[0])
    if sizes[0] == "mask":
        (small_mask, small_cells), (large_mask, large_cells) = (disc(folder, side) for side in sizes[1])
        small = peak_kib(binary, args + ["--mask", small_mask], folder)
        large = peak_kib(binary, args + ["--mask", large_mask], folder)
        return small, large, (large - small) * 1024 / (large_cells - small_cells)
    small, large = (peak_kib(binary, args + ["-s", f"{w}x{w}"], folder) for w in sizes)
    return small, large, (large - small) * 1024 / (sizes[1] ** 2 - sizes[0] ** 2)


def describe(sizes):
    if sizes[0] == "count":
        return f"--count {sizes[2][0]} / {sizes[2][1]} of {sizes[1]}"
    if sizes[0] == "mask":
        return f"discs {sizes[1][0]} / {sizes[1][1]} across"
    return f"{sizes[0]}x{sizes[0]} / {sizes[1]}x{sizes[1]}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mazesheet", default=os.path.join(ROOT, "build", "src", "cli", "mazesheet"))
    parser.add_argument("--before", help="another mazesheet binary, measured in turn with the first")
    parser.add_argument("--only", nargs="+", help="requests whose label contains one of these words")
    options = parser.parse_args()
    if not os.access(TIME, os.X_OK):
        sys.exit(f"needs GNU time at {TIME} (Debian package 'time')")
    binaries = [os.path.abspath(options.mazesheet)] + ([os.path.abspath(options.before)] if options.before else [])
    header = "| request | sizes | peak, small | peak, large | bytes a cell |"
    if options.before:
        header += " before: peak, small | before: peak, large | before: bytes a cell |"
    print(header)
    print("|" + " --- |" * (header.count("|") - 1))
    with tempfile.TemporaryDirectory(prefix="mazesheet-memory-") as folder:
        for label, args, sizes in CASES:
            if options.only and not any(word in label for word in options.only):
                continue
            row = f"| {label} | {describe(sizes)} |"
            for binary in binaries:
                small, large, cost = measure(binary, args, sizes, folder)
                unit = " KB a maze" if sizes[0] == "count" else ""
                row += f" {small / 1024:.1f} MiB | {large / 1024:.1f} MiB | {cost:.2f}{unit} |"
            print(row, flush=True)


if __name__ == "__main__":
    main()
