#!/usr/bin/env bash
# The environment ./run.sh plays from, .venv-run: the package installed as a wheel, the
# compiled build (mypyc) wherever a C compiler is found, with the extras in $1 (default
# "cli,server").  The wheel is kept in .wheels/<hash of the sources>/, so a second start,
# or a start after switching back to sources built before, installs nothing or reinstalls
# in seconds; only changed sources are compiled again.  Says one line while it works;
# pip's own output appears only on an error.  The development environment (.venv,
# scripts/venv.sh) stays editable and interpreted.
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-cli,server}"
py="${PYTHON:-python3}"
venv=.venv-run
hash="$(cat setup.py build_backend.py pyproject.toml MANIFEST.in \
  $(find src -type f -not -path '*/__pycache__/*' -not -path '*.egg-info/*' | LC_ALL=C sort) \
  | sha256sum | cut -c1-16)"
cc_name() { local cc="${CC:-cc}"; echo "${cc%% *}"; }
# What the wheel is to be: compiled unless BANG_MYPYC=0 or no C compiler is found (a
# compiler installed later gives a new cache entry, so the compiled build then).
if [ "${BANG_MYPYC:-}" != 0 ] && command -v "$(cc_name)" >/dev/null 2>&1; then
  wanted=compiled
else
  wanted=pure
fi
stamp="$venv/.installed-$hash-$wanted-$extras"
if [ -x "$venv/bin/bang" ] && [ -f "$stamp" ]; then
  exit 0
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
fail() { cat "$log" >&2; echo "$1" >&2; exit 1; }
if [ ! -x "$venv/bin/python" ]; then
  "$py" -m venv "$venv" || fail "could not create $venv (is python3-venv installed?)"
  "$venv/bin/python" -m pip install -qq --upgrade pip >/dev/null 2>&1 || true
fi
cache=".wheels/$hash-$wanted"
wheel="$(ls "$cache"/bang-*.whl 2>/dev/null | head -n 1 || true)"
if [ -z "$wheel" ]; then
  if [ "$wanted" = compiled ]; then
    echo "building the compiled engines (mypyc), a few minutes the first time..." >&2
  else
    echo "no C compiler found: installing the pure-Python build (about half the speed)" >&2
  fi
  mkdir -p "$cache"
  BANG_MYPYC="$([ "$wanted" = compiled ] && echo 1 || echo 0)" \
    "$venv/bin/python" -m pip wheel -q --no-deps -w "$cache" . >"$log" 2>&1 \
    || { rm -rf "$cache"; fail "building the bang wheel failed (see above)"; }
  wheel="$(ls "$cache"/bang-*.whl | head -n 1)"
  # Older sources' wheels are only a cache: keep the last few.
  ls -dt .wheels/*-* 2>/dev/null | grep -v '^.wheels/deps$' | tail -n +6 | xargs -r rm -rf
else
  echo "installing the cached bang build..." >&2
fi
"$venv/bin/python" -m pip install -qq --force-reinstall --no-deps "$wheel" >"$log" 2>&1 \
  || fail "installing $wheel failed (see above)"
"$venv/bin/python" -m pip install -qq "$wheel[$extras]" >"$log" 2>&1 \
  || fail "installing the dependencies of bang[$extras] failed (see above)"
if [ "$wanted" = compiled ] && ! "$venv/bin/python" -c 'import sys; from bang.core.build import is_compiled
sys.exit(0 if is_compiled() else 1)' 2>/dev/null; then
  echo "compiling failed: running the pure-Python build (pip wheel -v . shows why)" >&2
fi
rm -f "$venv"/.installed-*
touch "$stamp"
