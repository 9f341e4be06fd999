/// How far an evaluation that reads its strokes batch by batch has come
/// (``Evaluator/run(reading:progress:)``), with the most strokes held at once: what the tests
/// of bounded memory read.
package struct EvaluationProgress: Hashable, Sendable {
    /// Strokes judged so far, by every detector.
    package var strokesJudged: Int
    /// The most strokes held in memory at once so far, parsed and not yet judged, across all
    /// workers: bounded by the batches in flight, whatever the size of the corpus.
    package var peakStrokesHeld: Int

    /// Creates a progress report.
    ///
    /// - Complexity: O(1).
    package init(strokesJudged: Int, peakStrokesHeld: Int) {
        self.strokesJudged = strokesJudged
        self.peakStrokesHeld = peakStrokesHeld
    }
}

/// Counts the strokes the workers hold and remembers the most held at once.
actor HeldStrokes {
    private var count = 0
    /// The most strokes held at once so far.
    private(set) var peak = 0

    /// Adds `change` (negative when strokes are released).
    func add(_ change: Int) {
        count += change
        peak = max(peak, count)
    }
}
