#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Every mazesheet command a README shows runs as written: each command line
of its shell code blocks (```sh, bash, shell; in ```console blocks the lines
after a "$ " prompt) that calls mazesheet is run in a fresh empty folder,
through bash, with `mazesheet` on the PATH. It must exit 0, and every file it
names as an output (-o, --answers, --stats) or reports writing ("wrote ...")
must exist and not be empty; a command that writes no file must print
something. Input files the command names but a fresh folder lacks (a mask
picture, a mask or template file of the user's own) are put there first,
made from the project's own examples. Commands whose mazes have more than
--max-cells cells in all are listed and skipped, unless MAZESHEET_FULL_TESTS
is set; beyond --bench-cells (50 million) they are always skipped: such a
run takes minutes of one core and is measured by bench/scale.py instead
(bench/README.md), so CI's full run keeps its time.

usage: test_readme.py MAZESHEET README.md [--max-cells N] [--chroot ROOT]
  MAZESHEET  the program to call `mazesheet` (ignored with --chroot)
  --chroot   run each command inside the Debian root ROOT, whose installed
             mazesheet is used (scripts/test-deb.sh)
       test_readme.py --self-test   checks the extractor on a made-up README
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

from checklist import check, failures, finish

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(os.path.dirname(HERE))
# Stand-ins for input files of the user's own, by extension.
FIXTURES = {
    ".png": os.path.join(PROJECT, "tests", "golden", "arrow-mask.png"),
    ".toml": os.path.join(PROJECT, "templates", "small.toml"),
    ".txt": os.path.join(PROJECT, "templates", "masks", "heart.txt"),
    "": os.path.join(PROJECT, "templates", "masks", "heart.txt"),
}
# A fact file of the user's own (--facts words.txt).
FACT_FILE = os.path.join(PROJECT, "samples", "spelling.txt")
INPUT_OPTIONS = ("--mask", "--template", "--facts")
OUTPUT_OPTIONS = ("-o", "--output", "--answers", "--stats")
SHELL_BLOCKS = {"sh", "bash", "shell", "zsh"}
CONSOLE_BLOCKS = {"console", "sh-session", "shell-session"}
FENCE = re.compile(r"^\s*(`{3,}|~{3,})\s*([^\s`]*)")
OPERATORS = set("();<>|&")

# ------------------------------------------------------------- extracting

def shell_lines(markdown):
    """(line number, command line) for every command in the shell blocks,
    continuation lines (a trailing backslash) joined."""
    found = []
    fence, kind, pending, start = None, None, "", 0
    for number, line in enumerate(markdown.splitlines(), 1):
        opening = FENCE.match(line)
        if fence is None:
            if opening:
                fence, kind = opening.group(1), opening.group(2).lower()
            continue
        if line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
            fence, kind, pending = None, None, ""
            continue
        if kind not in SHELL_BLOCKS and kind not in CONSOLE_BLOCKS:
            continue
        text = line.strip()
        if not pending:
            if kind in CONSOLE_BLOCKS:
                if not text.startswith("$ "):
                    continue  # the command's output
                text = text[2:]
            start = number
        text = pending + text
        if text.endswith("\\"):
            pending = text[:-1] + " "
            continue
        pending = ""
        if text and not text.startswith("#"):
            found.append((start, text))
    return found


def words(command):
    """The command's words up to its first shell operator (a pipe or a
    redirection), comments dropped."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    out = []
    for token in lexer:
        if token and set(token) <= OPERATORS:
            break
        out.append(token)
    return out


def mazesheet_arguments(command):
    """The arguments of a mazesheet command (after any VAR=value), or None
    when the line runs another program."""
    try:
        tokens = words(command)
    except ValueError:
        return None
    while tokens and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", tokens[0]):
        tokens = tokens[1:]
    if not tokens or tokens[0] != "mazesheet":
        return None
    return tokens[1:]


def commands(markdown):
    """(line number, command line, arguments) of each mazesheet command."""
    out = []
    for number, line in shell_lines(markdown):
        arguments = mazesheet_arguments(line)
        if arguments is not None:
            out.append((number, line, arguments))
    return out


def option_values(arguments, names):
    """Values of the options `names` (-o X, -oX, --output X, --output=X)."""
    values = []
    i = 0
    while i < len(arguments):
        arg = arguments[i]
        for name in names:
            if arg == name and i + 1 < len(arguments):
                values.append(arguments[i + 1])
                i += 1
                break
            if name.startswith("--") and arg.startswith(name + "="):
                values.append(arg[len(name) + 1:])
                break
            if not name.startswith("--") and arg.startswith(name) and len(arg) > len(name):
                values.append(arg[len(name):])
                break
        i += 1
    return values


def named_outputs(arguments):
    return [v for v in option_values(arguments, OUTPUT_OPTIONS) if v != "-"]


def named_inputs(arguments):
    """Files the command reads: --mask, --template and --facts values that are paths
    (a name has no '/' and no '.')."""
    return [v for v in option_values(arguments, INPUT_OPTIONS) if "/" in v or "." in v]


def cells(arguments):
    """Cells of all the mazes asked for by -s and --count (0: the size is not
    given on the command line)."""
    total = 0
    for size in option_values(arguments, ("-s", "--size")):
        match = re.match(r"^(\d+)[xX](\d+)$", size)
        if match:
            total = int(match.group(1)) * int(match.group(2))
    counts = [int(c) for c in option_values(arguments, ("--count",)) if c.isdigit()]
    return total * (counts[-1] if counts else 1)


def reported_outputs(stderr):
    """Files a run reports writing: "mazesheet: wrote A and B: ..."."""
    out = []
    for match in re.finditer(r"^mazesheet: wrote (.+?)(?: and (.+?))?: \d+ mazes?,", stderr, re.M):
        out += [name for name in match.groups() if name and name != "standard output"]
    return out


# ---------------------------------------------------------------- running

def provide_inputs(arguments, folder):
    facts = set(option_values(arguments, ("--facts",)))
    for name in named_inputs(arguments):
        target = os.path.join(folder, name)
        if os.path.isabs(name) or os.path.exists(target):
            continue
        extension = os.path.splitext(name)[1].lower()
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(FACT_FILE if name in facts else FIXTURES.get(extension, FIXTURES[""]), target)


def run_command(line, arguments, program, chroot):
    """Runs the command line in a fresh folder; returns the folder's path on
    this machine (the caller removes it), the process and the outputs."""
    if chroot:
        folder = tempfile.mkdtemp(prefix="readme-", dir=os.path.join(chroot, "tmp"))
        inside = "/" + os.path.relpath(folder, chroot)
        call = ["chroot", chroot, "/bin/bash", "-c", f"cd {shlex.quote(inside)} && set -o pipefail && {line}"]
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin", "HOME": "/root", "LANG": "C.UTF-8"}
    else:
        folder = tempfile.mkdtemp(prefix="mazesheet-readme-")
        bin_dir = os.path.join(folder, ".bin")
        os.mkdir(bin_dir)
        os.symlink(program, os.path.join(bin_dir, "mazesheet"))
        call = ["bash", "-c", f"set -o pipefail && {line}"]
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"))
    provide_inputs(arguments, folder)
    process = subprocess.run(call, cwd=folder, env=env, stdin=subprocess.DEVNULL, capture_output=True,
                             text=True, errors="replace", timeout=1800)
    return folder, process


def check_command(number, line, arguments, program, chroot):
    folder, process = run_command(line, arguments, program, chroot)
    try:
        outputs = list(dict.fromkeys(named_outputs(arguments) + reported_outputs(process.stderr)))
        missing = [name for name in outputs
                   if not os.path.isfile(os.path.join(folder, name)) or os.path.getsize(os.path.join(folder, name)) == 0]
        said = f"line {number}: {line}"
        if process.returncode != 0:
            check(False, f"{said}: exit {process.returncode}: {process.stderr.strip()[-400:]}")
        elif missing:
            check(False, f"{said}: no output {', '.join(missing)}")
        elif not outputs and not process.stdout.strip():
            check(False, f"{said}: wrote no file and printed nothing")
        else:
            check(True, f"{said}" + (f" -> {', '.join(outputs)}" if outputs else " (printed)"))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def self_test():
    readme = "\n".join([
        "Some text with `mazesheet -o prose.xlsx` in it.",
        "```sh",
        "mazesheet -o a.xlsx   # a comment",
        "mazesheet --title \"Two words\" \\",
        "  --answers key.xlsx",
        "scripts/run.sh -s 5x5",
        "# mazesheet in a comment",
        "LANG=C mazesheet -s 3x4 --count 2 -o- | head -1",
        "```",
        "```python",
        "mazesheet = 1",
        "```",
        "```console",
        "$ mazesheet --version",
        "mazesheet 0.1.0",
        "```",
        "  ~~~bash",
        "  mazesheet --mask my/drawing.png --template=mine.toml --stats=s.jsonl --output out.svg",
        "  ~~~",
        "```",
        "mazesheet -o unlabelled.xlsx",
        "```",
    ])
    found = commands(readme)
    check([(n, a) for n, _, a in found] == [
        (3, ["-o", "a.xlsx"]),
        (4, ["--title", "Two words", "--answers", "key.xlsx"]),
        (8, ["-s", "3x4", "--count", "2", "-o-"]),
        (14, ["--version"]),
        (18, ["--mask", "my/drawing.png", "--template=mine.toml", "--stats=s.jsonl", "--output", "out.svg"]),
    ], f"extracts the mazesheet commands of shell blocks only: {found}")
    check([named_outputs(a) for _, _, a in found] == [["a.xlsx"], ["key.xlsx"], [], [], ["s.jsonl", "out.svg"]],
          "finds the outputs each names")
    check(named_inputs(found[4][2]) == ["my/drawing.png", "mine.toml"], "finds the input files")
    check(cells(found[2][2]) == 24 and cells(found[0][2]) == 0, "counts the cells asked for")
    check(reported_outputs("mazesheet: wrote 3b.xlsx and answer-key.xlsx: 25 mazes, backtracker 15x20, seeds 1\n"
                           "mazesheet: wrote standard output: 1 maze, prim 5x5, seed 2\n") == ["3b.xlsx", "answer-key.xlsx"],
          "reads the files a run reports writing")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("program", nargs="?")
    parser.add_argument("readme", nargs="?")
    parser.add_argument("--max-cells", type=int, default=5_000_000)
    parser.add_argument("--bench-cells", type=int, default=50_000_000)
    parser.add_argument("--chroot")
    parser.add_argument("--self-test", action="store_true")
    options = parser.parse_args()
    self_test()
    if options.self_test:
        return 1 if failures else 0
    with open(options.readme, encoding="utf-8") as f:
        found = commands(f.read())
    check(len(found) > 0, f"{options.readme} shows mazesheet commands ({len(found)})")
    full = bool(os.environ.get("MAZESHEET_FULL_TESTS"))
    program = os.path.abspath(options.program) if not options.chroot else None
    for number, line, arguments in found:
        if cells(arguments) > options.bench_cells:
            print(f"skip line {number}: {line} ({cells(arguments):,} cells; bench/scale.py measures it)")
            continue
        if not full and cells(arguments) > options.max_cells:
            print(f"skip line {number}: {line} ({cells(arguments):,} cells; MAZESHEET_FULL_TESTS=1 runs it)")
            continue
        check_command(number, line, arguments, program, options.chroot)
    return finish()


if __name__ == "__main__":
    sys.exit(main())
