// Not on tvOS: SwiftUI is there, but without DragGesture.
#if canImport(SwiftUI) && !os(tvOS)
    import Encircle
    import Foundation

    /// What `.onCircleGesture` calls: with the circle, with the rejection (as soon as it is
    /// certain, and with the whole stroke when the finger lifts), and while drawing.
    struct CircleGestureActions {
        let onCircle: @MainActor (DetectedCircle) -> Void
        var onRejection: (@MainActor (CircleRejection) -> Void)? = nil
        var onRejectedStroke: (@MainActor (CircleRejection, Stroke) -> Void)? = nil
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
        /// The latest event's time, on the events' own clock, and the system's uptime when it
        /// arrived: the idle check tells the time on the events' clock from these, whichever
        /// clock the gesture uses.
        private var latestEvent: (time: Double, uptime: Double)?

        /// Feeds `event` to the recognizer. A `.began` while no stroke is open starts a new stroke,
        /// judged by `detector` and following that touch; while one is open it is another finger,
        /// which fails the stroke or, when `ignoresExtraTouches`, is ignored. After a verdict the
        /// followed touch is still fed, until it lifts, so the recognizer's stroke is whole; when
        /// it lifts from a rejected stroke, the rejection is reported with that stroke.
        func handle(
            _ event: TouchEvent, detector: CircleDetector, ignoresExtraTouches: Bool, actions: CircleGestureActions
        ) {
            self.actions = actions
            latestEvent = (event.time, ProcessInfo.processInfo.systemUptime)
            if event.phase == .began, !isStrokeOpen {
                recognizer = CircleRecognizer(detector: detector, ignoresExtraTouches: ignoresExtraTouches)
                startIdleWatch()
            }
            let wasDrawing = recognizer.isDrawing
            step { $0.handle(event) }
            // The finger lifted (a cancelled touch was not finished, and reports nothing).
            if wasDrawing, !recognizer.isDrawing, event.phase == .ended, let rejection = recognizer.rejection {
                actions.onRejectedStroke?(rejection, recognizer.stroke)
            }
        }

        /// Whether a stroke has begun and has no verdict yet.
        private var isStrokeOpen: Bool { !recognizer.isFinished && recognizer.sampleCount > 0 }

        /// Lets the recognizer take one step while the stroke is undecided or its touch is down,
        /// reports a changed feedback, and reports the verdict once.
        private func step(_ step: (inout CircleRecognizer) -> CircleRecognizer.State) {
            guard !recognizer.isFinished || recognizer.isDrawing, let actions else { return }
            let decided = recognizer.isFinished
            let before = recognizer.feedback
            let verdict = step(&recognizer)
            if recognizer.feedback != before { actions.onFeedback?(recognizer.feedback) }
            // After the verdict a step only records the rest of the stroke.
            guard !decided else { return }
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
        /// configuration's `maximumPause`: a resting finger sends no changes to judge.
        private func startIdleWatch() {
            idleWatch?.cancel()
            idleWatch = nil
            guard let maximumPause = recognizer.detector.configuration.maximumPause else { return }
            let interval = Self.idleCheckInterval(maximumPause: maximumPause)
            idleWatch = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(interval))
                    guard let self, !Task.isCancelled, let latest = self.latestEvent else { return }
                    let now = latest.time + (ProcessInfo.processInfo.systemUptime - latest.uptime)
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
