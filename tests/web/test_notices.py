# SPDX-License-Identifier: MIT
"""The web page carries the notices it owes for what its engine holds.

What the WebAssembly engine links (the linker's own list, wasm-ld --trace)
and every header compiled into it (the compiler's dependency files) are
listed and traced to their components by web/notices.py; then:
- every input is traced: a library, archive member or header that belongs
  to no known component, or whose source or Debian copyright paragraph
  cannot be found, fails here until it gets a notice;
- the site holds a notice for each component (third-party/NAME.txt) with
  each Debian copyright paragraph that covers what is linked, and the text
  of every licence those paragraphs name, checked by a phrase of the
  licence's own text (a licence this test does not know fails until a
  phrase is added: someone must look at it);
- third-party/index.html links every notice; the page's footer links it
  and LICENSE.txt (the project's LICENSE) and says that what users make is
  theirs.

usage: test_notices.py ENGINE_DIR DEPS_DIR SITE_DIR
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "web"))

import notices  # noqa: E402

OWNERSHIP = "The mazes, worksheets and pictures made with mazesheet belong to whoever made them, with no conditions."

# A phrase of each licence's own text (white space folded), as Debian names them.
PHRASES = {
    "Zlib": "This software is provided 'as-is', without any express or implied warranty",
    "libpng": "Permission is hereby granted to use, copy, modify, and distribute this source code",
    "BSD-2-Clause": "Redistribution and use in source and binary forms, with or without modification",
    "BSD-3-Clause": "to endorse or promote products derived from this software",
    "BSD-3-clause": "to endorse or promote products derived from this software",
    "MPL-2.0": "Mozilla Public License Version 2.0",
    "public-domain": "public domain",
    "Expat": "Permission is hereby granted, free of charge, to any person obtaining a copy",
    "NCSA~Mozilla": "University of Illinois/NCSA Open Source License",
    "Apache-2.0": "Apache License",
    "Apache-2.0 with LLVM exception": "As an exception, if, as a result of your compiling your source code",
    "FSFULLR~Sun": "is freely granted",
}

failures = []


def require(condition, message):
    if not condition:
        failures.append(message)
    return condition


def folded(text):
    return re.sub(r"\s+", " ", text.replace("\n .\n", "\n"))


def main():
    engine, deps, site = (os.path.abspath(p) for p in sys.argv[1:4])
    parts, resolved = notices.resolve(engine, deps)
    untraced = [f"{what}: {problem}" for what, _, _, problem in resolved if problem]
    require(not untraced, f"{len(untraced)} inputs of the engine have no notice, e.g. {untraced[:5]}")
    _, found, unresolved = notices.notices(engine, deps)
    require(not unresolved, f"inputs in no copyright paragraph: {unresolved[:5]}")
    used = sorted({component for _, component, _, problem in resolved if component and not problem} - {"mazesheet"})
    linked = sum(1 for what, _, _, _ in resolved if "(" in what)
    require(used, "the engine links nothing of other projects: the trace is empty?")

    index = os.path.join(site, "third-party", "index.html")
    index_text = open(index, encoding="utf-8").read() if require(os.path.exists(index), f"no {index}") else ""
    licences_checked = set()
    for name in used:
        path = os.path.join(site, "third-party", f"{name}.txt")
        if not require(os.path.exists(path), f"{name}: no notice {path}"):
            continue
        text = folded(open(path, encoding="utf-8").read())
        require(f'href="{name}.txt"' in index_text, f"{name}: third-party/index.html does not link {name}.txt")
        for paragraph in found.get(name, {}).get("paragraphs", {}):
            files = paragraph.split("\n", 1)[0]
            require(folded(paragraph) in text, f"{name}: the notice lacks Debian's paragraph '{files}'")
            licence = re.search(r"^License: (.*)$", paragraph, re.M).group(1)
            for each in [licence] + notices.licence_names(licence):
                if each not in PHRASES:
                    if each == licence and re.search(r"\s(or|and)\s|,", licence):
                        continue  # an expression: its names are checked
                    require(False, f"{name}: licence '{each}' has no phrase in this test; read its text and add one")
                    continue
                require(folded(PHRASES[each]).lower() in text.lower(),
                        f"{name}: the notice lacks the text of {each} ('{PHRASES[each][:40]}...')")
                licences_checked.add(each)

    page = open(os.path.join(site, "index.html"), encoding="utf-8").read()
    footer = page[page.find("<footer"):page.find("</footer>")]
    require('href="third-party/index.html"' in footer, "the footer does not link third-party/index.html")
    require('href="LICENSE.txt"' in footer, "the footer does not link LICENSE.txt")
    require(OWNERSHIP in folded(footer), "the footer does not say that what users make is theirs")
    licence = os.path.join(site, "LICENSE.txt")
    require(os.path.exists(licence) and open(licence, "rb").read() == open(os.path.join(ROOT, "LICENSE"), "rb").read(),
            "LICENSE.txt is not the project's LICENSE")
    version = subprocess.run(["sed", "-n", r"s/^project(mazesheet VERSION \([^ ]*\).*/\1/p",
                              os.path.join(ROOT, "CMakeLists.txt")], capture_output=True, text=True).stdout.strip()
    require(f"mazesheet {version}" in folded(footer), f"the footer does not name mazesheet {version}")

    for failure in failures:
        print(f"FAIL {failure}")
    if not failures:
        print(f"ok   {len(resolved)} inputs traced ({linked} archive members), {len(used)} components with "
              f"notices: {', '.join(used)}; licence texts found: {', '.join(sorted(licences_checked))}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
