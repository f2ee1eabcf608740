#!/usr/bin/env bash
# The API reference site, from the docstrings (mkdocs.yml): built strictly, so that any
# warning (a broken link, a docstring griffe cannot read) fails the build.
#   bash scripts/docs.sh            build into site/ (open site/index.html)
#   bash scripts/docs.sh serve      preview on http://127.0.0.1:8001, rebuilt on every save
# Installs the docs extra into .venv first if it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/mkdocs ] || ! .venv/bin/python -c "import mkdocstrings_handlers.python" \
     >/dev/null 2>&1; then
  bash scripts/venv.sh docs
fi
if [ "${1:-build}" = "serve" ]; then
  exec .venv/bin/mkdocs serve --strict --dev-addr 127.0.0.1:8001
fi
.venv/bin/mkdocs build --strict --site-dir "${SITE_DIR:-site}"
echo "the API reference is in ${SITE_DIR:-site}/index.html" >&2
