# SPDX-License-Identifier: MIT
"""Shared helpers for the workbook tests: run the CLI, parse masks and block
text, and read a mazesheet workbook back with an independent reader (openpyxl
for cells and styles, the raw XML for defined names and document properties).

Nothing here imports mazesheet code: the tests rebuild every maze from what
the workbook shows and compare it with the command line's own block text.
"""
import json
import os
import posixpath
import re
import struct
import subprocess
import sys
import traceback
import zipfile
import zlib
import xml.etree.ElementTree as ET
from collections import deque

import openpyxl

NS = {
    "m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main",
    "cp": "http://schemas.openxmlformats.org/package/2006/metadata/core-properties",
    "dc": "http://purl.org/dc/elements/1.1/",
    "dcterms": "http://purl.org/dc/terms/",
    "cust": "http://schemas.openxmlformats.org/officeDocument/2006/custom-properties",
    "vt": "http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes",
    "rel": "http://schemas.openxmlformats.org/package/2006/relationships",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "xdr": "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing",
    "a": "http://schemas.openxmlformats.org/drawingml/2006/main",
}

# The arrows beside the doors: the way they point.
ARROWS = {"\u2191": "N", "\u2192": "E", "\u2193": "S", "\u2190": "W"}

# Excel's maximum digit width (pixels at 96 dpi) of the fonts a default
# font may be; a workbook with another default font fails the test.
MAX_DIGIT_WIDTH = {("Courier New", 10.0): 8, ("Calibri", 11.0): 7}

N, E, S, W = "N", "E", "S", "W"
STEP = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}
OPPOSITE = {N: S, S: N, E: W, W: E}


class CheckFailed(AssertionError):
    pass


def require(condition, message):
    if not condition:
        raise CheckFailed(message)


# ---------------------------------------------------------------- the CLI

def run(binary, args, **kwargs):
    return subprocess.run([binary] + list(args), capture_output=True, text=True, **kwargs)


# A teacher's list of places, a comma and quotes in its items: the facts
# playable tests' own list (a fact file's [true] and [false] sections).
PLACES_FACTS = """[true]
Paris, France
say "hello"
Rome
Oslo
Bern
Lima
Kyiv
Doha
[false]
Pariss, France
say "helo"
Roma
Olso
Berne
Lyma
Kiev
Dohha
Bernn
Romme
Osllo
Limma
Kyyiv
Dooha
Parris
Parys
"""


def run_ok(binary, args, cwd=None):
    result = run(binary, args, cwd=cwd)
    require(result.returncode == 0,
            f"mazesheet {' '.join(args)} exited {result.returncode}: {result.stderr.strip()}")
    return result


def same_bytes_everywhere(binary, args, tmp, extension):
    """The file `args` make, made twice and once more under another time
    zone and locale; fails unless the three are the same bytes. Returns the
    first file's path and its bytes."""
    paths = [os.path.join(tmp, f"same-{k}{extension}") for k in (1, 2, 3)]
    run_ok(binary, args + ["-o", paths[0]])
    run_ok(binary, args + ["-o", paths[1]])
    env = dict(os.environ, TZ="Pacific/Kiritimati", LANG="C", LC_ALL="C")
    result = subprocess.run([binary] + args + ["-o", paths[2]], capture_output=True, text=True, env=env)
    require(result.returncode == 0, f"under TZ and LC_ALL: {result.stderr}")
    a, b, c = (open(p, "rb").read() for p in paths)
    require(a == b, "two runs differ")
    require(a == c, "another time zone and locale change the bytes")
    return paths[0], a


# ---------------------------------------------------------------- text formats

def parse_mask(text):
    """The region of a mask (docs/MANUAL.md, "Shapes"): (width, height, cells)."""
    lines = []
    for line in text.split("\n"):
        if line.endswith("\r"):
            line = line[:-1]
        if line.startswith(";"):
            continue
        lines.append(line)
    while lines and set(lines[-1]) <= set(" ."):
        lines.pop()
    width = max(len(line) for line in lines)
    cells = {(c, r) for r, line in enumerate(lines) for c, ch in enumerate(line) if ch not in ". "}
    return width, len(lines), cells


