#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Cells carved a second on every grid, by every algorithm that carves it,
at about 1, 4 and 16 million cells.

Runs build/bench/mazesheet-bench (which carves in a child process and
reports the best CPU time of its repeats) for each grid and size, and prints
the million cells a CPU second at each size and the ratio of the CPU time a
cell at the largest size to the smallest's: an algorithm linear in the cells
keeps it near 1 (memory that outgrows the caches moves it too). CPU time,
not wall time: on a shared machine it moves far less. Public tools only:
Python's standard library.

    bench/grids.py                       # every grid, 1 / 4 / 16 million cells
    bench/grids.py --grids hex --only wilson
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# WIDTH HEIGHT for about 1, 4 and 16 million cells (a circle's rings twice).
SIZES = {
    "square": [(1000, 1000), (2000, 2000), (4000, 4000)],
    "circle": [(570, 570), (1140, 1140), (2280, 2280)],
    "hex": [(1000, 1000), (2000, 2000), (4000, 4000)],
    "triangle": [(1000, 1000), (2000, 2000), (4000, 4000)],
}


def run(bench, grid, size, repeats, only):
    """{algorithm: (cells, best CPU ns a cell)} of one mazesheet-bench run."""
    args = [bench, str(size[0]), str(size[1]), str(repeats), "--grid", grid]
    if only:
        args += ["--only", only]
    out = subprocess.run(args, capture_output=True, text=True, check=False)
    header = out.stdout.splitlines()[0] if out.stdout else ""
    if "cells)" not in header:
        sys.exit(f"grids.py: {grid} {size} failed: {out.stdout} {out.stderr}")
    cells = float(header.split("(")[1].split()[0])
    results = {}
    for line in out.stdout.splitlines()[2:]:
        fields = line.split()
        if len(fields) < 2:
            continue
        if "failed" in fields:
            sys.exit(f"grids.py: {fields[0]} on {grid} {size} failed")
        results[fields[0]] = (cells, float(fields[-1]))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", default=os.path.join(ROOT, "build", "bench", "mazesheet-bench"))
    parser.add_argument("--grids", nargs="+", default=list(SIZES))
    parser.add_argument("--only", help="this algorithm only")
    args = parser.parse_args()
    print("| grid | algorithm | 1 M cells: M cells/s | 4 M | 16 M | ns a cell, 16 M / 1 M |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for grid in args.grids:
        rows = {}
        for k, size in enumerate(SIZES[grid]):
            repeats = 3 if k == 0 else 1
            for algorithm, result in run(args.bench, grid, size, repeats, args.only).items():
                rows.setdefault(algorithm, []).append(result)
            print(f"  {grid} {size[0]}x{size[1]} done", file=sys.stderr)
        for algorithm, results in rows.items():
            speeds = " | ".join(f"{1e3 / ns:.1f}" for _, ns in results)
            print(f"| {grid} | {algorithm} | {speeds} | {results[-1][1] / results[0][1]:.2f}x |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
