# SPDX-License-Identifier: MIT
"""Facts evaluated by the tests themselves, never by the code under test:
arithmetic statements and comparisons parsed and done in Python, the built-in
sets' ranges, and this module's own reader of the fact file format
(docs/FACTS.md), and a maze read back from block text. Shared by the tests of
every output that shows facts."""
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


def in_range(name, item, true):
    """The set's range: add-20's sums reach 20 at most, times-7's facts have a 7, ... (a false
    item's answer may lie outside, as a slip does)."""
    m = STATEMENT.match(item) or COMPARISON.match(item)
    numbers = [int(g) for g in m.groups() if g.isdigit()] if m else [int(item)]
    family, _, n = name.rpartition("-") if name[-1].isdigit() else (name, "", "")
    n = int(n) if n else 0
    if family == "add":
        return numbers[0] + numbers[1] <= n
    if family == "sub":
        return numbers[1] <= numbers[0] <= n
    if family == "compare":
        return max(numbers) <= n
    if family == "bonds":
        return n in numbers
    if family == "times":
        return (n == 0 or n in numbers[:2]) and all(1 <= x <= 12 for x in numbers[:2])
    if family == "divide":
        return numbers[0] <= 144 and (n == 0 or numbers[0] % n == 0) and (not true or n in (0, numbers[1], numbers[2]))
    if family == "multiples":
        return not true or numbers[0] <= 12 * n
    return 1 <= numbers[0] <= 100  # even, odd


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


def maze_lines(text):
    """One maze's block text lines, without the facts' lines after them."""
    rows = text.rstrip("\n").split("\n")
    return rows[:next((k for k, row in enumerate(rows) if row.startswith("facts: ")), len(rows))]


def block_facts(text):
    """The facts' lines after one maze's block text: the instruction, and
    the items a row at a time (None outside the maze); None if it has none."""
    rows = text.rstrip("\n").split("\n")
    at = next((k for k, row in enumerate(rows) if row.startswith("facts: ")), None)
    if at is None:
        return None
    return rows[at][len("facts: "):], [[item or None for item in row.split("\t")] for row in rows[at + 1:]]


def parse_block(text):
    """Cells, open neighbours, S and F of one maze in block text."""
    rows = maze_lines(text)
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
