#!/usr/bin/env bash
# Installs what is missing, builds, and makes a maze:
#   scripts/run.sh                 20x20 maze in maze.xlsx (answer on a hidden sheet)
#   scripts/run.sh -s 30x20 -a kruskal --seed 7 -o class.xlsx
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
cmake -S "$root" -B "$root/build" -DCMAKE_BUILD_TYPE=Release -DMAZESHEET_WERROR=OFF >/dev/null
cmake --build "$root/build" -j"$(nproc)" --target mazesheet >/dev/null
exec "$root/build/src/cli/mazesheet" "$@"
