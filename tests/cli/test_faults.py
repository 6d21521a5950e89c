#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Faults on a real process: real signals (SIGINT, SIGTERM, SIGHUP, SIGPIPE,
SIGKILL), a real file size limit (setrlimit, as `ulimit -f` does), a real
full disk (a small tmpfs mounted for the test), a file name at the length
limit, closed standard streams, FIFOs and devices as inputs, a rename that
fails (a target made a folder, a bind-mounted target) and abandoned
temporary files.

In every case: no temporary file is left beside the target, the previous
file at the target is untouched, the exit status is the documented one, and
standard error holds exactly one line (none for SIGPIPE).

The full-disk and bind-mount cases need to mount (root, or CAP_SYS_ADMIN). Where
that is refused they are reported as skipped and the script exits 77 (ctest
shows the test as skipped) after running everything else; a failure anywhere
still exits 1. Usage: test_faults.py PATH_TO_MAZESHEET"""
import os
import resource
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zipfile
import zlib

MAZESHEET = os.path.abspath(sys.argv[1])
SENTINEL = b"the previous file, which no failed run may touch\n"
failures = []
skipped = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message)
    if not condition:
        failures.append(message)


def temporaries(directory):
    return sorted(n for n in os.listdir(directory) if ".tmp-" in n)


def wait_for(condition, seconds=240.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


def fresh_directory(parent, name, targets):
    directory = os.path.join(parent, name)
    os.makedirs(directory)
    for target in targets:
        with open(os.path.join(directory, target), "wb") as f:
            f.write(SENTINEL)
    return directory


def previous_files_kept(directory, targets):
    for target in targets:
        with open(os.path.join(directory, target), "rb") as f:
            if f.read() != SENTINEL:
                return False
    return True


def signal_case(tmp, name, number, args, targets, until, named=None):
    """Starts a run, waits until `until(directory)` says it is in the phase
    to test, sends the signal and checks what it left. With `until` None the
    run writes block text to a pipe nobody reads: the signal comes once it is
    blocked there, its temporary files open."""
    directory = fresh_directory(tmp, name, targets)
    process = subprocess.Popen([MAZESHEET, *args], cwd=directory, stdout=subprocess.PIPE if until is None
                               else subprocess.DEVNULL, stderr=subprocess.PIPE)
    if until is None:
        reached = len(process.stdout.read(4096)) == 4096 and temporaries(directory) != []
    else:
        reached = wait_for(lambda: until(directory) or process.poll() is not None)
    still_running = process.poll() is None
    if still_running:
        process.send_signal(number)
    _, err = process.communicate(timeout=120)
    err = err.decode()
    check(reached and still_running, f"{name}: the signal arrived while the run was working")
    named = named or signal.Signals(number).name
    check(process.returncode == -number,
          f"{name}: dies by {named} (exit status {128 + number} in a shell): {process.returncode}")
    lines = err.splitlines()
    words = f"mazesheet: stopped by {named}"
    check(len(lines) == 1 and lines[0].startswith(words) and "no output was changed" in lines[0],
          f"{name}: one line '{words}...': {err!r}")
    check(temporaries(directory) == [], f"{name}: no temporary file left: {temporaries(directory)}")
    check(previous_files_kept(directory, targets), f"{name}: the previous files are untouched")


def temporary_sizes(directory):
    return [os.path.getsize(os.path.join(directory, n)) for n in temporaries(directory)]


def file_size_limit(limit):
    def apply():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def limited_case(tmp, name, args, target, limit, words):
    directory = fresh_directory(tmp, name, [target])
    result = subprocess.run([MAZESHEET, *args, "-o", target], cwd=directory, capture_output=True, text=True,
                            preexec_fn=file_size_limit(limit), timeout=120)
    lines = result.stderr.splitlines()
    check(result.returncode == 1, f"{name}: exit 1 (not killed by SIGXFSZ): {result.returncode}")
    check(len(lines) == 1 and all(w in lines[0] for w in words), f"{name}: one line naming {words}: {result.stderr!r}")
    check(temporaries(directory) == [], f"{name}: no temporary file left: {temporaries(directory)}")
    check(previous_files_kept(directory, [target]), f"{name}: the previous file is untouched")


def mount_tmpfs(path, size):
    os.makedirs(path)
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path], capture_output=True,
                            text=True)
    return result.returncode == 0, result.stderr.strip()


def disk_full_cases(tmp):
    disk = os.path.join(tmp, "small-disk")
    mounted, why = mount_tmpfs(disk, "512k")
    if not mounted:
        skipped.append(f"disk full: cannot mount a tmpfs here ({why})")
        print("SKIP disk full: cannot mount a tmpfs here:", why)
        return
    try:
        for name, args, target in (
            ("disk full, workbook", ["-s", "400x400", "--seed", "1"], "big.xlsx"),
            ("disk full, block text", ["-s", "600x600", "--seed", "1"], "big.txt"),
        ):
            with open(os.path.join(disk, target), "wb") as f:
                f.write(SENTINEL)
            result = subprocess.run([MAZESHEET, *args, "-o", target], cwd=disk, capture_output=True, text=True,
                                    timeout=120)
            lines = result.stderr.splitlines()
            check(result.returncode == 1, f"{name}: exit 1: {result.returncode}")
            check(len(lines) == 1 and lines[0] == f"mazesheet: cannot write {target}: disk full (no space left on device)",
                  f"{name}: one line naming the target (not its temporary file) and the cause: {result.stderr!r}")
            check(temporaries(disk) == [], f"{name}: no temporary file left: {temporaries(disk)}")
            check(previous_files_kept(disk, [target]), f"{name}: the previous file is untouched")
            check(sorted(os.listdir(disk)) == [target], f"{name}: nothing else made: {os.listdir(disk)}")
            os.unlink(os.path.join(disk, target))
    finally:
        subprocess.run(["umount", disk], check=False)


def one_line(result, words):
    lines = result.stderr.splitlines()
    return len(lines) == 1 and words in lines[0]


def closed_stream_cases(tmp):
    """Standard streams closed at the start: no output lands on one, and
    writing to a closed standard output fails with exit 1 and one line."""
    def closing(*fds):
        def close():
            for fd in fds:
                os.close(fd)
        return close

    directory = fresh_directory(tmp, "closed streams", [])

    def run(args, fds):
        return subprocess.run([MAZESHEET, "-s", "6x6", "--seed", "1", *args], cwd=directory, stderr=subprocess.PIPE,
                              text=True, preexec_fn=closing(*fds), timeout=60)

    # The output's temporary file took descriptor 1, and --stats - wrote into it.
    for name in ("out.svg", "out.txt", "out.jsonl"):
        result = run(["-o", name, "--stats", "-"], [1])
        check(result.returncode == 1 and one_line(result, "cannot write to standard output: it was closed"),
              f"-o {name} --stats - with standard output closed: exit 1, one line: {result.returncode} {result.stderr!r}")
        check(sorted(os.listdir(directory)) == [],
              f"-o {name} --stats - with standard output closed: no file made: {os.listdir(directory)}")
    for args in (["-o", "-"], ["--help"], ["--list-algorithms"]):
        result = run(args, [1])
        check(result.returncode == 1 and one_line(result, "cannot write to standard output"),
              f"{' '.join(args)} with standard output closed: exit 1, one line: {result.returncode} {result.stderr!r}")
    plain = subprocess.run([MAZESHEET, "-s", "6x6", "--seed", "1", "-o", "-"], capture_output=True, text=True).stdout
    # Nothing for standard output: the run works as usual.
    for fds in ([1], [0, 1, 2]):
        for name in ("out.svg", "out.txt", "out.jsonl"):
            result = run(["-o", name, "--stats", "s.jsonl"], fds)
            content = open(os.path.join(directory, name)).read() if os.path.exists(os.path.join(directory, name)) else ""
            stats = open(os.path.join(directory, "s.jsonl")).read().splitlines() if result.returncode == 0 else []
            if name == "out.svg":
                intact = content.startswith("<svg") and "{" not in content
            elif name == "out.txt":
                intact = content == plain
            else:
                intact = len(content.splitlines()) == 1 and content.startswith('{"index":1')
            check(result.returncode == 0 and intact and len(stats) == 1,
                  f"-o {name} --stats s.jsonl with descriptors {fds} closed: the files hold only their own content: "
                  f"{result.returncode} {content[:60]!r}")


def special_input_cases(tmp):
    """Inputs that are not regular files, or larger than they can validly
    be: refused at once with one line and exit 2, never read without end."""
    directory = fresh_directory(tmp, "special inputs", [])
    for name in ("f.toml", "f.txt", "f.png"):
        os.mkfifo(os.path.join(directory, name))
    os.symlink("/dev/zero", os.path.join(directory, "z.png"))
    # Sparse files: large on paper, nothing on disk.
    with open(os.path.join(directory, "big.txt"), "wb") as f:
        f.truncate(500 * 1024 * 1024)
    header = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">IIBBBBB", 10, 10, 8, 0, 0, 0, 0)
    with open(os.path.join(directory, "big.png"), "wb") as f:
        f.write(header + struct.pack(">I", zlib.crc32(header[12:])))
        f.truncate(40 * 1024 * 1024)
    with open(os.path.join(directory, "long.txt"), "wb") as f:
        f.write(b"X" * (5 * 1024 * 1024))
    with open(os.path.join(directory, "big.toml"), "wb") as f:
        f.write(b"# " + b"x" * (1024 * 1024) + b"\n")
    for args, words in (
        (["--template", "./f.toml"], "--template ./f.toml: is a named pipe (FIFO), not a file"),
        (["--mask", "f.txt"], "--mask f.txt: is a named pipe (FIFO), not a file"),
        (["--mask", "f.png"], "--mask f.png: is a named pipe (FIFO), not a file"),
        (["--template", "/dev/zero"], "--template /dev/zero: is a device, not a file"),
        (["--mask", "/dev/zero"], "--mask /dev/zero: is a device, not a file"),
        (["--mask", "z.png"], "--mask z.png: is a device, not a file"),
        (["--template", "big.toml"], "--template big.toml: is 1,048,579 bytes, too large: a template holds at most"),
        (["--mask", "big.txt"], "--mask big.txt: is 524,288,000 bytes, too large: a mask of 100,000,000 cells"),
        (["--mask", "big.png"], "--mask big.png: is 41,943,040 bytes, too large: its header's picture takes at most"),
        (["--mask", "long.txt"], "--mask long.txt: line 1 is longer than a mask's row can be"),
    ):
        label = " ".join(args)
        started = time.monotonic()
        try:
            result = subprocess.run([MAZESHEET, *args, "-o", "m.txt"], cwd=directory, capture_output=True, text=True,
                                    timeout=30)
        except subprocess.TimeoutExpired:
            check(False, f"{label}: refused at once (still running after 30 s)")
            continue
        seconds = time.monotonic() - started
        check(result.returncode == 2 and one_line(result, words),
              f"{label}: exit 2, one line '{words}': {result.returncode} {result.stderr[:200]!r}")
        check(seconds < 10, f"{label}: refused within seconds ({seconds:.1f} s)")
    check(not os.path.exists(os.path.join(directory, "m.txt")), "special inputs: no output written")


def rename_cases(tmp):
    """Outputs replaced all or none when a replacement fails."""
    # A target that becomes a folder while the run works: found before the
    # first rename, so the maze workbook keeps its old content too.
    directory = fresh_directory(tmp, "rename fails second", ["a.xlsx"])
    process = subprocess.Popen([MAZESHEET, "-s", "700x700", "--seed", "1", "-o", "a.xlsx", "--answers", "k.xlsx"],
                               cwd=directory, stderr=subprocess.PIPE, text=True)
    reached = wait_for(lambda: len(temporaries(directory)) == 2 or process.poll() is not None)
    os.mkdir(os.path.join(directory, "k.xlsx"))
    still_running = process.poll() is None
    _, err = process.communicate(timeout=240)
    check(reached and still_running, "rename fails second: the folder was made while the run worked")
    check(process.returncode == 1 and len(err.splitlines()) == 1
          and "cannot write k.xlsx: it is a folder; a.xlsx and k.xlsx are unchanged" in err,
          f"rename fails second: exit 1, one line naming both outputs: {process.returncode} {err!r}")
    check(previous_files_kept(directory, ["a.xlsx"]), "rename fails second: a.xlsx keeps its old content")
    check(temporaries(directory) == [], f"rename fails second: no temporary file left: {temporaries(directory)}")

    # A replacement that fails after the checks (a target that is a mount
    # point cannot be renamed over): the outputs already replaced are put back.
    directory = fresh_directory(tmp, "rename fails after the checks", ["a.txt", "k.jsonl"])
    source = os.path.join(tmp, "bind-source")
    with open(source, "wb") as f:
        f.write(SENTINEL)
    mounted = subprocess.run(["mount", "--bind", source, os.path.join(directory, "k.jsonl")], capture_output=True,
                             text=True)
    if mounted.returncode != 0:
        skipped.append(f"rename fails after the checks: cannot bind-mount here ({mounted.stderr.strip()})")
        print("SKIP rename fails after the checks: cannot bind-mount here:", mounted.stderr.strip())
        return
    try:
        result = subprocess.run([MAZESHEET, "-s", "6x6", "--seed", "1", "-o", "a.txt", "--stats", "k.jsonl"],
                                cwd=directory, capture_output=True, text=True, timeout=60)
        check(result.returncode == 1 and one_line(result, "cannot write k.jsonl: ")
              and "a.txt and k.jsonl are unchanged" in result.stderr,
              f"rename fails after the checks: exit 1, one line naming both: {result.returncode} {result.stderr!r}")
        check(previous_files_kept(directory, ["a.txt", "k.jsonl"]),
              "rename fails after the checks: a.txt, replaced first, is put back")
        check(temporaries(directory) == [], f"rename fails after the checks: no temporary file left: {temporaries(directory)}")
    finally:
        subprocess.run(["umount", os.path.join(directory, "k.jsonl")], check=False)


def make_old(path, minutes):
    then = time.time() - minutes * 60
    os.utime(path, (then, then))


def abandoned_temporary_cases(tmp):
    """A run killed outright (SIGKILL) leaves its temporary file and its run
    record; the next run in the folder removes what the ended run's record
    lists, and never a file no record lists (a user's file named like a
    temporary file) or a live run's."""
    directory = fresh_directory(tmp, "killed", [])
    process = subprocess.Popen([MAZESHEET, "-s", "1000x1000", "--count", "2", "-o", "big.xlsx"], cwd=directory,
                               stderr=subprocess.DEVNULL)

    def listed():
        # The temporary file, and the run's record naming it (in hex): a run killed
        # between making the file and recording it leaves a file with no
        # proof it is mazesheet's, which the clean-up rightly keeps.
        names = temporaries(directory)
        records = [n for n in os.listdir(directory) if n.startswith(".mazesheet-run-")]
        try:
            text = "".join(open(os.path.join(directory, r), errors="replace").read() for r in records)
        except FileNotFoundError:
            return False
        return names != [] and all(os.fsencode(name).hex() in text for name in names)

    wait_for(lambda: listed() or process.poll() is not None)
    process.kill()
    process.wait(timeout=60)
    left = temporaries(directory)
    records = [n for n in os.listdir(directory) if n.startswith(".mazesheet-run-")]
    check(len(left) == 1 and len(records) == 1,
          f"SIGKILL leaves the temporary file and the run's record (nothing can remove them then): {left} {records}")
    users = [".other.txt.tmp-Fresh1", ".big.xlsx.tmp-Old123", ".big.xlsx.old-Old123"]
    for name in users:
        with open(os.path.join(directory, name), "w") as f:
            f.write("a user's own file, named like a temporary file\n")
        make_old(os.path.join(directory, name), 60 * 24)
    result = subprocess.run([MAZESHEET, "-s", "5x5", "-o", "m.txt"], cwd=directory, capture_output=True, text=True)
    kept = sorted(n for n in os.listdir(directory) if n not in ("m.txt",))
    check(result.returncode == 0 and kept == sorted(users),
          f"the next run removes the killed run's file and record, and keeps the user's look-alikes: {kept}")

    # Two runs at once: a live run's record is locked, so its file is kept however old it looks.
    directory = fresh_directory(tmp, "two runs", [])
    live = subprocess.Popen([MAZESHEET, "-s", "1000x1000", "--count", "2", "-o", "a.xlsx"], cwd=directory,
                            stderr=subprocess.PIPE, text=True)
    wait_for(lambda: temporaries(directory) != [] or live.poll() is not None)
    running = live.poll() is None
    for name in temporaries(directory):
        make_old(os.path.join(directory, name), 60)
    other = subprocess.run([MAZESHEET, "-s", "5x5", "-o", "b.txt"], cwd=directory, capture_output=True, text=True)
    kept = len(temporaries(directory)) == 1
    _, err = live.communicate(timeout=240)
    check(running and other.returncode == 0 and kept, "two runs at once: the live run's temporary file is kept")
    check(live.returncode == 0 and zipfile.is_zipfile(os.path.join(directory, "a.xlsx")),
          f"two runs at once: the live run completes: {live.returncode} {err!r}")


