#!/usr/bin/env bash
# Installs what the playground's browser test needs, and nothing that is already there:
# Debian's Chromium (the test drives the system browser; Playwright's own browser download is
# not used) and Playwright for Python. Safe to run again.
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if [ ! -x /usr/bin/chromium ]; then
  echo "== Installing Chromium (apt-get)"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi

if ! python3 -c 'import playwright' 2>/dev/null; then
  echo "== Installing Playwright for Python (pip)"
  python3 -m pip install --quiet playwright
fi
