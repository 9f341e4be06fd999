#!/usr/bin/env python3
"""The playground page in a real browser (system Chromium, driven by Playwright) against a
running `encircle serve`: real mouse and touch input, live feedback over the WebSocket, the
detector switch, recording, export, the select mode (a circle selects the items inside it), the
shapes mode (strokes snap to clean shapes, holding still previews, undo brings the ink back), the
POST fallback, reconnecting, and a phone-sized viewport.

Usage: playground_test.py --url http://127.0.0.1:PORT/ [--screenshot FILE] [--update-screenshot]

`Scripts/browser-test.sh` starts the server and runs this. With `--update-screenshot` (or
ENCIRCLE_UPDATE_SCREENSHOT=1) the screenshot of a judged circle is written to
Guides/playground.png; otherwise to --screenshot, ENCIRCLE_SCREENSHOT, or a temporary folder.
Exits 1 with one line naming the failed step.
"""

import argparse
import json
import math
import os
import sys
import tempfile
import urllib.request
import zipfile
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("ENCIRCLE_CHROMIUM", "/usr/bin/chromium")
REPOSITORY = Path(__file__).resolve().parents[3]
COMMITTED_SCREENSHOT = REPOSITORY / "Guides" / "playground.png"
TIMEOUT_MS = 10_000

VERDICT = '[data-testid="verdict"]'
PROGRESS = '[data-testid="progress"]'
CANVAS = '[data-testid="canvas"]'


class Failure(Exception):
    """A check that did not hold; the message says which."""


def check(condition, message):
    if not condition:
        raise Failure(message)


# ---- Strokes: lists of (x, y) offsets from the canvas's centre ------------------------------


def circle_points(radius, start_degrees=0.0, end_degrees=380.0, step_degrees=6.0, wobble=0.0, aspect=1.0, tilt=0.0):
    """A hand-like circle: `wobble` bends the radius a little, three times round; `aspect`
    flattens it (width over height) and `tilt` turns it, in degrees."""
    points = []
    angle = start_degrees
    turn = math.radians(tilt)
    while angle <= end_degrees + 1e-9:
        radians = math.radians(angle)
        r = radius * (1 + wobble * math.sin(3 * radians + 0.7))
        x, y = r * math.cos(radians), r * math.sin(radians) / aspect
        points.append((x * math.cos(turn) - y * math.sin(turn), x * math.sin(turn) + y * math.cos(turn)))
        angle += step_degrees
    return points


def square_points(half):
    """A square traced once round, clockwise on screen from the top-left corner."""
    corners = [(-half, -half), (half, -half), (half, half), (-half, half), (-half, -half)]
    points = [corners[0]]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
        for i in range(1, 11):
            points.append((x0 + (x1 - x0) * i / 10, y0 + (y1 - y0) * i / 10))
    return points


def zigzag_points(width, height, teeth=6):
    """A zigzag across the canvas: sharp turns that no circle has."""
    return [(-width / 2 + width * i / teeth, (height / 2) * (1 if i % 2 else -1)) for i in range(teeth + 1)]


def narrow_n_points(size):
    """A narrow N: up to a point, straight back down beside itself and up again, two turns of
    about 165 degrees that no circle has. The first may yet prove a hook where the pen landed,
    which only the stroke's end tells; Encircle fails the second once the stroke has gone on
    past it."""
    up = [(-size * 0.13 * (1 - i / 10), size * (0.5 - i / 10)) for i in range(11)]
    down = [(size * 0.13 * i / 10, size * (-0.5 + i / 10)) for i in range(1, 11)]
    again = [(size * 0.13 * (1 + i / 10), size * (0.5 - i / 10)) for i in range(1, 11)]
    return up + down + again


def arc_points(radius, start_degrees, end_degrees, step_degrees=3.0, centre=(0.0, 0.0)):
    """Part of a circle round `centre`, from `start_degrees` to `end_degrees` (clockwise on screen
    when the end is the greater), a point every `step_degrees` or so."""
    count = max(1, round(abs(end_degrees - start_degrees) / step_degrees))
    angles = [math.radians(start_degrees + (end_degrees - start_degrees) * i / count) for i in range(count + 1)]
    return [(centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)) for a in angles]


def s_curve_points(radius=60, sweep_degrees=140):
    """An S: an arc of `sweep_degrees` clockwise round a centre above the canvas's centre, then
    one as long anticlockwise round a centre below it, meeting smoothly at the canvas's centre."""
    top = arc_points(radius, 90 - sweep_degrees, 90, centre=(0, -radius))
    bottom = arc_points(radius, -90, -90 - sweep_degrees, centre=(0, radius))
    return top + bottom[1:]


