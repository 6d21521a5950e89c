# SPDX-License-Identifier: MIT
"""The worksheet in the class's language. For every language mazesheet
ships, every word of its table (src/page/languages/CODE.cpp, read here as
data; English's in english.hpp) is found where it belongs in what --language CODE writes: the cells,
sheet names, footer rows and document properties of a class set and its key, a
shaded solution on a braided mask, a playable sheet (verdicts in the
formula, the Check sheet's labels, the teacher's switch), teaching mode's
step sheets and animated SVG (the legend in the language); every word is in
Unicode's composed form (NFC). With --print, LibreOffice prints the Czech and
Vietnamese worksheets, a playable sheet, the steps and the key, and their
words are read back from the PDF (pdftotext).

usage: test_language.py MAZESHEET_BINARY LANGUAGES_DIR [--print]
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
import xml.etree.ElementTree as ET

import openpyxl

from sheetcheck import NS, Package, attempt, report, require, run_ok

PRINTED = ("cs", "vi")


def c_string(text):
    """A C++ string literal's text: \\uXXXX, \\" and \\\\ are the escapes the tables use."""
    out, i = "", 0
    while i < len(text):
        if text[i] == "\\":
            if text[i + 1] == "u":
                out += chr(int(text[i + 2:i + 6], 16))
                i += 6
                continue
            out += text[i + 1]
            i += 2
            continue
        out += text[i]
        i += 1
    return out


STRING = r'"((?:[^"\\]|\\.)*)"'


def pairs(source, array):
    """The {"a", "b"} pairs of the C++ array `array` in `source`, unescaped."""
    found = re.search(array + r"\[\] = \{(.*?)\n\};", source, re.S)
    if found is None:
        return {}
    return {c_string(a): c_string(b) for a, b in re.findall(r"\{" + STRING + ", " + STRING + r"\}", found.group(1))}


def read_table(path):
    """(code, {word key: text}, {english legend or instruction: text}) of one
    language file; English's words are in english.hpp beside it."""
    source = open(path, encoding="utf-8").read()
    code = re.search(r"constexpr Language \w+\{" + STRING, source).group(1)
    if "kEnglishWords" in source:
        words = pairs(open(os.path.join(os.path.dirname(path), "english.hpp"), encoding="utf-8").read(),
                      "kEnglishWords")
    else:
        words = pairs(source, "kWords")
    legends = {**pairs(source, "kLegends"), **pairs(source, "kInstructions")}
    return code, words, legends


def pattern(phrase):
    """A phrase with its {placeholders} as a regular expression."""
    parts = re.split(r"(\{\w+\})", phrase)
    return "".join(".+?" if re.fullmatch(r"\{\w+\}", p) else re.escape(p) for p in parts)


def fill(phrase, **values):
    for key, value in values.items():
        phrase = phrase.replace("{" + key + "}", str(value))
    return phrase


class Written:
    """Every string a run's files hold, by where it is."""

    def __init__(self):
        self.strings = []

    def add(self, where, text):
        if text:
            self.strings.append((where, text))

    def add_workbook(self, path):
        package = Package(path)
        for name, _ in package.sheets:
            self.add(f"{path}: sheet name", name)
            root = ET.fromstring(package.parts[package.sheet_part(name)])
            for validation in root.iter(f"{{{NS['m']}}}dataValidation"):
                for formula in validation.iter(f"{{{NS['m']}}}formula1"):
                    self.add(f"{path}/{name}: drop-down", formula.text)
        wb = openpyxl.load_workbook(path)
        for ws in wb.worksheets:
            for row in ws.iter_rows():
                for cell in row:
                    if isinstance(cell.value, str):
                        self.add(f"{path}/{ws.title}!{cell.coordinate}", cell.value)
        cached = openpyxl.load_workbook(path, data_only=True)
        for ws in cached.worksheets:
            for row in ws.iter_rows():
                for cell in row:
                    if isinstance(cell.value, str):
                        self.add(f"{path}/{ws.title}!{cell.coordinate} (value)", cell.value)
        for key, value in package.core_properties().items():
            self.add(f"{path}: property {key}", value)
        return package

    def add_html(self, path):
        """The words of a page played on screen: its player's data."""
        data = play_data(path)
        self.add(f"{path}: title", data["title"])
        for key, value in data["texts"].items():
            for text in value if isinstance(value, list) else [value]:
                self.add(f"{path}: texts.{key}", text)

    def add_svg(self, path):
        root = ET.parse(path).getroot()
        for text in root.iter("{http://www.w3.org/2000/svg}text"):
            self.add(f"{path}: text", text.text)

    def find(self, regex):
        return [(where, text) for where, text in self.strings if re.search(regex, text)]


