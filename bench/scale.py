#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""mazesheet against the libxlsxwriter floor, side by side.

For each size, runs `mazesheet -s WxH --no-solution` and `mazesheet-floor W H`
(bench/floor.cpp: the same cells and formats straight through libxlsxwriter,
no maze behind them) in turn, A B then B A, for several rounds, and prints a
Markdown table of medians: wall time, peak memory (the process's maximum
resident set, from wait4), file size, the ratio mazesheet / floor (the
median of each round's ratio, so drift of the machine's speed between
rounds cancels) and the difference in milliseconds.

    bench/scale.py                       # every case, default rounds
    bench/scale.py --rounds 3 --only 100x100 300x300
    bench/scale.py --mazesheet build/src/cli/mazesheet --floor build/bench/mazesheet-floor
    bench/scale.py --answer              # the default workbook against the two-sheet floor
    bench/scale.py --answer --instructions --only 100x100   # callgrind's instruction counts

--answer measures `mazesheet -s WxH` (the maze sheet and its hidden solution
sheet with the answer picture) against the floor writing the same cells on
two sheets and embedding the very picture mazesheet drew (taken from its
workbook after the first run). --instructions runs each program once under
valgrind's callgrind and compares instruction counts, which move far less
than times on a shared machine (the table then shows instructions where it
shows times, and no memory).

The floor writes each cell with the very format mazesheet gave it: before
the timed rounds, mazesheet writes the same maze as block text and this
script turns it into a walls file (a byte of closed sides per cell) that the
floor reads row by row. Block text holds at most mazesheet's in-memory
limit, so a case of more than WALLS_CELLS cells gets the walls of the first
WALLS_CELLS // width rows' maze (the same algorithm and seed, as tall as
that), which the floor reads again from the top as often as needed; a
repeat every 10,000 rows of 2,000 cells is far beyond deflate's 32 KiB
window, so it packs as the real maze does. `--walls pattern` gives the floor
its fixed pattern of period 16 instead, which deflate packs tighter than a
maze (2.82 vs 3.07 MB at 1000x1000).

A case of one round runs each program once, with no run before it to fill
the page cache: it takes minutes, so the cache is no part of its time.

The tall cases carve with eller, the streamed path (--start top-left
--finish bottom-right, so nothing needs the whole maze); until streaming
lands they are held in memory, and past the cell limit mazesheet refuses
them (the table says so). Public tools only: Python's standard library.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile

WALLS_CELLS = 20_000_000
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (label, width, height, extra mazesheet options, default rounds)
CASES = [
    ("100x100", 100, 100, [], 15),
    ("300x300", 300, 300, [], 9),
    ("1000x1000", 1000, 1000, [], 5),
    ("2000x2000", 2000, 2000, [], 3),
    ("2000x10000 eller", 2000, 10000, ["-a", "eller", "--start", "top-left", "--finish", "bottom-right"], 3),
    ("2000x100000 eller", 2000, 100000, ["-a", "eller", "--start", "top-left", "--finish", "bottom-right"], 1),
]


def run(command, report):
    """Wall seconds, peak resident KiB and exit status of one run.

    The peak comes from GNU time (its %M: the child's maximum resident set
    from wait4). A child forked from this Python process would carry
    Python's own resident pages into that figure until its exec."""
    start = time.perf_counter()
    process = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report, *command], stdin=subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    wall = time.perf_counter() - start
    error = process.stderr.decode("utf-8", "replace").strip().splitlines()
    with open(report, encoding="utf-8") as lines:
        peak = int(lines.read().split()[-1])
    return wall, peak, process.returncode, error


