#if canImport(SwiftUI)
    import Encircle
    import SwiftUI

    extension View {
        /// Calls `action` when the user draws a circle on this view.
        ///
        /// ```swift
        /// Canvas { context, size in ... }
        ///     .onCircleGesture { circle in marked = circle.center }
        /// ```
        ///
        /// A thin adapter: a `DragGesture(minimumDistance: 0)` feeds each sample to Encircle's
        /// `CircleRecognizer`, which decides once per stroke.
        ///
        /// - Parameters:
        ///   - detector: Decides what counts as a circle.
        ///   - action: Called on the main actor with the detected circle.
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            perform action: @escaping @MainActor (DetectedCircle) -> Void
        ) -> some View {
            modifier(CircleGestureModifier(detector: detector, onCircle: action, onRejection: nil))
        }

        /// Calls `action` when the user draws a circle on this view and `rejected` with the reason
        /// when a stroke is not one.
        ///
        /// ```swift
        /// view.onCircleGesture { circle in
        ///     highlight(circle)
        /// } rejected: { rejection in
        ///     hint = rejection.message   // "not closed: swept 212° of the required 300°"
        /// }
        /// ```
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: @escaping @MainActor (CircleRejection) -> Void
        ) -> some View {
            modifier(CircleGestureModifier(detector: detector, onCircle: action, onRejection: rejected))
        }

        /// Calls `feedback` while the user draws, whenever the progress or the closed-enough
        /// signal changes, and `action` when the stroke is a circle.
        ///
        /// ```swift
        /// view.onCircleGesture { feedback in
        ///     ringProgress = feedback.progress
        ///     closed = feedback.isClosedEnough      // drives .sensoryFeedback(.impact, trigger: closed)
        /// } perform: { circle in
        ///     select(inside: circle)
        /// }
        /// ```
        ///
        /// - Complexity: O(1).
        public func onCircleGesture(
            detector: CircleDetector = CircleDetector(),
            feedback: @escaping @MainActor (CircleRecognizer.Feedback) -> Void,
            perform action: @escaping @MainActor (DetectedCircle) -> Void,
            rejected: (@MainActor (CircleRejection) -> Void)? = nil
        ) -> some View {
            modifier(
                CircleGestureModifier(detector: detector, onCircle: action, onRejection: rejected, onFeedback: feedback)
            )
        }
    }

    /// Feeds a drag gesture's samples to a `CircleRecognizer` and reports its verdict once.
    struct CircleGestureModifier: ViewModifier {
        let detector: CircleDetector
        let onCircle: @MainActor (DetectedCircle) -> Void
        let onRejection: (@MainActor (CircleRejection) -> Void)?
        var onFeedback: (@MainActor (CircleRecognizer.Feedback) -> Void)? = nil

        // Replaced with one using `detector` when each stroke begins.
        @State private var recognizer = CircleRecognizer()
        @State private var isTouching = false

        func body(content: Content) -> some View {
            content.gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { value in
                        if !isTouching {
                            isTouching = true
                            recognizer = CircleRecognizer(detector: detector)
                            send(.began, at: value.startLocation, time: value.time)
                            if value.location == value.startLocation { return }
                        }
                        send(.moved, at: value.location, time: value.time)
                    }
                    .onEnded { value in
                        send(.ended, at: value.location, time: value.time)
                        isTouching = false
                    }
            )
        }

        private func send(_ phase: TouchEvent.Phase, at location: CGPoint, time: Date) {
            guard recognizer.state == .possible else { return }
            let event = TouchEvent(
                phase, touch: 0, location: Point(location), time: time.timeIntervalSinceReferenceDate)
            let before = recognizer.feedback
            let verdict = recognizer.handle(event)
            if recognizer.feedback != before { onFeedback?(recognizer.feedback) }
            switch verdict {
            case .recognized(let circle): onCircle(circle)
            case .failed(let rejection): onRejection?(rejection)
            case .possible, .cancelled: break
            }
        }
    }
#endif
