# SPDX-License-Identifier: MIT
"""The .pdf writer, read back by independent tools:
- qpdf --check finds no structural error in any of the files;
- pdffonts: every font is embedded, as a subset;
- pdftoppm renders each page, and the walls read from the pixels (black
  lines, or black blocks in the blocks style) are the command line's block
  text of the same mazes: rectangles and masks, both styles, four mazes a
  page (--per-page 4);
- an answer key draws the way: the cells whose middle shows the route's
  colour are as many as the solution's cells between S and F (--stats);
- a page per worksheet page, a page per step then the maze with --steps;
- the same request gives the same bytes twice, and under another time zone
  and locale;
- a request the format cannot do is refused before any maze is carved,
  naming the option, and leaves no file;
- cairo and Pango are loaded only for a PDF (the module mazesheet-pdf.so):
  a workbook's run loads none of them, and a program whose module is broken
  says so in one line, writing nothing.

usage: test_pdf.py MAZESHEET_BINARY
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "sheet"))
sys.path.insert(0, HERE)

import pages  # noqa: E402
from sheetcheck import attempt, read_stats, report, require, run, run_ok, same_bytes_everywhere, split_block_text  # noqa: E402

MASKS = os.path.join(HERE, "..", "..", "templates", "masks")


def make(binary, tmp, name, args):
    """The PDF, its block text and stats for the same request."""
    pdf = os.path.join(tmp, name + ".pdf")
    run_ok(binary, args + ["-o", pdf, "-q"])
    run_ok(binary, args + ["-o", os.path.join(tmp, name + ".txt"), "--stats", os.path.join(tmp, name + ".jsonl"), "-q"])
    texts = ["\n".join(m) for m in split_block_text(open(os.path.join(tmp, name + ".txt")).read())]
    return pdf, texts, read_stats(os.path.join(tmp, name + ".jsonl"))


def structure(pdf):
    checked = subprocess.run(["qpdf", "--check", pdf], capture_output=True, text=True)
    require(checked.returncode == 0, f"qpdf --check: {checked.stdout.strip()} {checked.stderr.strip()}")
    fonts = subprocess.run(["pdffonts", pdf], capture_output=True, text=True, check=True).stdout.splitlines()[2:]
    require(fonts, "no fonts")
    for line in fonts:
        fields = line.split()
        emb, sub = fields[-5], fields[-4]
        require(emb == "yes" and sub == "yes", f"font not embedded as a subset: {line}")
    return len(fonts)


def check_walls(binary, tmp, name, args, mazes_per_page=1):
    pdf, texts, _ = make(binary, tmp, name, args)
    fonts = structure(pdf)
    rendered = pages.render(pdf)
    want_pages = (len(texts) + mazes_per_page - 1) // mazes_per_page
    require(len(rendered) == want_pages, f"{len(rendered)} pages for {len(texts)} mazes, expected {want_pages}")
    blocks = "--style" in args and args[args.index("--style") + 1] == "blocks"
    checked = 0
    for p, page in enumerate(rendered):
        on_page = texts[p * mazes_per_page:(p + 1) * mazes_per_page]
        boxes = pages.maze_boxes(page, len(on_page))
        for k, (box, text) in enumerate(zip(boxes, on_page)):
            wrong = pages.read_blocks(page, box, text) if blocks else pages.read_borders(page, box, text)
            require(not wrong, f"page {p + 1}, maze {k + 1}: {len(wrong)} walls differ from the block text, "
                               f"e.g. {wrong[:3]}")
            checked += 1
    return f"{checked} mazes on {len(rendered)} pages read back wall by wall; {fonts} fonts embedded as subsets"


def check_key(binary, tmp):
    args = ["-s", "14x10", "-a", "wilson", "--seed", "31"]
    run_ok(binary, args + ["-o", os.path.join(tmp, "k-maze.pdf"), "--answers", os.path.join(tmp, "key.pdf"),
                           "--stats", os.path.join(tmp, "key.jsonl"), "-q"])
    run_ok(binary, args + ["-o", os.path.join(tmp, "key.txt"), "-q"])
    structure(os.path.join(tmp, "key.pdf"))
    text = open(os.path.join(tmp, "key.txt")).read().rstrip("\n")
    length = read_stats(os.path.join(tmp, "key.jsonl"))[0]["solution_length"]
    page = pages.render(os.path.join(tmp, "key.pdf"))[0]
    box = pages.maze_boxes(page, 1)[0]
    wrong = pages.read_borders(page, box, text)
    require(not wrong, f"the key's walls differ from the block text: {wrong[:3]}")
    route = pages.orange_cells(page, box, 14, 10)
    require(len(route) == length - 2, f"the route passes through {len(route)} cells, the way has {length - 2} "
                                      f"between S and F")
    worksheet = pages.render(os.path.join(tmp, "k-maze.pdf"))[0]
    require(not pages.orange_cells(worksheet, pages.maze_boxes(worksheet, 1)[0], 14, 10),
            "the worksheet shows the route")
    return f"route through {len(route)} cells, none on the worksheet"


def check_steps(binary, tmp):
    pdf = os.path.join(tmp, "steps.pdf")
    run_ok(binary, ["-s", "8x6", "-a", "kruskal", "--seed", "3", "--steps", "5", "-o", pdf, "-q"])
    structure(pdf)
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True, check=True).stdout
    count = int(next(line.split()[1] for line in info.splitlines() if line.startswith("Pages:")))
    require(count == 6, f"{count} pages for 5 steps and the maze")
    words = subprocess.run(["pdftotext", "-f", "1", "-l", "1", pdf, "-"], capture_output=True, text=True,
                           check=True).stdout
    require("Step 1 of 5" in words, f"page 1 does not name step 1: {words[:200]!r}")
    return "a page per step, then the maze"


def check_same_bytes(binary, tmp):
    args = ["-s", "12x12", "--seed", "5", "--title", "Šárka, Nguyễn & Zoë", "--count", "2", "-q"]
    first, a = same_bytes_everywhere(binary, args, tmp, ".pdf")
    words = subprocess.run(["pdftotext", first, "-"], capture_output=True, text=True, check=True).stdout
    require("Šárka, Nguyễn & Zoë" in words, f"the title does not read back: {words[:120]!r}")
    return f"{len(a)} bytes, the same three times; the title reads back"


def check_refused(binary, tmp):
    out = os.path.join(tmp, "refused.pdf")
    result = run(binary, ["--playable", "-o", out])
    require(result.returncode == 2 and result.stderr.startswith("mazesheet: --playable:"),
            f"--playable with .pdf: exit {result.returncode}, {result.stderr.strip()!r}")
    require(not os.path.exists(out), "a refused request left a file")
    result = run(binary, ["--per-page", "3", "-o", out])
    require(result.returncode == 2 and "--per-page" in result.stderr, f"--per-page 3: {result.stderr.strip()!r}")
    return result.stderr.strip()


def loaded_objects(binary, args):
    """The shared objects the run loaded (the dynamic loader's log)."""
    result = subprocess.run([binary] + args, capture_output=True, text=True, env=dict(os.environ, LD_DEBUG="files"))
    require(result.returncode == 0, f"{args}: {result.stderr[-300:]}")
    return {line.split("file=")[1].split()[0] for line in result.stderr.splitlines() if "generating link map" in line}


def check_module(binary, tmp):
    workbook = loaded_objects(binary, ["-s", "10x10", "-q", "-o", os.path.join(tmp, "plain.xlsx")])
    pdf = loaded_objects(binary, ["-s", "10x10", "-q", "-o", os.path.join(tmp, "plain.pdf")])
    require(not any("cairo" in o or "pango" in o for o in workbook), f"a workbook's run loads {sorted(workbook)}")
    require(any("libcairo" in o for o in pdf) and any("mazesheet-pdf.so" in o for o in pdf),
            f"a PDF's run loads {sorted(pdf)}")
    # A broken module beside a copy of the program is found first, and refused.
    folder = os.path.join(tmp, "broken")
    os.mkdir(folder)
    copy = shutil.copy(binary, folder)
    with open(os.path.join(folder, "mazesheet-pdf.so"), "w") as broken:
        broken.write("not a library\n")
    out = os.path.join(tmp, "broken.pdf")
    result = run(copy, ["-s", "10x10", "-o", out])
    expected = f"mazesheet: PDF output needs {os.path.join(folder, 'mazesheet-pdf.so')}: "
    require(result.returncode == 1 and result.stderr.startswith(expected) and result.stderr.count("\n") == 1,
            f"a broken module: exit {result.returncode}, {result.stderr!r}")
    require(not os.path.exists(out), "a run without its module left a file")
    return f"{len(workbook)} objects for a workbook, {len(pdf)} for a PDF; {result.stderr.strip()}"


def main():
    binary = os.path.abspath(sys.argv[1])
    results = []
    heart = os.path.join(MASKS, "heart.txt")
    ring = os.path.join(MASKS, "ring.txt")
    with tempfile.TemporaryDirectory(prefix="mazesheet-pdf-") as tmp:
        cases = [
            ("borders", ["-s", "15x11", "-a", "prim", "--seed", "11"], 1),
            ("blocks", ["-s", "10x8", "-a", "kruskal", "--seed", "12", "--style", "blocks"], 1),
            ("mask", ["--mask", heart, "-a", "wilson", "--seed", "13"], 1),
            ("mask-blocks", ["--mask", ring, "-a", "backtracker", "--seed", "14", "--style", "blocks"], 1),
            ("per-page-4", ["-s", "7x9", "--seed", "15", "--count", "5", "--per-page", "4"], 4),
            ("letter-landscape", ["-s", "30x12", "--seed", "16", "--paper", "letter", "--orientation", "landscape"], 1),
        ]
        for name, args, per_page in cases:
            attempt(results, name, lambda n=name, a=args, p=per_page: check_walls(binary, tmp, n, a, p))
        attempt(results, "answer key", lambda: check_key(binary, tmp))
        attempt(results, "steps", lambda: check_steps(binary, tmp))
        attempt(results, "same bytes", lambda: check_same_bytes(binary, tmp))
        attempt(results, "refused", lambda: check_refused(binary, tmp))
        attempt(results, "module", lambda: check_module(binary, tmp))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
