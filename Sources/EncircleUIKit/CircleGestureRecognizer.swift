#if canImport(UIKit)
    import Encircle
    import UIKit
    import UIKit.UIGestureRecognizerSubclass

    /// A discrete UIKit gesture recognizer that fires once when the user draws a circle.
    ///
    /// A thin adapter: it forwards every touch sample — including the coalesced ones UIKit
    /// gathers between frames, for full resolution — to Encircle's `CircleRecognizer` and mirrors
    /// its verdict. It goes from `.possible` to `.recognized` or `.failed` exactly once (never
    /// `.began`: the gesture is discrete); a second finger fails it; a cancelled touch cancels it.
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

        /// How far the stroke has come toward a circle, 0...1 (0 once failed); see
        /// `CircleRecognizer.progress`.
        public var progress: Double { core.progress }

        /// Whether the stroke would be recognized if the finger lifted now.
        public var isClosedEnough: Bool { core.isClosedEnough }

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

        /// Cancels the stroke.
        ///
        /// - Complexity: O(1) amortized per sample.
        public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesCancelled(touches, with: event)
            for touch in touches { forward(touch, as: .cancelled, samples: [touch]) }
            if state == .possible { state = .cancelled }
        }

        /// Starts over for the next stroke; the last result and rejection stay readable.
        ///
        /// - Complexity: O(1).
        public override func reset() {
            super.reset()
            core.reset()
            startsNewGesture = true
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
                let before = core.feedback
                let verdict = core.handle(event)
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
                case .cancelled: state = .cancelled
                }
            }
        }
    }
#endif
