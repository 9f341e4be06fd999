/// A problem with a stroke's samples that stops every recognizer before it measures anything,
/// worded once for all of them. Samples are numbered from 0, as `Stroke.samples` indexes them.
package enum SampleProblem: Hashable, Sendable {
    /// The stroke has no samples.
    case empty
    /// Fewer samples than the recognizer needs.
    case tooFewSamples(count: Int, minimum: Int)
    /// A coordinate or time is NaN or infinite.
    case invalidSample(index: Int)
    /// A timestamp is earlier than the one before it.
    case timeNotIncreasing(index: Int)
    /// A coordinate is beyond ``CircleDefinition/coordinateLimit`` in magnitude.
    case outOfRange(index: Int, magnitude: Double)

    /// The problem of `sample`, the one at `index`, when the time of the last timed sample
    /// before it is `lastTime`; `nil` when it is usable. With `checksRange` false, coordinates
    /// of any finite size are usable (the classic recipes measure them as they come).
    ///
    /// - Complexity: O(1).
    package static func of(
        _ sample: Stroke.Sample, at index: Int, after lastTime: Double?, checksRange: Bool = true
    ) -> SampleProblem? {
        guard sample.x.isFinite, sample.y.isFinite, sample.time?.isFinite ?? true else {
            return .invalidSample(index: index)
        }
        let magnitude = CircleDefinition.magnitude(x: sample.x, y: sample.y)
        if checksRange, magnitude > CircleDefinition.coordinateLimit {
            return .outOfRange(index: index, magnitude: magnitude)
        }
        if let time = sample.time, let lastTime, time < lastTime { return .timeNotIncreasing(index: index) }
        return nil
    }

    /// The first problem of `stroke`'s samples in order (``of(_:at:after:checksRange:)``), or
    /// `nil` when there is none. The count is the caller's to check.
    ///
    /// - Complexity: O(*n*).
    package static func first(in stroke: Stroke, checksRange: Bool = true) -> SampleProblem? {
        var lastTime: Double?
        for (index, sample) in stroke.samples.enumerated() {
            if let problem = of(sample, at: index, after: lastTime, checksRange: checksRange) { return problem }
            lastTime = sample.time ?? lastTime
        }
        return nil
    }

    /// What was measured, when something was.
    package var measured: Double? {
        switch self {
        case .tooFewSamples(let count, _): Double(count)
        case .outOfRange(_, let magnitude): magnitude
        case .empty, .invalidSample, .timeNotIncreasing: nil
        }
    }

    /// The limit that was passed, when there is one.
    package var limit: Double? {
        switch self {
        case .tooFewSamples(_, let minimum): Double(minimum)
        case .outOfRange: CircleDefinition.coordinateLimit
        case .empty, .invalidSample, .timeNotIncreasing: nil
        }
    }

    /// "invalid sample: sample 3 is not a finite number".
    package var message: String {
        switch self {
        case .empty: "empty stroke: it has no samples"
        case .tooFewSamples(let count, let minimum): "too few samples: \(count) (need at least \(minimum))"
        case .invalidSample(let index): "invalid sample: sample \(index) is not a finite number"
        case .timeNotIncreasing(let index):
            "time not increasing: sample \(index) is earlier than the one before it"
        case .outOfRange(let index, _): "out of range: sample \(index) lies beyond 10⁹ points"
        }
    }
}