def play_data(path):
    """The data a page played on screen (.html) gives its player."""
    page = open(path, encoding="utf-8").read()
    data = re.search(r'<script type="application/json" id="mazesheet-play-data">(.*?)</script>', page, re.S).group(1)
    return json.loads(data)


def make(binary, tmp, code):
    """The files of one language: (Written, {name: path})."""
    d = os.path.join(tmp, code + "-files")
    os.makedirs(d, exist_ok=True)
    files = {}

    def out(name):
        files[name] = os.path.join(d, name)
        return files[name]

    lang = ["--language", code]
    run_ok(binary, lang + ["-s", "6x5", "--seed", "21", "--count", "2", "-o", out("set.xlsx"),
                           "--answers", out("set-key.xlsx")])
    run_ok(binary, lang + ["--mask", "heart", "--braid", "0.5", "--solution-path", "shade", "--seed", "22",
                           "-o", out("shaded.xlsx")])
    run_ok(binary, lang + ["-s", "5x4", "--seed", "23", "--playable", "-o", out("play.xlsx"),
                           "--answers", out("play-key.xlsx")])
    run_ok(binary, lang + ["-s", "6x5", "--seed", "23", "--playable", "-o", out("play-teacher.xlsx")])
    run_ok(binary, lang + ["--facts", "times-3", "-s", "4x4", "--seed", "23", "--playable", "-o", out("play-facts.xlsx")])
    run_ok(binary, lang + ["-s", "15x10", "-a", "kruskal", "--seed", "24", "--steps", "3", "-o", out("steps.xlsx")])
    run_ok(binary, lang + ["-s", "15x10", "-a", "kruskal", "--seed", "24", "--steps", "3", "-o", out("steps.svg")])
    # A poster's sheets name their place (an SVG file per sheet).
    run_ok(binary, lang + ["-s", "30x20", "--seed", "25", "--poster", "2x1", "-o", os.path.join(d, "poster.svg")])
    run_ok(binary, lang + ["-s", "5x4", "--seed", "25", "--count", "2", "-o", out("play.html")])
    # A circle's footer counts its rings.
    run_ok(binary, lang + ["--grid", "circle", "-s", "4", "--seed", "26", "-o", out("circle.svg")])
    written = Written()
    for name in sorted(os.listdir(d)):
        path = os.path.join(d, name)
        if name.endswith(".xlsx"):
            written.add_workbook(path)
        elif name.endswith(".svg"):
            written.add_svg(path)
        elif name.endswith(".html"):
            written.add_html(path)
    return written, files


