#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs a script of tests/web against the page in BUILD/web (ctest's web_page:
# test_page.mjs; bench/web.mjs uses the same set-up). puppeteer-core, at the
# version package-lock.json pins, is installed into BUILD/web-tests once.
#   tests/web/run.sh BUILD_DIR MAZESHEET_BINARY [SCRIPT.mjs [ARGUMENTS...]]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(realpath "$1")
mazesheet=$(realpath "$2")
script=${3:-$here/test_page.mjs}
shift $(($# < 3 ? $# : 3))
work=$build/web-tests
mkdir -p "$work"
if [[ ! -d "$work/node_modules" ]] || ! cmp -s "$here/package-lock.json" "$work/package-lock.json"; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error)
fi
# Node finds puppeteer-core beside the script that imports it.
cp "$here"/*.mjs "$work/"
[[ "$script" == "$here"/* ]] || cp "$script" "$work/"
cd "$work"
exec node "$(basename "$script")" "$build/web" "$mazesheet" "$here/../golden" "$@"
