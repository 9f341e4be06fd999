#!/usr/bin/env bash
# Builds the release CLI, starts `encircle serve` on a free loopback port with a temporary
# database, runs Scripts/load-test.py against it (arguments are passed on, e.g. --seconds 10),
# and stops the server whatever happens.
#
#   Scripts/load-test.sh                # 60 s, 64 connections, 4 live sessions
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --package-path Tools -c release --product encircle
encircle="$(swift build --package-path Tools -c release --show-bin-path)/encircle"

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

# The server logs a line per request: to a file, so that the terminal does not slow it down.
"$encircle" serve --host 127.0.0.1 --port 0 --database "$work/recordings.sqlite" >"$work/server.log" 2>&1 &
server_pid=$!

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
  echo "encircle serve did not print its address within 30 s" >&2
  exit 1
fi

echo "machine: $(lscpu | sed -n 's/^Model name: *//p' | head -n 1), $(nproc) cores"
python3 Scripts/load-test.py --url "$url" --pid "$server_pid" "$@"
