#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""No function in src/ is longer than a reader can hold: each function's
lines, from its first line to its closing brace, as Universal Ctags finds
them (a lambda counts with the function it is written in). Lists the
longest five, and every function over the limit; exit 77 (skipped) without
ctags.

usage: test_function_lengths.py SRC_DIR [LIMIT]
"""
import os
import shutil
import subprocess
import sys


def lengths(src):
    """(lines, path, name) of every function in src, longest first."""
    result = subprocess.run(["ctags", "-R", "--languages=C++", "--kinds-C++=f", "--fields=+ne", "-f", "-", src],
                            capture_output=True, text=True, check=True)
    found = []
    for line in result.stdout.splitlines():
        fields = line.split("\t")
        extra = dict(f.split(":", 1) for f in fields[3:] if ":" in f)
        if "line" in extra and "end" in extra:
            found.append((int(extra["end"]) - int(extra["line"]) + 1, os.path.relpath(fields[1], src), fields[0]))
    return sorted(found, reverse=True)


def main():
    if shutil.which("ctags") is None:
        print("ctags (universal-ctags) is not installed: skipped")
        return 77
    src, limit = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 150
    found = lengths(src)
    if not found:
        print("ctags found no functions: is it Universal Ctags?")
        return 1
    for count, path, name in found[:5]:
        print(f"{count:5d}  {path}  {name}")
    over = [f for f in found if f[0] > limit]
    for count, path, name in over:
        print(f"FAIL: {path}: {name} is {count} lines, over {limit}: split it")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