def spiral_points(turns=2.5, start_radius=15, end_radius=110, step_degrees=5.0):
    """An Archimedean spiral opening outwards, clockwise on screen: the radius grows evenly from
    `start_radius` to `end_radius` over `turns` turns."""
    count = round(turns * 360 / step_degrees)
    points = []
    for i in range(count + 1):
        radius = start_radius + (end_radius - start_radius) * i / count
        angle = math.radians(i * step_degrees)
        points.append((radius * math.cos(angle), radius * math.sin(angle)))
    return points


def polygon_points(corners, moves_per_side=25, wobble=0.0):
    """Straight sides through `corners`, each in `moves_per_side` moves; `wobble` (in pixels)
    sways the sides sideways a little, as a hand does."""
    points = [corners[0]]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
        length = math.hypot(x1 - x0, y1 - y0) or 1
        normal = (-(y1 - y0) / length, (x1 - x0) / length)
        for i in range(1, moves_per_side + 1):
            share = i / moves_per_side
            sway = wobble * math.sin(share * math.pi) * math.sin(5 * share)
            points.append((x0 + (x1 - x0) * share + normal[0] * sway, y0 + (y1 - y0) * share + normal[1] * sway))
    return points


# ---- Page helpers ------------------------------------------------------------------------------


def canvas_centre(page):
    box = page.locator(CANVAS).bounding_box()
    check(box is not None, "the canvas is not visible")
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def mouse_path(page, offsets, steps=2):
    """Moves the pressed mouse through the offsets (from the canvas's centre)."""
    cx, cy = canvas_centre(page)
    for x, y in offsets:
        page.mouse.move(cx + x, cy + y, steps=steps)


def mouse_stroke(page, offsets, steps=2):
    cx, cy = canvas_centre(page)
    page.mouse.move(cx + offsets[0][0], cy + offsets[0][1])
    page.mouse.down()
    mouse_path(page, offsets[1:], steps)
    page.mouse.up()


def verdict_state(page):
    return page.locator(VERDICT).evaluate(
        "e => ({verdict: e.dataset.verdict || null, detector: e.dataset.detector || null, text: e.textContent})"
    )


def wait_for_verdict(page, verdict, detector, step):
    """Waits for `detector`'s verdict; `verdict` None accepts either."""
    wanted = "" if verdict is None else f'="{verdict}"'
    selector = f'{VERDICT}[data-verdict{wanted}][data-detector="{detector}"]'
    try:
        page.wait_for_selector(selector, timeout=TIMEOUT_MS)
    except PlaywrightError:
        raise Failure(f"{step}: expected verdict {verdict!r} from {detector}, the page shows {verdict_state(page)}")
    return verdict_state(page)


def progress_value(page):
    value = page.locator(PROGRESS).get_attribute("data-progress")
    return None if value is None else float(value)


def get_json(url):
    with urllib.request.urlopen(url, timeout=10) as response:
        return json.load(response)


# ---- Checks --------------------------------------------------------------------------------------


def check_live_connection(page):
    try:
        page.wait_for_selector('#connection[data-state="live"]', timeout=TIMEOUT_MS)
    except PlaywrightError:
        raise Failure(f"the page did not connect to /api/live: {page.locator('#connection').text_content()!r}")


def check_square(page):
    """A square drawn from a corner is rejected for its corners when the button is released: its
    first corner and its latest may prove hooks where the pen landed or lifted until then."""
    mouse_stroke(page, square_points(110), steps=3)
    final = wait_for_verdict(page, "rejected", "encircle", "a square")
    check("corners" in final["text"], f"a square: the verdict reads {final['text']!r}")


def check_narrow_n(page):
    """A narrow N fails live after its second point, a turn no circle has."""
    offsets = narrow_n_points(220)
    check_live_failure(page, "a narrow N", offsets[:28], offsets[28:])


def check_live_failure(page, name, offsets, rest):
    """Draws `offsets` with the button down and expects the rejection before it is released;
    then draws `rest` and releases, and the rejection stays."""
    cx, cy = canvas_centre(page)
    page.mouse.move(cx + offsets[0][0], cy + offsets[0][1])
    page.mouse.down()
    mouse_path(page, offsets[1:], steps=3)
    try:
        page.wait_for_selector(f'{VERDICT}[data-verdict="rejected"]', timeout=TIMEOUT_MS)
    except PlaywrightError:
        page.mouse.up()
        raise Failure(f"{name}: no live rejection before the pointer was released: {verdict_state(page)}")
    live = verdict_state(page)
    check(
        live["text"].startswith("Not a circle: "),
        f"{name}: the live rejection should read 'Not a circle: …', it reads {live['text']!r}",
    )
    # Still drawing: the trace goes on, and the page keeps the rejection.
    mouse_path(page, rest, steps=3)
    page.mouse.up()
    final = wait_for_verdict(page, "rejected", "encircle", f"{name} (after release)")
    check("Not a circle:" in final["text"], f"{name}: the final verdict reads {final['text']!r}")


