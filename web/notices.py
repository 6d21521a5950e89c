# SPDX-License-Identifier: MIT
"""The notices the web page owes: what its WebAssembly engine is made of,
found in the build itself, and the licence of each part from Debian's own
copyright files.

What the engine links comes from the linker (wasm-ld --trace, written to
ENGINE/web/linked-inputs.txt by web/CMakeLists.txt); the headers compiled
into it from the compiler's dependency files (ENGINE/**/*.o.d). Each
linked object is traced to its source file (an archive member by its name
in the source tree it was built from; a header by its path), and each
source file to the paragraph of its Debian copyright file (DEP-5) that
covers it; the licence texts those paragraphs name are taken whole, with
the texts Debian keeps in /usr/share/common-licenses.

    notices.py write ENGINE DEPS SITE     third-party/NAME.txt, third-party/index.html, LICENSE.txt
    notices.py list ENGINE DEPS           every input, its component and its paragraph (tests/web)

ENGINE is the engine's build folder (build/web-engine), DEPS the folder of
the WebAssembly libraries (build/web-deps: their Debian sources in src/).
"""
import fnmatch
import glob
import html
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EMSCRIPTEN = "/usr/share/emscripten"
COMMON_LICENCES = "/usr/share/common-licenses"


class Component:
    """A part of the page with its own licence: where its source tree and its
    Debian copyright file are, what it is called on the page, and the Debian
    package it comes from (a source package's .dsc, or an installed package)."""

    def __init__(self, name, shown, tree, copyright_file, package):
        self.name, self.shown, self.tree, self.copyright_file, self.package = \
            name, shown, tree, copyright_file, package

    def source(self):
        """(Debian source package, version) of the code the page holds."""
        if self.package.endswith(".dsc"):
            fields = dict(line.split(": ", 1) for line in open(self.package, encoding="utf-8").read().split("\n")
                          if ": " in line and not line.startswith(" "))
            return fields["Source"], fields["Version"]
        found = subprocess.run(["dpkg-query", "-W", "-f", "${source:Package} ${source:Version}", self.package],
                               capture_output=True, text=True)
        return tuple(found.stdout.split()) if found.returncode == 0 else (self.package, "?")


def components(deps):
    def one(pattern):
        found = sorted(glob.glob(pattern))
        return found[0] if found else pattern
    src = os.path.join(deps, "src")
    return {c.name: c for c in [
        Component("zlib", "zlib (compression of the workbook)", one(f"{src}/zlib-*/"),
                  one(f"{src}/zlib-*/debian/copyright"), one(f"{src}/zlib_*.dsc")),
        Component("libpng", "libpng (pictures: masks and the answer picture)", one(f"{src}/libpng1.6-*/"),
                  one(f"{src}/libpng1.6-*/debian/copyright"), one(f"{src}/libpng1.6_*.dsc")),
        Component("libxlsxwriter", "libxlsxwriter (the workbook), with its minizip, tmpfileplus and md5",
                  one(f"{src}/libxlsxwriter-*/"), one(f"{src}/libxlsxwriter-*/debian/copyright"),
                  one(f"{src}/libxlsxwriter_*.dsc")),
        Component("cli11", "CLI11 (the command line's options)", "/usr/include/",
                  "/usr/share/doc/libcli11-dev/copyright", "libcli11-dev"),
        Component("emscripten", "emscripten's runtime: its JavaScript, musl libc, libc++, libc++abi, compiler-rt "
                  "and dlmalloc", EMSCRIPTEN + "/", "/usr/share/doc/emscripten/copyright", "emscripten"),
    ]}


