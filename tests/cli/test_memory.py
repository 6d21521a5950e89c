#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Memory that must not grow with the output: a class set's text
and stats are written maze by maze, and a large maze's SVG and block text a
chunk at a time, so the peak resident memory of a big run stays near that of
a small one. The bounds sit far below what holding everything costs (measured
before the change: 8.5 MB more for 400 mazes of 100x100 than for 50; 43 bytes
a cell for an SVG, 4.6 for block text) and well above what they cost now
(0.2 MB; 0.5 bytes a cell, the maze itself) and the noise between runs.
A workbook class set keeps libxlsxwriter's share of each sheet until it is
closed: about 110 KB a maze while its cells were held, about 20 KB now that
large sets are streamed and each sheet's row buffers given back (bound: 50).
A mask file is read a line at a time and checked a row at a time: 5.5 bytes
a cell before (the text, and a flood fill's stack), about 1 now (bound: 2).
Usage: test_memory.py PATH_TO_MAZESHEET"""
import os
import subprocess
import sys
import tempfile

MAZESHEET = os.path.abspath(sys.argv[1])
TIME = "/usr/bin/time"
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)


def peak_kb(*args, cwd):
    """The run's exit status and its peak resident memory in KB. Measured by
    GNU time, not by this process's wait4: a child forked from Python starts
    with Python's pages and keeps that peak across exec (ru_maxrss would be
    Python's 14 MB for any small run)."""
    result = subprocess.run([TIME, "-f", "%M", "-o", "peak", MAZESHEET, "-q", *args], cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    with open(os.path.join(cwd, "peak")) as f:
        return result.returncode, int(f.read().split()[-1])


def main():
    if not os.access(TIME, os.X_OK):
        print("skipped: needs GNU time at /usr/bin/time")
        return 77
    with tempfile.TemporaryDirectory() as tmp:
        # A class set: each maze made when it is written and dropped after.
        for extension in ("jsonl", "txt"):
            runs = {}
            for count in (50, 400):
                runs[count] = peak_kb("-s", "100x100", "--seed", "3", "--count", str(count), "-o",
                                      f"set{count}.{extension}", cwd=tmp)
            grown_mb = (runs[400][1] - runs[50][1]) / 1024
            check(runs[50][0] == 0 and runs[400][0] == 0, f".{extension}: both class sets written")
            check(grown_mb < 3, f".{extension}: 400 mazes of 100x100 take {grown_mb:.1f} MB more than 50 (bound 3 MB)")

        # One large maze: its picture and text go out in chunks.
        # An SVG page draws its cells at least 0.35 mm wide: 450x450 on A4.
        # It holds its walls to join them into long strokes (page::WallLines:
        # about 7 bytes a cell, measured), bounded by the page's cells.
        for extension, small_side, large_side, bound in (("svg", 100, 450, 12), ("txt", 300, 1500, 2)):
            small_cells, large_cells = small_side * small_side, large_side * large_side
            small = peak_kb("-a", "prim", "-s", f"{small_side}x{small_side}", "--seed", "1", "-o",
                            f"small.{extension}", cwd=tmp)
            large = peak_kb("-a", "prim", "-s", f"{large_side}x{large_side}", "--seed", "1", "-o",
                            f"large.{extension}", cwd=tmp)
            per_cell = (large[1] - small[1]) * 1024 / (large_cells - small_cells)
            check(small[0] == 0 and large[0] == 0, f".{extension}: both mazes written")
            check(per_cell < bound, f".{extension}: {per_cell:.1f} bytes of memory a cell (bound {bound})")

        # A workbook class set: past 50,000 cells its sheets are streamed.
        sets = {count: peak_kb("-s", "20x20", "--seed", "5", "--count", str(count), "-o", f"set{count}.xlsx", cwd=tmp)
                for count in (100, 800)}
        per_maze_kb = (sets[800][1] - sets[100][1]) / 700
        check(sets[100][0] == 0 and sets[800][0] == 0, ".xlsx: both class sets written")
        print(f".xlsx class set: {per_maze_kb:.1f} KB a maze")
        check(per_maze_kb < 50, f".xlsx: {per_maze_kb:.1f} KB more a maze from 100 to 800 mazes of 20x20 (bound 50)")

        # A mask file: a disc of cells, small and large.
        masks = {}
        for side in (300, 1500):
            path = os.path.join(tmp, f"disc{side}.txt")
            with open(path, "w") as f:
                for row in range(side):
                    f.write("".join("X" if (col - side / 2 + 0.5) ** 2 + (row - side / 2 + 0.5) ** 2 <= (side / 2) ** 2
                                    else "." for col in range(side)) + "\n")
            with open(path) as f:
                cells = sum(line.count("X") for line in f)
            masks[side] = (cells, peak_kb("-a", "wilson", "--seed", "1", "--mask", path, "-o", f"disc{side}.jsonl", cwd=tmp))
        per_cell = (masks[1500][1][1] - masks[300][1][1]) * 1024 / (masks[1500][0] - masks[300][0])
        check(masks[300][1][0] == 0 and masks[1500][1][0] == 0, "mask: both mazes made")
        print(f"mask: {per_cell:.2f} bytes a cell")
        check(per_cell < 2, f"mask: {per_cell:.1f} bytes of memory a cell (bound 2)")

    print(f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
