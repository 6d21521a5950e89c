#!/bin/sh
# SPDX-License-Identifier: MIT
# The engine's link, run by CMake as its linker launcher: the linker's
# standard output (wasm-ld --trace: one linked input a line) is kept in
# FILE, for web/notices.py.
#   record-link.sh FILE LINK-COMMAND...
out=$1
shift
if "$@" >"$out.tmp"; then
  mv "$out.tmp" "$out"
else
  status=$?
  cat "$out.tmp"
  rm -f "$out.tmp"
  exit "$status"
fi