# What the engine links, by its path: the component, and where in the
# component's tree its sources are (an archive's members are found there by
# name), or how a header's path maps into the tree.
ARCHIVES = [
    (r"/web-deps/prefix/lib/libz\.a$", "zlib", ""),
    (r"/web-deps/prefix/lib/libpng16\.a$", "libpng", ""),
    (r"/web-deps/prefix/lib/libxlsxwriter\.a$", "libxlsxwriter", ""),
    (r"/wasm32-emscripten/libc\.a$", "emscripten", "system/lib"),
    (r"/wasm32-emscripten/libstubs\.a$", "emscripten", "system/lib"),
    (r"/wasm32-emscripten/libc\+\+\.a$", "emscripten", "system/lib/libcxx"),
    (r"/wasm32-emscripten/libc\+\+abi\.a$", "emscripten", "system/lib/libcxxabi"),
    (r"/wasm32-emscripten/libcompiler_rt\.a$", "emscripten", "system/lib/compiler-rt"),
    (r"/wasm32-emscripten/libdlmalloc\.a$", "emscripten", "system/lib"),
]
HEADERS = [
    (r"/web-deps/prefix/include/(zlib|zconf)\.h$", "zlib", lambda m: m.group(1) + ".h"),
    (r"/web-deps/prefix/include/(libpng16/)?(png|pngconf|pnglibconf)\.h$", "libpng", lambda m: m.group(2) + ".h"),
    (r"/web-deps/prefix/include/(xlsxwriter(\.h|/.*))$", "libxlsxwriter", lambda m: "include/" + m.group(1)),
    (r"/web-deps/prefix/include/CLI/(.*)$", "cli11", lambda m: "include/CLI/" + m.group(1)),
    (r"/sysroot/include/c\+\+/v1/(.*)$", "emscripten", lambda m: "system/lib/libcxx/include/" + m.group(1)),
    (r"/sysroot/include/(.*)$", "emscripten", lambda m: "system/include/" + m.group(1)),
    (r"^/usr/lib/llvm-\d+/lib/clang/[^/]+/include/(.*)$", "emscripten", lambda m: "system/include/" + m.group(1)),
]
# mazesheet's own: its libraries, objects, headers and the templates embedded.
OWN = [r"/src/[a-z]+/libmazesheet_[a-z_]+\.a$", r"/mazesheet-engine\.dir/", r"/embedded_files\.o$"]
# The JavaScript emscripten writes around the WebAssembly (engine.js).
JAVASCRIPT_RUNTIME = "src/preamble.js"


# ---------------------------------------------------------------- DEP-5

def paragraphs(path):
    """A DEP-5 file's paragraphs as dicts of field -> (first line, body lines)."""
    found, fields, field = [], {}, None
    for line in open(path, encoding="utf-8").read().split("\n") + [""]:
        if not line.strip():
            if fields:
                found.append(fields)
            fields, field = {}, None
        elif line[0] in " \t" and field:
            fields[field][1].append(line[1:])
        elif ":" in line:
            field, value = line.split(":", 1)
            fields[field] = (value.strip(), [])
    return found


def covering(copyright_paragraphs, path):
    """The Files paragraph that covers `path` (the last whose pattern matches)."""
    found = None
    for p in copyright_paragraphs:
        if "Files" in p:
            patterns = (p["Files"][0] + " " + " ".join(p["Files"][1])).split()
            if any(fnmatch.fnmatchcase(path, pattern) for pattern in patterns):
                found = p
    return found


def field_text(paragraph, name):
    first, body = paragraph.get(name, ("", []))
    return "\n".join([first] + body).strip()


def licence_names(expression):
    """"Expat or NCSA~Mozilla" -> the names of the licences it combines."""
    names = re.split(r"\s+(?:or|and)\s+|,\s*", expression.strip())
    return [re.sub(r"\s+with\s+.*$", "", n, flags=re.I).strip() for n in names if n.strip()]


def licence_texts(copyright_paragraphs, expression):
    """The standalone License paragraphs of the names in `expression`, and
    the common licence texts any of them points to."""
    texts, references = [], []
    for name in licence_names(expression):
        for p in copyright_paragraphs:
            if "Files" not in p and "License" in p and p["License"][0] == name:
                texts.append(render(p))
                references += re.findall(re.escape(COMMON_LICENCES) + r"/([A-Za-z0-9.+~-]+[A-Za-z0-9+])",
                                         render(p))
    return texts, references


def render(paragraph):
    lines = []
    for field, (first, body) in paragraph.items():
        lines.append(f"{field}: {first}".rstrip())
        lines += [(" " + b) if b else " ." for b in body]
    return "\n".join(lines)


# ---------------------------------------------------------------- what is linked

