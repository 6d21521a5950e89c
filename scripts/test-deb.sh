#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Tests the Debian package as a user meets it: lintian first (an error
# fails, warnings and notes are listed), then in a clean Debian 12 root made
# with debootstrap, `apt install ./mazesheet_VERSION_ARCH.deb` (chroot; the
# dependencies come from the Debian mirror), then README's mazesheet commands
# run there with the installed program (tests/cli/test_readme.py --chroot),
# the manual page, the bash completion and the templates checked, and last
# `apt purge` and `apt autoremove --purge`: the root must hold exactly the
# files it held before the install.
#   scripts/test-deb.sh [DEB]    as root; DEB defaults to a new scripts/package-deb.sh
# The clean root is made once and kept as build-deb/bookworm-minbase.tar
# (remove it to make a new one); MAZESHEET_DEBIAN_MIRROR picks the mirror.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[[ $(id -u) -eq 0 ]] || { echo "test-deb: needs root (debootstrap, chroot, mount)" >&2; exit 1; }
started=$SECONDS
step() { printf 'test-deb: [%3d s] %s\n' $((SECONDS - started)) "$*" >&2; }
fail() { printf 'test-deb: FAIL %s\n' "$*" >&2; exit 1; }

"$root/scripts/install-deps.sh" --deb
deb=${1:-}
if [[ -z "$deb" ]]; then
  step "making the package (scripts/package-deb.sh)"
  deb=$("$root/scripts/package-deb.sh")
fi
deb=$(realpath "$deb")
name=$(basename "$deb")
version=$(dpkg-deb -f "$deb" Version)
mirror=${MAZESHEET_DEBIAN_MIRROR:-http://deb.debian.org/debian}

step "lintian $name"
lintian --tag-display-limit 0 --display-info "$deb" 2>&1 | grep -v '^running with root privileges' | sed 's/^/  /' >&2 || true
# Errors fail the test; warnings and notes are listed above for the reader.
lintian --tag-display-limit 0 --fail-on error "$deb" >/dev/null 2>&1 || fail "lintian reports errors (above)"
cache="$root/build-deb/bookworm-minbase.tar"

work=$(mktemp -d /var/tmp/mazesheet-deb-test.XXXXXX)
target="$work/root"
cleanup() {
  umount "$target/proc" 2>/dev/null || true
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT
in_root() {
  chroot "$target" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"
}

mkdir -p "$target" "$(dirname "$cache")"
if [[ -f "$cache" ]]; then
  step "unpacking the clean Debian 12 root kept in $cache"
  tar -C "$target" -xf "$cache"
else
  step "making a clean Debian 12 root: debootstrap --variant=minbase bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$target" "$mirror" > "$work/debootstrap.log" 2>&1 ||
    { tail -n 20 "$work/debootstrap.log" >&2; fail "debootstrap"; }
  tar -C "$target" -cf "$cache.tmp" . && mv "$cache.tmp" "$cache"
fi
cp /etc/resolv.conf "$target/etc/resolv.conf"
mount -t proc proc "$target/proc"
step "apt-get update in the root"
in_root apt-get update -qq

# Every file of the root but the kernel's, the temporary ones and apt's
# downloads, logs, package lists and record of automatic installs (which
# apt makes on the first install and keeps, empty, after autoremove).
files() {
  in_root find / -xdev \( -path /proc -o -path /sys -o -path /dev -o -path /tmp -o -path /run -o -path /var/log \
    -o -path /var/cache/apt -o -path /var/lib/apt/lists -o -path /var/lib/apt/extended_states \) -prune -o -print |
    LC_ALL=C sort
}
files > "$work/before"
in_root dpkg-query -W -f='${Package}\n' | LC_ALL=C sort > "$work/packages"

step "apt install ./$name"
cp "$deb" "$target/tmp/$name"
in_root apt-get install -y -qq --no-install-recommends "/tmp/$name" > "$work/install.log" 2>&1 ||
  { cat "$work/install.log" >&2; fail "apt install ./$name"; }
rm "$target/tmp/$name"
files > "$work/installed"
packages() { in_root dpkg-query -W -f='${Package}\n' | LC_ALL=C sort; }
echo "test-deb: the install added $(comm -13 "$work/before" "$work/installed" | wc -l) files and folders," \
  "and the packages: $(comm -13 "$work/packages" <(packages) | tr '\n' ' ')" >&2

step "the installed program"
said=$(in_root mazesheet --version)
[[ $(head -n 1 <<<"$said") == "mazesheet $version" ]] || fail "mazesheet --version: $said"
[[ $(tr '\n' ' ' <<<"$said") == *"MIT licence"*"belong to whoever made them, with no conditions."* ]] ||
  fail "mazesheet --version does not give the licence: $said"
grep -q '^License: Expat$' "$target/usr/share/doc/mazesheet/copyright" &&
  grep -q '^ MIT License$' "$target/usr/share/doc/mazesheet/copyright" ||
  fail "/usr/share/doc/mazesheet/copyright does not give the MIT licence"
for file in /usr/bin/mazesheet /usr/share/man/man1/mazesheet.1.gz /usr/share/bash-completion/completions/mazesheet \
            /usr/share/mazesheet/templates/class-set.toml /usr/share/mazesheet/templates/masks/heart.txt \
            /usr/share/doc/mazesheet/copyright; do
  in_root dpkg -S "$file" > /dev/null || fail "$file is not in the package"
done
module=$(cd "$target" && ls usr/lib/*/mazesheet/mazesheet-pdf.so 2>/dev/null) || fail "the PDF module is not installed"
in_root dpkg -S "/$module" > /dev/null || fail "/$module is not in the package"
in_root mazesheet -q --seed 1 -s 10x10 -o /tmp/deb.pdf || fail "the installed program cannot write a PDF"
templates=$(in_root mazesheet --list-templates | cut -f1 | tr '\n' ' ')
[[ "$templates" == *small* && "$templates" == *class-set* ]] || fail "--list-templates: $templates"
masks=$(in_root mazesheet --list-masks | wc -l)
((masks >= 10)) || fail "--list-masks lists $masks masks"
if command -v groff >/dev/null; then
  zcat "$target/usr/share/man/man1/mazesheet.1.gz" | groff -man -Tutf8 -ww -z 2>&1 | { ! grep .; } || fail "the manual page"
fi
completed=$(in_root bash -c 'source /usr/share/bash-completion/completions/mazesheet
  COMP_WORDS=(mazesheet --mask he); COMP_CWORD=2; _mazesheet; echo "${COMPREPLY[*]}"')
[[ "$completed" == "heart" ]] || fail "completion of --mask he: '$completed'"

step "README's commands with the installed program"
python3 "$root/tests/cli/test_readme.py" --chroot "$target" - "$root/README.md" > "$work/readme.log" 2>&1 ||
  { cat "$work/readme.log" >&2; fail "README's commands"; }
grep -E '^(ok|skip) +line ' "$work/readme.log" | sed 's/^/  /' >&2

step "apt purge mazesheet, apt autoremove --purge"
in_root apt-get purge -y -qq mazesheet > "$work/purge.log" 2>&1 || { cat "$work/purge.log" >&2; fail "apt purge"; }
in_root apt-get autoremove --purge -y -qq >> "$work/purge.log" 2>&1 || { cat "$work/purge.log" >&2; fail "autoremove"; }
files > "$work/after"
if ! diff "$work/before" "$work/after" > "$work/left"; then
  sed 's/^/  /' "$work/left" >&2
  fail "the root's files differ from before the install (< before, > after)"
fi
step "passed: installed, used and removed without a trace ($(wc -l < "$work/before") files compared)"
