#!/usr/bin/env python3
"""Reads lines "N BATCH STREAMING" (a cost for a stroke of N points, batch and streaming) and
prints a markdown table of the cost per point and how far each length is from the line a + b·n
fitted to all of them, weighted to relative error (as Benchmarks/Sources/EncircleCost/LinearFit.swift
fits times): the linear-cost target asks for every length within ±20%."""
import sys


def fit(points):
    sw = swn = swnn = swt = swnt = 0.0
    for n, t in points:
        w = 1 / (t * t)
        sw += w
        swn += w * n
        swnn += w * n * n
        swt += w * t
        swnt += w * n * t
    determinant = sw * swnn - swn * swn
    return (swt * swnn - swn * swnt) / determinant, (sw * swnt - swn * swt) / determinant


rows = [tuple(int(value) for value in line.split()) for line in sys.stdin if line.strip()]
batch = fit([(n, b) for n, b, _ in rows])
streaming = fit([(n, s) for n, _, s in rows])
print("| points | batch per point | streaming per point | batch vs a + b·n | streaming vs a + b·n |")
print("|---:|---:|---:|---:|---:|")
for n, b, s in rows:
    deviation = lambda line, cost: 100 * ((line[0] + line[1] * n) / cost - 1)
    print(f"| {n:,} | {b / n:,.1f} | {s / n:,.1f} | {deviation(batch, b):+.1f}% | {deviation(streaming, s):+.1f}% |")
print(f"\nFit: batch a = {batch[0]:,.0f}, b = {batch[1]:,.1f} per point; "
      f"streaming a = {streaming[0]:,.0f}, b = {streaming[1]:,.1f} per point.")