def linked_inputs(engine):
    """The linker's inputs: archive members as (archive, member), objects as (path, None)."""
    trace = os.path.join(engine, "web", "linked-inputs.txt")
    if not os.path.exists(trace):
        raise SystemExit(f"notices: no {trace}: build the engine (scripts/build-web.sh) first")
    inputs = []
    for line in open(trace, encoding="utf-8"):
        line = line.strip()
        member = re.fullmatch(r"(.+\.a)\((.+)\)", line)
        if member:
            inputs.append((os.path.normpath(os.path.join(engine, "web", member.group(1))), member.group(2)))
        elif line.endswith(".o"):
            inputs.append((os.path.normpath(os.path.join(engine, "web", line)), None))
    return inputs


def compiled_headers(engine):
    """Every header the engine's objects were compiled with (their .d files)."""
    headers = set()
    for depfile in glob.glob(os.path.join(engine, "**", "*.o.d"), recursive=True):
        # Relative paths are from the folder the compiler ran in: the
        # target's, above its CMakeFiles.
        base = depfile.split(os.sep + "CMakeFiles" + os.sep)[0]
        text = open(depfile, encoding="utf-8").read().replace("\\\n", " ")
        for path in text.split(":", 1)[1].split() if ":" in text else []:
            if path.endswith((".c", ".cc", ".cpp")):
                continue
            headers.add(os.path.realpath(os.path.join(base, path)))
    return sorted(headers)


SOURCE = re.compile(r"(.+)\.(c|cc|cpp|S|s)$")
_sources = {}


def source_files(tree, member):
    """The files of `tree` a member ("zip.c.o", "string.o") was compiled from."""
    if tree not in _sources:
        index = _sources[tree] = {}
        for folder, _, files in os.walk(tree):
            for f in files:
                source = SOURCE.fullmatch(f)
                if source:
                    index.setdefault(source.group(1), []).append(os.path.join(folder, f))
    stem = re.sub(r"(\.(c|cc|cpp|S|s))?\.o$", "", member)
    return sorted(_sources[tree].get(stem, []))


def resolve(engine, deps):
    """Every input of the engine: (what, component or "mazesheet", the paths
    in the component's tree it comes from, or a reason it cannot be traced)."""
    parts = components(deps)
    resolved = []
    own = [re.compile(p) for p in OWN]
    for archive, member in linked_inputs(engine):
        what = f"{archive}({member})" if member else archive
        if any(p.search(archive) for p in own):
            resolved.append((what, "mazesheet", [], None))
            continue
        row = next(((c, sub) for pattern, c, sub in ARCHIVES if re.search(pattern, archive)), None)
        if row is None or member is None:
            resolved.append((what, None, [], "no component has this input"))
            continue
        component = parts[row[0]]
        tree = os.path.join(component.tree, row[1])
        files = source_files(tree, member)
        paths = [os.path.relpath(f, component.tree) for f in files]
        resolved.append((what, component.name, paths, None if paths else f"no source of {member} in {tree}"))
    for header in compiled_headers(engine):
        if header.startswith((os.path.join(ROOT, "src") + os.sep, os.path.join(ROOT, "web") + os.sep)):
            resolved.append((header, "mazesheet", [], None))
            continue
        row = next(((c, m, to) for pattern, c, to in HEADERS for m in [re.search(pattern, header)] if m), None)
        if row is None:
            resolved.append((header, None, [], "no component has this header"))
        else:
            resolved.append((header, row[0], [row[2](row[1])], None))
    resolved.append(("engine.js: emscripten's JavaScript runtime", "emscripten", [JAVASCRIPT_RUNTIME], None))
    return parts, resolved


def notices(engine, deps):
    """Per component: its paragraphs (by their text) with the inputs they
    cover, and the licence texts they name; and the inputs that cannot be
    traced."""
    parts, resolved = resolve(engine, deps)
    found, untraced = {}, []
    loaded = {}
    for what, component, paths, problem in resolved:
        if problem:
            untraced.append(f"{what}: {problem}")
            continue
        if component == "mazesheet":
            continue
        c = parts[component]
        if c.copyright_file not in loaded:
            loaded[c.copyright_file] = paragraphs(c.copyright_file)
        entry = found.setdefault(component, {"paragraphs": {}, "licences": [], "common": []})
        for path in paths:
            p = covering(loaded[c.copyright_file], path)
            if p is None or "License" not in p:
                untraced.append(f"{what}: {path} is in no Files paragraph of {c.copyright_file}")
                continue
            text = render(p)
            if text not in entry["paragraphs"]:
                entry["paragraphs"][text] = []
                texts, references = licence_texts(loaded[c.copyright_file], p["License"][0])
                entry["licences"] += [t for t in texts if t not in entry["licences"]]
                entry["common"] += [r for r in references if r not in entry["common"]]
            entry["paragraphs"][text].append(what.rsplit("/", 1)[-1])
    return parts, found, untraced


