import Encircle

/// One detector's verdict on one stroke.
package struct StrokeVerdict: Hashable, Sendable {
    /// The stroke's index in ``EvaluationReport/strokes``.
    package var strokeIndex: Int
    /// What the detector decided.
    package var detection: Detection<AnyMatch>
    /// Streaming mode: the share of samples consumed when the recognizer decided.
    package var consumedFraction: Double?

    /// Creates a verdict.
    ///
    /// - Complexity: O(1).
    package init(strokeIndex: Int, detection: Detection<AnyMatch>, consumedFraction: Double? = nil) {
        self.strokeIndex = strokeIndex
        self.detection = detection
        self.consumedFraction = consumedFraction
    }
}

/// One detector's verdicts on every stroke and the metrics they add up to.
public struct DetectorEvaluation: Sendable {
    /// The detector's identifier.
    package var id: String
    /// One line describing it.
    public var summary: String
    /// One verdict per stroke, in the strokes' order; empty when the evaluation read its
    /// strokes batch by batch (``Evaluator/run(reading:with:progress:)``), which keeps only counts.
    package var verdicts: [StrokeVerdict]
    /// The counts and rates.
    public var metrics: DetectorMetrics
    /// Indices into `verdicts` of circles the detector rejected.
    package var misses: [Int]
    /// Indices into `verdicts` of non-circles the detector accepted.
    package var falsePositives: [Int]

    /// What the detector decided on each stroke, in the order of ``EvaluationReport/strokes``;
    /// empty when the evaluation read its strokes batch by batch
    /// (``Evaluator/run(reading:with:progress:)``), which keeps only counts.
    ///
    /// - Complexity: O(*n*) in the number of strokes.
    public var detections: [Detection<AnyMatch>] { verdicts.map(\.detection) }

    /// A row of counts alone, without verdicts, misses or false positives to picture.
    ///
    /// - Complexity: O(1).
    package init(id: String, summary: String, metrics: DetectorMetrics) {
        self.id = id
        self.summary = summary
        self.verdicts = []
        self.metrics = metrics
        self.misses = []
        self.falsePositives = []
    }

    /// Tallies `verdicts`, one per stroke in order.
    ///
    /// - Precondition: One verdict per stroke (the evaluator's own invariant).
    /// - Complexity: O(*n*).
    package init(id: String, summary: String, strokes: [LabeledStroke], verdicts: [StrokeVerdict], mode: EvaluationMode)
    {
        self.id = id
        self.summary = summary
        self.verdicts = verdicts
        self.metrics = DetectorMetrics(
            detector: id, strokes: strokes,
            rejectionReasons: verdicts.map { $0.detection.rejection?.reason.rawValue },
            consumedFractions: mode == .streaming ? verdicts.map { $0.consumedFraction ?? 1 } : nil,
            confidences: verdicts.map { $0.detection.recognized?.confidence }
        )
        self.misses = verdicts.indices.filter { strokes[$0].isPositive && !verdicts[$0].detection.isRecognized }
        self.falsePositives = verdicts.indices.filter { !strokes[$0].isPositive && verdicts[$0].detection.isRecognized }
    }
}
