#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The manual page and the bash completion agree with the program. Every
long option `mazesheet --help` shows is described in the manual page
(packaging/mazesheet.1), which describes no option the program lacks and
formats without warnings, and names every choice --list-choices gives for
its option; the bash completion, run in a real bash, offers every long
option, the algorithms, templates and masks the program lists, and each
choice option's names as --list-choices gives them.

usage: test_manual.py MAZESHEET PACKAGING_DIR
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from checklist import check, finish

def output(program, *args):
    return subprocess.run([program, *args], capture_output=True, text=True, timeout=60).stdout


def help_options(program):
    return set(re.findall(r"(?<![\w-])--[a-z][a-z-]*[a-z]", output(program, "--help")))


def manual_options(page):
    """Long options the page describes: those in the tags of the .TP items
    of its OPTIONS section."""
    described = set()
    lines = page.splitlines()
    section = None
    for i, line in enumerate(lines[:-1]):
        if line.startswith(".SH"):
            section = line[3:].strip().strip('"')
        if line.startswith(".TP") and section == "OPTIONS":
            tag = lines[i + 1].replace("\\-", "-")
            described |= set(re.findall(r"(?<![\w-])--[a-z][a-z-]*[a-z]", tag))
    return described


def manual_items(page):
    """{long option: the text of the .TP item its tag names}, roff's escapes
    and font requests removed, in the OPTIONS section."""
    items = {}
    lines = page.splitlines()
    section = None
    for i, line in enumerate(lines[:-1]):
        if line.startswith(".SH"):
            section = line[3:].strip().strip('"')
        if not line.startswith(".TP") or section != "OPTIONS":
            continue
        body = []
        for text in lines[i + 2:]:
            if text.startswith((".TP", ".SS", ".SH")):
                break
            body.append(re.sub(r"^\.[A-Z]+ ?", "", text).replace("\\-", "-").replace('"', ""))
        for option in re.findall(r"(?<![\w-])--[a-z][a-z-]*[a-z]", lines[i + 1].replace("\\-", "-")):
            items[option] = " ".join(body)
    return items


def complete(program, completion, *words):
    """What the completion offers after `mazesheet WORDS...` (the last word
    being completed), run in bash as a shell runs it at a Tab."""
    script = (f"source {completion_quoted(completion)}\n"
              "COMP_WORDS=(\"$@\"); COMP_CWORD=$(($# - 1))\n"
              "_mazesheet\n"
              "printf '%s\\n' \"${COMPREPLY[@]}\"\n")
    with tempfile.TemporaryDirectory(prefix="mazesheet-completion-") as folder:
        open(os.path.join(folder, "drawing.png"), "wb").close()
        result = subprocess.run(["bash", "-c", script, "bash", program, *words], capture_output=True, text=True,
                                cwd=folder, timeout=60)
    return [w for w in result.stdout.splitlines() if w]


def completion_quoted(path):
    return "'" + path.replace("'", "'\\''") + "'"


def main():
    program, packaging = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    page_path = os.path.join(packaging, "mazesheet.1")
    completion = os.path.join(packaging, "mazesheet.bash-completion")
    with open(page_path, encoding="utf-8") as f:
        page = f.read()

    options = help_options(program)
    check(len(options) > 20, f"--help shows the long options ({len(options)})")
    described = manual_options(page)
    check(not options - described, f"the manual page describes every option: missing {sorted(options - described)}")
    check(not described - options, f"the manual page describes no other: {sorted(described - options)}")
    groff = shutil.which("groff")
    if groff:
        result = subprocess.run([groff, "-man", "-Tutf8", "-ww", "-z", page_path], capture_output=True, text=True)
        check(result.returncode == 0 and not result.stderr.strip(), f"groff formats it without warnings: {result.stderr}")
    else:
        print("skip groff's warnings (groff is not installed)")

    offered = complete(program, completion, "--")
    check(set(offered) == options, f"completes every long option: {sorted(set(offered) ^ options)}")
    algorithms = [line.split("\t")[0] for line in output(program, "--list-algorithms").splitlines()]
    check(complete(program, completion, "-a", "") == algorithms and len(algorithms) > 5,
          f"completes -a with the algorithms: {algorithms}")
    offered = complete(program, completion, "--mask", "")
    masks = [line.split("\t")[0] for line in output(program, "--list-masks").splitlines()]
    check(set(masks) <= set(offered) and "heart" in masks and "drawing.png" in offered,
          f"completes --mask with the masks and files: {offered}")
    offered = complete(program, completion, "--template", "")
    templates = [line.split("\t")[0] for line in output(program, "--list-templates").splitlines()]
    check(set(templates) <= set(offered) and "class-set" in templates and "drawing.png" not in offered,
          f"completes --template with the templates: {offered}")
    # Every option's names, as the program lists them: the completion offers
    # exactly those, and the manual page's item for the option names each
    # (or says it takes another option's choices).
    choices = {}
    for line in output(program, "--list-choices").splitlines():
        option, name, _ = line.split("\t")
        choices.setdefault(option, []).append(name)
    check({"--paper", "--language", "--difficulty", "--style", "--orientation"} <= set(choices),
          f"--list-choices lists the choice options: {sorted(choices)}")
    items = manual_items(page)
    for option, expected in choices.items():
        offered = complete(program, completion, option, "")
        check(offered == expected, f"completes {option} with {expected}: {offered}")
        item = items.get(option, "")
        same = re.search(r"same choices as (--[a-z-]+)", item)
        item = items.get(same.group(1), "") if same else item
        missing = [name for name in expected if not re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", item)]
        check(not missing, f"the manual page's {option} names {missing}")
    check(complete(program, completion, "--paper", "l") == ["letter"], "completes a started word")
    check(complete(program, completion, "--seed", "") == [], "offers nothing for a number")
    return finish()


if __name__ == "__main__":
    sys.exit(main())
