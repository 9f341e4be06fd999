# Sourced by the scripts that test a running playground (browser-test.sh, load-test.sh):
#   serve_in_background ENCIRCLE_BINARY WORK_FOLDER
# starts `encircle serve` on a free loopback port with a database in WORK_FOLDER, logs to
# WORK_FOLDER/server.log, waits until it answers, and sets `server_pid` and `server_url`.
# `stop_server` stops it (call it from an EXIT trap).

server_pid=""
server_url=""

serve_in_background() {
  local encircle=$1 work=$2
  "$encircle" serve --host 127.0.0.1 --port 0 --database "$work/recordings.sqlite" >"$work/server.log" 2>&1 &
  server_pid=$!
  # The server prints "Encircle playground: http://127.0.0.1:PORT/" once it listens.
  local _
  for _ in $(seq 1 300); do
    server_url=$(sed -n 's|.*Encircle playground: \(http://[^ ]*\).*|\1|p' "$work/server.log" | head -n 1)
    [ -n "$server_url" ] && break
    if ! kill -0 "$server_pid" 2>/dev/null; then
      echo "encircle serve exited before it was ready:" >&2
      cat "$work/server.log" >&2
      return 1
    fi
    sleep 0.1
  done
  if [ -z "$server_url" ]; then
    echo "encircle serve did not print its address within 30 s:" >&2
    cat "$work/server.log" >&2
    return 1
  fi
  for _ in $(seq 1 100); do
    if python3 -c 'import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)' "$server_url" 2>/dev/null; then
      return 0
    fi
    sleep 0.1
  done
  echo "encircle serve at $server_url does not answer:" >&2
  cat "$work/server.log" >&2
  return 1
}

stop_server() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
}
