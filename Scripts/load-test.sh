#!/usr/bin/env bash
# Builds the release CLI, starts `encircle serve` on a free loopback port with a temporary
# database, runs Scripts/load-test.py against it (arguments are passed on, e.g. --seconds 10),
# and stops the server whatever happens. The server's log (a line per request) goes to a file.
#
#   Scripts/load-test.sh                # 60 s, 64 connections, 4 live sessions
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/serve-in-background.sh
. Scripts/python-env.sh
python_with aiohttp

swift build --package-path Tools -c release --product encircle
encircle="$(swift build --package-path Tools -c release --show-bin-path)/encircle"

work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
serve_in_background "$encircle" "$work"

echo "machine: $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(nproc) cores"
"$python" Scripts/load-test.py --url "$server_url" --pid "$server_pid" "$@"
