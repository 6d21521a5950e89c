#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Circle, hex and triangle mazes on paper: the SVG (drawn by librsvg) and the
PDF (cairo) of a maze, rendered at 300 dpi by poppler, agree with the maze's
graph in -o maze.json wall by wall:

- at the middle of the side every two neighbouring cells share (worked out
  HERE from their rows, rings and columns, in the drawing's units: hexagons
  one unit across with a point at the top, triangles of side 1, rings one
  unit deep), the page is black exactly where the JSON has no passage;
- at the middle of every side on the maze's outline it is black, but at the
  doors;
- the answer key's line passes through the middle of every cell of the route;
- beside each door, its arrow and letter are at least 5 mm across and touch
  no wall (six hex mazes to a page in French too, their rows' shifted ends
  beside the doors).

Where a maze stands on the page is read from the SVG (its grid's transform:
the printed size of a unit and where unit (0, 0) is); the PDF draws the same
layout. Also: four circle mazes to a page, each maze's walls in its place; a
100-ring circle on one page, and a 60-ring circle's poster.
The .png (cairo, the PDF's drawing on pixels) is read back the same way,
through libpng (png_pixels).
Usage: test_grid_pages.py PATH_TO_MAZESHEET PATH_TO_PNG_PIXELS"""
import json
import math
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pages  # noqa: E402

MAZESHEET = os.path.abspath(sys.argv[1])
PNG_PIXELS = os.path.abspath(sys.argv[2])
DPI = 300
SQRT3 = math.sqrt(3)
ROUTE = (0xD9, 0x48, 0x0F)
INKS = ((0x00, 0x61, 0x00), (0x9C, 0x00, 0x06))  # start, finish
failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message)
    return condition


def run(*args, cwd):
    result = subprocess.run([MAZESHEET, *args, "-q"], capture_output=True, text=True, cwd=cwd, timeout=300)
    if not check(result.returncode == 0, f"{args}: {result.stderr}"):
        raise SystemExit(1)


def grids_of_svg(path):
    """Each maze's unit (points) and origin, from the grids' transforms, in order."""
    text = open(path, encoding="utf-8").read()
    found = re.findall(r'transform="matrix\(([-\d.]+) 0 0 [-\d.]+ ([-\d.]+) ([-\d.]+)\)"', text)
    return [(float(u), float(x), float(y)) for u, x, y in found]


class Geometry:
    """The drawing's units: each cell's middle, and the middle of each side."""

    def __init__(self, maze):
        self.grid = maze["grid"]
        self.cells = maze["cells"]
        self.rings = maze.get("rings", 0)
        if self.grid == "circle":
            self.size = {}
            for c in self.cells:
                self.size[c["ring"]] = self.size.get(c["ring"], 0) + 1

    def polar(self, radius, turn):
        return (self.rings + radius * math.sin(2 * math.pi * turn), self.rings - radius * math.cos(2 * math.pi * turn))

    def span(self, cell):
        n = self.size[cell["ring"]]
        return cell["col"] / n, (cell["col"] + 1) / n

    def corners(self, cell):
        c, r = cell["col"], cell["row"]
        if self.grid == "hex":
            side = 1 / SQRT3
            cx, cy = c + 0.5 + (0.5 if r % 2 else 0.0), side + 1.5 * side * r
            return [(cx + side * math.sin(k * math.pi / 3), cy - side * math.cos(k * math.pi / 3)) for k in range(6)]
        h = SQRT3 / 2
        if (c + r) % 2 == 0:
            return [((c + 1) / 2, r * h), (c / 2 + 1, (r + 1) * h), (c / 2, (r + 1) * h)]
        return [(c / 2, r * h), (c / 2 + 1, r * h), ((c + 1) / 2, (r + 1) * h)]

    def middle(self, cell):
        if self.grid == "circle":
            if cell["ring"] == 0:
                return self.polar(0, 0)
            a, b = self.span(cell)
            return self.polar(cell["ring"] + 0.5, (a + b) / 2)
        pts = self.corners(cell)
        return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)

    def sides(self, cell):
        """The middles of a cell's sides, each with the outward direction."""
        if self.grid == "circle":
            r = cell["ring"]
            out = []
            if r > 0:
                a, b = self.span(cell)
                out.append(self.polar(r, (a + b) / 2))
                out.append(self.polar(r + 0.5, b))
                out.append(self.polar(r + 0.5, a))
            return out
        pts = self.corners(cell)
        return [((pts[k][0] + pts[(k + 1) % len(pts)][0]) / 2, (pts[k][1] + pts[(k + 1) % len(pts)][1]) / 2)
                for k in range(len(pts))]

    def shared(self, a, b):
        """The middle of the side cells a and b share."""
        if self.grid == "circle":
            if a["ring"] > b["ring"]:
                a, b = b, a
            if a["ring"] == b["ring"]:
                n = self.size[a["ring"]]
                between = max(a["col"], b["col"]) if abs(a["col"] - b["col"]) == 1 else 0
                return self.polar(a["ring"] + 0.5, between / n)
            lo = 0.0 if a["ring"] == 0 else self.span(a)[0]
            hi = 1.0 if a["ring"] == 0 else self.span(a)[1]
            b0, b1 = self.span(b)
            return self.polar(a["ring"] + 1, (max(lo, b0) + min(hi, b1)) / 2)
        key = lambda p: (round(p[0], 6), round(p[1], 6))  # noqa: E731
        common = [p for p in self.corners(a) if key(p) in {key(q) for q in self.corners(b)}]
        return (common[0][0] + common[1][0]) / 2, (common[0][1] + common[1][1]) / 2

    def outline(self, cell, neighbours):
        """The middles of the cell's sides that no neighbour shares."""
        if self.grid == "circle":
            if cell["ring"] != self.rings - 1:
                return []
            a, b = self.span(cell)
            return [self.polar(self.rings, (a + b) / 2)]
        taken = [self.shared(cell, n) for n in neighbours]
        return [s for s in self.sides(cell) if all(math.dist(s, t) > 1e-6 for t in taken)]


def pixel(place, point):
    unit, x, y = place
    return int(round((x + point[0] * unit) * DPI / 72)), int(round((y + point[1] * unit) * DPI / 72))


def check_walls(label, page, place, maze):
    geometry = Geometry(maze)
    cells = maze["cells"]
    passages = {tuple(p) for p in maze["passages"]}
    doors = {d["cell"] for d in maze["doors"]}
    wrong = []
    count = 0
    for cell in cells:
        for other in cell["neighbours"]:
            if other < cell["id"]:
                continue
            at = pixel(place, geometry.shared(cell, cells[other]))
            wall = (cell["id"], other) not in passages
            count += 1
            if pages.dark_near(page, *at) != wall:
                wrong.append((cell["id"], other, "wall" if wall else "passage"))
        outline = geometry.outline(cell, [cells[n] for n in cell["neighbours"]])
        dark = [pages.dark_near(page, *pixel(place, m)) for m in outline]
        count += len(outline)
        if cell["id"] in doors:
            if not any(not d for d in dark):
                wrong.append((cell["id"], "door", "closed"))
        elif not all(dark):
            wrong.append((cell["id"], "outline", "open"))
    check(not wrong, f"{label}: {len(wrong)} of {count} sides read back wrong: {wrong[:6]}")
    return count


def coloured_near(page, x, y, colour, reach=2, tolerance=40):
    for dx in range(-reach, reach + 1):
        for dy in range(-reach, reach + 1):
            if 0 <= x + dx < page.width and 0 <= y + dy < page.height:
                if all(abs(a - b) <= tolerance for a, b in zip(page.pixel(x + dx, y + dy), colour)):
                    return True
    return False


def check_route(label, page, place, maze):
    geometry = Geometry(maze)
    inner = maze["route"][1:-1]
    missed = [i for i in inner if not coloured_near(page, *pixel(place, geometry.middle(maze["cells"][i])), ROUTE)]
    check(len(inner) > 0 and not missed, f"{label}: the way misses cells {missed[:6]} of {len(inner)}")


def ink_parts(page, box, ink):
    """Groups of touching pixels of an ink colour in a box, largest first: each
    its extent in mm and its pixels."""
    x0, y0, x1, y1 = box
    seen = set()
    parts = []
    for y in range(max(0, y0), min(page.height, y1)):
        for x in range(max(0, x0), min(page.width, x1)):
            if (x, y) in seen or not coloured_near(page, x, y, ink, reach=0, tolerance=30):
                continue
            stack = [(x, y)]
            seen.add((x, y))
            pixels = [(x, y)]
            while stack:
                px, py = stack.pop()
                for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if (nx, ny) in seen or not (x0 <= nx < x1 and y0 <= ny < y1):
                        continue
                    if 0 <= nx < page.width and 0 <= ny < page.height and coloured_near(page, nx, ny, ink, 0, 30):
                        seen.add((nx, ny))
                        stack.append((nx, ny))
                        pixels.append((nx, ny))
            if len(pixels) > 20:
                xs = [px for px, _ in pixels]
                ys = [py for _, py in pixels]
                parts.append((math.hypot(max(xs) - min(xs), max(ys) - min(ys)) / DPI * 25.4, pixels))
    return sorted(parts, key=lambda part: part[0], reverse=True)


def touches_wall(page, pixels, reach=2):
    """Whether a wall's black is within `reach` pixels of any of these."""
    near = {(x + dx, y + dy) for x, y in pixels for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)}
    return any(0 <= x < page.width and 0 <= y < page.height and max(page.pixel(x, y)) < 90 for x, y in near)


