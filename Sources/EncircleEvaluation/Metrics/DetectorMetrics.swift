/// How well one detector did on a set of labelled strokes: the row of `evaluate` reports.
///
/// A rate whose denominator is 0 is `nil` — undefined, never NaN and never a vacuous 100%:
/// recall with no circles, the false-positive rate with no other strokes, precision with nothing
/// accepted, F1 with neither circles nor anything accepted. F1 is counted as
/// 2 · TP / (2 · TP + FP + FN), the harmonic mean of precision and recall whenever both are
/// defined, and 0 for a detector that finds no circle on a set with circles. The other strokes
/// (negatives) are ``strokes`` − ``positives``.
///
/// ```swift
/// let metrics = report.detectors[0].metrics
/// metrics.recall              // 0.993: 149 of 150 circles found
/// metrics.falsePositiveRate   // 0: none of 2,250 other strokes accepted
/// metrics.rejections          // ["notClosed": 1, "tooManyCorners": 1812, …]
/// ```
///
/// JSON keys: `detector`, `strokes`, `positives`, `negatives`,
/// `truePositives`, `falsePositives`, `recall`, `falsePositiveRate`, `precision`, `f1` (the four
/// rates `null` when undefined, the keys always present), `rejections`, `falsePositivesByLabel`,
/// then `recallBySpeed` (only when some circle's log names a speed),
/// `meanConsumedBeforeFailure` (only in streaming mode; `null` when no non-circle was failed) and
/// `confidenceOfCirclesFound` (only when the detector reports a confidence for the circles it
/// found).
public struct DetectorMetrics: Hashable, Sendable, Encodable {
    /// The detector's identifier.
    public var detector: String
    /// Strokes judged.
    public var strokes: Int
    /// Circles among them (label ``GestureLabel/positive``).
    public var positives: Int
    /// Other strokes: ``strokes`` − ``positives``.
    package var negatives: Int
    /// Circles accepted.
    public var truePositives: Int
    /// Other strokes accepted.
    public var falsePositives: Int
    /// TP / positives; `nil` with no circles.
    public var recall: Double?
    /// FP / negatives; `nil` with no other strokes.
    public var falsePositiveRate: Double?
    /// TP / (TP + FP); `nil` when nothing was accepted.
    public var precision: Double?
    /// 2 · TP / (2 · TP + FP + FN); `nil` with no circles and nothing accepted.
    public var f1: Double?
    /// Rejections of every stroke (circles and not), by reason.
    public var rejections: [String: Int]
    /// False positives by gesture, with every negative label present (0 when none).
    public var falsePositivesByLabel: [String: Int]
    /// Recall among the circles drawn at each requested speed, for speeds the logs name.
    public var recallBySpeed: [String: Double]
    /// Streaming mode only: the mean share of samples a non-circle had delivered when the
    /// streaming recognizer failed it; `nil` in batch mode or when it failed none.
    public var meanConsumedBeforeFailure: Double?
    /// Whether the row comes from a streaming evaluation.
    package var isStreaming: Bool
    /// How the confidences of the circles found are spread, `nil` when the detector reports none.
    public var confidenceOfCirclesFound: Spread?

    /// The spread of a set of values: the quantiles an app needs to pick a threshold.
    public struct Spread: Hashable, Sendable, Encodable {
        /// How many values.
        public var count: Int
        /// The smallest value.
        public var minimum: Double
        /// The value 10% of the values lie below (nearest rank).
        public var tenthPercentile: Double
        /// The middle value (nearest rank).
        public var median: Double
        /// The largest value.
        public var maximum: Double

