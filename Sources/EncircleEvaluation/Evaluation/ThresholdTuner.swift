import Encircle

/// Learns ``CircleDetector/Configuration`` limits from labelled strokes: maximises F1 under a
/// cap on the false-positive rate, one limit at a time, and places each limit in the middle of
/// the gap between the circles it must keep and the look-alikes it must reject.
///
/// `encircle tune` runs it on logs; `encircle evaluate --leave-one-subject-out` runs it on all
/// subjects but one and tests on that one, so the reported numbers predict unseen writers. An
/// app can learn one person's limits from the circles and other strokes they drew.
///
/// ```swift
/// let loaded = await StrokeLoader().load(["my-strokes.jsonl"])
/// let limits = try ThresholdTuner().tune(loaded.strokes, startingFrom: CircleDetector())
/// let detector = try CircleDetector(configuration: limits)
/// try ThresholdTuner(maximumFalsePositiveRate: 2)
/// // ConfigurationError: "maximumFalsePositiveRate is 2; it must be from 0 to 1"
/// ```
public struct ThresholdTuner: Sendable {
    /// One labelled stroke, reduced to what the detector measured on it (`nil`: unmeasurable,
    /// e.g. invalid input, which no limit can accept).
    package struct Example: Sendable {
        /// Whether the stroke is a circle (its label is the positive class).
        package var isCircle: Bool
        /// What the detector measured, `nil` when the stroke cannot be measured.
        package var measurements: CircleDetector.Measurements?

        /// Creates an example.
        ///
        /// - Complexity: O(1).
        package init(isCircle: Bool, measurements: CircleDetector.Measurements?) {
            self.isCircle = isCircle
            self.measurements = measurements
        }
    }

    /// The largest share of non-circles the learned limits may accept, 0…1. Default 0.1%.
    package let maximumFalsePositiveRate: Double
    /// Passes over all limits; each pass revisits every limit with the others fixed. At least 1.
    package let rounds: Int

    /// Creates a tuner whose limits accept at most `maximumFalsePositiveRate` of the
    /// non-circles (0.1% by default), in `rounds` passes over the limits (3).
    ///
    /// - Throws: ``Encircle/ConfigurationError`` when `maximumFalsePositiveRate` is not in 0…1
    ///   or `rounds` is less than 1.
    /// - Complexity: O(1).
    public init(maximumFalsePositiveRate: Double = 0.001, rounds: Int = 3) throws(ConfigurationError) {
        try ConfigurationError.check(maximumFalsePositiveRate, "maximumFalsePositiveRate", in: .closed(0, 1))
        try ConfigurationError.check(rounds, "rounds", in: .atLeast(1))
        self.maximumFalsePositiveRate = maximumFalsePositiveRate
        self.rounds = rounds
    }

    /// The limits learned from `strokes` (those labelled ``GestureLabel/positive`` are the
    /// circles), starting from the limits of `detector`, which measures them. Limits the data
    /// says nothing about (no stroke near them) keep their starting values; `minimumSize`,
    /// `maximumDuration` and `maximumPause` are product decisions and are never tuned.
    ///
    /// - Complexity: O(*n*) to measure *n* strokes, then O(*r*·*k*·*n* log *n*) for *r* rounds
    ///   and *k* tunable limits.
    public func tune(_ strokes: [LabeledStroke], startingFrom detector: CircleDetector) -> CircleDetector.Configuration
    {
        tune(
            strokes.map { Example(isCircle: $0.isPositive, measurements: detector.measurements(of: $0.stroke)) },
            startingFrom: detector.configuration)
    }

    /// The limits learned from `examples`, starting from `start`. Limits the data says nothing
    /// about (no example near them) keep their starting values; `minimumSize`, `maximumDuration`
    /// and `maximumPause` are product decisions and are never tuned.
    ///
    /// - Complexity: O(*r*·*k*·*n* log *n*) for *r* rounds, *k* tunable limits and *n* examples.
    package func tune(
        _ examples: [Example], startingFrom start: CircleDetector.Configuration = .default
    ) -> CircleDetector.Configuration {
        var configuration = start
        let negatives = examples.count { !$0.isCircle }
        let allowedFalsePositives = Int((maximumFalsePositiveRate * Double(negatives)).rounded(.down))
        for _ in 0..<rounds {
            for limit in Self.limits {
                configuration = tune(limit, in: configuration, examples, allowedFalsePositives: allowedFalsePositives)
            }
        }
        return configuration
    }

