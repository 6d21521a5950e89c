#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes a release of the commit checked out, from a clean checkout:
#   scripts/release.sh [OUTDIR [CMAKE_OPTION...]]   (default OUTDIR: build-release/out)
#   e.g. scripts/release.sh out -DMAZESHEET_MAINTAINER="IT desk <it@school.example>"
# writes to OUTDIR:
#   mazesheet_VERSION_ARCH.deb   the Debian package (scripts/package-deb.sh; the CMake options go to it)
#   mazesheet-web-VERSION.zip    the web page (scripts/build-web.sh) in a folder mazesheet-web-VERSION/:
#                                unpacked, it works from any static web host (and installs as an app
#                                that works offline there) or opened from disk (index.html)
#   mazesheet-VERSION.tar.gz     the source of the commit (git archive)
#   SHA256SUMS                   their SHA-256 sums (sha256sum -c SHA256SUMS checks them)
# The commit is exported to build-release/src and built there, so nothing
# but the commit goes in; a checkout with changes not committed is refused.
#
# The same commit gives the same bytes, run after run: every date in the
# files is the commit's time (SOURCE_DATE_EPOCH), lists are sorted, and
# compression is fixed. That holds on one machine state: the bytes also
# depend on the Debian packages the build uses (compiler, emscripten,
# libraries, and for the web page Debian's source packages of zlib, libpng
# and libxlsxwriter, built once into build/web-deps and reused), and on the
# folder it is built in (the program keeps the build folder's path to find
# its templates and PDF module when run from there), which is always
# build-release/ of the checkout.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work="$repo/build-release"
out=$(mkdir -p "${1:-$work/out}" && cd "${1:-$work/out}" && pwd)
shift $(($# > 0 ? 1 : 0))
say() { echo "release: $*" >&2; }

if [[ -n "$(git -C "$repo" status --porcelain --untracked-files=normal)" ]]; then
  say "the checkout has changes that are not committed; a release is made of a commit:"
  git -C "$repo" status --short >&2
  exit 2
fi
commit=$(git -C "$repo" rev-parse HEAD)
export SOURCE_DATE_EPOCH
SOURCE_DATE_EPOCH=$(git -C "$repo" log -1 --format=%ct "$commit")

src="$work/src"
say "exporting $commit to $src"
rm -rf "$src"
mkdir -p "$src/build"
git -C "$repo" archive --format=tar "$commit" | tar -x -C "$src"
# The WebAssembly libraries take a quarter of an hour to build: the
# checkout's own, if it has them (scripts/build-web.sh made them).
if [[ -f "$repo/build/web-deps/prefix/built-from" ]]; then
  ln -s "$repo/build/web-deps" "$src/build/web-deps"
fi

say "the Debian package"
deb=$("$src/scripts/package-deb.sh" "$work/deb" "$@")
version=$(dpkg-deb -f "$deb" Version)

say "the web page"
"$src/scripts/build-web.sh" "$work/web" >&2

say "writing $out"
rm -f "$out"/mazesheet_*.deb "$out"/mazesheet-web-*.zip "$out"/mazesheet-*.tar.gz "$out/SHA256SUMS"
cp "$deb" "$out/"
python3 - "$work/web" "$out/mazesheet-web-$version.zip" "mazesheet-web-$version" <<'PYTHON'
# The site as a zip: its files sorted, in one folder, dated the commit's
# time, the same permissions, fixed compression.
import os, sys, time, zipfile
site, target, folder = sys.argv[1:]
stamp = time.gmtime(max(int(os.environ["SOURCE_DATE_EPOCH"]), 315532800))[:6]  # zip's dates start in 1980
names = sorted(os.path.relpath(os.path.join(d, f), site) for d, _, files in os.walk(site) for f in files)
with zipfile.ZipFile(target, "w") as z:
    for directory in sorted({os.path.dirname(n) for n in names if os.path.dirname(n)}):
        info = zipfile.ZipInfo(f"{folder}/{directory}/", stamp)
        info.create_system, info.external_attr = 3, (0o40755 << 16) | 0x10
        z.writestr(info, b"")
    for name in names:
        info = zipfile.ZipInfo(f"{folder}/{name}", stamp)
        info.create_system, info.external_attr = 3, 0o100644 << 16
        info.compress_type = zipfile.ZIP_DEFLATED
        with open(os.path.join(site, name), "rb") as f:
            z.writestr(info, f.read(), compresslevel=9)
PYTHON
git -C "$repo" archive --format=tar --prefix="mazesheet-$version/" "$commit" | gzip -9n > "$out/mazesheet-$version.tar.gz"
(cd "$out" && sha256sum "$(basename "$deb")" "mazesheet-web-$version.zip" "mazesheet-$version.tar.gz" > SHA256SUMS)
say "done: mazesheet $version from $commit"
cat "$out/SHA256SUMS"
