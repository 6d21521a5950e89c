# SPDX-License-Identifier: MIT
"""Same options and seed give a byte-identical workbook: run every case
twice, more than two seconds apart (zip and document dates would differ),
from another working directory, in another time zone; a different seed must
give a different file. Then write through the library under a comma-decimal
locale (built with localedef into a private directory) and compare with the
command line's bytes.

usage: test_determinism.py MAZESHEET_BINARY LOCALE_PROBE SAMPLES_DIR
"""
import filecmp
import os
import subprocess
import sys
import tempfile
import time
import zipfile

from sheetcheck import attempt, report, require, run_ok


def cases(masks):
    return {
        "borders": ["-s", "20x20", "--seed", "1"],
        "blocks": ["-s", "15x10", "-a", "kruskal", "--seed", "2", "--style", "blocks"],
        "mask-braid": ["--mask", os.path.join(masks, "star.txt"), "-a", "wilson", "--seed", "3", "--braid", "0.3"],
        "count-answers": ["-s", "9x12", "--seed", "4", "--count", "3", "--paper", "letter",
                          "--title", "Friday & fun"],
        # 1.1 million cells: libxlsxwriter's streaming (constant_memory) mode.
        "streamed": ["-s", "750x750", "-a", "eller", "--seed", "5"],
        # Teaching mode: step sheets (set colours) before the maze.
        "steps": ["-s", "12x9", "-a", "kruskal", "--seed", "7", "--steps", "6", "--style", "blocks"],
    }


def write_all(binary, outdir, masks, env):
    os.makedirs(outdir, exist_ok=True)
    for name, args in cases(masks).items():
        extra = ["--answers", name + "-answers.xlsx"] if name == "count-answers" else []
        result = subprocess.run([binary] + args + ["-o", name + ".xlsx"] + extra, cwd=outdir, env=env,
                                capture_output=True, text=True)
        require(result.returncode == 0, f"{name}: exit {result.returncode}: {result.stderr.strip()}")


def main():
    binary, probe, masks = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    masks = os.path.abspath(masks)
    results = []

    with tempfile.TemporaryDirectory(prefix="mazesheet-determinism-") as tmp:
        first, second = os.path.join(tmp, "first"), os.path.join(tmp, "second")
        env1 = dict(os.environ, TZ="UTC")
        env2 = dict(os.environ, TZ="Pacific/Auckland")
        started = time.monotonic()
        write_all(binary, first, masks, env1)
        time.sleep(max(0.0, 2.2 - (time.monotonic() - started)))
        write_all(binary, second, masks, env2)

        for name in sorted(os.listdir(first)):
            def same(name=name):
                a, b = os.path.join(first, name), os.path.join(second, name)
                require(filecmp.cmp(a, b, shallow=False), f"{name} differs between two runs")
                with zipfile.ZipFile(a) as z:
                    require(z.testzip() is None, f"{name}: a corrupt zip member")
            attempt(results, f"same bytes: {name}", same)

        def streamed_mode():
            # The large case really went through libxlsxwriter's streaming
            # path: its cells are inline strings, not shared ones.
            with zipfile.ZipFile(os.path.join(first, "streamed.xlsx")) as z:
                sheet = z.read("xl/worksheets/sheet1.xml")[:200000]
            require(b't="inlineStr"' in sheet, "the 750x750 workbook was not written in constant_memory mode")
        attempt(results, "750x750 streamed", streamed_mode)

        def other_seed():
            other = os.path.join(tmp, "other.xlsx")
            run_ok(binary, cases(masks)["borders"][:-1] + ["2", "-o", other])
            require(not filecmp.cmp(other, os.path.join(first, "borders.xlsx"), shallow=False),
                    "seeds 1 and 2 gave the same bytes")
        attempt(results, "another seed differs", other_seed)

        def comma_locale():
            locales = os.path.join(tmp, "locales")
            os.makedirs(locales)
            made = subprocess.run(["localedef", "-i", "de_DE", "-f", "UTF-8", os.path.join(locales, "de_DE.UTF-8")],
                                  capture_output=True, text=True)
            require(made.returncode in (0, 1) and os.path.isdir(os.path.join(locales, "de_DE.UTF-8")),
                    f"localedef could not build de_DE.UTF-8 (Debian package 'locales'): {made.stderr.strip()}")
            for style in ("borders", "blocks"):
                cli = os.path.join(tmp, f"cli-{style}.xlsx")
                run_ok(binary, ["-s", "12x9", "--seed", "6", "--style", style, "-o", cli])
                for label, env in (("C", dict(os.environ, LC_ALL="C")),
                                   ("de_DE", dict(os.environ, LOCPATH=locales, LC_ALL="de_DE.UTF-8"))):
                    out = os.path.join(tmp, f"probe-{style}-{label}.xlsx")
                    result = subprocess.run([probe, out, "6", style], env=env, capture_output=True, text=True)
                    require(result.returncode == 0, f"locale probe ({label}) failed: {result.stderr.strip()}")
                    point = "," if label == "de_DE" else "."
                    require(result.stdout.split() == ["before", point, "after", point],
                            f"locale probe ({label}): decimal point before/after: {result.stdout.split()}")
                    require(filecmp.cmp(out, cli, shallow=False),
                            f"{style} workbook written under LC_ALL={label} differs from the command line's")
        attempt(results, "comma-decimal locale", comma_locale)

    return report(results)


if __name__ == "__main__":
    sys.exit(main())
