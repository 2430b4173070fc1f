#!/usr/bin/env bash
# Makes a minimal Debian root (debootstrap --variant=minbase) for the static-binary test: the base
# system only, no Swift, no toolchain. The mirror and release are this machine's own apt sources, so
# it needs nothing apt itself could not reach. Idempotent: an existing, complete root is kept.
#
#   scripts/make-chroot.sh [DIR]    # default /tmp/ulinks-chroot; prints DIR
set -euo pipefail

dir="${1:-${ULINKS_CHROOT_DIR:-/tmp/ulinks-chroot}}"
if [[ -x "$dir/bin/sh" && -f "$dir/.ulinks-chroot-complete" ]]; then echo "$dir"; exit 0; fi

command -v debootstrap >/dev/null || {
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
}

# The first Debian archive apt is configured with (deb822 .sources or a one-line sources.list).
mirror="$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null \
    | grep -v -- '-security' | head -n 1 || true)"
if [[ -z "$mirror" ]]; then
    mirror="$(awk '$1 == "deb" && $2 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)"
fi
suite="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
[[ -n "$mirror" && -n "$suite" ]] || { echo "make-chroot: no Debian mirror or release in apt's sources" >&2; exit 1; }

rm -rf "$dir"
mkdir -p "$dir"
debootstrap --variant=minbase "$suite" "$dir" "$mirror" >&2
touch "$dir/.ulinks-chroot-complete"
echo "$dir"
