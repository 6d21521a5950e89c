# SPDX-License-Identifier: MIT
"""The .png writer, read back by libpng (png_pixels) and this test's own
chunk reader:
- a 20x20 worksheet at the default 300 dpi is exactly A4 in pixels
  (2480x3508), 8-bit RGB with its resolution in pHYs and no time or text
  chunk; its maze stands where the SVG of the same request puts it (the
  same page layout), and its walls read from the pixels are the command
  line's block text; the blocks style and Letter paper at 150 dpi too;
- an answer key's route passes through as many cells as the way has
  between S and F, and the worksheet shows none of it;
- --maze-only: the maze with its doors and nothing of the heading, caption
  or footer, its pixels exactly the page's own pixels there;
- the same request gives the same bytes, under another time zone and
  locale too;
- a maze whose corridors would be under 2 pixels (1000x1000 at 300 dpi) is
  written with a warning, one that shows is not;
- --dpi outside 50..600, or --dpi and --maze-only with a format that is
  not drawn in pixels, are refused naming the option, leaving no file;
- pasted into a LibreOffice Writer document (an .fodt holding the picture
  at the size its pHYs gives, made smaller to fit the text area as Writer
  does) and printed to PDF: the picture prints at that size, and its walls
  read back from poppler's rendering of that PDF.

usage: test_png.py MAZESHEET_BINARY PNG_PIXELS_BINARY
"""
import base64
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "sheet"))
sys.path.insert(0, HERE)

import pages  # noqa: E402
from sheetcheck import attempt, read_stats, report, require, run, run_ok, same_bytes_everywhere  # noqa: E402

A4_PT = (595.2756, 841.8898)  # 210 x 297 mm
GREEN_INK, RED_INK = (0x00, 0x61, 0x00), (0x9C, 0x00, 0x06)


