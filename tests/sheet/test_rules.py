# SPDX-License-Identifier: MIT
"""Rules and drop-downs every spreadsheet program reads: no conditional
format and no data validation of any workbook here refers to another sheet
(Excel 2007 refuses that in both; Excel 2010 and later keep such rules in an
extension list that other readers skip; Google Sheets is reported to drop a
drop-down whose source stands on a hidden sheet). Each drop-down's choices
stand on its own sheet: the cell's item and the item marked.

The workbooks: playable sheets in both styles, with their keys, a mask, class
sets (one streamed), facts in both styles, a teacher's list with a comma and
quotes in its items, another language, and sheets without rules (steps, a
plain maze). Every workbook the sheet tests read through sheetcheck.Package
is checked the same way as it is opened.

usage: test_rules.py MAZESHEET_BINARY MASKS_DIR
"""
import os
import re
import subprocess
import sys
import tempfile
import zipfile
import xml.etree.ElementTree as ET

import openpyxl

from sheetcheck import NS, PLACES_FACTS, Package, attempt, names_a_sheet, report, require, rule_formulas, run_ok

FACT_MARK = "\u2714"

WORDS = "[instruction]\nFollow the places spelt right.\n" + PLACES_FACTS


def sheet_parts(package):
    return {name: package.sheet_part(name) for name, _ in package.sheets}


def check_drop_downs(path, package):
    """Each drop-down's source is a range on its own sheet holding the
    cell's item and the item marked."""
    wb = openpyxl.load_workbook(path)
    count = 0
    for sheet, part in sheet_parts(package).items():
        root = ET.fromstring(package.parts[part])
        for v in root.iter(f"{{{NS['m']}}}dataValidation"):
            if v.get("type") != "list":
                continue
            source = v.find("m:formula1", NS).text
            if source.startswith('"'):
                continue  # choices written out (the teacher's switch)
            m = re.fullmatch(r"\$([A-Z]+)\$(\d+):\$([A-Z]+)\$(\d+)", source)
            require(m, f"{sheet}: a drop-down's source {source!r} is not a range of its own sheet")
            ws = wb[sheet]
            choices = [ws[f"{m.group(1)}{m.group(2)}"].value, ws[f"{m.group(3)}{m.group(4)}"].value]
            item = ws[v.get("sqref")].value
            require(choices == [item, FACT_MARK + " " + item], f"{sheet}!{v.get('sqref')} offers {choices} for {item!r}")
            count += 1
    return count


def main():
    binary, masks = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    results = []
    validator = "/work/shared/validate-xlsx.sh"
    with tempfile.TemporaryDirectory(prefix="mazesheet-rules-") as tmp:
        words = os.path.join(tmp, "places.txt")
        with open(words, "w") as f:
            f.write(WORDS)
        cases = [
            # (name, arguments, what it must hold: rules and drop-downs, or none)
            ("borders", ["-s", "10x8", "--seed", "41", "--playable"], True),
            ("blocks", ["-s", "9x7", "--seed", "42", "--style", "blocks", "--playable"], True),
            ("heart", ["--mask", os.path.join(masks, "heart.txt"), "--seed", "43", "--playable"], True),
            ("class-set", ["-s", "12x12", "--seed", "44", "--count", "3", "--playable"], True),
            ("streamed-set", ["-s", "60x60", "-a", "prim", "--seed", "46", "--count", "3", "--playable"], True),
            ("facts", ["--facts", "times-7", "-s", "6x7", "--seed", "48", "--playable"], True),
            ("facts-blocks", ["--facts", "compare-100", "-s", "5x6", "--seed", "49", "--style", "blocks",
                              "--playable"], True),
            ("facts-set", ["--facts", "add-10", "-s", "5x5", "--seed", "50", "--count", "2", "--playable"], True),
            ("facts-words", ["--facts", words, "-s", "4x4", "--seed", "51", "--playable"], True),
            ("czech", ["-s", "8x8", "--seed", "52", "--language", "cs", "--playable"], True),
            ("plain", ["-s", "10x8", "--seed", "53"], False),
            ("steps", ["-s", "6x5", "--seed", "54", "--steps", "3"], False),
        ]
        made = []
        for name, args, playable in cases:
            out = os.path.join(tmp, name + ".xlsx")
            run_ok(binary, args + ["-o", out])
            made.append((name, out, playable))
            key = os.path.join(tmp, name + "-answers.xlsx")
            if os.path.exists(key):
                made.append((name + " key", key, playable))

        for name, path, playable in made:
            def check(path=path, playable=playable):
                found = rule_formulas(raw_package(path))
                naming = [f for f in found if names_a_sheet(f[2])]
                require(not naming, f"{len(naming)} of {len(found)} refer to a sheet, e.g. {naming[:2]}")
                rules = sum(1 for _, kind, _ in found if kind == "rule")
                drops = sum(1 for _, kind, _ in found if kind == "drop-down")
                if playable:
                    require(rules > 0, "a playable workbook without colouring rules")
                else:
                    require(not found, f"rules in a workbook that plays nothing: {found[:2]}")
                package = Package(path)  # checks again as every sheet test does
                items = check_drop_downs(path, package)
                if os.path.exists(validator):
                    result = subprocess.run([validator, path], capture_output=True, text=True)
                    require(result.returncode == 0, f"validate-xlsx: {result.stdout.strip()[:300]}")
                return f"{rules} rules, {drops} drop-downs ({items} of items), none names a sheet"
            attempt(results, name, check)
    return report(results)


def raw_package(path):
    """The package without Package's own check, so that what refers to a
    sheet is counted and shown here."""
    raw = object.__new__(Package)
    with zipfile.ZipFile(path) as z:
        raw.parts = {n: z.read(n) for n in z.namelist()}
    return raw


if __name__ == "__main__":
    sys.exit(main())
