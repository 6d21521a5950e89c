#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""wilson's work a cell against the size: is it n log n?

Wilson's algorithm joins each cell by a loop-erased random walk until the
walk hits the maze; the walks' steps in all are of order n log n on a grid
of n cells (the first walks look for a maze of a few cells), and one seed's
total varies by half its mean. So this measures several seeds at several
sizes: build/bench/mazesheet-bench --observed --each gives each seed's walk
steps a cell (its Walk events, one a step: the observer does not change the
walks), the same run without the observer each seed's CPU time; with
--instructions, callgrind's instructions for the same seeds at the sizes up
to --callgrind-max (of the first --callgrind-seeds seeds: callgrind is
slow). It prints a Markdown table: mean steps a cell (and its
standard error), CPU ns a cell and a step, instructions a cell and a step,
and the least-squares fit of steps a cell = a + b ln(cells).

    bench/wilson.py                                   # 250 .. 4000
    bench/wilson.py --sizes 250 500 1000 --seeds 64 32 16 --instructions
"""
import argparse
import math
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def each_seed(bench, side, seeds, observed):
    """{seed: (cpu seconds, walk steps a cell or None)} for seeds 1000 ...."""
    args = [bench, str(side), str(side), str(seeds), "--only", "wilson", "--each"] + (["--observed"] if observed else [])
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    found = {}
    for line in out.splitlines():
        m = re.match(r"\s+seed (\d+) cpu_s ([0-9.]+) walk_steps_per_cell ([0-9.]+)", line)
        if m:
            found[int(m.group(1))] = (float(m.group(2)), float(m.group(3)) if observed else None)
    if len(found) != seeds:
        sys.exit(f"wilson.py: {side}x{side}: {len(found)} of {seeds} seeds: {out[-300:]}")
    return found


def instructions(bench, side, seeds):
    """callgrind's instructions of the child that carved `seeds` mazes."""
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", bench, str(side), str(side),
                          str(seeds), "--only", "wilson"], capture_output=True, text=True, check=False)
    counts = [int(n.replace(",", "")) for n in re.findall(r"Collected : ([0-9,]+)", out.stderr)]
    if out.returncode != 0 or not counts:
        sys.exit(f"wilson.py: callgrind {side}x{side} failed: {out.stderr[-300:]}")
    return max(counts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", default=os.path.join(ROOT, "build", "bench", "mazesheet-bench"))
    parser.add_argument("--sizes", type=int, nargs="+", default=[250, 500, 1000, 2000, 4000])
    parser.add_argument("--seeds", type=int, nargs="+", default=[64, 64, 32, 16, 16],
                        help="seeds at each size (1000, 1001, ...)")
    parser.add_argument("--instructions", action="store_true", help="callgrind too, up to --callgrind-max")
    parser.add_argument("--callgrind-max", type=int, default=1000, help="the largest side run under callgrind")
    parser.add_argument("--callgrind-seeds", type=int, default=4, help="seeds run under callgrind (the first ones)")
    args = parser.parse_args()
    if len(args.seeds) != len(args.sizes):
        sys.exit("wilson.py: one --seeds count for each size")
    rows = []
    for side, seeds in zip(args.sizes, args.seeds):
        cells = side * side
        observed = each_seed(args.bench, side, seeds, True)
        plain = each_seed(args.bench, side, seeds, False)
        steps = [observed[s][1] for s in sorted(observed)]
        mean = sum(steps) / len(steps)
        sd = math.sqrt(sum((x - mean) ** 2 for x in steps) / (len(steps) - 1)) if len(steps) > 1 else 0.0
        cpu = sum(plain[s][0] for s in plain)
        row = {"side": side, "seeds": seeds, "cells": cells, "steps": mean, "se": sd / math.sqrt(len(steps)), "sd": sd,
               "cpu_cell": cpu / seeds / cells * 1e9, "cpu_step": cpu / (mean * seeds * cells) * 1e9}
        if args.instructions and side <= args.callgrind_max:
            k = min(seeds, args.callgrind_seeds)
            total = instructions(args.bench, side, k)
            row["ins_cell"] = total / k / cells
            row["ins_step"] = total / (sum(steps[:k]) * cells)
        rows.append(row)
        print(f"# {side}x{side}: {seeds} seeds, steps a cell {mean:.2f} (sd {sd:.2f})", file=sys.stderr, flush=True)
    # Least squares: steps a cell = a + b ln(cells).
    xs = [math.log(r["cells"]) for r in rows]
    ys = [r["steps"] for r in rows]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx if sxx else 0.0
    a = my - b * mx
    print("| maze | seeds | walk steps a cell (± s.e.) | a + b ln n | CPU ns a cell | CPU ns a step | instructions a cell | "
          "instructions a step |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r, x in zip(rows, xs):
        ins = (f"{r['ins_cell']:.1f} | {r['ins_step']:.1f}" if "ins_cell" in r else " | ")
        print(f"| {r['side']}x{r['side']} | {r['seeds']} | {r['steps']:.2f} ± {r['se']:.2f} | {a + b * x:.2f} | "
              f"{r['cpu_cell']:.1f} | {r['cpu_step']:.2f} | {ins} |")
    print(f"\nfit: steps a cell = {a:.2f} + {b:.3f} ln(cells)")


if __name__ == "__main__":
    main()