def check_marks(label, page, place, maze):
    """The arrow and the letter beside each door: at least 5 mm, and clear of
    the maze (no wall under or touching them)."""
    geometry = Geometry(maze)
    reach = int(20 / 25.4 * DPI)  # 20 mm round the door
    for door in maze["doors"]:
        cell = maze["cells"][door["cell"]]
        x, y = pixel(place, geometry.middle(cell))
        ink = INKS[0] if door["cell"] == maze["start"] else INKS[1]
        parts = ink_parts(page, (x - reach, y - reach, x + reach, y + reach), ink)
        # The arrow and the letter beside it, and the small letter in the cell.
        sizes = [round(size, 1) for size, _ in parts[:3]]
        if check(len(parts) >= 2 and parts[1][0] >= 5.0, f"{label}: door at cell {door['cell']}: its marks measure {sizes} mm"):
            for size, pixels in parts[:2]:
                check(not touches_wall(page, pixels),
                      f"{label}: door at cell {door['cell']}: a mark of {size:.1f} mm touches the maze")


def read_png(path):
    data = subprocess.run([PNG_PIXELS, path], check=True, capture_output=True).stdout
    header = data.split(b"\n", 3)
    width, height = map(int, header[1].split())
    return pages.Page(width, height, header[3], DPI)