def check_circle_with_progress(page):
    """Progress rises while a circle is drawn, and the verdict is a circle."""
    offsets = circle_points(150, end_degrees=390, wobble=0.03)
    quarter = len(offsets) // 4
    three_quarters = 3 * len(offsets) // 4
    cx, cy = canvas_centre(page)
    page.mouse.move(cx + offsets[0][0], cy + offsets[0][1])
    page.mouse.down()
    check(
        progress_value(page) is not None,
        "a circle: [data-testid=progress] has no data-progress while drawing",
    )
    mouse_path(page, offsets[1:quarter])
    try:
        page.wait_for_function(
            "s => Number(document.querySelector(s).dataset.progress) > 0.1", arg=PROGRESS, timeout=TIMEOUT_MS
        )
    except PlaywrightError:
        page.mouse.up()
        raise Failure(f"a circle: progress did not rise after a quarter: data-progress={progress_value(page)}")
    early = progress_value(page)
    mouse_path(page, offsets[quarter:three_quarters])
    try:
        page.wait_for_function(
            "([s, early]) => Number(document.querySelector(s).dataset.progress) > early + 0.2",
            arg=[PROGRESS, early],
            timeout=TIMEOUT_MS,
        )
    except PlaywrightError:
        page.mouse.up()
        raise Failure(
            f"a circle: progress did not keep rising: {early} after a quarter, {progress_value(page)} later"
        )
    check(verdict_state(page)["verdict"] is None, "a circle: a verdict appeared while still drawing")
    # The words say, as it is drawn, how far the stroke has come.
    words = verdict_state(page)["text"]
    check(
        "of the way to a circle" in words or "a circle if you lift now" in words,
        f"a circle: while drawing the verdict should say how far it has come, it reads {words!r}",
    )
    mouse_path(page, offsets[three_quarters:])
    page.mouse.up()
    state = wait_for_verdict(page, "circle", "encircle", "a circle")
    # The legend lists what is drawn: Encircle's answer has a circle, an ellipse and a box.
    for part in ("circle", "ellipse", "box"):
        check(page.locator(f"#legend-{part}").is_visible(), f"a circle: the legend does not list the {part}")
    check(
        progress_value(page) is None,
        "a circle: data-progress should be removed once the stroke ends",
    )
    facts = page.locator("#facts").inner_text()
    for fact in ("Direction", "Sweep", "Confidence", "Radius"):
        check(fact in facts, f"a circle: the facts do not show {fact}: {facts!r}")
    return state


def check_detector_switch(page):
    # Sadun's detector may accept or reject the same stroke (it also limits the duration to
    # 2 s, which a slow browser can exceed): what matters is that the page shows its verdict.
    page.select_option('[data-testid="detector"]', "sadun")
    state = wait_for_verdict(page, None, "sadun", "switching to sadun")
    check("sadun" in state["text"], f"switching to sadun: the verdict does not name it: {state['text']!r}")
    newest = page.locator('[data-testid="history"] li').first
    verdicts = newest.get_attribute("data-verdicts") or ""
    check(
        "encircle:circle" in verdicts and f"sadun:{state['verdict']}" in verdicts,
        f"switching to sadun: the history should hold both verdicts for the stroke, it holds {verdicts!r}",
    )
    # Not silently: the verdict area and the history entry say the stroke was judged again.
    note = page.locator("#verdict-note")
    check(
        note.is_visible() and "judged again with sadun" in (note.text_content() or ""),
        f"switching to sadun: no note that the stroke was judged again: {note.text_content()!r}",
    )
    entry_text = newest.inner_text()
    check("sadun" in entry_text and "(judged again)" in entry_text, f"switching to sadun: history reads {entry_text!r}")
    # Sadun's answer has no ellipse: the legend does not list one.
    check(not page.locator("#legend-ellipse").is_visible(), "switching to sadun: the legend lists an ellipse")
    # dollar1 says what it is: the reference $1, 16 templates, one drawing direction.
    option = page.locator('[data-testid="detector"] option[value="dollar1"]').text_content() or ""
    check("one drawing direction" in option, f"the dollar1 option does not say it knows one direction: {option!r}")
    page.select_option('[data-testid="detector"]', "dollar1")
    wait_for_verdict(page, None, "dollar1", "switching to dollar1")
    help_text = page.locator("#detector-help").text_content() or ""
    check(
        "16 canonical templates" in help_text and "one way round" in help_text,
        f"dollar1: the hint does not say what it is: {help_text!r}",
    )
    page.select_option('[data-testid="detector"]', "encircle")
    wait_for_verdict(page, "circle", "encircle", "switching back to encircle")


