#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Removes what scripts/run.sh (cmake --install) installed, in every prefix it
# installed to: the files listed in build/installed-files.txt (run.sh adds
# each install's build/install_manifest.txt to it; without it, the latest
# install's manifest), and the folders they were in that are left empty.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
record="$root/build/installed-files.txt"
[[ -f "$record" ]] || record="$root/build/install_manifest.txt"
[[ -f "$record" ]] || { echo "uninstall.sh: nothing installed from this tree ($record is missing)" >&2; exit 1; }
while IFS= read -r file || [[ -n "$file" ]]; do
  [[ -n "$file" ]] || continue
  # As the user where the folder is theirs to write, else with sudo.
  sudo=()
  if [[ ! -w "$(dirname "$file")" && $(id -u) -ne 0 ]]; then sudo=(sudo); fi
  if [[ -e "$file" || -L "$file" ]]; then
    "${sudo[@]}" rm -f -- "$file" && echo "removed $file" >&2
  fi
  # Folders the install made that are left empty (the templates', the
  # PDF module's, the completions' and man1 under a prefix that had none);
  # not bin/ or man/.
  dir=$(dirname "$file")
  while [[ "$dir" == */share/mazesheet* || "$dir" == */lib*/mazesheet || "$dir" == */share/bash-completion* ||
           "$dir" == */share/man/man1 ]] &&
    "${sudo[@]}" rmdir -- "$dir" 2>/dev/null; do
    dir=$(dirname "$dir")
  done
done < "$record"
[[ "$record" != "$root/build/installed-files.txt" ]] || rm -f -- "$record"
