#!/usr/bin/env python3
"""Writes Data/drawn-shapes.jsonl: shapes as six made-up hands draw them, for what the real data
lacks (arcs of 30° to 300°, ellipses, rounded and overtraced rectangles, right and overtraced
triangles, rhombi, pentagons and hexagons, stars, spirals, helices, S-curves, waves and
freeform curves, hearts and clouds).

Nothing here is a person's stroke. Each hand is a seeded model of how people draw, taken from
what the real strokes show: its sampling rate (a 60 Hz finger, a 240 Hz pencil, a 125 Hz mouse,
an untimed web recorder), its speed (slower where the path bends, by the two-thirds power law
of drawing movements), corners rounded by speed, hooks where the pen lands and lifts, a slow
wobble of the hand, a closing gap or overshoot, sample noise and whole-pixel rounding. A
digitizer's faults are not put in here: `encircle shapes --transform swap-pairs` (or `spike:F`)
adds them at evaluation, as for the real strokes.

One JSON Lines record per stroke, in the project's form: {"label","subject","file","points"},
`label` the shape meant (`arc`, `circle`, `ellipse`, `rectangle`, `triangle`, `diamond`,
`polygon`, `star`, `spiral`, `helix`, `curve`, `heart`, `cloud`; and `wave` and `u-shape`, which
read as a curve or as a polyline with rounded corners alike), `subject` the hand (`g1` to
`g6`), `file` the hand, the variant and the number (`g3/arc-045/2`), points `[x, y, t]` (t in
seconds, left out by the untimed hand).

Run from the repository root: Scripts/make-drawn-shapes.py (the same file every time).

`Scripts/make-drawn-shapes.py --other-hands FILE` writes the same shapes as six other hands draw
them, five of each (`OTHER_HANDS`: a 30 Hz touchscreen swiped fast, a 500 Hz pen, a noisy untimed
recorder, a shaky 90 Hz hand, a 60 Hz finger on whole pixels, a 200 Hz mouse), which no constant
was chosen on: how the recognizer fares on hands it was not built with (Guides/Shapes.md). That
file is not kept in the repository; it is the same every time.

`Scripts/make-drawn-shapes.py --near-circles FILE` writes, as the six hands draw them, five of
each, shapes that are round but for a corner or a straight side (`NEAR_CIRCLES`): circular
segments (an arc of 180° to 270° closed by its chord: an arch, a D), lenses (two arcs meeting in
two points) and teardrops (a round end and one point). None is a circle by the definition, and
every one lies close to one: how the circle detector fares on them is in Guides/Accuracy.md,
"Near a circle". That file is not kept either.
"""
import json
import math
import random
import sys

OUT = "Data/drawn-shapes.jsonl"
PER_VARIANT = 3  # strokes of each variant by each hand

# The hands: sampling rate (Hz, None: untimed), speed (pt/s on a straight stretch), the radius a
# corner is rounded to at that speed (share of the shape's size), the chance of a hook at each
# end, the wobble (share of the size), the sample noise (pt), whole-pixel rounding, the closing
# gap (share of the perimeter: negative stops short, positive overshoots) and the tilt (degrees)
# of shapes drawn level.
HANDS = {
    "g1": dict(rate=60, speed=900, rounding=0.06, hook=0.35, wobble=0.008, noise=0.6, whole=True,
               gap=(-0.04, 0.06), tilt=4),
    "g2": dict(rate=240, speed=350, rounding=0.012, hook=0.15, wobble=0.005, noise=0.25, whole=False,
               gap=(-0.02, 0.03), tilt=2),
    "g3": dict(rate=125, speed=600, rounding=0.03, hook=0.2, wobble=0.015, noise=0.4, whole=True,
               gap=(-0.05, 0.05), tilt=5),
    "g4": dict(rate=133, speed=1400, rounding=0.09, hook=0.5, wobble=0.01, noise=0.4, whole=False,
               gap=(-0.08, 0.1), tilt=6),
    "g5": dict(rate=120, speed=700, rounding=0.04, hook=0.25, wobble=0.01, noise=0.5, whole=True,
               gap=(-0.05, 0.08), tilt=10),
    "g6": dict(rate=None, speed=800, rounding=0.05, hook=0.3, wobble=0.012, noise=0.8, whole=True,
               gap=(-0.06, 0.06), tilt=5),
}

