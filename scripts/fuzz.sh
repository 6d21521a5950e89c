#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the libFuzzer targets with clang (ASan + UBSan) in build-fuzz and
# runs each for SECONDS (default 60), as many at once as there are cores:
#   scripts/fuzz.sh [SECONDS] [TARGET...]
# Each target's working corpus is build-fuzz/corpus/TARGET, started from the
# seed corpus tests/fuzz/corpus/TARGET; a crash is saved as
# build-fuzz/crash-TARGET-* and the script fails. Worth adding to the seed
# corpus: a minimised input that found a bug (after the fix).
# Prints, per target, the seconds, executions and what it found.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(mask_parser option_parser maze_pipeline template_parser fact_file)

"$root/scripts/install-deps.sh" --fuzz
build="$root/build-fuzz"
# Warnings are not errors here: clang warns about some deliberate branch-free
# code (bitwise operators on bools) that GCC, the project's compiler, accepts.
# -O1 and line tables only, as OSS-Fuzz builds its targets (and as
# scripts/test-sanitizers.sh does): half the build time of -O2 -g.
flags="-O1 -gline-tables-only -DNDEBUG"
CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMAZESHEET_FUZZ=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$flags" -DCMAKE_C_FLAGS_RELWITHDEBINFO="$flags" -DMAZESHEET_WERROR=OFF >/dev/null
cmake --build "$build" -j"$(nproc)" --target "${targets[@]/#/fuzz_}"

# fontconfig's process-long caches are not ours to free (tests/sanitizers/lsan.supp).
export LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0

# One target's run; its summary line goes to build-fuzz/fuzz-TARGET.summary.
fuzz_target() {
  local target=$1 corpus="$build/corpus/$1" log="$build/fuzz-$1.log" found runs
  mkdir -p "$corpus"
  cp -n "$root/tests/fuzz/corpus/$target/"* "$corpus/"
  if (cd "$build" && "./tests/fuzz/fuzz_$target" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="crash-$target-" -rss_limit_mb=4096 -timeout=30 "$corpus" >"$log" 2>&1); then
    found="no finding"
  else
    found="FINDING: see $log and $build/crash-$target-*"
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "$target: $seconds s, $runs executions, corpus $(ls "$corpus" | wc -l) inputs, $found" \
    >"$build/fuzz-$target.summary"
  [[ $found == "no finding" ]]
}

# As many targets at once as the machine has cores: each is one process.
rm -f "$build"/fuzz-*.summary
slots=$(nproc)
running=0
for target in "${targets[@]}"; do
  if ((running >= slots)); then
    wait -n || true
    running=$((running - 1))
  fi
  fuzz_target "$target" &
  running=$((running + 1))
done
wait || true

status=0
passed=0
failed=0
for target in "${targets[@]}"; do
  summary=$(cat "$build/fuzz-$target.summary" 2>/dev/null || echo "$target: did not run")
  echo "$summary"
  if [[ $summary == *", no finding" ]]; then
    passed=$((passed + 1))
  else
    status=1
    failed=$((failed + 1))
  fi
done
echo "fuzz: $passed passed, $failed failed"
exit $status