def write_walls(text_path, width, height, walls_path):
    """The block text's walls as one byte per cell: 1 north, 2 east, 4 south,
    8 west when that side is closed (a '#' beside the cell's block).

    Rows are read three lines at a time, so a tall maze needs no memory; the
    four sides are added as big integers, a byte per cell with no carry."""
    table = {v: bytes(v if c == ord("#") else 0 for c in range(256)) for v in (1, 2, 4, 8)}
    def weight(line, value):
        return int.from_bytes(line.translate(table[value]), "big")
    with open(text_path, "rb") as text, open(walls_path, "wb") as out:
        above = text.readline().rstrip(b"\n")
        for _ in range(height):
            middle = text.readline().rstrip(b"\n")
            below = text.readline().rstrip(b"\n")
            if len(above) != 2 * width + 1 or len(middle) != 2 * width + 1 or len(below) != 2 * width + 1:
                raise SystemExit(f"scale.py: {text_path} is not a {width}x{height} block maze")
            total = (weight(above[1::2], 1) + weight(middle[2::2], 2) + weight(below[1::2], 4)
                     + weight(middle[0:-1:2], 8))
            out.write(total.to_bytes(width, "big"))
            above = below


def instructions(command):
    """Instructions one run executes (callgrind's total; stdout and stderr dropped)."""
    process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    for line in process.stderr.decode("utf-8", "replace").splitlines():
        if "Collected :" in line:
            return int(line.split()[-1]), process.returncode
    return 0, process.returncode or 1


def megabytes(n):
    return f"{n / 1e6:.2f} MB" if n < 1e7 else f"{n / 1e6:.0f} MB"


def mebibytes(kib):
    return f"{kib / 1024:.0f} MiB" if kib >= 10 * 1024 else f"{kib / 1024:.1f} MiB"


def seconds(s):
    return f"{s * 1000:.0f} ms" if s < 1 else f"{s:.2f} s"