def check_history(page, expected):
    items = page.locator('[data-testid="history"] li')
    check(items.count() == expected, f"history: expected {expected} strokes, it lists {items.count()}")


def check_recording(page, base_url, label):
    page.fill('[data-testid="label"]', label)
    page.click('[data-testid="save"]')
    try:
        page.wait_for_selector(f'#recordings li[data-label="{label}"]', timeout=TIMEOUT_MS)
    except PlaywrightError:
        raise Failure(f"recording: {label!r} is not listed; the page says {page.locator('#save-status').text_content()!r}")
    status = page.locator("#save-status").text_content()
    check("Saved" in status, f"recording: the save status reads {status!r}")
    stored = get_json(base_url + "api/strokes")["strokes"]
    mine = [stroke for stroke in stored if stroke["label"] == label]
    check(len(mine) == 1, f"recording: GET /api/strokes lists {len(mine)} strokes labelled {label!r}: {stored}")
    check(mine[0]["points"] > 20, f"recording: the stored stroke has only {mine[0]['points']} points")

    # A label the server refuses: its error shows, nothing is stored.
    page.fill('[data-testid="label"]', "not a label!")
    page.click('[data-testid="save"]')
    try:
        page.wait_for_selector('#save-status[data-state="error"]', timeout=TIMEOUT_MS)
    except PlaywrightError:
        raise Failure(f"recording: a bad label gave no error: {page.locator('#save-status').text_content()!r}")
    check(
        len(get_json(base_url + "api/strokes")["strokes"]) == len(stored),
        "recording: a bad label was stored",
    )


def check_export(page, label, folder):
    with page.expect_download(timeout=TIMEOUT_MS) as download_info:
        page.click("#export")
    path = Path(folder) / "export.zip"
    download_info.value.save_as(path)
    with zipfile.ZipFile(path) as archive:
        names = archive.namelist()
        expected = f"{label}/{label}01.xml"
        check(expected in names, f"export: the zip does not hold {expected}: {names}")
        xml = archive.read(expected).decode("utf-8")
    check("<Gesture" in xml and "<Point" in xml, f"export: {expected} is not a gesture log: {xml[:200]!r}")


def check_delete(page, base_url, label):
    """Delete asks first (Keep keeps it), then deletes and says so."""
    before = len(get_json(base_url + "api/strokes")["strokes"])
    row = f'#recordings li[data-label="{label}"]'
    page.click(f"{row} button")
    question = page.locator(row).inner_text()
    check("Delete recording" in question and "?" in question, f"delete: no question before deleting: {question!r}")
    page.click(f'{row} button[data-action="keep"]')
    check(
        len(get_json(base_url + "api/strokes")["strokes"]) == before,
        "delete: Keep deleted the recording",
    )
    page.click(f"{row} button")
    check(
        len(get_json(base_url + "api/strokes")["strokes"]) == before,
        "delete: the recording was deleted before it was confirmed",
    )
    page.click(f'{row} button[data-action="confirm-delete"]')
    try:
        page.wait_for_selector(f'#recordings li[data-label="{label}"]', state="detached", timeout=TIMEOUT_MS)
    except PlaywrightError:
        raise Failure(f"delete: {label!r} is still listed")
    after = len(get_json(base_url + "api/strokes")["strokes"])
    check(after == before - 1, f"delete: GET /api/strokes went from {before} to {after} strokes")
    status = page.locator("#save-status").text_content() or ""
    check(status.startswith("Deleted recording") and label in status, f"delete: the status reads {status!r}")


ITEMS = '[data-testid="items"]'


def items_state(page):
    return page.locator(ITEMS).evaluate(
        """e => ({total: Number(e.dataset.total), selected: Number(e.dataset.selected), state: e.dataset.state,
                  positions: JSON.parse(e.dataset.positions || "[]"),
                  indexes: (e.dataset.indexes || "").split(" ").filter(Boolean).map(Number)})"""
    )


