"""Facts read the test's own way, for the tests of every output that shows
them: each item evaluated here (the arithmetic parsed and done in Python, a
teacher's file read by this module's own reader), and a maze read back from
block text."""
import re

STATEMENT = re.compile(r"^(\d+)([+\u2212\u00d7\u00f7])(\d+)=(\d+)$")
COMPARISON = re.compile(r"^(\d+)([<>])(\d+)$")


def statement_truth(item):
    """True or False for an arithmetic statement or comparison, None otherwise."""
    m = STATEMENT.match(item)
    if m:
        a, op, b, c = int(m[1]), m[2], int(m[3]), int(m[4])
        if op == "+":
            return a + b == c
        if op == "\u2212":
            return a - b == c
        if op == "\u00d7":
            return a * b == c
        return b != 0 and b * c == a
    m = COMPARISON.match(item)
    if m:
        a, b = int(m[1]), int(m[3])
        return a > b if m[2] == ">" else a < b
    return None


def truth(name, item, custom):
    """Whether `item` is true in set `name`; `custom` is a teacher's (true, false) lists."""
    if custom is not None:
        assert (item in custom[0]) != (item in custom[1]), item
        return item in custom[0]
    value = statement_truth(item)
    if value is not None:
        return value
    number = int(item)
    if name == "even":
        return number % 2 == 0
    if name == "odd":
        return number % 2 == 1
    assert name.startswith("multiples-"), name
    return number % int(name[10:]) == 0


def read_fact_file(path):
    """This test's own reader of the fact file format (docs/FACTS.md)."""
    sections = {"true": set(), "false": set()}
    section = None
    text = open(path, encoding="utf-8-sig").read()
    for line in text.splitlines():
        line = line.strip(" \t")
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
            continue
        if section in sections:
            sections[section].add(line)
    return sections["true"], sections["false"]


def parse_block(text):
    """Cells, open neighbours, S and F of one maze in block text."""
    rows = text.rstrip("\n").split("\n")
    height, width = (len(rows) - 1) // 2, (len(rows[0]) - 1) // 2
    cells = {(c, r) for r in range(height) for c in range(width) if rows[2 * r + 1][2 * c + 1] != "."}
    start = next(p for p in cells if rows[2 * p[1] + 1][2 * p[0] + 1] == "S")
    finish = next(p for p in cells if rows[2 * p[1] + 1][2 * p[0] + 1] == "F")
    open_to = {p: [] for p in cells}
    for (c, r) in cells:
        for dc, dr in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            if (c + dc, r + dr) in cells and rows[2 * r + 1 + dr][2 * c + 1 + dc] == " ":
                open_to[(c, r)].append((c + dc, r + dr))
    return width, height, cells, open_to, start, finish
