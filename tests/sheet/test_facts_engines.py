# SPDX-License-Identifier: MIT
"""Three engines agree on facts playable sheets: HyperFormula (the engine of
several web spreadsheets, run with node), LibreOffice and gnumeric
recalculate copies of facts playable workbooks marked as sheet_play marks
them (the right way, nothing, one cell short, two pieces, through a wall, an
extra mark), and every verdict is the one expected, and every formula cell of
the Check sheets has the same value in the three. Nothing re-implements the
formulas.

The workbooks: sheet_play's two facts mazes (times-7 in borders, compare-100
in blocks), a facts class set and a teacher's list whose items hold a comma
and quotes. HyperFormula judges every marked copy; LibreOffice and gnumeric
judge a sample (each verdict once, in turn among the workbooks), or every
copy with MAZESHEET_FULL_TESTS=1.

usage: test_facts_engines.py MAZESHEET_BINARY BUILD_DIR
"""
import json
import os
import subprocess
import sys
import tempfile

import warnings

import openpyxl

from sheetcheck import PLACES_FACTS, attempt, full_tests, report, require
from test_play import Workbook, gnumeric_recalculate, libreoffice_recalculate, marking_cases

WORDS = PLACES_FACTS

HERE = os.path.dirname(os.path.abspath(__file__))


def sheets_as_data(path):
    """Every sheet of a workbook as rows of values and "=formula" texts, as
    HyperFormula builds a workbook from."""
    wb = openpyxl.load_workbook(path)
    sheets = {}
    for ws in wb.worksheets:
        rows = []
        for row in ws.iter_rows(min_row=1, max_row=ws.max_row, max_col=ws.max_column):
            values = []
            for cell in row:
                value = cell.value
                if isinstance(value, str) and cell.data_type != "f":
                    require(not value.startswith(("=", "'")), f"{path}: text {value!r} would read as a formula")
                values.append(value)
            rows.append(values)
        sheets[ws.title] = rows
    return sheets


def formula_cells(path, book):
    """[(sheet, row, col)] 0-based: each maze sheet's verdict and every
    formula cell of every Check sheet."""
    wb = openpyxl.load_workbook(path)
    cells = []
    for sheet in book.maze_sheets:
        r, c = book.named_cell(sheet, "Verdict")
        cells.append((sheet, r - 1, c - 1))
    for ws in wb.worksheets:
        if ws.title.startswith("Check"):
            cells += [(ws.title, c.row - 1, c.column - 1) for row in ws.iter_rows() for c in row if c.data_type == "f"]
    return cells


def hyperformula(build, copies, tmp):
    """{path: [values]} for each (path, cells), recalculated by HyperFormula."""
    request = [{"name": path, "sheets": sheets_as_data(path), "cells": cells} for path, cells in copies]
    source = os.path.join(tmp, "hyperformula-in.json")
    with open(source, "w") as f:
        json.dump(request, f)
    result = subprocess.run(["bash", os.path.join(HERE, "..", "hyperformula", "run.sh"), build, source],
                            capture_output=True, text=True, timeout=600)
    require(result.returncode == 0, f"HyperFormula: {result.stderr.strip()[-500:]}")
    return {each["name"]: each["values"] for each in json.loads(result.stdout)}


def values_at(path, cells):
    wb = openpyxl.load_workbook(path, data_only=True)
    return [wb[sheet].cell(row=r + 1, column=c + 1).value for sheet, r, c in cells]


def same(a, b):
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool):
        return abs(a - b) < 1e-9
    return a == b


def main():
    warnings.filterwarnings("ignore", message="Workbook contains no default style")  # gnumeric's files
    binary, build = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-engines-") as tmp:
        words = os.path.join(tmp, "places.txt")
        with open(words, "w") as f:
            f.write(WORDS)
        books = [
            Workbook(binary, tmp, "facts", ["--facts", "times-7", "-s", "6x7", "--seed", "48"], "borders"),
            Workbook(binary, tmp, "facts-blocks", ["--facts", "compare-100", "-s", "5x6", "--seed", "49",
                                                   "--style", "blocks"], "blocks"),
            Workbook(binary, tmp, "facts-set", ["--facts", "add-20", "-s", "5x5", "--seed", "50", "--count", "2"],
                     "borders"),
            Workbook(binary, tmp, "facts-words", ["--facts", words, "-s", "4x4", "--seed", "51"], "borders"),
        ]
        copies = []  # (book, sheet, case, path, expected)
        for book in books:
            for k, sheet in enumerate(book.maze_sheets):
                for case, marks, expected in marking_cases(book.mazes[k], False):
                    out = os.path.join(tmp, f"{book.name}-{k}-{case.replace(' ', '-')}.xlsx")
                    copies.append((book, sheet, case, book.filled(out, sheet, marks), expected))
        for book in books:
            copies.append((book, book.maze_sheets[0], "unmarked", book.path, None))

        # The sample every engine judges: each verdict once, the workbooks in turn.
        if full_tests():
            sample = set(range(len(copies)))
        else:
            sample = set()
            kinds = list(dict.fromkeys(expected for *_, expected in copies))
            for j, kind in enumerate(kinds):
                of_kind = [i for i, copy in enumerate(copies) if copy[4] == kind]
                turn = [i for i in of_kind if copies[i][0] is books[j % len(books)]]
                sample.add((turn or of_kind)[0])
        cells = {path: formula_cells(path, book) for book, _, _, path, _ in copies}
        by_hf = hyperformula(build, [(path, cells[path]) for _, _, _, path, _ in copies], tmp)
        sampled = [copies[i][3] for i in sorted(sample)]
        by_lo = libreoffice_recalculate(sampled, os.path.join(tmp, "lo"), os.path.join(tmp, "lo-profile"))
        by_gnumeric = gnumeric_recalculate(sampled, os.path.join(tmp, "gnumeric"))
        require(by_gnumeric is not None, "gnumeric (ssconvert) is not installed")
        print(f"HyperFormula judged {len(copies)} copies; LibreOffice and gnumeric {len(sample)}"
              + ("" if full_tests() else " (MAZESHEET_FULL_TESTS=1: every one)"))

        for index, (book, sheet, case, path, expected) in enumerate(copies):
            def judged(book=book, sheet=sheet, path=path, expected=expected, index=index):
                where = cells[path]
                verdict_at = where.index((sheet, *[v - 1 for v in book.named_cell(sheet, "Verdict")]))
                engines = {"HyperFormula": by_hf[path]}
                if index in sample:
                    engines["LibreOffice"] = values_at(by_lo[path], where)
                    engines["gnumeric"] = values_at(by_gnumeric[path], where)
                for engine, values in engines.items():
                    said = values[verdict_at]
                    want = expected if expected is not None else "Mark your way from S to F."
                    require(said == want, f"{engine} says {said!r}, expected {want!r}")
                names = list(engines)
                for k, at in enumerate(where):
                    first = engines[names[0]][k]
                    for other in names[1:]:
                        require(same(first, engines[other][k]),
                                f"{at[0]}!{openpyxl.utils.get_column_letter(at[2] + 1)}{at[1] + 1}: "
                                f"{names[0]} {first!r}, {other} {engines[other][k]!r}")
                if len(names) == 1:
                    return f"{names[0]}: {engines[names[0]][verdict_at]} ({len(where)} formula cells)"
                return f"{', '.join(names)} agree on {len(where)} formula cells: {engines[names[0]][verdict_at]}"
            attempt(results, f"{book.name}/{sheet}: {case}", judged)
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