def check_select_mode(page):
    """In the select mode a circle selects the items inside it, a zigzag selects none."""
    page.select_option('[data-testid="mode"]', "select")
    try:
        page.wait_for_function("s => Number(document.querySelector(s).dataset.total) > 0", arg=ITEMS, timeout=TIMEOUT_MS)
    except PlaywrightError:
        raise Failure(f"select: no items on the canvas: {items_state(page)}")
    state = items_state(page)
    check(len(state["positions"]) == state["total"], f"select: {state['total']} items but {len(state['positions'])} positions")
    check(state["selected"] == 0, f"select: items selected before any stroke: {state}")
    # The canvas's content box in page coordinates; item positions are relative to it.
    box = page.locator(CANVAS).evaluate(
        "c => { const r = c.getBoundingClientRect(); "
        "return {x: r.left + c.clientLeft, y: r.top + c.clientTop, width: c.clientWidth, height: c.clientHeight}; }"
    )
    centre = (box["width"] / 2, box["height"] / 2)
    distances = sorted(math.dist(centre, position) for position in state["positions"])
    # A radius with no item within 15 px of the line, so that a hand-drawn line decides nothing.
    radius = None
    for inside in range(2, len(distances)):
        low, high = distances[inside - 1], distances[inside]
        middle = (low + high) / 2
        if high - low >= 30 and 80 <= middle <= min(box["width"], box["height"]) / 2 - 30:
            radius = middle
            break
    check(radius is not None, f"select: no clear radius round the centre among {distances}")
    expected = sorted(i for i, position in enumerate(state["positions"]) if math.dist(centre, position) < radius)
    page_centre = (box["x"] + centre[0], box["y"] + centre[1])
    offsets = circle_points(radius, end_degrees=385, wobble=0.01)
    page.mouse.move(page_centre[0] + offsets[0][0], page_centre[1] + offsets[0][1])
    page.mouse.down()
    for x, y in offsets[1:]:
        page.mouse.move(page_centre[0] + x, page_centre[1] + y, steps=2)
    page.mouse.up()
    wait_for_verdict(page, "circle", "encircle", "select: a circle round the centre")
    # The selection comes with the verdict, not after it.
    state = items_state(page)
    check(state["state"] == "done", f"select: the selection is not there with the verdict: {state['state']!r}")
    check(state["selected"] > 0, f"select: a circle round {len(expected)} items selected none")
    check(
        state["selected"] == len(expected) and state["indexes"] == expected,
        f"select: expected items {expected}, the page selected {state['indexes']} (data-selected={state['selected']})",
    )
    # A zigzag is rejected and selects nothing.
    mouse_stroke(page, zigzag_points(min(box["width"], 600) * 0.6, 80), steps=3)
    wait_for_verdict(page, "rejected", "encircle", "select: a zigzag")
    page.wait_for_function(
        "s => document.querySelector(s).dataset.state === 'none'", arg=ITEMS, timeout=TIMEOUT_MS
    )
    state = items_state(page)
    check(state["selected"] == 0, f"select: a rejected zigzag selected {state['selected']} items")
    check(
        page.locator(ITEMS).get_attribute("data-selected") == "0",
        "select: data-selected should be \"0\" after a rejected stroke",
    )
    page.select_option('[data-testid="mode"]', "gesture")
    check(not page.locator(ITEMS).is_visible(), "select: the items status stays after switching back to gesture")
    check(page.locator(ITEMS).get_attribute("data-total") == "0", "select: items remain in the gesture mode")


SNAPPED = '[data-testid="snapped"]'


def snapped_state(page):
    return page.locator(SNAPPED).evaluate(
        """e => ({state: e.dataset.state || null, shape: e.dataset.shape || null, stroke: e.dataset.stroke || null,
                  preview: e.dataset.preview || null, ink: Number(e.dataset.ink), clean: Number(e.dataset.clean),
                  text: e.textContent.trim().replace(/\\s+/g, " "), verdict: document.querySelector("#verdict").textContent})"""
    )


def wait_for_snap(page, stroke, name):
    """Waits for the answer about stroke number `stroke` (the sheet counts from 1)."""
    answered = ", ".join(f'{SNAPPED}[data-stroke="{stroke}"][data-state="{state}"]' for state in ("snapped", "none", "error"))
    try:
        page.wait_for_selector(answered, timeout=TIMEOUT_MS)
    except PlaywrightError:
        raise Failure(f"shapes: {name} got no answer: {snapped_state(page)}")
    return snapped_state(page)


def wait_for_preview(page, shape, name):
    try:
        page.wait_for_selector(f'{SNAPPED}[data-preview="{shape}"]', timeout=TIMEOUT_MS)
    except PlaywrightError:
        page.mouse.up()
        raise Failure(f"shapes: holding still in {name} previewed no {shape}: {snapped_state(page)}")


def canvas_image(page):
    return page.locator(CANVAS).evaluate("c => c.toDataURL()")


