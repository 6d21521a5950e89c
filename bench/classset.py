#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A class set against one maze of the same cells, side by side.

`mazesheet --count N -s WxH` (N mazes, each with its hidden solution sheet)
against `mazesheet -s SxS`, one maze with about as many cells (S = the
rounded square root of N*W*H: 632x632 for 1000 mazes of 20x20). Both write
the default workbook. For several rounds it runs them in turn (A B, then
B A) and prints medians of wall time, of CPU time (user + system, from
wait4) and of system time, and the median of each round's ratio, so that
drift of the machine's speed between rounds cancels. --instructions runs
each once under valgrind's callgrind and compares instruction counts, which
barely move from run to run. Public tools only: Python's standard library.

    bench/classset.py                          # 1000 mazes of 20x20, 5 rounds
    bench/classset.py --count 100 --rounds 9
    bench/classset.py --instructions
"""
import argparse
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command):
    """Wall seconds, user + system seconds and system seconds of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    process = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if process.returncode != 0:
        sys.exit(f"classset.py: {' '.join(command)} exited {process.returncode}: "
                 f"{process.stderr.decode('utf-8', 'replace').strip()}")
    user = after.ru_utime - before.ru_utime
    system = after.ru_stime - before.ru_stime
    return wall, user + system, system


def instructions(command):
    process = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    for line in process.stderr.decode("utf-8", "replace").splitlines():
        if "Collected :" in line:
            return int(line.split()[-1])
    sys.exit(f"classset.py: {' '.join(command)} failed under valgrind")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mazesheet", default=os.path.join(ROOT, "build", "src", "cli", "mazesheet"))
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--size", default="20x20", help="each maze of the set, WxH")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--instructions", action="store_true", help="callgrind's counts, one run each")
    args = parser.parse_args()
    width, height = (int(n) for n in args.size.split("x"))
    side = round(math.sqrt(args.count * width * height))
    with tempfile.TemporaryDirectory(prefix="mazesheet-classset-") as directory:
        common = [args.mazesheet, "-q", "--seed", "1"]
        commands = {
            "set": [*common, "-s", args.size, "--count", str(args.count), "-o", os.path.join(directory, "set.xlsx")],
            "one": [*common, "-s", f"{side}x{side}", "--force", "-o", os.path.join(directory, "one.xlsx")],
        }
        label = f"`--count {args.count} -s {args.size}` / `-s {side}x{side}`"
        if args.instructions:
            counts = {name: instructions(command) for name, command in commands.items()}
            print("| request | class set | one maze | ratio |")
            print("| --- | ---: | ---: | ---: |")
            print(f"| {label} (instructions) | {counts['set'] / 1e9:.2f} G | {counts['one'] / 1e9:.2f} G "
                  f"| {counts['set'] / counts['one']:.3f}x |")
            return
        results = {"set": [], "one": []}
        ratios = {"wall": [], "cpu": []}
        for k in range(args.rounds):
            got = {}
            for name in (["set", "one"] if k % 2 == 0 else ["one", "set"]):
                got[name] = run(commands[name])
                results[name].append(got[name])
            ratios["wall"].append(got["set"][0] / got["one"][0])
            ratios["cpu"].append(got["set"][1] / got["one"][1])
            print(f"  round {k + 1}/{args.rounds}: set {got['set'][0]:.2f} s, one {got['one'][0]:.2f} s",
                  file=sys.stderr)
        median = statistics.median

        def column(name, index):
            return median(r[index] for r in results[name])

        print("| request | rounds | class set wall / CPU / system | one maze wall / CPU / system "
              "| ratio, wall | ratio, CPU |")
        print("| --- | ---: | ---: | ---: | ---: | ---: |")
        print(f"| {label} | {args.rounds} | {column('set', 0):.2f} / {column('set', 1):.2f} / {column('set', 2):.2f} s "
              f"| {column('one', 0):.2f} / {column('one', 1):.2f} / {column('one', 2):.2f} s "
              f"| {median(ratios['wall']):.3f}x | {median(ratios['cpu']):.3f}x |")


if __name__ == "__main__":
    main()
