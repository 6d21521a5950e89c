#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Removes what scripts/run.sh (cmake --install) installed: the files listed
# in build/install_manifest.txt, and the folders it made that are left empty.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
manifest="$root/build/install_manifest.txt"
[[ -f "$manifest" ]] || { echo "uninstall.sh: nothing installed from this tree ($manifest is missing)" >&2; exit 1; }
sudo=()
first=$(head -n1 "$manifest")
if [[ ! -w "$(dirname "$first")" && $(id -u) -ne 0 ]]; then sudo=(sudo); fi
while IFS= read -r file || [[ -n "$file" ]]; do
  [[ -e "$file" || -L "$file" ]] && "${sudo[@]}" rm -f -- "$file" && echo "removed $file" >&2
  # Folders the install made that are left empty (the templates', the
  # PDF module's, the completions' and man1 under a prefix that had none);
  # not bin/ or man/.
  dir=$(dirname "$file")
  while [[ "$dir" == */share/mazesheet* || "$dir" == */lib*/mazesheet || "$dir" == */share/bash-completion* ||
           "$dir" == */share/man/man1 ]] &&
    "${sudo[@]}" rmdir -- "$dir" 2>/dev/null; do
    dir=$(dirname "$dir")
  done
done < "$manifest"
