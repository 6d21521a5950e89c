#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# How long LibreOffice takes to open mazesheet workbooks, by size: the
# measurement behind --force's limits (README, "Sizes users can open").
#   scripts/bench/open-times.sh [MAZESHEET] [borders|blocks] [SIDE...]
# For each square maze side it writes the workbook (with its hidden solution
# sheet), then times `soffice --headless --convert-to csv`, which loads the
# whole workbook and writes the first sheet: the load is the open time a
# teacher waits for. One line per size: style, side, maze cells, workbook
# cells (all sheets), file
# bytes, write seconds, open seconds, LibreOffice's peak memory.
# Not part of ctest: large sizes take minutes each.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
mazesheet=${1:-$root/build/src/cli/mazesheet}
style=${2:-borders}
shift $(( $# >= 2 ? 2 : $# ))
sides=("$@")
[[ ${#sides[@]} -gt 0 ]] || sides=(250 500 1000 1500 2000)
limit=${OPEN_TIME_LIMIT:-1200}   # seconds before a load is given up

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
profile="file://$work/profile"
# A first start creates the profile; it is not part of any measurement.
soffice -env:UserInstallation="$profile" --headless --terminate_after_init >/dev/null 2>&1 || true

printf '%-8s %6s %12s %12s %12s %8s %8s %10s\n' style side maze_cells sheet_cells bytes write_s open_s peak_MB
for side in "${sides[@]}"; do
  book="$work/m$side.xlsx"
  start=$(date +%s.%N)
  "$mazesheet" -s "${side}x$side" --seed 1 --style "$style" ${FORCE:-} -o "$book" 2>"$work/write.err" ||
    { echo "write failed: $(cat "$work/write.err")"; continue; }
  write_s=$(echo "$(date +%s.%N) - $start" | bc)
  # Cells written, all sheets: the maze sheet and its hidden solution sheet
  # each hold one cell per maze cell (borders) or per block (blocks).
  if [[ $style == blocks ]]; then grid=$(( (2 * side + 1) * (2 * side + 1) )); else grid=$((side * side)); fi
  sheet_cells=$((2 * grid))
  rm -rf "$work/csv"
  if /usr/bin/time -f '%e %M' -o "$work/time" timeout "$limit" \
       soffice -env:UserInstallation="$profile" --headless --convert-to csv --outdir "$work/csv" "$book" \
       >/dev/null 2>&1 && [[ -s "$work/csv/m$side.csv" ]]; then
    read -r open_s peak_kb < <(tail -1 "$work/time")
    peak_mb=$((peak_kb / 1024))
  else
    open_s=">$limit"; peak_mb="-"
  fi
  printf '%-8s %6s %12s %12s %12s %8.1f %8s %10s\n' "$style" "$side" $((side * side)) "$sheet_cells" \
    "$(stat -c %s "$book")" "$write_s" "$open_s" "$peak_mb"
  rm -f "$book"
done
