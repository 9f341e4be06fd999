import Foundation

/// How far an evaluation that reads its strokes batch by batch has come
/// (``Evaluator/run(reading:progress:)``).
public struct EvaluationProgress: Hashable, Sendable {
    /// Strokes judged so far, by every detector.
    public var strokesJudged: Int
    /// The most strokes held in memory at once so far, parsed and not yet judged, across all
    /// workers: bounded by the batches in flight, whatever the size of the corpus.
    public var peakStrokesHeld: Int

    /// Creates a progress report.
    ///
    /// - Complexity: O(1).
    public init(strokesJudged: Int, peakStrokesHeld: Int) {
        self.strokesJudged = strokesJudged
        self.peakStrokesHeld = peakStrokesHeld
    }
}

/// Counts the strokes the workers hold and remembers the most held at once.
final class HeldStrokes: @unchecked Sendable {
    // `count` and `highest` are read and written only with `lock` locked.
    private let lock = NSLock()
    private var count = 0
    private var highest = 0

    /// Adds `change` (negative when strokes are released).
    func add(_ change: Int) {
        lock.lock()
        count += change
        highest = max(highest, count)
        lock.unlock()
    }

    /// The most strokes held at once so far.
    var peak: Int {
        lock.lock()
        defer { lock.unlock() }
        return highest
    }
}
