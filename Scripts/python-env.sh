# Sourced by the scripts that run Python with packages of its own (the browser test: Playwright;
# the load test: aiohttp). Makes, once, a virtual environment in .venv/ (git ignores it) and
# installs the packages named into it, never into the system's Python: Debian's own python3
# refuses that (PEP 668, "externally-managed-environment"). Safe to run again: what is there is
# kept.
#
#   . Scripts/python-env.sh
#   python_with playwright        # sets $python to the environment's interpreter
# shellcheck shell=bash

python_env=.venv

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# python_with PACKAGE...: the environment, with every PACKAGE importable; $python runs it.
python_with() {
  if [ ! -x "$python_env/bin/python" ]; then
    echo "== Making a Python environment in $python_env"
    rm -rf "$python_env"
    if ! python3 -m venv "$python_env" 2>/dev/null; then
      # Debian's python3 makes environments only with its python3-venv package.
      rm -rf "$python_env"
      as_root apt-get update
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y python3-venv
      python3 -m venv "$python_env"
    fi
  fi
  python="$python_env/bin/python"
  local package
  for package in "$@"; do
    if ! "$python" -c "import $package" 2>/dev/null; then
      echo "== Installing $package for Python (pip, into $python_env)"
      "$python" -m pip install --quiet "$package"
    fi
  done
}
