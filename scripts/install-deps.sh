#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian packages mazesheet needs that are missing.
#   scripts/install-deps.sh          build and run
#   scripts/install-deps.sh --tests  also what the test suite needs
#   scripts/install-deps.sh --fuzz   the same (the fuzzers need clang, as the sanitizer build does)
#   scripts/install-deps.sh --web    what scripts/build-web.sh needs (--tests includes it)
#   scripts/install-deps.sh --deb    build, and make and test the Debian package
# When another apt or dpkg holds the package lock (Debian's automatic updates
# on a fresh machine do), it waits for it, up to MAZESHEET_APT_WAIT seconds
# (default 600), saying so, instead of failing at once.
set -euo pipefail

# libxlsxwriter's pkg-config file links -lz, but libxlsxwriter-dev does not
# pull in zlib's development files: a fresh machine needs zlib1g-dev too.
# The PDF writer draws with cairo and sets text with Pango (libpango1.0-dev
# brings cairo's); Carlito is the font it finds for the pages' Calibri. The
# build configures the tests too (CMake's BUILD_TESTING), which need Catch2
# and python3 to be found.
packages=(g++ cmake make pkg-config libcli11-dev catch2 python3 libxlsxwriter-dev zlib1g-dev libpng-dev
          libpango1.0-dev fonts-crosextra-carlito)
if [[ "${1:-}" == "--tests" || "${1:-}" == "--fuzz" ]]; then
  # openpyxl reads the workbooks back; LibreOffice prints them; poppler turns
  # the PDF into pictures; Carlito and Liberation are the fonts LibreOffice
  # substitutes for Calibri and Courier New; locales lets the determinism test
  # build a comma-decimal locale; gnumeric's ssconvert is the second engine
  # that recalculates playable worksheets; chromium plays the animated SVG
  # of teaching mode (driven over its DevTools pipe: no driver needed); qpdf
  # checks the PDFs' structure; librsvg's rsvg-convert draws an SVG page to
  # compare where it puts the maze with the PDF and the workbook's print;
  # python3-numpy reads the poster test's pages (tests/pdf/test_poster.py);
  # LibreOffice Writer prints a document holding a PNG picture.
  packages+=(python3 python3-openpyxl python3-numpy libreoffice-calc-nogui fonts-crosextra-carlito fonts-liberation poppler-utils
             locales gnumeric chromium qpdf librsvg2-bin libreoffice-writer-nogui)
  # GNU time (/usr/bin/time, priority optional: not on a minimal system)
  # measures peak memory for cli_memory, which is skipped without it, and
  # for bench/memory.py.
  packages+=(time)
  # Universal Ctags finds every function's length for function_lengths.
  packages+=(universal-ctags)
  # The sanitizer build (CI's build-asan) and the fuzzers (scripts/fuzz.sh)
  # use clang's AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer
  # runtimes.
  packages+=(clang-14 libclang-rt-14-dev)
fi
if [[ "${1:-}" == "--deb" ]]; then
  # dpkg-shlibdeps computes the package's Depends (scripts/package-deb.sh);
  # debootstrap makes the clean Debian root scripts/test-deb.sh installs it
  # in; lintian checks the package against Debian's policy.
  packages+=(dpkg-dev debootstrap lintian)
fi
if [[ "${1:-}" == "--tests" || "${1:-}" == "--web" ]]; then
  # The web page (scripts/build-web.sh): Debian's emscripten, and dpkg-dev
  # for apt-get source (zlib, libpng and libxlsxwriter are built for
  # WebAssembly from Debian's source packages). Its tests (tests/web) drive
  # chromium with puppeteer-core from npm, and sheet_facts_engines runs
  # HyperFormula (npm) with node; a node already installed from elsewhere
  # (with its own npm) is kept.
  packages+=(emscripten dpkg-dev chromium)
  command -v node >/dev/null || packages+=(nodejs)
  command -v npm >/dev/null || packages+=(npm)
fi

missing=()
for package in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "installing: ${missing[*]}" >&2
sudo=()
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive

# Runs apt-get "$@"; while it fails because another program holds apt's or
# dpkg's lock, says so once, waits and tries again until the deadline.
# (apt-get's own DPkg::Lock::Timeout waits for dpkg's lock, not for the
# package lists' lock that `apt-get update` takes.)
wait_limit=${MAZESHEET_APT_WAIT:-600}
deadline=$((SECONDS + wait_limit))
apt_get() {
  local errors said="" locked
  errors=$(mktemp)
  while true; do
    if "${sudo[@]}" apt-get "$@" 2>"$errors"; then
      cat "$errors" >&2
      rm -f "$errors"
      return 0
    fi
    locked=""
    grep -q -e 'Could not get lock' -e 'Unable to acquire' -e 'Unable to lock' "$errors" && locked=yes
    if [[ -n "$locked" && -z "$said" ]]; then
      echo "install-deps: another package manager holds the package lock" \
        "($(grep -o -m1 'held by process [0-9]*[^.]*' "$errors" || echo 'apt or dpkg'));" \
        "waiting for it, up to ${wait_limit} s in all" >&2
      said=yes
    fi
    if [[ -z "$locked" ]] || ((SECONDS >= deadline)); then
      cat "$errors" >&2
      if [[ -n "$locked" ]]; then
        echo "install-deps: gave up after waiting ${wait_limit} s for the package lock (MAZESHEET_APT_WAIT)" >&2
      fi
      rm -f "$errors"
      return 100
    fi
    sleep 5
  done
}

apt_get update -qq
apt_get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