# Hands no constant was chosen on, for Guides/Shapes.md's "Other hands": the first far sparser and
# faster than any of the development strokes (a rectangle in 10 to 36 samples, half under 18).
OTHER_HANDS = {
    "h1": dict(rate=30, speed=1600, rounding=0.1, hook=0.6, wobble=0.02, noise=1.0, whole=True,
               gap=(-0.08, 0.1), tilt=8),
    "h2": dict(rate=500, speed=250, rounding=0.01, hook=0.1, wobble=0.004, noise=0.15, whole=False,
               gap=(-0.02, 0.02), tilt=2),
    "h3": dict(rate=None, speed=1200, rounding=0.07, hook=0.4, wobble=0.015, noise=1.2, whole=True,
               gap=(-0.07, 0.07), tilt=6),
    "h4": dict(rate=90, speed=1000, rounding=0.05, hook=0.5, wobble=0.025, noise=0.5, whole=False,
               gap=(-0.06, 0.08), tilt=5),
    "h5": dict(rate=60, speed=700, rounding=0.04, hook=0.3, wobble=0.01, noise=0.7, whole=True,
               gap=(-0.05, 0.05), tilt=4),
    "h6": dict(rate=200, speed=500, rounding=0.02, hook=0.2, wobble=0.01, noise=0.3, whole=True,
               gap=(-0.03, 0.04), tilt=3),
}
OTHER_PER_VARIANT = 5

STEP = 0.5  # spacing of the ideal path, pt


# --- Paths: lists of (x, y) about 0.5 pt apart ------------------------------------------------

def segment(a, b):
    n = max(1, int(math.dist(a, b) / STEP))
    return [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(n)]


def curve(f, t0, t1, length_hint):
    n = max(8, int(length_hint / STEP))
    return [f(t0 + (t1 - t0) * i / n) for i in range(n + 1)]


def turtle(pieces, radius):
    """A smooth path of circular pieces, each (sweep in radians, +1 or -1 for the way it turns)."""
    x, y, heading, out = 0.0, 0.0, 0.0, [(0.0, 0.0)]
    for sweep, way in pieces:
        n = max(8, int(radius * sweep / (STEP / 200)))
        for _ in range(n):
            heading += way * sweep / n
            x += radius * sweep / n * math.cos(heading)
            y += radius * sweep / n * math.sin(heading)
            out.append((x, y))
    return out


