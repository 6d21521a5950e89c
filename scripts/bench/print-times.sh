#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# How long LibreOffice takes to print mazesheet workbooks to PDF, by size and
# style (README, "How long printing takes").
#   scripts/bench/print-times.sh [-r REPS] [-s "SIDE..."] [-y "STYLE..."] [-x "ARGS"] MAZESHEET [MAZESHEET_B]
# For each square maze side and style it writes the workbook (by default
# with its hidden solution sheet, as a teacher would print it; -x adds
# mazesheet arguments, e.g. -x --no-solution), then times
# `soffice --headless --convert-to pdf` on it: wall time of the whole
# LibreOffice run (start, load, lay out, write the PDF), checking that it
# printed one page, and its processor time (user + system), which a busy
# machine disturbs less. With a second binary the two are interleaved (A B A B per
# size and style, REPS rounds), so a machine whose speed drifts slows both
# alike; the table gives each one's median and B's median over A's.
# Every run uses the same private LibreOffice profile (created first, not
# timed), so it neither disturbs nor is disturbed by other LibreOffice users.
# Not part of ctest: 300x300 takes about a minute a print.
set -euo pipefail
reps=3
sides=(50 100 150 200 250 300)
styles=(borders blocks)
extra=()
while getopts r:s:y:x: opt; do
  case $opt in
    r) reps=$OPTARG ;;
    s) read -r -a sides <<<"$OPTARG" ;;
    y) read -r -a styles <<<"$OPTARG" ;;
    x) read -r -a extra <<<"$OPTARG" ;;
    *) sed -n '2,4p' "$0" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
root=$(cd "$(dirname "$0")/../.." && pwd)
binaries=("${1:-$root/build/src/cli/mazesheet}")
[[ $# -ge 2 ]] && binaries+=("$2")
limit=${PRINT_TIME_LIMIT:-900}   # seconds before a print is given up

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
profile="file://$work/profile"
soffice -env:UserInstallation="$profile" --headless --terminate_after_init >/dev/null 2>&1 || true

# One timed print: prints "wall_seconds cpu_seconds peak_MB" or "fail".
print_once() {
  local book=$1
  rm -rf "$work/pdf"
  if /usr/bin/time -f '%e %U %S %M' -o "$work/time" timeout "$limit" \
       soffice -env:UserInstallation="$profile" --headless --norestore --convert-to pdf --outdir "$work/pdf" "$book" \
       >/dev/null 2>&1 && [[ -s "$work/pdf/$(basename "${book%.xlsx}").pdf" ]]; then
    local pages
    pages=$(pdfinfo "$work/pdf/$(basename "${book%.xlsx}").pdf" | awk '/^Pages:/ {print $2}')
    [[ $pages == 1 ]] || { echo "fail($pages pages)"; return; }
    read -r s user sys kb < <(tail -1 "$work/time")
    echo "$s $(echo "$user + $sys" | bc) $((kb / 1024))"
  else
    echo fail
  fi
}

median() { sort -g | awk '{v[NR]=$1} END {if (NR == 0) print "-"; else if (NR % 2) print v[(NR+1)/2]; else printf "%.2f\n", (v[NR/2]+v[NR/2+1])/2}'; }

: >"$work/log"
for style in "${styles[@]}"; do
  for side in "${sides[@]}"; do
    for b in "${!binaries[@]}"; do
      "${binaries[$b]}" -q -s "${side}x$side" --seed 1 --style "$style" "${extra[@]}" -o "$work/m$b-$style-$side.xlsx" 2>/dev/null
    done
    for ((k = 1; k <= reps; k++)); do
      for b in "${!binaries[@]}"; do
        result=$(print_once "$work/m$b-$style-$side.xlsx")
        echo "$style $side $b $result" >>"$work/log"
        echo "  $style ${side}x$side binary $b round $k: $result" >&2
      done
    done
  done
done

header="style  side  bytes_A  print_s_A  cpu_s_A  peak_MB_A"
[[ ${#binaries[@]} -eq 2 ]] && header+="  bytes_B  print_s_B  cpu_s_B  peak_MB_B  B/A(print_s)"
echo "$header"
for style in "${styles[@]}"; do
  for side in "${sides[@]}"; do
    line="$style ${side}x$side"
    declare -a med=()
    for b in "${!binaries[@]}"; do
      s=$(awk -v st="$style" -v sd="$side" -v bb="$b" '$1==st && $2==sd && $3==bb && $4 != "fail" {print $4}' "$work/log" | median)
      cpu=$(awk -v st="$style" -v sd="$side" -v bb="$b" '$1==st && $2==sd && $3==bb && $4 != "fail" {print $5}' "$work/log" | median)
      mb=$(awk -v st="$style" -v sd="$side" -v bb="$b" '$1==st && $2==sd && $3==bb && $4 != "fail" {print $6}' "$work/log" | median)
      med[$b]=$s
      line+="  $(stat -c %s "$work/m$b-$style-$side.xlsx")  $s  $cpu  $mb"
    done
    if [[ ${#binaries[@]} -eq 2 && ${med[0]} != - && ${med[1]} != - ]]; then
      line+="  $(echo "scale=2; ${med[1]} / ${med[0]}" | bc)"
    fi
    echo "$line"
  done
done
