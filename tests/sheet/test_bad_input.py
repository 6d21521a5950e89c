# SPDX-License-Identifier: MIT
"""Bad input and faults: each case must exit with its status (2 bad usage or
input, 1 failure while working), print exactly one line on standard error
("mazesheet: ..." naming the problem), and leave the output directory as it
was: no new file, no temporary left over, and an existing maze.xlsx
untouched (same bytes, same modification time).

Unwritable directories: the tests run as root in CI, where a chmod'ed
read-only directory is still writable. As root the read-only case writes
into /sys (sysfs refuses new files even to root, checked first); as another
user it writes into a directory chmod'ed 0555.

usage: test_bad_input.py MAZESHEET_BINARY SAMPLES_DIR
"""
import errno
import hashlib
import os
import stat
import struct
import subprocess
import sys
import tempfile
import zlib

from sheetcheck import CheckFailed, attempt, encode_png, report, require

SENTINEL = b"an existing workbook that bad input must not touch\n"


def snapshot(directory):
    out = {}
    for root, dirs, files in os.walk(directory):
        for name in files:
            path = os.path.join(root, name)
            st = os.stat(path)
            with open(path, "rb") as f:
                out[os.path.relpath(path, directory)] = (hashlib.sha256(f.read()).hexdigest(), st.st_mtime_ns)
        for name in dirs:
            out[os.path.relpath(os.path.join(root, name), directory) + "/"] = None
    return out