def rounded_polyline(corners, radius, closed):
    """Straight sides through `corners`, each interior corner rounded by a circular fillet."""
    pts = list(corners) + ([corners[0], corners[1]] if closed else [])
    out = [pts[0]]
    for i in range(1, len(pts) - 1):
        a, b, c = pts[i - 1], pts[i], pts[i + 1]
        ab, bc = math.dist(a, b), math.dist(b, c)
        u = ((b[0] - a[0]) / ab, (b[1] - a[1]) / ab)
        v = ((c[0] - b[0]) / bc, (c[1] - b[1]) / bc)
        turn = math.atan2(u[0] * v[1] - u[1] * v[0], u[0] * v[0] + u[1] * v[1])
        cut = min(radius * math.tan(abs(turn) / 2), 0.4 * ab, 0.4 * bc) if abs(turn) > 1e-6 else 0
        p = (b[0] - u[0] * cut, b[1] - u[1] * cut)
        q = (b[0] + v[0] * cut, b[1] + v[1] * cut)
        out += segment(out[-1], p)[1:] + [p]
        if cut > 0:
            # A quadratic Bézier through the corner: close to a fillet, and never past the sides.
            n = max(2, int(cut * abs(turn) / STEP))
            for j in range(1, n + 1):
                t = j / n
                out.append(((1 - t) ** 2 * p[0] + 2 * t * (1 - t) * b[0] + t * t * q[0],
                            (1 - t) ** 2 * p[1] + 2 * t * (1 - t) * b[1] + t * t * q[1]))
    out += segment(out[-1], pts[-1])[1:] + [pts[-1]]
    if closed:
        # The last side ends where the first began: cut the repeated part.
        start = min(range(len(out) // 2, len(out)), key=lambda k: math.dist(out[k], out[0]))
        out = out[:start + 1]
    return out


def length(path):
    return sum(math.dist(a, b) for a, b in zip(path, path[1:]))


def close_with_gap(path, gap, size):
    """A closed path that stops short of its start by `gap` × `size` along it, or runs on past it:
    a hand aims for where it began and misses by a share of the shape's size, whatever its length."""
    total = length(path)
    gap = gap * 2 * size / total
    if gap < 0:
        keep, run = total * (1 + gap), 0.0
        for i in range(1, len(path)):
            run += math.dist(path[i - 1], path[i])
            if run >= keep:
                return path[:i + 1]
        return path
    extra, run, out = total * gap, 0.0, list(path)
    for i in range(1, len(path)):
        run += math.dist(path[i - 1], path[i])
        out.append(path[i])
        if run >= extra:
            break
    return out


def transformed(path, angle, scale_x, scale_y, dx, dy):
    c, s = math.cos(angle), math.sin(angle)
    return [(dx + c * x * scale_x - s * y * scale_y, dy + s * x * scale_x + c * y * scale_y) for x, y in path]


# --- The hand ----------------------------------------------------------------------------------

def wobble(path, amount, size, rng):
    """The hand's slow drift: the path moved along its normal by a few low waves."""
    total = length(path)
    # Waves a hand's length or two long, whatever the stroke's length: a short arc bows a little,
    # a long side wavers.
    waves = [(rng.uniform(-1, 1) * amount * size, total / (size * rng.uniform(0.8, 2.5)), rng.uniform(0, 2 * math.pi))
             for _ in range(3)]
    out, run = [], 0.0
    for i, p in enumerate(path):
        if i > 0:
            run += math.dist(path[i - 1], p)
        a, b = path[max(i - 1, 0)], path[min(i + 1, len(path) - 1)]
        d = math.dist(a, b) or 1
        nx, ny = -(b[1] - a[1]) / d, (b[0] - a[0]) / d
        w = sum(amp * math.sin(2 * math.pi * k * run / total + phase) for amp, k, phase in waves)
        out.append((p[0] + nx * w, p[1] + ny * w))
    return out


def hook(path, at_start, size, rng):
    """A short flick where the pen lands or lifts: 2-6% of the size, turned 60-160° off the path."""
    h = size * rng.uniform(0.02, 0.06)
    turn = math.radians(rng.uniform(60, 160)) * rng.choice([-1, 1])
    if at_start:
        a, b = path[0], path[min(len(path) - 1, 6)]
    else:
        a, b = path[-1], path[max(0, len(path) - 7)]
    d = math.dist(a, b) or 1
    ux, uy = (a[0] - b[0]) / d, (a[1] - b[1]) / d  # pointing off the end
    c, s = math.cos(turn), math.sin(turn)
    hx, hy = c * ux - s * uy, s * ux + c * uy
    tip = (a[0] + hx * h, a[1] + hy * h)
    flick = curve(lambda t: (a[0] + (tip[0] - a[0]) * t + ux * h * 0.3 * math.sin(math.pi * t),
                             a[1] + (tip[1] - a[1]) * t + uy * h * 0.3 * math.sin(math.pi * t)), 0, 1, h)
    return flick[::-1][:-1] + path if at_start else path + flick[1:]


def sampled(path, hand, size, rng):
    """Samples in time: slower where the path bends (v ∝ curvature^-1/3), easing in and out."""
    rate = hand["rate"] or 60
    speed = hand["speed"] * rng.uniform(0.7, 1.3) * (size / 200) ** 0.5
    n = len(path)
    bend = [0.0] * n
    k = 4
    for i in range(k, n - k):
        a, b, c = path[i - k], path[i], path[i + k]
        t1 = math.atan2(b[1] - a[1], b[0] - a[0])
        t2 = math.atan2(c[1] - b[1], c[0] - b[0])
        d = (t2 - t1 + math.pi) % (2 * math.pi) - math.pi
        bend[i] = abs(d) / max(math.dist(a, c), 1e-9)
    total = length(path)
    out, run, t, i, carried = [path[0]], 0.0, 0.0, 0, 0.0
    times = [0.0]
    while i < n - 1:
        ease = min(1.0, 0.25 + run / (0.08 * total), 0.25 + (total - run) / (0.08 * total))
        v = speed * ease * (1 + 40 * bend[i]) ** (-1 / 3)
        step = v / rate
        while i < n - 1 and carried < step:
            d = math.dist(path[i], path[i + 1])
            carried += d
            run += d
            i += 1
        carried = 0.0
        t += 1 / rate
        out.append(path[i])
        times.append(t)
    return out, times


def draw(path, hand, size, rng, closed=False, hooks=True):
    path = wobble(path, hand["wobble"], size, rng)
    if hooks and rng.random() < hand["hook"]:
        path = hook(path, True, size, rng)
    if hooks and rng.random() < hand["hook"]:
        path = hook(path, False, size, rng)
    points, times = sampled(path, hand, size, rng)
    noise = hand["noise"]
    out = []
    for (x, y), t in zip(points, times):
        x, y = x + rng.gauss(0, noise), y + rng.gauss(0, noise)
        if hand["whole"]:
            x, y = round(x), round(y)
        else:
            x, y = round(x, 1), round(y, 1)
        if out and out[-1][:2] == [x, y]:
            continue
        out.append([x, y] + ([] if hand["rate"] is None else [round(t, 3)]))
    return out


# --- The shapes, each a function (hand, rng) -> (label, points) ---------------------------------

def place(path, rng, size, tilt, aspect=1.0):
    return transformed(path, math.radians(tilt), size, size * aspect, rng.uniform(100, 600), rng.uniform(100, 600))


def level(hand, rng):
    return rng.uniform(-hand["tilt"], hand["tilt"])


def arc(sweep):
    def make(hand, rng):
        size = rng.uniform(80, 360)
        start = rng.uniform(0, 2 * math.pi)
        direction = rng.choice([-1, 1])
        s = math.radians(sweep) * direction
        path = curve(lambda t: (math.cos(start + s * t), math.sin(start + s * t)), 0, 1, size * math.radians(sweep))
        return "arc", draw(place(path, rng, size, 0), hand, size * min(1, math.radians(sweep)), rng)
    return make


def circle(laps):
    def make(hand, rng):
        size = rng.uniform(60, 260)
        start, direction = rng.uniform(0, 2 * math.pi), rng.choice([-1, 1])
        aspect = rng.uniform(1.0, 1.25)
        drift = rng.uniform(-0.04, 0.04)
        total = 2 * math.pi * laps * (1 + rng.uniform(*hand["gap"]) if laps == 1 else 1)
        path = curve(lambda t: ((1 + drift * t) * math.cos(start + direction * total * t),
                                (1 + drift * t) * math.sin(start + direction * total * t)), 0, 1, size * total)
        return "circle", draw(place(path, rng, size, rng.uniform(0, 180), aspect), hand, 2 * size, rng)
    return make


def ellipse(hand, rng):
    size = rng.uniform(60, 220)
    ratio = rng.uniform(2.1, 4.0)
    start, direction = rng.uniform(0, 2 * math.pi), rng.choice([-1, 1])
    total = 2 * math.pi * (1 + rng.uniform(*hand["gap"]))
    path = curve(lambda t: (ratio * math.cos(start + direction * total * t), math.sin(start + direction * total * t)),
                 0, 1, size * ratio * total)
    tilt = level(hand, rng) if rng.random() < 0.6 else rng.uniform(0, 180)
    return "ellipse", draw(place(path, rng, size, tilt), hand, 2 * size * ratio, rng)


def polygon_path(corners, hand, rng, size, rounding=None, laps=1):
    radius = size * (hand["rounding"] if rounding is None else rounding) * rng.uniform(0.5, 1.5)
    k = rng.randrange(len(corners))
    start_mid = rng.random() < 0.3
    order = corners[k:] + corners[:k]
    if rng.random() < 0.5:
        order = order[::-1]
    if start_mid:
        a, b = order[0], order[1]
        order = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)] + order[1:] + [a]
    path = rounded_polyline(order * laps, radius, closed=True)
    return close_with_gap(path, rng.uniform(*hand["gap"]) if laps == 1 else rng.uniform(-0.02, 0.03), size)


