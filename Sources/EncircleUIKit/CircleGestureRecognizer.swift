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
    /// finger fails it, and so does a cancelled touch (without a ``rejection``). When the
    /// detector's configuration sets `maximumPause`, a finger that rests longer fails it too.
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
    /// See "Using Encircle with UIKit and SwiftUI" for scroll views and tap recognizers.
    public final class CircleGestureRecognizer: UIGestureRecognizer {
        // Every stored property has a default, so UIKit's initializers are all inherited.
        private var core = CircleRecognizer()

        /// The circle of the last recognized gesture; `nil` until then. Kept after UIKit resets
        /// the recognizer, so the action method can read it, and cleared when the next touch lands.
        public private(set) var result: DetectedCircle?

        /// Why the last gesture was not a circle; `nil` unless it failed. Kept after UIKit resets
        /// the recognizer and cleared when the next touch lands.
        public private(set) var rejection: CircleRejection?

        /// Called when a stroke fails, since UIKit sends no action for a failed recognizer.
        public var onRejection: (@MainActor (CircleRejection) -> Void)?

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

        /// Starts a stroke: clears the last result and forwards the touch to the core.
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            if startsNewGesture {
                startsNewGesture = false
                result = nil
                rejection = nil
                startIdleTimer()
            }
            for touch in touches { forward(touch, as: .began, samples: [touch]) }
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

        /// Forwards the last samples; the core decides, and an undecided recognizer fails.
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
            // The core decides when the touch ends; never leave UIKit waiting on an ended touch.
            if state == .possible { state = .failed }
        }

        /// Fails the gesture: the system took the touch. A discrete recognizer can only fail here,
        /// never be cancelled; ``rejection`` stays `nil`, since the stroke was not judged.
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            for touch in touches { forward(touch, as: .cancelled, samples: [touch]) }
            if state == .possible { state = .failed }
        }

        /// Starts over for the next stroke; the last result and rejection stay readable.
        ///
        /// - Complexity: O(1).
        public override func reset() {
            super.reset()
            core.reset()
            startsNewGesture = true
            idleTimer?.invalidate()
            idleTimer = nil
        }

        /// Feeds `samples` of `touch` to the core and mirrors a decided verdict once.
        private func forward(_ touch: UITouch, as phase: TouchEvent.Phase, samples: some Sequence<UITouch>) {
            // The UITouch object lives as long as the finger is down; coalesced samples are
            // separate objects, so the id comes from `touch`.
            let id = Int(bitPattern: ObjectIdentifier(touch))
            for sample in samples {
                guard state == .possible else { return }
                let event = TouchEvent(
                    phase, touch: id, location: Point(sample.location(in: view)), time: sample.timestamp)
                mirror { $0.handle(event) }
            }
        }

        /// Lets the core take one step, then reports a changed feedback and mirrors its verdict.
        private func mirror(_ step: (inout CircleRecognizer) -> CircleRecognizer.State) {
            let before = core.feedback
            let verdict = step(&core)
            if core.feedback != before { onFeedback?(core.feedback) }
            switch verdict {
            case .possible: break
            case .recognized(let circle):
                result = circle
                state = .recognized
            case .failed(let reason):
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