def unwritable_directory(tmp):
    """A directory this process cannot create files in, and how it was made."""
    if os.geteuid() != 0:
        path = os.path.join(tmp, "read-only")
        os.mkdir(path)
        os.chmod(path, stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH)
        return path, "a directory chmod'ed 0555"
    # Root may create files almost anywhere, but not in the kernel's virtual
    # file systems; a chroot may lack /sys, so /proc is tried too.
    refusals = []
    for candidate in ("/sys", "/proc"):
        probe = os.path.join(candidate, "mazesheet-write-probe.xlsx")
        try:
            fd = os.open(probe, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except OSError as e:
            if e.errno in (errno.EACCES, errno.EPERM, errno.EROFS, errno.ENOENT):
                return candidate, f"{candidate} (root may not create files there: {e.strerror})"
            refusals.append(f"{candidate}: {e}")
            continue
        os.close(fd)
        os.unlink(probe)
        refusals.append(f"{candidate} accepts new files")
    raise CheckFailed("running as root and no honest read-only directory here (" + "; ".join(refusals) + ")")


def shape_cases(tmp):
    """Bad shapes: unknown mask names, letters the font lacks, broken pictures."""
    def picture(name, data):
        path = os.path.join(tmp, name)
        with open(path, "wb") as f:
            f.write(data)
        return path

    good = encode_png([[0, 0, 255], [255, 0, 255]], 0, 8)
    huge = bytearray(good)  # a header claiming 20000x20000 pixels (its CRC fixed), then the 3x2 pixels
    huge[16:24] = struct.pack(">II", 20000, 20000)
    huge[29:33] = struct.pack(">I", zlib.crc32(bytes(huge[12:29])))
    return [
        ("unknown shipped mask", ["--mask", "hart"], 2, ["--mask hart", "no shipped mask", "heart"]),
        ("shipped mask's file name", ["--mask", "heart.txt"], 2, ["cannot read it", "is --mask heart"]),
        ("letters the font lacks", ["--mask-text", "Zo\u01eb~"], 2, ["--mask-text", "U+01EB", "'~'"]),
        ("letters: only spaces", ["--mask-text", "   "], 2, ["--mask-text", "no letters"]),
        ("letters not UTF-8", ["--mask-text", "caf\udce9"], 2, ["--mask-text", "UTF-8"]),
        ("letters and a mask", ["--mask-text", "A", "--mask", "heart"], 2, ["--mask", "--mask-text"]),
        ("letters too wide for Excel", ["--mask-text", "W" * 1400], 2, ["--mask-text", "16,384"]),
        ("letters over the core limit", ["--mask-text", "W" * 90000], 2, ["--mask-text", "too large"]),
        ("picture that is not a PNG", ["--mask", picture("fake.png", b"GIF89a\x01\x00")], 2, ["--mask", "not a PNG"]),
        ("empty picture file", ["--mask", picture("empty.png", b"")], 2, ["not a PNG"]),
        ("truncated picture", ["--mask", picture("cut.png", good[:-20])], 2, ["damaged or truncated"]),
        ("picture over the core limit", ["--mask", picture("huge.png", bytes(huge))], 2, ["20000x20000 is too large"]),
        ("picture without dark pixels", ["--mask", picture("blank.png", encode_png([[200, 255]], 0, 8))], 2,
         ["no maze cells", "dark pixels"]),
        ("picture in two pieces", ["--mask", picture("two.png", encode_png([[0, 255, 0]], 0, 8))], 2,
         ["2 separate regions"]),
        ("missing picture", ["--mask", os.path.join(tmp, "no-such.png")], 2, ["--mask", "cannot read"]),
    ]


def cases(masks, tmp, readonly):
    two = os.path.join(tmp, "two-regions.txt")
    with open(two, "w") as f:
        f.write("XX..XX\nXX..XX\n")
    empty = os.path.join(tmp, "empty.txt")
    with open(empty, "w") as f:
        f.write("; only a comment\n...\n")
    heart = os.path.join(masks, "heart.txt")
    wide = os.path.join(tmp, "wide-mask.txt")
    with open(wide, "w") as f:
        f.write("X" * 16383 + "\nX\n")
    blocker = os.path.join(tmp, "a-file")
    with open(blocker, "w") as f:
        f.write("not a directory\n")
    os.makedirs(os.path.join(tmp, "out", "folder.xlsx"), exist_ok=True)
    # (name, args, exit status, words the message must contain). The output
    # is maze.xlsx in the output directory unless the args name another.
    return [
        ("size zero", ["-s", "0x10"], 2, ["--size"]),
        ("size words", ["-s", "tenxten"], 2, ["--size"]),
        ("size half", ["-s", "10x"], 2, ["--size"]),
        ("size over the core limit", ["-s", "2000000x1"], 2, ["size"]),
        ("unknown algorithm", ["-a", "spiral"], 2, ["--algorithm", "spiral"]),
        ("negative seed", ["--seed", "-5"], 2, ["--seed"]),
        ("seed over 64 bits", ["--seed", "18446744073709551616"], 2, ["--seed"]),
        ("missing mask", ["--mask", os.path.join(tmp, "no-such-mask.txt")], 2, ["--mask"]),
        ("mask of two regions", ["--mask", two], 2, ["2 separate regions"]),
        ("mask without cells", ["--mask", empty], 2, ["no maze cells"]),
        ("mask with a rectangle-only algorithm", ["--mask", heart, "-a", "eller"], 2, ["eller"]),
        ("start outside", ["-s", "5x5", "--start", "6,6"], 2, ["--start: 6,6 is not a cell"]),
        ("start zero", ["--start", "0,0"], 2, ["--start"]),
        ("start equals finish", ["--start", "top-left", "--finish", "top-left"], 2, ["start"]),
        ("unknown style", ["--style", "fancy"], 2, ["--style", "fancy"]),
        ("braid over 1", ["--braid", "1.5"], 2, ["--braid"]),
        ("count zero", ["--count", "0"], 2, ["--count"]),
        ("count over the limit", ["--count", "1001"], 2, ["--count"]),
        ("unknown paper", ["--paper", "a3"], 2, ["--paper", "a3"]),
        # Not CLI11's own "Could not convert: --braid = x": the message starts with the option.
        ("braid not a number", ["--braid", "x"], 2, ["mazesheet: --braid: expected a fraction from 0 to 1, got 'x'"]),
        ("count not a whole number", ["--count", "1.5"], 2,
         ["mazesheet: --count: expected a whole number from 1 to 1000, got '1.5'"]),
        ("unknown orientation", ["--orientation", "sideways"], 2, ["--orientation"]),
        ("answers over the output", ["--answers", "maze.xlsx"], 2, ["--answers"]),
        ("answers not xlsx", ["--answers", "key.txt"], 2, ["--answers"]),
        ("unknown option", ["--frobnicate"], 2, ["frobnicate"]),
        ("unknown extension", ["-o", "maze.docx"], 2, ["--output"]),
        ("stats and maze both on stdout", ["-o", "-", "--stats", "-"], 2, ["--stats"]),
        ("too wide for Excel (borders)", ["-s", "16383x1"], 2, ["16,384"]),
        ("mask too wide for Excel", ["--mask", wide], 2, ["--mask", "16,384"]),
        ("too wide for Excel (blocks)", ["-s", "8191x1", "--style", "blocks"], 2, ["16,384", "2W+1"]),
        ("too tall for Excel (borders)", ["-s", "1x1048573"], 2, ["--size", "1,048,576"]),
        ("taller than the core allows", ["-s", "1x1048577"], 2, ["--size", "1048576 per side"]),
        # Over 100 million cells only a streamed maze is accepted.
        ("too large to hold in memory", ["-s", "10000x10001"], 2, ["--size", "hold in memory", "eller"]),
        ("too tall for Excel (blocks)", ["-s", "2x524285", "--style", "blocks"], 2, ["1,048,576", "2H+1"]),
        # Workbooks LibreOffice needs minutes and gigabytes to open.
        ("workbook too large to open", ["-s", "6000x6000"], 2, ["--size", "72,000,000 cells", "--force"]),
        ("class set too large to open", ["-s", "1000x1000", "--count", "60"], 2, ["--size", "--count", "--force"]),
        ("blocks too large to open", ["-s", "4000x4000", "--style", "blocks", "--no-solution"], 2,
         ["64,016,001 cells in 1 sheet"]),
        ("title longer than a cell", ["--title", "x" * 40000], 2, ["--title"]),
        ("title with a control character", ["--title", "bad\x01title"], 2, ["--title"]),
        ("title not UTF-8", ["--title", "caf\udce9"], 2, ["--title"]),
        # Written, these would make a sharedStrings.xml no XML reader accepts.
        ("title with a surrogate", ["--title", "\udced\udca0\udc80"], 2, ["--title", "surrogate"]),
        ("title above U+10FFFF", ["--title", "x\udcf4\udc90\udc80\udc80"], 2, ["--title", "U+10FFFF"]),
        ("title with an overlong '<'", ["--title", "\udcc0\udcbc"], 2, ["--title", "overlong"]),
        ("title with U+FFFF", ["--title", "a\uffff"], 2, ["--title", "U+FFFF", "XML"]),
        ("title with a C1 control", ["--title", "a\x9bb"], 2, ["--title", "U+009B"]),
        ("missing directory", ["-o", os.path.join(tmp, "no-such-dir", "maze.xlsx")], 1, ["no-such-dir"]),
        ("parent is a file", ["-o", os.path.join(blocker, "maze.xlsx")], 1, ["Not a directory"]),
        ("read-only directory", ["-o", os.path.join(readonly, "maze.xlsx")], 1, ["cannot write"]),
        ("output is a directory", ["-o", "folder.xlsx"], 1, ["cannot write folder.xlsx: it is a folder"]),
        ("stats into a missing directory", ["--stats", os.path.join(tmp, "no-such-dir", "s.jsonl")], 1, ["s.jsonl"]),
        ("answers into a read-only directory", ["--answers", os.path.join(readonly, "key.xlsx")], 1, ["key.xlsx"]),
    ] + shape_cases(tmp)


def main():
    binary, masks = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-bad-") as tmp:
        readonly, how = unwritable_directory(tmp)
        print(f"read-only directory: {how}")
        out = os.path.join(tmp, "out")
        os.makedirs(out)
        with open(os.path.join(out, "maze.xlsx"), "wb") as f:
            f.write(SENTINEL)
        # /proc's listing changes by itself (processes come and go), so look
        # only for what mazesheet could have left there: its targets and temporaries.
        def ours(directory):
            return sorted(n for n in os.listdir(directory) if "maze" in n or "key" in n or ".tmp-" in n)

        readonly_before = ours(readonly)
        all_cases = cases(masks, tmp, readonly)
        for name, args, status, words in all_cases:
            def check_case(args=args, status=status, words=words):
                before = snapshot(out)
                full = list(args) if "-o" in args else list(args) + ["-o", "maze.xlsx"]
                result = subprocess.run([binary] + full, cwd=out, capture_output=True,
                                        env=dict(os.environ, LC_ALL="C"), timeout=120,
                                        errors="surrogateescape", text=True)
                lines = result.stderr.splitlines()
                require(result.returncode == status,
                        f"exit {result.returncode}, expected {status}; stderr: {result.stderr.strip()[:300]}")
                require(len(lines) == 1, f"{len(lines)} lines on stderr, expected one: {lines[:4]}")
                require(lines[0].startswith("mazesheet: "), f"message does not start 'mazesheet: ': {lines[0]}")
                for word in words:
                    require(word in lines[0], f"message lacks '{word}': {lines[0]}")
                after = snapshot(out)
                require(after == before, f"the output directory changed: {sorted(set(after) ^ set(before))} "
                                         f"or a file's bytes or time")
                require(ours(readonly) == readonly_before, "a file appeared in the read-only directory")
                return lines[0][:150]

            attempt(results, name, check_case)
        with open(os.path.join(out, "maze.xlsx"), "rb") as f:
            require(f.read() == SENTINEL, "the existing maze.xlsx was changed")

        # The limits are exact: one column less fits.
        for name, args in (("widest borders maze", ["-s", "16382x1"]),
                           ("widest blocks maze", ["-s", "8190x1", "--style", "blocks"])):
            target = os.path.join(tmp, "fits.xlsx")
            result = subprocess.run([binary] + args + ["-o", target], capture_output=True, text=True)
            ok = result.returncode == 0 and os.path.getsize(target) > 0
            print(f"{'ok  ' if ok else 'FAIL'} {name} fits: exit {result.returncode} {result.stderr.strip()[:200]}")
            results.append(ok)
        if os.geteuid() != 0:
            os.chmod(readonly, stat.S_IRWXU)
    print(f"{len(all_cases)} bad inputs in the catalogue")
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