def rectangle(kind):
    def make(hand, rng):
        size = rng.uniform(80, 300)
        aspect = 1.0 if kind == "square" else rng.uniform(1.3, 2.5)
        if kind == "square":
            aspect = rng.uniform(0.95, 1.05)
        w, h = size, size / aspect
        if rng.random() < 0.5:
            w, h = h, w
        corners = [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)]
        rounding = rng.uniform(0.1, 0.2) if kind == "rounded" else None
        laps = 2 if kind == "2-laps" else 1
        path = polygon_path(corners, hand, rng, min(w, h) if kind == "rounded" else size, rounding, laps)
        tilt = level(hand, rng) if rng.random() < 0.8 else rng.uniform(0, 90)
        return "rectangle", draw(transformed(path, math.radians(tilt), 1, 1, 300, 300), hand, size, rng)
    return make


def triangle(kind):
    def make(hand, rng):
        size = rng.uniform(80, 300)
        if kind == "right":
            w, h = size * rng.uniform(0.6, 1.2), size * rng.uniform(0.6, 1.2)
            corners = [(0, 0), (0, h), (w, h)]
            if rng.random() < 0.5:
                corners = [(x, h - y) for x, y in corners]
            tilt = level(hand, rng)
        else:
            angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(3))
            while min((angles[(i + 1) % 3] - angles[i]) % (2 * math.pi) for i in range(3)) < math.radians(70):
                angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(3))
            corners = [(size / 2 * math.cos(a), size / 2 * math.sin(a)) for a in angles]
            tilt = 0
        laps = 2 if kind == "2-laps" else 1
        path = polygon_path(corners, hand, rng, size, None, laps)
        return "triangle", draw(transformed(path, math.radians(tilt), 1, 1, 300, 300), hand, size, rng)
    return make


