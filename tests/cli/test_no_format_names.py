# SPDX-License-Identifier: MIT
"""The command line names no output format: no format's name or extension
in its code (the help's examples aside, a raw string of what users type, and
an input file's extension on a line that says it is "not an output format"). A new format
is its file, its row in the writers table and a golden case; the command
line's checks and messages come from the rows.

usage: test_no_format_names.py FILE...
"""
import re
import sys

# A format's name as a string ("xlsx"), or its extension in one (".pdf", "maze.svg").
FORMAT = re.compile(r'"(xlsx|svg|pdf|txt|jsonl|html?)"|"[^"\n]*\.(xlsx|svg|pdf|txt|jsonl|html?)\b[^"\n]*"', re.IGNORECASE)


def literals_outside_help(source):
    """Each line's string literals, raw strings (help text) left out."""
    source = re.sub(r'R"\((.*?)\)"', lambda m: "\n" * m.group(0).count("\n"), source, flags=re.S)
    for number, line in enumerate(source.split("\n"), 1):
        code, _, comment = line.partition("//")
        if code.lstrip().startswith("#include") or "not an output format" in comment:
            continue
        for match in FORMAT.finditer(code):
            yield number, match.group(0)


def main():
    found = []
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            for number, literal in literals_outside_help(f.read()):
                found.append(f"{path}:{number}: {literal}")
    for line in found:
        print(line)
    print(f"{len(found)} format names in {len(sys.argv) - 1} files")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
