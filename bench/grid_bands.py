#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Difficulty levels on every grid: for seeds 0..N-1, whether each level's
recipe makes a maze inside the level's band at that very seed (the program
decides: `--difficulty L --seed S` reports seed S only when S's own maze is
inside the band, docs/MANUAL.md "Difficulty"), and the medians of the
reported mazes' shares (solution / cells, decision points / solution, dead
ends / cells) from --stats. Public tools only: Python's standard library.

    bench/grid_bands.py [MAZESHEET] [N]     (default build/src/cli/mazesheet, 200)
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def median(values):
    return sorted(values)[len(values) // 2]


def main():
    program = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "src", "cli", "mazesheet")
    seeds = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    print("| grid | level | size | recipe's mazes inside the band | solution / cells | decision points / solution "
          "| dead ends / cells |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: |")
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "maze.json")
        for grid in ("square", "circle", "hex", "triangle"):
            for level in ("easy", "medium", "hard"):
                inside, solution, decisions, dead_ends, size = 0, [], [], [], ""
                for seed in range(seeds):
                    result = subprocess.run([program, "--difficulty", level, "--grid", grid, "--seed", str(seed),
                                             "-o", out, "--stats", "-", "-q"], capture_output=True, text=True, check=True)
                    stats = json.loads(result.stdout.splitlines()[0])
                    # A circle's height is its rings.
                    size = f"{stats['height']} rings" if grid == "circle" else f"{stats['width']}x{stats['height']}"
                    inside += int(stats["seed"]) == seed
                    solution.append(stats["solution_length"] / stats["cells"])
                    decisions.append(stats["decision_points"] / stats["solution_length"])
                    dead_ends.append(stats["dead_ends"] / stats["cells"])
                print(f"| {grid} | {level} | {size} | {100 * inside / seeds:.1f} % | {100 * median(solution):.1f} % "
                      f"| {100 * median(decisions):.1f} % | {100 * median(dead_ends):.1f} % |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
