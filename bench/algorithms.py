#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Each algorithm's carving time per cell from 1000x1000 to 4000x4000.

For every algorithm, runs build/bench/mazesheet-bench (which carves in a
child process and reports the best CPU time of its repeats) at each size in
turn, smallest first in even rounds and largest first in odd ones, and
prints the best CPU nanoseconds per cell at each size and the ratio of the
largest size's to the smallest's: an algorithm linear in the cells keeps
its time per cell (the goal here: within 1.3x). CPU time, not wall time: on
a shared machine it moves far less. Public tools only: Python's standard
library.

    bench/algorithms.py                       # all, 1000 / 2000 / 4000, 3 rounds
    bench/algorithms.py --only growing-tree --rounds 5
    bench/algorithms.py --sizes 500 1000 --bench /path/to/old/mazesheet-bench
    bench/algorithms.py --instructions        # callgrind's instructions a cell, one carving each

--instructions runs each carving once under valgrind's callgrind and
divides the instructions of the process that carved (mazesheet-bench
carves in a child) by the cells: the count barely moves from run to run,
where CPU time also moves with the machine's load and its caches (a
4000x4000 maze's tables are far larger than the processor's caches).
"""
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALGORITHMS = ["backtracker", "kruskal", "prim", "wilson", "eller", "aldous-broder", "hunt-and-kill", "sidewinder",
              "binary-tree", "growing-tree", "division"]


def cpu_ns_per_cell(bench, algorithm, side, repeats):
    """The best CPU time per cell of `repeats` carvings of a side x side maze."""
    out = subprocess.run([bench, str(side), str(side), str(repeats), "--only", algorithm], capture_output=True,
                         text=True, check=False)
    for line in out.stdout.splitlines():
        fields = line.split()
        if fields and fields[0] == algorithm:
            if "failed" in fields:
                sys.exit(f"algorithms.py: {algorithm} {side}x{side} failed")
            return float(fields[-1])
    sys.exit(f"algorithms.py: no result for {algorithm} {side}x{side}: {out.stdout} {out.stderr}")


def instructions_per_cell(bench, algorithm, side):
    """callgrind's instructions a cell for one carving of a side x side maze."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", bench, str(side), str(side),
                          "1", "--only", algorithm], capture_output=True, text=True, check=False)
    counts = [int(n.replace(",", "")) for n in re.findall(r"Collected : ([0-9,]+)", out.stderr)]
    if out.returncode != 0 or not counts or "failed" in out.stdout:
        sys.exit(f"algorithms.py: {algorithm} {side}x{side} failed under callgrind: {out.stderr[-500:]}")
    return max(counts) / (side * side)  # the child that carved; the parent only waits


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", default=os.path.join(ROOT, "build", "bench", "mazesheet-bench"))
    parser.add_argument("--sizes", nargs="+", type=int, default=[1000, 2000, 4000])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--only", nargs="+", metavar="NAME", help="these algorithms only")
    parser.add_argument("--instructions", action="store_true",
                        help="callgrind's instructions a cell, one carving each, instead of timed rounds")
    args = parser.parse_args()
    sizes = sorted(args.sizes)
    names = args.only or ALGORITHMS
    unit = "instructions/cell" if args.instructions else "ns/cell"
    header = " | ".join(f"{s}x{s} {unit}" for s in sizes)
    print(f"| algorithm | {header} | {sizes[-1]} / {sizes[0]} |")
    print("| --- |" + " ---: |" * (len(sizes) + 1))
    for algorithm in names:
        best = {s: float("inf") for s in sizes}
        if args.instructions:
            best = {s: instructions_per_cell(args.bench, algorithm, s) for s in sizes}
        for k in range(0 if args.instructions else args.rounds):
            for side in (sizes if k % 2 == 0 else list(reversed(sizes))):
                # Repeats: about 4 million cells a run, at least one carving.
                repeats = max(1, 4_000_000 // (side * side))
                best[side] = min(best[side], cpu_ns_per_cell(args.bench, algorithm, side, repeats))
            print(f"  {algorithm} round {k + 1}/{args.rounds}: " +
                  ", ".join(f"{s}: {best[s]:.1f}" for s in sizes), file=sys.stderr)
        cells = " | ".join(f"{best[s]:.1f}" for s in sizes)
        print(f"| {algorithm} | {cells} | {best[sizes[-1]] / best[sizes[0]]:.2f}x |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
