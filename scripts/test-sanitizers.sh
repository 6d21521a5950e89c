#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds a second tree (build-asan) with AddressSanitizer and
# UndefinedBehaviorSanitizer (-DMAZESHEET_SANITIZE=ON; the first report
# stops the program) and runs the tests under it: the unit tests, the
# command line's tests (signals, full disk and progress bar included), the
# fuzz corpora, the golden files and the workbook tests that read files back.
# Not the tests that run LibreOffice or gnumeric on our output (labels print
# and play): they test those programs' reading, not our memory safety.
#   scripts/test-sanitizers.sh [ctest arguments]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh" --tests
# -O1 and line tables only (OSS-Fuzz's flags for sanitizer builds): reports
# keep their files and lines, and the build takes half the time of -O2 -g
# (29 s against 13 s of processor for src/workbook/maze_sheet.cpp, 37 s
# against 17 s for tests/core/test_facts.cpp, GCC 12).
flags="-O1 -g1 -DNDEBUG"
cmake -S "$root" -B "$root/build-asan" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="$flags" \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="$flags" -DMAZESHEET_SANITIZE=ON -DMAZESHEET_WERROR=ON >/dev/null
cmake --build "$root/build-asan" -j"$(nproc)"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:exitcode=86
# fontconfig's process-long caches are not ours to free (tests/sanitizers/lsan.supp).
export LSAN_OPTIONS=suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=87
cd "$root/build-asan"
ctest --output-on-failure -j"$(nproc)" -LE "print|play" "$@"