def check_facts(page, name, words):
    """The verdict's facts name each of `words`."""
    facts = page.locator("#facts").inner_text()
    for word in words:
        check(word in facts, f"shapes: the facts of {name} do not show {word!r}: {facts!r}")


def check_shapes_mode(page):
    """In the shapes mode each stroke snaps to its clean shape when the mouse is released (a
    circle, a triangle, a rectangle, a line, an arc, an S-curve and a spiral); holding still
    previews the snap, moving on drops the preview, Undo brings the ink back, and a stroke that
    is no shape keeps its ink."""
    history = page.locator('[data-testid="history"] li').count()
    page.select_option('[data-testid="mode"]', "shapes")
    check(page.locator(SNAPPED).is_visible(), "shapes: the snapped element is not shown")
    check(page.locator('[data-testid="detector"]').is_disabled(), "shapes: the detector switch is still enabled")
    check(page.locator('[data-testid="undo"]').is_disabled(), "shapes: Undo is enabled with nothing to undo")

    mouse_stroke(page, circle_points(110, end_degrees=372, wobble=0.03), steps=2)
    state = wait_for_snap(page, 1, "a wobbly circle")
    check(state["shape"] == "circle", f"shapes: a wobbly circle snapped to {state['shape']!r}: {state}")
    check("Snapped to a circle" in state["verdict"], f"shapes: the verdict reads {state['verdict']!r}")
    check(state["clean"] == 1 and state["ink"] == 0, f"shapes: the circle's ink is not replaced: {state}")

    # A triangle, held still after its first side: a line is previewed; moving on drops it.
    cx, cy = canvas_centre(page)
    triangle = polygon_points([(0, -120), (130, 100), (-130, 100), (0, -120)], wobble=1.5)
    first_side = len(triangle) // 3
    page.mouse.move(cx + triangle[0][0], cy + triangle[0][1])
    page.mouse.down()
    mouse_path(page, triangle[1 : first_side + 1], steps=1)
    wait_for_preview(page, "line", "the triangle's first side")
    words = page.locator(VERDICT).text_content() or ""
    check("Lift to snap to a line" in words, f"shapes: the preview is not in words: {words!r}")
    mouse_path(page, triangle[first_side + 1 : first_side + 4], steps=1)
    check(snapped_state(page)["preview"] is None, f"shapes: moving on kept the preview: {snapped_state(page)}")
    mouse_path(page, triangle[first_side + 4 :], steps=1)
    page.mouse.up()
    state = wait_for_snap(page, 2, "a triangle")
    check(state["shape"] == "triangle", f"shapes: a triangle snapped to {state['shape']!r}: {state}")

    # A rectangle, held still at its last corner: the rectangle is previewed before the release.
    rectangle = polygon_points([(-150, -90), (150, -90), (150, 90), (-150, 90), (-150, -90)], wobble=1.5)
    page.mouse.move(cx + rectangle[0][0], cy + rectangle[0][1])
    page.mouse.down()
    mouse_path(page, rectangle[1:], steps=1)
    wait_for_preview(page, "rectangle", "a rectangle")
    page.mouse.up()
    state = wait_for_snap(page, 3, "a rectangle")
    check(state["shape"] == "rectangle", f"shapes: a rectangle snapped to {state['shape']!r}: {state}")
    check(state["preview"] is None, f"shapes: the preview stays after the release: {state}")

    mouse_stroke(page, polygon_points([(-140, 60), (120, -40)], moves_per_side=40), steps=1)
    state = wait_for_snap(page, 4, "a line")
    check(state["shape"] == "line", f"shapes: a line snapped to {state['shape']!r}: {state}")
    check(state["clean"] == 4 and state["ink"] == 0, f"shapes: four shapes should be clean: {state}")

    # Undo brings back the line's ink, then the rectangle's.
    before = canvas_image(page)
    page.click('[data-testid="undo"]')
    state = snapped_state(page)
    check(
        state["state"] == "undone" and state["shape"] == "none" and state["stroke"] == "4",
        f"shapes: Undo did not bring the line's ink back: {state}",
    )
    check(state["clean"] == 3 and state["ink"] == 1, f"shapes: after Undo the line should be ink: {state}")
    check(canvas_image(page) != before, "shapes: Undo did not change the canvas")
    page.click('[data-testid="undo"]')
    state = snapped_state(page)
    check(state["stroke"] == "3" and state["clean"] == 2 and state["ink"] == 2, f"shapes: a second Undo: {state}")

    # An arc, an S-curve and a spiral snap to their clean shapes too, drawn from their geometry.
    before = canvas_image(page)
    mouse_stroke(page, arc_points(150, 200, 290), steps=4)
    state = wait_for_snap(page, 5, "an arc of 90°")
    check(state["shape"] == "arc", f"shapes: an arc of 90° snapped to {state['shape']!r}: {state}")
    check("Snapped to an arc" in state["verdict"], f"shapes: the verdict reads {state['verdict']!r}")
    check_facts(page, "an arc of 90°", ["Radius", "Arc", "90° clockwise"])
    check(canvas_image(page) != before, "shapes: the arc is not drawn")
    mouse_stroke(page, s_curve_points(), steps=3)
    state = wait_for_snap(page, 6, "an S-curve")
    check(state["shape"] == "curve", f"shapes: an S-curve snapped to {state['shape']!r}: {state}")
    check_facts(page, "an S-curve", ["Segments", "Closed"])
    mouse_stroke(page, spiral_points(), steps=2)
    state = wait_for_snap(page, 7, "a spiral")
    check(state["shape"] == "spiral", f"shapes: a spiral snapped to {state['shape']!r}: {state}")
    check_facts(page, "a spiral", ["Turns", "2.5 clockwise", "Radii"])
    check(state["clean"] == 5 and state["ink"] == 2, f"shapes: five shapes should be clean, two strokes ink: {state}")

    # A zigzag of many teeth is no shape (too many corners): its ink stays and the rejection is
    # said in words.
    mouse_stroke(page, polygon_points(zigzag_points(300, 80, teeth=20), moves_per_side=6), steps=1)
    state = wait_for_snap(page, 8, "a zigzag")
    check(state["shape"] == "none", f"shapes: a zigzag of 20 teeth snapped to {state['shape']!r}: {state}")
    check(state["verdict"].startswith("No shape: "), f"shapes: the rejection is not in words: {state['verdict']!r}")
    check(state["clean"] == 5 and state["ink"] == 3, f"shapes: the zigzag's ink should stay: {state}")

    page.click('[data-testid="clear"]')
    state = snapped_state(page)
    check(state["state"] == "idle" and state["clean"] == 0 and state["ink"] == 0, f"shapes: Clear left {state}")
    check(
        page.locator('[data-testid="history"] li').count() == history,
        "shapes: strokes in the shapes mode went into the detectors' history",
    )
    page.select_option('[data-testid="mode"]', "gesture")
    check(not page.locator(SNAPPED).is_visible(), "shapes: the snapped element stays in the gesture mode")
    check(page.locator('[data-testid="detector"]').is_enabled(), "shapes: the detector switch stays disabled")