def block_text_region(text):
    """The region of one maze's block text (width, height, cells): the cells
    not marked '.' outside the mask (docs/MANUAL.md, "Shapes")."""
    rows = text.rstrip("\n").split("\n")
    cells = {((x - 1) // 2, (y - 1) // 2) for y in range(1, len(rows), 2) for x in range(1, len(rows[y]), 2)
             if rows[y][x] != "."}
    return (len(rows[0]) - 1) // 2, (len(rows) - 1) // 2, cells


def rectangle(width, height):
    return width, height, {(c, r) for r in range(height) for c in range(width)}


def split_block_text(text):
    """Block text of one or more mazes (separated by one empty line), each
    maze's lines without the facts' lines that may follow them."""
    mazes = [[]]
    facts = False
    for line in text.split("\n"):
        if line == "":
            if mazes[-1]:
                mazes.append([])
            facts = False
            continue
        facts = facts or line.startswith("facts: ")
        if not facts:
            mazes[-1].append(line)
    return [m for m in mazes if m]


def read_stats(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


# ---------------------------------------------------------------- workbook XML

def cell_ref(ref):
    """'$B$4' -> (row, col), 1-based."""
    m = re.fullmatch(r"\$?([A-Z]+)\$?(\d+)", ref)
    require(m, f"not a cell reference: {ref}")
    col = 0
    for ch in m.group(1):
        col = col * 26 + ord(ch) - 64
    return int(m.group(2)), col


def parse_area(text):
    """"'Maze 1'!$B$4:$U$23" -> (sheet, (row1, col1, row2, col2))."""
    m = re.fullmatch(r"(?:'((?:[^']|'')+)'|([^'!]+))!(\$?[A-Z]+\$?\d+)(?::(\$?[A-Z]+\$?\d+))?", text.strip())
    require(m, f"not a sheet-qualified cell or range: {text}")
    sheet = (m.group(1) or "").replace("''", "'") or m.group(2)
    r1, c1 = cell_ref(m.group(3))
    r2, c2 = cell_ref(m.group(4)) if m.group(4) else (r1, c1)
    return sheet, (r1, c1, r2, c2)


class Package:
    """The raw parts of an .xlsx that openpyxl 3.0 does not expose plainly."""

    def __init__(self, path):
        with zipfile.ZipFile(path) as z:
            self.parts = {name: z.read(name) for name in z.namelist()}
        book = ET.fromstring(self.parts["xl/workbook.xml"])
        self.sheets = [(s.get("name"), s.get("state", "visible")) for s in book.find("m:sheets", NS)]
        self.names = {}  # sheet name -> {defined name: text}
        self.global_names = {}
        names = book.find("m:definedNames", NS)
        for d in (names if names is not None else []):
            if d.get("localSheetId") is None:
                self.global_names[d.get("name")] = d.text
            else:
                sheet = self.sheets[int(d.get("localSheetId"))][0]
                self.names.setdefault(sheet, {})[d.get("name")] = d.text
        styles = ET.fromstring(self.parts["xl/styles.xml"])
        first_font = styles.find("m:fonts", NS)[0]
        self.default_font = (first_font.find("m:name", NS).get("val"), float(first_font.find("m:sz", NS).get("val")))
        active = book.find("m:bookViews/m:workbookView", NS).get("activeTab")
        self.active_tab = int(active) if active is not None else 0
        # Every workbook a test reads this way has portable rules and drop-downs.
        named = rule_sheet_references(self)
        require(not named, f"{path}: a rule or drop-down refers to another sheet: {named[:3]}")

    def related(self, part, relation_id=None):
        """The targets a part's relationships name ({id: path}), or one of them."""
        folder, name = posixpath.split(part)
        rels = posixpath.join(folder, "_rels", name + ".rels")
        if rels not in self.parts:
            return {} if relation_id is None else None
        out = {}
        for r in ET.fromstring(self.parts[rels]):
            out[r.get("Id")] = posixpath.normpath(posixpath.join(folder, r.get("Target")))
        return out if relation_id is None else out.get(relation_id)

    def sheet_part(self, sheet_name):
        book = ET.fromstring(self.parts["xl/workbook.xml"])
        for s in book.find("m:sheets", NS):
            if s.get("name") == sheet_name:
                return self.related("xl/workbook.xml", s.get(f"{{{NS['r']}}}id"))
        raise CheckFailed(f"no sheet {sheet_name}")

    def pictures(self, sheet_name):
        """[(from (row, col, rowOff, colOff), to (...), png bytes)], 0-based cells."""
        sheet = self.sheet_part(sheet_name)
        drawings = [t for t in self.related(sheet).values() if "/drawings/" in t]
        out = []
        for drawing in drawings:
            root = ET.fromstring(self.parts[drawing])
            for anchor in root.findall("xdr:twoCellAnchor", NS):
                ends = []
                for tag in ("xdr:from", "xdr:to"):
                    e = anchor.find(tag, NS)
                    ends.append(tuple(int(e.find(f"xdr:{k}", NS).text) for k in ("row", "col", "rowOff", "colOff")))
                blip = anchor.find(".//a:blip", NS)
                image = self.related(drawing, blip.get(f"{{{NS['r']}}}embed"))
                out.append((ends[0], ends[1], self.parts[image]))
        return out

    def core_properties(self):
        core = ET.fromstring(self.parts["docProps/core.xml"])
        out = {}
        for child in core:
            out[child.tag.split("}")[1]] = child.text or ""
        return out

    def custom_properties(self):
        if "docProps/custom.xml" not in self.parts:
            return {}
        custom = ET.fromstring(self.parts["docProps/custom.xml"])
        return {p.get("name"): (p[0].text or "") for p in custom}


def rule_formulas(package):
    """[(sheet, 'rule' or 'drop-down', formula)] of every conditional format
    and data validation on every sheet, in the sheet's own lists and in an
    extension list (where Excel 2010 and later keep rules that name another
    sheet)."""
    book = ET.fromstring(package.parts["xl/workbook.xml"])
    out = []
    for s in book.find("m:sheets", NS):
        part = package.related("xl/workbook.xml", s.get(f"{{{NS['r']}}}id"))
        for element in ET.fromstring(package.parts[part]).iter():
            kind = element.tag.rsplit("}", 1)[-1]
            if kind not in ("cfRule", "dataValidation"):
                continue
            for child in element.iter():
                if child.tag.rsplit("}", 1)[-1] in ("formula", "formula1", "formula2", "f") and child.text:
                    out.append((s.get("name"), "rule" if kind == "cfRule" else "drop-down", child.text))
    return out


def names_a_sheet(formula):
    """Whether a formula refers to a sheet ('Check'!B4, Check!$A$1:$B$1):
    outside its quoted strings, '!' only ever ends a sheet's name."""
    return "!" in re.sub(r'"(?:[^"]|"")*"', '""', formula)


def rule_sheet_references(package):
    """The rules and drop-downs that refer to a sheet by name. Excel 2007
    refuses them, Excel 2010 on moves them to an extension list that other
    readers skip, and a drop-down's source on another (hidden) sheet is
    what Google Sheets is reported to drop."""
    return [(sheet, kind, formula) for sheet, kind, formula in rule_formulas(package) if names_a_sheet(formula)]


# ---------------------------------------------------------------- pictures

def _png_chunks(data):
    require(data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG")
    pos = 8
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        yield kind, data[pos + 8:pos + 8 + length]
        pos += 12 + length


def _unfilter(raw, height, stride, bpp):
    """PNG's per-line filters undone: the lines' bytes."""
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up, corner = previous[i], previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = line
        rows.append(line)
    return rows


def decode_png(data):
    """A palette PNG as (width, height, rows of palette indices, palette, alpha)."""
    idat, palette, alpha = b"", [], []
    for kind, body in _png_chunks(data):
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = [tuple(body[i:i + 3]) for i in range(0, len(body), 3)]
        elif kind == b"tRNS":
            alpha = list(body)
        elif kind == b"IDAT":
            idat += body
    require(colour == 3 and interlace == 0, f"PNG colour type {colour}, interlace {interlace}: expected palette")
    stride = (width * depth + 7) // 8
    rows = []
    per = 8 // depth
    for line in _unfilter(zlib.decompress(idat), height, stride, 1):
        rows.append([(line[x // per] >> (8 - depth * (x % per + 1))) & ((1 << depth) - 1) for x in range(width)])
    return width, height, rows, palette, alpha


def decode_png_rgb(data):
    """An 8-bit RGB or RGBA PNG (a browser's screenshot) as (width, height,
    rows of (r, g, b))."""
    idat = b""
    for kind, body in _png_chunks(data):
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
    require(depth == 8 and colour in (2, 6) and interlace == 0, f"PNG depth {depth}, colour type {colour}")
    bpp = 3 if colour == 2 else 4
    rows = []
    for line in _unfilter(zlib.decompress(idat), height, width * bpp, bpp):
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
    return width, height, rows


def encode_png(rows, colour, depth, palette=None, transparency=None, interlace=False):
    """A PNG of `rows` (lists of pixels: a tuple of samples, or a palette
    index for colour type 3) in any colour type (0 grey, 2 RGB, 3 palette,
    4 grey + alpha, 6 RGBA) and bit depth, with optional PLTE, tRNS (bytes as
    the chunk holds them) and Adam7 interlacing: inputs for picture masks."""
    height, width = len(rows), len(rows[0])

    def scanline(pixels):
        samples = [s for p in pixels for s in (p if isinstance(p, tuple) else (p,))]
        if depth >= 8:
            return b"".join(s.to_bytes(depth // 8, "big") for s in samples)
        per = 8 // depth
        out = bytearray((len(samples) + per - 1) // per)
        for i, s in enumerate(samples):
            out[i // per] |= s << (8 - depth * (i % per + 1))
        return bytes(out)

    # Adam7's passes: first column and row, and the steps between them.
    passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] \
        if interlace else [(0, 0, 1, 1)]
    raw = b"".join(b"\0" + scanline(rows[y][x0::dx]) for x0, y0, dx, dy in passes
                   for y in range(y0, height, dy) if x0 < width)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 1 if interlace else 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + (chunk(b"PLTE", bytes(v for rgb in palette for v in rgb)) if palette else b"")
            + (chunk(b"tRNS", transparency) if transparency is not None else b"")
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


class Route:
    """A route picture over the maze grid, read as lines between sheet cells:
    which grid cells the line's centre passes (`centres`) and which pairs of
    neighbouring grid cells it joins (`joins`), in grid coordinates (maze
    cells, or blocks)."""

    def __init__(self, png, cols, rows):
        width, height, pixels, palette, alpha = decode_png(png)
        require(width % cols == 0 and height % rows == 0,
                f"a {width}x{height} picture does not divide into {cols}x{rows} cells")
        self.cell = width // cols
        require(height // rows == self.cell, "the picture's cells are not square")
        opaque = {i for i in range(len(palette)) if i >= len(alpha) or alpha[i] > 0}
        self.colours = {palette[i] for i in opaque}

        def drawn(x, y):
            return pixels[y][x] in opaque

        c, half = self.cell, self.cell // 2
        self.cols, self.rows = cols, rows
        self.centres = {(gx, gy) for gy in range(rows) for gx in range(cols) if drawn(gx * c + half, gy * c + half)}
        # Arms: the line reaches a cell's edge on a side (the pixel just
        # inside the edge, on the cell's centre line, is drawn).
        self.arms = set()
        for gy in range(rows):
            for gx in range(cols):
                x0, y0 = gx * c, gy * c
                for side, (px, py) in ((N, (x0 + half, y0)), (S, (x0 + half, y0 + c - 1)),
                                       (W, (x0, y0 + half)), (E, (x0 + c - 1, y0 + half))):
                    if drawn(px, py):
                        self.arms.add(((gx, gy), side))

    def joined(self, a, b, ends):
        """The line crosses from grid cell a to its neighbour b: both reach
        the shared edge, or the one that is not S or F does."""
        side = next(s for s, (dc, dr) in STEP.items() if (a[0] + dc, a[1] + dr) == b)
        reach_a = ((a, side) in self.arms) or a in ends
        reach_b = ((b, OPPOSITE[side]) in self.arms) or b in ends
        return reach_a and reach_b and not (a in ends and b in ends)


# ---------------------------------------------------------------- sheet reading

def is_shaded(cell):
    """A solid fill other than black (start, finish or path)."""
    fill = cell.fill
    if fill is None or fill.patternType != "solid":
        return False
    rgb = fill.fgColor.rgb if fill.fgColor is not None else None
    return isinstance(rgb, str) and rgb.upper() not in ("FF000000", "00000000", "FFFFFFFF")


def is_black(cell):
    fill = cell.fill
    if fill is None or fill.patternType != "solid":
        return False
    rgb = fill.fgColor.rgb if fill.fgColor is not None else None
    return isinstance(rgb, str) and rgb.upper() in ("FF000000", "00000000")


def border_sides(cell):
    b = cell.border
    return {N: b.top.style, E: b.right.style, S: b.bottom.style, W: b.left.style}


def has_any_look(cell):
    sides = border_sides(cell)
    return any(sides.values()) or (cell.fill is not None and cell.fill.patternType is not None) or \
        cell.value is not None


def is_door_arrow(cell):
    """An arrow beside a door: a glyph, no borders, no fill."""
    return cell.value in ARROWS and not any(border_sides(cell).values()) and \
        (cell.fill is None or cell.fill.patternType is None)


class SheetMaze:
    """A maze rebuilt from one sheet: walls, start, finish and shaded cells."""

    def __init__(self, region, open_sides, start, finish, shaded, text, shaded_joints=None, origin=None, style=None):
        self.width, self.height, self.cells = region
        self.origin = origin        # the Maze range's top-left (row, col), 1-based
        self.style = style
        self.open = open_sides      # (c, r) -> set of open sides (passages and doors)
        self.start = start
        self.finish = finish
        self.shaded = shaded        # maze cells with a non-black fill
        self.text = text            # the block text the sheet shows
        self.shaded_joints = shaded_joints  # blocks style: shaded passages as frozenset({a, b})

    def neighbours(self, p):
        for side in self.open[p]:
            dc, dr = STEP[side]
            q = (p[0] + dc, p[1] + dr)
            if q in self.cells:
                yield q

    def doors(self):
        out = []
        for p in sorted(self.cells):
            for side in sorted(self.open[p]):
                dc, dr = STEP[side]
                if (p[0] + dc, p[1] + dr) not in self.cells:
                    out.append((p, side))
        return out

    def passages(self):
        return sum(1 for p in self.cells for q in self.neighbours(p)) // 2

    def shortest_path(self, a, b):
        prev = {a: None}
        queue = deque([a])
        while queue:
            p = queue.popleft()
            if p == b:
                break
            for q in sorted(self.neighbours(p)):
                if q not in prev:
                    prev[q] = p
                    queue.append(q)
        require(b in prev, "the finish cannot be reached from the start")
        path = []
        p = b
        while p is not None:
            path.append(p)
            p = prev[p]
        return path[::-1]

    def reachable(self, a):
        seen = {a}
        queue = deque([a])
        while queue:
            p = queue.popleft()
            for q in self.neighbours(p):
                if q not in seen:
                    seen.add(q)
                    queue.append(q)
        return seen


def defined_cells(package, sheet_name, style, region):
    """The Maze range's top-left (row, col) and the Start and Finish maze cells."""
    names = package.names.get(sheet_name, {})
    for name in ("Maze", "Start", "Finish"):
        require(name in names, f"sheet '{sheet_name}' has no sheet-scoped defined name {name}")
    width, height, _ = region
    sheet, (r1, c1, r2, c2) = parse_area(names["Maze"])
    require(sheet == sheet_name, f"'{sheet_name}'!Maze points at sheet '{sheet}'")
    cols, rows = (2 * width + 1, 2 * height + 1) if style == "blocks" else (width, height)
    require((r2 - r1 + 1, c2 - c1 + 1) == (rows, cols),
            f"'{sheet_name}'!Maze is {r2 - r1 + 1}x{c2 - c1 + 1} rows x cols, expected {rows}x{cols}")
    ends = []
    for name in ("Start", "Finish"):
        sheet, (rr, cc, rr2, cc2) = parse_area(names[name])
        require(sheet == sheet_name and (rr, cc) == (rr2, cc2), f"'{sheet_name}'!{name} is not one cell: {names[name]}")
        dr, dc = rr - r1, cc - c1
        if style == "blocks":
            require(dr % 2 == 1 and dc % 2 == 1, f"'{sheet_name}'!{name} is not a cell's centre block")
            dr, dc = dr // 2, dc // 2
        ends.append((dc, dr))
    return (r1, c1), ends[0], ends[1]


def read_borders_maze(ws, package, region, items=False):
    origin, start, finish = defined_cells(package, ws.title, "borders", region)
    width, height, cells = region
    r0, c0 = origin

    def cell(p):
        return ws.cell(row=r0 + p[1], column=c0 + p[0])

    sides = {}
    for r in range(height):
        for c in range(width):
            p = (c, r)
            x = cell(p)
            if p not in cells:
                require(not has_any_look(x) or is_door_arrow(x),
                        f"{ws.title}!{x.coordinate} is outside the mask but has a look of its own")
                continue
            s = border_sides(x)
            for side, style in s.items():
                require(style in (None, "thick"), f"{ws.title}!{x.coordinate}: {side} border is {style}, not thick")
            sides[p] = s
    open_sides = {}
    for p in cells:
        open_sides[p] = set()
        for side in (N, E, S, W):
            dc, dr = STEP[side]
            q = (p[0] + dc, p[1] + dr)
            closed = sides[p][side] is not None
            if q in cells:
                other = sides[q][OPPOSITE[side]] is not None
                require(closed == other,
                        f"{ws.title}: the wall between cells {p} and {q} is drawn on one of them only")
            if not closed:
                open_sides[p].add(side)
    shaded = {p for p in cells if is_shaded(cell(p))}
    for p in cells:
        require(not is_black(cell(p)), f"{ws.title}!{cell(p).coordinate}: a borders-style cell is filled black")
    for p, letter in ((start, "S"), (finish, "F")):
        require(cell(p).value == letter, f"{ws.title}: the {letter} cell {cell(p).coordinate} shows {cell(p).value!r}")
    for p in cells:
        if p not in (start, finish) and not items:  # a facts maze's cells hold its items
            require(cell(p).value is None, f"{ws.title}!{cell(p).coordinate} has a value {cell(p).value!r}")
    text = block_text_of(width, height, cells, open_sides, start, finish)
    return SheetMaze(region, open_sides, start, finish, shaded, text, origin=origin, style="borders")


def read_blocks_maze(ws, package, region):
    origin, start, finish = defined_cells(package, ws.title, "blocks", region)
    width, height, cells = region
    r0, c0 = origin

    def block(x, y):
        return ws.cell(row=r0 + y, column=c0 + x)

    def touches(x, y):
        # The maze cells a block is, or lies between, or is the corner of.
        if x % 2 == 1 and y % 2 == 1:
            around = [((x - 1) // 2, (y - 1) // 2)]
        elif x % 2 == 1:
            around = [((x - 1) // 2, y // 2 - 1), ((x - 1) // 2, y // 2)]
        elif y % 2 == 1:
            around = [(x // 2 - 1, (y - 1) // 2), (x // 2, (y - 1) // 2)]
        else:
            around = [(x // 2 - 1, y // 2 - 1), (x // 2, y // 2 - 1), (x // 2 - 1, y // 2), (x // 2, y // 2)]
        return {p for p in around if p in cells}

    wall = {}
    shaded_blocks = set()
    for y in range(2 * height + 1):
        for x in range(2 * width + 1):
            b = block(x, y)
            sides = border_sides(b)
            require(not any(sides.values()), f"{ws.title}!{b.coordinate}: blocks style has no borders")
            wall[(x, y)] = is_black(b)
            if is_shaded(b):
                shaded_blocks.add((x, y))
            if not touches(x, y):
                require(not has_any_look(b) or is_door_arrow(b), f"{ws.title}!{b.coordinate} is outside the mask but has a look")
            if wall[(x, y)]:
                require(b.value is None, f"{ws.title}!{b.coordinate}: a wall block has a value")
    open_sides = {}
    for (c, r) in cells:
        x, y = 2 * c + 1, 2 * r + 1
        require(not wall[(x, y)], f"{ws.title}: the block of maze cell {(c, r)} is a wall")
        open_sides[(c, r)] = {side for side in (N, E, S, W) if not wall[(x + STEP[side][0], y + STEP[side][1])]}
    for p, letter in ((start, "S"), (finish, "F")):
        b = block(2 * p[0] + 1, 2 * p[1] + 1)
        require(b.value == letter, f"{ws.title}: the {letter} block {b.coordinate} shows {b.value!r}")
    shaded = {((x - 1) // 2, (y - 1) // 2) for (x, y) in shaded_blocks if x % 2 == 1 and y % 2 == 1}
    joints = set()
    for (x, y) in shaded_blocks:
        if x % 2 == 1 and y % 2 == 0:
            joints.add(frozenset({((x - 1) // 2, y // 2 - 1), ((x - 1) // 2, y // 2)}))
        elif x % 2 == 0 and y % 2 == 1:
            joints.add(frozenset({(x // 2 - 1, (y - 1) // 2), (x // 2, (y - 1) // 2)}))
        elif x % 2 == 0 and y % 2 == 0:
            raise CheckFailed(f"{ws.title}: a corner block {(x, y)} is shaded")
    # The text the sheet shows: '#' wherever a block is black.
    lines = []
    for y in range(2 * height + 1):
        line = []
        for x in range(2 * width + 1):
            if wall[(x, y)]:
                line.append("#")
            elif x % 2 == 1 and y % 2 == 1:
                p = ((x - 1) // 2, (y - 1) // 2)
                line.append("." if p not in cells else "S" if p == start else "F" if p == finish else " ")
            else:
                line.append(" " if touches(x, y) else ".")
        lines.append("".join(line))
    return SheetMaze(region, open_sides, start, finish, shaded, lines, joints, origin=origin, style="blocks")


def block_text_of(width, height, cells, open_sides, start, finish):
    """Block text (docs/MANUAL.md, "File formats") of a maze given by its open sides."""
    def wall_char(a, side):
        dc, dr = STEP[side]
        b = (a[0] + dc, a[1] + dr)
        if a in cells:
            return " " if side in open_sides[a] else "#"
        if b in cells:
            return " " if OPPOSITE[side] in open_sides[b] else "#"
        return "."

    lines = []
    for y in range(2 * height + 1):
        line = []
        for x in range(2 * width + 1):
            c, r = x // 2, y // 2
            if x % 2 == 1 and y % 2 == 1:
                p = (c, r)
                line.append("." if p not in cells else "S" if p == start else "F" if p == finish else " ")
            elif y % 2 == 1:
                line.append(wall_char((c - 1, r), E))
            elif x % 2 == 1:
                line.append(wall_char((c, r - 1), S))
            else:
                touches = any(q in cells for q in ((c - 1, r - 1), (c, r - 1), (c - 1, r), (c, r)))
                line.append("#" if touches else ".")
        lines.append("".join(line))
    return lines


def check_door_arrows(ws, maze, where):
    """Each door has an arrow in the sheet cell just outside it, pointing into
    the maze at the start and out at the finish, and no other cell has one."""
    r0, c0 = maze.origin
    expected = {}
    for p, side in maze.doors():
        dc, dr = STEP[side]
        if maze.style == "blocks":
            row, col = r0 + 2 * p[1] + 1 + 2 * dr, c0 + 2 * p[0] + 1 + 2 * dc
        else:
            row, col = r0 + p[1] + dr, c0 + p[0] + dc
        pointing = OPPOSITE[side] if p == maze.start else side
        expected[(row, col)] = pointing
    # An arrow stands in cells merged around the door's (as large as the
    # printed glyph): the range's first cell holds it.
    anchors = {}
    for merged in ws.merged_cells.ranges:
        for row in range(merged.min_row, merged.max_row + 1):
            for col in range(merged.min_col, merged.max_col + 1):
                anchors[(row, col)] = (merged.min_row, merged.min_col)
    placed = {}
    for (row, col), pointing in expected.items():
        at = anchors.get((row, col), (row, col))
        cell = ws.cell(row=at[0], column=at[1])
        require(is_door_arrow(cell) and ARROWS[cell.value] == pointing,
                f"{where}: the door arrow at {cell.coordinate} is {cell.value!r}, expected one pointing {pointing}")
        placed[at] = pointing
    found = {(c.row, c.column) for row in ws.iter_rows() for c in row if c.value in ARROWS}
    require(found == set(placed), f"{where}: arrows at {sorted(found)}, doors need {sorted(placed)}")


def check_route(package, sheet_name, maze, solution_length, where):
    """The solution sheet's route picture: anchored exactly on the Maze range,
    a single line from the edge of S to the edge of F through open passages,
    as long as the solution, with nothing drawn off it."""
    pictures = package.pictures(sheet_name)
    require(len(pictures) == 1, f"{where}: {len(pictures)} pictures, expected the route")
    start_anchor, end_anchor, png = pictures[0]
    _, (r1, c1, r2, c2) = parse_area(package.names[sheet_name]["Maze"])
    require(start_anchor == (r1 - 1, c1 - 1, 0, 0) and end_anchor == (r2, c2, 0, 0),
            f"{where}: the route is anchored {start_anchor} to {end_anchor}, not on the Maze range {r1},{c1}:{r2},{c2}")
    blocks = maze.style == "blocks"
    cols, rows = c2 - c1 + 1, r2 - r1 + 1
    route = Route(png, cols, rows)

    def grid(p):  # a maze cell's grid cell
        return (2 * p[0] + 1, 2 * p[1] + 1) if blocks else p

    start, finish = grid(maze.start), grid(maze.finish)
    require(start not in route.centres and finish not in route.centres, f"{where}: the line covers S or F")
    if not blocks and solution_length == 2 and maze.finish in set(maze.neighbours(maze.start)):
        require(not route.centres and not route.arms, f"{where}: S and F are neighbours, yet a line is drawn")
        return route
    chain, previous = [start], None
    while chain[-1] != finish:
        here = chain[-1]
        nxt = [q for q in ((here[0] + 1, here[1]), (here[0] - 1, here[1]), (here[0], here[1] + 1), (here[0], here[1] - 1))
               if q != previous and 0 <= q[0] < cols and 0 <= q[1] < rows and route.joined(here, q, (start, finish))]
        require(len(nxt) == 1, f"{where}: the line branches or breaks at grid cell {here}: next {nxt}")
        previous = here
        chain.append(nxt[0])
        require(len(chain) <= cols * rows, f"{where}: the line loops")
    require(set(chain[1:-1]) == route.centres, f"{where}: line drawn off the route: {sorted(route.centres - set(chain))[:5]}")
    cells = [((x - 1) // 2, (y - 1) // 2) for (x, y) in chain if x % 2 == 1 and y % 2 == 1] if blocks else chain
    require(len(cells) == solution_length, f"{where}: the line passes {len(cells)} cells, the solution has {solution_length}")
    for a, b in zip(cells, cells[1:]):
        require(b in set(maze.neighbours(a)), f"{where}: the line crosses a wall between {a} and {b}")
    return route


def read_maze(ws, package, region, style, items=False):
    return read_blocks_maze(ws, package, region) if style == "blocks" else read_borders_maze(ws, package, region, items)


# ---------------------------------------------------------------- sizes

def excel_column_pixels(width, mdw):
    """Excel's documented conversion of a stored column width to pixels."""
    return int(((256 * width + int(128 / mdw)) / 256) * mdw)


def column_widths(ws):
    widths = {}
    for dim in ws.column_dimensions.values():
        if dim.width is None or dim.min is None:
            continue
        for col in range(dim.min, dim.max + 1):
            widths[col] = dim.width
    return widths


def diff_lines(a, b, limit=6):
    out = []
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            out.append(f"line {i}: sheet {x!r} vs text {y!r}")
            if len(out) >= limit:
                break
    if len(a) != len(b):
        out.append(f"{len(a)} lines vs {len(b)}")
    return "; ".join(out)


def attempt(results, name, check):
    """Runs one named check and records it: "ok" with whatever `check` returns
    as detail, or "FAIL" with the reason; an unexpected error fails with its
    traceback instead of ending the whole run."""
    try:
        detail = check()
    except CheckFailed as e:
        print(f"FAIL {name}: {e}")
        results.append(False)
        return
    except Exception:
        print(f"FAIL {name}: error\n{traceback.format_exc()}")
        results.append(False)
        return
    print(f"ok   {name}" + (f": {detail}" if detail else ""))
    results.append(True)


def report(results):
    """Prints the closing line ctest-style runners look for; returns the exit status."""
    passed = sum(1 for ok in results if ok)
    failed = len(results) - passed
    print(f"{passed} passed, {failed} failed")
    sys.stdout.flush()
    return 0 if failed == 0 and passed > 0 else 1


# ---------------------------------------------------------------- sampling

def full_tests():
    """True when the heavy tests run every case (CI: scripts/test.sh --full
    sets MAZESHEET_FULL_TESTS=1); otherwise they sample (docs/TESTING.md)."""
    return os.environ.get("MAZESHEET_FULL_TESTS", "") not in ("", "0")


def in_turn(items, kind, choices):
    """For each item, the choices that take it: every one in a full run;
    otherwise one, taken in turn among the items of each kind (each kind
    starting where the last began plus one), so that every kind with as many
    items as there are choices still reaches every choice."""
    if full_tests():
        return [list(choices) for _ in items]
    turns = {}
    taken = []
    for item in items:
        turn = turns.setdefault(kind(item), len(turns))
        turns[kind(item)] = turn + 1
        taken.append([choices[turn % len(choices)]])
    return taken
