#!/usr/bin/env bash
# The playground in a real browser: installs Chromium and Playwright if missing
# (Scripts/install-browser.sh), builds the CLI if it is not built, starts `encircle serve` on a
# free loopback port with a temporary database, runs Tools/Tests/Browser/playground_test.py
# against it, and stops the server whatever happens.
#
#   Scripts/browser-test.sh                       # the test; the screenshot goes to a temp folder
#   Scripts/browser-test.sh --update-screenshot   # also rewrites Guides/playground.png
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-browser.sh

encircle=Tools/.build/debug/encircle
if [ ! -x "$encircle" ]; then
  swift build --package-path Tools
fi

work=$(mktemp -d)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

"$encircle" serve --host 127.0.0.1 --port 0 --database "$work/recordings.sqlite" >"$work/server.log" 2>&1 &
server_pid=$!

# The server prints "Encircle playground: http://127.0.0.1:PORT/" once it listens.
url=""
for _ in $(seq 1 300); do
  url=$(grep -o 'Encircle playground: http://[^ ]*' "$work/server.log" | head -n 1 | sed 's/^Encircle playground: //' || true)
  [ -n "$url" ] && break
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "encircle serve exited before it was ready:" >&2
    cat "$work/server.log" >&2
    exit 1
  fi
  sleep 0.1
done
if [ -z "$url" ]; then
  echo "encircle serve did not print its address within 30 s:" >&2
  cat "$work/server.log" >&2
  exit 1
fi
ready=""
for _ in $(seq 1 100); do
  if python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)' "$url" 2>/dev/null; then
    ready=yes
    break
  fi
  sleep 0.1
done
if [ -z "$ready" ]; then
  echo "encircle serve at $url does not answer:" >&2
  cat "$work/server.log" >&2
  exit 1
fi

status=0
python3 Tools/Tests/Browser/playground_test.py --url "$url" "$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "-- server log (last 40 lines)" >&2
  tail -n 40 "$work/server.log" >&2
fi
exit "$status"
