#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Configures build/, the one build README's commands share: scripts/run.sh
# builds the program there and scripts/test.sh everything else, with the
# same settings, so neither compiles again what the other compiled.
#   scripts/configure.sh                       Release; warnings reported (a user's build)
#   MAZESHEET_WERROR=ON scripts/configure.sh   warnings are errors (CI: scripts/test.sh --full)
# A build configured before keeps its settings but those given here.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
settings=(-DCMAKE_BUILD_TYPE=Release)
if [[ -n "${MAZESHEET_WERROR:-}" ]]; then settings+=(-DMAZESHEET_WERROR="$MAZESHEET_WERROR"); fi
cmake -S "$root" -B "$root/build" "${settings[@]}" >/dev/null