# ---------------------------------------------------------------- the site's files

def notice_text(component, entry):
    package, version = component.source()
    lines = [component.shown, "=" * len(component.shown), "",
             "The web page's engine (engine.js) holds code of this component, compiled to WebAssembly",
             f"from Debian 12's source package {package} {version}; its source, as compiled:",
             f"https://sources.debian.org/src/{package}/{version.split(':', 1)[-1]}/ "
             f"(or: apt-get source {package}={version}).",
             "Below: the paragraphs of Debian's copyright file for it that cover what the engine holds,",
             "each with the parts they cover, then the licences they name, whole.", ""]
    for text, covered in entry["paragraphs"].items():
        lines += [text, f"  (in the engine: {', '.join(sorted(set(covered)))})", ""]
    if entry["licences"]:
        lines += ["", "Licences named above", "--------------------", ""]
        for text in entry["licences"]:
            lines += [text, ""]
    for name in entry["common"]:
        path = os.path.join(COMMON_LICENCES, name)
        lines += ["", f"The text of {name} ({path} on Debian)", "-" * (len(name) + 12), ""]
        lines.append(open(path, encoding="utf-8").read() if os.path.exists(path) else f"(missing: {path})")
    return "\n".join(lines).rstrip() + "\n"


INDEX = """<!doctype html>
<!-- SPDX-License-Identifier: MIT -->
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'">
<title>mazesheet: licences</title>
<link rel="stylesheet" href="../style.css">
</head>
<body>
<main class="notices">
<h1>Licences</h1>
<p>mazesheet is free software under the <a href="../LICENSE.txt">MIT licence</a>: anyone may use, copy, change
   and share it. The mazes, worksheets and pictures made with mazesheet belong to whoever made them, with no
   conditions.</p>
<p>The page's engine also holds code of these components, each under its own licence; each file gives the
   paragraphs of Debian's copyright file that cover it and the licences' texts.</p>
<ul>
{items}
</ul>
<p><a href="../index.html">Back to the page</a></p>
</main>
</body>
</html>
"""


def write(engine, deps, site):
    parts, found, untraced = notices(engine, deps)
    if untraced:
        for line in untraced:
            print(f"notices: cannot trace {line}", file=sys.stderr)
        return 1
    folder = os.path.join(site, "third-party")
    os.makedirs(folder, exist_ok=True)
    for stale in os.listdir(folder):
        os.remove(os.path.join(folder, stale))
    items = []
    for name in sorted(found):
        with open(os.path.join(folder, f"{name}.txt"), "w", encoding="utf-8") as out:
            out.write(notice_text(parts[name], found[name]))
        names = sorted({line.split(": ", 1)[1] for text in found[name]["paragraphs"]
                        for line in text.split("\n") if line.startswith("License: ")})
        items.append(f'<li><a href="{name}.txt">{html.escape(parts[name].shown)}</a>: '
                     f'{html.escape("; ".join(names))}</li>')
    with open(os.path.join(folder, "index.html"), "w", encoding="utf-8") as out:
        out.write(INDEX.format(items="\n".join(items)))
    with open(os.path.join(site, "LICENSE.txt"), "w", encoding="utf-8") as out:
        out.write(open(os.path.join(ROOT, "LICENSE"), encoding="utf-8").read())
    return 0


def main(argv):
    if len(argv) == 5 and argv[1] == "write":
        return write(*argv[2:])
    if len(argv) == 4 and argv[1] == "list":
        _, resolved = resolve(argv[2], argv[3])
        for what, component, paths, problem in resolved:
            print(f"{component or '-'}\t{what}\t{' '.join(paths)}\t{problem or ''}")
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