def render_svg(svg, folder):
    pdf = os.path.join(folder, os.path.basename(svg) + ".pdf")
    subprocess.run(["rsvg-convert", "-f", "pdf", "-o", pdf, svg], check=True)
    return pages.render(pdf, DPI)


def main():
    cases = [
        ("circle", ["--grid", "circle", "-s", "8", "-a", "wilson", "--seed", "5"]),
        ("circle-across", ["--grid", "circle", "-s", "10", "--start", "across", "-a", "sidewinder", "--seed", "6"]),
        ("hex", ["--grid", "hex", "-s", "12x10", "-a", "backtracker", "--seed", "7"]),
        ("hex-tall", ["--grid", "hex", "-s", "8x14", "-a", "kruskal", "--seed", "8"]),
        ("hex-heart", ["--grid", "hex", "--mask", "heart", "-a", "prim", "--seed", "9"]),
        ("triangle", ["--grid", "triangle", "-s", "16x8", "-a", "hunt-and-kill", "--seed", "10"]),
        ("triangle-tall", ["--grid", "triangle", "-s", "9x12", "-a", "growing-tree", "--seed", "11"]),
    ]
    checked = 0
    with tempfile.TemporaryDirectory() as folder:
        for name, args in cases:
            run(*args, "-o", "m.json", cwd=folder)
            maze = json.load(open(os.path.join(folder, "m.json"), encoding="utf-8"))["mazes"][0]
            run(*args, "-o", "m.svg", "--answers", "k.svg", cwd=folder)
            run(*args, "-o", "m.pdf", "--answers", "k.pdf", cwd=folder)
            place = grids_of_svg(os.path.join(folder, "m.svg"))[0]
            check(grids_of_svg(os.path.join(folder, "k.svg"))[0] == place, f"{name}: the key's maze at the same place")
            svg_page = render_svg(os.path.join(folder, "m.svg"), folder)[0]
            pdf_page = pages.render(os.path.join(folder, "m.pdf"), DPI)[0]
            checked += check_walls(f"{name} SVG", svg_page, place, maze)
            checked += check_walls(f"{name} PDF", pdf_page, place, maze)
            check_route(f"{name} SVG key", render_svg(os.path.join(folder, "k.svg"), folder)[0], place, maze)
            check_route(f"{name} PDF key", pages.render(os.path.join(folder, "k.pdf"), DPI)[0], place, maze)
            check_marks(f"{name} PDF", pdf_page, place, maze)
            run(*args, "-o", "m.png", "--dpi", str(DPI), cwd=folder)
            checked += check_walls(f"{name} PNG", read_png(os.path.join(folder, "m.png")), place, maze)
        # Four circles to a page: each in its own place.
        args = ["--grid", "circle", "-s", "6", "--count", "4", "--per-page", "4", "--seed", "12"]
        run(*args, "-o", "m.json", cwd=folder)
        run(*args, "-o", "m.svg", cwd=folder)
        run(*args, "-o", "m.pdf", cwd=folder)
        mazes = json.load(open(os.path.join(folder, "m.json"), encoding="utf-8"))["mazes"]
        places = grids_of_svg(os.path.join(folder, "m.svg"))
        check(len(places) == 4, f"four mazes on the page: {len(places)} grids")
        pdf_page = pages.render(os.path.join(folder, "m.pdf"), DPI)[0]
        for k, (maze, place) in enumerate(zip(mazes, places)):
            checked += check_walls(f"circles 4 a page, maze {k + 1}", pdf_page, place, maze)
        # Six hex keys to a page in French: each door's letter (D, A) and
        # arrow clear of the shifted rows beside it.
        args = ["--grid", "hex", "-s", "8x8", "--count", "6", "--per-page", "6", "--language", "fr", "--seed", "3"]
        run(*args, "-o", "m.json", cwd=folder)
        run(*args, "-o", "m.svg", cwd=folder)
        run(*args, "-o", "m.pdf", cwd=folder)
        mazes = json.load(open(os.path.join(folder, "m.json"), encoding="utf-8"))["mazes"]
        places = grids_of_svg(os.path.join(folder, "m.svg"))
        pdf_page = pages.render(os.path.join(folder, "m.pdf"), DPI)[0]
        for k, (maze, place) in enumerate(zip(mazes, places)):
            check_marks(f"hex 6 a page, maze {k + 1}", pdf_page, place, maze)
        # A page is sized by the grid's picture, not by its cells as squares:
        # a 100-ring circle prints (small, with the legibility warning), and
        # a poster of a 60-ring circle takes a few sheets.
        result = subprocess.run([MAZESHEET, "--grid", "circle", "-s", "100", "--seed", "13", "-o", "big.pdf"],
                                capture_output=True, text=True, cwd=folder, timeout=300)
        check(result.returncode == 0 and "warning" in result.stderr and os.path.exists(os.path.join(folder, "big.pdf")),
              f"a 100-ring circle prints on a page: {result.returncode} {result.stderr!r}")
        run("--grid", "circle", "-s", "60", "--seed", "14", "--poster", "auto", "-o", "poster.pdf", cwd=folder)
        sheets = len(pages.render(os.path.join(folder, "poster.pdf"), 20))
        check(2 <= sheets <= 9, f"a 60-ring circle's poster takes a few sheets: {sheets}")
    print(f"{checked} sides checked")
    if failures:
        print(f"{len(failures)} failures")
        sys.exit(1)


main()