def check_language(binary, tmp, path, english):
    code, phrases, legends = read_table(path)
    require(set(phrases) == set(english[1]), f"{code}: words differ from English's: "
                                             f"{sorted(set(phrases) ^ set(english[1]))}")
    for name, text in list(phrases.items()) + list(legends.items()):
        require(unicodedata.is_normalized("NFC", text), f"{code}: {name} is not in composed form (NFC): {text!r}")
    written, files = make(binary, tmp, code)
    # Every phrase is somewhere in the files.
    missing = [name for name, text in phrases.items() if not written.find(pattern(text))]
    require(not missing, f"{code}: words not found in the files: {missing}")
    for where, text in written.strings:
        require(unicodedata.is_normalized("NFC", text), f"{where}: not NFC: {text!r}")

    # And where it belongs.
    p = phrases
    set_book = openpyxl.load_workbook(files["set.xlsx"])
    require(set_book.sheetnames == [p["sheet-maze"] + " 1", p["sheet-maze"] + " 2"], f"sheets {set_book.sheetnames}")
    ws = set_book.worksheets[0]
    require(ws["A1"].value == p["default-title"] and ws["A2"].value == p["name-date-line"],
            f"heading {ws['A1'].value!r}, {ws['A2'].value!r}")
    texts = [c.value for row in ws.iter_rows() for c in row if isinstance(c.value, str)]
    require(p["maze-caption"] in texts, f"no caption {p['maze-caption']!r} in {texts}")
    info = fill(p["info-of-set"], number=1, count=2, seed=21)
    require(info in texts, f"no {info!r} in {texts}")
    require(p["start-mark"] in texts and p["finish-mark"] in texts, f"marks {p['start-mark']}, {p['finish-mark']} not in {texts}")
    # The footer: the last row of the print area, left to right.
    last = max(r for r in range(1, ws.max_row + 1) if any(isinstance(c.value, str) for c in ws[r]))
    footer = tuple(c.value for c in ws[last] if isinstance(c.value, str))
    require(footer == (fill(p["footer-made"], algorithm="backtracker", seed=21), fill(p["footer-size"], width=6, height=5),
                       p["credit"]), f"footer {footer}")
    props = Package(files["set.xlsx"]).core_properties()
    require(props.get("title") == p["default-title"] and props.get("subject") == p["doc-subject"]
            and props.get("keywords") == fill(p["doc-keywords"], algorithm="backtracker"), f"properties {props}")
    key = openpyxl.load_workbook(files["set-key.xlsx"]).worksheets[0]
    require(key.title == p["sheet-solution"] + " 1" and key["A1"].value == p["default-title"] + p["solution-suffix"]
            and key["A2"].value == p["answer-key-line"], f"key {key.title!r}: {key['A1'].value!r}, {key['A2'].value!r}")
    key_props = Package(files["set-key.xlsx"]).core_properties()
    require(key_props.get("title") == p["default-title"] + p["doc-answers-suffix"]
            and key_props.get("subject") == p["doc-answers-subject"], f"key properties {key_props}")

    # The playable sheet: verdicts in the formula, the Check sheet's labels.
    play = Package(files["play.xlsx"])
    check = [name for name, state in play.sheets if state == "hidden" and name.startswith(p["sheet-check"])]
    require(check, f"no hidden {p['sheet-check']!r} sheet in {play.sheets}")
    formulas = [t for w, t in written.strings if "play.xlsx" in w and t.startswith("=IF(")]
    for verdict in ("verdict-empty", "verdict-solved", "verdict-wall", "verdict-extra", "verdict-shorter", "verdict-go-on"):
        quoted = '"' + p[verdict].replace('"', '""') + '"'
        require(any(quoted in f for f in formulas), f"{verdict} {p[verdict]!r} not in the verdict formula")
    labels = [c.value for c in openpyxl.load_workbook(files["play.xlsx"])[check[0]][1]]
    wanted = [p[k] for k in ("check-marks", "check-start-neighbours", "check-finish-neighbours", "check-twos", "check-branches",
                             "check-lone-marks", "check-loose-ends", "check-at-wall", "check-shortest")]
    require(labels == wanted, f"check labels {labels}")
    switch = written.find("^" + re.escape(p["reveal-label"]) + "$")
    choices = written.find("^" + re.escape('"' + p["reveal-no"] + "," + p["reveal-yes"] + '"') + "$")
    require(switch and choices, f"the teacher's switch {p['reveal-label']!r} / {p['reveal-no']},{p['reveal-yes']}")

    # The page played on screen: its language, and each word in its place.
    page = open(files["play.html"], encoding="utf-8").read()
    require(f'<html lang="{code}">' in page, f"play.html does not say it is in {code}")
    texts = play_data(files["play.html"])["texts"]
    placed = {"help": "play-help", "restart": "play-restart", "moves": "play-moves", "time": "play-time",
              "mazeNumber": "play-maze-number", "where": "play-where", "ways": "play-ways", "distance": "play-distance",
              "askDistance": "play-ask-distance", "start": "start-mark", "finish": "finish-mark",
              "solved": "verdict-solved", "empty": "verdict-empty", "wall": "verdict-wall", "extra": "verdict-extra",
              "shorter": "verdict-shorter", "goOn": "verdict-go-on"}
    for key, phrase in placed.items():
        require(texts[key] == p[phrase], f"play.html: {key} is {texts[key]!r}, not {phrase} {p[phrase]!r}")
    require(texts["directions"] == [p[k] for k in ("play-up", "play-right", "play-down", "play-left")],
            f"play.html: directions {texts['directions']}")

    # Teaching mode: the legend in the language (the English run's legend
    # lines, translated), in the workbook and in the SVG.
    legend_english = english[3]
    steps = openpyxl.load_workbook(files["steps.xlsx"])
    require(steps.sheetnames[:3] == [fill(p["sheet-step"], step=k) for k in (1, 2, 3)], f"step sheets {steps.sheetnames}")
    wanted = {legends.get(e, e) for e in legend_english}
    step_texts = {c.value for row in steps.worksheets[0].iter_rows() for c in row if isinstance(c.value, str)}
    require(wanted <= step_texts, f"legend {sorted(wanted - step_texts)} not on the step sheet")
    require(re.fullmatch(pattern(p["step-heading"]), steps.worksheets[0]["A1"].value), f"heading {steps.worksheets[0]['A1'].value!r}")
    svg_texts = {t for w, t in written.strings if w.endswith("steps.svg: text")}
    require(wanted <= svg_texts, f"legend {sorted(wanted - svg_texts)} not in the SVG")
    return f"{len(phrases)} words and {len(legends)} legend lines; {len(written.strings)} strings written"


