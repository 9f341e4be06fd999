#!/usr/bin/env bash
# Measures what exporting many recordings costs the playground server: builds the release CLI,
# starts `encircle serve` on a free loopback port with a temporary database, fills the database
# with RECORDINGS real strokes of the $1 study (Data/dollar1-s02-s06.json, over and over; written
# straight into the table the server made, which takes seconds where 70,000 POSTs take minutes),
# downloads GET /api/strokes/export DOWNLOADS times at once, checks every archive with Python's
# zipfile (one entry per recording, testzip() finds no bad CRC) and reports the server's peak
# resident memory (VmHWM). Exits 1 when an archive is wrong or the peak passes LIMIT_MB.
#
#   Scripts/export-memory-test.sh                 # 70,000 recordings, one download, limit 200 MB
#   Scripts/export-memory-test.sh 70000 4 300     # four downloads at once, limit 300 MB
set -euo pipefail
cd "$(dirname "$0")/.."
. Scripts/serve-in-background.sh

recordings=${1:-70000}
downloads=${2:-1}
limit_mb=${3:-200}

swift build --package-path Tools -c release --product encircle
encircle="$(swift build --package-path Tools -c release --show-bin-path)/encircle"

work=$(mktemp -d)
trap 'stop_server; rm -rf "$work"' EXIT
# The server makes the database and its table; the recordings go in behind its back.
serve_in_background "$encircle" "$work"

python3 - "$work" "$server_url" "$server_pid" "$recordings" "$downloads" "$limit_mb" <<'PYTHON'
import json, os, sqlite3, sys, threading, time, urllib.request, zipfile

work, url, pid, recordings, downloads, limit_mb = sys.argv[1:3] + [int(a) for a in sys.argv[3:]]

def peak_mb():
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    raise SystemExit(f"no VmHWM in /proc/{pid}/status")

with open("Data/dollar1-s02-s06.json") as data:
    strokes = json.load(data)["strokes"]
rows = []
for index in range(recordings):
    stroke = strokes[index % len(strokes)]
    samples = [{"x": x, "y": y, "t": t} for x, y, t in stroke["points"]]
    rows.append((stroke["label"], "2026-01-01T00:00:00.000Z", None, len(samples),
                 json.dumps(samples, separators=(",", ":")).encode()))
started = time.monotonic()
with sqlite3.connect(f"{work}/recordings.sqlite", timeout=30) as database:
    database.executemany(
        "INSERT INTO stroke (label, createdAt, verdict, pointCount, points) VALUES (?, ?, ?, ?, ?)", rows)
points = sum(row[3] for row in rows)
print(f"database: {recordings:,} recordings, {points:,} points, filled in {time.monotonic() - started:.1f} s")
print(f"server peak before the export: {peak_mb():.1f} MB")

results = [None] * downloads
def download(number):
    path = f"{work}/export-{number}.zip"
    begun = time.monotonic()
    with urllib.request.urlopen(f"{url}api/strokes/export", timeout=600) as response, open(path, "wb") as file:
        while chunk := response.read(1 << 20):
            file.write(chunk)
    results[number] = (path, time.monotonic() - begun)

threads = [threading.Thread(target=download, args=(number,)) for number in range(downloads)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join()
peak = peak_mb()

failed = False
for number, result in enumerate(results):
    if result is None:
        print(f"download {number + 1}: failed (see above)")
        failed = True
        continue
    path, seconds = result
    with zipfile.ZipFile(path) as archive:
        entries, bad = len(archive.infolist()), archive.testzip()
    size = os.path.getsize(path)
    ok = entries == recordings and bad is None
    failed |= not ok
    print(f"download {number + 1}: {size / 1e6:.1f} MB in {seconds:.1f} s, {entries:,} entries, "
          f"testzip: {bad}, {'ok' if ok else 'WRONG'}")
print(f"server peak during {downloads} export(s): {peak:.1f} MB (limit {limit_mb} MB)")
if peak >= limit_mb:
    print("FAIL: the peak passes the limit")
    failed = True
sys.exit(1 if failed else 0)
PYTHON