def touch_stroke(page, cdp, offsets):
    """Draws with one finger through the Chrome DevTools Protocol (real touch events)."""
    cx, cy = canvas_centre(page)
    points = [{"x": cx + x, "y": cy + y} for x, y in offsets]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [points[0]]})
    for point in points[1:]:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def check_phone(browser, base_url, errors):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    watch_errors(page, errors, "phone")
    page.goto(base_url)
    check_live_connection(page)
    box = page.locator(CANVAS).bounding_box()
    check(box is not None, "phone: the canvas is not visible")
    check(
        box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] + box["height"] <= 844,
        f"phone: the canvas does not fit the 390×844 viewport: {box}",
    )
    check(box["width"] >= 360, f"phone: the canvas should fill the width, it is {box['width']} px wide")
    check(box["height"] >= 300, f"phone: the canvas is only {box['height']} px tall")
    overflow = page.evaluate("document.documentElement.scrollWidth")
    check(overflow <= 390, f"phone: the page scrolls sideways ({overflow} px wide)")
    cdp = context.new_cdp_session(page)
    touch_stroke(page, cdp, circle_points(min(box["width"], box["height"]) * 0.35, end_degrees=385))
    wait_for_verdict(page, "circle", "encircle", "phone: a circle drawn by touch")
    check(page.evaluate("window.scrollY") == 0, "phone: drawing scrolled the page")
    context.close()


def check_fallback(browser, base_url, errors):
    """With the live socket refused, a stroke is judged by POST /api/detect when it ends."""
    context = browser.new_context(viewport={"width": 1000, "height": 700})
    page = context.new_page()
    page.route_web_socket("**/api/live", lambda socket: socket.close())
    page.goto(base_url)
    mouse_stroke(page, circle_points(120))
    wait_for_verdict(page, "circle", "encircle", "without the live socket")
    connection = page.locator("#connection").get_attribute("data-state")
    check(connection == "offline", f"without the live socket: the page says it is {connection!r}")
    context.close()


# The browser logs every 4xx answer; the bad label's 400 is expected, nothing else is.
EXPECTED_CONSOLE_ERROR = "the server responded with a status of 400"


