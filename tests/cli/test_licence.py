# SPDX-License-Identifier: MIT
"""The licence is said wherever a user looks, in the same words:
- the sentence that what users make is theirs, in README.md, the manual
  page, the last lines of --help, --version and the web page's footer;
- --version: its first line is the version of CMake's project() (the one
  place), and it names the MIT licence; CHANGELOG.md starts with that
  version;
- LICENSE is the MIT licence, and packaging/copyright (Debian's machine-
  readable format) gives it whole for Files: *, with a text for every
  licence it names;
- the package's Maintainer comes from the CMake cache variable.

usage: test_licence.py MAZESHEET_BINARY
"""
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OWNERSHIP = "The mazes, worksheets and pictures made with mazesheet belong to whoever made them, with no conditions."
failures = []


def require(condition, message):
    if not condition:
        failures.append(message)


def read(path):
    full = os.path.join(ROOT, path)
    require(os.path.exists(full), f"no {path}")
    return open(full, encoding="utf-8").read() if os.path.exists(full) else ""


def folded(text):
    return re.sub(r"\s+", " ", text).strip()


def paragraphs(text):
    """DEP-5 paragraphs: dicts of field -> value with continuation lines."""
    found = []
    for block in re.split(r"\n\s*\n", text.strip()):
        fields, field = {}, None
        for line in block.split("\n"):
            if line[:1] in (" ", "\t") and field:
                fields[field] += "\n" + line[1:]
            else:
                field, _, value = line.partition(":")
                require(_ == ":", f"packaging/copyright: not a field: {line!r}")
                fields[field] = value.strip()
        found.append(fields)
    return found


def main():
    binary = sys.argv[1]
    version = re.search(r"^project\(mazesheet VERSION (\S+)", read("CMakeLists.txt"), re.M).group(1)

    shown = subprocess.run([binary, "--version"], capture_output=True, text=True)
    lines = shown.stdout.rstrip("\n").split("\n")
    require(shown.returncode == 0 and lines[0] == f"mazesheet {version}",
            f"--version's first line is {lines[0]!r}, not 'mazesheet {version}'")
    require("MIT licence" in folded(shown.stdout), "--version does not name the MIT licence")
    require(folded(shown.stdout).endswith(OWNERSHIP), "--version does not end with the sentence")
    helped = subprocess.run([binary, "--help"], capture_output=True, text=True).stdout
    require(folded(helped).endswith(OWNERSHIP), "--help does not end with the sentence")
    require(OWNERSHIP in folded(read("README.md")), "README.md lacks the sentence")
    manual = read("packaging/mazesheet.1")
    require(OWNERSHIP in folded(manual) and ".SH COPYRIGHT" in manual, "the manual page lacks its COPYRIGHT section")
    page = read("web/index.html")
    require(OWNERSHIP in folded(page[page.find("<footer"):page.find("</footer>")]),
            "the web page's footer lacks the sentence")

    changes = re.findall(r"^## (\S+)", read("CHANGELOG.md"), re.M)
    require(changes and changes[0] == version, f"CHANGELOG.md starts with {changes[:1]}, not {version}")

    licence = read("LICENSE")
    require(licence.startswith("MIT License\n") and "Permission is hereby granted, free of charge" in licence,
            "LICENSE is not the MIT licence")
    copyright_file = read("packaging/copyright")
    parts = paragraphs(copyright_file)
    require(parts[0].get("Format") == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
            "packaging/copyright does not say Debian's format 1.0")
    require(OWNERSHIP in folded(parts[0].get("Comment", "")), "packaging/copyright's header lacks the sentence")
    files = {p["Files"]: p for p in parts if "Files" in p}
    texts = {p["License"].split("\n", 1)[0]: p["License"] for p in parts if "Files" not in p and "License" in p}
    require("*" in files and files["*"].get("License") == "Expat", "Files: * is not under the MIT licence (Expat)")
    for pattern, p in files.items():
        name = p.get("License", "")
        require(name in texts, f"packaging/copyright: no text for {name} (Files: {pattern})")
    expat = texts.get("Expat", "")
    body = "\n".join("" if line == "." else line for line in expat.split("\n")[1:])
    require(body.strip() == licence.strip(), "packaging/copyright's Expat text is not LICENSE word for word")

    control = read("packaging/control")
    require("Maintainer: @MAZESHEET_MAINTAINER@" in control and "Version: @PROJECT_VERSION@" in control,
            "packaging/control does not take the Maintainer and version from CMake")
    require(re.search(r'set\(MAZESHEET_MAINTAINER "[^"]+ <[^>]+@[^>]+>"\s+CACHE STRING', read("CMakeLists.txt")),
            "CMakeLists.txt has no MAZESHEET_MAINTAINER cache variable with a Name <address> default")

    for failure in failures:
        print(f"FAIL {failure}")
    if not failures:
        print(f"ok   mazesheet {version}: the sentence in README, the manual, --help, --version and the page's "
              f"footer; LICENSE is packaging/copyright's Expat text; {len(files)} Files paragraphs, each licence "
              "with its text")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
