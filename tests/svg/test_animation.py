# SPDX-License-Identifier: MIT
"""The animated SVG of teaching mode (--steps N) in real headless Chromium.

For every algorithm, a 12x8 maze in 4 steps (each frame an A4 page):
- the file declares a frame a second and a 3-second hold on the last, looping;
- with the SVG clock set to the middle of each frame, every cell of the
  screenshot has the colour that frame gives it, and every wall between two
  cells is drawn (black) exactly where the frame has one: one frame shows at
  a time, the right one;
- the last frame is the finished maze: its walls are those of the block
  text of the same maze (-o maze.txt, same seed), every cell white but S
  and F, and its screenshot differs from the first frame's;
and for one of them the animation plays by itself: screenshots at two real
moments show the frames those moments fall in.

usage: test_animation.py MAZESHEET_BINARY
"""
import os
import re
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "sheet"))

from chromium import Chromium  # noqa: E402
from sheetcheck import attempt, decode_png_rgb, report, require, run_ok  # noqa: E402

SVG = "{http://www.w3.org/2000/svg}"
WHITE = (255, 255, 255)
STEPS = 4
FRAME_SECONDS, HOLD_SECONDS = 1, 3
PX_PER_PT = 96 / 72
# The viewport holds an A4 page either way up, at 96 px an inch.
VIEWPORT = 1123


