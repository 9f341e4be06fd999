extension CircleRecognizer {
    /// The state and feedback after an event: one element of ``updates(for:)``.
    public struct Update: Hashable, Sendable {
        /// The recognizer's state after the event.
        public var state: State
        /// The progress and closed-enough signal after the event.
        public var feedback: Feedback

        /// Creates an update.
        ///
        /// - Complexity: O(1).
        public init(state: State, feedback: Feedback) {
            self.state = state
            self.feedback = feedback
        }
    }

    /// Recognizes circles in `events`, stroke after stroke, and yields the state and feedback
    /// whenever either changes: the shape SwiftUI's `.task` consumes.
    ///
    /// ```swift
    /// @State private var touches = AsyncStream.makeStream(of: TouchEvent.self)
    /// // a gesture yields into touches.continuation; then:
    /// .task {
    ///     for await update in CircleRecognizer().updates(for: touches.stream) {
    ///         progress = update.feedback.progress
    ///         if case .recognized(let circle) = update.state { select(inside: circle) }
    ///     }
    /// }
    /// ```
    ///
    /// The recognizer is a copy of this one; each ``TouchEvent/Phase/began`` after a verdict
    /// starts the next stroke. The stream finishes when `events` does, and stops reading
    /// `events` when its consumer stops (the `.task` is cancelled). A resting finger sends no
    /// events, so a `maximumPause` is judged when the next event arrives; call
    /// ``checkIdle(at:)`` from a timer to fail it sooner.
    ///
    /// - Complexity: O(1) amortized per event, as ``handle(_:)``.
    public func updates(for events: AsyncStream<TouchEvent>) -> AsyncStream<Update> {
        let start = self
        return AsyncStream { continuation in
            let reading = Task {
                var recognizer = start
                var last = Update(state: recognizer.state, feedback: recognizer.feedback)
                for await event in events {
                    recognizer.handle(event)
                    let update = Update(state: recognizer.state, feedback: recognizer.feedback)
                    if update != last {
                        continuation.yield(update)
                        last = update
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }
}