def english_legend(binary, tmp):
    """The legend lines of the steps run in English (core's own words)."""
    path = os.path.join(tmp, "legend-en.svg")
    run_ok(binary, ["-s", "15x10", "-a", "kruskal", "--seed", "24", "--steps", "3", "-o", path])
    # A legend line is the text after its framed swatches, in the first frame.
    root = ET.parse(path).getroot()
    svg = "{http://www.w3.org/2000/svg}"
    frame = next(g for g in root.iter(svg + "g") if g.get("id") == "step1")
    lines, after_swatch = [], False
    for element in frame:
        if element.tag == svg + "rect" and element.get("stroke"):
            after_swatch = True
        elif element.tag == svg + "text" and after_swatch:
            lines.append(element.text)
            after_swatch = False
    return lines


# ---------------------------------------------------------------- print

def printed_text(pdf):
    text = subprocess.run(["pdftotext", "-layout", pdf, "-"], capture_output=True, text=True, check=True).stdout
    return unicodedata.normalize("NFC", re.sub(r"\s+", " ", text))


def check_print(binary, tmp, path, english, keep):
    code, p, legends = read_table(path)
    files = make(binary, tmp, code)[1]
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    require(soffice, "LibreOffice (soffice) is not installed")
    books = [files[n] for n in ("set.xlsx", "set-key.xlsx", "play-teacher.xlsx", "steps.xlsx")]
    outdir = os.path.join(tmp, code + "-pdf")
    subprocess.run([soffice, f"-env:UserInstallation=file://{tmp}/lo-profile", "--headless", "--norestore",
                    "--convert-to", "pdf", "--outdir", outdir] + books, capture_output=True, timeout=600, check=True)
    pdf = {os.path.basename(b)[:-5]: os.path.join(outdir, os.path.basename(b)[:-5] + ".pdf") for b in books}
    found = {name: printed_text(path) for name, path in pdf.items()}

    def printed(name, words):
        for word in words:
            require(re.search(pattern(word), found[name]), f"{code}: {word!r} is not in the print of {name}.xlsx: "
                                                           f"{found[name][:300]!r}")

    name_parts = [part.strip() for part in p["name-date-line"].split("_") if part.strip()]
    printed("set", [p["default-title"], p["maze-caption"], p["info-of-set"], p["footer-made"], p["footer-size"], p["credit"]]
            + name_parts)
    printed("set-key", [p["default-title"] + p["solution-suffix"], p["answer-key-line"], p["route-caption"]])
    printed("play-teacher", [p["play-caption"], p["verdict-empty"]])
    printed("steps", [p["step-subject"], p["step-heading"]] + [legends[e] for e in english[3]])
    if keep:
        os.makedirs(keep, exist_ok=True)
        for name, path in pdf.items():
            shutil.copy(path, os.path.join(keep, f"{code}-{name}.pdf"))
    return f"read back from {len(pdf)} printed workbooks"


def main():
    binary, languages = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    do_print = "--print" in sys.argv[3:]
    keep = os.environ.get("MAZESHEET_KEEP_PRINTS")
    results = []
    paths = sorted(os.path.join(languages, f) for f in os.listdir(languages) if f.endswith(".cpp"))
    with tempfile.TemporaryDirectory(prefix="mazesheet-language-") as tmp:
        english = read_table(os.path.join(languages, "en.cpp")) + (english_legend(binary, tmp),)
        listed = [line.split("\t")[1] for line in subprocess.run([binary, "--list-choices"], capture_output=True,
                  text=True, check=True).stdout.splitlines() if line.startswith("--language\t")]
        require(sorted(listed) == sorted(os.path.basename(path)[:-4] for path in paths),
                f"the program's languages {listed} are the tables {paths}")
        for path in paths:
            code = os.path.basename(path)[:-4]
            if do_print:
                if code in PRINTED:
                    attempt(results, f"{code}: printed", lambda path=path: check_print(binary, tmp, path, english, keep))
            else:
                attempt(results, f"{code}: every phrase in its place",
                        lambda path=path: check_language(binary, tmp, path, english))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