def check_reconnect(browser, base_url):
    """The first live socket drops; the page connects again and gets live feedback."""
    context = browser.new_context(viewport={"width": 1000, "height": 700})
    page = context.new_page()
    sockets = []

    def route(socket):
        sockets.append(socket)
        if len(sockets) == 1:
            socket.close(code=1001, reason="going away (test)")
        else:
            socket.connect_to_server()

    page.route_web_socket("**/api/live", route)
    page.goto(base_url)
    for _ in range(100):
        if len(sockets) >= 2:
            break
        page.wait_for_timeout(100)
    check(len(sockets) >= 2, f"reconnect: the page opened {len(sockets)} socket(s) in 10 s")
    check_live_connection(page)
    # Live progress proves the new socket reaches the server.
    offsets = circle_points(120)
    cx, cy = canvas_centre(page)
    page.mouse.move(cx + offsets[0][0], cy + offsets[0][1])
    page.mouse.down()
    mouse_path(page, offsets[1 : 3 * len(offsets) // 4])
    try:
        page.wait_for_function(
            "s => Number(document.querySelector(s).dataset.progress) > 0.2", arg=PROGRESS, timeout=TIMEOUT_MS
        )
    except PlaywrightError:
        page.mouse.up()
        raise Failure(f"reconnect: no live progress after reconnecting: data-progress={progress_value(page)}")
    mouse_path(page, offsets[3 * len(offsets) // 4 :])
    page.mouse.up()
    wait_for_verdict(page, "circle", "encircle", "after reconnecting")
    context.close()


def watch_errors(page, errors, where):
    page.on("pageerror", lambda error: errors.append(f"{where}: {error}"))
    page.on(
        "console",
        lambda message: errors.append(f"{where}: console {message.type}: {message.text}")
        if message.type == "error" and EXPECTED_CONSOLE_ERROR not in message.text
        else None,
    )


def run(base_url, screenshot):
    errors = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 800}, accept_downloads=True)
            page = context.new_page()
            watch_errors(page, errors, "desktop")
            page.goto(base_url)
            title = page.title()
            check("Encircle" in title, f"the page's title is {title!r}")
            check_live_connection(page)
            check_square(page)
            check_narrow_n(page)
            check_circle_with_progress(page)
            check_detector_switch(page)
            check_history(page, 3)
            label = "loop"
            check_recording(page, base_url, label)
            check_export(page, label, folder)
            check_delete(page, base_url, label)
            check_select_mode(page)
            check_shapes_mode(page)
            page.locator('[data-testid="label"]').fill("")
            page.locator("#save-status").evaluate("e => { e.textContent = ''; delete e.dataset.state; }")
            # The screenshot: one hand-like circle, fitted and judged.
            mouse_stroke(
                page, circle_points(200, start_degrees=-60, end_degrees=318, wobble=0.03, aspect=1.2, tilt=20)
            )
            wait_for_verdict(page, "circle", "encircle", "the screenshot's circle")
            page.mouse.move(5, 5)
            page.locator('[data-testid="label"]').blur()
            page.locator(".panel").evaluate("e => { e.scrollTop = 0; }")
            screenshot.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(screenshot))
            context.close()
            check_phone(browser, base_url, errors)
            check_fallback(browser, base_url, errors)
            check_reconnect(browser, base_url)
        finally:
            browser.close()
    check(not errors, "the page logged errors: " + "; ".join(errors))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="the playground's address, e.g. http://127.0.0.1:8080/")
    parser.add_argument("--screenshot", help="where to write the screenshot (default: a temporary folder)")
    parser.add_argument(
        "--update-screenshot",
        action="store_true",
        default=os.environ.get("ENCIRCLE_UPDATE_SCREENSHOT") == "1",
        help=f"write the screenshot to {COMMITTED_SCREENSHOT.relative_to(REPOSITORY)}",
    )
    arguments = parser.parse_args()
    base_url = arguments.url if arguments.url.endswith("/") else arguments.url + "/"
    if arguments.update_screenshot:
        screenshot = COMMITTED_SCREENSHOT
    elif arguments.screenshot or os.environ.get("ENCIRCLE_SCREENSHOT"):
        screenshot = Path(arguments.screenshot or os.environ["ENCIRCLE_SCREENSHOT"])
    else:
        screenshot = Path(tempfile.gettempdir()) / "encircle-playground.png"
    try:
        run(base_url, screenshot)
    except Failure as failure:
        print(f"playground browser test FAILED: {failure}", file=sys.stderr)
        return 1
    except PlaywrightError as error:
        print(f"playground browser test FAILED (browser): {error}", file=sys.stderr)
        return 1
    print(f"playground browser test passed; screenshot: {screenshot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
