import Encircle

/// One detector's verdict on one stroke.
public struct StrokeVerdict: Hashable, Sendable {
    /// The stroke's index in ``EvaluationReport/strokes``.
    public var strokeIndex: Int
    public var detection: Detection<AnyMatch>
    /// Streaming mode: the share of samples consumed when the recognizer decided.
    public var consumedFraction: Double?
}

/// One detector's verdicts on every stroke and the metrics they add up to.
public struct DetectorEvaluation: Sendable {
    public var id: String
    public var summary: String
    public var verdicts: [StrokeVerdict]
    public var metrics: DetectorMetrics
    /// Indices into `verdicts` of circles the detector rejected.
    public var misses: [Int]
    /// Indices into `verdicts` of non-circles the detector accepted.
    public var falsePositives: [Int]

    /// Tallies `verdicts`, one per stroke in order.
    ///
    /// - Complexity: O(*n*).
    public init(entry: DetectorEntry, strokes: [LabeledStroke], verdicts: [StrokeVerdict], mode: EvaluationMode) {
        self.id = entry.id
        self.summary = entry.summary
        self.verdicts = verdicts
        self.metrics = DetectorMetrics(
            detector: entry.id, strokes: strokes,
            rejectionReasons: verdicts.map { $0.detection.rejection?.reason.rawValue },
            consumedFractions: mode == .streaming ? verdicts.map { $0.consumedFraction ?? 1 } : nil
        )
        self.misses = verdicts.indices.filter { strokes[$0].isPositive && !verdicts[$0].detection.isCircle }
        self.falsePositives = verdicts.indices.filter { !strokes[$0].isPositive && verdicts[$0].detection.isCircle }
    }
}