        /// The spread of `values`, or `nil` when there are none (NaN values are left out).
        ///
        /// - Complexity: O(*n* log *n*).
        package init?(_ values: [Double]) {
            let sorted = values.filter { !$0.isNaN }.sorted()
            guard let first = sorted.first, let last = sorted.last else { return nil }
            func rank(_ share: Double) -> Double {
                sorted[min(max(Int((share * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)]
            }
            count = sorted.count
            minimum = first
            tenthPercentile = rank(0.1)
            median = rank(0.5)
            maximum = last
        }
    }

    /// Tallies verdicts.
    ///
    /// - Parameters:
    ///   - detector: The detector's identifier.
    ///   - strokes: The labelled strokes.
    ///   - rejectionReasons: For each stroke, the rejection reason, or `nil` when accepted.
    ///   - consumedFractions: Streaming mode: for each stroke, the share of samples consumed
    ///     when the recognizer decided; `nil` in batch mode.
    ///   - confidences: For each stroke, the confidence the detector reported for an accepted
    ///     one (`nil` for a rejection or a detector that reports none); `nil` for none at all.
    /// - Note: Strokes without a reason, fraction or confidence at their index (shorter arrays)
    ///   count as rejected for an `"undecided"` reason, with nothing consumed and no confidence.
    /// - Complexity: O(*n* log *n*).
    package init(
        detector: String, strokes: [LabeledStroke], rejectionReasons: [String?],
        consumedFractions: [Double]? = nil, confidences: [Double?]? = nil
    ) {
        let rejectionReasons =
            rejectionReasons.count >= strokes.count
            ? rejectionReasons
            : rejectionReasons + Array(repeating: "undecided", count: strokes.count - rejectionReasons.count)
        var tally = DetectorTally(isStreaming: consumedFractions != nil)
        for (index, stroke) in strokes.enumerated() {
            tally.add(
                stroke, reason: rejectionReasons[index],
                consumedFraction: consumedFractions.flatMap { index < $0.count ? $0[index] : nil },
                confidence: confidences.flatMap { index < $0.count ? $0[index] : nil })
        }
        self.init(detector: detector, tally: tally)
    }

    /// The row that `tally` adds up to.
    init(detector: String, tally: DetectorTally) {
        self.detector = detector
        self.strokes = tally.strokes
        self.positives = tally.positives
        self.negatives = tally.strokes - tally.positives
        self.truePositives = tally.truePositives
        self.falsePositives = tally.falsePositives
        self.recall = Rate.recall(truePositives: truePositives, positives: positives)
        self.falsePositiveRate = Rate.falsePositiveRate(falsePositives: falsePositives, negatives: negatives)
        self.precision = Rate.precision(truePositives: truePositives, falsePositives: falsePositives)
        self.f1 = Rate.f1(truePositives: truePositives, falsePositives: falsePositives, positives: positives)
        self.rejections = tally.rejections
        self.falsePositivesByLabel = tally.falsePositivesByLabel
        // Every speed listed has at least one circle, so its recall is defined.
        self.recallBySpeed = tally.circlesBySpeed.mapValues { Double($0.found) / Double($0.all) }
        self.isStreaming = tally.isStreaming
        // Summed in stroke order, as one sequential pass would.
        var consumedSum = 0.0
        for fraction in tally.consumedBeforeFailure { consumedSum += fraction }
        let failedNegatives = tally.consumedBeforeFailure.count
        self.meanConsumedBeforeFailure = failedNegatives == 0 ? nil : consumedSum / Double(failedNegatives)
        self.confidenceOfCirclesFound = Spread(tally.confidencesOfCirclesFound)
    }

    private enum CodingKeys: String, CodingKey {
        case detector, strokes, positives, negatives, truePositives, falsePositives, recall, falsePositiveRate
        case precision, f1, rejections, falsePositivesByLabel, recallBySpeed, meanConsumedBeforeFailure
        case confidenceOfCirclesFound
    }

    /// Writes the JSON row described on the type: undefined rates as `null`, optional parts only
    /// when present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(detector, forKey: .detector)
        try container.encode(strokes, forKey: .strokes)
        try container.encode(positives, forKey: .positives)
        try container.encode(negatives, forKey: .negatives)
        try container.encode(truePositives, forKey: .truePositives)
        try container.encode(falsePositives, forKey: .falsePositives)
        // Undefined rates are `null`, their keys still present.
        try container.encode(recall, forKey: .recall)
        try container.encode(falsePositiveRate, forKey: .falsePositiveRate)
        try container.encode(precision, forKey: .precision)
        try container.encode(f1, forKey: .f1)
        try container.encode(rejections, forKey: .rejections)
        try container.encode(falsePositivesByLabel, forKey: .falsePositivesByLabel)
        if !recallBySpeed.isEmpty {
            try container.encode(recallBySpeed, forKey: .recallBySpeed)
        }
        if isStreaming {
            if let mean = meanConsumedBeforeFailure {
                try container.encode(mean, forKey: .meanConsumedBeforeFailure)
            } else {
                try container.encodeNil(forKey: .meanConsumedBeforeFailure)
            }
        }
        try container.encodeIfPresent(confidenceOfCirclesFound, forKey: .confidenceOfCirclesFound)
    }
}