    private func tune(
        _ limit: Limit, in configuration: CircleDetector.Configuration, _ examples: [Example],
        allowedFalsePositives: Int
    ) -> CircleDetector.Configuration {
        // Which examples pass every other check, and their value for this one (oriented so that
        // smaller is more circle-like: "accept when value <= threshold").
        let others = limit.relaxed(configuration)
        var candidates: [(value: Double, isCircle: Bool)] = []
        var positives = 0
        for example in examples {
            if example.isCircle { positives += 1 }
            guard let m = example.measurements,
                CircleDetector.Check.rules.allSatisfy({ $0.rejection(for: m, in: others) == nil }),
                let value = limit.orientedValue(of: m, in: others)
            else { continue }
            candidates.append((value, example.isCircle))
        }
        guard positives > 0, !candidates.isEmpty else { return configuration }
        candidates.sort { $0.value < $1.value }
        // Sweep the threshold upward through the gaps between distinct values.
        var best: (f1: Double, low: Double, high: Double)? = nil
        var truePositives = 0, falsePositives = 0
        var index = 0
        while index < candidates.count {
            let value = candidates[index].value
            while index < candidates.count, candidates[index].value == value {
                if candidates[index].isCircle { truePositives += 1 } else { falsePositives += 1 }
                index += 1
            }
            guard falsePositives <= allowedFalsePositives else { break }
            let next = index < candidates.count ? candidates[index].value : Double.infinity
            let precision = Double(truePositives) / Double(truePositives + falsePositives)
            let recall = Double(truePositives) / Double(positives)
            let f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
            // Any threshold in [value, next) gives these counts: remember the gap.
            if f1 > (best?.f1 ?? -1) { best = (f1, value, next) }
        }
        guard let best else { return configuration }
        guard let current = limit.orientedValue(of: configuration) else { return configuration }
        if current >= best.low, current < best.high { return configuration }
        // Middle of the gap; with no look-alike beyond it, a quarter of the distance from the
        // ideal value past the most extreme circle.
        let threshold =
            best.high.isFinite
            ? (best.low + best.high) / 2
            : best.low + abs(best.low - limit.orientedIdeal) / 4
        // A limit tuned past one it depends on (minimumSweep below minimumArcSweep) stays put.
        let tuned = limit.setting(threshold, in: configuration)
        return (try? tuned.validate()) == nil ? configuration : tuned
    }
}

extension ThresholdTuner {
    /// The tunable limits: the checks marked ``CircleDetector/Check/Rule/isTunable``.
    static let limits = CircleDetector.Check.rules.filter(\.isTunable).map(Limit.init)

    /// A tunable check, seen as a value where smaller is more circle-like ("accept when value
    /// <= threshold"): minimum limits are negated.
    struct Limit: Sendable {
        let rule: CircleDetector.Check.Rule

        private var sign: Double { rule.bound == .maximum ? 1 : -1 }

        func orientedValue(of m: CircleDetector.Measurements, in c: CircleDetector.Configuration) -> Double? {
            rule.measured(in: m, as: c.shape(of: m)).map { sign * $0 }
        }

        func orientedValue(of c: CircleDetector.Configuration) -> Double? {
            rule.limit(in: c).map { sign * $0 }
        }

        /// The value of an ideal circle.
        var orientedIdeal: Double { sign * (rule.ideal ?? 0) }

        func setting(_ value: Double, in c: CircleDetector.Configuration) -> CircleDetector.Configuration {
            rule.setting(sign * value, in: c)
        }

        /// The configuration with this limit accepting everything its range allows.
        func relaxed(_ c: CircleDetector.Configuration) -> CircleDetector.Configuration {
            rule.setting(sign * .infinity, in: c)
        }
    }
}
