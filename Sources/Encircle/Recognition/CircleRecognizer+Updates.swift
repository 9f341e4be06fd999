extension CircleRecognizer {
    /// The state and feedback after an event, and the whole stroke when the event lifted the
    /// finger: one element of ``updates(for:)``.
    public struct Update: Hashable, Sendable {
        /// The recognizer's state after the event.
        public var state: State
        /// The progress and closed-enough signal after the event.
        public var feedback: Feedback
        /// The whole stroke, on the update of the event that lifted the finger followed
        /// (``TouchEvent/Phase/ended``), whatever the verdict; `nil` on every other update.
        ///
        /// It is ``CircleRecognizer/stroke`` at that moment: every sample of the touch followed,
        /// also those after a verdict reached before the finger lifted (a corner fails a square
        /// long before it is closed). So a stroke that is not a circle can still select what it
        /// surrounds, as a lasso, without the app keeping points of its own:
        ///
        /// ```swift
        /// if let stroke = update.stroke, case .failed = update.state {
        ///     selected = CircledArea(stroke).selected(from: items, at: \.position)
        /// }
        /// ```
        ///
        /// A touch the system cancels (``TouchEvent/Phase/cancelled``) ends its stroke without
        /// one: the person did not finish it, and selecting by it would act on a gesture that was
        /// taken away. Before a verdict the cancel shows as ``State/cancelled``; after one it
        /// changes nothing, and yields no update.
        public var stroke: Stroke?

        /// Creates an update.
        ///
        /// - Complexity: O(1).
        package init(state: State, feedback: Feedback, stroke: Stroke? = nil) {
            self.state = state
            self.feedback = feedback
            self.stroke = stroke
        }
    }

    /// Recognizes circles in `events`, stroke after stroke, and yields the state and feedback
    /// whenever either changes, and the whole stroke when the finger lifts: the shape SwiftUI's
    /// `.task` consumes.
    ///
    /// ```swift
    /// @State private var touches: AsyncStream<TouchEvent>.Continuation?
    /// // a gesture yields into touches; a stream per run of the task, so that it works again
    /// // when the view reappears (a cancelled task's stream is finished for good):
    /// .task {
    ///     let (events, continuation) = AsyncStream.makeStream(of: TouchEvent.self)
    ///     touches = continuation
    ///     for await update in CircleRecognizer().updates(for: events) {
    ///         progress = update.feedback.progress
    ///         guard let stroke = update.stroke else { continue }   // the finger lifted
    ///         switch update.state {
    ///         case .recognized(let circle): selected = items.filter { circle.contains($0.position) }
    ///         case .failed: selected = CircledArea(stroke).selected(from: items, at: \.position)  // a lasso
    ///         case .possible, .cancelled: break   // never on a lift
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// The recognizer is a copy of this one; each ``TouchEvent/Phase/began`` after a verdict
    /// starts the next stroke. When the finger followed lifts, an update is yielded with
    /// ``Update/stroke``, even if the state and feedback did not change (a stroke that failed
    /// at a corner lifts still failed); every other update has none, and each differs from the
    /// one before. A stroke that a touch-down replaces before its finger lifts (a second finger
    /// landing after the verdict starts the next stroke, as in ``handle(_:)``) ends without one.
    ///
    /// The stream finishes when `events` does, and stops reading `events` when its consumer
    /// stops (the `.task` is cancelled). A resting finger sends no events, so a `maximumPause`
    /// is judged when the next event arrives; call ``checkIdle(at:)`` from a timer to fail it
    /// sooner.
    ///
    /// - Complexity: O(1) amortized per event, as ``handle(_:)``; an update's stroke shares the
    ///   recognizer's storage, so yielding it copies no samples.
    public func updates(for events: AsyncStream<TouchEvent>) -> AsyncStream<Update> {
        let start = self
        return AsyncStream { continuation in
            let reading = Task {
                var recognizer = start
                // Without the stroke: holding it here would make the next stroke's samples copy it.
                var last = (state: recognizer.state, feedback: recognizer.feedback)
                for await event in events {
                    let wasDrawing = recognizer.isDrawing
                    recognizer.handle(event)
                    let lifted = wasDrawing && !recognizer.isDrawing && event.phase == .ended
                    let now = (state: recognizer.state, feedback: recognizer.feedback)
                    guard lifted || now != last else { continue }
                    continuation.yield(
                        Update(state: now.state, feedback: now.feedback, stroke: lifted ? recognizer.stroke : nil))
                    last = now
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in reading.cancel() }
        }
    }
}
