// Not on tvOS: SwiftUI is there, but without DragGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import Foundation

    /// What `.onCircleGesture` calls: with the circle, with the rejection, and while drawing.
    struct CircleGestureActions {
        let onCircle: @MainActor (DetectedCircle) -> Void
        var onRejection: (@MainActor (CircleRejection) -> Void)? = nil
        var onFeedback: (@MainActor (CircleRecognizer.Feedback) -> Void)? = nil
    }

    /// The `CircleRecognizer` of the stroke being drawn on one view, and what reports its verdict.
    ///
    /// A class, held once in the modifier's `@State`, so every sample mutates the one recognizer in
    /// place instead of copying it out of the state and back.
    @MainActor final class CircleGestureSession {
        private var recognizer = CircleRecognizer()
        /// The actions of the latest event, so a verdict reached by the idle check reports to the
        /// modifier as the view last declared it.
        private var actions: CircleGestureActions?
        /// Fails a resting finger after `maximumPause`; runs only while a stroke is undecided.
        private var idleWatch: Task<Void, Never>?

        /// Feeds `event` to the recognizer; a `.began` starts a new stroke judged by `detector`.
        func handle(_ event: TouchEvent, detector: CircleDetector, actions: CircleGestureActions) {
            self.actions = actions
            if event.phase == .began {
                recognizer = CircleRecognizer(detector: detector)
                startIdleWatch()
            }
            step { $0.handle(event) }
        }

        /// Lets an undecided recognizer take one step, reports a changed feedback, and reports
        /// the verdict once.
        private func step(_ step: (inout CircleRecognizer) -> CircleRecognizer.State) {
            guard !recognizer.isFinished, let actions else { return }
            let before = recognizer.feedback
            let verdict = step(&recognizer)
            if recognizer.feedback != before { actions.onFeedback?(recognizer.feedback) }
            switch verdict {
            case .possible: return
            case .recognized(let circle): actions.onCircle(circle)
            case .failed(let rejection): actions.onRejection?(rejection)
            case .cancelled: break
            }
            idleWatch?.cancel()
            idleWatch = nil
        }

        /// Checks, while the stroke is undecided, whether the finger has rested longer than the
        /// configuration's `maximumPause`: a resting finger sends no drag changes to judge.
        private func startIdleWatch() {
            idleWatch?.cancel()
            idleWatch = nil
            guard let maximumPause = recognizer.detector.configuration.maximumPause else { return }
            let interval = Self.idleCheckInterval(maximumPause: maximumPause)
            idleWatch = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(interval))
                    guard let self, !Task.isCancelled else { return }
                    // The drag's events count seconds from the reference date too.
                    let now = Date.now.timeIntervalSinceReferenceDate
                    self.step { $0.checkIdle(at: now) }
                }
            }
        }

        /// How often a resting finger is checked: a quarter of `maximumPause`, so the gesture fails
        /// at most a quarter late, but not more often than every frame nor less than every second.
        private static func idleCheckInterval(maximumPause: Double) -> Double {
            let quarter = maximumPause / 4
            return quarter.isFinite ? min(max(quarter, 1.0 / 60), 1) : 1
        }

        deinit {
            idleWatch?.cancel()
        }
    }
#endif
