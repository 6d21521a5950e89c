#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing (build and test packages), builds everything and
# runs the test suite through ctest.
#   scripts/test.sh [--full] [ctest arguments]
# --full (CI) runs every case of the heavy tests, which otherwise sample
# them (MAZESHEET_FULL_TESTS=1; docs/TESTING.md says what each one samples),
# and treats compiler warnings as errors.
# It builds in build/, as scripts/run.sh does, with the same settings
# (scripts/configure.sh): after run.sh it compiles only the tests.
# A test that writes into the source tree fails the run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ "${1:-}" == "--full" ]]; then
  export MAZESHEET_FULL_TESTS=1 MAZESHEET_WERROR=ON
  shift
fi
"$root/scripts/install-deps.sh" --tests
"$root/scripts/configure.sh"
cmake --build "$root/build" -j"$(nproc)"

# Every file git sees, ignored ones too (a stray maze.xlsx is ignored), but
# the build trees' and Python's byte code.
tree() {
  git -C "$root" status --porcelain --untracked-files=all --ignored -- . ':(exclude)build' ':(exclude)build-*' \
    ':(exclude,glob)**/__pycache__/**' 2>/dev/null || true
}
before=$(tree)
status=0
(cd "$root/build" && ctest --output-on-failure -j"$(nproc)" "$@") || status=$?
written=$(comm -13 <(sort <<<"$before") <(tree | sort))
if [[ -n "$written" ]]; then
  echo "test.sh: the tests wrote into the source tree (they must write in a temporary folder):" >&2
  echo "$written" >&2
  status=1
fi
exit $status
