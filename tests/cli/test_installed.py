#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""The program as `cmake --install` lays it out: installed into an empty
prefix, bin/mazesheet finds its templates and masks in
share/mazesheet/templates beside it (a template added there is listed, so
it is that folder and not the source tree's that is read), and the manual
page and the bash completion are in their places. Then README's mazesheet
commands run with the installed program (test_readme.py; the largest
requests are left to readme_commands).

usage: test_installed.py CMAKE BUILD_DIR README
"""
import glob
import os
import shutil
import subprocess
import sys
import tempfile

from checklist import check, failures, finish

HERE = os.path.dirname(os.path.abspath(__file__))
def main():
    cmake, build, readme = sys.argv[1:4]
    with tempfile.TemporaryDirectory(prefix="mazesheet-installed-") as prefix:
        # Every install rule is in the default component; naming it keeps
        # build/install_manifest.txt, which scripts/uninstall.sh reads, as
        # scripts/run.sh's install left it.
        result = subprocess.run([cmake, "--install", build, "--prefix", prefix, "--component", "Unspecified"],
                                capture_output=True, text=True)
        check(result.returncode == 0, f"cmake --install: {result.stderr.strip()[-300:]}")
        program = os.path.join(prefix, "bin", "mazesheet")
        templates = os.path.join(prefix, "share", "mazesheet", "templates")
        for path in (program, os.path.join(templates, "class-set.toml"), os.path.join(templates, "masks", "heart.txt"),
                     os.path.join(prefix, "share", "man", "man1", "mazesheet.1"),
                     os.path.join(prefix, "share", "bash-completion", "completions", "mazesheet")):
            check(os.path.isfile(path), f"installed {os.path.relpath(path, prefix)}")
        if failures:
            return 1
        shutil.copyfile(os.path.join(templates, "small.toml"), os.path.join(templates, "zz-installed.toml"))
        environment = {k: v for k, v in os.environ.items() if k != "MAZESHEET_TEMPLATES"}
        listed = subprocess.run([program, "--list-templates"], capture_output=True, text=True, env=environment).stdout
        names = [line.split("\t")[0] for line in listed.splitlines()]
        check("zz-installed" in names, f"the installed program reads share/mazesheet/templates: {names}")
        os.remove(os.path.join(templates, "zz-installed.toml"))
        masks = subprocess.run([program, "--list-masks"], capture_output=True, text=True, env=environment).stdout
        check(masks.startswith("apple\t") and "heart\t" in masks, "the installed program lists the masks")
        # The PDF module: the installed one is loaded (the build tree's own
        # comes after it in the program's search), seen in the loader's log.
        with open(os.path.join(build, "CMakeCache.txt")) as cache:
            with_pdf = "MAZESHEET_PDF:BOOL=ON\n" in cache.read()
        if with_pdf:
            installed = glob.glob(os.path.join(prefix, "lib*", "**", "mazesheet-pdf.so"), recursive=True)
            check(len(installed) == 1, f"installed lib*/mazesheet/mazesheet-pdf.so: {installed}")
            pdf = os.path.join(prefix, "maze.pdf")
            run = subprocess.run([program, "-q", "--seed", "1", "-s", "10x10", "-o", pdf], capture_output=True,
                                 text=True, env=dict(environment, LD_DEBUG="files"))
            check(run.returncode == 0 and open(pdf, "rb").read(5) == b"%PDF-", "the installed program writes a PDF")
            check(bool(installed) and f"file={installed[0]} " in run.stderr,
                  "the installed program loads the installed PDF module")
        # The layout is what is tested here: the largest requests (run in
        # full by readme_commands) add nothing to it.
        environment.pop("MAZESHEET_FULL_TESTS", None)
        readme_run = subprocess.run([sys.executable, os.path.join(HERE, "test_readme.py"), program, readme], text=True,
                                    capture_output=True, env=environment)
        print("".join("  " + line + "\n" for line in readme_run.stdout.splitlines()), end="")
        check(readme_run.returncode == 0, "README's commands run with the installed program")
    return finish()


if __name__ == "__main__":
    sys.exit(main())
