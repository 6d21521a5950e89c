#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds mazesheet (showing the build's progress),
# installs it in /usr/local (bin/mazesheet, its templates and masks, the
# manual page and the bash completion) so that `mazesheet` is a command, and
# makes a maze:
#   scripts/run.sh                 20x20 maze in maze.xlsx (answer on a hidden sheet)
#   scripts/run.sh -s 30x20 -a kruskal --seed 7 -o class.xlsx
#   PREFIX=~/.local scripts/run.sh     install in ~/.local instead (no root needed)
# scripts/uninstall.sh removes what it installed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${PREFIX:-/usr/local}
"$root/scripts/install-deps.sh"

if [[ ! -x "$root/build/src/cli/mazesheet" ]]; then
  echo "run.sh: building mazesheet in build/ (the first build takes several minutes)" >&2
fi
# The build scripts/test.sh uses too (scripts/configure.sh): what one
# compiled, the other does not compile again.
"$root/scripts/configure.sh"
cmake --build "$root/build" -j"$(nproc)" --target mazesheet

# Installs as the user where the prefix is theirs to write, else with sudo.
sudo=()
parent=$prefix
while [[ ! -e "$parent" ]]; do parent=$(dirname "$parent"); done
if [[ ! -w "$parent" ]]; then
  if [[ $(id -u) -ne 0 ]] && command -v sudo >/dev/null; then
    sudo=(sudo)
  else
    echo "run.sh: $prefix is not writable; to put mazesheet on your PATH run: sudo cmake --install build" >&2
    echo "run.sh: (or PREFIX=~/.local scripts/run.sh); until then the program is build/src/cli/mazesheet" >&2
    exec "$root/build/src/cli/mazesheet" "$@"
  fi
fi
installed=$("${sudo[@]}" cmake --install "$root/build" --prefix "$prefix")
grep '^-- Installing:' <<<"$installed" >&2 || true  # files that changed
# Every install's files, for scripts/uninstall.sh: cmake's manifest holds
# only the latest install (another PREFIX would be forgotten).
record="$root/build/installed-files.txt"
# (cmake's manifest does not end its last line)
{ cat "$root/build/install_manifest.txt"; echo; } >>"$record"
sort -u -o "$record" "$record"
echo "run.sh: mazesheet is installed in $prefix/bin (man mazesheet; scripts/uninstall.sh removes it)" >&2
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "run.sh: $prefix/bin is not on your PATH: add it (export PATH=\"$prefix/bin:\$PATH\")" >&2 ;;
esac
exec "$prefix/bin/mazesheet" "$@"
