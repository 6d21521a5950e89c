"""The animated SVG of teaching mode (--steps N) in real headless Chromium.

For every algorithm, a 12x8 maze in 4 steps:
- the file declares a frame a second and a 3-second hold on the last, looping;
- with the SVG clock set to the middle of each frame, every cell of the
  screenshot has the colour that frame gives it, and every wall between two
  cells is drawn (black) exactly where the frame has one: one frame shows at
  a time, the right one;
- the last frame's screenshot equals, pixel for pixel, the plain picture of
  the same maze (-o maze.svg, same seed), and differs from the first frame's;
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
CELL = 16
START, FINISH = (0x9B, 0xE3, 0x9B), (0xF2, 0xA7, 0xA7)
WHITE = (255, 255, 255)
STEPS = 4
FRAME_SECONDS, HOLD_SECONDS = 1, 3


def hex_colour(text):
    return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))


class Frame:
    """One frame as the file draws it: cell colours and walls."""

    def __init__(self, g):
        segments = re.findall(r"M(\d+) (\d+)([hv])(\d+)", g.find(SVG + "path").get("d"))
        self.walls = {(int(x), int(y), d) for x, y, d, _ in segments}
        self.left = min(int(x) for x, _, _, _ in segments)
        self.top = min(int(y) for _, y, _, _ in segments)
        self.colours = {}
        for rect in g.findall(SVG + "rect"):
            x, y, w = int(rect.get("x")), int(rect.get("y")), int(rect.get("width"))
            for i in range(w // CELL):
                self.colours[((x - self.left) // CELL + i, (y - self.top) // CELL)] = hex_colour(rect.get("fill"))
        self.animate = g.find(SVG + "animate")


def parse(path):
    root = ET.parse(path).getroot()
    frames = [Frame(g) for g in root.iter(SVG + "g") if re.fullmatch(r"step\d+", g.get("id", ""))]
    return int(root.get("width")), int(root.get("height")), frames


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


def pixel_checks(png, frame, cells, start, finish, where):
    """Every cell's colour and every inner wall of `frame` in a screenshot."""
    width, height, rows = decode_png_rgb(png)

    def at(x, y):
        return rows[y][x]

    def near(a, b):
        return max(abs(p - q) for p, q in zip(a, b)) <= 3

    def expected(cell):
        if cell in frame.colours:
            return frame.colours[cell]
        return START if cell == start else FINISH if cell == finish else WHITE

    wrong = []
    for (c, r) in cells:
        got = at(frame.left + CELL * c + CELL // 2, frame.top + CELL * r + CELL // 2)
        if not near(got, expected((c, r))):
            wrong.append(((c, r), got, expected((c, r))))
    require(not wrong, f"{where}: cells not in the frame's colours (cell, seen, expected): {wrong[:4]}")
    walls = []
    for (c, r) in cells:
        for dc, dr, direction in ((1, 0, "v"), (0, 1, "h")):
            other = (c + dc, r + dr)
            if other not in cells:
                continue
            # The wall's line and its midpoint; the stroke is 2 px wide on it.
            x = frame.left + CELL * (c + dc) + (0 if dc else CELL // 2)
            y = frame.top + CELL * (r + dr) + (0 if dr else CELL // 2)
            line = (frame.left + CELL * (c + dc), frame.top + CELL * r, "v") if dc else \
                (frame.left + CELL * c, frame.top + CELL * (r + dr), "h")
            drawn = max(at(x, y)) <= 40
            if drawn != (line in frame.walls) or (not drawn and not near(at(x, y), expected(other))):
                walls.append(((c, r), other, at(x, y), line in frame.walls))
    require(not walls, f"{where}: walls drawn where the frame has none or missing (cells, pixel, wall?): {walls[:4]}")


def check_algorithm(binary, tmp, browser, algorithm, seed, real_time):
    base = os.path.join(tmp, algorithm)
    args = ["-s", "12x8", "-a", algorithm, "--seed", str(seed)]
    run_ok(binary, args + ["--steps", str(STEPS), "-o", base + "-carve.svg"])
    run_ok(binary, args + ["-o", base + "-maze.svg"])
    width, height, frames = parse(base + "-carve.svg")
    plain_width, plain_height, _ = parse(base + "-maze.svg")
    require(len(frames) == STEPS, f"{algorithm}: {len(frames)} frames")
    windows = check_timing(frames)
    # The maze's cells, start and finish: the plain picture fills S and F.
    cells = {(c, r) for r in range(8) for c in range(12)}
    plain = ET.parse(base + "-maze.svg").getroot()
    fills = {r.get("fill"): (int(r.get("x")), int(r.get("y"))) for r in plain.iter(SVG + "rect") if r.get("x")}
    start = ((fills["#9be39b"][0] - frames[0].left) // CELL, (fills["#9be39b"][1] - frames[0].top) // CELL)
    finish = ((fills["#f2a7a7"][0] - frames[0].left) // CELL, (fills["#f2a7a7"][1] - frames[0].top) // CELL)

    browser.load(base + "-carve.svg")
    shots = []
    for k, (begin, end) in enumerate(windows):
        moment = (begin + min(end, begin + FRAME_SECONDS)) / 2
        browser.evaluate(f"document.documentElement.pauseAnimations(); "
                         f"document.documentElement.setCurrentTime({moment}); 1")
        shots.append(browser.screenshot(plain_width, plain_height))
        pixel_checks(shots[-1], frames[k], cells, start, finish, f"{algorithm} at {moment} s (step {k + 1})")
    browser.load(base + "-maze.svg")
    # The plain picture's whole area: the frames' band lies below it.
    plain_shot = browser.screenshot(plain_width, plain_height)
    last = decode_png_rgb(shots[-1])[2]
    require(last == decode_png_rgb(plain_shot)[2],
            f"{algorithm}: the last frame's pixels differ from the plain picture of the finished maze")
    require(decode_png_rgb(shots[0])[2] != last, f"{algorithm}: the first frame looks like the last")
    differing = sum(1 for c in cells if frames[0].colours.get(c) != frames[-1].colours.get(c))

    detail = f"{STEPS} frames checked cell by cell and wall by wall, the last equal to the plain picture " \
             f"({differing} cells differ between the first and last)"
    if real_time:
        detail += "; " + check_real_time(browser, base + "-carve.svg", shots, windows, algorithm, plain_width,
                                         plain_height)
    return detail


def check_real_time(browser, path, shots, windows, where, width, height):
    """The animation plays by itself: a screenshot taken as soon as it loads,
    and one after about 1.3 s of real time, show the frames of those moments."""
    browser.load(path)
    seen = []
    for target in (0.0, 1.3):
        while browser.evaluate("document.documentElement.getCurrentTime()") < target:
            time.sleep(0.05)
        before = browser.evaluate("document.documentElement.getCurrentTime()")
        png = browser.screenshot(width, height)
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
        browser = Chromium(560, 360)
        try:
            for i, algorithm in enumerate(algorithms):
                attempt(results, algorithm,
                        lambda a=algorithm, i=i: check_algorithm(binary, tmp, browser, a, 700 + i, i == 0))
        finally:
            browser.close()
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
