#!/usr/bin/env python3
"""Load test for `encircle serve`, on loopback only, bounded in time and in requests.

  Scripts/load-test.py --url http://127.0.0.1:PORT/ [--pid SERVER_PID] [--seconds 60]
                       [--connections 64] [--live-sessions 4] [--max-requests 2000000]
                       [--heavy-posters 0] [--idle-connections 0] [--slow-connections 0]

(`Scripts/load-test.sh` builds the release binary, starts the server on a free loopback port
with a temporary database and runs this against it.)

`--connections` workers each send requests one after another, with real strokes from
Data/dollar1-s02-s06.json: `POST /api/detect` with a detector picked at random among encircle,
sadun, lamarche and dollar1 (80%), `POST /api/shapes` (15%) and saves, `POST /api/strokes`
(5%). About 5% of the requests are deliberately bad: malformed JSON (400 expected) or a body
over 1 MiB (413 expected). Meanwhile `--live-sessions` WebSocket clients stream strokes to
/api/live in chunks, as a browser does, and check the messages they get back.

Hostile clients, on top: `--heavy-posters` clients each post the largest stroke the limits
allow (100,000 points in just under 1 MiB) to /api/shapes and /api/detect, as fast as the
server answers; `--idle-connections` connections send nothing and `--slow-connections` send a
byte a second of a request head that never ends, each opened again as soon as the server
closes it. Every 0.5 s a probe opens a new connection and times one request, to show that new
clients are served whatever the hostile ones do.

Encircle's verdicts are checked against the strokes' labels: on this data it accepts every
circle and nothing else, so any disagreement is an error. Reports requests per second, p50 and
p99 latency of the valid requests, every unexpected status or failure, and the server's
resident memory (VmRSS, from /proc/PID/status) before and after. Exits 1 when anything
unexpected happened.
"""

import argparse
import asyncio
import ipaddress
import json
import math
import os
import random
import resource
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

REPOSITORY = Path(__file__).resolve().parents[1]
DETECTORS = ["encircle", "sadun", "lamarche", "dollar1"]
# The detector whose verdicts this data set pins down (150 of 150 circles, 0 of 2,250 others).
CHECKED_DETECTOR = "encircle"
ONE_MEBIBYTE = 1 << 20
BAD_SHARE = 0.05
LIVE_CHUNK = 8


def ensure_aiohttp():
    try:
        import aiohttp  # noqa: F401
    except ImportError:
        print("== Installing aiohttp (pip)", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "aiohttp"], check=True)


def loopback_only(url):
    """The host must be a loopback address literal (127.0.0.0/8, ::1) or `localhost`; nothing is
    looked up, so no name can lead elsewhere."""
    parts = urlsplit(url)
    if parts.scheme != "http" or not parts.hostname or not parts.port:
        raise SystemExit(f"load-test: --url must be http://HOST:PORT/, not {url!r}")
    host = parts.hostname
    if host == "localhost":
        return f"http://127.0.0.1:{parts.port}"
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        raise SystemExit(f"load-test: refusing {host!r}: give a loopback address such as 127.0.0.1") from None
    if not address.is_loopback:
        raise SystemExit(f"load-test: refusing {host!r}: only loopback addresses are allowed")
    return f"http://[{host}]:{parts.port}" if address.version == 6 else f"http://{host}:{parts.port}"


def resident_memory(pid):
    """VmRSS and VmHWM in MiB, or None when the process cannot be read."""
    if pid is None:
        return None
    try:
        fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    except OSError:
        return None

    def mebibytes(key):
        value = fields.get(key, "").split()
        return int(value[0]) / 1024 if value else None

    return {"rss": mebibytes("VmRSS"), "peak": mebibytes("VmHWM")}


