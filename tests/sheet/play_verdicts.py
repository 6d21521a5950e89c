# SPDX-License-Identifier: MIT
"""The playable sheet's verdicts on marked routes, as LibreOffice and gnumeric
recalculate them, written as JSON for the web test that asks the player
(web/play.js) about the same routes (tests/web/test_play.mjs). The routes
are test_play.py's (right way, nothing, one short, two pieces, through a
wall, an extra mark, longer ways in braided mazes); the verdicts come from
the engines only.

Sampled as sheet_play is: each marked copy is judged by one engine, in turn
among the copies that expect the same verdict; with MAZESHEET_FULL_TESTS by
both.

usage: play_verdicts.py MAZESHEET_BINARY MASKS_DIR OUT.json
Each record: {"name", "args", "maze" (0-based), "marks" ([column, row], 0-based),
"verdicts" ({engine: text})}.
"""
import json
import os
import shutil
import sys
import tempfile

from sheetcheck import in_turn
from test_play import Workbook, gnumeric_recalculate, libreoffice_recalculate, marking_cases, verdict

# (name, options): the mazes, as the workbook and the page played on screen
# both take them; a Czech one for the words. The web test plays some of
# them in the page's Play view too, so those keep to options its form has.
MAZES = [
    ("borders", ["-s", "10x8", "--seed", "41"]),
    ("blocks", ["-s", "9x7", "-a", "kruskal", "--seed", "42", "--style", "blocks"]),
    ("heart", ["--mask", "heart", "-a", "wilson", "--seed", "43"]),
    ("braided", ["-s", "9x9", "-a", "kruskal", "--seed", "44", "--braid", "0.6"]),
    ("czech", ["-s", "7x6", "-a", "prim", "--seed", "45", "--language", "cs"]),
    ("class-set", ["-s", "6x5", "--seed", "46", "--count", "3"]),
]


def main():
    binary, masks, out = (os.path.abspath(p) for p in sys.argv[1:4])
    records = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-play-verdicts-") as tmp:
        copies = []  # (record, book, sheet, file, expected English verdict: the kind for in_turn)
        for name, options in MAZES:
            args = [os.path.join(masks, "heart.txt") if a == "heart" else a for a in options]
            book = Workbook(binary, tmp, name, args, "blocks" if "blocks" in options else "borders")
            # The maze sheets by their state (their names are the language's).
            book.maze_sheets = [sheet for sheet, state in book.package.sheets if state == "visible"]
            for k, sheet in enumerate(book.maze_sheets):
                if name == "class-set" and k != 1:
                    continue  # the set's second maze: a maze chosen by number
                for case, marks, expected in marking_cases(book.mazes[k], name.startswith("braided")):
                    path = book.filled(os.path.join(tmp, f"{name}-{k}-{case.replace(' ', '-')}.xlsx"), sheet, marks)
                    record = {"name": f"{name}: {case}", "args": args, "maze": k,
                              "marks": [list(p) for p in marks], "verdicts": {}}
                    copies.append((record, book, sheet, path, expected))
        engines = ["LibreOffice"] + (["gnumeric"] if shutil.which("ssconvert") else [])
        judges = in_turn(copies, lambda copy: copy[4], engines)
        by_libreoffice = libreoffice_recalculate([c[3] for c, by in zip(copies, judges) if "LibreOffice" in by],
                                                 os.path.join(tmp, "lo"), os.path.join(tmp, "lo-profile"))
        by_gnumeric = gnumeric_recalculate([c[3] for c, by in zip(copies, judges) if "gnumeric" in by],
                                           os.path.join(tmp, "gnumeric")) or {}
        for (record, book, sheet, path, _), by in zip(copies, judges):
            for engine, recalculated in (("LibreOffice", by_libreoffice), ("gnumeric", by_gnumeric)):
                if engine in by and path in recalculated:
                    record["verdicts"][engine] = verdict(recalculated[path], sheet, book)
            records.append(record)
    with open(out, "w", encoding="utf-8") as f:
        json.dump(records, f, ensure_ascii=False, indent=1)
    print(f"{len(records)} marked routes judged by {', '.join(engines)}")


if __name__ == "__main__":
    main()