def hex_colour(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


class Frame:
    """One frame as the file draws it: where its maze grid stands on the
    page, its cells' colours and its walls, in grid units."""

    def __init__(self, g):
        grid = next(e for e in g.iter(SVG + "g") if e.get("transform", "").startswith("matrix("))
        cell, _, _, _, x, y = (float(v) for v in grid.get("transform")[7:-1].split())
        self.cell = cell * PX_PER_PT
        self.left = x * PX_PER_PT
        self.top = y * PX_PER_PT
        # Each run of walls along a grid line is one stroke: "M0 0h4" is four walls.
        segments = re.findall(r"M(\d+) (\d+)([hv])(\d+)", grid.find(SVG + "path").get("d"))
        self.walls = {(int(x) + k, int(y), d) if d == "h" else (int(x), int(y) + k, d)
                      for x, y, d, n in segments for k in range(int(n))}
        self.colours = {}
        for rect in grid.findall(SVG + "rect"):
            x, y, w = int(rect.get("x")), int(rect.get("y")), int(rect.get("width"))
            for i in range(w):
                self.colours[(x + i, y)] = hex_colour(rect.get("fill"))
        self.animate = g.find(SVG + "animate")

    def pixel(self, x, y):
        """The pixel at grid point (x, y) in a screenshot of the maze (clip())."""
        return int(self.cell * (x + 1)), int(self.cell * (y + 1))

    def clip(self, cols, rows):
        """The screenshot's area: the maze and a cell around it (x, y, width, height)."""
        return (int(self.left - self.cell), int(self.top - self.cell), int(self.cell * (cols + 2)),
                int(self.cell * (rows + 2)))


def parse(path):
    """The page's size in screen pixels and the frames."""
    root = ET.parse(path).getroot()
    _, _, width, height = (float(v) for v in root.get("viewBox").split())
    frames = [Frame(g) for g in root.findall(SVG + "g") if re.fullmatch(r"step\d+", g.get("id", ""))]
    return int(width * PX_PER_PT), int(height * PX_PER_PT), frames


def block_text_maze(text):
    """Walls (as the SVG path names them), start and finish from block text."""
    lines = text.splitlines()
    height, width = (len(lines) - 1) // 2, (len(lines[0]) - 1) // 2
    walls = set()
    start = finish = None
    for r in range(height):
        for c in range(width):
            ch = lines[2 * r + 1][2 * c + 1]
            if ch == "S":
                start = (c, r)
            if ch == "F":
                finish = (c, r)
            if lines[2 * r][2 * c + 1] == "#":
                walls.add((c, r, "h"))
            if lines[2 * r + 1][2 * c] == "#":
                walls.add((c, r, "v"))
            if r == height - 1 and lines[2 * r + 2][2 * c + 1] == "#":
                walls.add((c, r + 1, "h"))
            if c == width - 1 and lines[2 * r + 1][2 * c + 2] == "#":
                walls.add((c + 1, r, "v"))
    return walls, start, finish


def check_timing(frames):
    """The frames' windows in seconds, from their <animate> elements."""
    total = (len(frames) - 1) * FRAME_SECONDS + HOLD_SECONDS
    windows = []
    for k, frame in enumerate(frames):
        a = frame.animate
        require(a.get("attributeName") == "visibility" and a.get("calcMode") == "discrete" and
                a.get("repeatCount") == "indefinite", f"frame {k + 1}: not a looping visibility animation")
        require(float(a.get("dur").rstrip("s")) == total, f"frame {k + 1}: lasts {a.get('dur')}, expected {total} s")
        values = a.get("values").split(";")
        times = [float(t) * total for t in a.get("keyTimes").split(";")]
        shown = [(t, (times + [total])[i + 1]) for i, (t, v) in enumerate(zip(times, values)) if v == "visible"]
        require(len(shown) == 1, f"frame {k + 1}: shown {len(shown)} times per loop")
        start, end = shown[0]
        want = (k * FRAME_SECONDS, (k + 1) * FRAME_SECONDS if k + 1 < len(frames) else total)
        require(abs(start - want[0]) < 1e-9 and abs(end - want[1]) < 1e-9,
                f"frame {k + 1}: shown from {start} to {end} s, expected {want}")
        windows.append((start, end))
    return windows


def pixel_checks(png, frame, cells, where):
    """Every cell's colour and every inner wall of `frame` in a screenshot."""
    width, height, rows = decode_png_rgb(png)

    def at(point):
        x, y = point
        return rows[y][x]

    def near(a, b):
        return max(abs(p - q) for p, q in zip(a, b)) <= 3

    def expected(cell):
        return frame.colours.get(cell, WHITE)

    wrong = []
    for (c, r) in cells:
        # Off the middle, where S and F have their letters, and off the walls.
        got = at(frame.pixel(c + 0.25, r + 0.25))
        if not near(got, expected((c, r))):
            wrong.append(((c, r), got, expected((c, r))))
    require(not wrong, f"{where}: cells not in the frame's colours (cell, seen, expected): {wrong[:4]}")
    walls = []
    for (c, r) in cells:
        for dc, dr, direction in ((1, 0, "v"), (0, 1, "h")):
            other = (c + dc, r + dr)
            if other not in cells:
                continue
            middle = frame.pixel(c + dc, r + 0.5) if dc else frame.pixel(c + 0.5, r + dr)
            line = (c + dc, r, "v") if dc else (c, r + dr, "h")
            drawn = max(at(middle)) <= 60
            if drawn != (line in frame.walls):
                walls.append(((c, r), other, at(middle), line in frame.walls))
    require(not walls, f"{where}: walls drawn where the frame has none or missing (cells, pixel, wall?): {walls[:4]}")


def check_algorithm(binary, tmp, browser, algorithm, seed, real_time):
    base = os.path.join(tmp, algorithm)
    args = ["-s", "12x8", "-a", algorithm, "--seed", str(seed)]
    run_ok(binary, args + ["--steps", str(STEPS), "-o", base + "-carve.svg"])
    run_ok(binary, args + ["-o", base + "-maze.txt"])
    _, _, frames = parse(base + "-carve.svg")
    require(len(frames) == STEPS, f"{algorithm}: {len(frames)} frames")
    windows = check_timing(frames)
    cells = {(c, r) for r in range(8) for c in range(12)}
    walls, start, finish = block_text_maze(open(base + "-maze.txt").read())

    browser.load(base + "-carve.svg")
    shots = []
    for k, (begin, end) in enumerate(windows):
        moment = (begin + min(end, begin + FRAME_SECONDS)) / 2
        browser.evaluate(f"document.documentElement.pauseAnimations(); "
                         f"document.documentElement.setCurrentTime({moment}); 1")
        x, y, width, height = frames[k].clip(12, 8)
        shots.append(browser.screenshot(width, height, x, y))
        pixel_checks(shots[-1], frames[k], cells, f"{algorithm} at {moment} s (step {k + 1})")
    # The last frame is the finished maze: its walls are the block text's,
    # every cell done (white) but S and F, filled.
    last = frames[-1]
    require(last.walls == walls, f"{algorithm}: the last frame's walls are not the finished maze's "
                                 f"({len(last.walls ^ walls)} differ from the block text)")
    require(set(last.colours) == {start, finish},
            f"{algorithm}: the last frame fills {sorted(last.colours)}, not only S {start} and F {finish}")
    require(decode_png_rgb(shots[0])[2] != decode_png_rgb(shots[-1])[2], f"{algorithm}: the first frame looks like the last")
    differing = sum(1 for c in cells if frames[0].colours.get(c) != frames[-1].colours.get(c))

    detail = f"{STEPS} frames checked cell by cell and wall by wall, the last the finished maze of the block text " \
             f"({differing} cells differ between the first and last)"
    if real_time:
        detail += "; " + check_real_time(browser, base + "-carve.svg", shots, windows, algorithm,
                                         frames[0].clip(12, 8))
    return detail


def check_real_time(browser, path, shots, windows, where, clip):
    """The animation plays by itself: a screenshot taken as soon as it loads,
    and one after about 1.3 s of real time, show the frames of those moments."""
    browser.load(path)
    seen = []
    for target in (0.0, 1.3):
        while browser.evaluate("document.documentElement.getCurrentTime()") < target:
            time.sleep(0.05)
        before = browser.evaluate("document.documentElement.getCurrentTime()")
        x, y, width, height = clip
        png = browser.screenshot(width, height, x, y)
        after = browser.evaluate("document.documentElement.getCurrentTime()")
        frame = next(k for k, (b, e) in enumerate(windows) if b <= before < e)
        require(windows[frame][0] <= after < windows[frame][1],
                f"{where}: the screenshot took from {before:.2f} to {after:.2f} s, across two frames; the machine is "
                f"too slow for this check")
        require(png == shots[frame], f"{where}: at {before:.2f} s of play the picture is not step {frame + 1}")
        seen.append((frame + 1, before))
    require(seen[0][0] != seen[1][0], f"{where}: the same frame at {seen[0][1]:.2f} and {seen[1][1]:.2f} s")
    return "playing: " + ", ".join(f"step {f} at {t:.2f} s" for f, t in seen)


def main():
    binary = os.path.abspath(sys.argv[1])
    listing = run_ok(binary, ["--list-algorithms"]).stdout
    algorithms = [line.split("\t")[0] for line in listing.splitlines() if line.strip()]
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-animation-") as tmp:
        browser = Chromium(VIEWPORT, VIEWPORT)
        try:
            for i, algorithm in enumerate(algorithms):
                attempt(results, algorithm,
                        lambda a=algorithm, i=i: check_algorithm(binary, tmp, browser, a, 700 + i, i == 0))
        finally:
            browser.close()
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
