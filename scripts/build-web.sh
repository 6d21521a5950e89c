#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the web page: mazesheet's own command line compiled to WebAssembly
# with Debian's emscripten, and the static site around it.
#   scripts/build-web.sh [OUTDIR]    (default build/web; the page is OUTDIR/index.html)
# Installs what is missing (scripts/install-deps.sh --web). zlib, libpng and
# libxlsxwriter are built for WebAssembly from Debian's source packages,
# fetched with apt-get source through a private apt state under build/ (the
# system's apt sources are not touched), and kept in build/web-deps: a second
# run only rebuilds mazesheet. The folder it writes (web/site.py) needs no
# server code and fetches nothing: it works from any static host or opened
# from disk, and, served, installs as an app that works offline. It carries
# the licences of everything the engine links (web/notices.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/build/web}")
deps=$root/build/web-deps
prefix=$deps/prefix
engine=$root/build/web-engine
jobs=$(nproc)

"$root/scripts/install-deps.sh" --web
# emcc runs JavaScript tools with node; a node that is not Debian's does not
# see Debian's node modules (acorn) unless told where they are.
export NODE_PATH=/usr/share/nodejs
say() { echo "build-web: $*" >&2; }
log=$root/build/web-build.log
mkdir -p "$root/build"
: >"$log"
# A step's output goes to the log, shown only if the step fails.
quietly() {
  if ! "$@" >>"$log" 2>&1; then
    tail -n 40 "$log" >&2
    say "failed: $* (the whole output is in $log)"
    exit 1
  fi
}

# The system's Debian archive (its first URI), for the source packages.
archive() {
  local uri=""
  if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
    uri=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources)
  elif [[ -f /etc/apt/sources.list ]]; then
    uri=$(awk '$1 == "deb" && $0 !~ /security/ {for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) {print $i; exit}}' /etc/apt/sources.list)
  fi
  echo "${uri:-http://deb.debian.org/debian}"
}

fetch_sources() {
  local apt=$deps/apt
  rm -rf "$apt" "$deps/src"
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/sources.list.d" "$deps/src"
  : >"$apt/sources.list"
  cat >"$apt/sources.list.d/debian-src.sources" <<EOF
Types: deb-src
URIs: $(archive)
Suites: $(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  local options=(-q -o "Dir::Etc::SourceList=$apt/sources.list" -o "Dir::Etc::SourceParts=$apt/sources.list.d"
                 -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o "APT::Sandbox::User=root")
  say "fetching the source packages of zlib, libpng and libxlsxwriter"
  quietly apt-get "${options[@]}" update
  (cd "$deps/src" && quietly apt-get "${options[@]}" source zlib libpng1.6 libxlsxwriter)
  rm -rf "$apt"
}

build_libraries() {
  local src=$deps/src
  rm -rf "$prefix"
  local zlib=("$src"/zlib-*/) png=("$src"/libpng1.6-*/) xlsxwriter=("$src"/libxlsxwriter-*/)
  local with_zlib=(-DZLIB_LIBRARY="$prefix/lib/libz.a" -DZLIB_INCLUDE_DIR="$prefix/include")
  say "building zlib for WebAssembly"
  (cd "${zlib[0]}" && CFLAGS=-O3 quietly emconfigure ./configure --static --prefix="$prefix" &&
     quietly emmake make -j"$jobs" libz.a && quietly emmake make install)
  say "building libpng for WebAssembly"
  quietly emcmake cmake -S "${png[0]}" -B "${png[0]}/wasm" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DPNG_SHARED=OFF -DPNG_TESTS=OFF "${with_zlib[@]}"
  quietly cmake --build "${png[0]}/wasm" -j"$jobs" --target install
  say "building libxlsxwriter for WebAssembly"
  quietly emcmake cmake -S "${xlsxwriter[0]}" -B "${xlsxwriter[0]}/wasm" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_INSTALL_PREFIX="$prefix" "${with_zlib[@]}"
  quietly cmake --build "${xlsxwriter[0]}/wasm" -j"$jobs" --target install
  # CLI11 is headers only: the same ones the native build uses.
  cp -r /usr/include/CLI "$prefix/include/"
  ls "$deps/src"/*.dsc | xargs -n1 basename >"$prefix/built-from"
}

if [[ ! -f "$prefix/built-from" ]]; then
  fetch_sources
  build_libraries
else
  say "WebAssembly libraries from $(tr '\n' ' ' <"$prefix/built-from")(cached in $deps)"
fi

say "building mazesheet for WebAssembly"
PKG_CONFIG_LIBDIR=$prefix/lib/pkgconfig quietly emcmake cmake -S "$root" -B "$engine" -DCMAKE_BUILD_TYPE=Release \
  -DBUILD_TESTING=OFF -DMAZESHEET_PDF=OFF -DMAZESHEET_WERROR=ON -DCLI11_INCLUDE_DIR="$prefix/include" -DCMAKE_FIND_ROOT_PATH="$prefix"
quietly cmake --build "$engine" -j"$jobs" --target mazesheet-engine

say "writing the page to $out"
mkdir -p "$out"
python3 "$root/web/site.py" "$engine" "$deps" "$out"
say "done: $out/index.html"