def diamond(hand, rng):
    size = rng.uniform(100, 300)
    ratio = rng.uniform(1.2, 1.8)
    a, b = size / 2, size / 2 / ratio
    if rng.random() < 0.5:
        a, b = b, a
    corners = [(0, -a), (b, 0), (0, a), (-b, 0)]
    path = polygon_path(corners, hand, rng, size)
    return "diamond", draw(transformed(path, math.radians(level(hand, rng)), 1, 1, 300, 300), hand, size, rng)


def regular_polygon(n):
    def make(hand, rng):
        size = rng.uniform(100, 300)
        start = rng.uniform(0, 2 * math.pi)
        corners = [(size / 2 * (1 + rng.uniform(-0.06, 0.06)) * math.cos(start + 2 * math.pi * k / n),
                    size / 2 * (1 + rng.uniform(-0.06, 0.06)) * math.sin(start + 2 * math.pi * k / n)) for k in range(n)]
        path = polygon_path(corners, hand, rng, size / 2)
        return "polygon", draw(transformed(path, 0, 1, 1, 300, 300), hand, size, rng)
    return make


def star(kind):
    def make(hand, rng):
        size = rng.uniform(100, 300)
        rotation = -math.pi / 2 + math.radians(rng.uniform(-8, 8))
        tips = [(size / 2 * math.cos(rotation + 2 * math.pi * k / 5), size / 2 * math.sin(rotation + 2 * math.pi * k / 5))
                for k in range(5)]
        if kind == "pentagram":
            corners = [tips[(2 * k) % 5] for k in range(5)]
            laps_rounding = hand["rounding"] * 0.5
        else:
            inner = size / 2 * rng.uniform(0.35, 0.5)
            corners = []
            for k in range(5):
                corners.append(tips[k])
                a = rotation + 2 * math.pi * (k + 0.5) / 5
                corners.append((inner * math.cos(a), inner * math.sin(a)))
            laps_rounding = hand["rounding"] * 0.5
        radius = size * laps_rounding * rng.uniform(0.5, 1.5)
        path = rounded_polyline(corners, radius, closed=True)
        path = close_with_gap(path, rng.uniform(*hand["gap"]), size)
        return "star", draw(transformed(path, 0, 1, 1, 300, 300), hand, size, rng)
    return make


