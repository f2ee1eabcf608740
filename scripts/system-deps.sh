#!/usr/bin/env bash
# Install, idempotently, the system packages some tests talk to for real: PostgreSQL (the
# server's storage tests start a throwaway cluster) and Chromium with the fonts its
# screenshots need (the browser tests).  Already installed: ~0.02 s.  As root on a fresh
# Debian machine: one apt-get run.  Not root and something missing: say so; the tests that
# need it then skip with a reason (and fail under CI=true, so CI cannot pass without them).
set -euo pipefail
packages=(postgresql chromium fonts-noto-color-emoji fonts-noto-cjk)
command -v dpkg-query >/dev/null 2>&1 || { echo "system-deps: not a Debian system; skipping" >&2; exit 0; }
need=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "system-deps: missing ${need[*]} (run as root to install); the tests that need them will skip" >&2
  exit 0
fi
echo "system-deps: installing ${need[*]} ..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