def cpu_seconds(pid):
    """User plus system CPU time of a process, in seconds (None when it cannot be read)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        return (int(fields[11]) + int(fields[12])) / ticks  # utime and stime
    except (OSError, IndexError, ValueError, TypeError):
        return None


def load_strokes(path):
    data = json.loads(Path(path).read_text())
    strokes = []
    for stroke in data["strokes"]:
        points = [{"x": p[0], "y": p[1], "t": p[2]} for p in stroke["points"]]
        strokes.append({"file": stroke["file"], "isCircle": stroke["label"] == "circle", "points": points})
    return strokes


class Tally:
    def __init__(self):
        self.latencies = []  # seconds, valid requests answered 200
        self.sent = Counter()  # kind -> requests sent
        self.unexpected = Counter()  # "kind: what" -> count
        self.examples = {}
        self.disagreements = 0
        self.live_strokes = 0
        self.live_messages = 0
        self.heavy_latencies = []
        self.probe_latencies = []
        self.hostile_opened = 0
        self.hostile_closed = 0

    def problem(self, key, example):
        self.unexpected[key] += 1
        self.examples.setdefault(key, example)


def percentile(sorted_values, share):
    if not sorted_values:
        return float("nan")
    index = min(len(sorted_values) - 1, max(0, round(share * (len(sorted_values) - 1))))
    return sorted_values[index]


async def http_worker(session, base, strokes, tally, deadline, budget, rng):
    import aiohttp

    malformed = b'{"points": [{"x": 1, "y": 2, "t": 0}, '  # cut off: not JSON
    oversize = b'{"points": [' + b" " * (ONE_MEBIBYTE + 1024) + b"]}"
    while time.monotonic() < deadline and budget.take():
        roll = rng.random()
        route, detector = "/api/detect", None
        if roll < BAD_SHARE / 2:
            kind, body, expected = "malformed", malformed, 400
        elif roll < BAD_SHARE:
            kind, body, expected = "oversize", oversize, 413
        else:
            stroke = rng.choice(strokes)
            route_roll = rng.random()
            if route_roll < 0.80:
                detector = rng.choice(DETECTORS)
                kind, expected = "valid", 200
                body = json.dumps({"points": stroke["points"], "detector": detector}).encode()
            elif route_roll < 0.95:
                route, kind, expected = "/api/shapes", "shapes", 200
                body = json.dumps({"points": stroke["points"]}).encode()
            else:
                route, kind, expected = "/api/strokes", "save", 201
                body = json.dumps({"points": stroke["points"], "label": "load"}).encode()
        tally.sent[kind] += 1
        started = time.perf_counter()
        try:
            async with session.post(base + route, data=body, headers={"content-type": "application/json"}) as response:
                payload = await response.read()
                status = response.status
        except (aiohttp.ClientError, asyncio.TimeoutError) as error:
            tally.problem(f"{kind}: {type(error).__name__}", str(error))
            continue
        elapsed = time.perf_counter() - started
        if status != expected:
            tally.problem(f"{kind}: HTTP {status}", payload[:200].decode("utf-8", "replace"))
            continue
        try:
            answer = json.loads(payload)
        except ValueError:
            tally.problem(f"{kind}: answer is not JSON", payload[:200].decode("utf-8", "replace"))
            continue
        if kind in ("malformed", "oversize"):
            if not isinstance(answer, dict) or not isinstance(answer.get("error"), str):
                tally.problem(f"{kind}: no {{\"error\": ...}} in the answer", payload[:200].decode())
            continue
        tally.latencies.append(elapsed)
        if kind != "valid":
            continue
        if answer.get("detector") != detector or not isinstance(answer.get("isCircle"), bool):
            tally.problem("valid: answer without isCircle or for another detector", payload[:200].decode())
        elif detector == CHECKED_DETECTOR and answer["isCircle"] != stroke["isCircle"]:
            tally.disagreements += 1
            tally.examples.setdefault("disagreement", f"{stroke['file']}: {answer.get('rejection')}")


async def live_worker(session, base, strokes, tally, deadline, rng):
    """Streams whole strokes over /api/live, as the page does, and checks every message."""
    import aiohttp

    url = base.replace("http://", "ws://") + "/api/live"
    while time.monotonic() < deadline:
        try:
            async with session.ws_connect(url, max_msg_size=ONE_MEBIBYTE * 4) as ws:
                while time.monotonic() < deadline:
                    stroke = rng.choice(strokes)
                    detector = CHECKED_DETECTOR if rng.random() < 0.75 else rng.choice(DETECTORS)
                    await live_stroke(ws, stroke, detector, tally)
        except (aiohttp.ClientError, asyncio.TimeoutError, ConnectionError) as error:
            tally.problem(f"live: {type(error).__name__}", str(error))
            await asyncio.sleep(0.1)


async def live_stroke(ws, stroke, detector, tally):
    import aiohttp

    async def receive():
        message = await asyncio.wait_for(ws.receive(), timeout=30)
        if message.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"socket message {message.type.name} {message.data!r} {message.extra!r}")
        tally.live_messages += 1
        return json.loads(message.data)

    await ws.send_str(json.dumps({"type": "begin", "detector": detector}))
    failed = False
    points = stroke["points"]
    for start in range(0, len(points), LIVE_CHUNK):
        await ws.send_str(json.dumps({"type": "samples", "points": points[start : start + LIVE_CHUNK]}))
        if detector == CHECKED_DETECTOR and not failed:
            message = await receive()
            if message.get("type") == "failed":
                failed = True
                if stroke["isCircle"]:
                    tally.problem("live: a circle failed while drawn", f"{stroke['file']}: {message}")
            elif message.get("type") != "progress" or not 0 <= message.get("progress", -1) <= 1:
                tally.problem("live: expected progress", f"{stroke['file']}: {message}")
    await ws.send_str(json.dumps({"type": "end"}))
    verdict = await receive()
    tally.live_strokes += 1
    if verdict.get("type") != "verdict" or verdict.get("detector") != detector:
        tally.problem("live: expected the verdict", f"{stroke['file']}: {str(verdict)[:200]}")
    elif detector == CHECKED_DETECTOR:
        if verdict.get("isCircle") != stroke["isCircle"]:
            tally.disagreements += 1
            tally.examples.setdefault("disagreement", f"{stroke['file']} (live): {verdict.get('rejection')}")
        if failed and verdict.get("isCircle"):
            tally.problem("live: failed while drawn, then accepted", stroke["file"])


def heaviest_stroke():
    """The largest stroke the server's limits allow: 100,000 points (the most a stroke may have)
    written as `[x,y]` arrays, just under the 1 MiB body limit: a spiral, so that every
    recognizer works through all of it."""
    points = []
    for index in range(100_000):
        angle = index * 0.01
        radius = 50 + index * 0.004
        points.append(f"[{round(500 + radius * math.cos(angle))},{round(500 + radius * math.sin(angle))}]")
    body = ('{"points":[' + ",".join(points) + "]}").encode()
    assert len(body) < ONE_MEBIBYTE, len(body)
    return body


async def heavy_poster(session, base, body, tally, deadline):
    """Posts the heaviest stroke, to /api/shapes and /api/detect in turn, as fast as answered."""
    import aiohttp

    routes = ["/api/shapes", "/api/detect"]
    sent = 0
    while time.monotonic() < deadline:
        route = routes[sent % 2]
        sent += 1
        started = time.perf_counter()
        try:
            async with session.post(base + route, data=body, headers={"content-type": "application/json"}) as response:
                await response.read()
                status = response.status
        except (aiohttp.ClientError, asyncio.TimeoutError) as error:
            tally.problem(f"heavy: {type(error).__name__}", str(error))
            continue
        if status != 200:
            tally.problem(f"heavy: HTTP {status}", route)
            continue
        tally.heavy_latencies.append(time.perf_counter() - started)


async def hostile_connection(host, port, tally, deadline, slow):
    """Holds one connection open that sends nothing (or a byte a second of a head that never
    ends), and opens another each time the server closes it."""
    head = b"GET / HTTP/1.1\r\nHost: " + host.encode() + b"\r\nX-Slow: " + b"a" * 100_000
    while time.monotonic() < deadline:
        try:
            reader, writer = await asyncio.open_connection(host, port)
        except OSError as error:
            tally.problem(f"hostile: cannot connect ({type(error).__name__})", str(error))
            await asyncio.sleep(1)
            continue
        tally.hostile_opened += 1
        try:
            sent = 0
            while time.monotonic() < deadline:
                if slow:
                    writer.write(head[sent : sent + 1])
                    sent += 1
                    await writer.drain()
                try:
                    data = await asyncio.wait_for(reader.read(1024), timeout=1)
                except asyncio.TimeoutError:
                    continue
                if not data:  # closed by the server
                    tally.hostile_closed += 1
                    break
        except OSError:
            tally.hostile_closed += 1
        finally:
            writer.close()


async def probe(base, tally, deadline):
    """Every 0.5 s, one request on a new connection: the time a new client waits."""
    import aiohttp

    while time.monotonic() < deadline:
        started = time.perf_counter()
        try:
            async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=30)) as session:
                async with session.get(base + "/api/strokes/0") as response:
                    await response.read()
                    if response.status != 404:
                        tally.problem(f"probe: HTTP {response.status}", "")
        except (aiohttp.ClientError, asyncio.TimeoutError) as error:
            tally.problem(f"probe: {type(error).__name__}", str(error))
        else:
            tally.probe_latencies.append(time.perf_counter() - started)
        await asyncio.sleep(0.5)


class Budget:
    """The cap on requests, shared by the workers."""

    def __init__(self, limit):
        self.left = limit

    def take(self):
        if self.left <= 0:
            return False
        self.left -= 1
        return True


async def run(arguments, base, strokes):
    import aiohttp

    tally = Tally()
    rng = random.Random(arguments.seed)
    budget = Budget(arguments.max_requests)
    connector = aiohttp.TCPConnector(limit=arguments.connections + arguments.live_sessions + arguments.heavy_posters)
    timeout = aiohttp.ClientTimeout(total=30)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        started = time.monotonic()
        deadline = started + arguments.seconds
        parts = urlsplit(base)
        hostile = [
            hostile_connection(parts.hostname, parts.port, tally, deadline, slow=index < arguments.slow_connections)
            for index in range(arguments.idle_connections + arguments.slow_connections)
        ]
        heavy_body = heaviest_stroke() if arguments.heavy_posters else b""
        workers = [
            http_worker(session, base, strokes, tally, deadline, budget, random.Random(rng.random()))
            for _ in range(arguments.connections)
        ]
        workers += [
            live_worker(session, base, strokes, tally, deadline, random.Random(rng.random()))
            for _ in range(arguments.live_sessions)
        ]
        workers += [heavy_poster(session, base, heavy_body, tally, deadline) for _ in range(arguments.heavy_posters)]
        workers += hostile + [probe(base, tally, deadline)]
        # Bounded even if the server stops answering: each request times out after 30 s.
        await asyncio.wait_for(asyncio.gather(*workers), timeout=arguments.seconds + 60)
        elapsed = time.monotonic() - started
    return tally, elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="the server, http://127.0.0.1:PORT/ (loopback only)")
    parser.add_argument("--pid", type=int, help="the server's process id, for its resident memory")
    parser.add_argument("--seconds", type=float, default=60, help="how long to run (default 60)")
    parser.add_argument("--connections", type=int, default=64, help="concurrent HTTP connections (default 64)")
    parser.add_argument("--live-sessions", type=int, default=4, help="concurrent WebSocket sessions (default 4)")
    parser.add_argument("--max-requests", type=int, default=2_000_000, help="cap on HTTP requests (default 2,000,000)")
    parser.add_argument("--data", default=str(REPOSITORY / "Data" / "dollar1-s02-s06.json"), help="strokes to send")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--heavy-posters", type=int, default=0, help="clients posting the largest stroke (default 0)")
    parser.add_argument("--idle-connections", type=int, default=0, help="connections that send nothing (default 0)")
    parser.add_argument("--slow-connections", type=int, default=0, help="connections sending a byte a second (default 0)")
    arguments = parser.parse_args()
    if not 0 < arguments.seconds <= 3600:
        parser.error(f"--seconds must be in (0, 3600], not {arguments.seconds}")
    if not 1 <= arguments.connections <= 1024 or not 0 <= arguments.live_sessions <= 64:
        parser.error("--connections must be 1…1024 and --live-sessions 0…64")
    if arguments.max_requests < 1:
        parser.error("--max-requests must be at least 1")
    if not 0 <= arguments.heavy_posters <= 16:
        parser.error("--heavy-posters must be 0…16")
    if not 0 <= arguments.idle_connections + arguments.slow_connections <= 10_000:
        parser.error("--idle-connections and --slow-connections must be 0…10,000 together")
    wanted_files = arguments.idle_connections + arguments.slow_connections + arguments.connections + 256
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted_files:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted_files, hard), hard))
    base = loopback_only(arguments.url)
    ensure_aiohttp()
    strokes = load_strokes(arguments.data)

    before = resident_memory(arguments.pid)
    server_cpu_before = cpu_seconds(arguments.pid) if arguments.pid else None
    client_cpu_before = time.process_time()
    tally, elapsed = asyncio.run(run(arguments, base, strokes))
    client_cpu = time.process_time() - client_cpu_before
    server_cpu_after = cpu_seconds(arguments.pid) if arguments.pid else None
    after = resident_memory(arguments.pid)

    latencies = sorted(tally.latencies)
    total = sum(tally.sent.values())
    print(f"load test: {base}, {arguments.seconds:g} s, {arguments.connections} connections, "
          f"{arguments.live_sessions} live sessions, {len(strokes)} strokes")
    print(f"  requests:   {total} in {elapsed:.1f} s = {total / elapsed:.0f}/s "
          f"(detect {tally.sent['valid']}, shapes {tally.sent['shapes']}, saves {tally.sent['save']}, "
          f"malformed {tally.sent['malformed']}, oversize {tally.sent['oversize']})")
    print(f"  latency:    p50 {percentile(latencies, 0.5) * 1000:.1f} ms, p99 {percentile(latencies, 0.99) * 1000:.1f} ms "
          f"(valid requests)")
    print(f"  live:       {tally.live_strokes} strokes streamed, {tally.live_messages} messages received")
    if arguments.heavy_posters:
        heavy = sorted(tally.heavy_latencies)
        print(f"  heavy:      {len(heavy)} strokes of 100,000 points answered, p50 {percentile(heavy, 0.5) * 1000:.0f} ms, "
              f"p99 {percentile(heavy, 0.99) * 1000:.0f} ms")
    if hostile_count := arguments.idle_connections + arguments.slow_connections:
        print(f"  hostile:    {hostile_count} held open ({arguments.slow_connections} a byte a second): "
              f"{tally.hostile_opened} opened, {tally.hostile_closed} closed by the server")
    probes = sorted(tally.probe_latencies)
    print(f"  new client: {len(probes)} probes on new connections, p50 {percentile(probes, 0.5) * 1000:.1f} ms, "
          f"max {(probes[-1] if probes else float('nan')) * 1000:.1f} ms")
    print(f"  encircle disagreements with the labels: {tally.disagreements}")
    errors = sum(tally.unexpected.values())
    print(f"  unexpected: {errors}")
    for key, count in tally.unexpected.most_common():
        print(f"    {count} × {key}   e.g. {tally.examples[key][:160]}")
    if "disagreement" in tally.examples:
        print(f"    e.g. {tally.examples['disagreement'][:160]}")
    if before and after:
        print(f"  server memory (VmRSS): {before['rss']:.1f} MiB before, {after['rss']:.1f} MiB after "
              f"(peak {after['peak']:.1f} MiB)")
    else:
        print("  server memory: not measured (give --pid)")
    server_cpu = (
        f"server {server_cpu_after - server_cpu_before:.1f} s, "
        if server_cpu_before is not None and server_cpu_after is not None
        else ""
    )
    print(f"  CPU time: {server_cpu}this client {client_cpu:.1f} s, in {elapsed:.1f} s on {os.cpu_count()} cores")
    return 1 if errors or tally.disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
