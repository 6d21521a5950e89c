#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The findings of the hostile battery (issue 31), each as a real run of the
program: file names that are not UTF-8 or hold a control character in the
answer key's XML, FIFOs and device nodes as inputs and outputs, two runs
writing the same files at once, PDF under `ulimit -v`, a user's file that
looks like an old temporary file, and the smaller findings (options'
values, a template's switches, --preview, --no-solution with --answers, too
few file descriptors, a dangling symbolic link).

Cases that need what this machine may refuse (mknod, a memory limit the
sanitizers' runtime cannot start under) are reported as skipped; the script
then exits 77 after running everything else (a failure anywhere still exits
1). Usage: test_hostile.py PATH_TO_MAZESHEET [--null-pdf-module=PATH] [CASE...]"""
import os
import resource
import shutil
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ElementTree
import zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checklist import check, finish  # noqa: E402

MAZESHEET = os.path.abspath(sys.argv[1])
VALIDATE = "/work/shared/validate-xlsx.sh"
skipped = []


def skip(why):
    skipped.append(why)
    print("SKIP " + why)


def run(args, cwd, timeout=60, **kwargs):
    """The program run with bytes arguments allowed; stderr decoded leniently."""
    streams = {"stderr": subprocess.PIPE} if "stdout" in kwargs else {"capture_output": True}
    try:
        result = subprocess.run([os.fsencode(MAZESHEET), *[os.fsencode(a) if isinstance(a, str) else a for a in args]],
                                cwd=cwd, timeout=timeout, **streams, **kwargs)
    except subprocess.TimeoutExpired:
        return None
    result.err = result.stderr.decode("utf-8", "replace")
    result.lines = result.err.splitlines()
    return result


def one_line(result, words, status):
    """Exit `status` and exactly one line on standard error holding `words`."""
    return (result is not None and result.returncode == status and len(result.lines) == 1
            and result.lines[0].startswith("mazesheet: ") and words in result.lines[0])


def said(result):
    return "timed out" if result is None else f"exit {result.returncode}: {result.err[:300]!r}"


def leftovers(directory):
    return sorted(n for n in os.listdir(directory) if b".tmp-" in os.fsencode(n) or n.startswith(".mazesheet"))


def fresh(parent, name):
    directory = os.path.join(parent, name)
    os.makedirs(directory)
    return directory


def custom_properties(path):
    """docProps/custom.xml parsed by a strict XML parser: {name: value}."""
    with zipfile.ZipFile(path) as package:
        root = ElementTree.fromstring(package.read("docProps/custom.xml"))
    values = {}
    for prop in root:
        values[prop.get("name")] = "".join(prop.itertext())
    return values


def opens_cleanly(path):
    """gnumeric reads the workbook without calling it damaged; the parts
    validate against the OOXML schemas where the project's validator is."""
    problems = []
    if shutil.which("ssconvert"):
        out = os.path.join(os.path.dirname(path), "gnumeric-check.csv")
        result = subprocess.run(["ssconvert", path, out], capture_output=True, text=True, errors="replace", timeout=120)
        if result.returncode != 0 or "damaged" in result.stderr.lower():
            problems.append(f"ssconvert: {result.returncode} {result.stderr.strip()[:200]}")
        if os.path.exists(out):
            os.unlink(out)
    if os.path.exists(VALIDATE):
        result = subprocess.run([VALIDATE, path], capture_output=True, text=True, errors="replace", timeout=120)
        if result.returncode != 0:
            problems.append("validate-xlsx: " + result.stdout.strip()[:300])
    return problems


# 1. Names that are not UTF-8 or hold a control character reach the key's
#    docProps/custom.xml through the one XML rule: the key stays well-formed.
def case_names(tmp):
    latin1 = b"\xdcbung"  # "Übung" in Latin-1
    for label, folder, stem, args, shown in (
        ("a Latin-1 name, --answer-key", b"", latin1, ["--answer-key"], "\\xdcbung.xlsx"),
        ("a control character, --answers PATH", b"", b"a\x01b", ["--answers", b"keys.xlsx"], "a\\x01b.xlsx"),
        ("a Latin-1 folder, --playable", b"Sch\xfcler", b"3b", ["--playable"], None),
        ("a Latin-1 name, --answers in a Latin-1 folder", b"", latin1, ["--answers", b"Sch\xfcler/k.xlsx"],
         "../\\xdcbung.xlsx"),
    ):
        directory = fresh(tmp, "names " + str(len(os.listdir(tmp))))
        if folder:
            os.makedirs(os.path.join(os.fsencode(directory), folder))
        os.makedirs(os.path.join(os.fsencode(directory), b"Sch\xfcler"), exist_ok=True)
        workbook = os.path.join(folder, stem + b".xlsx") if folder else stem + b".xlsx"
        result = run(["-s", "4x4", "--seed", "1", "-o", workbook, *args], directory)
        check(result is not None and result.returncode == 0, f"{label}: written: {said(result)}")
        if result is None or result.returncode != 0:
            continue
        keys = [os.path.join(os.fsencode(directory), a) for a in args if isinstance(a, bytes)]
        if not keys:
            keys = [os.path.join(os.fsencode(directory), folder, stem + b"-answers.xlsx")]
        key = keys[0]
        try:
            answers_for = custom_properties(os.fsdecode(key)).get("Answers for")
            well_formed = True
        except ElementTree.ParseError as error:
            answers_for, well_formed = str(error), False
        check(well_formed, f"{label}: the key's docProps/custom.xml is well-formed XML: {answers_for}")
        if shown is not None:
            check(answers_for == shown, f"{label}: the key records the workbook as {shown!r}: {answers_for!r}")
        problems = opens_cleanly(os.fsdecode(key))
        check(problems == [], f"{label}: the key opens cleanly: {problems}")
        # The record is read back: the same run again replaces its own key,
        # and another workbook may not take it.
        again = run(["-s", "4x4", "--seed", "2", "-o", workbook, *args], directory)
        check(again is not None and again.returncode == 0, f"{label}: run again, its own key replaced: {said(again)}")
        if shown is not None and "--answers" in args:
            other = run(["-s", "4x4", "--seed", "2", "-o", b"other.xlsx", *args], directory)
            check(one_line(other, "holds the answers to", 2),
                  f"{label}: another workbook may not replace that key: {said(other)}")


# 2. FIFOs never block a run: a fact file, /dev/stdin on a pipe, a template
#    naming a FIFO, an existing answer key that is a FIFO.
def case_fifos(tmp):
    directory = fresh(tmp, "fifos")
    os.mkfifo(os.path.join(directory, "facts.txt"))
    os.mkfifo(os.path.join(directory, "k.xlsx"))
    with open(os.path.join(directory, "t.toml"), "w") as f:
        f.write('facts = "./facts.txt"\n')
    reader, writer = os.pipe()  # standard input: a pipe nobody writes to
    try:
        for label, args, words, stdin in (
            ("--facts on a FIFO", ["--facts", "./facts.txt", "-o", "m.svg"],
             "--facts ./facts.txt: is a named pipe (FIFO), not a file", None),
            ("--facts /dev/stdin on a pipe", ["--facts", "/dev/stdin", "-o", "m.svg"],
             "--facts /dev/stdin: is a named pipe (FIFO), not a file", reader),
            # A template names no file to read at all: refused before any is opened.
            ("a template naming a FIFO", ["--template", "./t.toml", "-o", "m.svg"],
             "--template ./t.toml: line 1: facts names a file; a template names shipped masks and built-in fact "
             "sets only", None),
            ("an answer key that is a FIFO", ["-s", "4x4", "-o", "m.xlsx", "--answers", "k.xlsx"],
             "--answers: k.xlsx is a named pipe (FIFO), not a file", None),
            ("an output that is a FIFO", ["-s", "4x4", "-o", "k.xlsx"],
             "--output: k.xlsx is a named pipe (FIFO), not a file", None),
        ):
            started = time.monotonic()
            result = run(args, directory, timeout=20, stdin=stdin)
            seconds = time.monotonic() - started
            check(one_line(result, words, 2), f"{label}: exit 2, one line '{words}': {said(result)}")
            check(seconds < 10, f"{label}: at once ({seconds:.1f} s)")
    finally:
        os.close(reader)
        os.close(writer)
    check(sorted(os.listdir(directory)) == ["facts.txt", "k.xlsx", "t.toml"],
          f"FIFOs: nothing written: {sorted(os.listdir(directory))}")
    check(stat.S_ISFIFO(os.stat(os.path.join(directory, "k.xlsx")).st_mode), "FIFOs: the FIFO key is still a FIFO")
    # A socket as an output is refused the same way.
    server = socket.socket(socket.AF_UNIX)
    server.bind(os.path.join(directory, "s.jsonl"))
    try:
        result = run(["-s", "4x4", "-o", "m.txt", "--stats", "s.jsonl"], directory, timeout=20)
        check(one_line(result, "--stats: s.jsonl is a socket, not a file", 2), f"a socket as --stats: {said(result)}")
    finally:
        server.close()


# 5. Device nodes are never replaced: a node of the test's own (mknod; the
#    system's /dev/null is never tried) as -o, --answers and --stats.
def case_devices(tmp):
    directory = fresh(tmp, "devices")
    node = os.path.join(directory, "mynull")
    try:
        os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except OSError as error:
        skip(f"device nodes: mknod is refused here ({error})")
        return
    os.mknod(os.path.join(directory, "dev.txt"), 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    os.symlink("mynull", os.path.join(directory, "link.txt"))
    os.symlink("mynull", os.path.join(directory, "link.xlsx"))
    for label, args, words in (
        ("--stats on a device", ["-o", "a.txt", "--stats", "mynull"],
         "--stats: mynull is a device, not a file: mazesheet writes an output as a new file renamed over the old "
         "one, which would replace the device itself; leave out --stats for no measures, or give --stats - to write "
         "them to standard output"),
        ("-o on a device", ["-o", "dev.txt"], "--output: dev.txt is a device, not a file"),
        ("-o through a link to a device", ["-o", "link.txt"], "--output: link.txt is a device, not a file"),
        ("--answers on a device", ["-o", "a.xlsx", "--answers", "link.xlsx"],
         "--answers: link.xlsx is a device, not a file"),
    ):
        result = run(["-s", "4x4", "--seed", "1", *args], directory)
        check(one_line(result, words, 2), f"{label}: exit 2, one line '{words[:60]}...': {said(result)}")
        for name in ("mynull", "dev.txt"):
            info = os.lstat(os.path.join(directory, name))
            check(stat.S_ISCHR(info.st_mode) and os.major(info.st_rdev) == 1 and os.minor(info.st_rdev) == 3,
                  f"{label}: the device node {name} is still the device")
        check(sorted(os.listdir(directory)) == ["dev.txt", "link.txt", "link.xlsx", "mynull"],
              f"{label}: nothing written: {sorted(os.listdir(directory))}")


# 3. Two runs writing the same files at once never mix them. The first run
#    waits 3 s between its two renames (the test hook); the second starts
#    its whole run in that gap. Before the fix, the second run's workbook
#    ended beside the first run's key, both exiting 0.
def case_concurrent(tmp):
    def seed_of(path):
        if path.endswith(".xlsx"):
            return custom_properties(path).get("Seed")
        with open(path) as f:
            return f.read().split('"seed":', 1)[1].split(",", 1)[0]

    for label, outputs in (
        ("a workbook and its key", ["-o", "a.xlsx", "--answers", "k.xlsx"]),
        ("measures and stats in another folder", ["-o", "a.jsonl", "--stats", "sub/s.jsonl"]),
    ):
        directory = fresh(tmp, label)
        os.makedirs(os.path.join(directory, "sub"))
        first_target = os.path.join(directory, outputs[1])
        paths = [os.path.join(directory, outputs[1]), os.path.join(directory, outputs[3])]
        delayed = dict(os.environ, MAZESHEET_TEST_COMMIT_DELAY_MS="3000")
        first = subprocess.Popen([MAZESHEET, "-s", "4x4", "--seed", "1", *outputs], cwd=directory, env=delayed,
                                 stderr=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 60
        while not os.path.exists(first_target) and time.monotonic() < deadline and first.poll() is None:
            time.sleep(0.005)
        in_gap = os.path.exists(first_target) and first.poll() is None
        second = run(["-s", "4x4", "--seed", "2", *outputs], directory, timeout=60)
        _, first_err = first.communicate(timeout=60)
        check(in_gap, f"{label}: the second run started between the first run's renames")
        check(first.returncode == 0 and second is not None and second.returncode == 0,
              f"{label}: both runs succeed: {first.returncode} {first_err!r}, {said(second)}")
        seeds = [seed_of(p) for p in paths]
        check(seeds[0] == seeds[1], f"{label}: both files are one run's (seeds {seeds})")
        check(seeds[0] == "2", f"{label}: the run that committed last wins, whole (seeds {seeds})")
        check(leftovers(directory) == [] and leftovers(os.path.join(directory, "sub")) == [],
              f"{label}: nothing left behind: {leftovers(directory)}")


# 4. PDF under a memory limit (ulimit -v): a PDF, the same bytes as without
#    the limit, or one line and exit 1; never a signal, never fontconfig's
#    own lines, nothing left behind, the old PDF untouched.
SENTINEL = b"the previous file, which no failed run may touch\n"


def memory_limit(megabytes):
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
    return apply


def case_pdf_memory(tmp):
    directory = fresh(tmp, "pdf memory")
    probe = run(["-s", "4x4", "-o", "probe.txt"], directory, preexec_fn=memory_limit(1024))
    if probe is None or probe.returncode != 0:
        skip(f"PDF under ulimit -v: this build cannot run under a memory limit (a sanitizer's runtime?): {said(probe)}")
        return
    cases = (
        ("10x10", ["-s", "10x10", "--seed", "1"], (20, 30, 35, 40, 50, 60, 80, 100, 150, 200)),
        ("200x200 and its key", ["-s", "200x200", "--seed", "2", "--answers", "k.pdf"], (25, 30, 40, 60, 120)),
    )
    for label, args, limits in cases:
        reference = run([*args, "-o", "ref.pdf"], directory)
        with open(os.path.join(directory, "ref.pdf"), "rb") as f:
            expected = f.read()
        written = failed = 0
        for megabytes in limits:
            name = f"{label} under {megabytes} MB"
            for target in ("p.pdf", "k.pdf"):
                with open(os.path.join(directory, target), "wb") as f:
                    f.write(SENTINEL)
            result = run([*args, "-o", "p.pdf"], directory, timeout=300, preexec_fn=memory_limit(megabytes))
            check(result is not None and result.returncode in (0, 1),
                  f"{name}: exit 0 or 1, never a signal: {said(result)}")
            if result is None:
                continue
            # Besides the legibility warning a 200x200 page draws (the same with no limit).
            lines = [line for line in result.lines if not line.startswith("mazesheet: warning: ")]
            check(len(lines) == 1 and lines[0].startswith("mazesheet: "), f"{name}: one line: {result.err[:400]!r}")
            check(not any(sign in result.err for sign in ("Fontconfig", "GLib-", "Pango-", "(process:", "[ERROR]")),
                  f"{name}: none of fontconfig's, glib's or Pango's own lines: {result.err[:300]!r}")
            with open(os.path.join(directory, "p.pdf"), "rb") as f:
                content = f.read()
            if result.returncode == 0:
                written += 1
                check(content == expected, f"{name}: the same PDF as without the limit ({len(content)} bytes)")
            else:
                failed += 1
                check(content == SENTINEL and "cannot write p.pdf" in result.err or "PDF output needs" in result.err,
                      f"{name}: the old PDF untouched, the message names it: {result.err[:300]!r}")
            check(leftovers(directory) == [], f"{name}: nothing left behind: {leftovers(directory)}")
        check(written > 0 and failed > 0, f"{label}: the limits tried both succeed and fail ({written} written, "
                                          f"{failed} refused)")


# 7. A PDF module that makes no document is said to be one, not memory.
def case_null_module(tmp):
    module = next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--null-pdf-module=")), None)
    if module is None:
        skip("a PDF module that makes no document: no --null-pdf-module given (a build without PDF)")
        return
    folder = fresh(tmp, "null module")
    shutil.copy(MAZESHEET, os.path.join(folder, "mazesheet"))
    shutil.copy(module, os.path.join(folder, "mazesheet-pdf.so"))
    result = subprocess.run([os.path.join(folder, "mazesheet"), "-s", "4x4", "-o", "n.pdf"], cwd=folder,
                            capture_output=True, text=True, timeout=60)
    check(result.returncode == 1 and len(result.stderr.splitlines()) == 1
          and "cannot write n.pdf: the PDF module (" in result.stderr and "made no document" in result.stderr
          and "memory" not in result.stderr,
          f"a module that makes no document: exit 1, one line saying so: {result.returncode} {result.stderr!r}")
    check(sorted(os.listdir(folder)) == ["mazesheet", "mazesheet-pdf.so"], f"nothing written: {os.listdir(folder)}")


# 7. The smaller findings, each with one line naming the option.
def case_smaller(tmp):
    directory = fresh(tmp, "smaller")

    def refused(label, args, words, status=2, **kwargs):
        before = sorted(os.listdir(directory))
        result = run(args, directory, **kwargs)
        check(one_line(result, words, status), f"{label}: exit {status}, one line '{words}': {said(result)}")
        made = sorted(set(os.listdir(directory)) - set(before))
        check(made == [], f"{label}: nothing written: {made}")
        return result

    # Rows the page adds below a tall maze (spacer and footer rows) are counted.
    refused("-s 1x1046820 (rows the page adds)", ["-s", "1x1046820", "-o", "t.xlsx"],
            "--size: a maze 1046820 cells high needs 1048577 worksheet rows")
    refused("-s 1x1048570 (the tallest the old count named)", ["-s", "1x1048570", "-o", "t.xlsx"],
            "the tallest is 1046819")
    refused("-s 1x524285 in blocks", ["-s", "1x524285", "--style", "blocks", "-o", "t.xlsx"], "the tallest is 523409")
    tallest = run(["-s", "1x1046819", "--seed", "1", "-o", "tallest.xlsx"], directory, timeout=300)
    check(tallest is not None and tallest.returncode == 0 and zipfile.is_zipfile(os.path.join(directory, "tallest.xlsx")),
          f"-s 1x1046819, the tallest named, is written: {said(tallest)}")
    if os.path.exists(os.path.join(directory, "tallest.xlsx")):
        os.unlink(os.path.join(directory, "tallest.xlsx"))

    # A template's files: never read, never quoted.
    with open(os.path.join(directory, "secret.txt"), "w") as f:
        f.write("root:x:0:0:the first line of a file nobody named\n")
    for option, value in (("facts", "./secret.txt"), ("facts", "/etc/passwd"), ("mask", "./secret.txt")):
        with open(os.path.join(directory, "t.toml"), "w") as f:
            f.write(f'{option} = "{value}"\n')
        result = refused(f"a template's {option} = {value}", ["--template", "./t.toml", "-o", "m.svg"],
                         f"--template ./t.toml: line 1: {option} names a file; a template names shipped masks and "
                         f"built-in fact sets only")
        check(result is not None and "root:" not in result.err and value not in result.err,
              f"a template's {option} = {value}: nothing of the file or its name quoted")
    for setting in ('facts = "times-7"', 'mask = "heart"'):
        with open(os.path.join(directory, "t.toml"), "w") as f:
            f.write(setting + "\n")
        named = run(["--template", "./t.toml", "-o", "m.svg"], directory)
        check(named is not None and named.returncode == 0, f"a template's {setting}: {said(named)}")
        if os.path.exists(os.path.join(directory, "m.svg")):
            os.unlink(os.path.join(directory, "m.svg"))
    with open(os.path.join(directory, "x"), "w") as f:
        f.write('size = "5x5"\n')
    refused("--template x with ./x here", ["--template", "x"], "--template x: no shipped template has that name; "
            "the shipped ones are: ")
    result = run(["--template", "x"], directory)
    check(result is not None and result.err.rstrip().endswith("; a file called x is ./x"),
          f"--template x with ./x here: the hint names ./x: {said(result)}")

    # Values.
    for value in ("0x4", " 4", "+4", "4 ", "04x"):
        refused(f"--per-page '{value}'", ["-s", "4x4", "--per-page", value, "-o", "m.pdf"],
                f"--per-page: expected 1, 2, 4 or 6 mazes on a page, got '{value}'")
    for value in ("2147483648,1", "1,99999999999999999999"):
        refused(f"--start {value}", ["-s", "4x4", "--start", value, "-o", "m.txt"],
                f"--start: {value} is outside the maze; COL,ROW count from 1")

    # A template may not ask for a list (the run would write nothing, exit 0).
    with open(os.path.join(directory, "t.toml"), "w") as f:
        f.write("list-facts = true\n")
    refused("a template's list-facts = true", ["--template", "./t.toml", "-o", "m.xlsx"],
            "--template ./t.toml: line 1: list-facts cannot be set by a template")

    # --no-solution with --answers: contradictory, refused.
    refused("--no-solution --answers k.xlsx", ["-s", "4x4", "--no-solution", "--answers", "k.xlsx", "-o", "m.xlsx"],
            "--answers: asks for the answers in a key, and --no-solution leaves them out")
    refused("--no-solution --answers", ["-s", "4x4", "--no-solution", "--answers", "-o", "m.xlsx"],
            "--answers: asks for the answers in a key, and --no-solution leaves them out")

    # --preview on a standard output that cannot take it: nothing replaced.
    with open(os.path.join(directory, "p.txt"), "wb") as f:
        f.write(SENTINEL)
    with open("/dev/full", "w") as full:
        result = run(["-s", "4x4", "--preview", "-o", "p.txt"], directory, stdout=full)
    check(one_line(result, "--preview: cannot write to standard output: disk full", 1),
          f"--preview > /dev/full: exit 1, one line: {said(result)}")
    with open(os.path.join(directory, "p.txt"), "rb") as f:
        check(f.read() == SENTINEL, "--preview > /dev/full: the old output is not replaced")
    check(leftovers(directory) == [], f"--preview > /dev/full: nothing left: {leftovers(directory)}")

    # Too few file descriptors (ulimit -n): one line of the program's, no
    # libxlsxwriter or fontconfig line, no blame on permissions.
    def descriptors(count):
        def apply():
            resource.setrlimit(resource.RLIMIT_NOFILE, (count, count))
        return apply
    outer = directory
    directory = fresh(outer, "descriptors")
    # A sanitizer's runtime cannot check types with so few descriptors (UBSan
    # reports an "invalid vptr" it cannot read): a sanitizer build skips these.
    with open(MAZESHEET, "rb") as program:
        sanitized = b"__ubsan_handle_" in program.read()  # the runtime's entry points it calls
    counts = range(0) if sanitized else range(4, 9)
    if sanitized:
        skip("ulimit -n: a sanitizer's runtime cannot check types with 4 to 8 descriptors")
    for count in counts:
        for name, key in (("f.xlsx", "k.xlsx"), ("f.pdf", "k.pdf")):
            result = run(["-s", "20x20", "-o", name, "--answers", key], directory, preexec_fn=descriptors(count))
            label = f"ulimit -n {count}, {name} and its key"
            if result is not None and result.returncode == 0:
                check(len(result.lines) == 1 and "wrote" in result.err, f"{label}: written, one line: {said(result)}")
                for made in (name, key):
                    os.unlink(os.path.join(directory, made))
                continue
            check(result is not None and result.returncode == 1 and len(result.lines) == 1
                  and result.lines[0].startswith("mazesheet: ")
                  and ("too many open files" in result.err or "Too many open files" in result.err)
                  and "permission" not in result.err and "[ERROR]" not in result.err and "Fontconfig" not in result.err,
                  f"{label}: exit 1, one line blaming the open files: {said(result)}")
            check(leftovers(directory) == [], f"{label}: nothing left: {leftovers(directory)}")

    # A dangling symbolic link to another output is that output.
    directory = outer
    os.symlink("a.xlsx", os.path.join(directory, "dangling.xlsx"))
    refused("a dangling link to the output as --answers", ["-s", "4x4", "-o", "a.xlsx", "--answers", "dangling.xlsx"],
            "--answers: dangling.xlsx is the same file as --output a.xlsx")


CASES = {
    "names": case_names,
    "fifos": case_fifos,
    "devices": case_devices,
    "concurrent": case_concurrent,
    "pdf-memory": case_pdf_memory,
    "null-module": case_null_module,
    "smaller": case_smaller,
}


def main():
    wanted = [a for a in sys.argv[2:] if not a.startswith("--")] or list(CASES)
    with tempfile.TemporaryDirectory(prefix="mazesheet-hostile-") as tmp:
        for name in wanted:
            CASES[name](fresh(tmp, name))
    return finish(skipped)


if __name__ == "__main__":
    sys.exit(main())