def spiral(hand, rng):
    size = rng.uniform(80, 260)
    turns = rng.uniform(1.8, 4.0)
    inner = rng.uniform(0.03, 0.25)
    start, direction = rng.uniform(0, 2 * math.pi), rng.choice([-1, 1])
    outward = rng.random() < 0.5
    def f(t):
        u = t if outward else 1 - t
        r = inner + (1 - inner) * u
        a = start + direction * 2 * math.pi * turns * u
        return (r * math.cos(a), r * math.sin(a))
    path = curve(f, 0, 1, size * math.pi * turns)
    return "spiral", draw(place(path, rng, size / 2, 0, rng.uniform(1.0, 1.2)), hand, size, rng)


def helix(hand, rng):
    size = rng.uniform(30, 90)  # the loops' radius
    turns = rng.uniform(3, 6.5)
    pitch = rng.uniform(0.5, 1.4)  # advance per turn, in radii (under 2π: the loops close)
    start, direction = rng.uniform(0, 2 * math.pi), rng.choice([-1, 1])
    def f(t):
        a = start + direction * 2 * math.pi * turns * t
        return (pitch * turns * t + math.cos(a), math.sin(a))
    path = curve(f, 0, 1, size * 2 * math.pi * turns)
    tilt = level(hand, rng) if rng.random() < 0.7 else rng.uniform(0, 180)
    return "helix", draw(place(path, rng, size, tilt, rng.uniform(0.8, 1.2)), hand, size * (2 + pitch * turns), rng)


def bezier_chain(controls):
    def f(t):
        n = (len(controls) - 1) // 3
        k = min(int(t * n), n - 1)
        u = t * n - k
        p0, p1, p2, p3 = controls[3 * k:3 * k + 4]
        return tuple((1 - u) ** 3 * p0[i] + 3 * u * (1 - u) ** 2 * p1[i] + 3 * u * u * (1 - u) * p2[i] + u ** 3 * p3[i]
                     for i in range(2))
    return f


def freeform(kind):
    def make(hand, rng):
        size = rng.uniform(120, 360)
        if kind == "s":
            sweep = math.radians(rng.uniform(120, 200))
            path = turtle([(sweep, 1.0), (sweep * rng.uniform(0.8, 1.2), -1.0)], 0.5)
        elif kind == "wave":
            periods = rng.uniform(1.0, 2.0)
            amp = rng.uniform(0.08, 0.18)
            phase = rng.uniform(0, 2 * math.pi)
            path = curve(lambda t: (t, amp * math.sin(phase + 2 * math.pi * periods * t)), 0, 1, size * 1.5)
        elif kind == "c":
            # A C that is no circle's arc: part of a flat ellipse.
            sweep = math.radians(rng.uniform(140, 240))
            ratio = rng.uniform(1.8, 2.6)
            start = rng.uniform(0, 2 * math.pi)
            path = curve(lambda t: (ratio * math.cos(start + sweep * t) / 2, math.sin(start + sweep * t) / 2), 0, 1,
                         size * ratio * 2)
        elif kind == "u":
            depth = rng.uniform(0.6, 1.3)
            path = curve(lambda t: (t - 0.5, depth * (2 * t - 1) ** 2), 0, 1, size * 2)
        else:
            p = [(0.0, 0.0)]
            heading = rng.uniform(0, 2 * math.pi)
            controls = [p[0]]
            way = rng.choice([-1, 1])
            for k in range(rng.randint(2, 3)):
                # Each piece bends the other way from the last: a freeform line that wiggles.
                step = rng.uniform(0.4, 0.7)
                way = -way
                turn = rng.uniform(1.5, 2.5) * way
                a = controls[-1]
                if k > 0:
                    pa, pb = controls[-2], controls[-1]
                    heading = math.atan2(pb[1] - pa[1], pb[0] - pa[0])
                c1 = (a[0] + step / 3 * math.cos(heading), a[1] + step / 3 * math.sin(heading))
                h2 = heading + turn
                end = (a[0] + step * math.cos(heading + turn / 2), a[1] + step * math.sin(heading + turn / 2))
                c2 = (end[0] - step / 3 * math.cos(h2), end[1] - step / 3 * math.sin(h2))
                controls += [c1, c2, end]
            f = bezier_chain(controls)
            path = curve(f, 0, 1, size * 3)
        tilt = rng.uniform(0, 360)
        label = {"wave": "wave", "u": "u-shape"}.get(kind, "curve")
        return label, draw(place(path, rng, size, tilt), hand, size, rng)
    return make


