// Encircle playground: draw a stroke, watch Encircle judge it live, compare detectors, record;
// or, in other modes, circle items to select them, or snap strokes to clean shapes.
// Plain JavaScript; talks only to its own server: the WebSocket /api/live while drawing,
// POST /api/detect to judge a whole stroke (another detector, or when the socket is down),
// POST /api/shapes to name the shape a stroke draws, and /api/strokes to record labelled strokes.
// Which items a circle selects, and which shape a stroke is, are the server's answers (the
// library's rules), never worked out here.
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
  const modeSelect = byId("mode");
  const modeHelp = byId("mode-help");
  const detectorHelp = byId("detector-help");
  const verdictNote = byId("verdict-note");
  const itemsStatus = byId("items");
  const snappedStatus = byId("snapped");
  const snappedText = byId("snapped-status");
  const undoButton = byId("undo");
  const clearButton = byId("clear");

  /** What each detector is, shown under the switch. */
  const detectorHelpText = {
    encircle: "Encircle's detector: progress and the reason it fails while you draw, the fitted shape when you lift.",
    sadun: "Sadun's multistep test (iOS Developer's Cookbook), as published; judges when you lift.",
    lamarche: "LaMarche's 2009 test, as published; judges when you lift.",
    dollar1:
      "The reference $1 recognizer with its 16 canonical templates; judges when you lift. " +
      "Its circle template goes one way round (anticlockwise on screen), so a clockwise circle " +
      "can come out as another template.",
  };

  // ---- State ----------------------------------------------------------------------------------

  /** The stroke being drawn: { pointerId, origin, startStamp, points, detector, live, failure }. */
  let drawing = null;
  /** Strokes sent over the socket whose verdict has not come back yet, oldest first. */
  const awaitingVerdict = [];
  /**
   * Judged strokes, newest first: { id, points, drawnWith, results: Map(detector -> record), failure }.
   * `drawnWith` is the detector chosen while it was drawn; the others were asked afterwards.
   */
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

  /** POST /api/detect; with `items`, the answer also says which the circle selects (`selected`). */
  const detect = (points, detector, items) => requestJSON("POST", "/api/detect", { points, detector, items });

  /** POST /api/shapes: the shape the stroke draws with its geometry, or null and the rejection. */
  const recognizeShape = (points) => requestJSON("POST", "/api/shapes", { points });

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
    mode.layout(canvas.clientWidth, canvas.clientHeight);
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

  const finite = (...values) => values.every((value) => typeof value === "number" && Number.isFinite(value));

  /**
   * The verdict's geometry, as in Sadun's figure: the bounding box, the fit, a dot at the centre,
   * and the fitted ellipse on top (for a round stroke it lies on the circle, dotted over it).
   * Returns what it drew, for the legend: { box, circle, ellipse }.
   */
  function drawFit(record) {
    const drawn = { box: false, circle: false, ellipse: false };
    const details = record.details || {};
    const box = details.boundingRect;
    if (box && box.origin && finite(box.origin.x, box.origin.y, box.width, box.height)) {
      context.lineWidth = 1;
      context.strokeStyle = color("--guide");
      context.setLineDash([6, 5]);
      context.strokeRect(box.origin.x, box.origin.y, box.width, box.height);
      drawn.box = true;
    }
    const circle = record.circle;
    if (circle && circle.center && finite(circle.center.x, circle.center.y, circle.radius)) {
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
      drawn.circle = true;
    }
    const ellipse = details.ellipse;
    if (ellipse && ellipse.center && finite(ellipse.center.x, ellipse.center.y, ellipse.semiMajorAxis, ellipse.semiMinorAxis)) {
      context.lineWidth = 2;
      context.strokeStyle = color("--ellipse");
      context.setLineDash([2, 4]);
      context.beginPath();
      const rotation = ellipse.rotation && finite(ellipse.rotation.radians) ? ellipse.rotation.radians : 0;
      context.ellipse(ellipse.center.x, ellipse.center.y, ellipse.semiMajorAxis, ellipse.semiMinorAxis, rotation, 0, 2 * Math.PI);
      context.stroke();
      drawn.ellipse = true;
    }
    context.setLineDash([]);
    return drawn;
  }

  function render() {
    const ratio = window.devicePixelRatio || 1;
    context.clearRect(0, 0, canvas.width / ratio, canvas.height / ratio);
    legend.hidden = true;
    mode.drawBelow();
    if (drawing) {
      drawTrace(drawing.points, color(drawing.failure ? "--rejected" : "--ink"));
    } else if (shown) {
      const record = shown.results.get(detectorSelect.value);
      const inkName = record ? (record.isCircle ? "--ink" : "--rejected") : "--ink";
      drawTrace(shown.points, color(inkName));
      showLegend(record ? drawFit(record) : { box: false, circle: false, ellipse: false });
    }
    mode.drawAbove();
  }

  /** Lists exactly what `drawFit` drew. */
  function showLegend(drawn) {
    for (const [part, wasDrawn] of Object.entries(drawn)) byId(`legend-${part}`).hidden = !wasDrawn;
    legend.hidden = !Object.values(drawn).some(Boolean);
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
    verdictNote.hidden = true;
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
    // A verdict asked for after the stroke was drawn says so, here and in the history.
    const again = entry && entry.drawnWith && record.detector !== entry.drawnWith;
    verdictNote.hidden = !again;
    verdictNote.textContent = again
      ? `Stroke #${entry.id}, drawn with ${entry.drawnWith}, judged again with ${record.detector}; its history entry lists every verdict.`
      : "";
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
    verdictNote.hidden = true;
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
    mode.judged(entry, record || null);
    render();
    renderHistory();
  }

  /** What the live recognizer says while the stroke is drawn, in words. */
  function describeProgress(message) {
    if (message.closedEnough) return "Drawing… closed: a circle if you lift now";
    const share = Math.round(Math.min(Math.max(Number(message.progress) || 0, 0), 1) * 100);
    return `Drawing… ${share}% of the way to a circle`;
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
      if (wasOpen && event.code === 1001) {
        // The server closes a socket left idle; open another before the next stroke needs it.
        connect();
        return;
      }
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
        if (stroke === drawing && !stroke.failure) {
          setProgress(message.progress, message.closedEnough);
          verdict.textContent = describeProgress(message);
        }
        break;
      case "failed":
        stroke.failure = { rejection: message.rejection, samples: message.samples };
        if (stroke === drawing) {
          setProgress(0, false);
          showLiveFailure(stroke.failure);
          mode.judged(null, { isCircle: false }); // a rejected stroke selects nothing
          render();
        }
        break;
      case "verdict": {
        awaitingVerdict.shift();
        const record = { ...message };
        delete record.type;
        if (stroke.entry) receiveRecord(stroke.entry, record, stroke.items);
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
    if (added.length === 0) return;
    if (drawing.live) queueSamples(added);
    mode.strokeMoved(drawing);
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
      items: undefined,
    };
    mode.strokeBegan();
    hint.hidden = true;
    judgeToken += 1; // a re-judgement still on its way no longer applies
    if (mode.judgesCircles) beginJudging(drawing);
    else stopProgress();
    render();
    addSamples([event]);
  }

  /** Opens the live session for a stroke the detector judges, or says it judges at the end. */
  function beginJudging(stroke) {
    const liveFeedback = stroke.detector === liveDetector;
    clearVerdict(liveFeedback ? "Drawing…" : `Drawing… (${stroke.detector} judges when you lift)`);
    if (send({ type: "begin", detector: stroke.detector })) {
      stroke.live = true;
      awaitingVerdict.push(stroke);
    }
    if (stroke.live && liveFeedback) setProgress(0, false);
    else stopProgress();
  }

  function endStroke() {
    const stroke = drawing;
    if (!stroke) return;
    if (!mode.judgesCircles) {
      drawing = null;
      mode.strokeEnded(stroke);
      render();
      return;
    }
    flushSamples();
    drawing = null;
    stopProgress();
    const entry = {
      id: nextStrokeId++,
      points: stroke.points,
      drawnWith: stroke.detector,
      results: new Map(),
      failure: stroke.failure,
      error: null,
    };
    stroke.entry = entry;
    history.unshift(entry);
    history.splice(historyLimit);
    shown = entry;
    saveButton.disabled = false;
    stroke.items = mode.items();
    if (stroke.live && send({ type: "end", items: stroke.items && stroke.items.points })) {
      if (!stroke.failure) verdict.textContent = "Judging…";
    } else {
      const index = awaitingVerdict.indexOf(stroke);
      if (index >= 0) awaitingVerdict.splice(index, 1);
      judgeByRequest(entry, detectorSelect.value);
    }
    render();
    renderHistory();
  }

  /** Keeps `record`, noting the layout of the items its `selected` refers to. */
  function keepRecord(entry, record, items) {
    if (items && Array.isArray(record.selected)) record.itemsLayout = items.layout;
    entry.results.set(record.detector, record);
  }

  function receiveRecord(entry, record, items) {
    keepRecord(entry, record, items);
    if (entry !== shown || drawing) renderHistory();
    else if (entry.results.has(detectorSelect.value)) showEntry(entry);
    else judgeByRequest(entry, detectorSelect.value); // the detector was switched while drawing
  }

  async function judgeByRequest(entry, detector) {
    const token = ++judgeToken;
    if (entry === shown && !drawing) {
      clearVerdict(`Judging with ${detector}…`);
    }
    const items = mode.items();
    try {
      const record = await detect(entry.points, detector, items && items.points);
      keepRecord(entry, record, items);
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
  // The verdict is added to the stroke's history entry, marked as asked for afterwards (the
  // verdict area and the entry both say so); a detector that has judged the stroke already is
  // not asked twice.

  function showDetectorHelp() {
    detectorHelp.textContent = detectorHelpText[detectorSelect.value] || "";
  }

  detectorSelect.addEventListener("change", () => {
    showDetectorHelp();
    if (!shown || drawing) return;
    if (shown.results.has(detectorSelect.value)) showEntry(shown);
    else judgeByRequest(shown, detectorSelect.value);
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
          const again = detector !== entry.drawnWith ? " (judged again)" : "";
          verdicts.append(
            element("span", {
              className: record.isCircle ? "circle" : "rejected",
              textContent: `${detector}: ${record.isCircle ? "circle" : "rejected"}${again}`,
            }),
          );
        }
        const button = element("button", { type: "button" }, [
          thumbnail,
          element("span", {}, [element("strong", { textContent: `#${entry.id} ` }), verdicts]),
        ]);
        button.setAttribute("aria-current", entry === shown ? "true" : "false");
        // A mode that does not judge circles has nothing to show an entry with.
        button.disabled = !mode.judgesCircles;
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
        item.dataset.drawnWith = entry.drawnWith;
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

  /** Asks in the row itself before deleting a recording, then says it was deleted. */
  function askToDelete(item, stroke, row) {
    const name = `recording ${stroke.id} (${stroke.label})`;
    const confirm = element("button", { type: "button", className: "danger", textContent: "Delete" });
    confirm.dataset.action = "confirm-delete";
    confirm.setAttribute("aria-label", `Yes, delete ${name}`);
    const keep = element("button", { type: "button", textContent: "Keep" });
    keep.dataset.action = "keep";
    keep.setAttribute("aria-label", `No, keep ${name}`);
    item.dataset.confirming = "true";
    item.replaceChildren(
      element("span", { className: "confirm", textContent: `Delete ${name}? This cannot be undone.` }),
      element("span", { className: "row" }, [confirm, keep]),
    );
    keep.addEventListener("click", () => {
      delete item.dataset.confirming;
      item.replaceChildren(...row);
      row[row.length - 1].focus();
    });
    confirm.addEventListener("click", async () => {
      confirm.disabled = true;
      keep.disabled = true;
      try {
        await requestJSON("DELETE", `/api/strokes/${encodeURIComponent(stroke.id)}`);
        setSaveStatus("deleted", `Deleted ${name}.`);
      } catch (error) {
        setSaveStatus("error", `Not deleted: ${error.message}`);
      }
      await loadRecordings();
    });
    confirm.focus();
  }

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
        const text = element("span", {
          textContent: `${stroke.id} · ${stroke.label} · ${stroke.points} points${whenText ? ` · ${whenText}` : ""}`,
        });
        const item = element("li", {}, [text, remove]);
        remove.addEventListener("click", () => askToDelete(item, stroke, [text, remove]));
        item.dataset.label = stroke.label;
        item.dataset.id = String(stroke.id);
        return item;
      }),
    );
  }

  // ---- Modes: what the canvas is for ----------------------------------------------------------
  // One entry per mode: `label` for the switch, `help` under it, `hint` on the canvas, and hooks
  // the page calls (each optional, see `modeDefaults`). Adding a mode is adding an entry here.

  const modeDefaults = {
    /** The mode was switched to, or away from. */
    enter() {},
    leave() {},
    /** The canvas has a new size (CSS pixels). */
    layout(_width, _height) {},
    /** Draws what lies under the stroke. */
    drawBelow() {},
    /**
     * Whether the detector judges the strokes (live feedback, verdict, history, recording). A mode
     * that says false gets each stroke through `strokeMoved` and `strokeEnded` instead, and the
     * detector switch and the history wait until another mode is chosen.
     */
    judgesCircles: true,
    /** Draws what lies over the stroke. */
    drawAbove() {},
    /** A stroke begins. */
    strokeBegan() {},
    /** The stroke being drawn has new points (`stroke.points`). */
    strokeMoved(_stroke) {},
    /** The pen lifted (only in a mode that does not judge circles). */
    strokeEnded(_stroke) {},
    /** What to send with a stroke to be judged: { points: [{x, y}], layout } or undefined. */
    items() {
      return undefined;
    },
    /** The stroke shown has `record` (or null) from the selected detector. */
    judged(_entry, _record) {},
  };

  // -- select: scattered items; a stroke the detector takes for a circle selects the items it
  // contains, by the server's answer (`selected`); a rejected stroke selects none.
  const itemTarget = 40;
  const itemSeed = 20070707;
  const itemRadius = 6;
  const selection = { points: [], layout: "", selected: new Set(), state: "idle" };

  /** A small seeded generator (mulberry32): the same layout for the same canvas size. */
  function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** About `itemTarget` items, one at a random spot in each cell of a grid over the canvas. */
  function scatterItems(width, height) {
    const random = seededRandom(itemSeed);
    const margin = 24;
    const usableWidth = Math.max(width - 2 * margin, 1);
    const usableHeight = Math.max(height - 2 * margin - 32, 1); // room for the hint and legend
    const cell = Math.sqrt((usableWidth * usableHeight) / itemTarget);
    const columns = Math.max(1, Math.round(usableWidth / cell));
    const rows = Math.max(1, Math.round(usableHeight / cell));
    const cellWidth = usableWidth / columns;
    const cellHeight = usableHeight / rows;
    const points = [];
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        points.push({
          x: round(margin + (column + 0.2 + 0.6 * random()) * cellWidth, 2),
          y: round(margin + (row + 0.2 + 0.6 * random()) * cellHeight, 2),
        });
      }
    }
    return points;
  }

  /** The items element: counts and positions as data attributes (for tests), a sentence for people. */
  function showItems() {
    const active = mode === modes.select;
    const total = active ? selection.points.length : 0;
    itemsStatus.hidden = !active;
    itemsStatus.dataset.total = String(total);
    itemsStatus.dataset.selected = String(active ? selection.selected.size : 0);
    itemsStatus.dataset.state = active ? selection.state : "idle";
    itemsStatus.dataset.positions = JSON.stringify(active ? selection.points.map((p) => [p.x, p.y]) : []);
    itemsStatus.dataset.indexes = active ? [...selection.selected].sort((a, b) => a - b).join(" ") : "";
    const texts = {
      idle: `Draw a circle round some of the ${total} dots to select them.`,
      drawing: `Drawing… the dots inside are selected if this is a circle.`,
      pending: "Selecting…",
      none: `Not a circle: no dots selected (of ${total}).`,
      done: `${selection.selected.size} of ${total} dots selected.`,
      error: "Could not select: the stroke could not be judged.",
    };
    itemsStatus.textContent = texts[selection.state] || "";
  }

  function setSelection(state, indexes = []) {
    selection.state = state;
    selection.selected = new Set(indexes.filter((index) => Number.isInteger(index) && index >= 0 && index < selection.points.length));
    showItems();
  }

  /** Asks the server which items the shown stroke selects with `detector`, when a record lacks it. */
  async function requestSelection(entry, detector) {
    const items = modes.select.items();
    setSelection("pending");
    let record = null;
    try {
      record = await detect(entry.points, detector, items.points);
      keepRecord(entry, record, items);
    } catch {
      record = null;
    }
    const current =
      mode === modes.select && entry === shown && !drawing && detectorSelect.value === detector && items.layout === selection.layout;
    if (!current) return;
    if (!record || !Array.isArray(record.selected)) setSelection("error");
    else setSelection(record.isCircle ? "done" : "none", record.selected);
    render();
  }

  // -- shapes: each stroke snaps to the shape it draws, by the server's answer (POST /api/shapes),
  // as in Apple Notes: when the pen lifts the ink is replaced by the clean shape; holding still
  // while drawing previews it; Undo brings the ink back. Strokes stay on the canvas (a sheet)
  // until Clear or another mode.

  // Notes previews after about half a second; a hand that holds still still trembles a little.
  const holdDelay = 500; // milliseconds
  const holdTolerance = 4; // CSS pixels from where the hold began
  /** Strokes on the sheet, oldest first: { id, points, state, answer, path, error }. */
  const sheet = { strokes: [], nextId: 1, latest: null };
  /** The hold being timed while drawing, and the preview it brought. */
  const hold = { timer: null, anchor: null, token: 0, preview: null };

  /** An angle of the answer, `{"radians": …}`, in radians; null when it is not one. */
  const radiansOf = (angle) => (angle && finite(angle.radians) ? angle.radians : null);
  /** An angle in degrees for people: "90°". */
  const degreesText = (angleInRadians) => `${number((angleInRadians * 180) / Math.PI)}°`;
  /** Which way a signed angle turns on screen: positive is clockwise (y grows downward). */
  const sense = (angleInRadians) => (angleInRadians < 0 ? "anticlockwise" : "clockwise");
  const isPoint = (point) => Boolean(point) && finite(point.x, point.y);
  const article = (name) => (/^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`);
  const distance = (a, b) => Math.hypot(b.x - a.x, b.y - a.y);

  function polygonPath(vertices, closed) {
    if (!Array.isArray(vertices) || vertices.length < 2 || !vertices.every(isPoint)) return null;
    const path = new Path2D();
    path.moveTo(vertices[0].x, vertices[0].y);
    for (const vertex of vertices.slice(1)) path.lineTo(vertex.x, vertex.y);
    if (closed) path.closePath();
    return path;
  }

  // A spiral or a helix is drawn as a polyline through points of its geometry, steps at most this
  // long and at most this many: smooth at any size the canvas shows, bounded for any answer.
  const stepLength = 2; // CSS pixels
  const maximumSteps = 4096;

  /**
   * The polyline through `pointAt(u)` for u from 0 to 1, in enough steps that no step turns more
   * than a degree (`turning`, radians, is how far the shape turns in all) or spans more than
   * `stepLength` along `length`.
   */
  function sampledPath(pointAt, turning, length) {
    const wanted = Math.max(Math.abs(turning) / (Math.PI / 180), length / stepLength, 2);
    const steps = Math.min(maximumSteps, Math.ceil(wanted));
    const points = [];
    for (let step = 0; step <= steps; step += 1) points.push(pointAt(step / steps));
    return polygonPath(points, false);
  }

  /** A curve's segments, each `{from, control1, control2, to}`, as Bézier curves one after another. */
  function curvePath(segments, isClosed) {
    const usable = (segment) => Boolean(segment) && ["from", "control1", "control2", "to"].every((key) => isPoint(segment[key]));
    if (!Array.isArray(segments) || segments.length === 0 || !segments.every(usable)) return null;
    const path = new Path2D();
    path.moveTo(segments[0].from.x, segments[0].from.y);
    for (const { control1, control2, to } of segments) path.bezierCurveTo(control1.x, control1.y, control2.x, control2.y, to.x, to.y);
    if (isClosed === true) path.closePath();
    return path;
  }

  /** An Archimedean spiral: the radius goes evenly from start to end while the angle sweeps. */
  function spiralPath(g) {
    const start = radiansOf(g.startAngle);
    const sweep = radiansOf(g.sweep);
    if (!isPoint(g.center) || !finite(g.startRadius, g.endRadius, start, sweep)) return null;
    const pointAt = (u) => {
      const radius = g.startRadius + (g.endRadius - g.startRadius) * u;
      const angle = start + sweep * u;
      return { x: g.center.x + radius * Math.cos(angle), y: g.center.y + radius * Math.sin(angle) };
    };
    const length = Math.abs(sweep) * Math.max(Math.abs(g.startRadius), Math.abs(g.endRadius));
    return sampledPath(pointAt, sweep, length);
  }

  /** A coil: loops of `radius` round a centre moving evenly from `from` to `to`, `turns` times. */
  function helixPath(g) {
    const start = radiansOf(g.startAngle);
    if (!isPoint(g.from) || !isPoint(g.to) || !finite(g.radius, g.turns, start)) return null;
    const turning = 2 * Math.PI * g.turns;
    const pointAt = (u) => {
      const angle = start + turning * u;
      return {
        x: g.from.x + (g.to.x - g.from.x) * u + g.radius * Math.cos(angle),
        y: g.from.y + (g.to.y - g.from.y) * u + g.radius * Math.sin(angle),
      };
    };
    const length = Math.abs(turning * g.radius) + distance(g.from, g.to);
    return sampledPath(pointAt, turning, length);
  }

  /** The clean outline of `shape` from its geometry (Guides/Shapes.md), or null when it is unusable. */
  function shapePath(shape, geometry) {
    const g = geometry || {};
    const path = new Path2D();
    switch (shape) {
      case "line":
        if (!isPoint(g.from) || !isPoint(g.to)) return null;
        path.moveTo(g.from.x, g.from.y);
        path.lineTo(g.to.x, g.to.y);
        return path;
      case "polyline":
        return polygonPath(g.vertices, false);
      case "triangle":
      case "rectangle":
      case "diamond":
      case "polygon":
        return polygonPath(g.vertices, true);
      case "arc": {
        const start = radiansOf(g.startAngle);
        const sweep = radiansOf(g.sweep);
        if (!isPoint(g.center) || !finite(g.radius, start, sweep)) return null;
        // Canvas angles, like the answer's, turn clockwise on screen; a negative sweep goes back.
        path.arc(g.center.x, g.center.y, g.radius, start, start + sweep, sweep < 0);
        return path;
      }
      case "circle":
        if (!isPoint(g.center) || !finite(g.radius)) return null;
        path.arc(g.center.x, g.center.y, g.radius, 0, 2 * Math.PI);
        return path;
      case "ellipse": {
        const rotation = radiansOf(g.rotation);
        if (!isPoint(g.center) || !finite(g.semiMajorAxis, g.semiMinorAxis, rotation)) return null;
        path.ellipse(g.center.x, g.center.y, g.semiMajorAxis, g.semiMinorAxis, rotation, 0, 2 * Math.PI);
        return path;
      }
      case "curve":
        return curvePath(g.segments, g.isClosed);
      case "spiral":
        return spiralPath(g);
      case "helix":
        return helixPath(g);
      case "star": {
        const rotation = radiansOf(g.rotation);
        if (!isPoint(g.center) || !finite(g.outerRadius, g.innerRadius, rotation)) return null;
        if (!Number.isInteger(g.points) || g.points < 2) return null;
        // The first tip lies at `rotation`; tips and inner corners alternate, evenly spaced.
        const corners = [];
        for (let corner = 0; corner < 2 * g.points; corner += 1) {
          const angle = rotation + (corner * Math.PI) / g.points;
          const radius = corner % 2 === 0 ? g.outerRadius : g.innerRadius;
          corners.push({ x: g.center.x + radius * Math.cos(angle), y: g.center.y + radius * Math.sin(angle) });
        }
        return polygonPath(corners, true);
      }
      default:
        return null;
    }
  }

  function drawShape(path, dashed) {
    traceStyle(3, color("--accent"));
    if (dashed) context.setLineDash([8, 6]);
    context.stroke(path);
    context.setLineDash([]);
  }

  /** A snapped stroke shows its clean shape; any other stroke shows its ink. */
  const showsShape = (stroke) => stroke.state === "snapped" && stroke.path !== null;

  /** A signed turn in words: "from 30°, 90° clockwise". */
  function sweepText(start, sweep) {
    if (!finite(start, sweep)) return null;
    return `from ${degreesText(start)}, ${degreesText(Math.abs(sweep))} ${sense(sweep)}`;
  }

  /** Turns in words: "2.5 clockwise". */
  const turnsText = (turns) => (finite(turns) ? `${number(Math.abs(turns), 2)} ${sense(turns)}` : null);

  /** The geometry of `shape` in facts, in the words of Guides/Shapes.md; angles in degrees. */
  function addGeometryFacts(shape, g) {
    if (isPoint(g.center)) addFact("Centre", `(${number(g.center.x)}, ${number(g.center.y)})`);
    switch (shape) {
      case "line":
        if (isPoint(g.from) && isPoint(g.to)) addFact("Length", `${number(distance(g.from, g.to))} pt`);
        return;
      case "arc":
        if (finite(g.radius)) addFact("Radius", `${number(g.radius)} pt`);
        addFact("Arc", sweepText(radiansOf(g.startAngle), radiansOf(g.sweep)));
        return;
      case "circle":
        if (finite(g.radius)) addFact("Radius", `${number(g.radius)} pt`);
        return;
      case "ellipse":
        if (finite(g.semiMajorAxis, g.semiMinorAxis)) addFact("Semi-axes", `${number(g.semiMajorAxis)} × ${number(g.semiMinorAxis)} pt`);
        if (finite(radiansOf(g.rotation))) addFact("Rotation", degreesText(radiansOf(g.rotation)));
        return;
      case "curve":
        if (Array.isArray(g.segments)) addFact("Segments", String(g.segments.length));
        if (typeof g.isClosed === "boolean") addFact("Closed", g.isClosed ? "yes" : "no");
        return;
      case "spiral": {
        const sweep = radiansOf(g.sweep);
        if (finite(sweep)) addFact("Turns", turnsText(sweep / (2 * Math.PI)));
        if (finite(g.startRadius, g.endRadius)) addFact("Radii", `${number(g.startRadius)} → ${number(g.endRadius)} pt`);
        if (finite(radiansOf(g.startAngle))) addFact("Starts at", degreesText(radiansOf(g.startAngle)));
        return;
      }
      case "helix":
        addFact("Turns", turnsText(g.turns));
        if (finite(g.radius)) addFact("Loop radius", `${number(g.radius)} pt`);
        if (isPoint(g.from) && isPoint(g.to)) addFact("Axis", `${number(distance(g.from, g.to))} pt`);
        if (finite(radiansOf(g.startAngle))) addFact("Starts at", degreesText(radiansOf(g.startAngle)));
        return;
      case "star":
        if (Number.isInteger(g.points)) addFact("Tips", String(g.points));
        if (finite(g.outerRadius, g.innerRadius)) addFact("Radii", `${number(g.outerRadius)} out, ${number(g.innerRadius)} in`);
        if (finite(radiansOf(g.rotation))) addFact("Rotation", degreesText(radiansOf(g.rotation)));
        return;
      default:
        if (Array.isArray(g.vertices)) addFact("Corners", String(g.vertices.length));
        if (typeof g.isSquare === "boolean") addFact("Square", g.isSquare ? "yes" : "no");
    }
  }

  /** The verdict area says what became of `stroke`. */
  function showShapeVerdict(stroke) {
    clearVerdict("");
    const answer = stroke.answer || {};
    switch (stroke.state) {
      case "pending":
        verdict.textContent = "Snapping…";
        return;
      case "error":
        verdict.textContent = `Could not snap the stroke: ${stroke.error}`;
        return;
      case "undone":
        verdict.textContent = `Undone: stroke #${stroke.id} is ink again (it was ${article(answer.shape)}).`;
        return;
      case "none": {
        const rejection = answer.rejection || {};
        verdict.textContent = `No shape: ${rejection.message || "not a shape"}. The ink stays.`;
        addFact("Reason", rejection.reason);
        if (finite(rejection.measured)) addFact("Measured", number(rejection.measured, 3));
        if (finite(rejection.limit)) addFact("Limit", number(rejection.limit, 3));
        return;
      }
      default:
        verdict.textContent = `Snapped to ${article(answer.shape)}`;
        addFact("Shape", answer.shape);
        addFact("Confidence", finite(answer.confidence) ? number(answer.confidence, 2) : "not given");
        addFact("Runner-up", answer.runnerUp || "none");
        addGeometryFacts(answer.shape, answer.geometry || {});
        addFact("Samples", String(stroke.points.length));
    }
  }

  /**
   * The snapped element: what became of the stroke the last action was about (`sheet.latest`), as
   * data attributes for tests and a sentence for people; `data-shape` is the shape shown, `none`
   * while the stroke shows its ink (no shape, or undone), and absent while there is no answer.
   */
  function showSnapped() {
    const active = mode === modes.shapes;
    snappedStatus.hidden = !active;
    const stroke = active ? sheet.latest : null;
    const state = stroke ? stroke.state : active && drawing ? "drawing" : "idle";
    snappedStatus.dataset.state = state;
    if (stroke) snappedStatus.dataset.stroke = String(stroke.id);
    else delete snappedStatus.dataset.stroke;
    if (state === "snapped") snappedStatus.dataset.shape = stroke.answer.shape;
    else if (state === "none" || state === "undone") snappedStatus.dataset.shape = "none";
    else delete snappedStatus.dataset.shape;
    const onSheet = active ? sheet.strokes : [];
    snappedStatus.dataset.clean = String(onSheet.filter(showsShape).length);
    snappedStatus.dataset.ink = String(onSheet.length - onSheet.filter(showsShape).length);
    const texts = {
      idle: "Draw a shape; it snaps when you lift.",
      drawing: "Drawing… hold still to preview the shape.",
      pending: "Snapping…",
      snapped: stroke && stroke.answer ? `Stroke #${stroke.id}: ${stroke.answer.shape}.` : "",
      none: `Stroke #${stroke && stroke.id}: no shape, the ink stays.`,
      undone: `Stroke #${stroke && stroke.id}: ink again.`,
      error: `Stroke #${stroke && stroke.id}: could not be snapped.`,
    };
    snappedText.textContent = texts[state] || "";
    undoButton.disabled = !onSheet.some((candidate) => candidate.state === "snapped");
    clearButton.disabled = onSheet.length === 0;
  }

  /** Cancels the hold being timed and drops its preview. */
  function dropPreview() {
    clearTimeout(hold.timer);
    hold.timer = null;
    hold.token += 1; // a preview still on its way no longer applies
    hold.anchor = null;
    const hadPreview = hold.preview !== null;
    hold.preview = null;
    delete snappedStatus.dataset.preview;
    return hadPreview;
  }

  /** Restarts the hold's clock once the pen moves away from where it was held. */
  function timeHold(stroke) {
    const last = stroke.points[stroke.points.length - 1];
    if (hold.anchor && Math.hypot(last.x - hold.anchor.x, last.y - hold.anchor.y) <= holdTolerance) return;
    if (dropPreview()) {
      verdict.textContent = "Drawing… hold still to preview the shape";
      render();
    }
    hold.anchor = last;
    const token = hold.token;
    hold.timer = setTimeout(() => previewShape(stroke, token), holdDelay);
  }

  /** The pen held still: asks for the stroke so far and draws its shape, dashed, over the ink. */
  async function previewShape(stroke, token) {
    if (drawing !== stroke || stroke.points.length < 2) return;
    let answer;
    try {
      answer = await recognizeShape(stroke.points.slice());
    } catch {
      return; // a preview is a courtesy: the snap on lifting says what went wrong
    }
    if (drawing !== stroke || token !== hold.token) return;
    hold.preview = { shape: answer.shape, path: answer.shape ? shapePath(answer.shape, answer.geometry) : null };
    snappedStatus.dataset.preview = answer.shape || "none";
    verdict.textContent = answer.shape
      ? `Lift to snap to ${article(answer.shape)}, or go on drawing`
      : `No shape yet: ${(answer.rejection && answer.rejection.message) || "not a shape"}`;
    render();
  }

  /** The pen lifted: the stroke goes on the sheet as ink until its answer replaces it. */
  async function snapStroke(points) {
    const stroke = { id: sheet.nextId++, points, state: "pending", answer: null, path: null, error: null };
    sheet.strokes.push(stroke);
    sheet.latest = stroke;
    showSnapped();
    showShapeVerdict(stroke);
    try {
      stroke.answer = await recognizeShape(points);
      stroke.path = stroke.answer.shape ? shapePath(stroke.answer.shape, stroke.answer.geometry) : null;
      stroke.state = stroke.answer.shape ? "snapped" : "none";
    } catch (error) {
      stroke.state = "error";
      stroke.error = error.message;
    }
    if (!sheet.strokes.includes(stroke)) return; // cleared, or another mode, meanwhile
    if (sheet.latest === stroke && !drawing) showShapeVerdict(stroke);
    showSnapped();
    render();
  }

  /** Brings back the ink of the newest stroke that shows a shape. */
  function undoSnap() {
    const stroke = sheet.strokes.findLast((candidate) => candidate.state === "snapped");
    if (!stroke || drawing) return;
    stroke.state = "undone";
    sheet.latest = stroke;
    showSnapped();
    showShapeVerdict(stroke);
    render();
  }

  function clearSheet() {
    if (drawing) return;
    sheet.strokes = [];
    sheet.latest = null;
    showSnapped();
    clearVerdict("No stroke yet.");
    render();
  }

  undoButton.addEventListener("click", undoSnap);
  clearButton.addEventListener("click", clearSheet);

  const modes = {
    gesture: {
      label: "gesture",
      help: "Draw a stroke; the detector says whether it is a circle, and why not.",
      hint: "Draw a circle — or anything else.",
    },
    select: {
      label: "select",
      help: "Circle some dots to select them: the circle the detector finds selects the dots inside it.",
      hint: "Draw a circle round some dots.",
      enter() {
        selection.layout = "";
        this.layout(canvas.clientWidth, canvas.clientHeight);
      },
      leave() {
        setSelection("idle");
      },
      layout(width, height) {
        const layout = `${Math.round(width)}x${Math.round(height)}`;
        if (layout === selection.layout) return;
        selection.layout = layout;
        selection.points = scatterItems(width, height);
        setSelection("idle");
        if (shown && !drawing) this.judged(shown, shown.results.get(detectorSelect.value) || null);
      },
      drawBelow() {
        for (const [index, point] of selection.points.entries()) {
          const selected = selection.selected.has(index);
          context.beginPath();
          context.arc(point.x, point.y, selected ? itemRadius + 1.5 : itemRadius, 0, 2 * Math.PI);
          context.fillStyle = color(selected ? "--accent" : "--item");
          context.fill();
          if (selected) {
            context.lineWidth = 2;
            context.strokeStyle = color("--surface");
            context.setLineDash([]);
            context.stroke();
          }
        }
      },
      strokeBegan() {
        setSelection("drawing");
      },
      items() {
        return { points: selection.points.map((p) => ({ x: p.x, y: p.y })), layout: selection.layout };
      },
      judged(entry, record) {
        if (!record) {
          setSelection(entry.error ? "error" : "pending");
        } else if (!record.isCircle) {
          setSelection("none");
        } else if (Array.isArray(record.selected) && record.itemsLayout === selection.layout) {
          setSelection("done", record.selected);
        } else {
          requestSelection(entry, record.detector);
        }
      },
    },
    shapes: {
      label: "shapes",
      help:
        "Draw a line, an arc, a circle, a triangle, a rectangle, a star, a spiral, a coil or any smooth curve: " +
        "when you lift, the ink snaps to the clean shape. " +
        "Hold still while drawing to preview it; Undo brings the ink back. Detectors, history and recording belong to the other modes.",
      hint: "Draw a shape, an arc, a curve or a spiral; hold still to preview it.",
      judgesCircles: false,
      enter() {
        sheet.strokes = [];
        sheet.nextId = 1;
        sheet.latest = null;
      },
      leave() {
        dropPreview();
        sheet.strokes = [];
        sheet.latest = null;
      },
      drawBelow() {
        for (const stroke of sheet.strokes) {
          if (showsShape(stroke)) drawShape(stroke.path, false);
          else drawTrace(stroke.points, color("--ink"));
        }
      },
      drawAbove() {
        if (drawing && hold.preview && hold.preview.path) drawShape(hold.preview.path, true);
      },
      strokeBegan() {
        dropPreview();
        sheet.latest = null;
        // `drawing` is set: the snapped element says so.
        showSnapped();
        clearVerdict("Drawing… hold still to preview the shape");
      },
      strokeMoved(stroke) {
        timeHold(stroke);
      },
      strokeEnded(stroke) {
        dropPreview();
        snapStroke(stroke.points);
      },
    },
  };

  for (const [name, entry] of Object.entries(modes)) {
    modes[name] = { ...modeDefaults, ...entry };
    modeSelect.append(element("option", { value: name, textContent: entry.label }));
  }
  let mode = modes.gesture;

  /** Switches the canvas to another mode; it starts empty (the history keeps every stroke). */
  function setMode(name) {
    const next = modes[name] || modes.gesture;
    if (next === mode || drawing) {
      modeSelect.value = Object.keys(modes).find((key) => modes[key] === mode);
      return;
    }
    mode.leave();
    mode = next;
    modeSelect.value = name;
    modeHelp.textContent = mode.help;
    hint.textContent = mode.hint;
    hint.hidden = false;
    shown = null;
    saveButton.disabled = true;
    clearVerdict("No stroke yet.");
    mode.enter();
    detectorSelect.disabled = !mode.judgesCircles;
    progress.hidden = !mode.judgesCircles;
    showItems();
    showSnapped();
    render();
    renderHistory();
  }

  modeSelect.addEventListener("change", () => setMode(modeSelect.value));

  // ---- Start ----------------------------------------------------------------------------------

  modeSelect.value = "gesture";
  modeHelp.textContent = mode.help;
  hint.textContent = mode.hint;
  showItems();
  showDetectorHelp();
  if (typeof ResizeObserver === "function") new ResizeObserver(resizeCanvas).observe(canvas);
  window.addEventListener("resize", resizeCanvas);
  matchMedia("(prefers-color-scheme: dark)").addEventListener?.("change", render);
  resizeCanvas();
  renderHistory();
  loadRecordings();
  connect();
})();
