#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Recalculates workbooks with HyperFormula (recalculate.mjs): hyperformula,
# at the version package-lock.json pins, is installed into
# BUILD/hyperformula-tests once (npm ci), never into the source tree.
#   tests/hyperformula/run.sh BUILD_DIR INPUT.json > OUTPUT.json
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
work=$(realpath "$1")/hyperformula-tests
input=$(realpath "$2")
mkdir -p "$work"
if [[ ! -d "$work/node_modules" ]] || ! cmp -s "$here/package-lock.json" "$work/package-lock.json"; then
  cp "$here/package.json" "$here/package-lock.json" "$work/"
  (cd "$work" && npm ci --no-audit --no-fund --loglevel=error) >&2
fi
# Node finds hyperformula beside the script that imports it.
cp "$here/recalculate.mjs" "$work/"
cd "$work"
exec node recalculate.mjs "$input"