def heart(hand, rng):
    size = rng.uniform(100, 280)
    def f(t):
        return (16 * math.sin(t) ** 3 / 17, -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t)
                                              - math.cos(4 * t)) / 17)
    t0 = 0.0 if rng.random() < 0.6 else math.pi  # from the top cusp, or from the bottom tip
    direction = rng.choice([-1, 1])
    total = 2 * math.pi * (1 + rng.uniform(-0.03, 0.04))
    path = curve(lambda u: f(t0 + direction * total * u), 0, 1, size * 4)
    return "heart", draw(place(path, rng, size / 2, level(hand, rng), rng.uniform(0.9, 1.1)), hand, size, rng)


def cloud(hand, rng):
    size = rng.uniform(120, 300)
    bumps = rng.randint(5, 8)
    ratio = rng.uniform(1.2, 1.8)
    depth = rng.uniform(0.18, 0.3)
    direction = rng.choice([-1, 1])
    start = rng.uniform(0, 2 * math.pi)
    def f(t):
        a = start + direction * 2 * math.pi * t
        r = 1 + depth * abs(math.sin(bumps * math.pi * t))
        return (ratio * r * math.cos(a), r * math.sin(a))
    path = curve(f, 0, 1, size * 8)
    # The path is in the cloud's own unit, where it is about 2 × ratio across (place() scales it
    # to the size): given the size in points instead, the gap was tens of times too large, and
    # clouds went round 0.6 to 2 laps.
    path = close_with_gap(path, rng.uniform(-0.02, 0.04), 2 * ratio)
    return "cloud", draw(place(path, rng, size / 2 / ratio, level(hand, rng)), hand, size, rng)


def closed_from(path, rng, hand):
    """`path`, a closed loop, begun at a random point on it (half the time at its first point, where
    its corner is) and drawn either way round, closing with the hand's gap: a share of the loop's
    own size, in its own unit (as the cloud's)."""
    if rng.random() < 0.5:
        k = rng.randrange(len(path))
        path = path[k:] + path[1:k + 1]
    if rng.random() < 0.5:
        path = path[::-1]
    xs, ys = [x for x, _ in path], [y for _, y in path]
    return close_with_gap(path, rng.uniform(*hand["gap"]), max(max(xs) - min(xs), max(ys) - min(ys)))


def circular_segment(sweep):
    """An arc of `sweep` degrees closed by its chord: a D, or an arch on its base line."""
    def make(hand, rng):
        size = rng.uniform(80, 300)
        s = math.radians(sweep + rng.uniform(-10, 10))
        a0 = -s / 2
        arc_path = curve(lambda t: (math.cos(a0 + s * t), math.sin(a0 + s * t)), 0, 1, size * s)
        path = arc_path + segment(arc_path[-1], arc_path[0])[1:] + [arc_path[0]]
        path = closed_from(path, rng, hand)
        return "segment", draw(place(path, rng, size / 2, rng.uniform(0, 360)), hand, size, rng)
    return make


def lens(point):
    """Two arcs of one radius meeting at two points of `point` degrees (turning 180° − `point`):
    an eye, a lemon."""
    def make(hand, rng):
        size = rng.uniform(80, 300)
        h = math.radians(point + rng.uniform(-10, 10)) / 2  # half of each arc's sweep
        d = math.cos(h)  # the two unit circles' centres, ±d from the middle: they cross at (0, ±sin h)
        first = curve(lambda t: (-d + math.cos(-h + 2 * h * t), math.sin(-h + 2 * h * t)), 0, 1, size * 2 * h)
        second = curve(lambda t: (d + math.cos(math.pi - h + 2 * h * t), math.sin(math.pi - h + 2 * h * t)), 0, 1,
                       size * 2 * h)
        path = closed_from(first + second[1:], rng, hand)
        return "lens", draw(place(path, rng, size / 2, rng.uniform(0, 360)), hand, size, rng)
    return make


