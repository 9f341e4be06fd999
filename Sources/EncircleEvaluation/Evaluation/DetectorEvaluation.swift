import Encircle

/// One detector's verdict on one stroke.
public struct StrokeVerdict: Hashable, Sendable {
    /// The stroke's index in ``EvaluationReport/strokes``.
    public var strokeIndex: Int
    /// What the detector decided.
    public var detection: Detection<AnyMatch>
    /// Streaming mode: the share of samples consumed when the recognizer decided.
    public var consumedFraction: Double?

    /// Creates a verdict.
    ///
    /// - Complexity: O(1).
    public init(strokeIndex: Int, detection: Detection<AnyMatch>, consumedFraction: Double? = nil) {
        self.strokeIndex = strokeIndex
        self.detection = detection
        self.consumedFraction = consumedFraction
    }
}

/// One detector's verdicts on every stroke and the metrics they add up to.
public struct DetectorEvaluation: Sendable {
    /// The detector's identifier.
    public var id: String
    /// One line describing it.
    public var summary: String
    /// One verdict per stroke, in the strokes' order; empty when the evaluation read its
    /// strokes batch by batch (``Evaluator/run(reading:progress:)``), which keeps only counts.
    public var verdicts: [StrokeVerdict]
    /// The counts and rates.
    public var metrics: DetectorMetrics
    /// Indices into `verdicts` of circles the detector rejected.
    public var misses: [Int]
    /// Indices into `verdicts` of non-circles the detector accepted.
    public var falsePositives: [Int]

    /// A row of counts alone, without verdicts, misses or false positives to picture.
    ///
    /// - Complexity: O(1).
    public init(id: String, summary: String, metrics: DetectorMetrics) {
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
    public init(id: String, summary: String, strokes: [LabeledStroke], verdicts: [StrokeVerdict], mode: EvaluationMode)
    {
        self.id = id
        self.summary = summary
        self.verdicts = verdicts
        self.metrics = DetectorMetrics(
            detector: id, strokes: strokes,
            rejectionReasons: verdicts.map { $0.detection.rejection?.reason.rawValue },
            consumedFractions: mode == .streaming ? verdicts.map { $0.consumedFraction ?? 1 } : nil,
            confidences: verdicts.map { $0.detection.match?.confidence }
        )
        self.misses = verdicts.indices.filter { strokes[$0].isPositive && !verdicts[$0].detection.isCircle }
        self.falsePositives = verdicts.indices.filter { !strokes[$0].isPositive && verdicts[$0].detection.isCircle }
    }
}
