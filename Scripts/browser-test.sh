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
. Scripts/serve-in-background.sh

. Scripts/install-browser.sh

# ENCIRCLE_SCRATCH: the build folder Scripts/test.sh shares between the packages; else Tools'
# own. The binary is built when missing.
scratch=${ENCIRCLE_SCRATCH:-Tools/.build}
encircle=$scratch/debug/encircle
if [ ! -x "$encircle" ]; then
  swift build --quiet --package-path Tools --scratch-path "$scratch" --disable-build-manifest-caching
fi

work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
serve_in_background "$encircle" "$work"

status=0
"$python" Tools/Tests/Browser/playground_test.py --url "$server_url" "$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "-- server log (last 40 lines)" >&2
  tail -n 40 "$work/server.log" >&2
fi
exit "$status"