def teardrop(point):
    """A round end and one point of `point` degrees (turning 180° − `point`): a drop."""
    def make(hand, rng):
        size = rng.uniform(80, 300)
        half = math.radians(point + rng.uniform(-10, 10)) / 2
        reach = 1 / math.sin(half)  # from the round end's centre to the point
        tip = (reach, 0.0)
        start = math.pi / 2 - half  # where the sides touch the round end
        sweep = 2 * math.pi - 2 * start
        round_end = curve(lambda t: (math.cos(start + sweep * t), math.sin(start + sweep * t)), 0, 1, size * sweep)
        path = segment(tip, round_end[0]) + round_end + segment(round_end[-1], tip)[1:] + [tip]
        path = closed_from(path, rng, hand)
        return "teardrop", draw(place(path, rng, size / 2, rng.uniform(0, 360)), hand, size, rng)
    return make


# Round but for a corner or a straight side: `--near-circles`.
NEAR_CIRCLES = [
    ("segment-180", circular_segment(180)), ("segment-210", circular_segment(210)),
    ("segment-240", circular_segment(240)), ("segment-270", circular_segment(270)),
    ("lens-90", lens(90)), ("lens-120", lens(120)),
    ("teardrop-60", teardrop(60)), ("teardrop-90", teardrop(90)),
]
NEAR_PER_VARIANT = 5


VARIANTS = [
    ("arc-030", arc(30)), ("arc-045", arc(45)), ("arc-060", arc(60)), ("arc-090", arc(90)), ("arc-120", arc(120)),
    ("arc-150", arc(150)), ("arc-170", arc(170)), ("arc-200", arc(200)), ("arc-240", arc(240)), ("arc-270", arc(270)),
    ("circle-1-lap", circle(1)), ("circle-2-laps", circle(2)), ("circle-3-laps", circle(3)),
    ("ellipse", ellipse), ("ellipse-2", ellipse),
    ("rectangle", rectangle("rectangle")), ("square", rectangle("square")), ("rectangle-rounded", rectangle("rounded")),
    ("rectangle-2-laps", rectangle("2-laps")),
    ("triangle", triangle("any")), ("triangle-right", triangle("right")), ("triangle-2-laps", triangle("2-laps")),
    ("diamond", diamond), ("diamond-2", diamond),
    ("pentagon", regular_polygon(5)), ("hexagon", regular_polygon(6)),
    ("star-pentagram", star("pentagram")), ("star-pentagram-2", star("pentagram")), ("star-outline", star("outline")),
    ("spiral", spiral), ("spiral-2", spiral),
    ("helix", helix), ("helix-2", helix),
    ("curve-s", freeform("s")), ("curve-c", freeform("c")), ("curve-freeform", freeform("free")),
    ("curve-freeform-2", freeform("free")), ("wave", freeform("wave")), ("u-shape", freeform("u")),
    ("heart", heart), ("cloud", cloud),
]


def write(path, hands, per_variant, seed_prefix="", variants=VARIANTS):
    with open(path, "w") as out:
        for hand_name, hand in hands.items():
            for variant, make in variants:
                for number in range(1, per_variant + 1):
                    rng = random.Random(f"{seed_prefix}{hand_name}/{variant}/{number}")
                    label, points = make(hand, rng)
                    record = {"label": label, "subject": hand_name, "file": f"{hand_name}/{variant}/{number}",
                              "points": points}
                    out.write(json.dumps(record, separators=(",", ":")) + "\n")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--other-hands":
        write(sys.argv[2], OTHER_HANDS, OTHER_PER_VARIANT, seed_prefix="other/")
    elif len(sys.argv) == 3 and sys.argv[1] == "--near-circles":
        write(sys.argv[2], HANDS, NEAR_PER_VARIANT, seed_prefix="near/", variants=NEAR_CIRCLES)
    elif len(sys.argv) == 1:
        write(OUT, HANDS, PER_VARIANT)
    else:
        sys.exit("usage: Scripts/make-drawn-shapes.py [--other-hands FILE | --near-circles FILE]")


if __name__ == "__main__":
    main()
