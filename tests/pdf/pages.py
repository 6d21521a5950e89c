# SPDX-License-Identifier: MIT
"""Reading printed pages back: render a PDF with poppler's pdftoppm, find the
mazes on each page by their black walls, and read every wall (or wall block)
from the pixels, to compare with the command line's block text.

Nothing here knows how mazesheet lays a page out: a maze is found as a
large group of touching black pixels, and its cells by dividing its extent
by the maze's size in cells (from the block text).
"""
import os
import subprocess
import tempfile

BLACK = 80  # a pixel darker than this in every channel is wall (ink colours are not)


class Page:
    def __init__(self, width, height, rgb, dpi):
        self.width, self.height, self.rgb, self.dpi = width, height, rgb, dpi

    def pixel(self, x, y):
        i = 3 * (y * self.width + x)
        return self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]

    def black(self, x, y):
        if not (0 <= x < self.width and 0 <= y < self.height):
            return False
        i = 3 * (y * self.width + x)
        return self.rgb[i] < BLACK and self.rgb[i + 1] < BLACK and self.rgb[i + 2] < BLACK

    def points(self, pixels):
        return pixels * 72.0 / self.dpi


def render(path, dpi=100, tool=("pdftoppm",)):
    """Every page of a PDF as RGB pixels."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(list(tool) + ["-r", str(dpi), path, os.path.join(tmp, "page")], check=True,
                       capture_output=True)
        pages = []
        for name in sorted(os.listdir(tmp), key=lambda n: int(n.rsplit("-", 1)[1].split(".")[0])):
            data = open(os.path.join(tmp, name), "rb").read()
            header = data.split(b"\n", 3)
            width, height = map(int, header[1].split())
            pages.append(Page(width, height, header[3], dpi))
        return pages


def black_groups(page):
    """Bounding boxes (x0, y0, x1, y1, pixels) of the groups of touching black pixels."""
    seen = bytearray(page.width * page.height)
    groups = []
    for y in range(page.height):
        for x in range(page.width):
            if seen[y * page.width + x] or not page.black(x, y):
                continue
            stack = [(x, y)]
            seen[y * page.width + x] = 1
            box = [x, y, x, y, 0]
            while stack:
                px, py = stack.pop()
                box[0], box[1] = min(box[0], px), min(box[1], py)
                box[2], box[3] = max(box[2], px), max(box[3], py)
                box[4] += 1
                for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                    if 0 <= nx < page.width and 0 <= ny < page.height and not seen[ny * page.width + nx] \
                            and page.black(nx, ny):
                        seen[ny * page.width + nx] = 1
                        stack.append((nx, ny))
            groups.append(tuple(box))
    return groups


def maze_boxes(page, count):
    """The boxes of the `count` largest mazes on a page, in reading order. A
    maze's walls are several groups of black pixels (its doors cut the
    outer wall, a mask's holes have walls of their own), each large beside
    any letter: the large groups whose boxes overlap are one maze."""
    groups = sorted(black_groups(page), key=lambda g: -g[4])
    large = [list(g[:4]) for g in groups if g[4] >= 0.02 * groups[0][4]]
    merged = True
    while merged:
        merged = False
        for i in range(len(large)):
            for j in range(i + 1, len(large)):
                a, b = large[i], large[j]
                if a[0] <= b[2] + 2 and b[0] <= a[2] + 2 and a[1] <= b[3] + 2 and b[1] <= a[3] + 2:
                    large[i] = [min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])]
                    del large[j]
                    merged = True
                    break
            if merged:
                break
    mazes = sorted(large, key=lambda m: -(m[2] - m[0]) * (m[3] - m[1]))[:count]
    return [tuple(m) for m in sorted(mazes, key=lambda m: (round(m[1] / 20), m[0]))]


def wall_thickness(page, box):
    """The thickness in pixels of the walls: the most common height of the
    black runs that start at the top of a maze box (the top wall; where a
    wall goes down from it the run is longer)."""
    x0, y0, x1, _ = box
    runs = {}
    for x in range(x0, x1 + 1):
        t = 0
        while page.black(x, y0 + t):
            t += 1
        if t:
            runs[t] = runs.get(t, 0) + 1
    return max(runs, key=runs.get)


def dark_near(page, x, y, reach=1):
    return any(page.black(x + dx, y + dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1))


def read_borders(page, box, text):
    """Compare the walls of a borders-style maze at `box` with its block text;
    returns a list of differences ((c, r), side, seen, expected)."""
    lines = text.split("\n")
    height, width = (len(lines) - 1) // 2, (len(lines[0]) - 1) // 2
    t = wall_thickness(page, box)
    x0, y0 = box[0] + t / 2, box[1] + t / 2
    cell_x = (box[2] - box[0] + 1 - t) / width
    cell_y = (box[3] - box[1] + 1 - t) / height
    inside = lambda c, r: 0 <= c < width and 0 <= r < height and lines[2 * r + 1][2 * c + 1] != "."
    wrong = []
    for r in range(height):
        for c in range(width):
            if not inside(c, r):
                continue
            for side, (bx, by), (px, py) in (("N", (2 * c + 1, 2 * r), (c + 0.5, r)),
                                              ("W", (2 * c, 2 * r + 1), (c, r + 0.5)),
                                              ("S", (2 * c + 1, 2 * r + 2), (c + 0.5, r + 1)),
                                              ("E", (2 * c + 2, 2 * r + 1), (c + 1, r + 0.5))):
                expected = lines[by][bx] == "#"
                seen = dark_near(page, round(x0 + px * cell_x), round(y0 + py * cell_y))
                if seen != expected:
                    wrong.append(((c, r), side, seen, expected))
    return wrong


def read_blocks(page, box, text):
    """Compare the blocks of a blocks-style maze at `box` with its block text."""
    lines = text.split("\n")
    rows, cols = len(lines), len(lines[0])
    block_x = (box[2] - box[0] + 1) / cols
    block_y = (box[3] - box[1] + 1) / rows
    wrong = []
    for y in range(rows):
        for x in range(cols):
            expected = lines[y][x] == "#"
            seen = page.black(round(box[0] + (x + 0.5) * block_x), round(box[1] + (y + 0.5) * block_y))
            if seen != expected:
                wrong.append(((x, y), seen, expected))
    return wrong


def orange_cells(page, box, width, height, colour=(0xD9, 0x48, 0x0F)):
    """Cells of a borders-style maze at `box` whose middle shows the route's colour."""
    t = wall_thickness(page, box)
    cell_x = (box[2] - box[0] + 1 - t) / width
    cell_y = (box[3] - box[1] + 1 - t) / height
    found = set()
    for r in range(height):
        for c in range(width):
            p = page.pixel(round(box[0] + t / 2 + (c + 0.5) * cell_x), round(box[1] + t / 2 + (r + 0.5) * cell_y))
            if max(abs(a - b) for a, b in zip(p, colour)) < 40:
                found.add((c, r))
    return found
