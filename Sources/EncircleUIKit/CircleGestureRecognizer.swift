// Not on watchOS: UIKit is there, but without UIGestureRecognizer and UITouch.
#if canImport(UIKit) && !os(watchOS)
    import Encircle
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// A discrete UIKit gesture recognizer that fires once when the user draws a circle.
    ///
    /// A thin adapter: it forwards every touch sample — including the coalesced ones UIKit
    /// gathers between frames, for full resolution — to Encircle's `CircleRecognizer` and mirrors
    /// its verdict. It goes from `.possible` to `.recognized` or `.failed` exactly once (never
    /// `.began`, and never `.cancelled`: UIKit allows a discrete recognizer neither); a second
    /// finger fails it (unless ``ignoresExtraTouches``), and so does a cancelled touch (without a
    /// ``rejection``). When the detector's configuration sets `maximumPause`, a finger that rests
    /// longer fails it too. Each touch reaches the core under its own id, the `UITouch`'s
    /// `ObjectIdentifier`, which stays the same while the finger is down.
    ///
    /// ```swift
    /// let circle = CircleGestureRecognizer(target: self, action: #selector(didDrawCircle(_:)))
    /// canvas.addGestureRecognizer(circle)
    ///
    /// @objc func didDrawCircle(_ recognizer: CircleGestureRecognizer) {
    ///     guard let result = recognizer.result else { return }
    ///     print(result.center, result.radius)
    /// }
    /// ```
    ///
    /// A stroke that is not a circle can still select what it surrounds, as a lasso: ``stroke``
    /// keeps the samples followed, and ``delaysFailureUntilTouchEnds`` makes it the whole stroke
    /// when a stroke fails before the finger lifts:
    ///
    /// ```swift
    /// circle.delaysFailureUntilTouchEnds = true
    /// circle.onRejection = { [unowned circle] _ in
    ///     select(CircledArea(circle.stroke).selected(from: itemViews, at: { Point($0.center) }))
    /// }
    /// ```
    ///
    /// See "Using Encircle with UIKit and SwiftUI" for scroll views and tap recognizers, and
    /// "Selecting What Was Circled" for the lasso.
    public final class CircleGestureRecognizer: UIGestureRecognizer {
        // Every stored property has a default, so UIKit's initializers are all inherited.
        private var core = CircleRecognizer()

        /// The circle of the last recognized gesture; `nil` until then. Kept after UIKit resets
        /// the recognizer, so the action method can read it, and cleared when the next touch lands.
        public private(set) var result: DetectedCircle?

        /// Why the last gesture was not a circle; `nil` unless it failed. Kept after UIKit resets
        /// the recognizer and cleared when the next touch lands.
        public private(set) var rejection: CircleRejection?

        /// Called when a stroke fails, since UIKit sends no action for a failed recognizer: as soon
        /// as failure is certain, or, with ``delaysFailureUntilTouchEnds``, when the finger lifts,
        /// so that ``stroke`` is whole. Not called for a touch the system cancels.
        public var onRejection: (@MainActor (CircleRejection) -> Void)?

        /// The samples of the touch followed, in the order received: the stroke being drawn, or
        /// the last one, for selecting what it surrounds as a lasso (`CircledArea`) when it was not
        /// a circle. Empty before the first touch; kept after UIKit resets the recognizer, like
        /// ``result`` and ``rejection``, and replaced when the next touch lands. See
        /// `CircleRecognizer.stroke`.
        ///
        /// UIKit sends a recognizer no more touches once it has failed, so a stroke that fails
        /// before the finger lifts (a zigzag at its second corner, a second finger) ends here where
        /// it failed, unless ``delaysFailureUntilTouchEnds``.
        ///
        /// Reading it is O(1): it shares the recognizer's storage. (A copy kept while the finger
        /// is down is copied once, by the next sample.)
        public var stroke: Stroke { lastStroke ?? core.stroke }

        /// Whether a stroke that fails before the finger lifts keeps the recognizer `.possible`
        /// until the touch followed ends, so ``stroke`` is whole when it fails. Default `false`.
        ///
        /// When `true`, a stroke whose failure is certain early (a corner, a second finger, a
        /// rest longer than `maximumPause`) goes on receiving the followed touch: ``progress``
        /// drops to 0 at once (and ``onFeedback`` reports it), but the recognizer fails, sets
        /// ``rejection`` and calls ``onRejection`` only when the finger lifts. For a lasso:
        /// select with `CircledArea(recognizer.stroke)` in ``onRejection``.
        ///
        /// The trade-off: whatever waits for this recognizer to fail waits until the lift. A
        /// scroll view whose pan requires it to fail (`require(toFail:)`) does not scroll, and a
        /// tap that requires it to fail does not fire, before the finger lifts, even from a
        /// straight drag. A touch the system cancels meanwhile fails it without a ``rejection``,
        /// as any cancelled touch does; a gesture that wins the touch meanwhile fails it without
        /// a report, as it does a stroke that could still be a circle.
        public var delaysFailureUntilTouchEnds = false

        /// Called on every touch sample that changes the progress or the closed-enough signal, so
        /// a progress ring and a haptic need no polling:
        ///
        /// ```swift
        /// recognizer.onFeedback = { feedback in
        ///     ring.progress = feedback.progress
        ///     if feedback.isClosedEnough { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
        /// }
        /// ```
        public var onFeedback: (@MainActor (CircleRecognizer.Feedback) -> Void)?

        private var startsNewGesture = true

        /// The last gesture's stroke, kept when UIKit resets the recognizer (the core forgets
        /// it); `nil` while a gesture is under way, whose stroke is the core's.
        private var lastStroke: Stroke?

        /// The touch the stroke follows: the first to land in this gesture; `nil` between gestures.
        private var trackedTouch: ObjectIdentifier?

        /// Fails a resting finger after `maximumPause`; runs only while a touch is down.
        private var idleTimer: Timer?

        /// How far the stroke has come toward a circle, 0...1 (0 once failed); see
        /// `CircleRecognizer.progress`.
        public var progress: Double { core.progress }

        /// Whether the stroke would be recognized if the finger lifted now.
        public var isClosedEnough: Bool { core.isClosedEnough }

        /// Whether touches other than the first are ignored instead of failing the gesture: for a
        /// palm resting on the screen while a finger or pen draws. Default `false`; see
        /// `CircleRecognizer.ignoresExtraTouches`.
        ///
        /// When `true`, each touch that lands after the first is handed to UIKit's
        /// `ignore(_:for:)`: this recognizer receives nothing more of it, so a palm that lifts or
        /// is cancelled while the stroke is undecided does not fail it, and UIKit does not cancel
        /// the palm's touches in the view when the circle is recognized. The first touch of the
        /// gesture is the one followed, whatever its kind.
        public var ignoresExtraTouches: Bool {
            get { core.ignoresExtraTouches }
            set { core.ignoresExtraTouches = newValue }
        }

        /// Creates a recognizer that judges strokes with `detector`.
        ///
        /// `init(target:action:)`, inherited from `UIGestureRecognizer`, uses the default detector.
        ///
        /// - Complexity: O(1).
        public convenience init(detector: CircleDetector, target: Any?, action: Selector?) {
            self.init(target: target, action: action)
            core = CircleRecognizer(detector: detector)
        }

        /// Starts a stroke with the first touch: clears the last result and forwards the touch to
        /// the core. A later touch goes to the core too, which fails the stroke, or, when
        /// ``ignoresExtraTouches``, is ignored for this recognizer.
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if startsNewGesture {
                startsNewGesture = false
                result = nil
                rejection = nil
                lastStroke = nil
                startIdleTimer()
            }
            for touch in touches {
                if trackedTouch == nil {
                    trackedTouch = ObjectIdentifier(touch)
                } else if ignoresExtraTouches {
                    // Not part of this gesture: its moves and its end never reach this recognizer.
                    ignore(touch, for: event)
                    continue
                }
                forward(touch, as: .began, samples: [touch])
            }
        }

        /// Forwards every sample of each moving touch, coalesced ones included.
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesMoved(touches, with: event)
            for touch in touches {
                forward(touch, as: .moved, samples: event.coalescedTouches(for: touch) ?? [touch])
            }
        }

        /// Forwards the last samples; when the followed touch ends, the core decides, and an
        /// undecided recognizer fails (reporting, with ``delaysFailureUntilTouchEnds``, the
        /// failure the core reached before).
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            for touch in touches {
                // Coalesced samples before the last are moves; the last is where the touch ended.
                let samples = event.coalescedTouches(for: touch) ?? [touch]
                forward(touch, as: .moved, samples: samples.dropLast())
                forward(touch, as: .ended, samples: [samples.last ?? touch])
            }
            // The core decides when the followed touch ends; never leave UIKit waiting on it.
            guard state == .possible, includesTrackedTouch(touches) else { return }
            // A failure held back until now (`delaysFailureUntilTouchEnds`) is reported with the
            // whole stroke; otherwise the core has no rejection here.
            let held = core.rejection
            if let held { rejection = held }
            state = .failed
            if let held { onRejection?(held) }
        }

        /// Fails the gesture when the system took the followed touch. A discrete recognizer can
        /// only fail here, never be cancelled; ``rejection`` stays `nil`, since the stroke was not
        /// judged, or, with ``delaysFailureUntilTouchEnds``, not finished.
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            for touch in touches { forward(touch, as: .cancelled, samples: [touch]) }
            if state == .possible, includesTrackedTouch(touches) { state = .failed }
        }

        /// Starts over for the next stroke; the last result, rejection and stroke stay readable.
        ///
        /// - Complexity: O(1) (the stroke is kept, not copied; the core's next stroke gets new
        ///   storage, of the same capacity).
        public override func reset() {
            super.reset()
            // The core forgets its stroke; keep it readable until the next touch lands.
            if lastStroke == nil { lastStroke = core.stroke }
            core.reset()
            startsNewGesture = true
            trackedTouch = nil
            idleTimer?.invalidate()
            idleTimer = nil
        }

        /// Whether `touches` holds the touch the stroke follows (or none is followed, so that an
        /// ending touch can never leave the recognizer undecided).
        private func includesTrackedTouch(_ touches: Set<UITouch>) -> Bool {
            guard let trackedTouch else { return true }
            return touches.contains { ObjectIdentifier($0) == trackedTouch }
        }

        /// Feeds `samples` of `touch` to the core and mirrors a decided verdict once.
        private func forward(_ touch: UITouch, as phase: TouchEvent.Phase, samples: some Sequence<UITouch>) {
            // The UITouch object lives as long as the finger is down; coalesced samples are
            // separate objects, so the id comes from `touch`.
            let id = Int(bitPattern: ObjectIdentifier(touch))
            // After a verdict held back until the lift, only the stroke's own touch is recorded (a
            // new touch-down would start the core's next stroke).
            if core.isFinished, ObjectIdentifier(touch) != trackedTouch { return }
            for sample in samples {
                guard state == .possible else { return }
                let event = TouchEvent(
                    phase, touch: id, location: Point(sample.location(in: view)), time: sample.timestamp)
                mirror { $0.handle(event) }
            }
        }

        /// Lets the core take one step, then reports a changed feedback and mirrors its verdict
        /// once.
        private func mirror(_ step: (inout CircleRecognizer) -> CircleRecognizer.State) {
            let decided = core.isFinished
            let before = core.feedback
            let verdict = step(&core)
            if core.feedback != before { onFeedback?(core.feedback) }
            // After the verdict (held back by `delaysFailureUntilTouchEnds`) a step only records.
            guard !decided else { return }
            switch verdict {
            case .possible: break
            case .recognized(let circle):
                result = circle
                state = .recognized
            case .failed(let reason):
                if delaysFailureUntilTouchEnds, core.isDrawing {
                    // Stays possible, recording, until `touchesEnded` fails it with the whole stroke.
                    idleTimer?.invalidate()
                    idleTimer = nil
                    return
                }
                rejection = reason
                state = .failed
                onRejection?(reason)
            // A discrete recognizer goes from `.possible` only to `.recognized` or `.failed`.
            case .cancelled: state = .failed
            }
        }

        /// Starts checking, while the touch is down, whether the finger has rested longer than the
        /// configuration's `maximumPause`: a resting finger sends no touches to judge.
        private func startIdleTimer() {
            guard idleTimer == nil, let maximumPause = core.detector.configuration.maximumPause else { return }
            let timer = Timer(timeInterval: Self.idleCheckInterval(maximumPause: maximumPause), repeats: true) {
                [weak self] timer in
                // Scheduled on the main run loop below, so it fires on the main thread.
                MainActor.assumeIsolated {
                    guard let self else { return timer.invalidate() }
                    self.checkIdle()
                }
            }
            // In the common modes, so it also fires while a scroll view tracks the touch.
            RunLoop.main.add(timer, forMode: .common)
            idleTimer = timer
        }

        private func checkIdle() {
            guard state == .possible else { return }
            // `UITouch.timestamp` counts seconds since startup, as `systemUptime` does.
            let now = ProcessInfo.processInfo.systemUptime
            mirror { $0.checkIdle(at: now) }
        }

        /// How often a resting finger is checked: a quarter of `maximumPause`, so the gesture fails
        /// at most a quarter late, but not more often than every frame nor less than every second.
        private static func idleCheckInterval(maximumPause: Double) -> TimeInterval {
            let quarter = maximumPause / 4
            return quarter.isFinite ? min(max(quarter, 1.0 / 60), 1) : 1
        }
    }
#endif
