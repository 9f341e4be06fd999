// Encircle playground: draw a stroke, watch Encircle judge it live, compare detectors, record.
// Plain JavaScript; talks only to its own server: the WebSocket /api/live while drawing,
// POST /api/detect to judge a whole stroke (another detector, or when the socket is down), and
// /api/strokes to record labelled strokes.
"use strict";

(() => {
  // The detector whose streaming recognizer reports progress and early failure while drawing.
  const liveDetector = "encircle";
  const historyLimit = 30;
  const reconnectDelays = [250, 500, 1000, 2000, 4000];

  const byId = (id) => document.getElementById(id);
  const canvas = byId("canvas");
  const context = canvas.getContext("2d");
  const progress = byId("progress");
  const progressValue = byId("progress-value");
  const hint = byId("hint");
  const legend = byId("legend");
  const connection = byId("connection");
  const detectorSelect = byId("detector");
  const verdict = byId("verdict");
  const facts = byId("facts");
  const recordForm = byId("record-form");
  const labelInput = byId("label");
  const saveButton = byId("save");
  const saveStatus = byId("save-status");
  const recordingsList = byId("recordings");
  const recordingsCount = byId("recordings-count");
  const historyList = byId("history");

  // ---- State ----------------------------------------------------------------------------------

  /** The stroke being drawn: { pointerId, origin, startStamp, points, detector, live, failure }. */
  let drawing = null;
  /** Strokes sent over the socket whose verdict has not come back yet, oldest first. */
  const awaitingVerdict = [];
  /** Judged strokes, newest first: { id, points, results: Map(detector -> record), failure }. */
  const history = [];
  /** The history entry on the canvas (and the one Save records). */
  let shown = null;
  let nextStrokeId = 1;
  /** Counts POSTs so that a late answer does not overwrite a newer one. */
  let judgeToken = 0;

  // ---- Small helpers --------------------------------------------------------------------------

  const color = (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
  const number = (value, digits = 1) =>
    typeof value === "number" && Number.isFinite(value) ? String(round(value, digits)) : "—";
  const degrees = (angle) =>
    angle && typeof angle.radians === "number" ? `${Math.round(Math.abs(angle.radians) * 180 / Math.PI)}°` : null;

  function element(tag, properties = {}, children = []) {
    const node = document.createElement(tag);
    Object.assign(node, properties);
    for (const child of children) node.append(child);
    return node;
  }

  async function requestJSON(method, path, body) {
    const options = { method, headers: {} };
    if (body !== undefined) {
      options.headers["content-type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    const response = await fetch(path, options);
    const text = await response.text();
    let payload = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
    if (!response.ok) {
      const message = payload && typeof payload.error === "string" ? payload.error : `HTTP ${response.status}`;
      throw new Error(message);
    }
    return payload;
  }

  const detect = (points, detector) => requestJSON("POST", "/api/detect", { points, detector });

  // ---- Canvas: size, crisp lines, drawing -----------------------------------------------------

  function resizeCanvas() {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
    const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    // Points are CSS pixels; the transform maps them to device pixels.
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    render();
  }

  function traceStyle(lineWidth, strokeColor) {
    context.lineWidth = lineWidth;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = strokeColor;
    context.setLineDash([]);
  }

  function drawTrace(points, strokeColor) {
    if (points.length === 0) return;
    traceStyle(3, strokeColor);
    context.beginPath();
    context.moveTo(points[0].x, points[0].y);
    for (const point of points.slice(1)) context.lineTo(point.x, point.y);
    if (points.length === 1) context.lineTo(points[0].x + 0.01, points[0].y);
    context.stroke();
  }

  function drawSegment(from, to, strokeColor) {
    traceStyle(3, strokeColor);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }

  /** The verdict's geometry, as in Sadun's figure: the bounding box, the fit, a dot at the centre. */
  function drawFit(record) {
    const details = record.details || {};
    const box = details.boundingRect;
    if (box && box.origin) {
      context.lineWidth = 1;
      context.strokeStyle = color("--guide");
      context.setLineDash([6, 5]);
      context.strokeRect(box.origin.x, box.origin.y, box.width, box.height);
    }
    const ellipse = details.ellipse;
    if (ellipse && ellipse.center && Number.isFinite(ellipse.semiMajorAxis) && Number.isFinite(ellipse.semiMinorAxis)) {
      context.lineWidth = 1.5;
      context.strokeStyle = color("--ellipse");
      context.setLineDash([2, 4]);
      context.beginPath();
      const rotation = ellipse.rotation && Number.isFinite(ellipse.rotation.radians) ? ellipse.rotation.radians : 0;
      context.ellipse(ellipse.center.x, ellipse.center.y, ellipse.semiMajorAxis, ellipse.semiMinorAxis, rotation, 0, 2 * Math.PI);
      context.stroke();
    }
    const circle = record.circle;
    if (circle && circle.center && Number.isFinite(circle.center.x) && Number.isFinite(circle.radius)) {
      context.setLineDash([]);
      context.lineWidth = 2.5;
      context.strokeStyle = color("--circle");
      context.beginPath();
      context.arc(circle.center.x, circle.center.y, circle.radius, 0, 2 * Math.PI);
      context.stroke();
      context.fillStyle = color("--circle");
      context.beginPath();
      context.arc(circle.center.x, circle.center.y, 4, 0, 2 * Math.PI);
      context.fill();
    }
    context.setLineDash([]);
  }

  function render() {
    const ratio = window.devicePixelRatio || 1;
    context.clearRect(0, 0, canvas.width / ratio, canvas.height / ratio);
    legend.hidden = true;
    if (drawing) {
      drawTrace(drawing.points, color(drawing.failure ? "--rejected" : "--ink"));
      return;
    }
    if (!shown) return;
    const record = shown.results.get(detectorSelect.value);
    const inkName = record ? (record.isCircle ? "--ink" : "--rejected") : "--ink";
    drawTrace(shown.points, color(inkName));
    if (record) drawFit(record);
    showLegend(record);
  }

  function showLegend(record) {
    const details = (record && record.details) || {};
    const parts = { circle: Boolean(record && record.circle), box: Boolean(details.boundingRect), ellipse: Boolean(details.ellipse) };
    for (const [part, shown] of Object.entries(parts)) byId(`legend-${part}`).hidden = !shown;
    legend.hidden = !Object.values(parts).some(Boolean);
  }

  // ---- Progress ring --------------------------------------------------------------------------

  function setProgress(value, closedEnough) {
    const clamped = Math.min(Math.max(Number(value) || 0, 0), 1);
    progress.dataset.progress = String(round(clamped, 3));
    progress.dataset.closed = closedEnough ? "true" : "false";
    progressValue.style.strokeDasharray = `${clamped * 100} 100`;
  }

  function stopProgress() {
    delete progress.dataset.progress;
  }

  // ---- Verdict area ---------------------------------------------------------------------------

  function addFact(term, value) {
    if (value === null || value === undefined || value === "") return;
    facts.append(element("dt", { textContent: term }), element("dd", { textContent: value }));
  }

  function clearVerdict(text) {
    delete verdict.dataset.verdict;
    delete verdict.dataset.detector;
    verdict.textContent = text;
    facts.replaceChildren();
  }

  function describeShape(record) {
    if (record.shape === "circle" || !record.shape) return "A circle";
    return `Accepted: ${record.shape}`;
  }

  function showRecord(record, entry) {
    facts.replaceChildren();
    verdict.dataset.detector = record.detector;
    if (record.isCircle) {
      verdict.dataset.verdict = "circle";
      verdict.textContent = `${describeShape(record)} (${record.detector})`;
      const details = record.details || {};
      addFact("Shape", record.shape || "—");
      addFact("Direction", details.direction);
      addFact("Sweep", degrees(details.sweep) || degrees(details.transit));
      addFact("Confidence", record.confidence === null || record.confidence === undefined ? "not given" : number(record.confidence, 2));
      if (record.circle && record.circle.center) {
        addFact("Centre", `(${number(record.circle.center.x)}, ${number(record.circle.center.y)})`);
        addFact("Radius", `${number(record.circle.radius)} pt`);
      }
      // A template recognizer ($1) names the template it matched and the next best.
      if (typeof details.name === "string") addFact("Template", `${details.name}, score ${number(details.score, 2)}`);
      if (details.runnerUp && typeof details.runnerUp.name === "string") {
        addFact("Runner-up", `${details.runnerUp.name}, score ${number(details.runnerUp.score, 2)}`);
      }
    } else {
      verdict.dataset.verdict = "rejected";
      const rejection = record.rejection || {};
      verdict.textContent = `Not a circle: ${rejection.message || "rejected"} (${record.detector})`;
      if (record.shape) addFact("Shape", record.shape);
      addFact("Reason", rejection.reason);
      if (rejection.measured !== null && rejection.measured !== undefined) addFact("Measured", number(rejection.measured, 3));
      if (rejection.limit !== null && rejection.limit !== undefined) addFact("Limit", number(rejection.limit, 3));
    }
    if (entry) {
      if (entry.failure && record.detector === liveDetector) {
        addFact("Decided", `while drawing, after ${entry.failure.samples} samples`);
      }
      addFact("Samples", String(entry.points.length));
      const last = entry.points[entry.points.length - 1];
      if (last) addFact("Duration", `${number(last.t, 2)} s`);
    }
  }

  function showLiveFailure(failure) {
    facts.replaceChildren();
    const rejection = failure.rejection || {};
    verdict.dataset.verdict = "rejected";
    verdict.dataset.detector = liveDetector;
    verdict.textContent = `Not a circle: ${rejection.message || "rejected"}`;
    addFact("Reason", rejection.reason);
    addFact("Decided", `while drawing, after ${failure.samples} samples`);
  }

  function showError(message) {
    clearVerdict(`Could not judge the stroke: ${message}`);
  }

  /** Shows what is known about the entry for the selected detector. */
  function showEntry(entry) {
    const record = entry.results.get(detectorSelect.value);
    if (record) showRecord(record, entry);
    else if (entry.error) showError(entry.error);
    render();
    renderHistory();
  }

  // ---- Live socket ----------------------------------------------------------------------------

  let socket = null;
  let socketOpen = false;
  let reconnectAttempt = 0;
  let pendingSamples = [];
  let flushScheduled = false;

  function setConnection(state, text) {
    connection.dataset.state = state;
    connection.textContent = text;
  }

  function connect() {
    if (!("WebSocket" in window)) {
      setConnection("offline", "No WebSocket: strokes are judged when they end");
      return;
    }
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    try {
      socket = new WebSocket(`${scheme}//${location.host}/api/live`);
    } catch (error) {
      scheduleReconnect(`cannot open the live socket (${error.message})`);
      return;
    }
    socket.addEventListener("open", () => {
      socketOpen = true;
      reconnectAttempt = 0;
      setConnection("live", "Live");
    });
    socket.addEventListener("message", (event) => handleMessage(event.data));
    socket.addEventListener("close", (event) => {
      const wasOpen = socketOpen;
      socketOpen = false;
      socket = null;
      socketLost();
      const why = event.reason ? `closed: ${event.reason}` : wasOpen ? "connection lost" : "unavailable";
      scheduleReconnect(why);
    });
  }

  function scheduleReconnect(why) {
    const delay = reconnectDelays[Math.min(reconnectAttempt, reconnectDelays.length - 1)];
    reconnectAttempt += 1;
    setConnection("offline", `Live feedback ${why}; strokes are judged when they end. Reconnecting…`);
    setTimeout(connect, delay);
  }

  function send(message) {
    if (!socketOpen || !socket) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  function queueSamples(points) {
    pendingSamples.push(...points);
    if (!flushScheduled) {
      flushScheduled = true;
      requestAnimationFrame(flushSamples);
    }
  }

  function flushSamples() {
    flushScheduled = false;
    if (pendingSamples.length === 0) return;
    const points = pendingSamples;
    pendingSamples = [];
    if (drawing && drawing.live && !send({ type: "samples", points })) drawing.live = false;
  }

  /** The socket went away: strokes it was judging are judged by POST instead. */
  function socketLost() {
    pendingSamples = [];
    if (drawing) drawing.live = false;
    for (const stroke of awaitingVerdict.splice(0)) {
      if (stroke.entry) judgeByRequest(stroke.entry, detectorSelect.value);
      else stroke.live = false;
    }
  }

  function handleMessage(data) {
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    const stroke = awaitingVerdict[0];
    if (!stroke) return;
    switch (message.type) {
      case "progress":
        if (stroke === drawing && !stroke.failure) setProgress(message.progress, message.closedEnough);
        break;
      case "failed":
        stroke.failure = { rejection: message.rejection, samples: message.samples };
        if (stroke === drawing) {
          setProgress(0, false);
          showLiveFailure(stroke.failure);
          render();
        }
        break;
      case "verdict": {
        awaitingVerdict.shift();
        const record = { ...message };
        delete record.type;
        if (stroke.entry) receiveRecord(stroke.entry, record);
        break;
      }
      default:
        break;
    }
  }

  // ---- Strokes --------------------------------------------------------------------------------

  function canvasPoint(event, stroke) {
    const x = event.clientX - stroke.origin.x;
    const y = event.clientY - stroke.origin.y;
    const t = Math.max(0, (event.timeStamp - stroke.startStamp) / 1000);
    return { x: round(x, 2), y: round(y, 2), t: round(t, 4) };
  }

  function addSamples(events) {
    const added = [];
    for (const event of events) {
      const point = canvasPoint(event, drawing);
      const previous = drawing.points[drawing.points.length - 1];
      if (previous) {
        if (point.x === previous.x && point.y === previous.y) continue;
        if (point.t < previous.t) point.t = previous.t;
        drawSegment(previous, point, color(drawing.failure ? "--rejected" : "--ink"));
      }
      drawing.points.push(point);
      added.push(point);
    }
    if (added.length > 0 && drawing.live) queueSamples(added);
  }

  function beginStroke(event) {
    const box = canvas.getBoundingClientRect();
    drawing = {
      pointerId: event.pointerId,
      origin: { x: box.left + canvas.clientLeft, y: box.top + canvas.clientTop },
      startStamp: event.timeStamp,
      points: [],
      detector: detectorSelect.value,
      live: false,
      failure: null,
      entry: null,
    };
    hint.hidden = true;
    judgeToken += 1; // a re-judgement still on its way no longer applies
    const liveFeedback = drawing.detector === liveDetector;
    clearVerdict(liveFeedback ? "Drawing…" : `Drawing… (${drawing.detector} judges when you lift)`);
    if (send({ type: "begin", detector: drawing.detector })) {
      drawing.live = true;
      awaitingVerdict.push(drawing);
    }
    if (drawing.live && liveFeedback) setProgress(0, false);
    else stopProgress();
    render();
    addSamples([event]);
  }

  function endStroke() {
    const stroke = drawing;
    if (!stroke) return;
    flushSamples();
    drawing = null;
    stopProgress();
    const entry = { id: nextStrokeId++, points: stroke.points, results: new Map(), failure: stroke.failure, error: null };
    stroke.entry = entry;
    history.unshift(entry);
    history.splice(historyLimit);
    shown = entry;
    saveButton.disabled = false;
    if (stroke.live && send({ type: "end" })) {
      if (!stroke.failure) verdict.textContent = "Judging…";
    } else {
      const index = awaitingVerdict.indexOf(stroke);
      if (index >= 0) awaitingVerdict.splice(index, 1);
      judgeByRequest(entry, detectorSelect.value);
    }
    render();
    renderHistory();
  }

  function receiveRecord(entry, record) {
    entry.results.set(record.detector, record);
    if (entry !== shown || drawing) renderHistory();
    else if (entry.results.has(detectorSelect.value)) showEntry(entry);
    else judgeByRequest(entry, detectorSelect.value); // the detector was switched while drawing
  }

  async function judgeByRequest(entry, detector) {
    const token = ++judgeToken;
    if (entry === shown && !drawing) {
      clearVerdict(`Judging with ${detector}…`);
    }
    try {
      const record = await detect(entry.points, detector);
      entry.results.set(record.detector, record);
      entry.error = null;
    } catch (error) {
      entry.error = error.message;
    }
    if (token !== judgeToken || entry !== shown || drawing) {
      renderHistory();
      return;
    }
    showEntry(entry);
  }

  canvas.addEventListener("pointerdown", (event) => {
    if (drawing || (event.pointerType === "mouse" && event.button !== 0)) return;
    event.preventDefault();
    canvas.setPointerCapture(event.pointerId);
    beginStroke(event);
  });

  canvas.addEventListener("pointermove", (event) => {
    if (!drawing || event.pointerId !== drawing.pointerId) return;
    const coalesced = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
    addSamples(coalesced.length > 0 ? coalesced : [event]);
  });

  const finish = (event) => {
    if (!drawing || event.pointerId !== drawing.pointerId) return;
    if (event.type === "pointerup") addSamples([event]);
    endStroke();
  };
  canvas.addEventListener("pointerup", finish);
  canvas.addEventListener("pointercancel", finish);
  canvas.addEventListener("lostpointercapture", finish);

  // ---- Detector switch: judge the stroke shown again ------------------------------------------

  detectorSelect.addEventListener("change", () => {
    if (!shown || drawing) return;
    judgeByRequest(shown, detectorSelect.value);
  });

  // ---- History --------------------------------------------------------------------------------

  function drawThumbnail(thumbnail, entry) {
    const size = 48;
    const ratio = window.devicePixelRatio || 1;
    thumbnail.width = size * ratio;
    thumbnail.height = size * ratio;
    const thumb = thumbnail.getContext("2d");
    thumb.setTransform(ratio, 0, 0, ratio, 0, 0);
    const xs = entry.points.map((p) => p.x);
    const ys = entry.points.map((p) => p.y);
    const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
    const scale = (size - 8) / Math.max(maxX - minX, maxY - minY, 1);
    const offsetX = (size - (maxX - minX) * scale) / 2, offsetY = (size - (maxY - minY) * scale) / 2;
    const record = entry.results.get(liveDetector) || entry.results.values().next().value;
    thumb.strokeStyle = color(record && !record.isCircle ? "--rejected" : "--ink");
    thumb.lineWidth = 1.5;
    thumb.lineJoin = "round";
    thumb.beginPath();
    entry.points.forEach((p, index) => {
      const x = offsetX + (p.x - minX) * scale, y = offsetY + (p.y - minY) * scale;
      if (index === 0) thumb.moveTo(x, y);
      else thumb.lineTo(x, y);
    });
    thumb.stroke();
  }

  function renderHistory() {
    if (history.length === 0) {
      historyList.replaceChildren(element("li", { className: "empty", textContent: "No strokes yet." }));
      return;
    }
    historyList.replaceChildren(
      ...history.map((entry) => {
        const thumbnail = element("canvas");
        thumbnail.setAttribute("aria-hidden", "true");
        drawThumbnail(thumbnail, entry);
        const verdicts = element("span", { className: "verdicts" });
        if (entry.results.size === 0) verdicts.textContent = entry.error ? `error: ${entry.error}` : "judging…";
        for (const [detector, record] of entry.results) {
          if (verdicts.childNodes.length > 0) verdicts.append(" · ");
          verdicts.append(
            element("span", {
              className: record.isCircle ? "circle" : "rejected",
              textContent: `${detector}: ${record.isCircle ? "circle" : "rejected"}`,
            }),
          );
        }
        const button = element("button", { type: "button" }, [
          thumbnail,
          element("span", {}, [element("strong", { textContent: `#${entry.id} ` }), verdicts]),
        ]);
        button.setAttribute("aria-current", entry === shown ? "true" : "false");
        button.addEventListener("click", () => {
          if (drawing) return;
          shown = entry;
          if (entry.results.has(detectorSelect.value)) showEntry(entry);
          else judgeByRequest(entry, detectorSelect.value);
          render();
          renderHistory();
        });
        const item = element("li", {}, [button]);
        item.dataset.verdicts = [...entry.results].map(([d, r]) => `${d}:${r.isCircle ? "circle" : "rejected"}`).join(" ");
        return item;
      }),
    );
  }

  // ---- Recording ------------------------------------------------------------------------------

  function setSaveStatus(state, text) {
    saveStatus.dataset.state = state;
    saveStatus.textContent = text;
  }

  recordForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!shown) {
      setSaveStatus("error", "Draw a stroke first.");
      return;
    }
    const label = labelInput.value.trim();
    saveButton.disabled = true;
    try {
      const answer = await requestJSON("POST", "/api/strokes", { points: shown.points, label });
      setSaveStatus("saved", `Saved stroke #${shown.id} as recording ${answer && answer.id !== undefined ? answer.id : "?"} (${label}).`);
      await loadRecordings();
    } catch (error) {
      setSaveStatus("error", `Not saved: ${error.message}`);
    } finally {
      saveButton.disabled = !shown;
    }
  });

  async function loadRecordings() {
    let strokes;
    try {
      const answer = await requestJSON("GET", "/api/strokes");
      strokes = answer && Array.isArray(answer.strokes) ? answer.strokes : [];
    } catch (error) {
      recordingsList.replaceChildren(element("li", { className: "empty", textContent: `Recordings unavailable: ${error.message}` }));
      recordingsCount.textContent = "";
      return;
    }
    recordingsCount.textContent = `(${strokes.length})`;
    if (strokes.length === 0) {
      recordingsList.replaceChildren(element("li", { className: "empty", textContent: "None yet." }));
      return;
    }
    recordingsList.replaceChildren(
      ...strokes.map((stroke) => {
        const when = stroke.createdAt ? new Date(stroke.createdAt) : null;
        const whenText = when && !Number.isNaN(when.getTime()) ? when.toLocaleString() : "";
        const remove = element("button", { type: "button", textContent: "Delete" });
        remove.setAttribute("aria-label", `Delete recording ${stroke.id} (${stroke.label})`);
        remove.addEventListener("click", async () => {
          remove.disabled = true;
          try {
            await requestJSON("DELETE", `/api/strokes/${encodeURIComponent(stroke.id)}`);
          } catch (error) {
            setSaveStatus("error", `Not deleted: ${error.message}`);
          }
          await loadRecordings();
        });
        const text = element("span", {
          textContent: `${stroke.id} · ${stroke.label} · ${stroke.points} points${whenText ? ` · ${whenText}` : ""}`,
        });
        const item = element("li", {}, [text, remove]);
        item.dataset.label = stroke.label;
        item.dataset.id = String(stroke.id);
        return item;
      }),
    );
  }

  // ---- Start ----------------------------------------------------------------------------------

  if (typeof ResizeObserver === "function") new ResizeObserver(resizeCanvas).observe(canvas);
  window.addEventListener("resize", resizeCanvas);
  matchMedia("(prefers-color-scheme: dark)").addEventListener?.("change", render);
  resizeCanvas();
  renderHistory();
  loadRecordings();
  connect();
})();