def main():
    with tempfile.TemporaryDirectory(prefix="mazesheet-faults-") as tmp:
        # Signals: while the mazes are carved (the temporary files exist, still
        # empty), while block text is written, and while libxlsxwriter zips
        # the workbook (its temporary file grows).
        signal_case(tmp, "SIGINT while carving", signal.SIGINT,
                    ["-s", "3000x3000", "-a", "aldous-broder", "-o", "big.xlsx", "--answers", "key.xlsx",
                     "--stats", "s.jsonl"], ["big.xlsx", "key.xlsx", "s.jsonl"],
                    lambda d: len(temporaries(d)) == 3)
        signal_case(tmp, "SIGTERM while writing block text", signal.SIGTERM,
                    ["-s", "1000x1000", "--count", "2", "-o", "-", "--stats", "s.jsonl"], ["s.jsonl"],
                    None)
        signal_case(tmp, "SIGHUP while zipping a workbook", signal.SIGHUP,
                    # Two mazes make the zipping last long enough to be met
                    # on a loaded machine (under the sanitizers too).
                    ["-s", "1000x1000", "--count", "2", "-o", "big.xlsx"], ["big.xlsx"],
                    lambda d: any(size > 0 for size in temporary_sizes(d)))

        # Every other signal that ends a process by default and that another
        # process or a limit sends (SIGXCPU: ulimit -t) cleans up the same way.
        for number in (signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGXCPU,
                       signal.SIGVTALRM, signal.SIGRTMIN + 3):
            name = signal.Signals(number).name if number in signal.Signals._value2member_map_ else "SIGRTMIN+3"
            signal_case(tmp, f"{name} while writing block text", number,
                        ["-s", "1000x1000", "--count", "2", "-o", "-", "--stats", "s.jsonl"], ["s.jsonl"], None,
                        name)

        # SIGPIPE: the reader of block text goes away; the stats file being
        # written beside it must not stay behind. Quiet: it was the reader's choice.
        directory = fresh_directory(tmp, "sigpipe", ["s.jsonl"])
        process = subprocess.Popen([MAZESHEET, "-s", "1000x1000", "--count", "2", "-o", "-", "--stats", "s.jsonl"],
                                   cwd=directory, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        process.stdout.read(100)
        process.stdout.close()
        err = process.stderr.read()
        process.wait(timeout=120)
        check(process.returncode == -signal.SIGPIPE, f"closed pipe: dies by SIGPIPE: {process.returncode}")
        check(err == b"", f"closed pipe: nothing on standard error: {err!r}")
        check(temporaries(directory) == [], f"closed pipe: no temporary file left: {temporaries(directory)}")
        check(previous_files_kept(directory, ["s.jsonl"]), "closed pipe: the previous stats file is untouched")

        # A signal the run was started with ignored stays ignored (nohup).
        directory = fresh_directory(tmp, "nohup", [])
        process = subprocess.Popen([MAZESHEET, "-s", "600x600", "-o", "m.xlsx"], cwd=directory,
                                   stderr=subprocess.PIPE, text=True,
                                   preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN))
        wait_for(lambda: temporaries(directory) != [] or process.poll() is not None)
        process.send_signal(signal.SIGHUP)
        _, err = process.communicate(timeout=120)
        check(process.returncode == 0 and os.path.exists(os.path.join(directory, "m.xlsx")),
              f"SIGHUP ignored at the start (nohup) stays ignored: {process.returncode} {err!r}")

        # ulimit -f: one line, exit 1, nothing left. The workbook case is
        # limited below the size of its unzipped sheet but above the zipped
        # file, so the limit is met while libxlsxwriter assembles the parts.
        limited_case(tmp, "file size limit, workbook parts", ["-s", "300x300", "--seed", "1"], "big.xlsx",
                     400 * 1024, ["cannot write big.xlsx", "file size limit (ulimit -f)"])
        limited_case(tmp, "file size limit, zipped workbook", ["-s", "600x600", "--seed", "1"], "big.xlsx",
                     64 * 1024, ["cannot write big.xlsx", "file size limit (ulimit -f)"])
        limited_case(tmp, "file size limit, block text", ["-s", "600x600", "--seed", "1"], "big.txt",
                     64 * 1024, ["cannot write big.txt", "file size limit (ulimit -f)"])
        limited_case(tmp, "file size limit, stats after the maze", ["-s", "600x600", "--seed", "1", "--stats",
                     "s.jsonl", "--count", "2"], "big.txt", 1024 * 1024, ["cannot write big.txt", "ulimit -f"])

        disk_full_cases(tmp)
        closed_stream_cases(tmp)
        special_input_cases(tmp)
        rename_cases(tmp)
        abandoned_temporary_cases(tmp)

        # The longest file names the file system allows still work: the
        # temporary file's name is shortened to fit.
        directory = fresh_directory(tmp, "long-names", [])
        for length in (250, 255):
            target = "m" * (length - 5) + ".xlsx"
            result = subprocess.run([MAZESHEET, "-s", "5x5", "-o", target, "--answers", "k" * (length - 5) + ".xlsx",
                                     "--stats", "s" * (length - 6) + ".jsonl"], cwd=directory, capture_output=True,
                                    text=True, timeout=60)
            check(result.returncode == 0 and os.path.getsize(os.path.join(directory, target)) > 0,
                  f"a {length}-byte file name is written: {result.returncode} {result.stderr[:200]!r}")
        accented = "\u00e9" * 125 + ".txt"  # 254 bytes: the cut must not split a character
        result = subprocess.run([MAZESHEET, "-s", "5x5", "-o", accented], cwd=directory, capture_output=True,
                                text=True, timeout=60)
        check(result.returncode == 0 and os.path.exists(os.path.join(directory, accented)),
              f"a 254-byte name of two-byte characters is written: {result.stderr[:200]!r}")
        check(temporaries(directory) == [], "long names: no temporary file left")

    print(f"{len(failures)} failed, {len(skipped)} skipped")
    if failures:
        return 1
    return 77 if skipped else 0


if __name__ == "__main__":
    sys.exit(main())
