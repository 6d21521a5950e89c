#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The progress bar, on a real pseudo-terminal (Python's pty): shown for runs
over a second, with what is being done, a percentage and a time; rewritten
in place with carriage returns, never wider than the terminal, and cleared
before the closing messages. Nothing of it when standard error is not a
terminal, with --quiet, or for a short run; the files written are the same
bytes either way. Usage: test_progress.py PATH_TO_MAZESHEET"""
import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios

MAZESHEET = os.path.abspath(sys.argv[1])
failures = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def on_terminal(args, cwd, columns=100):
    """Runs mazesheet with standard error on a pseudo-terminal of `columns`
    columns; returns the exit status and everything the terminal received."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    process = subprocess.Popen([MAZESHEET, *args], cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=slave)
    os.close(slave)
    received = b""
    while True:
        ready, _, _ = select.select([master], [], [], 1.0)
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: the process closed its end
                break
            if not data:
                break
            received += data
        elif process.poll() is not None:
            break
    os.close(master)
    return process.wait(timeout=300), received.decode("utf-8", "replace")


def main():
    with tempfile.TemporaryDirectory(prefix="mazesheet-progress-") as tmp:
        # Carving (a slow random walk: about 3 s here, so that the bar shows
        # and moves however fast the machine) and solving. On a
        # narrow terminal the bar gives way and every update still fits.
        status, screen = on_terminal(["-s", "3000x3000", "-a", "aldous-broder", "--seed", "5", "-o", "walk.txt"], tmp,
                                     columns=40)
        updates = screen.split("\r")
        check(status == 0, f"long run exits 0 ({status})")
        check(len(updates) > 5, f"the line is rewritten in place ({len(updates)} carriage returns)")
        for stage in ("mazesheet: carving", "mazesheet: solving"):
            check(any(u.startswith(stage) for u in updates), f"shows the stage '{stage}'")
        progress = [u for u in updates if u.startswith("mazesheet: ") and "warning" not in u and "wrote" not in u]
        check(progress and all(len(u) <= 39 for u in progress), f"40 columns: every update fits: {progress[:3]}")

        # Writing a workbook's rows, then zipping it, on a wide terminal.
        # Big enough that writing its rows lasts over two seconds, so an
        # estimate of the time left shows (after a second, when at least a
        # second is left).
        writing = ["-s", "1800x1800", "--seed", "5", "-o", "bar.xlsx"]
        status, screen = on_terminal(writing, tmp, columns=100)
        updates = screen.split("\r")
        check(status == 0, f"workbook run exits 0 ({status})")
        for stage in ("bar.xlsx: writing rows", "bar.xlsx: zipping"):
            check(any(stage in u for u in updates), f"shows the stage '{stage}'")
        bars = [u for u in updates if u.startswith("mazesheet: ") and "%" in u and "warning" not in u]
        check(any(re.search(r" \d{1,3}% \[#*\.*\] (about \d+:\d\d left|\d+:\d\d)$", u) for u in bars),
              f"shows a percentage, a bar and a time: {bars[:2]}")
        check(any(u.endswith(" left") for u in bars), "shows an estimate of the time left")
        progress = [u for u in updates if u.startswith("mazesheet: ") and "warning" not in u and "wrote" not in u]
        check(progress and all(len(u) <= 99 for u in progress), "no update is wider than the terminal")
        first_message = min(i for i in (screen.find("mazesheet: warning"), screen.find("mazesheet: wrote")) if i >= 0)
        cleared = screen[screen.rfind("\r", 0, first_message - 1):first_message]
        check(cleared.strip(" \r") == "", f"the bar is cleared before the closing messages: {cleared!r}")
        check(screen.rstrip().endswith("seed 5"), "the closing line is the last thing on the terminal")
        with open(os.path.join(tmp, "bar.xlsx"), "rb") as f:
            on_screen_bytes = f.read()

        # The same run with standard error not a terminal: the same file, and
        # no progress at all.
        result = subprocess.run([MAZESHEET, *writing[:-1], "plain.xlsx"], cwd=tmp, capture_output=True, text=True,
                                timeout=300)
        check(result.returncode == 0 and "\r" not in result.stderr and "writing" not in result.stderr
              and "zipping" not in result.stderr, f"no progress when standard error is a pipe: {result.stderr!r}")
        with open(os.path.join(tmp, "plain.xlsx"), "rb") as f:
            check(f.read() == on_screen_bytes, "the progress bar does not change the file's bytes")

        # Several mazes: which one, of how many. Which stage the first update
        # lands in depends on the machine's speed (under a sanitizer it may be
        # a later maze's writing), so any stage counts.
        status, screen = on_terminal(["-s", "500x500", "-a", "aldous-broder", "--count", "12", "-o", "set.txt"], tmp)
        check(status == 0 and re.search(r"mazesheet: maze \d+ of 12: (carving|solving|writing)", screen) is not None,
              f"--count shows maze k of N: {screen.split(chr(13))[1:3]}")

        # A workbook class set: every maze's stage names the file (the first
        # maze's said "writing rows" once, the others' "writing set.xlsx").
        status, screen = on_terminal(["-s", "700x700", "--count", "3", "--seed", "6", "-o", "set.xlsx"], tmp)
        stages = {re.sub(r"^mazesheet: maze \d+ of 3: ([a-z .]+?)(  .*)?$", r"\1", u) for u in screen.split("\r")
                  if u.startswith("mazesheet: maze ")}
        check(status == 0 and "writing set.xlsx" in stages and "writing rows" not in stages,
              f"a workbook class set names the file for every maze: {sorted(stages)}")

        # --quiet, and a short run: nothing but the closing line.
        status, screen = on_terminal(["-s", "1600x1600", "-a", "aldous-broder", "-q", "-o", "q.txt"], tmp)
        check(status == 0 and "\r" not in screen.replace("\r\n", "\n"), f"--quiet: no progress: {screen[:200]!r}")
        status, screen = on_terminal(["-s", "20x20", "-o", "s.txt"], tmp)
        check(status == 0 and "\r" not in screen.replace("\r\n", "\n") and screen.count("mazesheet:") == 1,
              f"a run under a second shows no progress: {screen!r}")

    print(f"{len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
