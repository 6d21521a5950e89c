# SPDX-License-Identifier: MIT
"""The web page's site, written by scripts/build-web.sh around the engine:

    site.py ENGINE DEPS OUT

- engine.js: the worker's whole source as one function (mazesheet.js starts
  a worker from its text): emscripten's glue, the WebAssembly, worker.js;
- the page's own files, index.html with the version (CMake's project()) in
  its footer;
- the licences: LICENSE.txt and third-party/ (web/notices.py);
- what makes it an installable app that works offline: manifest.json, its
  icons, and sw.js, whose list of files is every file written here and whose
  version is a digest of them, so that a new build replaces the cache.

Every file is written from its inputs alone (no dates, sorted lists), so
the same inputs give the same bytes.
"""
import base64
import hashlib
import json
import os
import shutil
import struct
import sys
import zlib

import notices

WEB = os.path.dirname(os.path.abspath(__file__))
PAGE_FILES = ("index.html", "style.css", "app.js", "mazesheet.js", "zip.js", "png.js", "offline.js", "play.js",
              "play.css", "play-view.js", "favicon.svg")

MANIFEST = {
    "name": "mazesheet: maze worksheets",
    "short_name": "mazesheet",
    "description": "Maze worksheets for the classroom, made on this computer: workbooks, pictures and answer keys.",
    "id": "./",
    "start_url": "./",
    "scope": "./",
    "display": "standalone",
    "background_color": "#ffffff",
    "theme_color": "#f4f6f9",
    "icons": [
        {"src": "icon-192.png", "sizes": "192x192", "type": "image/png"},
        {"src": "icon-512.png", "sizes": "512x512", "type": "image/png"},
        {"src": "icon-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ],
}

# The icon: a small maze in blocks, S and F in the worksheet's colours, in
# the middle 70 % of the square (inside a maskable icon's safe circle).
ICON = [
    "#########",
    "S   #   #",
    "### # # #",
    "#   # # #",
    "# ### # #",
    "#     # #",
    "# ##### #",
    "#       F",
    "#########",
]
ICON_COLOURS = {" ": (255, 255, 255), "#": (27, 27, 27), "S": (0x63, 0xBE, 0x7B), "F": (0xF8, 0x69, 0x6B)}


def png(width, height, rows):
    """An 8-bit palette PNG of `rows` (lists of palette indices)."""
    palette = list(ICON_COLOURS.values())

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\0" + bytes(row) for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)) +
            chunk(b"PLTE", b"".join(bytes(c) for c in palette)) + chunk(b"IDAT", zlib.compress(raw, 9)) +
            chunk(b"IEND", b""))


def icon(size):
    block = int(size * 0.7) // len(ICON)
    offset = (size - block * len(ICON)) // 2
    keys = list(ICON_COLOURS)
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            bx, by = (x - offset) // block, (y - offset) // block
            inside = 0 <= x - offset < block * len(ICON) and 0 <= y - offset < block * len(ICON)
            row.append(keys.index(ICON[by][bx]) if inside else 0)
        rows.append(row)
    return png(size, size, rows)


def write_engine(engine, out):
    built = os.path.join(engine, "web")
    glue = open(os.path.join(built, "mazesheet-engine.js"), encoding="utf-8").read()
    wasm = base64.b64encode(open(os.path.join(built, "mazesheet-engine.wasm"), "rb").read()).decode()
    worker = open(os.path.join(WEB, "worker.js"), encoding="utf-8").read()
    with open(os.path.join(out, "engine.js"), "w", encoding="utf-8") as f:
        f.write("// mazesheet's engine: the command line as WebAssembly, run in a worker (see mazesheet.js).\n"
                "function mazesheetWorker() {\n" + glue + "\nvar MAZESHEET_WASM_BASE64 = \"" + wasm + "\";\n" +
                worker + "\n}\n")


def site_files(out):
    """Every file of the site, by its path from the site's folder, sorted."""
    found = []
    for folder, _, files in os.walk(out):
        for name in files:
            found.append(os.path.relpath(os.path.join(folder, name), out).replace(os.sep, "/"))
    return sorted(found)


def main(engine, deps, out):
    os.makedirs(out, exist_ok=True)
    # The service worker lists every file here: a file left from an older
    # build would be listed too. Only a folder that holds a site is emptied.
    old = site_files(out)
    if old and not {"index.html", "engine.js"} <= set(old):
        print(f"site: {out} holds other files than a page; give an empty or new folder", file=sys.stderr)
        return 2
    for stale in old:
        os.remove(os.path.join(out, stale))
    write_engine(engine, out)
    version = open(os.path.join(engine, "web", "version.txt"), encoding="utf-8").read().strip()
    for name in PAGE_FILES:
        if name == "index.html":
            text = open(os.path.join(WEB, name), encoding="utf-8").read().replace("@VERSION@", version)
            open(os.path.join(out, name), "w", encoding="utf-8").write(text)
        else:
            shutil.copyfile(os.path.join(WEB, name), os.path.join(out, name))
    if notices.write(engine, deps, out) != 0:
        return 1
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(MANIFEST, f, indent=2)
        f.write("\n")
    for size in (192, 512):
        with open(os.path.join(out, f"icon-{size}.png"), "wb") as f:
            f.write(icon(size))
    # The service worker last: it lists every other file, and "./" (the
    # page as its folder's address), and is named by their digest.
    files = site_files(out)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + open(os.path.join(out, name), "rb").read())
    worker = open(os.path.join(WEB, "sw.js"), encoding="utf-8").read()
    worker = worker.replace("'@VERSION@'", json.dumps(digest.hexdigest()[:16]))
    worker = worker.replace("['@FILES@']", json.dumps(["./"] + files))
    with open(os.path.join(out, "sw.js"), "w", encoding="utf-8") as f:
        f.write(worker)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(*sys.argv[1:]))
