#!/usr/bin/env bash
# Installs what the playground's browser test needs, and nothing that is already there:
# Debian's Chromium (the test drives the system browser; Playwright's own browser download is
# not used) and Playwright for Python, in the project's Python environment (.venv/, see
# Scripts/python-env.sh). Safe to run again. Sourced by Scripts/browser-test.sh, which then runs
# the test with $python.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
. Scripts/python-env.sh

if [ ! -x /usr/bin/chromium ]; then
  echo "== Installing Chromium (apt-get)"
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi

python_with playwright