def chunks(path):
    """(kind, body) of every chunk, CRCs checked."""
    data = open(path, "rb").read()
    require(data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG")
    found, pos = [], 8
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
        require(zlib.crc32(kind + body) == crc, f"{path}: bad CRC in {kind}")
        found.append((kind, body))
        pos += 12 + length
    return found


def header(path):
    """(width, height, bit depth, colour type, dots a metre) of a PNG."""
    kinds = chunks(path)
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", kinds[0][1])
    require(kinds[0][0] == b"IHDR" and interlace == 0, f"{path}: IHDR first, no interlace")
    phys = [body for kind, body in kinds if kind == b"pHYs"]
    require(len(phys) == 1, f"{path}: {len(phys)} pHYs chunks")
    x, y, unit = struct.unpack(">IIB", phys[0])
    require(x == y and unit == 1, f"{path}: pHYs {x} x {y}, unit {unit}")
    extra = sorted({kind for kind, _ in kinds} - {b"IHDR", b"pHYs", b"IDAT", b"IEND"})
    require(not extra, f"{path}: chunks {extra} (no time, text or other chunk is expected)")
    return width, height, depth, colour, x


def pixels(helper, path, dpi):
    ppm = subprocess.run([helper, path], capture_output=True, check=True).stdout
    magic, size, _, rgb = ppm.split(b"\n", 3)
    width, height = map(int, size.split())
    require(magic == b"P6" and len(rgb) == 3 * width * height, f"{path}: libpng's pixels")
    return pages.Page(width, height, rgb, dpi)


def crop(page, x0, y0, x1, y1):
    """The pixels [x0, x1) x [y0, y1) of a page as a page of their own."""
    rows = [page.rgb[3 * (y * page.width + x0):3 * (y * page.width + x1)] for y in range(y0, y1)]
    return pages.Page(x1 - x0, y1 - y0, b"".join(rows), page.dpi)


def svg_grid(path):
    """The maze grid's origin and cell in points, as the SVG of the same request draws it."""
    found = re.search(r'<g shape-rendering="crispEdges" transform="matrix\(([\d.]+) 0 0 [\d.]+ ([\d.]+) ([\d.]+)\)"',
                      open(path).read())
    require(found, f"{path}: no maze grid")
    cell, x, y = map(float, found.groups())
    return x, y, cell


def maze_box(page, grid, cols, rows, blocks):
    """The maze's box of black wall pixels, found near where the layout puts
    it (the SVG's grid), and how far its edges are from there in pixels.
    Lines as walls stand half their width outside the grid; blocks fill it."""
    x, y, cell = grid
    wall = 0 if blocks else min(max(0.12 * cell, 0.5), 2.25)
    s = page.dpi / 72
    expected = ((x - wall / 2) * s, (y - wall / 2) * s, (x + cols * cell + wall / 2) * s - 1,
                (y + rows * cell + wall / 2) * s - 1)
    margin = 30
    x0, y0 = max(0, int(expected[0]) - margin), max(0, int(expected[1]) - margin)
    x1, y1 = min(page.width, int(expected[2]) + margin), min(page.height, int(expected[3]) + margin)
    found = pages.maze_boxes(crop(page, x0, y0, x1, y1), 1)[0]
    box = (found[0] + x0, found[1] + y0, found[2] + x0, found[3] + y0)
    return box, max(abs(a - b) for a, b in zip(box, expected))


def make(binary, tmp, name, args):
    """The PNG, the SVG and the block text of one request."""
    png, svg, txt = (os.path.join(tmp, f"{name}.{ext}") for ext in ("png", "svg", "txt"))
    run_ok(binary, args + ["-o", png, "-q"])
    picture_args = [a for a in args if a != "--maze-only"]
    dpi_at = picture_args.index("--dpi") if "--dpi" in picture_args else -1
    if dpi_at >= 0:
        del picture_args[dpi_at:dpi_at + 2]
    run_ok(binary, picture_args + ["-o", svg, "-q"])
    run_ok(binary, picture_args + ["-o", txt, "-q"])
    return png, svg, open(txt).read().rstrip("\n")


def check_page(binary, helper, tmp, name, args, paper_pt, dpi):
    png, svg, text = make(binary, tmp, name, args)
    width, height, depth, colour, per_metre = header(png)
    want = (round(paper_pt[0] * dpi / 72), round(paper_pt[1] * dpi / 72))
    require((width, height) == want, f"{width}x{height} pixels, expected {want[0]}x{want[1]}")
    require(depth == 8 and colour == 2, f"bit depth {depth}, colour type {colour}: expected 8-bit RGB")
    require(per_metre == round(dpi / 0.0254), f"pHYs {per_metre} a metre, expected {round(dpi / 0.0254)}")
    page = pixels(helper, png, dpi)
    lines = text.split("\n")
    blocks = "blocks" in args
    cols, rows = (len(lines[0]), len(lines)) if blocks else ((len(lines[0]) - 1) // 2, (len(lines) - 1) // 2)
    box, off = maze_box(page, svg_grid(svg), cols, rows, blocks)
    require(off <= 2, f"the maze's box {box} is {off:.1f} pixels from where the SVG's layout puts it")
    wrong = pages.read_blocks(page, box, text) if blocks else pages.read_borders(page, box, text)
    require(not wrong, f"{len(wrong)} walls differ from the block text, e.g. {wrong[:3]}")
    return f"{width}x{height} at {dpi} dpi; the maze within {off:.1f} px of the SVG's place, " \
           f"{cols}x{rows} read back wall by wall"


def check_key(binary, helper, tmp):
    args = ["-s", "14x10", "-a", "wilson", "--seed", "31", "--dpi", "150"]
    run_ok(binary, args + ["-o", os.path.join(tmp, "k-maze.png"), "--answers", os.path.join(tmp, "key.png"),
                           "--stats", os.path.join(tmp, "key.jsonl"), "-q"])
    run_ok(binary, args[:-2] + ["-o", os.path.join(tmp, "key.txt"), "-q"])
    text = open(os.path.join(tmp, "key.txt")).read().rstrip("\n")
    length = read_stats(os.path.join(tmp, "key.jsonl"))[0]["solution_length"]
    page = pixels(helper, os.path.join(tmp, "key.png"), 150)
    box = pages.maze_boxes(page, 1)[0]
    wrong = pages.read_borders(page, box, text)
    require(not wrong, f"the key's walls differ from the block text: {wrong[:3]}")
    route = pages.orange_cells(page, box, 14, 10)
    require(len(route) == length - 2, f"the route passes through {len(route)} cells, the way has {length - 2} "
                                      f"between S and F")
    worksheet = pixels(helper, os.path.join(tmp, "k-maze.png"), 150)
    require(not pages.orange_cells(worksheet, pages.maze_boxes(worksheet, 1)[0], 14, 10),
            "the worksheet shows the route")
    return f"route through {len(route)} cells, none on the worksheet"


def ink(page, colour, reach=40):
    """Pixels of a door's ink colour (the S and F and their arrows)."""
    found = []
    for y in range(page.height):
        for x in range(page.width):
            if max(abs(a - b) for a, b in zip(page.pixel(x, y), colour)) < reach:
                found.append((x, y))
    return found


def check_maze_only(binary, helper, tmp):
    args = ["-s", "12x9", "-a", "kruskal", "--seed", "21", "--dpi", "100"]
    run_ok(binary, args + ["-o", os.path.join(tmp, "whole.png"), "-q"])
    run_ok(binary, args + ["--maze-only", "-o", os.path.join(tmp, "alone.png"), "-q"])
    page = pixels(helper, os.path.join(tmp, "whole.png"), 100)
    alone = pixels(helper, os.path.join(tmp, "alone.png"), 100)
    require(alone.width <= page.width and alone.height < page.height,
            f"--maze-only is {alone.width}x{alone.height} of a {page.width}x{page.height} page")
    a, p = pages.maze_boxes(alone, 1)[0], pages.maze_boxes(page, 1)[0]
    dx, dy = p[0] - a[0], p[1] - a[1]
    require(crop(page, dx, dy, dx + alone.width, dy + alone.height).rgb == alone.rgb,
            f"the maze alone is not the page's own pixels at ({dx}, {dy})")
    # Both doors' marks are inside; everything else of the page (heading,
    # caption, footer: black ink) is outside.
    for colour, door in ((GREEN_INK, "S"), (RED_INK, "F")):
        on_page = ink(page, colour)
        inside = [(x, y) for x, y in on_page if dx <= x < dx + alone.width and dy <= y < dy + alone.height]
        require(on_page and len(inside) == len(on_page), f"{door}'s marks: {len(inside)} of {len(on_page)} pixels "
                                                          "in the maze alone")
    above = any(page.black(x, y) for y in range(dy) for x in range(page.width))
    below = any(page.black(x, y) for y in range(dy + alone.height, page.height) for x in range(page.width))
    require(above and below, "the page has nothing above or below the maze to leave out")
    white = lambda x, y: alone.pixel(x, y) == (255, 255, 255)
    edges = [(x, y) for x in range(alone.width) for y in (0, 1, 2, alone.height - 3, alone.height - 2, alone.height - 1)]
    edges += [(x, y) for y in range(alone.height) for x in (0, 1, 2, alone.width - 3, alone.width - 2, alone.width - 1)]
    require(all(white(x, y) for x, y in edges), "the maze alone has no white margin: something touches its edge")
    return f"{alone.width}x{alone.height} of {page.width}x{page.height}, the page's pixels at ({dx}, {dy}), " \
           "both doors' marks inside, the heading and footer outside"


def check_same_bytes(binary, tmp):
    args = ["-s", "12x12", "--seed", "5", "--title", "Šárka, Nguyễn & Zoë", "--dpi", "120", "-q"]
    _, a = same_bytes_everywhere(binary, args, tmp, ".png")
    return f"{len(a)} bytes, the same three times"


def check_corridors(binary, tmp):
    """A maze whose corridors are under 2 pixels is written with a warning; one that shows is not."""
    said = []
    for args, warned in ((["-s", "1000x1000", "--dpi", "300"], True), (["-s", "300x300", "--dpi", "300"], False),
                         (["-s", "200x200", "--dpi", "50"], True), (["-s", "200x200", "--dpi", "150"], False)):
        out = os.path.join(tmp, "corridors.png")
        result = run(binary, args + ["--seed", "3", "-o", out])
        # The corridors' warning; the legibility warning of every page format
        # (cells under 3 mm printed) may stand beside it.
        warnings = [line for line in result.stderr.splitlines()
                    if line.startswith("mazesheet: warning:") and "corridors" in line]
        require(result.returncode == 0 and os.path.exists(out), f"{args}: exit {result.returncode}")
        require(bool(warnings) == warned, f"{args}: {'no warning' if warned else 'a warning'}: {warnings}")
        said += warnings
    return said[0]


def check_refused(binary, tmp):
    out = os.path.join(tmp, "refused.png")
    said = []
    for args, option in ((["--dpi", "49"], "--dpi"), (["--dpi", "601"], "--dpi"), (["--dpi", "x"], "--dpi"),
                         (["-o", os.path.join(tmp, "refused.xlsx"), "--dpi", "300"], "--dpi"),
                         (["-o", os.path.join(tmp, "refused.svg"), "--maze-only"], "--maze-only"),
                         (["-s", "1001x1000"], "--size")):
        target = args[args.index("-o") + 1] if "-o" in args else out
        result = run(binary, ["-o", out] + args if "-o" not in args else args)
        require(result.returncode == 2 and result.stderr.startswith(f"mazesheet: {option}") and
                result.stderr.count("\n") == 1, f"{args}: exit {result.returncode}, {result.stderr.strip()!r}")
        require(not os.path.exists(target), f"{args}: a refused request left a file")
        said.append(result.stderr.strip())
    return " | ".join(said[:2] + said[3:5])


def fodt(png, width_mm, height_mm):
    """A LibreOffice Writer document (flat ODF) holding the picture at its size."""
    data = base64.b64encode(open(png, "rb").read()).decode()
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:automatic-styles>
 <style:page-layout style:name="pm"><style:page-layout-properties fo:page-width="210mm" fo:page-height="297mm"
  fo:margin-top="15mm" fo:margin-bottom="15mm" fo:margin-left="12mm" fo:margin-right="12mm"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm"/></office:master-styles>
<office:body><office:text>
<text:p>A maze for Friday:</text:p>
<text:p><draw:frame draw:name="maze" text:anchor-type="as-char" svg:width="{width_mm:.2f}mm" svg:height="{height_mm:.2f}mm">
<draw:image><office:binary-data>{data}</office:binary-data></draw:image></draw:frame></text:p>
</office:text></office:body></office:document>
"""


def check_writer(binary, helper, tmp):
    """The maze alone pasted into Writer at the size its pHYs says, printed to PDF."""
    soffice = shutil.which("soffice")
    if soffice is None or shutil.which("pdfimages") is None:
        return "skipped: no soffice or pdfimages"
    args = ["-s", "16x12", "-a", "prim", "--seed", "41"]
    png = os.path.join(tmp, "writer.png")
    run_ok(binary, args + ["--maze-only", "-o", png, "-q"])
    run_ok(binary, args + ["-o", os.path.join(tmp, "writer.txt"), "-q"])
    width, height, _, _, per_metre = header(png)
    # Its size from pHYs, made smaller to fit the text area as Writer does
    # with a picture pasted that is wider than the page.
    width_mm, height_mm = width / per_metre * 1000, height / per_metre * 1000
    fits = min(1, 186 / width_mm, 267 / height_mm)
    width_mm, height_mm = width_mm * fits, height_mm * fits
    ppi = width / (width_mm / 25.4)
    # LibreOffice's PDF export reduces pictures to 300 ppi (its default).
    printed_ppi = min(ppi, 300)
    document = os.path.join(tmp, "writer.fodt")
    open(document, "w").write(fodt(png, width_mm, height_mm))
    profile = os.path.join(tmp, "lo-profile")
    subprocess.run([soffice, f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to", "pdf",
                    "--outdir", tmp, document], capture_output=True, check=True, timeout=300)
    pdf = os.path.join(tmp, "writer.pdf")
    require(os.path.exists(pdf), "LibreOffice wrote no PDF")
    listed = subprocess.run(["pdfimages", "-list", pdf], capture_output=True, text=True, check=True).stdout
    images = [line.split() for line in listed.splitlines()[2:]]
    require(len(images) == 1, f"{len(images)} images in Writer's PDF")
    image = images[0]
    # page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    shown = (int(image[3]), int(image[4]), int(image[12]), int(image[13]))
    require(abs(shown[2] - printed_ppi) <= 1 and abs(shown[3] - printed_ppi) <= 1,
            f"Writer prints the picture at {shown[2]}x{shown[3]} ppi, not at {printed_ppi:.0f}: not at its size")
    printed = pages.render(pdf, dpi=150)[0]
    text = open(os.path.join(tmp, "writer.txt")).read().rstrip("\n")
    box = pages.maze_boxes(printed, 1)[0]
    wrong = pages.read_borders(printed, box, text)
    require(not wrong, f"in Writer's PDF {len(wrong)} walls differ from the block text, e.g. {wrong[:3]}")
    keep = os.environ.get("MAZESHEET_KEEP_PRINTS")
    if keep:
        os.makedirs(keep, exist_ok=True)
        for name in ("writer.fodt", "writer.pdf", "writer.png"):
            shutil.copy(os.path.join(tmp, name), keep)
    return f"{width}x{height} pixels ({ppi:.0f} ppi at {width_mm:.1f} x {height_mm:.1f} mm), in Writer's PDF " \
           f"{shown[0]}x{shown[1]} ({image[8]}) at {shown[2]} ppi; its walls read back"


def main():
    binary, helper = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    results = []
    with tempfile.TemporaryDirectory(prefix="mazesheet-png-") as tmp:
        attempt(results, "20x20 at 300 dpi",
                lambda: check_page(binary, helper, tmp, "a4", ["-s", "20x20", "--seed", "2024"], A4_PT, 300))
        attempt(results, "blocks, Letter, 150 dpi",
                lambda: check_page(binary, helper, tmp, "letter",
                                   ["-s", "13x9", "-a", "prim", "--seed", "12", "--style", "blocks", "--paper",
                                    "letter", "--orientation", "portrait", "--dpi", "150"], (612, 792), 150))
        attempt(results, "answer key", lambda: check_key(binary, helper, tmp))
        attempt(results, "maze only", lambda: check_maze_only(binary, helper, tmp))
        attempt(results, "same bytes", lambda: check_same_bytes(binary, tmp))
        attempt(results, "narrow corridors", lambda: check_corridors(binary, tmp))
        attempt(results, "refused", lambda: check_refused(binary, tmp))
        attempt(results, "in a Writer document", lambda: check_writer(binary, helper, tmp))
    return report(results)


if __name__ == "__main__":
    sys.exit(main())
