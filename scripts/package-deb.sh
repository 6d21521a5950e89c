#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Makes the Debian package mazesheet_VERSION_ARCH.deb: the program in
# /usr/bin, its PDF and PNG module in /usr/lib/ARCH/mazesheet, the templates
# and masks in /usr/share/mazesheet/templates, the manual page, the bash
# completion, the copyright (packaging/copyright: the MIT licence and the
# notices of what the program holds) and the changelog (CHANGELOG.md). The
# version is CMake's project VERSION (the one `mazesheet --version` prints);
# the Maintainer is CMake's MAZESHEET_MAINTAINER; Depends is computed by
# dpkg-shlibdeps from the libraries the program and its module link.
#   scripts/package-deb.sh [OUTDIR [CMAKE_OPTION...]]   (default OUTDIR: build-deb/); prints the path
#   e.g. scripts/package-deb.sh out -DMAZESHEET_MAINTAINER="IT desk <it@school.example>"
# Builds in build-deb/ (a Release build of the program alone); the package's
# files are dated no later than the last commit, so the same commit makes the
# same package.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mkdir -p "${1:-$root/build-deb}" && cd "${1:-$root/build-deb}" && pwd)
shift $(($# > 0 ? 1 : 0))
build="$root/build-deb/build"

"$root/scripts/install-deps.sh" --deb

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
echo "package-deb: building the program in $build" >&2
# Debian's hardening: the C library's checked functions (dpkg-buildflags'
# CPPFLAGS), read-only relocations resolved at start (relro, now).
hardening=(-DCMAKE_CXX_FLAGS="$(dpkg-buildflags --get CPPFLAGS)"
           -DCMAKE_EXE_LINKER_FLAGS="-Wl,-z,relro,-z,now" -DCMAKE_MODULE_LINKER_FLAGS="-Wl,-z,relro,-z,now")
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr -DBUILD_TESTING=OFF \
  -DMAZESHEET_WERROR=OFF "${hardening[@]}" "${launcher[@]}" "$@" >/dev/null
cmake --build "$build" -j"$(nproc)" --target mazesheet >&2  # standard output is for the path

version=$("$build/src/cli/mazesheet" --version | awk 'NR == 1 {print $2}')
control="$build/packaging/control"  # packaging/control with the version and Maintainer, by CMake
maintainer=$(sed -n 's/^Maintainer: //p' "$control")
arch=$(dpkg --print-architecture)
deb="$out/mazesheet_${version}_${arch}.deb"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
DESTDIR="$stage/root" cmake --install "$build" --strip >/dev/null
pkg="$stage/root"
# As Debian's dh_strip leaves them: no compiler's comments or notes.
for binary in "$pkg"/usr/bin/mazesheet "$pkg"/usr/lib/*/mazesheet/*.so; do
  strip --remove-section=.comment --remove-section=.note "$binary"
done
doc="$pkg/usr/share/doc/mazesheet"
mkdir -p "$doc"
cp "$root/packaging/copyright" "$doc/copyright"
gzip -9n "$pkg/usr/share/man/man1/mazesheet.1"
if [[ -z "${SOURCE_DATE_EPOCH:-}" ]]; then
  SOURCE_DATE_EPOCH=$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)
fi
export SOURCE_DATE_EPOCH
changelog_date=$(date -u -R -d "@$SOURCE_DATE_EPOCH")
# A native package (its version has no Debian revision): its changelog is
# changelog.gz, one entry for this version pointing at the release notes
# (CHANGELOG.md), which go beside it.
printf 'mazesheet (%s) unstable; urgency=medium\n\n  * Release %s: see /usr/share/doc/mazesheet/NEWS.md.gz.\n\n -- %s  %s\n' \
  "$version" "$version" "$maintainer" "$changelog_date" | gzip -9n > "$doc/changelog.gz"
gzip -9n < "$root/CHANGELOG.md" > "$doc/NEWS.md.gz"

# dpkg-shlibdeps reads a debian/control; it needs only the package's name.
mkdir -p "$stage/src/debian"
printf 'Source: mazesheet\n\nPackage: mazesheet\nArchitecture: any\n' > "$stage/src/debian/control"
# The PDF module (cairo, Pango) is loaded by the program, not linked: its
# libraries are the package's dependencies too.
objects=(-e"$pkg/usr/bin/mazesheet")
for module in "$pkg"/usr/lib/*/mazesheet/*.so; do [[ -e "$module" ]] && objects+=(-e"$module"); done
depends=$(cd "$stage/src" && dpkg-shlibdeps -O "${objects[@]}" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[[ -n "$depends" ]] || { echo "package-deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }

mkdir -p "$pkg/DEBIAN"
size=$(du -sk --apparent-size "$pkg/usr" | cut -f1)
sed -e "s/{ARCH}/$arch/" -e "s/{DEPENDS}/$depends/" -e "s/{SIZE}/$size/" "$control" > "$pkg/DEBIAN/control"
(cd "$pkg" && find usr -type f | LC_ALL=C sort | xargs md5sum) > "$pkg/DEBIAN/md5sums"
find "$pkg" -type d -exec chmod 0755 {} +
find "$pkg/usr/share" -type f -exec chmod 0644 {} +
find "$pkg" -newermt "@$SOURCE_DATE_EPOCH" -exec touch --no-dereference --date="@$SOURCE_DATE_EPOCH" {} +

dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "$deb"
