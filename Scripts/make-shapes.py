#!/usr/bin/env python3
"""Writes the clean generated shapes in Data/shapes/: exact circles, ellipses, spirals, arcs and
polygons, sampled evenly at 60 Hz. They pin the product's definition of a circle
(Guides/CircleDetector.md shows what the detector says about each, with the command).

Run from the repository root: Scripts/make-shapes.py
"""
import json, math, os

OUT = "Data/shapes"


def write(name, points):
    with open(os.path.join(OUT, name + ".json"), "w") as f:
        json.dump({"points": [{"x": round(x, 4), "y": round(y, 4), "t": round(i / 60, 4)}
                              for i, (x, y) in enumerate(points)]}, f)
        f.write("\n")


def ellipse(a, b, laps=1.0, rotation=0.0, per_lap=64, cx=200, cy=200, start=0.0, sweep=None):
    total = sweep if sweep is not None else 2 * math.pi * laps
    n = max(3, int(round(per_lap * total / (2 * math.pi))))
    cr, sr = math.cos(rotation), math.sin(rotation)
    pts = []
    for i in range(n + 1):
        t = start + total * i / n
        x, y = a * math.cos(t), b * math.sin(t)
        pts.append((cx + x * cr - y * sr, cy + x * sr + y * cr))
    return pts


def spiral(r0, r1, laps, per_lap=64, cx=200, cy=200):
    n = int(per_lap * laps)
    return [(cx + (r0 + (r1 - r0) * i / n) * math.cos(2 * math.pi * laps * i / n),
             cy + (r0 + (r1 - r0) * i / n) * math.sin(2 * math.pi * laps * i / n)) for i in range(n + 1)]


def polygon(corners, radius=80, laps=1, per_side=16, cx=200, cy=200):
    vs = [(cx + radius * math.cos(2 * math.pi * k / corners - math.pi / 2),
           cy + radius * math.sin(2 * math.pi * k / corners - math.pi / 2)) for k in range(corners)]
    pts = []
    for lap in range(laps):
        for k in range(corners):
            (x0, y0), (x1, y1) = vs[k], vs[(k + 1) % corners]
            for j in range(per_side):
                f = j / per_side
                pts.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
    pts.append(vs[0])
    return pts


os.makedirs(OUT, exist_ok=True)
for laps in (1, 2, 3, 6, 10):
    write(f"circle-{laps}-laps", ellipse(80, 80, laps=laps))
write("circle-small", ellipse(8, 8))
write("circle-large", ellipse(2000, 2000, cx=3000, cy=3000))
write("ellipse-1.5", ellipse(90, 60, rotation=0.3))
write("ellipse-2", ellipse(100, 50))
write("ellipse-3", ellipse(120, 40, rotation=1.0))
write("spiral-out", spiral(40, 100, 3))
write("arc-180", ellipse(80, 80, sweep=math.pi))
write("arc-240", ellipse(80, 80, sweep=4 * math.pi / 3))
write("square", polygon(4))
write("square-2-laps", polygon(4, laps=2))
write("triangle", polygon(3))
