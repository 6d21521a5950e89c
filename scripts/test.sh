#!/usr/bin/env bash
# Installs what is missing (build and test packages), builds everything and
# runs the whole test suite through ctest.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh" --tests
# The test build treats warnings as errors (CI runs this script).
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release -DMAZESHEET_WERROR=ON >/dev/null
cmake --build "$root/build" -j"$(nproc)"
cd "$root/build"
ctest --output-on-failure -j"$(nproc)" "$@"