def measure(case, args, directory):
    label, width, height, extra, rounds = case
    rounds = args.rounds or rounds
    ours_path = os.path.join(directory, "mazesheet.xlsx")
    floor_path = os.path.join(directory, "floor.xlsx")
    answer = [] if args.answer else ["--no-solution"]
    ours = [args.mazesheet, "-q", "--seed", "1", "-s", f"{width}x{height}", *answer, "--force",
            *extra, "-o", ours_path]
    floor = [args.floor, str(width), str(height), floor_path]
    if args.walls == "maze":
        text_path = os.path.join(directory, "maze.txt")
        walls_path = os.path.join(directory, "walls.bin")
        walls_height = min(height, max(1, WALLS_CELLS // width))
        sample = [arg if arg != f"{width}x{height}" else f"{width}x{walls_height}" for arg in ours[:-2]]
        made = subprocess.run([*sample, "--no-solution", "-o", text_path], stdin=subprocess.DEVNULL,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
        if made.returncode != 0:
            return label, "ours", made.returncode, made.stderr.decode("utf-8", "replace").strip().splitlines()
        write_walls(text_path, width, walls_height, walls_path)
        os.remove(text_path)
        floor.append(walls_path)
    else:
        floor.append("-")
    if args.answer:
        made = subprocess.run(ours, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              check=False)
        if made.returncode != 0:
            return label, "ours", made.returncode, made.stderr.decode("utf-8", "replace").strip().splitlines()
        picture_path = os.path.join(directory, "answer.png")
        with zipfile.ZipFile(ours_path) as workbook, open(picture_path, "wb") as picture:
            media = [name for name in workbook.namelist() if name.startswith("xl/media/")]
            if not media:
                return label, "ours", 1, ["no answer picture in the workbook (the path is shaded at this size)"]
            picture.write(workbook.read(media[0]))
        floor.append(picture_path)
    commands = {"ours": ours, "floor": floor}
    if args.instructions:
        counts = {}
        for name, command in commands.items():
            counts[name], code = instructions(command)
            if code != 0:
                return label, name, code, ["failed under valgrind"]
        sizes = {"ours": os.path.getsize(ours_path), "floor": os.path.getsize(floor_path)}
        return (label, 1, counts["ours"], counts["floor"], counts["ours"] / counts["floor"],
                counts["ours"] - counts["floor"], 0, 0, sizes["ours"], sizes["floor"])
    # One run each first: it fills the page cache and shows a refusal at
    # once (mazesheet first: the floor of a refused size is minutes spent).
    report = os.path.join(directory, "time.txt")
    for name, command in (commands.items() if rounds > 1 else []):
        _, _, code, error = run(command, report)
        if code != 0:
            return label, name, code, error
    times = {"ours": [], "floor": []}
    peaks = {"ours": [], "floor": []}
    ratios, differences = [], []
    for k in range(rounds):
        order = ["ours", "floor"] if k % 2 == 0 else ["floor", "ours"]
        got = {}
        for name in order:
            wall, peak, code, error = run(commands[name], report)
            if code != 0:
                return label, name, code, error
            got[name] = wall
            times[name].append(wall)
            peaks[name].append(peak)
        ratios.append(got["ours"] / got["floor"])
        differences.append(got["ours"] - got["floor"])
        print(f"  {label} round {k + 1}/{rounds}: mazesheet {seconds(got['ours'])}, "
              f"floor {seconds(got['floor'])}", file=sys.stderr)
    sizes = {"ours": os.path.getsize(ours_path), "floor": os.path.getsize(floor_path)}
    median = statistics.median
    return (label, rounds, median(times["ours"]), median(times["floor"]), median(ratios), median(differences),
            max(peaks["ours"]), max(peaks["floor"]), sizes["ours"], sizes["floor"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mazesheet", default=os.path.join(ROOT, "build", "src", "cli", "mazesheet"))
    parser.add_argument("--floor", default=os.path.join(ROOT, "build", "bench", "mazesheet-floor"))
    parser.add_argument("--rounds", type=int, help="rounds for every case (default: 15 small .. 1 largest)")
    parser.add_argument("--only", nargs="+", metavar="SIZE", help="these cases only (100x100, 2000x10000, ...)")
    parser.add_argument("--walls", choices=["maze", "pattern"], default="maze",
                        help="the floor's cell formats: the maze's own (default) or a fixed pattern")
    parser.add_argument("--dir", help="where the workbooks are written (default: a new temporary directory)")
    parser.add_argument("--answer", action="store_true",
                        help="the default workbook (with its answer) against the two-sheet floor with its picture")
    parser.add_argument("--instructions", action="store_true",
                        help="callgrind's instruction counts, one run each, instead of timed rounds")
    args = parser.parse_args()
    cases = [c for c in CASES if not args.only or c[0].split()[0] in args.only]
    if shutil.which("/usr/bin/time") is None:
        sys.exit("scale.py: needs GNU time as /usr/bin/time (Debian: apt-get install time)")
    directory = args.dir or tempfile.mkdtemp(prefix="mazesheet-scale-")

    if args.instructions:
        print("| maze | mazesheet instructions | floor instructions | ratio | difference | mazesheet file | floor file |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    else:
        print("| maze | rounds | mazesheet | floor | ratio | difference | mazesheet peak | floor peak "
              "| mazesheet file | floor file |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for case in cases:
        result = measure(case, args, directory)
        for leftover in ("mazesheet.xlsx", "floor.xlsx", "time.txt", "walls.bin", "answer.png"):
            if os.path.exists(os.path.join(directory, leftover)):
                os.remove(os.path.join(directory, leftover))
        if len(result) == 4:
            label, name, code, error = result
            who = "mazesheet" if name == "ours" else "floor"
            reason = error[-1] if error else ""
            print(f"| {label} | - | {who} exited {code}: {reason} | | | | | | | |")
        elif args.instructions:
            label, _, ours, floor, ratio, difference, _, _, ours_size, floor_size = result
            print(f"| {label} | {ours / 1e6:,.1f} M | {floor / 1e6:,.1f} M | {ratio:.3f}x | {difference / 1e6:+,.1f} M "
                  f"| {megabytes(ours_size)} | {megabytes(floor_size)} |")
        else:
            label, rounds, ours, floor, ratio, difference, ours_peak, floor_peak, ours_size, floor_size = result
            print(f"| {label} | {rounds} | {seconds(ours)} | {seconds(floor)} | {ratio:.3f}x "
                  f"| {difference * 1000:+.0f} ms | {mebibytes(ours_peak)} | {mebibytes(floor_peak)} "
                  f"| {megabytes(ours_size)} | {megabytes(floor_size)} |")
        sys.stdout.flush()
    if not args.dir:
        os.rmdir(directory)


if __name__ == "__main__":
    main()
